//! The game state and its [`Game`] implementation.

use rules_engine::{GameRng, Seed};
use tic_core::{Card, CardSet, Deck};

use crate::actions::{EndReason, TriEvent};
use crate::config::TriConfig;

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub(crate) struct Turn {
    /// Whose turn it is.
    pub(crate) player: usize,
    /// Cards played so far this turn (for the going-out rule).
    pub(crate) played: u32,
    /// The card just picked up, when it can be played: the player plays it or keeps it.
    pub(crate) drawn: Option<Card>,
}

rules_engine::validated_state! {
    /// A game of Tri Up Tri Down.
    ///
    /// Build one with [`Game::new`](rules_engine::Game::new) (a seeded deal) or [`TriUpTriDown::from_position`] (a
    /// position set up by hand).
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct TriUpTriDown {
        pub(crate) config: TriConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The face-down deck; the last card is on top.
        pub(crate) deck: Deck<Card>,
        /// The face-up discard pile; the last card is the one everyone plays on.
        pub(crate) discard: Vec<Card>,
        pub(crate) hands: Vec<CardSet>,
        /// Cards of the 125 not in play, in a position set up by hand; empty in a dealt game.
        #[cfg_attr(feature = "serde", serde(default))]
        pub(crate) left_out: CardSet,
        pub(crate) turn: Turn,
        /// The player who ended their turn holding one card and has not said "last card"; while
        /// set, the challenge window is open (until the next player acts).
        pub(crate) last_card_window: Option<usize>,
        pub(crate) actions_taken: u32,
        pub(crate) end: Option<EndReason>,
        pub(crate) events: Vec<TriEvent>,
    }
}

impl TriUpTriDown {
    /// The face-up card everyone plays on.
    #[must_use]
    pub fn top(&self) -> Option<Card> {
        self.discard.last().copied()
    }

    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> CardSet {
        self.hands.get(player).copied().unwrap_or_default()
    }

    /// Cards left in the face-down deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// How the game ended, once over.
    #[must_use]
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// The player who ended their turn with one card and may still be challenged.
    #[must_use]
    pub fn last_card_window(&self) -> Option<usize> {
        self.last_card_window
    }

    /// Whose turn it is (during a "last card" window, the player about to act).
    #[must_use]
    pub fn turn_player(&self) -> usize {
        self.turn.player
    }
}
