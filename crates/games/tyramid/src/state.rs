//! The game state: every card and counter, read by the rules (rules.rs) and the view (view.rs).

use rules_engine::{ConfigError, GameRng, Seed};
use tic_core::{Card, CardSet};
use tic_grid::Staggered;

use crate::actions::{EndReason, TyramidEvent};
use crate::config::TyramidConfig;

rules_engine::validated_state! {
    /// A game of Tyramid.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Tyramid {
        pub(crate) config: TyramidConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The draw pile; the top card is last.
        pub(crate) deck: Vec<Card>,
        pub(crate) hands: Vec<Vec<Card>>,
        pub(crate) layout: Staggered,
        /// Points from plays (the hand penalty is applied in the outcome).
        pub(crate) points: Vec<i64>,
        pub(crate) first: usize,
        pub(crate) turn: usize,
        /// The player to act made two or more Tics with their last play and may play again.
        pub(crate) bonus: bool,
        pub(crate) ended: Option<EndReason>,
        pub(crate) events: Vec<TyramidEvent>,
        /// Set up by [`Tyramid::from_position`] with only some of the 125 cards.
        pub(crate) partial_deck: bool,
    }
}

impl Tyramid {
    /// The layout as it stands.
    #[must_use]
    pub fn layout(&self) -> &Staggered {
        &self.layout
    }

    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// Points from plays so far, per seat (before the end-of-game hand penalty).
    #[must_use]
    pub fn points(&self) -> &[i64] {
        &self.points
    }

    /// The seat that went first.
    #[must_use]
    pub fn first_player(&self) -> usize {
        self.first
    }

    /// Cards left in the deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Whether the player to act may play again after a double Tic.
    #[must_use]
    pub fn in_bonus_play(&self) -> bool {
        self.bonus
    }

    /// Why the game ended, once it has.
    #[must_use]
    pub fn end_reason(&self) -> Option<EndReason> {
        self.ended
    }

    /// A game set up from explicit cards, for worked examples and tests: the start card, each
    /// player's hand, the draw pile (top card last), and the seat to go first. Every other card
    /// is left out of the game.
    pub fn from_position(
        config: TyramidConfig,
        start: Card,
        hands: Vec<Vec<Card>>,
        deck: Vec<Card>,
        first: usize,
    ) -> Result<Tyramid, ConfigError> {
        config.validate()?;
        let invalid = |reason: String| ConfigError::Invalid {
            option: "position",
            reason,
        };
        if hands.len() != config.players || first >= config.players {
            return Err(invalid("one hand per player and a first seat".into()));
        }
        let mut seen = CardSet::single(start);
        for &card in hands.iter().flatten().chain(&deck) {
            if !seen.insert(card) {
                return Err(invalid(format!("{card} appears twice")));
            }
        }
        let mut layout =
            Staggered::new(config.outline, config.size).map_err(|e| invalid(e.to_string()))?;
        layout
            .place(layout.start_cell(), start)
            .map_err(|e| invalid(e.to_string()))?;
        Ok(Tyramid {
            points: vec![0; config.players],
            rng: GameRng::from_seed(Seed(0)),
            seed: Seed(0),
            deck,
            hands,
            layout,
            first,
            turn: first,
            bonus: false,
            ended: None,
            events: vec![TyramidEvent::Start { card: start }],
            partial_deck: true,
            config,
        })
    }
}
