//! The Team TIC game state: the cards, the sets on the table, the turn and the round, and the
//! steps of play the turn rules (`rules.rs`) are made of.

use rules_engine::{ActionError, ConfigError, GameRng, InvalidState, Seed};
use tic_core::{Card, CardSet};
use tic_rummy::deal::{self, End, EventLog, Knowledge};

use crate::actions::{TeamAction, TeamIllegal};
use crate::config::TeamTicConfig;
use crate::events::{GameEnd, TeamEvent};
use crate::scoring::{set_points, side_score};
use crate::sets::{MAX_SET, MIN_SET, extends, has_set_with, is_set};

/// Where the player to act is in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Draw from the deck or pick up from the chain.
    Draw,
    /// A pick-up was made: this card must be laid at once, in a set.
    MustLay(Card),
    /// Lay sets, add cards, discard.
    Play,
    /// The game is over.
    Over,
}

/// A set on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TableSet {
    /// The side that laid it (and scores it).
    pub team: usize,
    /// Its cards, in order.
    pub cards: Vec<Card>,
    /// Cards opponents added (they score nothing for whoever added them).
    pub foreign: CardSet,
}

impl TableSet {
    /// The points it scores for its side. With `opponent_cards_score` (the text, the default):
    /// by its size, every card counted, tripled when it holds the 5-star-red whoever added it.
    /// Without (the second reading): by the side's own cards only, tripled only when one of
    /// them is the 5-star-red.
    ///
    /// ```
    /// use tic_core::{parse_cards, Card};
    /// use tic_team::TableSet;
    /// let set = TableSet {
    ///     team: 0,
    ///     cards: parse_cards("5-star-yellow 5-star-orange 5-star-cyan 5-star-red")?,
    ///     foreign: "5-star-red".parse()?,
    /// };
    /// assert_eq!(set.points(true), 3 * 8);
    /// assert_eq!(set.points(false), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn points(&self, opponent_cards_score: bool) -> i64 {
        let all: CardSet = self.cards.iter().copied().collect();
        let counted = if opponent_cards_score {
            all
        } else {
            all - self.foreign
        };
        set_points(counted.len(), counted.contains(Card::TOP))
    }
}

rules_engine::validated_state! {
    /// A game of Team TIC: one round, or a match of several.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct TeamTic {
        pub(crate) config: TeamTicConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The round being played, 0-based.
        pub(crate) round: u8,
        pub(crate) dealer: usize,
        /// Each side's score from the rounds finished.
        pub(crate) totals: Vec<i64>,
        pub(crate) hands: Vec<CardSet>,
        /// Face down; the top is the last card.
        pub(crate) deck: Vec<Card>,
        /// Face up, oldest first.
        pub(crate) chain: Vec<Card>,
        pub(crate) sets: Vec<TableSet>,
        pub(crate) turn: usize,
        pub(crate) phase: Phase,
        /// Cards the player to act has added to opponents' sets this turn.
        pub(crate) opponent_cards: u8,
        /// How the round ended (set only once the game is over).
        pub(crate) end: Option<GameEnd>,
        /// What each player has seen (see [`rules_engine::Game::hidden_cards`]).
        pub(crate) knowledge: Knowledge,
        pub(crate) events: EventLog<TeamEvent>,
    }
}

