//! The TIC Rummy game state and its [`Game`] implementation.

use core::fmt;
use std::sync::Arc;

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{RummyAction, RummyIllegal};
use crate::config::RummyConfig;
use crate::rules::{
    self, CollectionKind, End, Requirement, Round, extends, is_laid_collection, selectable,
};
use crate::scoring::hand_penalty;
use crate::view::{PendingView, PlayerView, RummyView};

/// How many laydowns a player may cancel in one turn. Bounding this keeps every turn finite
/// (a laydown started and cancelled forever would never end the game).
pub const MAX_CANCELS_PER_TURN: u8 = 2;

/// Where the player to act is in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The turn starts: draw from the deck or take the discard.
    Draw,
    /// After drawing: lay down, integrate extra cards, discard.
    Play,
    /// A laydown is being built.
    Laying,
    /// The match is over.
    Over,
}

/// A laydown being built: the collections already filled (in the round's order) and the next
/// one, partly filled. Nothing leaves the hand until it is confirmed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pending {
    /// Filled collections.
    pub closed: Vec<CardSet>,
    /// The collection being filled.
    pub current: CardSet,
}

impl Pending {
    fn cards(&self) -> CardSet {
        self.closed.iter().fold(self.current, |a, &b| a | b)
    }
}

/// A collection on the table, cards in laid order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Laid {
    /// What it is.
    pub kind: CollectionKind,
    /// Its cards, in order (the order matters for sequences).
    pub cards: Vec<Card>,
}

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DealEnd {
    /// This player went out.
    WentOut(usize),
    /// The deck ran out (or the deal's turn cap was reached) with nobody out.
    Exhausted,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum RummyEvent {
    /// A deal began; `rounds` is each player's round in it.
    DealStarted {
        /// 0-based deal count.
        deal: u32,
        /// The dealer's seat.
        dealer: usize,
        /// Each player's round.
        rounds: Vec<u8>,
    },
    /// A player was dealt cards (hidden from the others).
    Dealt {
        /// Seat.
        player: usize,
        /// How many.
        count: usize,
        /// The cards, if the observer may see them.
        cards: Option<Vec<Card>>,
    },
    /// The first discard was turned up.
    DiscardTurned {
        /// The card.
        card: Card,
    },
    /// A player drew from the deck.
    DrewFromDeck {
        /// Seat.
        player: usize,
        /// The card, if the observer may see it.
        card: Option<Card>,
    },
    /// A player took the top discard.
    TookDiscard {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A player laid down their collections.
    LaidDown {
        /// Seat.
        player: usize,
        /// The collections, in laid order.
        collections: Vec<Vec<Card>>,
    },
    /// A player added an extra card to a collection.
    Integrated {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// Whose collection.
        owner: usize,
        /// Which collection.
        collection: usize,
        /// Which end.
        end: End,
    },
    /// A player discarded.
    Discarded {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// The deal ended and was scored.
    DealScored {
        /// How it ended.
        end: DealEnd,
        /// Points counted against each player this deal.
        penalties: Vec<u32>,
        /// Each player's total after it.
        totals: Vec<u32>,
        /// Each player's round for the next deal.
        rounds: Vec<u8>,
    },
    /// The match is over (someone went out on the last round, or the deal cap was reached).
    MatchOver {
        /// Final totals (lowest wins).
        totals: Vec<u32>,
    },
}

impl fmt::Display for RummyEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RummyEvent::DealStarted {
                deal,
                dealer,
                rounds,
            } => write!(
                f,
                "deal {} (dealer: player {dealer}; rounds {rounds:?})",
                deal + 1
            ),
            RummyEvent::Dealt {
                player,
                cards: Some(cards),
                ..
            } => {
                write!(f, "player {player} is dealt")?;
                cards.iter().try_for_each(|c| write!(f, " {c}"))
            }
            RummyEvent::Dealt { player, count, .. } => {
                write!(f, "player {player} is dealt {count} cards")
            }
            RummyEvent::DiscardTurned { card } => write!(f, "{card} is turned up"),
            RummyEvent::DrewFromDeck {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            RummyEvent::DrewFromDeck { player, card: None } => {
                write!(f, "player {player} draws from the deck")
            }
            RummyEvent::TookDiscard { player, card } => {
                write!(f, "player {player} takes {card} from the discard pile")
            }
            RummyEvent::LaidDown {
                player,
                collections,
            } => {
                write!(f, "player {player} lays down")?;
                for (i, c) in collections.iter().enumerate() {
                    write!(f, "{}", if i == 0 { ":" } else { ";" })?;
                    c.iter().try_for_each(|card| write!(f, " {card}"))?;
                }
                Ok(())
            }
            RummyEvent::Integrated {
                player,
                card,
                owner,
                collection,
                end,
            } => write!(
                f,
                "player {player} adds {card} to player {owner}'s collection {}{}",
                collection + 1,
                if *end == End::Front {
                    " at the front"
                } else {
                    ""
                }
            ),
            RummyEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            RummyEvent::DealScored {
                end,
                penalties,
                totals,
                ..
            } => {
                match end {
                    DealEnd::WentOut(p) => write!(f, "player {p} goes out")?,
                    DealEnd::Exhausted => f.write_str("the deck is exhausted")?,
                }
                write!(f, "; penalties {penalties:?}, totals {totals:?}")
            }
            RummyEvent::MatchOver { totals } => write!(f, "the match is over: totals {totals:?}"),
        }
    }
}

/// The event log, shared between clones until one of them records something: a match runs to
/// thousands of events, and bots, searches and tests clone states freely.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct EventLog(Arc<Vec<RummyEvent>>);

impl EventLog {
    fn push(&mut self, event: RummyEvent) {
        Arc::make_mut(&mut self.0).push(event);
    }

    fn retain(&mut self, keep: impl FnMut(&RummyEvent) -> bool) {
        Arc::make_mut(&mut self.0).retain(keep);
    }

    fn iter(&self) -> core::slice::Iter<'_, RummyEvent> {
        self.0.iter()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for EventLog {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.as_slice().serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for EventLog {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<RummyEvent>::deserialize(deserializer).map(|v| EventLog(Arc::new(v)))
    }
}

/// A TIC Rummy match: every deal from the first to the last, with each player's own round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
pub struct TicRummy {
    config: RummyConfig,
    seed: Seed,
    rng: GameRng,
    /// 0-based count of the current deal.
    deal: u32,
    dealer: usize,
    /// Each player's round, 1 to 8.
    rounds: Vec<u8>,
    /// Points against each player (lowest wins).
    totals: Vec<u32>,
    hands: Vec<CardSet>,
    /// Face down; the top is the last card.
    draw_pile: Vec<Card>,
    /// Face up; the top is the last card.
    discard: Vec<Card>,
    /// Each player's laid collections this deal (empty until they lay down).
    table: Vec<Vec<Laid>>,
    turn: usize,
    phase: Phase,
    pending: Option<Pending>,
    cancels: u8,
    turns_this_deal: u32,
    /// Cards each player has seen face up or in their own hand during the match: their
    /// identities are no secret to that player (see [`Game::hidden_cards`]).
    seen: Vec<CardSet>,
    events: EventLog,
}

#[cfg(feature = "serde")]
rules_engine::validated_serde!(TicRummy);

fn layout_error(reason: impl Into<String>) -> ConfigError {
    ConfigError::Invalid {
        option: "layout",
        reason: reason.into(),
    }
}

impl TicRummy {
    /// A match whose first deal is stacked: `hands` (one per seat, each the size its round
    /// deals), the turned-up discard, and the next cards of the deck, top first; the other
    /// cards lie below them in seeded random order. Later deals are shuffled as usual. For
    /// tutorials, puzzles and tests.
    pub fn with_layout(
        config: RummyConfig,
        seed: Seed,
        hands: &[CardSet],
        discard_top: Card,
        deck_top: &[Card],
    ) -> Result<Self, ConfigError> {
        let mut game = TicRummy::new(config, seed)?;
        let n = game.config.players;
        if hands.len() != n {
            return Err(layout_error(format!(
                "{} hands for {n} players",
                hands.len()
            )));
        }
        let mut used = CardSet::single(discard_top);
        let mut count = 1;
        for (p, hand) in hands.iter().enumerate() {
            let want = game.round_of(p).deal;
            if hand.len() != want {
                return Err(layout_error(format!(
                    "player {p} holds {} cards; round {} deals {want}",
                    hand.len(),
                    game.rounds[p]
                )));
            }
            used |= *hand;
            count += hand.len();
        }
        used.extend(deck_top.iter().copied());
        count += deck_top.len();
        if used.len() != count {
            return Err(layout_error("a card is given twice"));
        }
        let mut rest: Vec<Card> = (CardSet::FULL - used).iter().collect();
        game.rng.shuffle(&mut rest);
        rest.extend(deck_top.iter().rev());
        game.hands = hands.to_vec();
        game.draw_pile = rest;
        game.discard = vec![discard_top];
        game.seen = hands
            .iter()
            .map(|h| *h | CardSet::single(discard_top))
            .collect();
        game.events
            .retain(|e| matches!(e, RummyEvent::DealStarted { .. }));
        for (p, hand) in hands.iter().enumerate() {
            game.events.push(RummyEvent::Dealt {
                player: p,
                count: hand.len(),
                cards: Some(hand.iter().collect()),
            });
        }
        game.events
            .push(RummyEvent::DiscardTurned { card: discard_top });
        Ok(game)
    }

    /// The round `player` is on (1 to 8).
    #[must_use]
    pub fn round_number(&self, player: usize) -> u8 {
        self.rounds.get(player).copied().unwrap_or(1)
    }

    fn round_of(&self, player: usize) -> &'static Round {
        rules::round(self.round_number(player)).unwrap_or(&rules::ROUNDS[0])
    }

    /// The collections `player` must lay down this deal.
    #[must_use]
    pub fn requirements(&self, player: usize) -> &'static [Requirement] {
        self.round_of(player).requirements
    }

    /// The hand of `player`.
    #[must_use]
    pub fn hand(&self, player: usize) -> CardSet {
        self.hands.get(player).copied().unwrap_or_default()
    }

    /// Where the player to act is in their turn.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The laid collections of `player` this deal.
    #[must_use]
    pub fn laid(&self, player: usize) -> &[Laid] {
        self.table.get(player).map_or(&[], Vec::as_slice)
    }

    /// Each player's total of points against (lowest wins).
    #[must_use]
    pub fn totals(&self) -> &[u32] {
        &self.totals
    }

    /// The 0-based number of the current deal.
    #[must_use]
    pub fn deal_number(&self) -> u32 {
        self.deal
    }

    /// The top of the discard pile.
    #[must_use]
    pub fn discard_top(&self) -> Option<Card> {
        self.discard.last().copied()
    }

    /// Cards left in the draw pile.
    #[must_use]
    pub fn draw_pile_len(&self) -> usize {
        self.draw_pile.len()
    }

    /// The player whose turn it is.
    #[must_use]
    pub fn turn(&self) -> usize {
        self.turn
    }

    fn see_publicly(&mut self, cards: CardSet) {
        for s in &mut self.seen {
            *s |= cards;
        }
    }

    /// Shuffles all 125 cards and deals the next deal.
    fn start_deal(&mut self) {
        let n = self.config.players;
        let mut deck = tic_core::all_cards();
        self.rng.shuffle(&mut deck);
        self.hands = vec![CardSet::EMPTY; n];
        self.table = vec![Vec::new(); n];
        self.discard.clear();
        let most = (0..n).map(|p| self.round_of(p).deal).max().unwrap_or(0);
        for k in 0..most {
            for i in 1..=n {
                let p = (self.dealer + i) % n;
                if k < self.round_of(p).deal
                    && let Some(card) = deck.pop()
                {
                    self.hands[p].insert(card);
                }
            }
        }
        self.events.push(RummyEvent::DealStarted {
            deal: self.deal,
            dealer: self.dealer,
            rounds: self.rounds.clone(),
        });
        for p in 0..n {
            self.seen[p] |= self.hands[p];
            self.events.push(RummyEvent::Dealt {
                player: p,
                count: self.hands[p].len(),
                cards: Some(self.hands[p].iter().collect()),
            });
        }
        if let Some(card) = deck.pop() {
            self.discard.push(card);
            self.see_publicly(CardSet::single(card));
            self.events.push(RummyEvent::DiscardTurned { card });
        }
        self.draw_pile = deck;
        self.turn = (self.dealer + 1) % n;
        self.phase = Phase::Draw;
        self.pending = None;
        self.cancels = 0;
        self.turns_this_deal = 0;
    }

    /// Ends the turn after a discard that did not go out.
    fn end_turn(&mut self) {
        self.turns_this_deal += 1;
        self.cancels = 0;
        if self.draw_pile.is_empty() || self.turns_this_deal >= self.config.max_turns_per_deal {
            self.end_deal(DealEnd::Exhausted);
        } else {
            self.turn = (self.turn + 1) % self.config.players;
            self.phase = Phase::Draw;
        }
    }

    fn end_deal(&mut self, end: DealEnd) {
        let n = self.config.players;
        let last = self.config.last_round;
        let scored = match end {
            DealEnd::WentOut(_) => true,
            DealEnd::Exhausted => self.config.exhausted_deal_scores,
        };
        let mut penalties = vec![0; n];
        let mut match_won = false;
        if scored {
            for (p, penalty) in penalties.iter_mut().enumerate() {
                let laid = !self.table[p].is_empty();
                if end == DealEnd::WentOut(p) {
                    if self.rounds[p] >= last {
                        match_won = true;
                    } else {
                        self.rounds[p] += 1;
                    }
                } else {
                    *penalty = hand_penalty(self.hands[p]);
                    // Laying down moves a player on, but only going out finishes the last
                    // round (the match ends when someone goes out on it).
                    if laid && self.rounds[p] < last {
                        self.rounds[p] += 1;
                    }
                }
                self.totals[p] += *penalty;
            }
        }
        self.events.push(RummyEvent::DealScored {
            end,
            penalties,
            totals: self.totals.clone(),
            rounds: self.rounds.clone(),
        });
        self.deal += 1;
        if match_won || self.deal >= self.config.max_deals {
            self.phase = Phase::Over;
            self.pending = None;
            self.events.push(RummyEvent::MatchOver {
                totals: self.totals.clone(),
            });
        } else {
            self.dealer = (self.dealer + 1) % n;
            self.start_deal();
        }
    }

    fn illegal(reason: RummyIllegal) -> ActionError<RummyIllegal> {
        ActionError::Illegal(reason)
    }

    /// The cards `player` may select next into their laydown (empty when they may not).
    fn selectable_now(&self, player: usize) -> CardSet {
        let reqs = self.requirements(player);
        match (self.phase, &self.pending) {
            (Phase::Play, None)
                if self.table[player].is_empty() && self.cancels < MAX_CANCELS_PER_TURN =>
            {
                selectable(reqs, &[], CardSet::EMPTY, self.hands[player])
            }
            (Phase::Laying, Some(p)) => selectable(reqs, &p.closed, p.current, self.hands[player]),
            _ => CardSet::EMPTY,
        }
    }

    /// Checks an integration; returns the collection's kind.
    fn check_integrate(
        &self,
        player: usize,
        card: Card,
        owner: usize,
        collection: usize,
        end: End,
    ) -> Result<(), RummyIllegal> {
        if self.table[player].is_empty() {
            return Err(RummyIllegal::NotLaidDown);
        }
        if !self.hands[player].contains(card) {
            return Err(RummyIllegal::NotInHand(card));
        }
        if self.hands[player].len() < 2 {
            return Err(RummyIllegal::MustKeepDiscard);
        }
        let Some(laid) = self.table.get(owner).and_then(|t| t.get(collection)) else {
            return Err(RummyIllegal::NoSuchCollection { owner, collection });
        };
        if !extends(laid.kind, &laid.cards, card, end) {
            return Err(RummyIllegal::DoesNotFit {
                card,
                owner,
                collection,
            });
        }
        Ok(())
    }

    fn integrations(&self, player: usize) -> Vec<RummyAction> {
        let mut out = Vec::new();
        if self.table[player].is_empty() || self.hands[player].len() < 2 {
            return out;
        }
        for card in self.hands[player] {
            for (owner, collections) in self.table.iter().enumerate() {
                for (collection, laid) in collections.iter().enumerate() {
                    for end in [End::Front, End::Back] {
                        if extends(laid.kind, &laid.cards, card, end) {
                            out.push(RummyAction::Integrate {
                                card,
                                owner,
                                collection,
                                end,
                            });
                        }
                    }
                }
            }
        }
        out
    }
}

