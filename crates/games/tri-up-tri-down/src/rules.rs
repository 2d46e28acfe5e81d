//! Legality and turn flow: what plays, the going-out rule, picking up, Tripo pickups, the
//! "last card" window and the custom triggers.

use std::sync::LazyLock;

use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
};
use tic_core::{Card, CardSet, Deck, Step, step};

use crate::actions::{DrawReason, EndReason, TriAction, TriEvent, TriIllegal};
use crate::config::{TriConfig, TriggerEffect};
use crate::state::{TriUpTriDown, Turn};
use crate::view::TriView;

/// The step a card makes from the face-up card, if it plays at all (ruling 17, the text's
/// reading and the default): a **Mono**, **Duo** or **Tripo** when exactly one, two or three
/// properties change, each by one increment, and the others stay as they are. Scales do not
/// wrap: from a 1 (circle, violet) a property can only go up, from a 5 (star, red) only down.
/// On 4-square-cyan, 26 cards play: 6 Monos, 12 Duos and 8 Tripos.
///
/// ```
/// use tic_core::{Card, Step};
/// use tic_tri_up_tri_down::play_step;
/// let top: Card = "4-square-cyan".parse()?;
/// assert_eq!(play_step(top, "3-square-cyan".parse()?), Some(Step::Mono));
/// assert_eq!(play_step(top, "3-star-cyan".parse()?), Some(Step::Duo));
/// assert_eq!(play_step(top, "5-star-yellow".parse()?), Some(Step::Tripo));
/// // The number steps but the color jumps from cyan to red: no step.
/// assert_eq!(play_step(top, "3-square-red".parse()?), None);
/// assert_eq!(play_step(top, "4-square-red".parse()?), None);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn play_step(top: Card, card: Card) -> Option<Step> {
    let mut changed = 0;
    for (a, b) in top.values().into_iter().zip(card.values()) {
        match a.abs_diff(b) {
            0 => {}
            1 => changed += 1,
            _ => return None,
        }
    }
    match Step::from_count(changed) {
        Step::None => None,
        s => Some(s),
    }
}

/// The step under the free reading (option `free_steps`, not the default): the properties
/// that change by one increment count, whatever the others do, as in runs held in a hand
/// (tic-principles). On 4-square-cyan, 98 of the other 124 cards play.
///
/// ```
/// use tic_core::{Card, Step};
/// use tic_tri_up_tri_down::free_play_step;
/// let top: Card = "4-square-cyan".parse()?;
/// assert_eq!(free_play_step(top, "3-square-red".parse()?), Some(Step::Mono));
/// assert_eq!(free_play_step(top, "4-square-red".parse()?), None);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn free_play_step(top: Card, card: Card) -> Option<Step> {
    match step(top, card) {
        Step::None => None,
        s => Some(s),
    }
}

/// The cards that play on each card, by step (Mono, Duo, Tripo), under each reading (`[0]`
/// the text's, `[1]` the free one).
static PLAYS_ON: LazyLock<[[[CardSet; 3]; Card::COUNT]; 2]> = LazyLock::new(|| {
    let mut table = [[[CardSet::EMPTY; 3]; Card::COUNT]; 2];
    for (free, by_top) in table.iter_mut().enumerate() {
        for top in Card::all() {
            for card in Card::all() {
                if let Some(s) = step_by(free == 1, top, card) {
                    by_top[top.index()][s.count() - 1].insert(card);
                }
            }
        }
    }
    table
});

/// The cards that play on `top` under the reading `free_steps` names, by step: Monos, Duos,
/// Tripos.
pub(crate) fn plays_on(free_steps: bool, top: Card) -> &'static [CardSet; 3] {
    &PLAYS_ON[usize::from(free_steps)][top.index()]
}

/// The step under the rule `free_steps` names: [`free_play_step`] when set, else
/// [`play_step`].
#[must_use]
pub(crate) fn step_by(free_steps: bool, top: Card, card: Card) -> Option<Step> {
    if free_steps {
        free_play_step(top, card)
    } else {
        play_step(top, card)
    }
}

