//! A grid that grows from one start card in any direction within a `k x k` bound (Queen of the
//! Ticcitories): every card touches an earlier one at an edge, holes are allowed.

use core::fmt;
use std::sync::Arc;

use tic_core::{Card, CardSet};

use crate::board::Board;
use crate::cells::Cells;
use crate::edge::EdgeTally;
use crate::error::{GeometryError, PlaceError};
use crate::rect::rect_neighbours;

/// A position relative to the start card: `row` down and `col` right are positive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Offset {
    /// Rows below the start card (negative: above).
    pub row: i8,
    /// Columns right of the start card (negative: left).
    pub col: i8,
}

impl Offset {
    /// The offset `(row, col)`.
    #[must_use]
    pub const fn new(row: i8, col: i8) -> Offset {
        Offset { row, col }
    }
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({:+},{:+})", self.row, self.col)
    }
}

/// A grid growing from a start card, never wider or taller than `k` cards.
///
/// Cards sit on a `(2k-1) x (2k-1)` canvas with the start card in the middle; a card may go on
/// any empty cell sharing an edge with a card, as long as the cards still fit in a `k x k`
/// square. Once the grid is `k` wide and `k` tall its square is fixed, and any hole inside it
/// can still be filled.
///
/// ```
/// use tic_grid::{BoundedGrid, Offset};
///
/// let mut grid = BoundedGrid::new(2, "4-square-red".parse()?)?;
/// assert_eq!(grid.open_offsets().len(), 4);
/// grid.place(Offset::new(0, 1), "4-circle-red".parse()?)?;
/// // Now 2 wide: only the row above or below remains, 2 cells each.
/// assert_eq!(grid.open_offsets().len(), 4);
/// assert!(grid.place(Offset::new(0, -1), "1-star-violet".parse()?).is_err());
/// assert_eq!(grid.tally().tics, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundedGrid {
    bound: usize,
    board: Board,
    /// Cells of each canvas row and column (shared between clones).
    row_masks: Arc<[Cells]>,
    col_masks: Arc<[Cells]>,
}

impl BoundedGrid {
    /// Largest bound: a `(2k-1)^2` canvas must fit in 128 cells.
    pub const MAX_BOUND: usize = 6;

    /// A grid of bound `k` (1 to 6) holding only its start card.
    pub fn new(bound: usize, start: Card) -> Result<BoundedGrid, GeometryError> {
        if !(1..=Self::MAX_BOUND).contains(&bound) {
            return Err(GeometryError::Size {
                what: "grid bound",
                value: bound,
                min: 1,
                max: Self::MAX_BOUND,
            });
        }
        let side = 2 * bound - 1;
        let mut board = Board::new(rect_neighbours(side, side))?;
        board
            .place((bound - 1) * side + bound - 1, start)
            .map_err(|_| GeometryError::CellCount(0))?;
        Ok(BoundedGrid {
            bound,
            board,
            row_masks: (0..side)
                .map(|r| (r * side..(r + 1) * side).collect())
                .collect::<Vec<Cells>>()
                .into(),
            col_masks: (0..side)
                .map(|c| (0..side).map(|r| r * side + c).collect())
                .collect::<Vec<Cells>>()
                .into(),
        })
    }

    /// The bound `k`.
    #[must_use]
    pub fn bound(&self) -> usize {
        self.bound
    }

    fn side(&self) -> usize {
        2 * self.bound - 1
    }

    /// The underlying board: a `(2k-1) x (2k-1)` canvas, row-major.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The canvas cell of an offset.
    #[must_use]
    pub fn cell(&self, offset: Offset) -> Option<usize> {
        let k = self.bound as isize - 1;
        let (r, c) = (isize::from(offset.row) + k, isize::from(offset.col) + k);
        let side = self.side() as isize;
        ((0..side).contains(&r) && (0..side).contains(&c)).then(|| (r * side + c) as usize)
    }

    /// The offset of a canvas cell.
    #[must_use]
    pub fn offset(&self, cell: usize) -> Option<Offset> {
        let side = self.side();
        if cell >= side * side {
            return None;
        }
        let k = self.bound as isize - 1;
        let r = (cell / side) as isize - k;
        let c = (cell % side) as isize - k;
        Some(Offset::new(i8::try_from(r).ok()?, i8::try_from(c).ok()?))
    }

    /// The card at an offset.
    #[must_use]
    pub fn get(&self, offset: Offset) -> Option<Card> {
        self.cell(offset).and_then(|c| self.board.get(c))
    }

    /// Number of cards.
    #[must_use]
    pub fn count(&self) -> usize {
        self.board.occupied().len()
    }