impl TeamTic {
    /// A game with a stacked first deal: `hands` (one per seat, each of the deal's size), the
    /// chain (oldest first, at least one card) and the next cards of the deck, top first; the
    /// other cards lie below in seeded random order. For tutorials, puzzles and tests.
    pub fn with_layout(
        config: TeamTicConfig,
        seed: Seed,
        hands: &[CardSet],
        chain: &[Card],
        deck_top: &[Card],
    ) -> Result<Self, ConfigError> {
        use rules_engine::Game;
        let mut game = TeamTic::new(config, seed)?;
        if chain.is_empty() {
            return Err(ConfigError::Invalid {
                option: "layout",
                reason: "the chain needs a card".into(),
            });
        }
        let sizes = vec![game.config.hand_size(); game.config.players];
        game.deck = deal::stacked_deck(hands, &sizes, chain, deck_top, &mut game.rng)?;
        game.hands = hands.to_vec();
        game.chain = chain.to_vec();
        game.knowledge = Knowledge::new(game.config.players);
        game.knowledge.new_deal(hands);
        game.knowledge.show(chain.iter().collect());
        game.events
            .retain(|e| matches!(e, TeamEvent::RoundStarted { .. }));
        for (p, hand) in hands.iter().enumerate() {
            game.events.push(TeamEvent::Dealt {
                player: p,
                count: hand.len(),
                cards: Some(hand.iter().collect()),
            });
        }
        for &card in chain {
            game.events.push(TeamEvent::ChainStarted { card });
        }
        Ok(game)
    }

    /// The round being played, 0-based (matches of several rounds).
    #[must_use]
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Each side's score from the rounds finished (the final scores once the game is over).
    #[must_use]
    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    /// The hand of `player`.
    #[must_use]
    pub fn hand(&self, player: usize) -> CardSet {
        self.hands.get(player).copied().unwrap_or_default()
    }

    /// The discard chain, oldest first.
    #[must_use]
    pub fn chain(&self) -> &[Card] {
        &self.chain
    }

    /// The sets on the table.
    #[must_use]
    pub fn sets(&self) -> &[TableSet] {
        &self.sets
    }

    /// Cards left in the deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Where the turn is.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the last round ended, once the game is over.
    #[must_use]
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    /// Each side's points from its sets on the table (public at any time).
    #[must_use]
    pub fn set_points(&self) -> Vec<i64> {
        (0..self.config.teams())
            .map(|t| {
                self.sets
                    .iter()
                    .filter(|s| s.team == t)
                    .map(|s| s.points(self.config.opponent_cards_score))
                    .sum()
            })
            .collect()
    }

    /// Each side's score in the round being played (set points, going-out bonus once someone
    /// went out, minus cards in hand).
    #[must_use]
    pub fn side_scores(&self) -> Vec<i64> {
        (0..self.config.teams())
            .map(|t| {
                let points: i64 = self
                    .sets
                    .iter()
                    .filter(|s| s.team == t)
                    .map(|s| s.points(self.config.opponent_cards_score))
                    .sum();
                let out =
                    matches!(self.end, Some(GameEnd::WentOut(p)) if self.config.team_of(p) == t);
                let hands: Vec<CardSet> = (0..self.config.players)
                    .filter(|&p| self.config.team_of(p) == t)
                    .map(|p| self.hands[p])
                    .collect();
                side_score(points, out, &hands)
            })
            .collect()
    }

    pub(crate) fn illegal(reason: TeamIllegal) -> ActionError<TeamIllegal> {
        ActionError::Illegal(reason)
    }

    /// Whether picking up the chain from `from` lets the player lay the deepest card at once.
    pub(crate) fn pickup_works(&self, player: usize, from: usize) -> bool {
        let Some(&deepest) = self.chain.get(from) else {
            return false;
        };
        let pool = self.hands[player] | self.chain[from..].iter().collect::<CardSet>();
        if has_set_with(self.config.melds, pool, deepest) {
            return true;
        }
        self.config.pickup_onto_sets && self.own_set_takes(player, deepest)
    }

    fn own_set_takes(&self, player: usize, card: Card) -> bool {
        let team = self.config.team_of(player);
        self.sets.iter().any(|s| {
            s.team == team
                && End::BOTH
                    .into_iter()
                    .any(|e| extends(self.config.melds, &s.cards, card, e))
        })
    }

    pub(crate) fn pickups(&self, player: usize) -> Vec<TeamAction> {
        (0..self.chain.len())
            .filter(|&from| self.pickup_works(player, from))
            .map(|from| TeamAction::PickUp {
                card: self.chain[from],
                from,
            })
            .collect()
    }

