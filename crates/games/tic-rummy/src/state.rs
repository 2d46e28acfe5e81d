//! The TIC Rummy game state: the cards, each player's round and total, the turn, and the
//! steps of play the turn rules (`rules.rs`) are made of.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Seed};
use tic_core::{Card, CardSet};

use crate::actions::{RummyAction, RummyIllegal};
use crate::collections::{
    self, CollectionKind, Requirement, Round, extends, is_laid_collection, selectable,
};
use crate::config::RummyConfig;
use crate::deal::{self, End, EventLog, Knowledge};
use crate::events::{DealEnd, RummyEvent};
use crate::scoring::hand_penalty;

/// How many laydowns a player may cancel in one turn. Bounding this keeps every turn finite
/// (a laydown started and cancelled forever would never end the game).
pub const MAX_CANCELS_PER_TURN: u8 = 2;

/// Where the player to act is in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Pending {
    /// Filled collections.
    pub closed: Vec<CardSet>,
    /// The collection being filled.
    pub current: CardSet,
}

impl Pending {
    pub(crate) fn cards(&self) -> CardSet {
        self.closed.iter().fold(self.current, |a, &b| a | b)
    }
}

/// A collection on the table, cards in laid order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Laid {
    /// What it is.
    pub kind: CollectionKind,
    /// Its cards, in order (the order matters for sequences).
    pub cards: Vec<Card>,
}

