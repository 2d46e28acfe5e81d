//! The exchange game state and its [`Game`] implementation.

use core::marker::PhantomData;

use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
    determinize,
};
use tic_core::{Card, CardSet};

use crate::actions::{ExchangeAction, ExchangeError};
use crate::betting::Chips;
use crate::config::ExchangeConfig;
use crate::events::{ExchangeEvent, ShownHand};
use crate::hands::HandRules;
use crate::view::ExchangeView;

/// What the table is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Phase {
    /// Players exchange (or keep, or call) in turn from the dealer's left.
    Exchange,
    /// A betting round (Variation 3).
    Betting,
    /// The match is over.
    Over,
}

/// An exchange game (Toker, Sequences): a match of deals with private and common cards,
/// exchange rounds, the call, ranking points and optional betting. `H` is the hand evaluator.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self", bound = ""))]
pub struct ExchangeGame<H: HandRules> {
    pub(crate) config: ExchangeConfig,
    pub(crate) seed: Seed,
    pub(crate) rng: GameRng,
    /// The current deal, from 0.
    pub(crate) deal: u32,
    pub(crate) dealer: usize,
    /// The dealer's face-down stock; the top is the end.
    pub(crate) stock: Vec<Card>,
    /// Face-down discards of this deal.
    pub(crate) discards: Vec<Card>,
    pub(crate) common: Vec<Card>,
    pub(crate) hands: Vec<Vec<Card>>,
    /// Dealt into this deal (with betting, players without chips sit out).
    pub(crate) in_deal: Vec<bool>,
    pub(crate) folded: Vec<bool>,
    pub(crate) phase: Phase,
    pub(crate) turn: usize,
    /// The current exchange round of the deal, from 0.
    pub(crate) exchange_round: u8,
    pub(crate) caller: Option<usize>,
    pub(crate) points: Vec<i64>,
    pub(crate) chips: Option<Chips>,
    pub(crate) last_showdown: Vec<ShownHand>,
    pub(crate) events: Vec<ExchangeEvent>,
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) rules: PhantomData<H>,
}

#[cfg(feature = "serde")]
impl<H: HandRules> serde::Serialize for ExchangeGame<H> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ExchangeGame::<H>::serialize(self, serializer)
    }
}

/// Loading validates the state ([`Game::validate`]): a tampered save is an error.
#[cfg(feature = "serde")]
impl<'de, H: HandRules> serde::Deserialize<'de> for ExchangeGame<H> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let state = ExchangeGame::<H>::deserialize(deserializer)?;
        state.validate().map_err(serde::de::Error::custom)?;
        Ok(state)
    }
}

impl<H: HandRules> ExchangeGame<H> {
    /// The current phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The common cards face up in the middle.
    #[must_use]
    pub fn common(&self) -> &[Card] {
        &self.common
    }

    /// A player's private cards (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// Ranking points so far, per seat.
    #[must_use]
    pub fn points(&self) -> &[i64] {
        &self.points
    }

    /// The chips, when betting.
    #[must_use]
    pub fn chips(&self) -> Option<&Chips> {
        self.chips.as_ref()
    }

    /// The current deal, counting from 1.
    #[must_use]
    pub fn deal_number(&self) -> u32 {
        self.deal + 1
    }

    /// The dealer's seat.
    #[must_use]
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// Who called this deal, if anyone.
    #[must_use]
    pub fn caller(&self) -> Option<usize> {
        self.caller
    }

    /// The current exchange round of the deal, counting from 1.
    #[must_use]
    pub fn exchange_round(&self) -> u8 {
        self.exchange_round + 1
    }

    /// The hands shown at the last showdown.
    #[must_use]
    pub fn last_showdown(&self) -> &[ShownHand] {
        &self.last_showdown
    }

    /// Cards revealed to `player` so far (by the events they saw).
    fn revealed_to(&self, player: usize) -> CardSet {
        self.events
            .iter()
            .map(|e| e.redacted_for(player).cards())
            .fold(CardSet::EMPTY, |a, b| a | b)
    }
}

