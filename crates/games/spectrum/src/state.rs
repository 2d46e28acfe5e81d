//! The Spectrum state and its [`Game`] implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{SpectrumAction, SpectrumError};
use crate::config::SpectrumConfig;
use crate::events::{ScoredHand, SpectrumEvent};
use crate::view::SpectrumView;

/// Face-down piles in the middle (the discard pile is the fifth source).
pub const PILES: usize = 4;

/// Where a turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Phase {
    /// The player to act takes face-up cards or knocks.
    Take,
    /// The player to act discards (as many cards as they took).
    Discard,
    /// The match is over.
    Over,
}

/// A Spectrum match.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_spectrum::{Spectrum, SpectrumAction, SpectrumConfig};
///
/// let mut game = Spectrum::new(SpectrumConfig::new(2), Seed(3))?;
/// assert_eq!(game.face_up().iter().flatten().count(), 4); // four piles, no discards yet
/// let top = game.face_up()[0].expect("pile 1 has a face-up card");
/// game.apply(0, &SpectrumAction::Take(top.into()))?;
/// let card = game.hand(0)[0];
/// game.apply(0, &SpectrumAction::Discard(card))?;
/// assert_eq!(game.face_up()[4], Some(card)); // the discard pile, fifth source
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
pub struct Spectrum {
    pub(crate) config: SpectrumConfig,
    pub(crate) seed: Seed,
    pub(crate) rng: GameRng,
    /// The current round, from 0.
    pub(crate) round: u32,
    pub(crate) dealer: usize,
    /// The four piles: the last card of each is face up, the rest face down.
    pub(crate) piles: Vec<Vec<Card>>,
    /// The discard pile; the top (the end) is face up.
    pub(crate) discards: Vec<Card>,
    pub(crate) hands: Vec<Vec<Card>>,
    pub(crate) phase: Phase,
    pub(crate) turn: usize,
    /// Cards still to discard this turn.
    pub(crate) to_discard: usize,
    /// The card taken from the discard pile this turn (it may not be discarded again).
    pub(crate) taken: Option<Card>,
    pub(crate) knocker: Option<usize>,
    /// Turns completed this round.
    pub(crate) turns: u32,
    pub(crate) totals: Vec<i64>,
    pub(crate) last_scores: Vec<ScoredHand>,
    pub(crate) events: Vec<SpectrumEvent>,
}

#[cfg(feature = "serde")]
rules_engine::validated_serde!(Spectrum);

impl Spectrum {
    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// The five face-up cards: the tops of the four piles, then the top of the discard pile
    /// (`None` where a pile is empty).
    #[must_use]
    pub fn face_up(&self) -> [Option<Card>; PILES + 1] {
        let mut up = [None; PILES + 1];
        for (slot, pile) in up.iter_mut().zip(&self.piles) {
            *slot = pile.last().copied();
        }
        up[PILES] = self.discards.last().copied();
        up
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
            .rposition(|e| matches!(e, SpectrumEvent::RoundStarted { .. }))
            .unwrap_or(0);
        let mut known = CardSet::EMPTY;
        for event in &self.events[start..] {
            match event {
                SpectrumEvent::Took { player: q, cards } if *q == p => known |= *cards,
                SpectrumEvent::Discarded { player: q, card } if *q == p => {
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
        let mut hidden: Vec<Card> = Vec::new();
        for pile in &self.piles {
            if let Some((_, below)) = pile.split_last() {
                hidden.extend(below);
            }
        }
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
        InvalidState::ensure(self.piles.len() == PILES, || {
            format!("{} piles, not {PILES}", self.piles.len())
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
        let owed = if self.phase == Phase::Discard {
            self.to_discard
        } else {
            0
        };
        InvalidState::ensure(owed == self.to_discard && owed <= cfg.take_up_to, || {
            format!("{} cards owed to the discard pile", self.to_discard)
        })?;
        InvalidState::ensure(self.phase != Phase::Discard || owed > 0, || {
            "a discard phase with nothing to discard".into()
        })?;
        let size = cfg.hand_size();
        for (p, hand) in self.hands.iter().enumerate() {
            let want = size + if p == self.turn { owed } else { 0 };
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
        Ok(())
    }
}

impl Game for Spectrum {
    type Config = SpectrumConfig;
    type Action = SpectrumAction;
    type View = SpectrumView;
    type Event = SpectrumEvent;
    type Card = Card;
    type Illegal = SpectrumError;

    const NAME: &'static str = "spectrum";

    fn new(config: SpectrumConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut game = Spectrum {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            round: 0,
            dealer: n - 1,
            piles: vec![Vec::new(); PILES],
            discards: Vec::new(),
            hands: vec![Vec::new(); n],
            phase: Phase::Take,
            turn: 0,
            to_discard: 0,
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

    fn config(&self) -> &SpectrumConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<SpectrumAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.actions_of(player)
    }

    fn apply(
        &mut self,
        player: usize,
        action: &SpectrumAction,
    ) -> Result<(), ActionError<SpectrumError>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        self.check(player, *action).map_err(ActionError::Illegal)?;
        self.perform(player, *action);
        Ok(())
    }

    fn view(&self, player: usize) -> SpectrumView {
        SpectrumView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::highest_wins(self.totals.clone()))
    }

    fn events(&self) -> &[SpectrumEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<SpectrumEvent> {
        self.events.iter().map(|e| e.redacted_for(player)).collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check_invariants()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.piles.iter().flatten().copied().collect();
        all.extend(&self.discards);
        all.extend(self.hands.iter().flatten());
        all
    }

    /// The face-down cards of the piles, the discard pile under its top and the other
    /// players' hands, except cards this player has already been shown.
    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let revealed = self.revealed_to(player);
        let mut hidden = Vec::new();
        for pile in self.piles.iter().chain([&self.discards]) {
            if let Some((_, below)) = pile.split_last() {
                hidden.extend(below);
            }
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
