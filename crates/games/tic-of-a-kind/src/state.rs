//! The Tic-of-a-Kind state and its [`Game`] implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{TicOfAKindAction, TicOfAKindError};
use crate::config::TicOfAKindConfig;
use crate::events::{ScoredHand, TicOfAKindEvent};
use crate::view::TicOfAKindView;

/// Where a turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Phase {
    /// The player to act draws (deck or discard) or knocks.
    Draw,
    /// The player to act discards.
    Discard,
    /// The match is over.
    Over,
}

/// A Tic-of-a-Kind match.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_of_a_kind::{TicOfAKind, TicOfAKindAction, TicOfAKindConfig};
///
/// let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(5))?;
/// game.apply(0, &TicOfAKindAction::DrawDeck)?;
/// assert_eq!(game.hand(0).len(), 6);
/// let card = game.hand(0)[0];
/// game.apply(0, &TicOfAKindAction::Discard(card))?;
/// assert_eq!(game.discard_top(), Some(card));
/// game.apply(1, &TicOfAKindAction::Knock)?;
/// // Player 0 has one more turn, then the hands are scored and round 2 starts.
/// game.apply(0, &TicOfAKindAction::TakeDiscard)?;
/// assert!(game.apply(0, &TicOfAKindAction::Discard(card)).is_err(), "just taken");
/// let other = game.hand(0)[0];
/// game.apply(0, &TicOfAKindAction::Discard(other))?;
/// assert_eq!(game.round(), 2);
/// assert_eq!(game.last_scores().len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
pub struct TicOfAKind {
    pub(crate) config: TicOfAKindConfig,
    pub(crate) seed: Seed,
    pub(crate) rng: GameRng,
    /// The current round, from 0.
    pub(crate) round: u32,
    pub(crate) dealer: usize,
    /// The face-down deck; the top is the end.
    pub(crate) deck: Vec<Card>,
    /// The face-up discard pile; the top is the end.
    pub(crate) discards: Vec<Card>,
    pub(crate) hands: Vec<Vec<Card>>,
    pub(crate) phase: Phase,
    pub(crate) turn: usize,
    /// The card taken from the discard pile this turn (it may not be discarded again).
    pub(crate) taken: Option<Card>,
    pub(crate) knocker: Option<usize>,
    /// Turns completed this round.
    pub(crate) turns: u32,
    pub(crate) totals: Vec<i64>,
    pub(crate) last_scores: Vec<ScoredHand>,
    pub(crate) events: Vec<TicOfAKindEvent>,
}

#[cfg(feature = "serde")]
rules_engine::validated_serde!(TicOfAKind);

impl TicOfAKind {
    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// The face-up top of the discard pile.
    #[must_use]
    pub fn discard_top(&self) -> Option<Card> {
        self.discards.last().copied()
    }

    /// Match totals so far.
    #[must_use]
    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Who knocked this round.
    #[must_use]
    pub fn knocker(&self) -> Option<usize> {
        self.knocker
    }

    /// The current round, from 1.
    #[must_use]
    pub fn round(&self) -> u32 {
        self.round + 1
    }

    /// The hands scored at the end of the last round.
    #[must_use]
    pub fn last_scores(&self) -> &[ScoredHand] {
        &self.last_scores
    }

    /// The cards in `p`'s hand that every player saw go there: taken face up this round and
    /// not discarded since.
    pub(crate) fn known_in_hand(&self, p: usize) -> CardSet {
        let start = self
            .events
            .iter()
            .rposition(|e| matches!(e, TicOfAKindEvent::RoundStarted { .. }))
            .unwrap_or(0);
        let mut known = CardSet::EMPTY;
        for event in &self.events[start..] {
            match event {
                TicOfAKindEvent::TookDiscard { player: q, card } if *q == p => {
                    known.insert(*card);
                }
                TicOfAKindEvent::Discarded { player: q, card } if *q == p => {
                    known.remove(*card);
                }
                _ => {}
            }
        }
        known & self.hand(p).iter().collect::<CardSet>()
    }

