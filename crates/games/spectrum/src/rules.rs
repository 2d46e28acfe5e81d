//! Legality and turn flow: taking face-up cards, discarding, the knock and the last turns.

use rules_engine::{Determinize, Game, GameRng, determinize};
use tic_core::{Card, CardSet};

use crate::actions::{SpectrumAction, SpectrumError};
use crate::events::{ScoredHand, SpectrumEvent};
use crate::scoring::score_hand;
use crate::state::{PILES, Phase, Spectrum};

impl Spectrum {
    pub(crate) fn start_round(&mut self, round: u32) {
        let n = self.config.players;
        self.round = round;
        self.dealer = (round as usize + n - 1) % n;
        let mut deck = tic_core::all_cards();
        self.rng.shuffle(&mut deck);
        self.discards.clear();
        self.hands.iter_mut().for_each(Vec::clear);
        self.piles.iter_mut().for_each(Vec::clear);
        self.events.push(SpectrumEvent::RoundStarted {
            round: round + 1,
            dealer: self.dealer,
        });
        let order: Vec<usize> = (1..=n).map(|k| (self.dealer + k) % n).collect();
        for _ in 0..self.config.hand_size() {
            for &p in &order {
                self.hands[p].extend(deck.pop());
            }
        }
        for &p in &order {
            self.events.push(SpectrumEvent::Dealt {
                player: p,
                cards: Some(self.hands[p].clone()),
            });
        }
        // The rest go into four piles as equal as can be, one card at a time.
        for (i, card) in deck.into_iter().enumerate() {
            self.piles[i % PILES].push(card);
        }
        for pile in 0..PILES {
            if let Some(&card) = self.piles[pile].last() {
                self.events.push(SpectrumEvent::Flipped { pile, card });
            }
        }
        self.phase = Phase::Take;
        self.turn = order.first().copied().unwrap_or(0);
        self.to_discard = 0;
        self.taken = None;
        self.knocker = None;
        self.turns = 0;
    }

    fn face_up_set(&self) -> CardSet {
        self.face_up().iter().flatten().collect()
    }

    pub(crate) fn actions_of(&self, player: usize) -> Vec<SpectrumAction> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Take => {
                let up: Vec<Card> = self.face_up().iter().flatten().copied().collect();
                let mut actions = Vec::new();
                for mask in 1u32..(1 << up.len()) {
                    if mask.count_ones() as usize <= self.config.take_up_to {
                        let set = (0..up.len())
                            .filter(|i| mask >> i & 1 == 1)
                            .map(|i| up[i])
                            .collect();
                        actions.push(SpectrumAction::Take(set));
                    }
                }
                if self.knocker.is_none() {
                    actions.push(SpectrumAction::Knock);
                }
                actions
            }
            Phase::Discard => self
                .hand(player)
                .iter()
                .filter(|&&c| Some(c) != self.taken)
                .map(|&c| SpectrumAction::Discard(c))
                .collect(),
        }
    }

    pub(crate) fn check(&self, player: usize, action: SpectrumAction) -> Result<(), SpectrumError> {
        match (self.phase, action) {
            (Phase::Discard, SpectrumAction::Discard(card)) => {
                if !self.hand(player).contains(&card) {
                    Err(SpectrumError::NotInHand(card))
                } else if self.taken == Some(card) {
                    Err(SpectrumError::JustTaken(card))
                } else {
                    Ok(())
                }
            }
            (Phase::Discard, _) => Err(SpectrumError::MustDiscard(self.to_discard)),
            (_, SpectrumAction::Discard(_)) => Err(SpectrumError::MustTake),
            (_, SpectrumAction::Knock) => match self.knocker {
                Some(k) => Err(SpectrumError::AlreadyKnocked(k)),
                None => Ok(()),
            },
            (_, SpectrumAction::Take(cards)) => {
                if cards.is_empty() {
                    return Err(SpectrumError::EmptyTake);
                }
                if cards.len() > self.config.take_up_to {
                    return Err(SpectrumError::TooMany {
                        max: self.config.take_up_to,
                        got: cards.len(),
                    });
                }
                match (cards - self.face_up_set()).first() {
                    Some(card) => Err(SpectrumError::NotFaceUp(card)),
                    None => Ok(()),
                }
            }
        }
    }

    pub(crate) fn perform(&mut self, player: usize, action: SpectrumAction) {
        match action {
            SpectrumAction::Take(cards) => {
                self.events.push(SpectrumEvent::Took { player, cards });
                for pile in 0..PILES {
                    if self.piles[pile].last().is_some_and(|c| cards.contains(*c)) {
                        self.piles[pile].pop();
                        if let Some(&card) = self.piles[pile].last() {
                            self.events.push(SpectrumEvent::Flipped { pile, card });
                        }
                    }
                }
                if let Some(&top) = self.discards.last()
                    && cards.contains(top)
                {
                    self.discards.pop();
                    self.taken = Some(top);
                }
                self.hands[player].extend(cards);
                self.to_discard = cards.len();
                self.phase = Phase::Discard;
            }
            SpectrumAction::Knock => {
                self.knocker = Some(player);
                self.events.push(SpectrumEvent::Knocked { player });
                self.end_turn(player);
            }
            SpectrumAction::Discard(card) => {
                self.hands[player].retain(|&c| c != card);
                self.discards.push(card);
                self.events.push(SpectrumEvent::Discarded { player, card });
                self.to_discard = self.to_discard.saturating_sub(1);
                if self.to_discard == 0 {
                    self.taken = None;
                    self.end_turn(player);
                }
            }
        }
    }

    fn end_turn(&mut self, player: usize) {
        self.turns += 1;
        let next = (player + 1) % self.config.players;
        if self.knocker == Some(next) {
            self.score_round();
        } else if self.turns >= self.config.turn_limit
            || (self.face_up_set().is_empty() && self.knocker.is_some())
        {
            // No end in the text for a table that never knocks, or nothing left to take
            // after a knock: the round is scored as it stands.
            self.events.push(SpectrumEvent::RoundCut);
            self.score_round();
        } else {
            self.turn = next;
            self.phase = Phase::Take;
        }
    }

    fn score_round(&mut self) {
        let table = self.config.points;
        let hands: Vec<ScoredHand> = self
            .hands
            .iter()
            .enumerate()
            .map(|(player, hand)| {
                let (points, sequences) = score_hand(hand, &table).unwrap_or_default();
                ScoredHand {
                    player,
                    hand: hand.clone(),
                    sequences,
                    points,
                }
            })
            .collect();
        for h in &hands {
            self.totals[h.player] = self.totals[h.player].saturating_add(h.points);
        }
        self.events.push(SpectrumEvent::Scored {
            hands: hands.clone(),
        });
        self.last_scores = hands;
        self.phase = Phase::Take;
        if self.round + 1 >= self.config.rounds {
            self.phase = Phase::Over;
            self.events.push(SpectrumEvent::MatchOver {
                totals: self.totals.clone(),
            });
        } else {
            self.start_round(self.round + 1);
        }
    }
}

impl Determinize for Spectrum {
    /// The face-down cards and the other players' hands redealt among themselves, except the
    /// cards everyone saw a player take (they stay in that hand); the generator reseeded and
    /// the event log replaced by the one `player` saw.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let hidden = self.unknown_to(player);
        let mut sample = self.clone();
        let mut zones: Vec<&mut [Card]> = Vec::new();
        for pile in &mut sample.piles {
            if let Some((_, below)) = pile.split_last_mut() {
                zones.push(below);
            }
        }
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        determinize::redeal(&mut zones, &hidden, rng);
        sample.rng = determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
