//! Staggered layouts (Tyramid): rows of cards laid like bricks, each card touching its left
//! and right neighbours and the cards half a card above and below it.

use core::fmt;
use core::ops::Range;
use std::sync::Arc;

use tic_core::{Card, CardSet};

use crate::board::Board;
use crate::cells::{Cells, MAX_CELLS};
use crate::edge::EdgeTally;
use crate::error::{GeometryError, PlaceError};

/// The outline of a staggered layout of a given size `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outline {
    /// `n` rows of 1, 2, ..., `n` cards, built down from the single top card.
    Pyramid,
    /// `2n - 1` rows of 1, 2, ..., `n`, ..., 2, 1 cards, built down from the top card.
    Diamond,
    /// `2n - 1` rows of `n`, ..., 2, 1, 2, ..., `n` cards: an inverted pyramid above and an
    /// upright one below the single centre card, both built outward from it at once.
    Hourglass,
}

impl Outline {
    /// Every outline.
    pub const ALL: [Outline; 3] = [Outline::Pyramid, Outline::Diamond, Outline::Hourglass];

    /// The row widths, top row first.
    #[must_use]
    pub fn widths(self, n: usize) -> Vec<usize> {
        match self {
            Outline::Pyramid => (1..=n).collect(),
            Outline::Diamond => (1..=n).chain((1..n).rev()).collect(),
            Outline::Hourglass => (1..=n).rev().chain(2..=n).collect(),
        }
    }

    /// Number of cells of the outline of size `n`.
    #[must_use]
    pub fn cell_count(self, n: usize) -> usize {
        self.widths(n).iter().sum()
    }

    /// The largest size whose cells fit in a board (128 cells) and in one 125-card deck.
    #[must_use]
    pub fn max_size(self) -> usize {
        (1..)
            .take_while(|&n| self.cell_count(n) <= MAX_CELLS.min(125))
            .last()
            .unwrap_or(1)
    }

    /// The stable name: `pyramid`, `diamond`, `hourglass`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Outline::Pyramid => "pyramid",
            Outline::Diamond => "diamond",
            Outline::Hourglass => "hourglass",
        }
    }
}

impl fmt::Display for Outline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Outline {
    type Err = String;
    fn from_str(s: &str) -> Result<Outline, String> {
        Outline::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("`{s}` is not an outline (pyramid, diamond, hourglass)"))
    }
}

/// A staggered layout being built row by row from its start card (ruling 12).
///
/// Rows fill one at a time along each *arm* (one arm going down for the pyramid and diamond;
/// one going up and one going down for the hourglass, so it has two active rows). The first
/// card of a row may go anywhere along it; later cards must extend the contiguous chain from
/// it, so no gap is ever left in a row. Placement rules about commonness (every touched card
/// must Single or Tic) are checked with [`Staggered::legal_cells`].
///
/// ```
/// use tic_grid::{Outline, Staggered};
///
/// let mut pyramid = Staggered::new(Outline::Pyramid, 3)?;
/// pyramid.place(pyramid.start_cell(), "4-square-red".parse()?)?;
/// // Row 2 (cells 1 and 2) is open: either side of the top card.
/// assert_eq!(pyramid.open_cells().iter().collect::<Vec<_>>(), vec![1, 2]);
/// let card = "4-circle-red".parse()?;
/// assert_eq!(pyramid.legal_cells(card).len(), 2);
/// let tally = pyramid.tally_at(1, card);
/// assert_eq!(tally.tics, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Staggered {
    outline: Outline,
    size: usize,
    /// First cell index of each row, plus the total at the end (shared between clones).
    row_start: Arc<[usize]>,
    /// Cells of each row.
    row_mask: Arc<[Cells]>,
    /// The rows of each arm in building order.
    arms: Arc<[Vec<usize>]>,
    start_row: usize,
    board: Board,
}

