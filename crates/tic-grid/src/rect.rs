//! Rectangular grids: cells at `(row, col)`, edge neighbours up, down, left and right.

use core::fmt;

use tic_core::{Card, CardSet};

use crate::board::Board;
use crate::cells::{Cells, MAX_CELLS};
use crate::edge::EdgeTally;
use crate::error::{GeometryError, PlaceError};
use crate::text::counted_from_one;

/// A cell of a rectangular grid: row 0 is the top, column 0 the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Pos {
    /// Row, from the top.
    pub row: usize,
    /// Column, from the left.
    pub col: usize,
}

impl Pos {
    /// The position `(row, col)`.
    #[must_use]
    pub const fn new(row: usize, col: usize) -> Pos {
        Pos { row, col }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Counted from 1 (read back by `text::pos`).
        let (row, col) = (counted_from_one(self.row), counted_from_one(self.col));
        write!(f, "row {row} col {col}")
    }
}

/// The edge-neighbour masks of a `rows x cols` grid, cells numbered row by row.
pub fn rect_neighbours(rows: usize, cols: usize) -> Vec<Cells> {
    let mut out = Vec::with_capacity(rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            let mut nbrs = Cells::EMPTY;
            if r > 0 {
                nbrs.insert((r - 1) * cols + c);
            }
            if r + 1 < rows {
                nbrs.insert((r + 1) * cols + c);
            }
            if c > 0 {
                nbrs.insert(r * cols + c - 1);
            }
            if c + 1 < cols {
                nbrs.insert(r * cols + c + 1);
            }
            out.push(nbrs);
        }
    }
    out
}

/// A fixed `rows x cols` grid of cards (at most 128 cells), for Gridsy, Tic Squared, Queen of
/// the Ticcitories and any game placing cards edge to edge.
///
/// ```
/// use tic_grid::{Pos, RectGrid};
///
/// let mut grid = RectGrid::new(2, 2)?;
/// grid.place(Pos::new(0, 0), "4-square-red".parse()?)?;
/// grid.place(Pos::new(0, 1), "4-circle-red".parse()?)?;  // Tic with its left neighbour
/// grid.place(Pos::new(1, 0), "1-star-violet".parse()?)?; // Nic with the card above
/// let tally = grid.tally();
/// assert_eq!((tally.tics, tally.singles, tally.nics), (1, 0, 1));
/// assert!(grid.has_nic_edge());
/// // 4-circle-violet would Single with 1-star-violet (left) and Tic with 4-circle-red (above).
/// let t = grid.tally_at(Pos::new(1, 1), "4-circle-violet".parse()?);
/// assert_eq!((t.tics, t.singles, t.nics), (1, 1, 0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RectGrid {
    rows: usize,
    cols: usize,
    board: Board,
}

impl RectGrid {
    /// An empty grid; `rows * cols` must be 1 to 128.
    pub fn new(rows: usize, cols: usize) -> Result<RectGrid, GeometryError> {
        for (what, value) in [("rows", rows), ("columns", cols)] {
            if value == 0 || value > MAX_CELLS {
                return Err(GeometryError::Size {
                    what,
                    value,
                    min: 1,
                    max: MAX_CELLS,
                });
            }
        }
        if rows * cols > MAX_CELLS {
            return Err(GeometryError::CellCount(rows * cols));
        }
        Ok(RectGrid {
            rows,
            cols,
            board: Board::new(rect_neighbours(rows, cols))?,
        })
    }

    /// Rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The underlying board (cells numbered row by row: `row * cols + col`).
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The cell index of a position, if it is on the grid.
    #[must_use]
    pub fn index(&self, pos: Pos) -> Option<usize> {
        (pos.row < self.rows && pos.col < self.cols).then(|| pos.row * self.cols + pos.col)
    }

    /// The position of a cell index.
    #[must_use]
    pub fn pos(&self, index: usize) -> Option<Pos> {
        (index < self.rows * self.cols).then(|| Pos::new(index / self.cols, index % self.cols))
    }