impl<H: HandRules> Game for ExchangeGame<H> {
    type Config = ExchangeConfig;
    type Action = ExchangeAction;
    type View = ExchangeView;
    type Event = ExchangeEvent;
    type Card = Card;
    type Illegal = ExchangeError;

    const NAME: &'static str = H::NAME;

    fn new(config: ExchangeConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let chips = config.betting.map(|b| Chips::new(n, b.chips, b.ante));
        let mut game = ExchangeGame {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            deal: 0,
            dealer: n - 1,
            stock: Vec::new(),
            discards: Vec::new(),
            common: Vec::new(),
            hands: vec![Vec::new(); n],
            in_deal: vec![true; n],
            folded: vec![false; n],
            phase: Phase::Exchange,
            turn: 0,
            exchange_round: 0,
            caller: None,
            points: vec![0; n],
            chips,
            last_showdown: Vec::new(),
            events: Vec::new(),
            rules: PhantomData,
        };
        game.start_deal(0);
        Ok(game)
    }

    fn config(&self) -> &ExchangeConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<ExchangeAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.actions_of(player)
    }

    fn apply(
        &mut self,
        player: usize,
        action: &ExchangeAction,
    ) -> Result<(), ActionError<ExchangeError>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        self.check(player, action).map_err(ActionError::Illegal)?;
        self.perform(player, action);
        Ok(())
    }

    fn view(&self, player: usize) -> ExchangeView {
        ExchangeView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::highest_wins(self.scores()))
    }

    fn events(&self) -> &[ExchangeEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<ExchangeEvent> {
        self.events.iter().map(|e| e.redacted_for(player)).collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check_invariants()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.stock.clone();
        all.extend(&self.discards);
        all.extend(&self.common);
        all.extend(self.hands.iter().flatten());
        all
    }

    /// The stock, the discards and the other players' private cards, except cards this player
    /// has already been shown (a card seen at an earlier showdown or in their own hand of an
    /// earlier deal is known to exist, though not where it is now).
    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let revealed = self.revealed_to(player);
        let mut hidden = self.stock.clone();
        hidden.extend(&self.discards);
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        hidden.retain(|c| !revealed.contains(*c));
        hidden
    }
}

impl<H: HandRules> ExchangeGame<H> {
    /// Final (or current) scores: ranking points, or chips when betting.
    #[must_use]
    pub fn scores(&self) -> Vec<i64> {
        match &self.chips {
            Some(chips) => chips
                .stacks
                .iter()
                .zip(&chips.in_pot)
                .map(|(&s, &p)| i64::try_from(s + p).unwrap_or(i64::MAX))
                .collect(),
            None => self.points.clone(),
        }
    }