    /// Whether the grid holds `k * k` cards (its square is full).
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.count() == self.bound * self.bound
    }

    /// The cards on the grid.
    #[must_use]
    pub fn placed(&self) -> CardSet {
        self.board.placed()
    }

    /// The occupied canvas rows and columns, as inclusive `(first, last)` index pairs.
    fn extent(&self, masks: &[Cells]) -> (usize, usize) {
        let occupied = self.board.occupied();
        let used: Vec<usize> = (0..masks.len())
            .filter(|&i| !(masks[i] & occupied).is_empty())
            .collect();
        (
            used.first().copied().unwrap_or(0),
            used.last().copied().unwrap_or(0),
        )
    }

    /// The cells where a card may go: empty, touching a card, within the bound.
    #[must_use]
    pub fn open_cells(&self) -> Cells {
        let k = self.bound;
        let allowed = |masks: &[Cells], (lo, hi): (usize, usize)| -> Cells {
            // Lines lo..=hi are used; the bound allows (hi+1-k)..=(lo+k-1).
            let first = (hi + 1).saturating_sub(k);
            let last = (lo + k - 1).min(masks.len() - 1);
            (first..=last).fold(Cells::EMPTY, |acc, i| acc | masks[i])
        };
        let rows = allowed(&self.row_masks, self.extent(&self.row_masks));
        let cols = allowed(&self.col_masks, self.extent(&self.col_masks));
        self.board.frontier() & rows & cols
    }

    /// The offsets where a card may go, in row-major order.
    #[must_use]
    pub fn open_offsets(&self) -> Vec<Offset> {
        self.open_cells()
            .iter()
            .filter_map(|c| self.offset(c))
            .collect()
    }

    /// How `card` at `offset` would meet the cards it touches.
    #[must_use]
    pub fn tally_at(&self, offset: Offset, card: Card) -> EdgeTally {
        self.cell(offset)
            .map_or_else(EdgeTally::default, |c| self.board.tally_at(c, card))
    }

    /// Places a card on an open offset.
    pub fn place(&mut self, offset: Offset, card: Card) -> Result<(), PlaceError> {
        let cell = self.cell(offset).ok_or(PlaceError::OffGrid)?;
        if let Some(there) = self.board.get(cell) {
            return Err(PlaceError::Occupied(cell, there));
        }
        if !self.open_cells().contains(cell) {
            return Err(PlaceError::NotOpen(cell));
        }
        self.board.place(cell, card)
    }

    /// Every edge between two cards, counted once, by kind.
    #[must_use]
    pub fn tally(&self) -> EdgeTally {
        self.board.tally()
    }

    /// The occupied area's rows and columns as offsets, inclusive: `(top, bottom, left,
    /// right)`.
    #[must_use]
    pub fn extent_offsets(&self) -> (i8, i8, i8, i8) {
        let k = self.bound as isize - 1;
        let to = |i: usize| i8::try_from(i as isize - k).unwrap_or(0);
        let (top, bottom) = self.extent(&self.row_masks);
        let (left, right) = self.extent(&self.col_masks);
        (to(top), to(bottom), to(left), to(right))
    }

    /// A grid of bound `k` with its start card and more cards at the given offsets, checked
    /// as a whole with [`is_buildable`](BoundedGrid::is_buildable) rather than card by card
    /// (for loading saved states).
    pub fn with_cards(
        bound: usize,
        start: Card,
        cards: &[(Offset, Card)],
    ) -> Result<BoundedGrid, BoundedGridError> {
        let mut grid = BoundedGrid::new(bound, start)?;
        for &(offset, card) in cards {
            let cell = grid.cell(offset).ok_or(PlaceError::OffGrid)?;
            grid.board.place(cell, card)?;
        }
        if grid.is_buildable() {
            Ok(grid)
        } else {
            Err(BoundedGridError::NotBuildable)
        }
    }

    /// Whether the cards could have been laid by the rules: connected through edges and
    /// within a `k x k` square. Used to check loaded states.
    #[must_use]
    pub fn is_buildable(&self) -> bool {
        let occupied = self.board.occupied();
        let Some(first) = occupied.first() else {
            return false;
        };
        let (top, bottom) = self.extent(&self.row_masks);
        let (left, right) = self.extent(&self.col_masks);
        let centre = (self.bound - 1) * self.side() + self.bound - 1;
        occupied.contains(centre)
            && bottom - top < self.bound
            && right - left < self.bound
            && self.board.connected(first, occupied) == occupied
    }
}

/// Why a bounded grid cannot be rebuilt from its cards.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoundedGridError {
    /// The bound is out of range.
    #[error(transparent)]
    Geometry(#[from] GeometryError),
    /// A card is off the canvas, on a taken cell, or given twice.
    #[error(transparent)]
    Place(#[from] PlaceError),
    /// The cards are not connected or do not fit in a `k x k` square.
    #[error("the cards are not connected or do not fit in the bound")]
    NotBuildable,
}