rules_engine::validated_state! {
    /// A TIC Rummy match: every deal from the first to the last, with each player's own round.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct TicRummy {
        pub(crate) config: RummyConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// 0-based count of the current deal.
        pub(crate) deal: u32,
        pub(crate) dealer: usize,
        /// Each player's round, 1 to 8.
        pub(crate) rounds: Vec<u8>,
        /// Points against each player (lowest wins).
        pub(crate) totals: Vec<u32>,
        pub(crate) hands: Vec<CardSet>,
        /// Face down; the top is the last card.
        pub(crate) draw_pile: Vec<Card>,
        /// Face up; the top is the last card.
        pub(crate) discard: Vec<Card>,
        /// Each player's laid collections this deal (empty until they lay down).
        pub(crate) table: Vec<Vec<Laid>>,
        pub(crate) turn: usize,
        pub(crate) phase: Phase,
        pub(crate) pending: Option<Pending>,
        pub(crate) cancels: u8,
        pub(crate) turns_this_deal: u32,
        /// What each player has seen: a card seen is no secret to them (see
        /// [`Game::hidden_cards`]), and a face-up card taken into a hand is known to be there.
        pub(crate) knowledge: Knowledge,
        pub(crate) events: EventLog<RummyEvent>,
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
        let sizes: Vec<usize> = (0..game.config.players)
            .map(|p| game.round_of(p).deal)
            .collect();
        game.draw_pile =
            deal::stacked_deck(hands, &sizes, &[discard_top], deck_top, &mut game.rng)?;
        game.hands = hands.to_vec();
        game.discard = vec![discard_top];
        game.knowledge = Knowledge::new(game.config.players);
        game.knowledge.new_deal(hands);
        game.knowledge.show(CardSet::single(discard_top));
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

    pub(crate) fn round_of(&self, player: usize) -> &'static Round {
        collections::round(self.round_number(player)).unwrap_or(&collections::ROUNDS[0])
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

    /// Shuffles all 125 cards and deals the next deal.
    pub(crate) fn start_deal(&mut self) {
        let n = self.config.players;
        let mut deck = tic_core::all_cards();
        self.rng.shuffle(&mut deck);
        self.table = vec![Vec::new(); n];
        self.discard.clear();
        let sizes: Vec<usize> = (0..n).map(|p| self.round_of(p).deal).collect();
        self.hands = deal::deal_round(&mut deck, &sizes, (self.dealer + 1) % n);
        self.knowledge.new_deal(&self.hands);
        self.events.push(RummyEvent::DealStarted {
            deal: self.deal,
            dealer: self.dealer,
            rounds: self.rounds.clone(),
        });
        for p in 0..n {
            self.events.push(RummyEvent::Dealt {
                player: p,
                count: self.hands[p].len(),
                cards: Some(self.hands[p].iter().collect()),
            });
        }
        if let Some(card) = deck.pop() {
            self.discard.push(card);
            self.knowledge.show(CardSet::single(card));
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
    pub(crate) fn end_turn(&mut self) {
        self.turns_this_deal = self.turns_this_deal.saturating_add(1);
        self.cancels = 0;
        if self.draw_pile.is_empty() || self.turns_this_deal >= self.config.max_turns_per_deal {
            self.end_deal(DealEnd::Exhausted);
        } else {
            self.turn = (self.turn + 1) % self.config.players;
            self.phase = Phase::Draw;
        }
    }

    pub(crate) fn end_deal(&mut self, end: DealEnd) {
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
                self.totals[p] = self.totals[p].saturating_add(*penalty);
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

    pub(crate) fn illegal(reason: RummyIllegal) -> ActionError<RummyIllegal> {
        ActionError::Illegal(reason)
    }

    /// The cards `player` may select next into their laydown (empty when they may not).
    pub(crate) fn selectable_now(&self, player: usize) -> CardSet {
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
    pub(crate) fn check_integrate(
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

    pub(crate) fn integrations(&self, player: usize) -> Vec<RummyAction> {
        let mut out = Vec::new();
        if self.table[player].is_empty() || self.hands[player].len() < 2 {
            return out;
        }
        for card in self.hands[player] {
            for (owner, collections) in self.table.iter().enumerate() {
                for (collection, laid) in collections.iter().enumerate() {
                    for end in End::BOTH {
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

    /// Every card, zone by zone.
    pub(crate) fn every_card(&self) -> impl Iterator<Item = Card> + '_ {
        deal::every_card(
            &self.hands,
            [&self.draw_pile, &self.discard],
            self.table.iter().flatten().map(|l| l.cards.as_slice()),
        )
    }

    /// Checks every invariant play keeps (run on every loaded state): the card multiset, the
    /// zones' sizes, the phase and the player to act, every counter's range, and the laid
    /// collections.
    pub(crate) fn check(&self) -> Result<(), InvalidState> {
        let c = &self.config;
        c.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = c.players;
        for (what, len) in [
            ("rounds", self.rounds.len()),
            ("totals", self.totals.len()),
            ("hands", self.hands.len()),
            ("tables", self.table.len()),
        ] {
            InvalidState::ensure(len == n, || format!("{len} {what} for {n} players"))?;
        }
        InvalidState::ensure(self.turn < n && self.dealer < n, || {
            format!("turn {} / dealer {} of {n} players", self.turn, self.dealer)
        })?;
        // The deal passes to the left each deal (the last deal's dealer stays once it is over).
        let dealt = u64::from(self.deal) - u64::from(self.phase == Phase::Over && self.deal > 0);
        InvalidState::ensure(
            self.dealer as u64 == (n as u64 - 1 + dealt) % n as u64,
            || {
                format!(
                    "player {} deals deal {}",
                    self.dealer,
                    u64::from(self.deal) + 1
                )
            },
        )?;
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
        deal::check_full_deck(self.every_card())?;
        let face_up: CardSet = self
            .discard
            .iter()
            .copied()
            .chain(
                self.table
                    .iter()
                    .flatten()
                    .flat_map(|l| l.cards.iter().copied()),
            )
            .collect();
        self.knowledge
            .check(&self.hands, &self.draw_pile, face_up)?;
        // The most a deal can count against a player is every card's value.
        let most = u64::from(CardSet::FULL.value_sum()) * u64::from(self.deal);
        for (p, &t) in self.totals.iter().enumerate() {
            InvalidState::ensure(u64::from(t) <= most, || {
                format!(
                    "player {p}'s total {t} is more than {} deals can reach",
                    self.deal
                )
            })?;
        }
        InvalidState::ensure(self.turns_this_deal <= c.max_turns_per_deal, || {
            format!(
                "{} turns in a deal capped at {}",
                self.turns_this_deal, c.max_turns_per_deal
            )
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
                            .all(|(s, r)| collections::is_collection(r.kind, r.cards, *s))
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
        if self.phase == Phase::Over {
            // The match ends at the deal cap or when someone went out on the last round.
            let went_out =
                (0..n).any(|p| self.rounds[p] == c.last_round && self.hands[p].is_empty());
            return InvalidState::ensure(self.deal == c.max_deals || went_out, || {
                "the match is over but nobody went out on the last round".into()
            });
        }
        InvalidState::ensure(
            self.phase != Phase::Draw || !self.draw_pile.is_empty(),
            || "a turn starts with an empty deck (the deal should have ended)".into(),
        )?;
        // A player holds their round's deal (plus the card drawn this turn), less what they
        // laid down, and never runs out of cards without the deal ending.
        for p in 0..n {
            let drawn = p == self.turn && self.phase != Phase::Draw;
            let full = self.round_of(p).deal + usize::from(drawn);
            let len = self.hands[p].len();
            if self.table[p].is_empty() {
                InvalidState::ensure(len == full, || {
                    format!("player {p} holds {len} cards, not {full}")
                })?;
            } else {
                let laid: usize = self.requirements(p).iter().map(|r| r.cards).sum();
                InvalidState::ensure(len >= 1 && len + laid <= full, || {
                    format!(
                        "player {p} holds {len} cards after laying down {laid}; the round deals {full}"
                    )
                })?;
            }
        }
        Ok(())
    }
}
