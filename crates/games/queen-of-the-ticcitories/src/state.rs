//! The game state and its `Game` implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_grid::BoundedGrid;

use crate::actions::{QueenAction, QueenEvent, QueenIllegal};
use crate::config::QueenConfig;
use crate::scoring::grid_score;
use crate::view::{QueenView, Slot};

/// Whose move it is and what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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

/// A game of Queen of the Ticcitories.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
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

#[cfg(feature = "serde")]
rules_engine::validated_serde!(Queen);

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

impl Game for Queen {
    type Config = QueenConfig;
    type Action = QueenAction;
    type View = QueenView;
    type Event = QueenEvent;
    type Card = Card;
    type Illegal = QueenIllegal;

    const NAME: &'static str = "queen-of-the-ticcitories";

    fn new(config: QueenConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let short = || ConfigError::Invalid {
            option: "players",
            reason: "not enough cards".into(),
        };
        // Each pulls a card: highest number + shape value first (then the card order); the
        // pulled cards go to the bottom of the deck.
        let pulled: Vec<Card> = deck.split_off(deck.len() - n).into_iter().rev().collect();
        let key = |c: Card| (c.number().value() + c.shape().value(), c.rank_key());
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&p| core::cmp::Reverse(key(pulled[p])));
        for &c in pulled.iter().rev() {
            deck.insert(0, c);
        }
        let mut events = vec![QueenEvent::Order {
            pulled: pulled.clone(),
            order: order.clone(),
        }];
        let mut game = Queen {
            seed,
            rng,
            deck,
            pulled,
            order,
            line: Vec::new(),
            next_line: Vec::new(),
            grids: Vec::new(),
            grid_scores: vec![0; n],
            round: 0,
            played: vec![false; n],
            placed: vec![false; n],
            attack_used: false,
            attacking: false,
            discard: Vec::new(),
            step: Step::Draft(0),
            events: Vec::new(),
            partial_deck: false,
            config,
        };
        game.line = game.lay_line().ok_or_else(short)?;
        let starts: Vec<Card> = (0..n).filter_map(|_| game.deck.pop()).collect();
        if starts.len() != n {
            return Err(short());
        }
        game.grids = starts
            .iter()
            .map(|&c| BoundedGrid::new(game.config.grid, c))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| ConfigError::Invalid {
                option: "grid",
                reason: e.to_string(),
            })?;
        events.append(&mut game.events);
        events.push(QueenEvent::Started { cards: starts });
        game.events = events;
        Ok(game)
    }

    fn config(&self) -> &QueenConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        match self.step {
            Step::Draft(i) => self
                .order
                .get(i)
                .map_or(ToAct::Nobody, |&p| ToAct::Player(p)),
            Step::Place(p) | Step::Choose(p) => ToAct::Player(p),
            Step::Over => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<QueenAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.actions_for(player)
    }

    fn apply(
        &mut self,
        player: usize,
        action: &QueenAction,
    ) -> Result<(), ActionError<QueenIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        match *action {
            QueenAction::Choose { position } => {
                self.check_choose(position).map_err(ActionError::Illegal)?;
                self.do_choose(player, position);
            }
            QueenAction::Place { card, grid, at } => {
                self.check_place(player, card, grid, at)
                    .map_err(ActionError::Illegal)?;
                self.do_place(player, card, grid, at);
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> QueenView {
        QueenView {
            player,
            grids: self.grids.clone(),
            scores: self.scores(),
            line: self.line.clone(),
            next_line: self.next_line.clone(),
            deck_size: self.deck.len(),
            round: self.round,
            rounds: self.config.rounds(),
            attack_available: self.config.attack && !self.attack_used,
            attacking: self.attacking,
            played: self.played.clone(),
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<rules_engine::Outcome> {
        (self.step == Step::Over).then(|| Outcome::highest_wins(self.scores()))
    }

    fn events(&self) -> &[QueenEvent] {
        &self.events
    }

    fn events_for(&self, _player: usize) -> Vec<QueenEvent> {
        // Everything that happens is face up.
        self.events.clone()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(e.to_string()))?;
        let n = self.config.players;
        InvalidState::ensure(
            self.grids.len() == n && self.played.len() == n && self.placed.len() == n,
            || "grids or round flags do not match the players".into(),
        )?;
        let mut sorted = self.order.clone();
        sorted.sort_unstable();
        InvalidState::ensure(sorted == (0..n).collect::<Vec<_>>(), || {
            "the order of play is not a permutation of the seats".into()
        })?;
        InvalidState::ensure(
            self.grid_scores.len() == n
                && self
                    .grids
                    .iter()
                    .zip(&self.grid_scores)
                    .all(|(g, &s)| grid_score(g).total() == s),
            || "the grid scores do not match the grids".into(),
        )?;
        for (p, g) in self.grids.iter().enumerate() {
            InvalidState::ensure(g.bound() == self.config.grid && g.is_buildable(), || {
                format!("player {p}'s grid is broken")
            })?;
            let expected = 1 + self.round + usize::from(self.played[p]);
            InvalidState::ensure(g.count() == expected, || {
                format!(
                    "player {p}'s grid holds {} cards, expected {expected}",
                    g.count()
                )
            })?;
        }
        InvalidState::ensure(self.round <= self.config.rounds(), || {
            "too many rounds".into()
        })?;
        let slots_ok = |line: &[Slot]| {
            line.iter().all(|s| s.token.is_none_or(|t| t < n))
                && line.len() <= self.config.centre_cards
        };
        InvalidState::ensure(slots_ok(&self.line) && slots_ok(&self.next_line), || {
            "a centre line is malformed".into()
        })?;
        let mut all = self.cards();
        all.sort_unstable();
        let total = all.len();
        all.dedup();
        InvalidState::ensure(all.len() == total, || "a card is in two places".into())?;
        InvalidState::ensure(total == Card::COUNT || self.partial_deck, || {
            format!("{total} cards in play; the deck has 125")
        })?;
        InvalidState::ensure(!self.attacking || self.attack_used, || {
            "an attack under way but not used".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(self.line.iter().filter_map(|s| s.card));
        all.extend(self.next_line.iter().filter_map(|s| s.card));
        all.extend(self.grids.iter().flat_map(|g| g.placed()));
        all.extend(&self.discard);
        all
    }

    fn hidden_cards(&self, _player: usize) -> Vec<Card> {
        // Only the deck is face down, and the pulled cards at its bottom were seen by all.
        self.deck
            .iter()
            .copied()
            .filter(|c| !self.pulled.contains(c))
            .collect()
    }
}
