//! The Pentic state and its `Game` implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_grid::Piles;

use crate::actions::{EndReason, PenticAction, PenticEvent, PenticIllegal};
use crate::config::{HAND_SIZE, PenticConfig};
use crate::view::PenticView;

/// Rows and columns of piles.
pub const SIDE: usize = 3;

/// A game of Pentic.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
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

#[cfg(feature = "serde")]
rules_engine::validated_serde!(Pentic);

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

impl Game for Pentic {
    type Config = PenticConfig;
    type Action = PenticAction;
    type View = PenticView;
    type Event = PenticEvent;
    type Card = Card;
    type Illegal = PenticIllegal;

    const NAME: &'static str = "pentic";

    fn new(config: PenticConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let tops: Vec<Card> = deck
            .split_off(deck.len() - SIDE * SIDE)
            .into_iter()
            .rev()
            .collect();
        let piles = Piles::new(SIDE, SIDE, &tops).map_err(|e| ConfigError::Invalid {
            option: "piles",
            reason: e.to_string(),
        })?;
        let n = config.players;
        let mut game = Pentic {
            scores: vec![0; n],
            hands: vec![Vec::new(); n],
            seen: piles.tops().placed(),
            piles,
            seed,
            rng,
            deck,
            turn: 0,
            rounds: 0,
            passes_in_a_row: 0,
            ended: None,
            events: vec![PenticEvent::Laid { cards: tops }],
            partial_deck: false,
            config,
        };
        for p in 0..n {
            game.draw(p, HAND_SIZE);
        }
        Ok(game)
    }

    fn config(&self) -> &PenticConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<PenticAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.actions_for(player)
    }

    fn apply(
        &mut self,
        player: usize,
        action: &PenticAction,
    ) -> Result<(), ActionError<PenticIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        match *action {
            PenticAction::Play { card, row, col } => {
                let score = self
                    .check_play(player, card, row, col)
                    .map_err(ActionError::Illegal)?;
                self.do_play(player, card, row, col, score);
            }
            PenticAction::Pass => {
                if self.can_play(player) {
                    return Err(ActionError::Illegal(PenticIllegal::MustPlay));
                }
                self.pass(player);
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> PenticView {
        let mut hand = self.hand(player).to_vec();
        hand.sort_by(|a, b| b.cmp_rank(*a));
        PenticView {
            player,
            piles: self.piles.clone(),
            hand,
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_size: self.deck.len(),
            scores: self.scores.clone(),
            target: self.config.target,
            rounds: self.rounds,
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended?;
        Some(Outcome::highest_wins(self.scores.clone()))
    }

    fn events(&self) -> &[PenticEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<PenticEvent> {
        self.events
            .iter()
            .map(|e| match e {
                PenticEvent::Drew {
                    player: p, count, ..
                } if *p != player => PenticEvent::Drew {
                    player: *p,
                    count: *count,
                    cards: Vec::new(),
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
        InvalidState::ensure(self.hands.len() == n && self.scores.len() == n, || {
            format!(
                "{} hands, {} scores for {n} players",
                self.hands.len(),
                self.scores.len()
            )
        })?;
        InvalidState::ensure(self.turn < n, || format!("turn {} of {n}", self.turn))?;
        InvalidState::ensure(
            self.piles.rows() == SIDE && self.piles.cols() == SIDE,
            || "the piles are not 3x3".into(),
        )?;
        InvalidState::ensure(self.scores.iter().all(|&s| s >= 0), || {
            "a negative score".into()
        })?;
        let mut all = self.cards();
        all.sort_unstable();
        let before = all.len();
        all.dedup();
        InvalidState::ensure(all.len() == before, || "a card is in two places".into())?;
        InvalidState::ensure(before == Card::COUNT || self.partial_deck, || {
            format!("{before} cards in play; the deck has 125")
        })?;
        InvalidState::ensure(self.piles.tops().placed().is_subset(self.seen), || {
            "a top card is not marked as seen".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(self.hands.iter().flatten());
        all.extend(self.piles.all_cards());
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        // Cards once face up (then covered, maybe reshuffled and drawn) are known by name to
        // everyone; what stays secret is which hand holds them, which no view shows.
        let public = self.public_cards();
        let mut hidden: Vec<Card> = self
            .deck
            .iter()
            .copied()
            .filter(|c| !public.contains(*c))
            .collect();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand.iter().copied().filter(|c| !public.contains(*c)));
            }
        }
        hidden
    }
}