    pub(crate) fn check_add(
        &self,
        player: usize,
        card: Card,
        set: usize,
        end: End,
    ) -> Result<(), TeamIllegal> {
        if !self.hands[player].contains(card) {
            return Err(TeamIllegal::NotInHand(card));
        }
        let Some(target) = self.sets.get(set) else {
            return Err(TeamIllegal::NoSuchSet(set));
        };
        if let Phase::MustLay(picked) = self.phase {
            // Only the picked card may go onto an own set, and only where the option allows.
            if !(self.config.pickup_onto_sets && card == picked) {
                return Err(TeamIllegal::MustLayPickedCard(picked));
            }
            if target.team != self.config.team_of(player) {
                return Err(TeamIllegal::MustLayPickedCard(picked));
            }
        }
        if target.team != self.config.team_of(player)
            && self.opponent_cards >= self.config.opponent_cards_per_turn
        {
            return Err(TeamIllegal::OpponentLimit);
        }
        if !extends(self.config.melds, &target.cards, card, end) {
            return Err(TeamIllegal::DoesNotFit { card, set });
        }
        Ok(())
    }

    /// Ends the round: scores it, then deals the next round or ends the match.
    pub(crate) fn finish(&mut self, end: GameEnd) {
        self.end = Some(end);
        let scores = self.side_scores();
        for (total, score) in self.totals.iter_mut().zip(&scores) {
            *total = total.saturating_add(*score);
        }
        self.events.push(TeamEvent::Ended { end, scores });
        if self.round.saturating_add(1) < self.config.rounds {
            self.round += 1;
            self.dealer = (self.dealer + 1) % self.config.players;
            self.start_round();
        } else {
            self.phase = Phase::Over;
            if self.config.rounds > 1 {
                self.events.push(TeamEvent::MatchOver {
                    totals: self.totals.clone(),
                });
            }
        }
    }

    /// Shuffles all 125 cards and deals a round; the player left of the dealer starts.
    pub(crate) fn start_round(&mut self) {
        let n = self.config.players;
        let mut deck = tic_core::all_cards();
        self.rng.shuffle(&mut deck);
        let first = (self.dealer + 1) % n;
        self.hands = deal::deal_round(&mut deck, &vec![self.config.hand_size(); n], first);
        self.knowledge.new_deal(&self.hands);
        if self.config.rounds > 1 {
            self.events.push(TeamEvent::RoundStarted {
                round: self.round,
                dealer: self.dealer,
            });
        }
        for (p, hand) in self.hands.iter().enumerate() {
            self.events.push(TeamEvent::Dealt {
                player: p,
                count: hand.len(),
                cards: Some(hand.iter().collect()),
            });
        }
        self.chain.clear();
        if let Some(card) = deck.pop() {
            self.chain.push(card);
            self.knowledge.show(CardSet::single(card));
            self.events.push(TeamEvent::ChainStarted { card });
        }
        self.deck = deck;
        self.sets.clear();
        self.turn = first;
        self.phase = Phase::Draw;
        self.opponent_cards = 0;
        self.end = None;
    }

    /// After a discard: the next player's turn, or the end when the deck is exhausted and they
    /// cannot pick up.
    pub(crate) fn next_turn(&mut self) {
        self.turn = (self.turn + 1) % self.config.players;
        self.phase = Phase::Draw;
        self.opponent_cards = 0;
        if self.deck.is_empty() && self.pickups(self.turn).is_empty() {
            self.finish(GameEnd::CannotPickUp(self.turn));
        }
    }

    pub(crate) fn after_laying(&mut self, player: usize) {
        if self.hands[player].is_empty() {
            self.finish(GameEnd::WentOut(player));
        }
    }