impl Staggered {
    /// An empty layout of the outline and size: rows for the pyramid, widest row for the
    /// diamond and hourglass. Sizes run from 2 to [`Outline::max_size`].
    pub fn new(outline: Outline, size: usize) -> Result<Staggered, GeometryError> {
        let max = outline.max_size();
        if !(2..=max).contains(&size) {
            return Err(GeometryError::Size {
                what: "size",
                value: size,
                min: 2,
                max,
            });
        }
        let widths = outline.widths(size);
        let mut row_start = vec![0];
        for w in &widths {
            let last = row_start.last().copied().unwrap_or(0);
            row_start.push(last + w);
        }
        let total = row_start.last().copied().unwrap_or(0);
        // Doubled x coordinate of each cell: a row of width w spans -(w-1)..=(w-1) in steps of
        // 2, so the cells half a card above or below differ by exactly 1.
        let x = |row: usize, k: usize| 2 * k as isize - (widths[row] as isize - 1);
        let mut neighbours = vec![Cells::EMPTY; total];
        let mut row_mask = Vec::with_capacity(widths.len());
        for (row, &w) in widths.iter().enumerate() {
            row_mask.push((row_start[row]..row_start[row] + w).collect::<Cells>());
            for k in 0..w {
                let cell = row_start[row] + k;
                if k > 0 {
                    neighbours[cell].insert(cell - 1);
                }
                if k + 1 < w {
                    neighbours[cell].insert(cell + 1);
                }
                for other in [row.wrapping_sub(1), row + 1] {
                    let Some(&ow) = widths.get(other) else {
                        continue;
                    };
                    for ok in 0..ow {
                        if (x(other, ok) - x(row, k)).abs() == 1 {
                            neighbours[cell].insert(row_start[other] + ok);
                        }
                    }
                }
            }
        }
        let rows = widths.len();
        let (start_row, arms) = match outline {
            Outline::Pyramid | Outline::Diamond => (0, vec![(1..rows).collect()]),
            Outline::Hourglass => (
                size - 1,
                vec![(0..size - 1).rev().collect(), (size..rows).collect()],
            ),
        };
        Ok(Staggered {
            outline,
            size,
            row_start: row_start.into(),
            row_mask: row_mask.into(),
            arms: arms.into(),
            start_row,
            board: Board::new(neighbours)?,
        })
    }

    /// The outline.
    #[must_use]
    pub fn outline(&self) -> Outline {
        self.outline
    }

