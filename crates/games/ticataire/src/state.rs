//! The game state: the board (columns, sequence piles, deck) and the game's bookkeeping.

use rules_engine::{GameRng, Seed};
use tic_core::{Card, CardSet};

use crate::actions::{Finish, TicEvent};
use crate::config::TicataireConfig;

/// Number of columns.
pub const COLUMNS: usize = 7;
/// Face-down cards dealt to each column.
pub const BURIED_PER_COLUMN: usize = 7;

/// One of the seven columns: a stack of face-down cards with face-up cards laid on it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Pile {
    /// Face-down cards; the last is the next to be uncovered.
    pub down: Vec<Card>,
    /// Face-up cards: `up[0]` is the column's top card (the first laid), the last is its
    /// bottom card, the one exposed to play on.
    pub up: Vec<Card>,
}

impl Pile {
    /// The exposed card new cards are laid below.
    #[must_use]
    pub fn bottom(&self) -> Option<Card> {
        self.up.last().copied()
    }

    /// Whether the space is empty (no face-down and no face-up card).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.up.is_empty() && self.down.is_empty()
    }
}

/// The whole position: seven columns, two sequence piles, the deck and its flipped cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Board {
    /// The seven columns.
    pub piles: [Pile; COLUMNS],
    /// The sequence piles, low then high; the last card of each is on top.
    pub seq: [Vec<Card>; 2],
    /// The face-down deck; the last card is flipped next.
    pub stock: Vec<Card>,
    /// Cards flipped from the deck; the last is the one that may be played.
    pub waste: Vec<Card>,
    /// The reading of the sequence piles' steps the board's moves follow: the game's
    /// [`TicataireConfig::free_steps`](crate::TicataireConfig::free_steps) (`false`, the
    /// text's reading, by default).
    pub free_steps: bool,
}

impl Board {
    /// Cards still to bring into play: face-down cards plus the deck and its flipped cards.
    /// The game is won when this reaches zero, and it never grows.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.buried() + self.stock.len() + self.waste.len()
    }

    /// Face-down cards under the columns.
    #[must_use]
    pub fn buried(&self) -> usize {
        self.piles.iter().map(|p| p.down.len()).sum::<usize>()
    }

    /// Whether every buried card is uncovered and every deck card is in play.
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    /// Every card on the board.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.piles
            .iter()
            .flat_map(|p| p.down.iter().chain(&p.up))
            .chain(self.seq.iter().flatten())
            .chain(&self.stock)
            .chain(&self.waste)
            .copied()
    }
}

rules_engine::validated_state! {
    /// A game of Ticataire (one player).
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Ticataire {
        pub(crate) config: TicataireConfig,
        pub(crate) seed: Seed,
        /// The position the game started from when it was set up by hand (or sampled by
        /// [`Determinize`](rules_engine::Determinize)); `None` for a game dealt from `seed`.
        /// `validate` checks the board against it: the same cards, buried cards still where they
        /// were dealt.
        #[cfg_attr(feature = "serde", serde(default))]
        pub(crate) start: Option<Box<Board>>,
        pub(crate) board: Board,
        /// Moves in a row that brought no card into play.
        pub(crate) stall: u32,
        pub(crate) moves: u32,
        /// The deck has been turned over: every card in it has been seen, in its order.
        #[cfg_attr(feature = "serde", serde(default))]
        pub(crate) deck_seen: bool,
        pub(crate) finish: Option<Finish>,
        pub(crate) events: Vec<TicEvent>,
    }
}

/// Deals a board from a seed: seven columns of seven face-down cards with one face up on
/// each, the other 69 cards as the deck (the board follows the text's reading of steps; set
/// [`Board::free_steps`] for the other).
#[must_use]
pub fn deal(seed: Seed) -> Board {
    let mut rng = GameRng::from_seed(seed);
    let mut deck = tic_core::shuffled_deck(&mut rng);
    let mut board = Board::default();
    for pile in &mut board.piles {
        pile.down = deck.draw_up_to(BURIED_PER_COLUMN);
        pile.up = deck.draw_up_to(1);
    }
    board.stock = deck.into_vec();
    board
}

impl Ticataire {
    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Moves in a row that brought no card into play.
    #[must_use]
    pub fn stall(&self) -> u32 {
        self.stall
    }

    /// How the game ended, once over.
    #[must_use]
    pub fn finish(&self) -> Option<Finish> {
        self.finish
    }

    /// Whether the deck has been turned over, so that the player has seen every card in it
    /// and knows their order.
    #[must_use]
    pub fn deck_seen(&self) -> bool {
        self.deck_seen
    }

    /// The position the game started from: the deal of its seed, or the position it was set
    /// up from.
    #[must_use]
    pub fn start(&self) -> Board {
        match &self.start {
            Some(board) => (**board).clone(),
            None => Board {
                free_steps: self.config.free_steps,
                ..deal(self.seed)
            },
        }
    }

    /// The cards the player has not seen: the buried cards, and the deck until it has been
    /// turned over once (its cards were then all flipped, so the player knows them and their
    /// order).
    pub(crate) fn hidden(&self) -> CardSet {
        let stock: &[Card] = if self.deck_seen {
            &[]
        } else {
            &self.board.stock
        };
        self.board
            .piles
            .iter()
            .flat_map(|p| p.down.iter())
            .chain(stock)
            .copied()
            .collect()
    }
}
