//! The game state: every card and counter, read by the rules (rules.rs) and the view (view.rs).

use rules_engine::{Game as _, GameRng, InvalidState, Seed, ToAct};
use tic_core::Card;

use crate::actions::TicSquaredEvent;
use crate::config::TicSquaredConfig;
use crate::growing::GrowingGrid;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Everyone lays a first card at the same time (turnless).
    Opening,
    /// Turns (or, in the race, everyone at once).
    Play,
    /// The game is over.
    Over,
}

/// The state of the current player's plays on opponents' grids this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Block {
    /// No play on an opponent's grid yet.
    Free,
    /// Playing on this opponent's grid now.
    On(usize),
    /// The block on an opponent's grid is over for this turn.
    Closed,
}

/// The current turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Turn {
    /// Seat playing.
    pub player: usize,
    /// The last play of this turn made a Tic (the player may play again).
    pub tic_streak: bool,
    /// The card picked up this turn, while it is the only card the player may play.
    pub picked: Option<Card>,
    /// Plays on opponents' grids this turn.
    pub block: Block,
}

impl Turn {
    pub(crate) fn of(player: usize) -> Turn {
        Turn {
            player,
            tic_streak: false,
            picked: None,
            block: Block::Free,
        }
    }
}

rules_engine::validated_state! {
    /// A game of Tic Squared.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct TicSquared {
        pub(crate) config: TicSquaredConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The face-down deck, top last.
        pub(crate) stock: Vec<Card>,
        /// The part of the 125 cards not in play (unseen, never drawn).
        pub(crate) boxed: Vec<Card>,
        pub(crate) hands: Vec<Vec<Card>>,
        pub(crate) grids: Vec<Option<GrowingGrid>>,
        pub(crate) phase: Phase,
        pub(crate) turn: Turn,
        /// In the race: whether each player's last play made a Tic.
        pub(crate) last_play_tic: Vec<bool>,
        pub(crate) went_out: Option<usize>,
        pub(crate) events: Vec<TicSquaredEvent>,
    }
}

impl TicSquared {
    /// Who acts now.
    pub(crate) fn who_acts(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            Phase::Opening => ToAct::Anyone,
            Phase::Play if self.config.race => ToAct::Anyone,
            Phase::Play => ToAct::Player(self.turn.player),
        }
    }

    /// The cards in `player`'s hand.
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// `player`'s grid, once started.
    #[must_use]
    pub fn grid(&self, player: usize) -> Option<&GrowingGrid> {
        self.grids.get(player).and_then(Option::as_ref)
    }

    /// Cards left in the deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.stock.len()
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current turn (meaningless in the race and the opening).
    #[must_use]
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// Who went out, if anyone.
    #[must_use]
    pub fn went_out(&self) -> Option<usize> {
        self.went_out
    }

    /// A game set up by hand, for tests and puzzles: hands, started grids (`None` for the
    /// opening), the deck (top last) and whose turn it is. The rest of the 125 cards go in the
    /// box. Fails if a card appears twice or the shape is wrong.
    pub fn from_position(
        config: TicSquaredConfig,
        hands: Vec<Vec<Card>>,
        grids: Vec<Option<GrowingGrid>>,
        deck: Vec<Card>,
        turn_player: usize,
    ) -> Result<TicSquared, InvalidState> {
        let mut used: Vec<Card> = hands.iter().flatten().copied().collect();
        used.extend(&deck);
        used.extend(grids.iter().flatten().flat_map(GrowingGrid::cards));
        let boxed: Vec<Card> = Card::all().filter(|c| !used.contains(c)).collect();
        let phase = if grids.iter().all(Option::is_some) {
            Phase::Play
        } else {
            Phase::Opening
        };
        let mut game = TicSquared {
            last_play_tic: vec![false; config.players],
            seed: Seed(0),
            rng: GameRng::from_seed(Seed(0)),
            stock: deck,
            boxed,
            hands,
            grids,
            phase,
            turn: Turn::of(turn_player),
            went_out: None,
            events: Vec::new(),
            config,
        };
        game.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        // A position where the player to act can do nothing moves on as play would.
        game.settle();
        game.validate()?;
        Ok(game)
    }

    /// Each player's score as it stands: cards in their grid minus cards in their hand.
    #[must_use]
    pub fn scores(&self) -> Vec<i64> {
        (0..self.config.players)
            .map(|p| crate::scoring::score(self.grid(p), self.hand(p)))
            .collect()
    }
}