    /// The cards whose place `player` does not know: the face-down cards of the middle and
    /// the other players' hands, except the cards everyone saw them take face up. (Wider than
    /// [`Game::hidden_cards`]: a card seen earlier may have gone back face down.)
    pub(crate) fn unknown_to(&self, player: usize) -> Vec<Card> {
        let mut hidden = self.deck.clone();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                let known = self.known_in_hand(p);
                hidden.extend(hand.iter().filter(|c| !known.contains(**c)));
            }
        }
        hidden
    }

    fn revealed_to(&self, player: usize) -> CardSet {
        self.events
            .iter()
            .map(|e| e.redacted_for(player).cards())
            .fold(CardSet::EMPTY, |a, b| a | b)
    }

    fn check_invariants(&self) -> Result<(), InvalidState> {
        let cfg = &self.config;
        cfg.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = cfg.players;
        InvalidState::ensure(self.hands.len() == n && self.totals.len() == n, || {
            format!(
                "{} hands, {} totals for {n} players",
                self.hands.len(),
                self.totals.len()
            )
        })?;
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == tic_core::all_cards(), || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })?;
        InvalidState::ensure(self.round < cfg.rounds, || {
            format!("round {} of {}", self.round.saturating_add(1), cfg.rounds)
        })?;
        InvalidState::ensure(self.dealer == (self.round as usize + n - 1) % n, || {
            format!("player {} cannot deal round {}", self.dealer, self.round)
        })?;
        InvalidState::ensure(self.turn < n, || {
            format!("turn {} of {n} players", self.turn)
        })?;
        InvalidState::ensure(self.knocker.is_none_or(|k| k < n), || {
            "the knocker is not a seat".into()
        })?;
        InvalidState::ensure(self.turns <= cfg.turn_limit, || {
            format!("{} turns, over the limit {}", self.turns, cfg.turn_limit)
        })?;
        let size = cfg.hand_size();
        for (p, hand) in self.hands.iter().enumerate() {
            let want = size + usize::from(self.phase == Phase::Discard && p == self.turn);
            InvalidState::ensure(hand.len() == want, || {
                format!("player {p} holds {} cards, not {want}", hand.len())
            })?;
        }
        if let Some(card) = self.taken {
            InvalidState::ensure(
                self.phase == Phase::Discard && self.hand(self.turn).contains(&card),
                || format!("{card} was taken but is not in the hand of the player to act"),
            )?;
        }
        InvalidState::ensure(
            self.phase == Phase::Over || !self.discards.is_empty() || self.phase == Phase::Discard,
            || "a turn starts with an empty discard pile".into(),
        )
    }
}

impl Game for TicOfAKind {
    type Config = TicOfAKindConfig;
    type Action = TicOfAKindAction;
    type View = TicOfAKindView;
    type Event = TicOfAKindEvent;
    type Card = Card;
    type Illegal = TicOfAKindError;

    const NAME: &'static str = "tic-of-a-kind";

    fn new(config: TicOfAKindConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut game = TicOfAKind {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            round: 0,
            dealer: n - 1,
            deck: Vec::new(),
            discards: Vec::new(),
            hands: vec![Vec::new(); n],
            phase: Phase::Draw,
            turn: 0,
            taken: None,
            knocker: None,
            turns: 0,
            totals: vec![0; n],
            last_scores: Vec::new(),
            events: Vec::new(),
        };
        game.start_round(0);
        Ok(game)
    }

    fn config(&self) -> &TicOfAKindConfig {
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
            _ => ToAct::Player(self.turn),
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TicOfAKindAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.actions_of(player)
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TicOfAKindAction,
    ) -> Result<(), ActionError<TicOfAKindError>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        self.check(player, *action).map_err(ActionError::Illegal)?;
        self.perform(player, *action);
        Ok(())
    }

    fn view(&self, player: usize) -> TicOfAKindView {
        TicOfAKindView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::highest_wins(self.totals.clone()))
    }

    fn events(&self) -> &[TicOfAKindEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TicOfAKindEvent> {
        self.events.iter().map(|e| e.redacted_for(player)).collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check_invariants()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(&self.discards);
        all.extend(self.hands.iter().flatten());
        all
    }

    /// The deck, the discard pile under its top and the other players' hands, except cards
    /// this player has already been shown (discarded, taken from the discard pile, scored).
    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let revealed = self.revealed_to(player);
        let mut hidden = self.deck.clone();
        if let Some((_, below)) = self.discards.split_last() {
            hidden.extend(below);
        }
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        hidden.retain(|c| !revealed.contains(*c));
        hidden
    }
}