impl TriUpTriDown {
    /// A position set up by hand (puzzles, tests, teaching): the hands, the discard pile
    /// (last card face up), the deck (last card on top) and the player to start a fresh turn.
    /// Every card must appear exactly once in total; cards of the 125 left out are not in
    /// play. The position is validated.
    ///
    /// ```
    /// use rules_engine::{Game, Seed};
    /// use tic_core::{parse_cards, CardSet};
    /// use tic_tri_up_tri_down::{TriAction, TriConfig, TriUpTriDown};
    ///
    /// let hands = vec!["3-square-cyan 1-circle-red".parse()?, "5-star-red".parse()?];
    /// let game = TriUpTriDown::from_position(
    ///     TriConfig::default(),
    ///     Seed(0),
    ///     hands,
    ///     parse_cards("4-square-cyan")?,
    ///     parse_cards("2-circle-cyan 2-crescent-cyan")?,
    ///     0,
    /// )?;
    /// // 3-square-cyan plays (a Mono) and leaves one card: it may carry the "last card" call.
    /// let card = "3-square-cyan".parse()?;
    /// assert_eq!(
    ///     game.legal_actions(0),
    ///     vec![TriAction::Play(card), TriAction::PlaySayingLastCard(card)]
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_position(
        config: TriConfig,
        seed: Seed,
        hands: Vec<CardSet>,
        discard: Vec<Card>,
        deck: Vec<Card>,
        to_play: usize,
    ) -> Result<Self, InvalidState> {
        config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let in_play: CardSet = deck
            .iter()
            .chain(&discard)
            .copied()
            .chain(hands.iter().flat_map(|h| h.iter()))
            .collect();
        let game = TriUpTriDown {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            deck: Deck::from_bottom_up(deck),
            discard,
            hands,
            left_out: CardSet::FULL.difference(in_play),
            turn: Turn {
                player: to_play,
                played: 0,
                drawn: None,
            },
            last_card_window: None,
            actions_taken: 0,
            end: None,
            events: Vec::new(),
        };
        game.check().map_err(InvalidState::new)?;
        Ok(game)
    }

    /// Every invariant play keeps: each of the 125 cards exactly once (in the deck, the
    /// discard pile, a hand, or left out of a position set up by hand), hand sizes and the
    /// discard pile agreeing with the event log of a dealt game, the turn, the "last card"
    /// window and the end consistent with each other, counters within what play reaches.
    fn check(&self) -> Result<(), String> {
        let n = self.config.players;
        self.config.validate().map_err(|e| format!("config: {e}"))?;
        if self.hands.len() != n {
            return Err(format!("{} hands for {n} players", self.hands.len()));
        }
        if self.turn.player >= n {
            return Err(format!("turn of player {} of {n}", self.turn.player));
        }
        if self.discard.is_empty() {
            return Err("the discard pile is empty".into());
        }
        let mut seen = CardSet::EMPTY;
        for card in self
            .deck
            .iter()
            .chain(&self.discard)
            .copied()
            .chain(self.hands.iter().flat_map(|h| h.iter()))
            .chain(self.left_out.iter())
        {
            if !seen.insert(card) {
                return Err(format!("{card} appears twice"));
            }
        }
        if let Some(card) = CardSet::FULL.difference(seen).iter().next() {
            return Err(format!("{card} is missing"));
        }
        if self.actions_taken > self.config.max_actions {
            return Err(format!(
                "{} actions taken, past the limit {}",
                self.actions_taken, self.config.max_actions
            ));
        }
        if self.turn.played > self.actions_taken {
            return Err(format!(
                "{} cards played this turn in {} actions",
                self.turn.played, self.actions_taken
            ));
        }
        if matches!(self.events.first(), Some(TriEvent::Started { .. })) {
            self.check_dealt_log()?;
        }
        if let Some(drawn) = self.turn.drawn {
            if !self.hand(self.turn.player).contains(drawn) {
                return Err(format!(
                    "the picked-up card {drawn} is not in the player's hand"
                ));
            }
            if self.check_play(drawn).is_err() || self.last_card_window.is_some() {
                return Err(format!("the picked-up card {drawn} does not play"));
            }
        }
        if let Some(p) = self.last_card_window {
            let previous = (self.turn.player + n - 1) % n;
            if p != previous
                || self.hand(p).len() != 1
                || !self.config.last_card_rule
                || self.turn.played != 0
            {
                return Err(format!(
                    "player {p} is open to a \"last card\" challenge out of turn or without one card"
                ));
            }
        }
        match self.end {
            Some(end) => {
                if self.last_card_window.is_some() || self.turn.drawn.is_some() {
                    return Err("the game is over but a turn is in progress".into());
                }
                let consistent = match end {
                    EndReason::WentOut(p) => p < n && self.hand(p).is_empty(),
                    EndReason::ActionLimit => self.actions_taken == self.config.max_actions,
                    EndReason::DeckExhausted => self.deck.is_empty() && self.discard.len() == 1,
                };
                if !consistent {
                    return Err(format!("the game's end ({end:?}) disagrees with the table"));
                }
                Ok(())
            }
            None => {
                if self.actions_taken >= self.config.max_actions {
                    return Err("the action limit is reached but the game goes on".into());
                }
                if self.hands.iter().any(|h| h.is_empty()) {
                    return Err("a player has no card but the game goes on".into());
                }
                Ok(())
            }
        }
    }

