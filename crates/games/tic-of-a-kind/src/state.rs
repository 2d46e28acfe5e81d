//! The knock game state, what each player knows of it, and its validation.

use core::marker::PhantomData;

use rules_engine::{GameRng, InvalidState, Seed};
use tic_core::{Card, CardSet};

use crate::config::KnockConfig;
use crate::events::{KnockEvent, ScoredHand};
use crate::hands::KnockRules;

/// Where a turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// The player to act takes from the middle (deck, discard pile or face-up cards) or
    /// knocks.
    Draw,
    /// The player to act discards (as many cards as they took).
    Discard,
    /// The match is over.
    Over,
}

rules_engine::validated_state! {
    bound: "R::Config: serde::Deserialize<'de>",
    /// A knock game's match (Tic-of-a-Kind, Spectrum): `R` says what lies in the middle and how
    /// hands score.
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
    /// let other = game.hand(0)[0];
    /// game.apply(0, &TicOfAKindAction::Discard(other))?;
    /// assert_eq!(game.round(), 2);
    /// assert_eq!(game.last_scores().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(bound = "R::Config: serde::Serialize"))]
    pub struct KnockGame<R: KnockRules> {
        pub(crate) config: R::Config,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The current round, from 0.
        pub(crate) round: u32,
        pub(crate) dealer: usize,
        /// The piles in the middle; the top of each is its end (face up in a game with face-up
        /// piles, otherwise the whole pile is a face-down deck).
        pub(crate) piles: Vec<Vec<Card>>,
        /// The face-up discard pile; the top is the end.
        pub(crate) discards: Vec<Card>,
        pub(crate) hands: Vec<Vec<Card>>,
        pub(crate) phase: Phase,
        pub(crate) turn: usize,
        /// Cards still to discard this turn.
        pub(crate) to_discard: usize,
        /// The card taken from the discard pile this turn.
        pub(crate) taken: Option<Card>,
        pub(crate) knocker: Option<usize>,
        /// Turns completed this round.
        pub(crate) turns: u32,
        pub(crate) totals: Vec<i64>,
        pub(crate) last_scores: Vec<ScoredHand>,
        pub(crate) events: Vec<KnockEvent>,
        #[cfg_attr(feature = "serde", serde(skip))]
        pub(crate) rules: PhantomData<R>,
    }
}

impl<R: KnockRules> KnockGame<R> {
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

    /// The face-up cards: the top of each pile in the middle (`None` where the pile is empty
    /// or a face-down deck), then the top of the discard pile.
    #[must_use]
    pub fn face_up(&self) -> Vec<Option<Card>> {
        self.piles
            .iter()
            .map(|pile| pile.last().copied().filter(|_| R::FACE_UP_PILES))
            .chain([self.discard_top()])
            .collect()
    }

    /// Cards in each pile in the middle, then in the discard pile.
    #[must_use]
    pub fn pile_sizes(&self) -> Vec<usize> {
        self.piles
            .iter()
            .chain([&self.discards])
            .map(Vec::len)
            .collect()
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
        self.round.saturating_add(1)
    }

    /// The hands scored at the end of the last round.
    #[must_use]
    pub fn last_scores(&self) -> &[ScoredHand] {
        &self.last_scores
    }

    /// Cards the player to act still owes the discard pile this turn.
    #[must_use]
    pub fn to_discard(&self) -> usize {
        self.to_discard
    }

    /// The card the player to act took from the discard pile this turn.
    #[must_use]
    pub fn taken(&self) -> Option<Card> {
        self.taken
    }

    /// The dealer of this round.
    #[must_use]
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// The face-up cards as a set.
    pub(crate) fn face_up_set(&self) -> CardSet {
        self.face_up().iter().flatten().collect()
    }

    /// Every card the player's event log shows, in any round.
    pub(crate) fn revealed_to(&self, player: usize) -> CardSet {
        self.events
            .iter()
            .map(|e| e.redacted_for(player).cards())
            .fold(CardSet::EMPTY, |a, b| a | b)
    }

    /// The cards in `p`'s hand that every player saw go there: taken face up this round and
    /// not discarded since.
    pub(crate) fn known_in_hand(&self, p: usize) -> CardSet {
        let start = self
            .events
            .iter()
            .rposition(|e| matches!(e, KnockEvent::RoundStarted { .. }))
            .unwrap_or(0);
        let mut known = CardSet::EMPTY;
        for event in &self.events[start..] {
            match event {
                KnockEvent::TookDiscard { player, card } if *player == p => {
                    known.insert(*card);
                }
                KnockEvent::Took { player, cards } if *player == p => known |= *cards,
                KnockEvent::Discarded { player, card } if *player == p => {
                    known.remove(*card);
                }
                _ => {}
            }
        }
        known & self.hand(p).iter().collect::<CardSet>()
    }

    /// The face-down part of each pile (all of it for a face-down deck).
    pub(crate) fn face_down(pile: &[Card]) -> &[Card] {
        match pile.split_last() {
            Some((_, below)) if R::FACE_UP_PILES => below,
            _ if R::FACE_UP_PILES => &[],
            _ => pile,
        }
    }