    fn check_invariants(&self) -> Result<(), InvalidState> {
        let cfg = &self.config;
        cfg.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = cfg.players;
        for (what, len) in [
            ("hands", self.hands.len()),
            ("in_deal", self.in_deal.len()),
            ("folded", self.folded.len()),
            ("points", self.points.len()),
        ] {
            InvalidState::ensure(len == n, || format!("{len} {what} for {n} players"))?;
        }
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == tic_core::all_cards(), || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })?;
        InvalidState::ensure(self.deal < cfg.deals, || {
            format!("deal {} of {}", self.deal + 1, cfg.deals)
        })?;
        InvalidState::ensure(self.dealer == (self.deal as usize + n - 1) % n, || {
            format!("player {} cannot deal deal {}", self.dealer, self.deal + 1)
        })?;
        InvalidState::ensure(self.caller.is_none_or(|c| c < n), || {
            "the caller is not a seat".into()
        })?;
        InvalidState::ensure(self.points.iter().all(|&p| p >= 0), || {
            "negative ranking points".into()
        })?;
        if let Some(chips) = &self.chips {
            let Some(betting) = cfg.betting else {
                return Err(InvalidState::new("chips without betting"));
            };
            for (what, len) in [
                ("stacks", chips.stacks.len()),
                ("in_pot", chips.in_pot.len()),
                ("round_bets", chips.round_bets.len()),
                ("acted", chips.acted.len()),
            ] {
                InvalidState::ensure(len == n, || format!("{len} {what} for {n} players"))?;
            }
            let total = betting.chips.saturating_mul(n as u64);
            InvalidState::ensure(chips.total() == total, || {
                format!("{} chips at the table, not {total}", chips.total())
            })?;
            InvalidState::ensure(
                chips
                    .round_bets
                    .iter()
                    .zip(&chips.in_pot)
                    .all(|(r, p)| r <= p),
                || "a round bet exceeds the chips in the pot".into(),
            )?;
            InvalidState::ensure(
                chips.round_bets.iter().all(|&b| b <= chips.current_bet),
                || "a bet exceeds the current bet".into(),
            )?;
        } else {
            InvalidState::ensure(cfg.betting.is_none(), || "betting without chips".into())?;
        }
        if self.phase == Phase::Over {
            return Ok(());
        }
        InvalidState::ensure(self.phase != Phase::Betting || self.chips.is_some(), || {
            "a betting round without betting".into()
        })?;
        InvalidState::ensure(self.turn < n && self.is_live(self.turn), || {
            format!("player {} to act is not in the deal", self.turn)
        })?;
        InvalidState::ensure(self.exchange_round < cfg.exchange_rounds::<H>(), || {
            format!("exchange round {}", self.exchange_round + 1)
        })?;
        let private = cfg.private_cards::<H>();
        for p in 0..n {
            let want = if self.in_deal[p] { private } else { 0 };
            InvalidState::ensure(self.hands[p].len() == want, || {
                format!("player {p} holds {} cards, not {want}", self.hands[p].len())
            })?;
            InvalidState::ensure(self.in_deal[p] || !self.folded[p], || {
                format!("player {p} folded without being dealt in")
            })?;
        }
        let start = cfg.starting_common();
        if start > 0 {
            let shown =
                usize::from(self.exchange_round) + usize::from(self.phase == Phase::Betting);
            let want = (start + shown).min(H::FINAL_COMMON);
            InvalidState::ensure(self.common.len() == want, || {
                format!("{} common cards, not {want}", self.common.len())
            })?;
        } else {
            InvalidState::ensure(self.common.is_empty(), || {
                "common cards in Variation 2".into()
            })?;
        }
        Ok(())
    }
}

impl<H: HandRules> ExchangeGame<H> {
    /// Cards in the discards whose place `player` knows: the cards they gave up and the common
    /// cards exchanged face up (Variation 1) since the deal began or the discards were last
    /// shuffled into the stock.
    fn known_discards(&self, player: usize) -> CardSet {
        let since = self
            .events
            .iter()
            .rposition(|e| {
                matches!(
                    e,
                    ExchangeEvent::DealStarted { .. } | ExchangeEvent::Reshuffled { .. }
                )
            })
            .unwrap_or(0);
        self.events[since..]
            .iter()
            .map(|e| match e {
                ExchangeEvent::Exchanged {
                    player: p,
                    discarded: Some(out),
                    ..
                } if *p == player => *out,
                ExchangeEvent::ExchangedCommon { removed, .. } => CardSet::single(*removed),
                _ => CardSet::EMPTY,
            })
            .fold(CardSet::EMPTY, |a, b| a | b)
    }
}

/// The stock, the other players' private cards and the discards `player` did not see go are
/// redealt among those places; the player's own cards, the common cards and the discards they
/// know stay. Cards shown at an earlier deal's showdown are redealt too: every deal reshuffles
/// the whole deck, so where they are now is unknown.
impl<H: HandRules> Determinize for ExchangeGame<H> {
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let known = self.known_discards(player);
        let mut unseen: Vec<Card> = sample.stock.clone();
        unseen.extend(sample.discards.iter().filter(|c| !known.contains(**c)));
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.stock[..], &mut sample.discards[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                unseen.extend(hand.iter());
                zones.push(&mut hand[..]);
            }
        }
        determinize::redeal(&mut zones, &unseen, rng);
        sample.rng = determinize::reseed(rng);
        // The full log names the hidden cards; the sample keeps what the player saw.
        sample.events = self.events_for(player);
        sample
    }
}