    /// In a dealt game the log accounts for every card movement: each hand is the dealt
    /// hand plus its pickups minus its plays, the discard pile the turned-up card plus the
    /// plays minus the cards shuffled back into the deck.
    fn check_dealt_log(&self) -> Result<(), String> {
        if !self.left_out.is_empty() {
            return Err("a dealt game leaves no card out".into());
        }
        let n = self.config.players;
        let mut size: Vec<i64> = vec![self.config.hand_size as i64; n];
        let mut discard: i64 = 1;
        let mut ended = 0usize;
        // Every action logs one event of its own: a play, a pickup for the turn, a kept card,
        // a challenge (a pickup with nothing left to pick up ends the game instead).
        let mut actions: u64 = u64::from(self.end == Some(EndReason::DeckExhausted));
        for event in &self.events {
            match *event {
                TriEvent::Drew { player, reason, .. } if player < n => {
                    size[player] += 1;
                    actions += u64::from(reason == DrawReason::CannotPlay);
                }
                TriEvent::Played { player, .. } if player < n => {
                    size[player] -= 1;
                    discard += 1;
                    actions += 1;
                }
                TriEvent::Passed { .. } | TriEvent::Challenged { .. } => actions += 1,
                TriEvent::Drew { player, .. } | TriEvent::Played { player, .. } => {
                    return Err(format!("the log names player {player} of {n}"));
                }
                TriEvent::Reshuffled { cards } => discard -= cards as i64,
                TriEvent::Ended { .. } => ended += 1,
                _ => {}
            }
        }
        for (p, (hand, logged)) in self.hands.iter().zip(&size).enumerate() {
            if hand.len() as i64 != *logged {
                return Err(format!(
                    "player {p} holds {} cards, the log says {logged}",
                    hand.len()
                ));
            }
        }
        if self.discard.len() as i64 != discard {
            return Err(format!(
                "{} cards on the discard pile, the log says {discard}",
                self.discard.len()
            ));
        }
        if ended != usize::from(self.end.is_some()) {
            return Err("the log's end disagrees with the game's".into());
        }
        if actions != u64::from(self.actions_taken) {
            return Err(format!(
                "{} actions taken, the log says {actions}",
                self.actions_taken
            ));
        }
        Ok(())
    }

    /// Whether the turn player may play `card` now, and with which step.
    pub(crate) fn check_play(&self, card: Card) -> Result<Step, TriIllegal> {
        let hand = self.hand(self.turn.player);
        if !hand.contains(card) {
            return Err(TriIllegal::NotInHand(card));
        }
        if let Some(drawn) = self.turn.drawn
            && drawn != card
        {
            return Err(TriIllegal::OnlyDrawnCard(drawn));
        }
        let top = self.top().ok_or(TriIllegal::NoStep { card, top: card })?;
        let s =
            step_by(self.config.free_steps, top, card).ok_or(TriIllegal::NoStep { card, top })?;
        // Going out: a Duo or Tripo, or a Mono after at least one other play this turn.
        if hand.len() == 1 && s == Step::Mono && self.turn.played == 0 {
            return Err(TriIllegal::LoneMonoGoOut(card));
        }
        Ok(s)
    }

    /// Whether playing a card with step `s` makes the "last card" call due (ruling 2): the
    /// rule is played, the play leaves the player one card, and it ends the turn (a Mono, or a
    /// Tripo when Tripos do not play again); a play that goes out or plays again does not.
    pub(crate) fn call_due(&self, s: Step) -> bool {
        self.config.last_card_rule && self.hand(self.turn.player).len() == 2 && !self.plays_again(s)
    }

