//! `Board`: cards on the cells of any geometry given by edge-neighbour masks, with the caches
//! that make placement checks one mask operation.

use std::sync::Arc;

use tic_core::{Card, CardSet};

use crate::cells::{Cells, MAX_CELLS};
use crate::edge::{EdgeTally, compatible_with_all};
use crate::error::{GeometryError, PlaceError};

/// Cards on the cells of a board whose shape is given by each cell's edge neighbours.
///
/// Besides the cards, a board keeps for every cell the set of cards touching it and the set of
/// cards that Single or Tic with all of them, so "may this card go here without a Nic?" is one
/// mask test and "where may this card go?" is one test per open cell.
///
/// ```
/// use tic_core::Card;
/// use tic_grid::{Board, Cells};
///
/// // A path of three cells: 0 - 1 - 2.
/// let mut board = Board::new(vec![Cells::single(1), Cells(0b101), Cells::single(1)])?;
/// let a: Card = "4-square-red".parse()?;
/// board.place(0, a)?;
/// let nic: Card = "1-star-violet".parse()?;
/// assert!(!board.nic_free_at(1, nic));
/// assert!(board.nic_free_at(1, "4-circle-red".parse()?));
/// assert_eq!(board.touching(1).len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The shape, shared between clones.
    neighbours: Arc<[Cells]>,
    cards: Vec<Option<Card>>,
    occupied: Cells,
    placed: CardSet,
    /// Per cell: the cards on its neighbours.
    touching: Vec<CardSet>,
    /// Per cell: the cards that Single or Tic with every card in `touching`.
    compatible: Vec<CardSet>,
}

impl Board {
    /// An empty board. `neighbours[i]` are the cells sharing an edge with cell `i`; the relation
    /// must be symmetric, without self-loops, and name only cells `< neighbours.len() <= 128`.
    pub fn new(neighbours: Vec<Cells>) -> Result<Board, GeometryError> {
        let n = neighbours.len();
        if n == 0 || n > MAX_CELLS {
            return Err(GeometryError::CellCount(n));
        }
        let all = Cells::first_n(n);
        for (i, &nbrs) in neighbours.iter().enumerate() {
            if !nbrs.is_subset(all) || nbrs.contains(i) {
                return Err(GeometryError::BadNeighbours(i));
            }
            for j in nbrs {
                if !neighbours.get(j).is_some_and(|back| back.contains(i)) {
                    return Err(GeometryError::Asymmetric(i, j));
                }
            }
        }
        Ok(Board {
            cards: vec![None; n],
            occupied: Cells::EMPTY,
            placed: CardSet::EMPTY,
            touching: vec![CardSet::EMPTY; n],
            compatible: vec![CardSet::FULL; n],
            neighbours: neighbours.into(),
        })
    }

    /// Number of cells.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the board has no cells (never: boards have at least one).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// All cells.
    #[must_use]
    pub fn all_cells(&self) -> Cells {
        Cells::first_n(self.len())
    }

    /// The card on a cell (`None` if empty or out of range).
    #[must_use]
    pub fn get(&self, cell: usize) -> Option<Card> {
        self.cards.get(cell).copied().flatten()
    }

    /// The cards of every cell, by index.
    #[must_use]
    pub fn cells(&self) -> &[Option<Card>] {
        &self.cards
    }

    /// The occupied cells.
    #[must_use]
    pub fn occupied(&self) -> Cells {
        self.occupied
    }

    /// The empty cells.
    #[must_use]
    pub fn empty_cells(&self) -> Cells {
        self.all_cells() - self.occupied
    }

    /// The cards on the board.
    #[must_use]
    pub fn placed(&self) -> CardSet {
        self.placed
    }

