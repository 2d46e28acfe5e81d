//! The game state: every card and counter, read by the rules (rules.rs) and the view (view.rs).

use rules_engine::{ConfigError, GameRng, Seed};
use tic_core::{Card, CardSet};
use tic_grid::BoundedGrid;

use crate::actions::QueenEvent;
use crate::config::QueenConfig;
use crate::scoring::grid_score;

/// A place in a centre line: its card (gone once placed) and the token on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Slot {
    /// The card, until it is placed (or discarded).
    pub card: Option<Card>,
    /// The player whose token is on it.
    pub token: Option<usize>,
}

/// Whose move it is and what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// The opening draft on the first line: the `n`-th player in drafting order chooses.
    Draft(usize),
    /// This player places the card under their token.
    Place(usize),
    /// This player puts their token on the next line.
    Choose(usize),
    /// Every grid is complete.
    Over,
}

rules_engine::validated_state! {
    /// A game of Queen of the Ticcitories.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Queen {
        pub(crate) config: QueenConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The draw pile; the top card is last, the pulled cards at the bottom.
        pub(crate) deck: Vec<Card>,
        /// The cards pulled for the order of play (public; at the bottom of the deck).
        pub(crate) pulled: Vec<Card>,
        /// Seats in drafting order.
        pub(crate) order: Vec<usize>,
        /// The line being placed from: its cards (taken ones `None`) and tokens.
        pub(crate) line: Vec<Slot>,
        /// The line being drafted for the next round (empty in the last round).
        pub(crate) next_line: Vec<Slot>,
        pub(crate) grids: Vec<BoundedGrid>,
        /// Each grid's score, kept up to date on every placement.
        pub(crate) grid_scores: Vec<i64>,
        /// Rounds of placing completed.
        pub(crate) round: usize,
        /// Grids that took a card this round.
        pub(crate) played: Vec<bool>,
        /// Players who placed this round.
        pub(crate) placed: Vec<bool>,
        /// Variation 1: the attack was used / is under way this round.
        pub(crate) attack_used: bool,
        pub(crate) attacking: bool,
        pub(crate) discard: Vec<Card>,
        pub(crate) step: Step,
        pub(crate) events: Vec<QueenEvent>,
        /// Set up by [`Queen::from_position`] with only some of the 125 cards.
        pub(crate) partial_deck: bool,
    }
}

impl Queen {
    /// A player's grid.
    #[must_use]
    pub fn grid(&self, player: usize) -> Option<&BoundedGrid> {
        self.grids.get(player)
    }

    /// Every grid's score now.
    #[must_use]
    pub fn scores(&self) -> Vec<i64> {
        self.grid_scores.clone()
    }

    /// The current step.
    #[must_use]
    pub fn step(&self) -> Step {
        self.step
    }

    /// The drafting order of the first line.
    #[must_use]
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// The line being placed from.
    #[must_use]
    pub fn line(&self) -> &[Slot] {
        &self.line
    }

    /// The line being drafted for the next round.
    #[must_use]
    pub fn next_line(&self) -> &[Slot] {
        &self.next_line
    }

    /// Rounds of placing completed.
    #[must_use]
    pub fn round(&self) -> usize {
        self.round
    }

    /// Whether the attack (Variation 1) has been used.
    #[must_use]
    pub fn attack_used(&self) -> bool {
        self.attack_used
    }

    /// A game from explicit cards, for worked examples: the start card per seat, the drafting
    /// order, and the deck (top card last) from which the centre lines are laid. The first line
    /// is laid at once. Other cards stay out of the game.
    pub fn from_position(
        config: QueenConfig,
        starts: &[Card],
        order: Vec<usize>,
        deck: Vec<Card>,
    ) -> Result<Queen, ConfigError> {
        config.validate()?;
        let n = config.players;
        let invalid = |reason: String| ConfigError::Invalid {
            option: "position",
            reason,
        };
        let mut sorted = order.clone();
        sorted.sort_unstable();
        if starts.len() != n || sorted != (0..n).collect::<Vec<_>>() {
            return Err(invalid(
                "one start card per player and an order of all seats".into(),
            ));
        }
        let mut seen = CardSet::EMPTY;
        for &c in starts.iter().chain(&deck) {
            if !seen.insert(c) {
                return Err(invalid(format!("{c} appears twice")));
            }
        }
        let grids = starts
            .iter()
            .map(|&c| BoundedGrid::new(config.grid, c))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| invalid(e.to_string()))?;
        let mut game = Queen {
            seed: Seed(0),
            rng: GameRng::from_seed(Seed(0)),
            deck,
            pulled: Vec::new(),
            order,
            line: Vec::new(),
            next_line: Vec::new(),
            grid_scores: grids.iter().map(|g| grid_score(g).total()).collect(),
            grids,
            round: 0,
            played: vec![false; n],
            placed: vec![false; n],
            attack_used: false,
            attacking: false,
            discard: Vec::new(),
            step: Step::Draft(0),
            events: vec![QueenEvent::Started {
                cards: starts.to_vec(),
            }],
            partial_deck: true,
            config,
        };
        game.line = game
            .lay_line()
            .ok_or_else(|| invalid("too few cards".into()))?;
        Ok(game)
    }
}