    /// Whether a play with step `s` lets the player play again.
    fn plays_again(&self, s: Step) -> bool {
        s == Step::Duo || (s == Step::Tripo && self.config.tripo_plays_again)
    }

    /// The plays of `card` (silent, and with the "last card" call when the play makes it
    /// due), if it plays.
    fn plays_of(&self, card: Card) -> impl Iterator<Item = TriAction> {
        let step = self.check_play(card).ok();
        let call = step.is_some_and(|s| self.call_due(s));
        step.map(|_| TriAction::Play(card))
            .into_iter()
            .chain(call.then_some(TriAction::PlaySayingLastCard(card)))
    }

    /// The turn player's actions (plays, or pick up / keep).
    pub(crate) fn turn_actions(&self) -> Vec<TriAction> {
        if let Some(drawn) = self.turn.drawn {
            let mut actions: Vec<TriAction> = self.plays_of(drawn).collect();
            actions.push(TriAction::Keep);
            return actions;
        }
        let plays: Vec<TriAction> = self
            .hand(self.turn.player)
            .iter()
            .flat_map(|c| self.plays_of(c))
            .collect();
        if plays.is_empty() {
            vec![TriAction::PickUp]
        } else {
            plays
        }
    }

    /// Validates and applies one action (the seat and the game not being over are checked).
    /// Nothing changes when an error is returned.
    pub(crate) fn apply_action(
        &mut self,
        player: usize,
        action: TriAction,
    ) -> Result<(), TriIllegal> {
        if action == TriAction::Challenge {
            let target = self
                .last_card_window
                .ok_or(TriIllegal::NothingToChallenge)?;
            if target == player {
                return Err(TriIllegal::ChallengeSelf);
            }
            self.last_card_window = None;
            self.events
                .push(TriEvent::Challenged { by: player, target });
            self.pick_up(target, 2, DrawReason::LastCard);
            return Ok(());
        }
        if player != self.turn.player {
            return Err(TriIllegal::NotYourTurn(self.turn.player));
        }
        match action {
            TriAction::Play(card) | TriAction::PlaySayingLastCard(card) => {
                let s = self.check_play(card)?;
                let said = matches!(action, TriAction::PlaySayingLastCard(_));
                if said && !self.call_due(s) {
                    return Err(TriIllegal::NoLastCard(card));
                }
                self.last_card_window = None;
                self.play(card, s, said);
            }
            TriAction::PickUp => {
                if self.turn.drawn.is_some() {
                    return Err(TriIllegal::DecideOnDrawnCard);
                }
                if self.turn_actions() != [TriAction::PickUp] {
                    return Err(TriIllegal::CanPlay);
                }
                self.last_card_window = None;
                self.draw_for_turn();
            }
            TriAction::Keep => {
                if self.turn.drawn.is_none() {
                    return Err(TriIllegal::NothingToPass);
                }
                self.last_card_window = None;
                self.events.push(TriEvent::Passed { player });
                self.end_turn(None, false);
            }
            TriAction::Challenge => {}
        }
        Ok(())
    }

    /// Plays `card` (its step `s` checked), with the "last card" call when `said`.
    fn play(&mut self, card: Card, s: Step, said: bool) {
        let player = self.turn.player;
        self.hands[player].remove(card);
        self.discard.push(card);
        self.turn.played += 1;
        self.turn.drawn = None;
        self.events.push(TriEvent::Played {
            player,
            card: Some(card),
            step: s,
        });
        if said {
            self.events.push(TriEvent::SaidLastCard { player });
        }
        if self.hands[player].is_empty() {
            self.finish(EndReason::WentOut(player));
            return;
        }
        if s == Step::Tripo {
            let count = self.config.tripo_pickup();
            let n = self.config.players;
            for p in (1..n).map(|k| (player + k) % n) {
                self.pick_up(p, count, DrawReason::Tripo);
            }
        }
        if !self.plays_again(s) {
            self.end_turn(Some(card), said);
        }
    }

