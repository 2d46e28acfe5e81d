//! The Tyramid state and its `Game` implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_grid::Staggered;

use crate::actions::{EndReason, TyramidAction, TyramidEvent, TyramidIllegal};
use crate::config::{HAND_SIZE, TyramidConfig};
use crate::view::TyramidView;

/// A game of Tyramid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
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

#[cfg(feature = "serde")]
rules_engine::validated_serde!(Tyramid);

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

impl Game for Tyramid {
    type Config = TyramidConfig;
    type Action = TyramidAction;
    type View = TyramidView;
    type Event = TyramidEvent;
    type Card = Card;
    type Illegal = TyramidIllegal;

    const NAME: &'static str = "tyramid";

    fn new(config: TyramidConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let n = config.players;
        let mut events = Vec::new();
        // Pull one card each to see who goes first (distinct cards never tie), then return
        // them and shuffle.
        let pulled: Vec<Card> = deck.split_off(deck.len() - n).into_iter().rev().collect();
        let first = (0..n)
            .max_by(|&a, &b| pulled[a].cmp_rank(pulled[b]))
            .unwrap_or(0);
        deck.extend(&pulled);
        rng.shuffle(&mut deck);
        events.push(TyramidEvent::FirstPlayer { pulled, first });
        let mut layout =
            Staggered::new(config.outline, config.size).map_err(|e| ConfigError::Invalid {
                option: "size",
                reason: e.to_string(),
            })?;
        let mut game = Tyramid {
            points: vec![0; n],
            hands: vec![Vec::new(); n],
            layout: layout.clone(),
            seed,
            deck,
            rng,
            first,
            turn: first,
            bonus: false,
            ended: None,
            events,
            partial_deck: false,
            config,
        };
        for p in 0..n {
            game.draw(p, HAND_SIZE, false);
        }
        let start = game.deck.pop().ok_or_else(|| ConfigError::Invalid {
            option: "players",
            reason: "not enough cards".into(),
        })?;
        layout
            .place(layout.start_cell(), start)
            .map_err(|e| ConfigError::Invalid {
                option: "size",
                reason: e.to_string(),
            })?;
        game.layout = layout;
        game.events.push(TyramidEvent::Start { card: start });
        Ok(game)
    }

    fn config(&self) -> &TyramidConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        if self.ended.is_some() {
            ToAct::Nobody
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TyramidAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.actions_for(player)
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TyramidAction,
    ) -> Result<(), ActionError<TyramidIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        match *action {
            TyramidAction::Play { card, row, place } => {
                let (cell, score) = self
                    .check_play(player, card, row, place)
                    .map_err(ActionError::Illegal)?;
                self.do_play(player, card, cell, score);
            }
            TyramidAction::EndTurn => {
                if !self.bonus {
                    return Err(ActionError::Illegal(TyramidIllegal::NoBonusPlay));
                }
                if !self.can_play(player) {
                    return Err(ActionError::Illegal(TyramidIllegal::CannotPass));
                }
                self.end_turn(player);
            }
            TyramidAction::Draw => {
                if self.can_play(player) {
                    return Err(ActionError::Illegal(TyramidIllegal::MustPlay));
                }
                if self.deck.is_empty() {
                    return Err(ActionError::Illegal(TyramidIllegal::CannotDraw));
                }
                self.draw(player, 1, true);
                self.end_turn(player);
            }
            TyramidAction::Pass => {
                if self.can_play(player) {
                    return Err(ActionError::Illegal(TyramidIllegal::MustPlay));
                }
                if !self.deck.is_empty() {
                    return Err(ActionError::Illegal(TyramidIllegal::CannotPass));
                }
                self.events.push(TyramidEvent::Passed { player });
                self.end_turn(player);
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> TyramidView {
        TyramidView {
            player,
            layout: self.layout.clone(),
            open_cells: self.layout.open_cells().iter().collect(),
            hand: {
                let mut hand = self.hand(player).to_vec();
                hand.sort_by(|a, b| b.cmp_rank(*a));
                hand
            },
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_size: self.deck.len(),
            points: self.points.clone(),
            same_pair_points: self.config.same_pair_points,
            bonus: self.bonus,
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended?;
        Some(Outcome::highest_wins(self.final_scores()))
    }

    fn events(&self) -> &[TyramidEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TyramidEvent> {
        self.events
            .iter()
            .map(|e| match e {
                TyramidEvent::Drew {
                    player: p,
                    count,
                    forced,
                    ..
                } if *p != player => TyramidEvent::Drew {
                    player: *p,
                    count: *count,
                    cards: Vec::new(),
                    forced: *forced,
                },
                // The pulled cards went back into the shuffled deck.
                TyramidEvent::FirstPlayer { first, .. } => TyramidEvent::FirstPlayer {
                    pulled: Vec::new(),
                    first: *first,
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(e.to_string()))?;
        let n = self.config.players;
        InvalidState::ensure(self.hands.len() == n && self.points.len() == n, || {
            format!(
                "{} hands and {} scores for {n} players",
                self.hands.len(),
                self.points.len()
            )
        })?;
        InvalidState::ensure(self.turn < n && self.first < n, || {
            format!("turn {} / first {} of {n} players", self.turn, self.first)
        })?;
        InvalidState::ensure(
            self.layout.outline() == self.config.outline && self.layout.size() == self.config.size,
            || "the layout does not match the config".into(),
        )?;
        InvalidState::ensure(
            self.layout.get(self.layout.start_cell()).is_some() && self.layout.is_buildable(),
            || "the layout was not built row by row from its start card".into(),
        )?;
        InvalidState::ensure(!self.layout.board().has_nic_edge(), || {
            "two touching cards of the layout Nic".into()
        })?;
        let mut all: Vec<Card> = self.cards();
        all.sort_unstable();
        let expected: Vec<Card> = {
            let mut set: Vec<Card> = all.clone();
            set.dedup();
            set
        };
        InvalidState::ensure(expected.len() == all.len(), || {
            "a card is in two places".into()
        })?;
        InvalidState::ensure(all.len() == Card::COUNT || self.partial_deck, || {
            format!("{} cards in play; the deck has 125", all.len())
        })?;
        InvalidState::ensure(
            self.ended != Some(EndReason::Complete) || self.layout.is_complete(),
            || "the game ended complete but the layout is not".into(),
        )?;
        InvalidState::ensure(!(self.bonus && self.ended.is_some()), || {
            "a bonus play after the end".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(self.hands.iter().flatten());
        all.extend(self.layout.board().placed());
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden = self.deck.clone();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        hidden
    }
}
