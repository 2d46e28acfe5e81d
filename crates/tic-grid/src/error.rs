//! Errors of board construction and placement.

use thiserror::Error;
use tic_core::Card;

/// A board shape that cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GeometryError {
    /// Boards hold 1 to 128 cells.
    #[error("a board holds 1 to 128 cells, not {0}")]
    CellCount(usize),
    /// A cell names itself or a cell beyond the board as a neighbour.
    #[error("cell {0} has a neighbour outside the board or itself")]
    BadNeighbours(usize),
    /// `a` names `b` as a neighbour but not the other way round.
    #[error("cell {0} touches cell {1} but not the other way round")]
    Asymmetric(usize, usize),
    /// A dimension is out of range (what, value, allowed range).
    #[error("{what} is {value}; it must be between {min} and {max}")]
    Size {
        /// Which dimension.
        what: &'static str,
        /// The value given.
        value: usize,
        /// Smallest allowed.
        min: usize,
        /// Largest allowed.
        max: usize,
    },
}

/// Why a card cannot go on a cell.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PlaceError {
    /// There is no such cell.
    #[error("there is no cell {0} on this board")]
    NoSuchCell(usize),
    /// The cell already holds a card.
    #[error("cell {0} already holds {1}")]
    Occupied(usize, Card),
    /// The card is already on the board.
    #[error("{0} is already on the board")]
    AlreadyPlaced(Card),
    /// The layout's building order does not allow a card on this cell now.
    #[error("cell {0} is not open for building now")]
    NotOpen(usize),
    /// The position is outside the grid's reach.
    #[error("that position is outside the grid")]
    OffGrid,
}