    fn draw_for_turn(&mut self) {
        let player = self.turn.player;
        let Some(card) = self.take_from_deck() else {
            self.finish(EndReason::DeckExhausted);
            return;
        };
        self.hands[player].insert(card);
        self.events.push(TriEvent::Drew {
            player,
            card: Some(card),
            reason: DrawReason::CannotPlay,
        });
        self.turn.drawn = Some(card);
        if self.check_play(card).is_err() {
            self.turn.drawn = None;
            self.end_turn(None, false);
        }
    }

    /// The top card of the deck, refilling the deck from the discard pile (all but its top
    /// card, shuffled with the game's generator) when it is empty (ruling 5).
    fn take_from_deck(&mut self) -> Option<Card> {
        if self.deck.is_empty() && self.discard.len() > 1 {
            let top = self.discard.len() - 1;
            let under: Vec<Card> = self.discard.drain(..top).collect();
            let cards = under.len();
            self.deck.refill(under, &mut self.rng);
            self.events.push(TriEvent::Reshuffled { cards });
        }
        self.deck.draw()
    }

    /// A penalty pickup: as many of `count` cards as the deck (refilled) still has.
    fn pick_up(&mut self, player: usize, count: usize, reason: DrawReason) {
        for _ in 0..count {
            let Some(card) = self.take_from_deck() else {
                return;
            };
            self.hands[player].insert(card);
            self.events.push(TriEvent::Drew {
                player,
                card: Some(card),
                reason,
            });
        }
    }

    /// Ends the turn: triggers on the card that ended it (if a play did), the "last card"
    /// window (when the player holds one card and did not say it with the play), and the next
    /// player's fresh turn.
    fn end_turn(&mut self, ended_on: Option<Card>, said: bool) {
        let player = self.turn.player;
        let next = (player + 1) % self.config.players;
        if let Some(card) = ended_on {
            let triggers = self.config.triggers.clone();
            for trigger in triggers.iter().filter(|t| t.when.matches(card)) {
                let TriggerEffect::NextPicksUp(pickup) = trigger.effect;
                let cards = pickup.count(card);
                self.events.push(TriEvent::Triggered {
                    card: Some(card),
                    target: next,
                    cards,
                });
                self.pick_up(next, cards, DrawReason::Trigger);
            }
        }
        if self.config.last_card_rule && self.hands[player].len() == 1 && !said {
            self.last_card_window = Some(player);
        }
        self.turn = Turn {
            player: next,
            played: 0,
            drawn: None,
        };
    }

    pub(crate) fn finish(&mut self, reason: EndReason) {
        self.end = Some(reason);
        self.last_card_window = None;
        self.turn.drawn = None;
        self.events.push(TriEvent::Ended { reason });
    }
}

impl Game for TriUpTriDown {
    type Config = TriConfig;
    type Action = TriAction;
    type View = TriView;
    type Event = TriEvent;
    type Card = Card;
    type Illegal = TriIllegal;

