//! Piles on a grid (Pentic): every cell holds a pile, only its top card shows and touches the
//! tops of the neighbouring piles.

use tic_core::{Card, CardSet};

use crate::cells::Cells;
use crate::edge::EdgeTally;
use crate::error::{GeometryError, PlaceError};
use crate::rect::{Pos, RectGrid};

/// A `rows x cols` grid of face-up piles. Each play covers a pile's top card; the new top
/// meets the tops of the piles beside it (edges) and the card it covers (underneath).
///
/// ```
/// use tic_core::parse_cards;
/// use tic_grid::{Piles, Pos};
///
/// let tops = parse_cards("1cv 2ty 3qo  4sr 5cv 1ty  2qo 3sr 4cv")?;
/// let mut piles = Piles::new(3, 3, &tops)?;
/// let centre = Pos::new(1, 1);
/// let card = "5-circle-violet".parse()?;
/// assert_eq!(piles.top(centre), Some("5-crescent-violet".parse()?));
/// let tally = piles.tally_at(centre, card); // the 4 edges; the card underneath is apart
/// assert_eq!(tally.edges(), 4);
/// let covered = piles.play(centre, card)?;
/// assert_eq!(covered.to_string(), "5-crescent-violet");
/// assert_eq!(piles.height(centre), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piles {
    tops: RectGrid,
    /// The covered cards of each pile, bottom first, by cell.
    covered: Vec<Vec<Card>>,
}

impl Piles {
    /// Piles with these starting cards, row by row (`rows * cols` distinct cards).
    pub fn new(rows: usize, cols: usize, tops: &[Card]) -> Result<Piles, PilesError> {
        let mut grid = RectGrid::new(rows, cols)?;
        if tops.len() != rows * cols {
            return Err(PilesError::WrongCount {
                expected: rows * cols,
                got: tops.len(),
            });
        }
        for (i, &card) in tops.iter().enumerate() {
            grid.place(Pos::new(i / cols, i % cols), card)?;
        }
        Ok(Piles {
            covered: vec![Vec::new(); rows * cols],
            tops: grid,
        })
    }

    /// Rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.tops.rows()
    }

    /// Columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.tops.cols()
    }

    /// The top cards as a grid.
    #[must_use]
    pub fn tops(&self) -> &RectGrid {
        &self.tops
    }

    /// The top card of a pile.
    #[must_use]
    pub fn top(&self, pos: Pos) -> Option<Card> {
        self.tops.get(pos)
    }

    /// The covered cards of a pile, bottom first.
    #[must_use]
    pub fn covered(&self, pos: Pos) -> &[Card] {
        self.tops
            .index(pos)
            .and_then(|i| self.covered.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// Cards in a pile.
    #[must_use]
    pub fn height(&self, pos: Pos) -> usize {
        usize::from(self.top(pos).is_some()) + self.covered(pos).len()
    }

    /// Every card in every pile.
    #[must_use]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.covered.iter().flatten().copied().collect();
        all.extend(self.tops.placed());
        all
    }

    /// The tops of the piles beside `pos` (sharing an edge).
    #[must_use]
    pub fn touching(&self, pos: Pos) -> CardSet {
        self.tops.touching(pos)
    }

    /// How `card` played on `pos` would meet the tops beside it (not the card underneath).
    #[must_use]
    pub fn tally_at(&self, pos: Pos, card: Card) -> EdgeTally {
        self.tops.tally_at(pos, card)
    }

    /// The piles whose top Singles or Tics with `card`, as cells (row-major indices).
    #[must_use]
    pub fn sharing_tops(&self, card: Card) -> Cells {
        let shares = CardSet::sharing_any(card);
        let board = self.tops.board();
        board
            .occupied()
            .iter()
            .filter(|&cell| board.get(cell).is_some_and(|top| shares.contains(top)))
            .collect()
    }

    /// The piles where `card` would Nic with every card it meets, its top and all of at least
    /// `min_edges` neighbouring tops (Pentic's all-Nic case, with `min_edges = 4`).
    #[must_use]
    pub fn all_nic_cells(&self, card: Card, min_edges: usize) -> Cells {
        let shares = CardSet::sharing_any(card);
        let board = self.tops.board();
        board
            .occupied()
            .iter()
            .filter(|&cell| {
                let touching = board.touching(cell);
                board.neighbours(cell).len() >= min_edges
                    && board.get(cell).is_some_and(|top| !shares.contains(top))
                    && (touching & shares).is_empty()
            })
            .collect()
    }

    /// Plays `card` on the pile at `pos` and returns the card it covers.
    pub fn play(&mut self, pos: Pos, card: Card) -> Result<Card, PlaceError> {
        let index = self.tops.index(pos).ok_or(PlaceError::OffGrid)?;
        if self.tops.placed().contains(card) || self.covered.iter().flatten().any(|&c| c == card) {
            return Err(PlaceError::AlreadyPlaced(card));
        }
        let under = self.tops.take(pos).ok_or(PlaceError::NoSuchCell(index))?;
        self.tops.place(pos, card)?;
        if let Some(pile) = self.covered.get_mut(index) {
            pile.push(under);
        }
        Ok(under)
    }

    /// Takes every covered card out of the piles (the tops stay), bottom of the first pile
    /// first: for reshuffling into a new draw pile.
    pub fn take_covered(&mut self) -> Vec<Card> {
        self.covered.iter_mut().flat_map(std::mem::take).collect()
    }

    /// Rebuilds piles from tops and covered cards (for loading saved states).
    pub fn from_parts(
        rows: usize,
        cols: usize,
        tops: &[Card],
        covered: Vec<Vec<Card>>,
    ) -> Result<Piles, PilesError> {
        let mut piles = Piles::new(rows, cols, tops)?;
        if covered.len() != rows * cols {
            return Err(PilesError::WrongCount {
                expected: rows * cols,
                got: covered.len(),
            });
        }
        let mut seen = piles.tops.placed();
        for &card in covered.iter().flatten() {
            if !seen.insert(card) {
                return Err(PilesError::Place(PlaceError::AlreadyPlaced(card)));
            }
        }
        piles.covered = covered;
        Ok(piles)
    }
}

/// Why piles cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PilesError {
    /// The grid's dimensions are impossible.
    #[error(transparent)]
    Geometry(#[from] GeometryError),
    /// The number of starting cards or piles does not match the grid.
    #[error("expected {expected} piles, got {got}")]
    WrongCount {
        /// Cells of the grid.
        expected: usize,
        /// Cards or piles given.
        got: usize,
    },
    /// A card appears twice.
    #[error(transparent)]
    Place(#[from] PlaceError),
}