    /// Every card, zone by zone.
    pub(crate) fn every_card(&self) -> impl Iterator<Item = Card> + '_ {
        deal::every_card(
            &self.hands,
            [&self.deck, &self.chain],
            self.sets.iter().map(|s| s.cards.as_slice()),
        )
    }

    /// Checks every invariant play keeps (run on every loaded state): the card multiset, the
    /// hand and chain sizes, the sets, the phase and the player to act, and every counter's
    /// range.
    pub(crate) fn check(&self) -> Result<(), InvalidState> {
        let c = &self.config;
        c.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = c.players;
        InvalidState::ensure(
            self.hands.len() == n && self.turn < n && self.dealer < n,
            || {
                format!(
                    "{} hands, turn {}, dealer {} for {n} players",
                    self.hands.len(),
                    self.turn,
                    self.dealer
                )
            },
        )?;
        InvalidState::ensure(self.totals.len() == c.teams(), || {
            format!("{} totals for {} sides", self.totals.len(), c.teams())
        })?;
        InvalidState::ensure(self.round < c.rounds, || {
            format!("round {} of {}", u32::from(self.round) + 1, c.rounds)
        })?;
        InvalidState::ensure(self.dealer == (n - 1 + usize::from(self.round)) % n, || {
            format!(
                "player {} deals round {}",
                self.dealer,
                u32::from(self.round) + 1
            )
        })?;
        // A round scores at most every card in five-card sets holding the 5-star-red, plus the
        // bonus; at least every card in hand.
        let best = 25 * set_points(MAX_SET, true) + crate::scoring::GOING_OUT_BONUS;
        let worst = -crate::scoring::hand_penalty(CardSet::FULL);
        let rounds = i64::from(self.round) + i64::from(self.phase == Phase::Over);
        for (side, &t) in self.totals.iter().enumerate() {
            InvalidState::ensure((worst * rounds..=best * rounds).contains(&t), || {
                format!("side {side}'s total {t} is out of the range {rounds} rounds can reach")
            })?;
        }
        deal::check_full_deck(self.every_card())?;
        let face_up: CardSet = self
            .chain
            .iter()
            .chain(self.sets.iter().flat_map(|s| s.cards.iter()))
            .copied()
            .collect();
        self.knowledge.check(&self.hands, &self.deck, face_up)?;
        for (i, s) in self.sets.iter().enumerate() {
            let cards: CardSet = s.cards.iter().collect();
            InvalidState::ensure(
                s.team < c.teams()
                    && s.foreign.is_subset(cards)
                    && (cards - s.foreign).len() >= MIN_SET
                    && is_set(c.melds, &s.cards),
                || format!("set {} is not a valid set", i + 1),
            )?;
        }
        InvalidState::ensure(self.opponent_cards <= c.opponent_cards_per_turn, || {
            format!(
                "{} cards onto opponents' sets this turn",
                self.opponent_cards
            )
        })?;
        InvalidState::ensure((self.phase == Phase::Over) == self.end.is_some(), || {
            "the end and the phase disagree".into()
        })?;
        if self.phase == Phase::Over {
            return Ok(());
        }
        if let Phase::MustLay(card) = self.phase {
            InvalidState::ensure(self.hands[self.turn].contains(card), || {
                format!("the picked-up {card} is not in the player's hand")
            })?;
        }
        InvalidState::ensure(
            self.phase != Phase::Draw || self.opponent_cards == 0,
            || "cards onto opponents' sets before the turn began".into(),
        )?;
        // Every hand holds a card until someone goes out (which ends the round).
        for (p, hand) in self.hands.iter().enumerate() {
            InvalidState::ensure(!hand.is_empty(), || {
                format!("player {p} holds {} cards during play", hand.len())
            })?;
        }
        InvalidState::ensure(
            !self.chain.is_empty() || self.phase != Phase::Draw || !self.deck.is_empty(),
            || "a turn starts with nothing to draw or pick up".into(),
        )
    }
}