    /// Whether every cell holds a card.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.occupied == self.all_cells()
    }

    /// The cells sharing an edge with `cell` (empty if out of range).
    #[must_use]
    pub fn neighbours(&self, cell: usize) -> Cells {
        self.neighbours.get(cell).copied().unwrap_or_default()
    }

    /// The cards on the cells sharing an edge with `cell`.
    #[must_use]
    pub fn touching(&self, cell: usize) -> CardSet {
        self.touching.get(cell).copied().unwrap_or_default()
    }

    /// The cards that would Single or Tic with every card touching `cell` (all cards for a cell
    /// touching none).
    #[must_use]
    pub fn compatible(&self, cell: usize) -> CardSet {
        self.compatible.get(cell).copied().unwrap_or_default()
    }

    /// Empty cells sharing an edge with an occupied cell.
    #[must_use]
    pub fn frontier(&self) -> Cells {
        let mut reach = Cells::EMPTY;
        for cell in self.occupied {
            reach |= self.neighbours[cell];
        }
        reach - self.occupied
    }

    /// How `card` would meet the cards touching `cell`.
    #[must_use]
    pub fn tally_at(&self, cell: usize, card: Card) -> EdgeTally {
        EdgeTally::of(card, self.touching(cell))
    }

    /// Whether `card` on `cell` would make no Nic edge (every touched card Singles or Tics).
    /// One mask test.
    #[must_use]
    pub fn nic_free_at(&self, cell: usize, card: Card) -> bool {
        self.compatible(cell).contains(card)
    }

    /// The cells among `candidates` where `card` makes no Nic edge.
    #[must_use]
    pub fn nic_free_cells(&self, card: Card, candidates: Cells) -> Cells {
        (candidates & self.all_cells())
            .iter()
            .filter(|&cell| self.compatible[cell].contains(card))
            .collect()
    }

    /// Places `card` on an empty `cell`.
    pub fn place(&mut self, cell: usize, card: Card) -> Result<(), PlaceError> {
        if cell >= self.len() {
            return Err(PlaceError::NoSuchCell(cell));
        }
        if let Some(there) = self.cards[cell] {
            return Err(PlaceError::Occupied(cell, there));
        }
        if self.placed.contains(card) {
            return Err(PlaceError::AlreadyPlaced(card));
        }
        self.cards[cell] = Some(card);
        self.occupied.insert(cell);
        self.placed.insert(card);
        let shares = CardSet::sharing_any(card);
        for j in self.neighbours[cell] {
            self.touching[j].insert(card);
            self.compatible[j] &= shares;
        }
        Ok(())
    }

    /// Removes and returns the card on `cell` (`None` if it was empty).
    pub fn take(&mut self, cell: usize) -> Option<Card> {
        let card = self.cards.get_mut(cell)?.take()?;
        self.occupied.remove(cell);
        self.placed.remove(card);
        for j in self.neighbours[cell] {
            self.touching[j].remove(card);
            self.compatible[j] = compatible_with_all(self.touching[j]);
        }
        Some(card)
    }

    /// Every edge between two occupied cells, counted once, by kind.
    #[must_use]
    pub fn tally(&self) -> EdgeTally {
        // Each edge is seen from both ends: count from both and halve.
        let mut twice = EdgeTally::default();
        for cell in self.occupied {
            if let Some(card) = self.cards[cell] {
                twice += EdgeTally::of(card, self.touching[cell]);
            }
        }
        EdgeTally {
            singles: twice.singles / 2,
            tics: twice.tics / 2,
            nics: twice.nics / 2,
        }
    }

    /// Whether some edge between two occupied cells is a Nic.
    #[must_use]
    pub fn has_nic_edge(&self) -> bool {
        self.occupied
            .iter()
            .any(|cell| self.cards[cell].is_some_and(|card| !self.compatible[cell].contains(card)))
    }

    /// The occupied cells reachable from `start` through edges, staying inside `within`.
    #[must_use]
    pub fn connected(&self, start: usize, within: Cells) -> Cells {
        let mut seen = Cells::single(start) & within;
        let mut todo = seen;
        while let Some(cell) = todo.first() {
            todo.remove(cell);
            let fresh = self.neighbours(cell) & within & !seen;
            seen |= fresh;
            todo |= fresh;
        }
        seen
    }
}