    /// The cards whose place `player` does not know: the face-down cards of the middle and
    /// the other players' hands, except the cards everyone saw them take face up. (Wider than
    /// [`rules_engine::Game::hidden_cards`], the cards never shown: a card seen earlier may
    /// have gone back face down, or into a hand unseen.)
    pub(crate) fn unknown_to(&self, player: usize) -> Vec<Card> {
        let mut unknown: Vec<Card> = self
            .piles
            .iter()
            .flat_map(|pile| Self::face_down(pile))
            .copied()
            .collect();
        // At the end of the match every hand has been shown.
        if self.phase == Phase::Over {
            return unknown;
        }
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                let known = self.known_in_hand(p);
                unknown.extend(hand.iter().filter(|c| !known.contains(**c)));
            }
        }
        unknown
    }

    /// Every card on the table.
    pub(crate) fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.piles.iter().flatten().copied().collect();
        all.extend(&self.discards);
        all.extend(self.hands.iter().flatten());
        all
    }

    /// Checks that play can reach this state: the deck exactly once, zone and hand sizes,
    /// phase, turn and knock consistent, every number in its range, last round's scores
    /// right.
    ///
    /// # Errors
    /// The first inconsistency found.
    pub fn check(&self) -> Result<(), InvalidState> {
        let cfg = &self.config;
        cfg.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = cfg.players();
        InvalidState::ensure(self.hands.len() == n && self.totals.len() == n, || {
            format!(
                "{} hands, {} totals for {n} players",
                self.hands.len(),
                self.totals.len()
            )
        })?;
        InvalidState::ensure(self.piles.len() == R::PILES, || {
            format!("{} piles, not {}", self.piles.len(), R::PILES)
        })?;
        let mut cards = self.all_cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == tic_core::all_cards(), || {
            "the cards are not the 125-card deck: one is missing, added or duplicated".into()
        })?;
        self.check_turn()?;
        self.check_hands()?;
        self.check_scores()
    }

    fn check_turn(&self) -> Result<(), InvalidState> {
        let cfg = &self.config;
        let n = cfg.players();
        InvalidState::ensure(self.round < cfg.rounds(), || {
            format!("round {} of {}", self.round(), cfg.rounds())
        })?;
        // Both below 100: no overflow.
        InvalidState::ensure(self.dealer == (self.round as usize + n - 1) % n, || {
            format!("player {} cannot deal round {}", self.dealer, self.round())
        })?;
        InvalidState::ensure(self.turn < n, || {
            format!("turn {} of {n} players", self.turn)
        })?;
        let over = self.phase == Phase::Over;
        InvalidState::ensure(!over || self.round + 1 == cfg.rounds(), || {
            format!(
                "the match is over in round {} of {}",
                self.round(),
                cfg.rounds()
            )
        })?;
        // A round nobody knocked is scored once it reaches the limit. A knock comes at the
        // latest as the limit's turn, and the other players' one more turn each follows it;
        // the last of them scores the round. (Limit and players are at most 10,000 and 8.)
        let after_knock = if self.knocker.is_some() {
            u32::try_from(n).unwrap_or(u32::MAX) - 1
        } else {
            0
        };
        let limit = cfg.turn_limit() + after_knock - u32::from(!over);
        InvalidState::ensure(self.turns <= limit, || {
            format!("{} turns, over the limit {}", self.turns, cfg.turn_limit())
        })?;
        if let Some(k) = self.knocker {
            InvalidState::ensure(k < n && self.turns > 0, || {
                format!("player {k} knocked after {} turns", self.turns)
            })?;
            InvalidState::ensure(over || k != self.turn, || {
                format!("player {k} knocked and has another turn")
            })?;
        }
        let owed = if self.phase == Phase::Discard {
            1..=cfg.take_up_to()
        } else {
            0..=0
        };
        InvalidState::ensure(owed.contains(&self.to_discard), || {
            format!(
                "{} cards owed to the discard pile in the {:?} phase",
                self.to_discard, self.phase
            )
        })?;
        if self.phase == Phase::Draw {
            if R::FACE_UP_PILES {
                InvalidState::ensure(
                    self.discards.len() <= 1 || self.piles.iter().any(|p| !p.is_empty()),
                    || "the piles ran out but the discards were not shuffled into new ones".into(),
                )?;
            } else {
                InvalidState::ensure(!self.discards.is_empty(), || {
                    "a turn starts with an empty discard pile".into()
                })?;
            }
        }
        Ok(())
    }

    fn check_hands(&self) -> Result<(), InvalidState> {
        let size = self.config.hand_size();
        for (p, hand) in self.hands.iter().enumerate() {
            let want = size + if p == self.turn { self.to_discard } else { 0 };
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

    fn check_scores(&self) -> Result<(), InvalidState> {
        let n = self.config.players();
        let over = self.phase == Phase::Over;
        let done = i64::from(self.round) + i64::from(over);
        let per_hand = R::hand_points(&self.config);
        // At most 100 rounds of at most a few thousand points: no overflow.
        let range = done * per_hand.start()..=done * per_hand.end();
        for (p, total) in self.totals.iter().enumerate() {
            InvalidState::ensure(range.contains(total), || {
                format!("player {p}'s total {total} is out of reach after {done} rounds")
            })?;
        }
        let want = if done == 0 { 0 } else { n };
        InvalidState::ensure(self.last_scores.len() == want, || {
            format!(
                "{} hands scored last round, not {want}",
                self.last_scores.len()
            )
        })?;
        for (p, h) in self.last_scores.iter().enumerate() {
            let points = R::score(&h.hand, &self.config).map(|s| s.0);
            InvalidState::ensure(h.player == p && points == Some(h.points), || {
                format!("the last round's score of seat {p} is not its hand's")
            })?;
            InvalidState::ensure(!over || h.hand == self.hands[p], || {
                format!("player {p}'s hand is not the one scored at the end")
            })?;
        }
        Ok(())
    }
}
