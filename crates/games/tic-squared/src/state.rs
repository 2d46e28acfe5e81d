//! The game state and its [`Game`] implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::Card;

use crate::actions::{Illegal, TicSquaredAction, TicSquaredEvent};
use crate::config::TicSquaredConfig;
use crate::growing::GrowingGrid;
use crate::view::TicSquaredView;

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

/// A game of Tic Squared.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
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

#[cfg(feature = "serde")]
rules_engine::validated_serde!(TicSquared);

impl TicSquared {
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
        game.validate()?;
        game.settle();
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

impl Game for TicSquared {
    type Config = TicSquaredConfig;
    type Action = TicSquaredAction;
    type View = TicSquaredView;
    type Event = TicSquaredEvent;
    type Card = Card;
    type Illegal = Illegal;

    const NAME: &'static str = "tic-squared";

    fn new(config: TicSquaredConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut all: Vec<Card> = Card::all().collect();
        rng.shuffle(&mut all);
        let boxed = all.split_off(config.cards_in_play());
        let mut stock = all;
        let mut hands = vec![Vec::new(); config.players];
        for _ in 0..config.hand_size {
            for hand in &mut hands {
                hand.extend(stock.pop());
            }
        }
        Ok(TicSquared {
            last_play_tic: vec![false; config.players],
            grids: vec![None; config.players],
            seed,
            rng,
            stock,
            boxed,
            hands,
            phase: Phase::Opening,
            turn: Turn::of(0),
            went_out: None,
            events: Vec::new(),
            config,
        })
    }

    fn config(&self) -> &TicSquaredConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            Phase::Opening => ToAct::Anyone,
            Phase::Play if self.config.race => ToAct::Anyone,
            Phase::Play => ToAct::Player(self.turn.player),
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TicSquaredAction> {
        let may = match self.to_act() {
            ToAct::Nobody => false,
            ToAct::Anyone => player < self.config.players,
            ToAct::Player(p) => p == player,
        };
        if !may {
            return Vec::new();
        }
        if self.phase == Phase::Opening {
            if self.grid(player).is_some() {
                return Vec::new();
            }
            let mut cards = self.hand(player).to_vec();
            cards.sort_unstable();
            return cards.into_iter().map(TicSquaredAction::Start).collect();
        }
        let mut out = self.plays(player);
        for extra in [TicSquaredAction::PickUp, TicSquaredAction::EndTurn] {
            if self.check(player, &extra).is_ok() {
                out.push(extra);
            }
        }
        out
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TicSquaredAction,
    ) -> Result<(), ActionError<Illegal>> {
        ActionError::check_turn(self.to_act(), player, self.config.players)?;
        self.check(player, action).map_err(ActionError::Illegal)?;
        self.perform(player, action);
        Ok(())
    }

    fn view(&self, player: usize) -> TicSquaredView {
        TicSquaredView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(crate::scoring::outcome(self.scores(), self.went_out))
    }

    fn events(&self) -> &[TicSquaredEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TicSquaredEvent> {
        self.events
            .iter()
            .map(|e| match e {
                TicSquaredEvent::PickedUp { player: p, .. } if *p != player => {
                    TicSquaredEvent::PickedUp {
                        player: *p,
                        card: None,
                    }
                }
                TicSquaredEvent::Penalty {
                    player: p,
                    due,
                    taken,
                    ..
                } if *p != player => TicSquaredEvent::Penalty {
                    player: *p,
                    due: *due,
                    taken: *taken,
                    cards: Vec::new(),
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = self.config.players;
        InvalidState::ensure(self.hands.len() == n && self.grids.len() == n, || {
            format!(
                "{} hands and {} grids for {n} players",
                self.hands.len(),
                self.grids.len()
            )
        })?;
        InvalidState::ensure(self.last_play_tic.len() == n, || {
            "one race flag per player".into()
        })?;
        InvalidState::ensure(self.turn.player < n, || {
            format!("turn of player {} of {n}", self.turn.player)
        })?;
        for grid in self.grids.iter().flatten() {
            grid.validate().map_err(InvalidState::new)?;
        }
        let started = self.grids.iter().all(Option::is_some);
        InvalidState::ensure((self.phase == Phase::Opening) != started, || {
            "the phase does not match the started grids".into()
        })?;
        if let Some(picked) = self.turn.picked {
            InvalidState::ensure(self.hand(self.turn.player).contains(&picked), || {
                format!("the picked card {picked} is not in the player's hand")
            })?;
        }
        if let Block::On(g) = self.turn.block {
            InvalidState::ensure(g < n && g != self.turn.player, || {
                format!("the turn's opponent grid {g} is not an opponent's")
            })?;
        }
        if let Some(w) = self.went_out {
            InvalidState::ensure(w < n && self.hand(w).is_empty(), || {
                format!("player {w} went out with cards in hand")
            })?;
            InvalidState::ensure(self.phase == Phase::Over, || {
                "a player went out but the game goes on".into()
            })?;
        }
        let mut cards = self.cards();
        cards.sort_unstable();
        let whole: Vec<Card> = Card::all().collect();
        InvalidState::ensure(cards == whole, || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.stock.clone();
        all.extend(&self.boxed);
        all.extend(self.hands.iter().flatten());
        all.extend(self.grids.iter().flatten().flat_map(GrowingGrid::cards));
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden = self.stock.clone();
        hidden.extend(&self.boxed);
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        hidden
    }
}