    /// The size it was built with.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.row_mask.len()
    }

    /// The cell indices of a row (empty range for a row that does not exist).
    #[must_use]
    pub fn row_cells(&self, row: usize) -> Range<usize> {
        match (
            self.row_start.get(row),
            self.row_start.get(row.saturating_add(1)),
        ) {
            (Some(&a), Some(&b)) => a..b,
            _ => 0..0,
        }
    }

    /// The row and the place in it (from the left) of a cell.
    #[must_use]
    pub fn row_of(&self, cell: usize) -> Option<(usize, usize)> {
        let row = self.row_mask.iter().position(|m| m.contains(cell))?;
        Some((row, cell - self.row_start[row]))
    }

    /// The cell where the first card goes: the top of the pyramid or diamond, the centre of
    /// the hourglass.
    #[must_use]
    pub fn start_cell(&self) -> usize {
        self.row_start[self.start_row]
    }

    /// The underlying board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The card on a cell.
    #[must_use]
    pub fn get(&self, cell: usize) -> Option<Card> {
        self.board.get(cell)
    }

    /// Whether every cell holds a card.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.board.is_full()
    }

    /// The rows being built now: the first unfinished row of each arm (none before the start
    /// card is down or once the layout is complete).
    #[must_use]
    pub fn active_rows(&self) -> Vec<usize> {
        if self.board.get(self.start_cell()).is_none() {
            return Vec::new();
        }
        let occupied = self.board.occupied();
        self.arms
            .iter()
            .filter_map(|arm| {
                arm.iter()
                    .copied()
                    .find(|&row| !self.row_mask[row].is_subset(occupied))
            })
            .collect()
    }

    /// The empty cells a card may go on now, commonness aside: the start cell on an empty
    /// layout; otherwise, in each active row, any cell if the row is empty, else the cells
    /// extending its chain at either end.
    #[must_use]
    pub fn open_cells(&self) -> Cells {
        let occupied = self.board.occupied();
        if !occupied.contains(self.start_cell()) {
            return Cells::single(self.start_cell());
        }
        let mut open = Cells::EMPTY;
        for row in self.active_rows() {
            let mask = self.row_mask[row];
            let taken = occupied & mask;
            open |= if taken.is_empty() {
                mask
            } else {
                // Row cells are consecutive indices: the chain's ends are one shift away.
                Cells((taken.0 << 1) | (taken.0 >> 1)) & (mask - taken)
            };
        }
        open
    }

    /// The open cells where `card` Singles or Tics with every card it would touch.
    #[must_use]
    pub fn legal_cells(&self, card: Card) -> Cells {
        self.board.nic_free_cells(card, self.open_cells())
    }

    /// Every legal placement of the cards of `hand`, as `(card, cell)`, by cell then card.
    #[must_use]
    pub fn legal_placements(&self, hand: CardSet) -> Vec<(Card, usize)> {
        let mut out = Vec::new();
        for cell in self.open_cells() {
            for card in hand & self.board.compatible(cell) {
                out.push((card, cell));
            }
        }
        out
    }

    /// The cards `card` would touch on `cell`.
    #[must_use]
    pub fn touching(&self, cell: usize) -> CardSet {
        self.board.touching(cell)
    }

    /// How `card` on `cell` would meet the cards it touches.
    #[must_use]
    pub fn tally_at(&self, cell: usize, card: Card) -> EdgeTally {
        self.board.tally_at(cell, card)
    }

    /// Places a card on an open cell, commonness aside (the game checks it with
    /// [`legal_cells`](Staggered::legal_cells); this checks only the building order).
    pub fn place(&mut self, cell: usize, card: Card) -> Result<(), PlaceError> {
        if cell >= self.board.len() {
            return Err(PlaceError::NoSuchCell(cell));
        }
        if let Some(there) = self.board.get(cell) {
            return Err(PlaceError::Occupied(cell, there));
        }
        if !self.open_cells().contains(cell) {
            return Err(PlaceError::NotOpen(cell));
        }
        self.board.place(cell, card)
    }

    /// This layout with cards on the given cells (index order, `None` for empty), placed
    /// without checking the building order or commonness: for loading saved states, followed
    /// by [`is_buildable`](Staggered::is_buildable).
    pub fn with_cards(mut self, cells: &[Option<Card>]) -> Result<Staggered, PlaceError> {
        for (cell, card) in cells.iter().enumerate() {
            if let Some(card) = *card {
                self.board.place(cell, card)?;
            }
        }
        Ok(self)
    }

    /// Whether the occupied cells could have been built in order: the start cell first, rows
    /// of each arm complete before the next starts, and each row's cards contiguous. Used to
    /// check loaded states.
    #[must_use]
    pub fn is_buildable(&self) -> bool {
        let occupied = self.board.occupied();
        if occupied.is_empty() {
            return true;
        }
        if !occupied.contains(self.start_cell()) {
            return false;
        }
        self.arms.iter().all(|arm| {
            let mut open_seen = false;
            arm.iter().all(|&row| {
                let taken = occupied & self.row_mask[row];
                let full = taken == self.row_mask[row];
                let ok = if open_seen {
                    taken.is_empty()
                } else {
                    // Contiguous: the bits form one run.
                    taken.is_empty() || {
                        let bits = taken.0 >> taken.0.trailing_zeros();
                        bits & (bits + 1) == 0
                    }
                };
                if !full {
                    open_seen = true;
                }
                ok
            })
        })
    }
}