impl Game for TicRummy {
    type Config = RummyConfig;
    type Action = RummyAction;
    type View = RummyView;
    type Event = RummyEvent;
    type Card = Card;
    type Illegal = RummyIllegal;

    const NAME: &'static str = "tic-rummy";

    fn new(config: RummyConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut game = TicRummy {
            rng: GameRng::from_seed(seed),
            seed,
            deal: 0,
            dealer: n - 1,
            rounds: vec![config.first_round; n],
            totals: vec![0; n],
            hands: vec![CardSet::EMPTY; n],
            draw_pile: Vec::new(),
            discard: Vec::new(),
            table: vec![Vec::new(); n],
            turn: 0,
            phase: Phase::Draw,
            pending: None,
            cancels: 0,
            turns_this_deal: 0,
            seen: vec![CardSet::EMPTY; n],
            events: EventLog::default(),
            config,
        };
        game.start_deal();
        Ok(game)
    }

    fn config(&self) -> &RummyConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        if self.phase == Phase::Over {
            ToAct::Nobody
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<RummyAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        let mut out = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::Draw => {
                if !self.draw_pile.is_empty() {
                    out.push(RummyAction::DrawFromDeck);
                }
                if let Some(&top) = self.discard.last() {
                    out.push(RummyAction::TakeDiscard(top));
                }
            }
            Phase::Play => {
                out.extend(self.selectable_now(player).iter().map(RummyAction::Select));
                out.extend(self.integrations(player));
                out.extend(self.hands[player].iter().map(RummyAction::Discard));
            }
            Phase::Laying => {
                out.extend(self.selectable_now(player).iter().map(RummyAction::Select));
                if let Some(p) = &self.pending
                    && p.closed.len() == self.requirements(player).len()
                {
                    out.push(RummyAction::ConfirmLaydown);
                }
                out.push(RummyAction::CancelLaydown);
            }
        }
        out
    }

    fn apply(
        &mut self,
        player: usize,
        action: &RummyAction,
    ) -> Result<(), ActionError<RummyIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        // Every branch validates completely before it changes anything.
        match *action {
            RummyAction::DrawFromDeck => {
                if self.phase != Phase::Draw {
                    return Err(Self::illegal(RummyIllegal::AlreadyDrew));
                }
                let Some(card) = self.draw_pile.pop() else {
                    // Unreachable by play: an empty deck ends the deal before the next turn.
                    return Err(Self::illegal(RummyIllegal::MustDrawFirst));
                };
                self.hands[player].insert(card);
                self.seen[player].insert(card);
                self.events.push(RummyEvent::DrewFromDeck {
                    player,
                    card: Some(card),
                });
                self.phase = Phase::Play;
            }
            RummyAction::TakeDiscard(card) => {
                if self.phase != Phase::Draw {
                    return Err(Self::illegal(RummyIllegal::AlreadyDrew));
                }
                if self.discard.last() != Some(&card) {
                    return Err(Self::illegal(RummyIllegal::NotDiscardTop(card)));
                }
                self.discard.pop();
                self.hands[player].insert(card);
                self.events.push(RummyEvent::TookDiscard { player, card });
                self.phase = Phase::Play;
            }
            RummyAction::Select(card) => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(RummyIllegal::MustDrawFirst)),
                    Phase::Play if !self.table[player].is_empty() => {
                        return Err(Self::illegal(RummyIllegal::AlreadyLaidDown));
                    }
                    Phase::Play if self.cancels >= MAX_CANCELS_PER_TURN => {
                        return Err(Self::illegal(RummyIllegal::NoAttemptsLeft));
                    }
                    _ => {}
                }
                if !self.hands[player].contains(card) {
                    return Err(Self::illegal(RummyIllegal::NotInHand(card)));
                }
                if !self.selectable_now(player).contains(card) {
                    return Err(Self::illegal(RummyIllegal::CannotSelect(card)));
                }
                let needs: Vec<usize> = self.requirements(player).iter().map(|r| r.cards).collect();
                let pending = self.pending.get_or_insert_with(Pending::default);
                pending.current.insert(card);
                if needs.get(pending.closed.len()) == Some(&pending.current.len()) {
                    let full = pending.current;
                    pending.closed.push(full);
                    pending.current = CardSet::EMPTY;
                }
                self.phase = Phase::Laying;
            }
            RummyAction::ConfirmLaydown => {
                if self.phase != Phase::Laying {
                    return Err(Self::illegal(RummyIllegal::NoLaydown));
                }
                let reqs = self.requirements(player);
                let Some(pending) = &self.pending else {
                    return Err(Self::illegal(RummyIllegal::NoLaydown));
                };
                if pending.closed.len() != reqs.len() {
                    return Err(Self::illegal(RummyIllegal::LaydownIncomplete {
                        filled: pending.closed.len(),
                        needed: reqs.len(),
                    }));
                }
                let mut laid = Vec::with_capacity(reqs.len());
                for (r, &set) in reqs.iter().zip(&pending.closed) {
                    let cards = match r.kind {
                        CollectionKind::Sequence(step) => {
                            rules::sequence_order(set, step).unwrap_or_else(|| set.iter().collect())
                        }
                        _ => set.iter().collect(),
                    };
                    laid.push(Laid {
                        kind: r.kind,
                        cards,
                    });
                }
                let all = pending.cards();
                self.hands[player] -= all;
                self.see_publicly(all);
                self.events.push(RummyEvent::LaidDown {
                    player,
                    collections: laid.iter().map(|l| l.cards.clone()).collect(),
                });
                self.table[player] = laid;
                self.pending = None;
                self.phase = Phase::Play;
            }
            RummyAction::CancelLaydown => {
                if self.phase != Phase::Laying {
                    return Err(Self::illegal(RummyIllegal::NoLaydown));
                }
                self.pending = None;
                self.cancels += 1;
                self.phase = Phase::Play;
            }
            RummyAction::Integrate {
                card,
                owner,
                collection,
                end,
            } => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(RummyIllegal::MustDrawFirst)),
                    Phase::Laying => return Err(Self::illegal(RummyIllegal::LaydownInProgress)),
                    _ => {}
                }
                self.check_integrate(player, card, owner, collection, end)
                    .map_err(Self::illegal)?;
                let laid = &mut self.table[owner][collection];
                match end {
                    End::Back => laid.cards.push(card),
                    End::Front => laid.cards.insert(0, card),
                }
                self.hands[player].remove(card);
                self.see_publicly(CardSet::single(card));
                self.events.push(RummyEvent::Integrated {
                    player,
                    card,
                    owner,
                    collection,
                    end,
                });
            }
            RummyAction::Discard(card) => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(RummyIllegal::MustDrawFirst)),
                    Phase::Laying => return Err(Self::illegal(RummyIllegal::LaydownInProgress)),
                    _ => {}
                }
                if !self.hands[player].contains(card) {
                    return Err(Self::illegal(RummyIllegal::NotInHand(card)));
                }
                self.hands[player].remove(card);
                self.discard.push(card);
                self.see_publicly(CardSet::single(card));
                self.events.push(RummyEvent::Discarded { player, card });
                if self.hands[player].is_empty() {
                    self.end_deal(DealEnd::WentOut(player));
                } else {
                    self.end_turn();
                }
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> RummyView {
        let n = self.config.players;
        let me = player.min(n.saturating_sub(1));
        RummyView {
            player,
            deal: self.deal,
            dealer: self.dealer,
            round: self.round_number(me),
            requirements: self.requirements(me).to_vec(),
            hand: self.hand(player).iter().collect(),
            pending: match (&self.pending, self.turn == player) {
                (Some(p), true) => Some(PendingView {
                    closed: p.closed.iter().map(|s| s.iter().collect()).collect(),
                    current: p.current.iter().collect(),
                }),
                _ => None,
            },
            players: (0..n)
                .map(|p| PlayerView {
                    round: self.rounds[p],
                    hand_size: self.hands[p].len(),
                    total: self.totals[p],
                    laid: self.table[p].clone(),
                })
                .collect(),
            discard_top: self.discard.last().copied(),
            discard_size: self.discard.len(),
            draw_size: self.draw_pile.len(),
            turn: self.turn,
            phase: self.phase,
            to_act: self.to_act(),
            laydowns_left: MAX_CANCELS_PER_TURN.saturating_sub(self.cancels),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over)
            .then(|| Outcome::lowest_wins(self.totals.iter().map(|&t| i64::from(t)).collect()))
    }

    fn events(&self) -> &[RummyEvent] {
        &self.events.0
    }

    fn events_for(&self, player: usize) -> Vec<RummyEvent> {
        self.events
            .iter()
            .map(|e| match e {
                RummyEvent::Dealt {
                    player: p, count, ..
                } if *p != player => RummyEvent::Dealt {
                    player: *p,
                    count: *count,
                    cards: None,
                },
                RummyEvent::DrewFromDeck { player: p, .. } if *p != player => {
                    RummyEvent::DrewFromDeck {
                        player: *p,
                        card: None,
                    }
                }
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        let c = &self.config;
        c.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = c.players;
        for (what, len) in [
            ("rounds", self.rounds.len()),
            ("totals", self.totals.len()),
            ("hands", self.hands.len()),
            ("tables", self.table.len()),
            ("seen sets", self.seen.len()),
        ] {
            InvalidState::ensure(len == n, || format!("{len} {what} for {n} players"))?;
        }
        InvalidState::ensure(self.turn < n && self.dealer < n, || {
            format!("turn {} / dealer {} of {n} players", self.turn, self.dealer)
        })?;
        InvalidState::ensure(self.deal <= c.max_deals, || {
            format!("deal {} beyond the cap {}", self.deal, c.max_deals)
        })?;
        InvalidState::ensure(self.phase == Phase::Over || self.deal < c.max_deals, || {
            format!(
                "deal {} reached the cap but the match is not over",
                self.deal
            )
        })?;
        for (p, &r) in self.rounds.iter().enumerate() {
            InvalidState::ensure((c.first_round..=c.last_round).contains(&r), || {
                format!("player {p} is on round {r}")
            })?;
        }
        // Card conservation: every card exactly once.
        let mut all = CardSet::EMPTY;
        let mut count = 0;
        let mut add = |cards: CardSet, k: usize| {
            all |= cards;
            count += k;
        };
        for h in &self.hands {
            add(*h, h.len());
        }
        add(self.draw_pile.iter().collect(), self.draw_pile.len());
        add(self.discard.iter().collect(), self.discard.len());
        for t in &self.table {
            for l in t {
                add(l.cards.iter().collect(), l.cards.len());
            }
        }
        InvalidState::ensure(all == CardSet::FULL && count == Card::COUNT, || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })?;
        // Laid collections match the owner's round and are valid.
        for (p, t) in self.table.iter().enumerate() {
            if t.is_empty() {
                continue;
            }
            let reqs = self.requirements(p);
            InvalidState::ensure(t.len() == reqs.len(), || {
                format!(
                    "player {p} laid {} collections; the round asks {}",
                    t.len(),
                    reqs.len()
                )
            })?;
            for (i, (l, r)) in t.iter().zip(reqs).enumerate() {
                InvalidState::ensure(
                    l.kind == r.kind && is_laid_collection(r.kind, r.cards, &l.cards),
                    || {
                        format!(
                            "player {p}'s collection {} is not a valid {}",
                            i + 1,
                            r.kind
                        )
                    },
                )?;
            }
        }
        // The laydown being built.
        match (&self.pending, self.phase) {
            (None, Phase::Laying) => return Err(InvalidState::new("laying without a laydown")),
            (Some(_), phase) if phase != Phase::Laying => {
                return Err(InvalidState::new("a laydown outside the laying phase"));
            }
            (Some(pending), _) => {
                let reqs = self.requirements(self.turn);
                let cards = pending.cards();
                let sizes: usize =
                    pending.closed.iter().map(|s| s.len()).sum::<usize>() + pending.current.len();
                InvalidState::ensure(
                    cards.is_subset(self.hands[self.turn])
                        && sizes == cards.len()
                        && self.table[self.turn].is_empty()
                        && pending.closed.len() <= reqs.len()
                        && pending
                            .closed
                            .iter()
                            .zip(reqs)
                            .all(|(s, r)| rules::is_collection(r.kind, r.cards, *s))
                        && reqs
                            .get(pending.closed.len())
                            .is_none_or(|r| pending.current.len() < r.cards),
                    || "the laydown being built is not made of the player's cards".into(),
                )?;
            }
            _ => {}
        }
        InvalidState::ensure(self.cancels <= MAX_CANCELS_PER_TURN, || {
            format!("{} cancelled laydowns", self.cancels)
        })?;
        if self.phase != Phase::Over {
            // A player who has not laid down holds their round's deal (plus the draw).
            for p in 0..n {
                if !self.table[p].is_empty() {
                    continue;
                }
                let deal = self.round_of(p).deal;
                let drawn = p == self.turn && self.phase != Phase::Draw;
                let want = deal + usize::from(drawn);
                InvalidState::ensure(self.hands[p].len() == want, || {
                    format!("player {p} holds {} cards, not {want}", self.hands[p].len())
                })?;
            }
        }
        Ok(())
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flat_map(|h| h.iter()).collect();
        all.extend(&self.draw_pile);
        all.extend(&self.discard);
        for t in &self.table {
            for l in t {
                all.extend(&l.cards);
            }
        }
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden: CardSet = self.draw_pile.iter().collect();
        for (p, h) in self.hands.iter().enumerate() {
            if p != player {
                hidden |= *h;
            }
        }
        // A card this player has seen (in their hand or face up) in any deal is no secret to
        // them, even where it lies hidden now; its place is.
        if let Some(seen) = self.seen.get(player) {
            hidden -= *seen;
        }
        hidden.iter().collect()
    }
}
