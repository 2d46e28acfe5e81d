//! A tiny complete game, for documentation and as a model of how a game crate implements
//! [`Game`]: Twenty-One.
//!
//! Twenty cards numbered 1 to 10, twice each. Every player is dealt three. In turn, a player
//! plays one card from hand onto a shared pile, adding its number to the running total, then
//! draws a card if the deck has one. Whoever brings the total to the target (21 by default) or
//! beyond loses: they score -1, everybody else 0. The cards add up to 110, more than any allowed
//! target, so the game always ends.

use core::fmt;
use core::str::FromStr;

use thiserror::Error;

use crate::{
    ActionError, CardIndex, ConfigError, Game, GameRng, InvalidState, Outcome, ParseActionError,
    Seed, ToAct,
};

/// A demo card: a number 1 to 10, written `#7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DemoCard(pub u8);

impl fmt::Display for DemoCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl FromStr for DemoCard {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.strip_prefix('#')
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=10).contains(n))
            .map(DemoCard)
            .ok_or_else(|| format!("`{s}` is not a demo card (#1 to #10)"))
    }
}

impl CardIndex for DemoCard {
    const COUNT: usize = 10;

    fn card_index(self) -> usize {
        usize::from(self.0.saturating_sub(1))
    }

    fn from_card_index(index: usize) -> Option<Self> {
        u8::try_from(index + 1)
            .ok()
            .filter(|&n| n <= 10)
            .map(DemoCard)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for DemoCard {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for DemoCard {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The Twenty-One config.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TwentyOneConfig {
    /// Players, 2 to 4.
    pub players: usize,
    /// The total that loses, 10 to 100.
    pub target: u32,
}

impl Default for TwentyOneConfig {
    fn default() -> Self {
        TwentyOneConfig {
            players: 2,
            target: 21,
        }
    }
}

/// A Twenty-One action. Text: `play #7`; JSON: `{"play": "#7"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TwentyOneAction {
    /// Play this card from hand.
    Play(DemoCard),
}

impl fmt::Display for TwentyOneAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TwentyOneAction::Play(card) => write!(f, "play {card}"),
        }
    }
}

impl FromStr for TwentyOneAction {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let card = s
            .trim()
            .strip_prefix("play ")
            .ok_or_else(|| ParseActionError::new(s, "expected `play #N`"))?;
        card.trim()
            .parse()
            .map(TwentyOneAction::Play)
            .map_err(|e| ParseActionError::new(s, e))
    }
}

/// Why Twenty-One rejects an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TwentyOneError {
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(DemoCard),
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum TwentyOneEvent {
    /// A player played a card; the total is now `total`.
    Played {
        /// Seat.
        player: usize,
        /// The card.
        card: DemoCard,
        /// The new total.
        total: u32,
    },
    /// A player drew a card (`None` when the observer may not see it).
    Drew {
        /// Seat.
        player: usize,
        /// The card, if visible.
        card: Option<DemoCard>,
    },
    /// A player reached the target and lost.
    Lost {
        /// Seat.
        player: usize,
    },
}

impl fmt::Display for TwentyOneEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TwentyOneEvent::Played {
                player,
                card,
                total,
            } => {
                write!(f, "player {player} plays {card}: total {total}")
            }
            TwentyOneEvent::Drew {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            TwentyOneEvent::Drew { player, card: None } => {
                write!(f, "player {player} draws a card")
            }
            TwentyOneEvent::Lost { player } => {
                write!(f, "player {player} reaches the target and loses")
            }
        }
    }
}

/// What one player sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TwentyOneView {
    /// The viewer's seat.
    pub player: usize,
    /// The viewer's hand.
    pub hand: Vec<DemoCard>,
    /// Cards in each player's hand.
    pub hand_sizes: Vec<usize>,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// The running total.
    pub total: u32,
    /// The target.
    pub target: u32,
    /// Who acts.
    pub to_act: ToAct,
}

impl fmt::Display for TwentyOneView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "total {} of {}, deck {}",
            self.total, self.target, self.deck_size
        )?;
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}

crate::validated_state! {
    /// The Twenty-One game state.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct TwentyOne {
        config: TwentyOneConfig,
        seed: Seed,
        rng: GameRng,
        deck: Vec<DemoCard>,
        hands: Vec<Vec<DemoCard>>,
        pile: Vec<DemoCard>,
        turn: usize,
        loser: Option<usize>,
        events: Vec<TwentyOneEvent>,
    }
}

