//! The game state: every card and counter, read by the rules (rules.rs) and the view (view.rs).

use rules_engine::{ConfigError, GameRng, Seed};
use tic_core::{Card, CardSet};
use tic_grid::Piles;

use crate::actions::{EndReason, PenticEvent};
use crate::config::PenticConfig;

/// Rows and columns of piles.
pub const SIDE: usize = 3;

rules_engine::validated_state! {
    /// A game of Pentic.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Pentic {
        pub(crate) config: PenticConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The draw pile; the top card is last.
        pub(crate) deck: Vec<Card>,
        pub(crate) hands: Vec<Vec<Card>>,
        pub(crate) piles: Piles,
        pub(crate) scores: Vec<i64>,
        pub(crate) turn: usize,
        /// Full rounds played.
        pub(crate) rounds: u32,
        /// Passes in a row that drew nothing.
        pub(crate) passes_in_a_row: usize,
        /// Cards everyone has seen face up.
        pub(crate) seen: CardSet,
        pub(crate) ended: Option<EndReason>,
        pub(crate) events: Vec<PenticEvent>,
        /// Set up by [`Pentic::from_position`] with only some of the 125 cards.
        pub(crate) partial_deck: bool,
    }
}

impl Pentic {
    /// The piles.
    #[must_use]
    pub fn piles(&self) -> &Piles {
        &self.piles
    }

    /// A player's hand.
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// Scores so far.
    #[must_use]
    pub fn scores(&self) -> &[i64] {
        &self.scores
    }

    /// Full rounds played.
    #[must_use]
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// Cards left in the deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Why the game ended.
    #[must_use]
    pub fn end_reason(&self) -> Option<EndReason> {
        self.ended
    }

    /// A game set up from explicit cards, for worked examples and tests: the nine tops row by
    /// row, the hands, the draw pile (top card last); seat 0 starts. Other cards stay out.
    pub fn from_position(
        config: PenticConfig,
        tops: &[Card],
        hands: Vec<Vec<Card>>,
        deck: Vec<Card>,
    ) -> Result<Pentic, ConfigError> {
        config.validate()?;
        let invalid = |reason: String| ConfigError::Invalid {
            option: "position",
            reason,
        };
        if hands.len() != config.players {
            return Err(invalid("one hand per player".into()));
        }
        let piles = Piles::new(SIDE, SIDE, tops).map_err(|e| invalid(e.to_string()))?;
        let mut seen = piles.tops().placed();
        for &card in hands.iter().flatten().chain(&deck) {
            if !seen.insert(card) {
                return Err(invalid(format!("{card} appears twice")));
            }
        }
        Ok(Pentic {
            scores: vec![0; config.players],
            seed: Seed(0),
            rng: GameRng::from_seed(Seed(0)),
            seen: piles.tops().placed(),
            piles,
            deck,
            hands,
            turn: 0,
            rounds: 0,
            passes_in_a_row: 0,
            ended: None,
            events: Vec::new(),
            partial_deck: true,
            config,
        })
    }
}