    /// The card at a position.
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<Card> {
        self.index(pos).and_then(|i| self.board.get(i))
    }

    /// The cards on the grid.
    #[must_use]
    pub fn placed(&self) -> CardSet {
        self.board.placed()
    }

    /// Number of cards on the grid.
    #[must_use]
    pub fn count(&self) -> usize {
        self.board.occupied().len()
    }

    /// Whether every cell holds a card.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.board.is_full()
    }

    /// Places a card on an empty position.
    pub fn place(&mut self, pos: Pos, card: Card) -> Result<(), PlaceError> {
        let index = self.index(pos).ok_or(PlaceError::NoSuchCell(
            pos.row.saturating_mul(self.cols).saturating_add(pos.col),
        ))?;
        self.board.place(index, card)
    }

    /// Removes and returns the card at a position.
    pub fn take(&mut self, pos: Pos) -> Option<Card> {
        self.index(pos).and_then(|i| self.board.take(i))
    }

    /// The positions sharing an edge with `pos`, in row-major order.
    pub fn neighbours(&self, pos: Pos) -> impl Iterator<Item = Pos> + '_ {
        let cells = self
            .index(pos)
            .map_or(Cells::EMPTY, |i| self.board.neighbours(i));
        cells.iter().filter_map(|i| self.pos(i))
    }

    /// The cards on the positions sharing an edge with `pos`.
    #[must_use]
    pub fn touching(&self, pos: Pos) -> CardSet {
        self.index(pos)
            .map_or(CardSet::EMPTY, |i| self.board.touching(i))
    }

    /// How `card` at `pos` would meet the cards touching it.
    #[must_use]
    pub fn tally_at(&self, pos: Pos, card: Card) -> EdgeTally {
        EdgeTally::of(card, self.touching(pos))
    }

    /// Whether `card` at `pos` would make no Nic edge (false off the grid).
    #[must_use]
    pub fn nic_free_at(&self, pos: Pos, card: Card) -> bool {
        self.index(pos)
            .is_some_and(|i| self.board.nic_free_at(i, card))
    }

    /// Every edge between two cards of the grid, counted once, by kind.
    #[must_use]
    pub fn tally(&self) -> EdgeTally {
        self.board.tally()
    }

    /// Whether some edge between two cards is a Nic.
    #[must_use]
    pub fn has_nic_edge(&self) -> bool {
        self.board.has_nic_edge()
    }

    /// The empty positions touching a card.
    #[must_use]
    pub fn frontier(&self) -> Vec<Pos> {
        self.board
            .frontier()
            .iter()
            .filter_map(|i| self.pos(i))
            .collect()
    }

    /// The rows of the grid, top to bottom.
    pub fn grid_rows(&self) -> impl Iterator<Item = &[Option<Card>]> + '_ {
        self.board.cells().chunks(self.cols)
    }
}

/// Whether a full arrangement (rows of cards, all the same length) has no Nic edge: the Gridsy
/// goal. Ragged or empty input is `false`.
///
/// ```
/// use tic_core::parse_cards;
/// let top = parse_cards("4qr 4or")?;
/// let bottom = parse_cards("4qv 4ov")?;
/// assert!(tic_grid::rows_nic_free(&[top.clone(), bottom]));
/// assert!(!tic_grid::rows_nic_free(&[top, parse_cards("1sv 2ty")?]));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn rows_nic_free(rows: &[Vec<Card>]) -> bool {
    let Some(width) = rows.first().map(Vec::len) else {
        return false;
    };
    if width == 0 || rows.iter().any(|r| r.len() != width) {
        return false;
    }
    let shares = |a: Card, b: Card| CardSet::sharing_any(a).contains(b);
    rows.iter()
        .all(|row| row.windows(2).all(|w| shares(w[0], w[1])))
        && rows
            .windows(2)
            .all(|pair| pair[0].iter().zip(&pair[1]).all(|(&a, &b)| shares(a, b)))
}