fn full_deck() -> Vec<DemoCard> {
    (1..=10).flat_map(|n| [DemoCard(n), DemoCard(n)]).collect()
}

impl TwentyOne {
    fn total(&self) -> u32 {
        self.pile.iter().map(|c| u32::from(c.0)).sum()
    }
}

impl Game for TwentyOne {
    type Config = TwentyOneConfig;
    type Action = TwentyOneAction;
    type View = TwentyOneView;
    type Event = TwentyOneEvent;
    type Card = DemoCard;
    type Illegal = TwentyOneError;

    const NAME: &'static str = "twenty-one";

    fn new(config: TwentyOneConfig, seed: Seed) -> Result<Self, ConfigError> {
        ConfigError::check_players(config.players, 2, 4)?;
        ConfigError::check_range("target", config.target, 10, 100)?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = full_deck();
        rng.shuffle(&mut deck);
        let mut hands = vec![Vec::new(); config.players];
        for _ in 0..3 {
            for hand in &mut hands {
                hand.extend(deck.pop());
            }
        }
        Ok(TwentyOne {
            config,
            seed,
            rng,
            deck,
            hands,
            pile: Vec::new(),
            turn: 0,
            loser: None,
            events: Vec::new(),
        })
    }

    fn config(&self) -> &TwentyOneConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        if self.loser.is_some() {
            ToAct::Nobody
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TwentyOneAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        let mut cards = self.hands[player].clone();
        cards.sort_unstable();
        cards.dedup();
        cards.into_iter().map(TwentyOneAction::Play).collect()
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TwentyOneAction,
    ) -> Result<(), ActionError<TwentyOneError>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        let TwentyOneAction::Play(card) = *action;
        // Validate fully before changing anything, so a rejection leaves the state untouched.
        let Some(at) = self.hands[player].iter().position(|c| *c == card) else {
            return Err(ActionError::Illegal(TwentyOneError::NotInHand(card)));
        };
        self.hands[player].remove(at);
        self.pile.push(card);
        let total = self.total();
        self.events.push(TwentyOneEvent::Played {
            player,
            card,
            total,
        });
        if total >= self.config.target {
            self.loser = Some(player);
            self.events.push(TwentyOneEvent::Lost { player });
            return Ok(());
        }
        if let Some(drawn) = self.deck.pop() {
            self.hands[player].push(drawn);
            self.events.push(TwentyOneEvent::Drew {
                player,
                card: Some(drawn),
            });
        }
        // A player with no cards is skipped; someone always holds a card while the total is
        // below the target, because all cards add up to more than any allowed target.
        let n = self.config.players;
        self.turn = (1..=n)
            .map(|k| (player + k) % n)
            .find(|&p| !self.hands[p].is_empty())
            .unwrap_or(player);
        // The generator is part of the state so games with reshuffles stay reproducible; this
        // demo draws from it once per turn to show that it round-trips.
        self.rng.next_u64();
        Ok(())
    }

    fn view(&self, player: usize) -> TwentyOneView {
        TwentyOneView {
            player,
            hand: self.hands.get(player).cloned().unwrap_or_default(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_size: self.deck.len(),
            total: self.total(),
            target: self.config.target,
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let loser = self.loser?;
        let scores = (0..self.config.players)
            .map(|p| if p == loser { -1 } else { 0 })
            .collect();
        Some(Outcome::highest_wins(scores))
    }

    fn events(&self) -> &[TwentyOneEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TwentyOneEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<TwentyOneEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                TwentyOneEvent::Drew { player: p, .. } if *p != player => TwentyOneEvent::Drew {
                    player: *p,
                    card: None,
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        let n = self.config.players;
        InvalidState::ensure((2..=4).contains(&n), || format!("{n} players"))?;
        InvalidState::ensure(self.hands.len() == n, || {
            format!("{} hands for {n} players", self.hands.len())
        })?;
        InvalidState::ensure(self.turn < n, || {
            format!("turn {} of {n} players", self.turn)
        })?;
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == full_deck(), || {
            "the cards are not the 20-card deck: one is missing or duplicated".into()
        })?;
        let over = self.total() >= self.config.target;
        InvalidState::ensure(over == self.loser.is_some(), || {
            "the loser does not match the total".into()
        })?;
        InvalidState::ensure(self.loser.is_none_or(|l| l < n), || {
            "the loser is not a seat".into()
        })?;
        InvalidState::ensure(self.hands.iter().all(|h| h.len() <= 3), || {
            "a hand holds more than 3 cards".into()
        })?;
        if !over {
            // Everyone draws back to 3 while the deck lasts, and the player to act holds a card.
            InvalidState::ensure(
                self.deck.is_empty() || self.hands.iter().all(|h| h.len() == 3),
                || "a hand holds fewer than 3 cards while the deck lasts".into(),
            )?;
            InvalidState::ensure(!self.hands[self.turn].is_empty(), || {
                format!("player {} is to act with no card", self.turn)
            })?;
        }
        Ok(())
    }

    fn cards(&self) -> Vec<DemoCard> {
        let mut all = self.deck.clone();
        all.extend(self.hands.iter().flatten());
        all.extend(&self.pile);
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<DemoCard> {
        let mut hidden = self.deck.clone();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        // A card value held by the viewer or face up is not secret even if its twin is hidden.
        let seen: Vec<DemoCard> = self
            .hands
            .get(player)
            .into_iter()
            .flatten()
            .chain(&self.pile)
            .copied()
            .collect();
        hidden.retain(|c| !seen.contains(c));
        hidden
    }
}

impl crate::Determinize for TwentyOne {
    /// The deck and the other players' hands are redealt among themselves; the player's own
    /// hand and the pile stay.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let mut hidden: Vec<DemoCard> = sample.deck.clone();
        for (p, hand) in sample.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        let mut zones: Vec<&mut [DemoCard]> = vec![&mut sample.deck[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        crate::determinize::redeal(&mut zones, &hidden, rng);
        sample.rng = crate::determinize::reseed(rng);
        // The real log names the hidden cards others drew: the sample keeps only what the
        // player saw.
        sample.events = self.events_for(player);
        sample
    }
}

impl crate::TunedBots for TwentyOne {
    /// Twenty-One is tiny: 500 rollouts a move take about a millisecond.
    const SEARCH_BUDGET: crate::SearchBudget = crate::SearchBudget::Iterations(500);

    /// Plays its smallest card, keeping the total low.
    fn greedy_bot() -> Box<dyn crate::Bot<Self>> {
        Box::new(crate::GreedyBot::new(
            "greedy",
            |_view: &TwentyOneView, action: &TwentyOneAction| match action {
                TwentyOneAction::Play(card) => -i64::from(card.0),
            },
        ))
    }

    /// Paired rollouts played by the greedy bot.
    fn search_bot(budget: crate::SearchBudget) -> Box<dyn crate::Bot<Self>> {
        Box::new(crate::MctsBot::new(budget).with_rollout(Self::greedy_bot()))
    }
}

/// Twenty-One for learning agents: action `n - 1` plays the card numbered `n` (10 actions); the
/// observation (18 values) is the seat's hand as counts per number (10), every seat's hand size
/// from the seat's own on (4, over 3), the deck size (over 20), the total over the target, the
/// target (over 100) and whether the seat is to act.
impl crate::Encoded for TwentyOne {
    fn action_space(_config: &TwentyOneConfig) -> usize {
        10
    }

    fn action_index(&self, _player: usize, action: &TwentyOneAction) -> Option<usize> {
        let TwentyOneAction::Play(card) = action;
        Some(card.card_index())
    }

    fn observation_len(_config: &TwentyOneConfig) -> usize {
        18
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        out.fill(0.0);
        crate::encode_cards(view.hand.iter().copied(), &mut out[..10]);
        let n = view.hand_sizes.len().max(1);
        for k in 0..4.min(n) {
            out[10 + k] = view.hand_sizes[(player + k) % n] as f32 / 3.0;
        }
        out[14] = view.deck_size as f32 / 20.0;
        out[15] = view.total as f32 / view.target.max(1) as f32;
        out[16] = view.target as f32 / 100.0;
        out[17] = f32::from(u8::from(view.to_act == ToAct::Player(player)));
    }
}