    const NAME: &'static str = "tri-up-tri-down";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: TriConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::shuffled_deck(&mut rng);
        let hands = deck
            .deal(config.players, config.hand_size)
            .map_err(|e| ConfigError::Invalid {
                option: "hand_size",
                reason: e.to_string(),
            })?
            .into_iter()
            .map(|h| h.into_iter().collect())
            .collect();
        let top = deck.draw().ok_or(ConfigError::Invalid {
            option: "hand_size",
            reason: "no card is left to turn face up".into(),
        })?;
        Ok(TriUpTriDown {
            config,
            seed,
            rng,
            deck,
            discard: vec![top],
            hands,
            left_out: CardSet::EMPTY,
            turn: Turn {
                player: 0,
                played: 0,
                drawn: None,
            },
            last_card_window: None,
            actions_taken: 0,
            end: None,
            events: vec![TriEvent::Started { top: Some(top) }],
        })
    }

    fn config(&self) -> &TriConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        if self.end.is_some() {
            ToAct::Nobody
        } else if self.last_card_window.is_some() {
            ToAct::Anyone
        } else {
            ToAct::Player(self.turn.player)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TriAction> {
        if self.end.is_some() || player >= self.config.players {
            return Vec::new();
        }
        let mut actions = Vec::new();
        if self.last_card_window.is_some_and(|target| target != player) {
            actions.push(TriAction::Challenge);
        }
        if player == self.turn.player {
            actions.extend(self.turn_actions());
        }
        actions
    }

    fn apply(&mut self, player: usize, action: &TriAction) -> Result<(), ActionError<TriIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.config.players)?;
        self.apply_action(player, *action)
            .map_err(ActionError::Illegal)?;
        self.actions_taken = self.actions_taken.saturating_add(1);
        if self.end.is_none() && self.actions_taken >= self.config.max_actions {
            self.finish(EndReason::ActionLimit);
        }
        Ok(())
    }

    fn view(&self, player: usize) -> TriView {
        TriView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end?;
        Some(crate::scoring::outcome(&self.hands, self.end))
    }

    fn events(&self) -> &[TriEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TriEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<TriEvent> {
        // Others' pickups are secret; and a card seen once (played, then shuffled back into
        // the deck or picked up by someone else) is redacted while it is hidden again.
        let hidden: CardSet = self.hidden_cards(player).into_iter().collect();
        let shown = |card: Option<Card>| card.filter(|c| !hidden.contains(*c));
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match *e {
                TriEvent::Drew {
                    player: p,
                    card,
                    reason,
                } => TriEvent::Drew {
                    player: p,
                    card: if p == player { shown(card) } else { None },
                    reason,
                },
                TriEvent::Started { top } => TriEvent::Started { top: shown(top) },
                TriEvent::Played {
                    player: p,
                    card,
                    step,
                } => TriEvent::Played {
                    player: p,
                    card: shown(card),
                    step,
                },
                TriEvent::Triggered {
                    card,
                    target,
                    cards,
                } => TriEvent::Triggered {
                    card: shown(card),
                    target,
                    cards,
                },
                ref other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check().map_err(InvalidState::new)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.deck.iter().copied().collect();
        all.extend(&self.discard);
        all.extend(self.hands.iter().flat_map(|h| h.iter()));
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden: Vec<Card> = self.deck.iter().copied().collect();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand.iter());
            }
        }
        hidden
    }
}

impl Determinize for TriUpTriDown {
    /// The deck and the other players' hands are redealt among themselves (hand sizes kept);
    /// the player's own hand and the discard pile stay. A card another player picked up and
    /// may still play (their turn is waiting on it) is known to play, so the sample's is one
    /// that plays too.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let hidden = self.hidden_cards(player);
        let drawn_by_other = self.turn.drawn.filter(|_| self.turn.player != player);
        let mut deck = self.deck.as_slice().to_vec();
        // Other hands as lists; the waiting picked-up card first in its hand.
        let mut others: Vec<(usize, Vec<Card>)> = (0..self.hands.len())
            .filter(|&p| p != player)
            .map(|p| {
                let mut cards: Vec<Card> = self.hands[p].iter().collect();
                if let Some(drawn) = drawn_by_other.filter(|_| p == self.turn.player) {
                    cards.retain(|&c| c != drawn);
                    cards.insert(0, drawn);
                }
                (p, cards)
            })
            .collect();
        {
            let mut zones: Vec<&mut [Card]> = vec![&mut deck[..]];
            zones.extend(others.iter_mut().map(|(_, cards)| &mut cards[..]));
            rules_engine::determinize::redeal(&mut zones, &hidden, rng);
        }
        if drawn_by_other.is_some()
            && let Some(top) = self.top()
            && let Some(at) = others.iter().position(|(p, _)| *p == self.turn.player)
        {
            let plays = |c: Card| step_by(self.config.free_steps, top, c).is_some();
            if !plays(others[at].1[0]) {
                // The first hidden card that plays, in a fixed order over the redealt places.
                let found = others
                    .iter()
                    .enumerate()
                    .flat_map(|(z, (_, cards))| {
                        cards.iter().enumerate().map(move |(i, c)| (Some(z), i, *c))
                    })
                    .chain(deck.iter().enumerate().map(|(i, c)| (None, i, *c)))
                    .find(|&(_, _, c)| plays(c));
                if let Some((zone, i, card)) = found {
                    let old = others[at].1[0];
                    others[at].1[0] = card;
                    match zone {
                        Some(z) => others[z].1[i] = old,
                        None => deck[i] = old,
                    }
                }
            }
            sample.turn.drawn = others[at].1.first().copied();
        }
        sample.deck = Deck::from_bottom_up(deck);
        for (p, cards) in others {
            sample.hands[p] = cards.into_iter().collect();
        }
        sample.rng = rules_engine::determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
