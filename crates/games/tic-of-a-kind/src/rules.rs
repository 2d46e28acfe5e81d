//! Legality and turn flow: rounds, draw and discard, the knock and the last turns.

use rules_engine::{Determinize, Game, GameRng, determinize};
use tic_core::Card;

use crate::actions::{TicOfAKindAction, TicOfAKindError};
use crate::events::{ScoredHand, TicOfAKindEvent};
use crate::scoring::score_hand;
use crate::state::{Phase, TicOfAKind};

impl TicOfAKind {
    pub(crate) fn start_round(&mut self, round: u32) {
        let n = self.config.players;
        self.round = round;
        self.dealer = (round as usize + n - 1) % n;
        self.deck = tic_core::all_cards();
        self.rng.shuffle(&mut self.deck);
        self.discards.clear();
        self.hands.iter_mut().for_each(Vec::clear);
        self.events.push(TicOfAKindEvent::RoundStarted {
            round: round + 1,
            dealer: self.dealer,
        });
        let order: Vec<usize> = (1..=n).map(|k| (self.dealer + k) % n).collect();
        for _ in 0..self.config.hand_size() {
            for &p in &order {
                self.hands[p].extend(self.deck.pop());
            }
        }
        for &p in &order {
            self.events.push(TicOfAKindEvent::Dealt {
                player: p,
                cards: Some(self.hands[p].clone()),
            });
        }
        if let Some(card) = self.deck.pop() {
            self.discards.push(card);
            self.events.push(TicOfAKindEvent::Flipped { card });
        }
        self.phase = Phase::Draw;
        self.turn = order.first().copied().unwrap_or(0);
        self.taken = None;
        self.knocker = None;
        self.turns = 0;
    }

    /// Whether a card can be drawn from the deck (directly or after reshuffling the discards
    /// under the top card, ruling 5).
    fn can_draw_deck(&self) -> bool {
        !self.deck.is_empty() || self.discards.len() > 1
    }

    pub(crate) fn actions_of(&self, player: usize) -> Vec<TicOfAKindAction> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Draw => {
                let mut actions = Vec::with_capacity(3);
                if self.can_draw_deck() {
                    actions.push(TicOfAKindAction::DrawDeck);
                }
                if !self.discards.is_empty() {
                    actions.push(TicOfAKindAction::TakeDiscard);
                }
                if self.knocker.is_none() {
                    actions.push(TicOfAKindAction::Knock);
                }
                actions
            }
            Phase::Discard => self
                .hand(player)
                .iter()
                .filter(|&&c| Some(c) != self.taken)
                .map(|&c| TicOfAKindAction::Discard(c))
                .collect(),
        }
    }

    pub(crate) fn check(
        &self,
        player: usize,
        action: TicOfAKindAction,
    ) -> Result<(), TicOfAKindError> {
        match (self.phase, action) {
            (Phase::Discard, TicOfAKindAction::Discard(card)) => {
                if !self.hand(player).contains(&card) {
                    Err(TicOfAKindError::NotInHand(card))
                } else if self.taken == Some(card) {
                    Err(TicOfAKindError::JustTaken(card))
                } else {
                    Ok(())
                }
            }
            (Phase::Discard, _) => Err(TicOfAKindError::MustDiscard),
            (_, TicOfAKindAction::Discard(_)) => Err(TicOfAKindError::MustDraw),
            (_, TicOfAKindAction::DrawDeck) if !self.can_draw_deck() => {
                Err(TicOfAKindError::DeckEmpty)
            }
            (_, TicOfAKindAction::TakeDiscard) if self.discards.is_empty() => {
                Err(TicOfAKindError::DiscardEmpty)
            }
            (_, TicOfAKindAction::Knock) => match self.knocker {
                Some(k) => Err(TicOfAKindError::AlreadyKnocked(k)),
                None => Ok(()),
            },
            _ => Ok(()),
        }
    }

    pub(crate) fn perform(&mut self, player: usize, action: TicOfAKindAction) {
        match action {
            TicOfAKindAction::DrawDeck => {
                if self.deck.is_empty() {
                    self.reshuffle();
                }
                let card = self.deck.pop();
                self.hands[player].extend(card);
                self.events.push(TicOfAKindEvent::DrewDeck { player, card });
                self.phase = Phase::Discard;
            }
            TicOfAKindAction::TakeDiscard => {
                if let Some(card) = self.discards.pop() {
                    self.hands[player].push(card);
                    self.taken = Some(card);
                    self.events
                        .push(TicOfAKindEvent::TookDiscard { player, card });
                }
                self.phase = Phase::Discard;
            }
            TicOfAKindAction::Knock => {
                self.knocker = Some(player);
                self.events.push(TicOfAKindEvent::Knocked { player });
                self.end_turn(player);
            }
            TicOfAKindAction::Discard(card) => {
                self.hands[player].retain(|&c| c != card);
                self.discards.push(card);
                self.taken = None;
                self.events
                    .push(TicOfAKindEvent::Discarded { player, card });
                self.end_turn(player);
            }
        }
    }

    /// Ruling 5: the discard pile under its top card becomes the new deck.
    fn reshuffle(&mut self) {
        let Some(top) = self.discards.pop() else {
            return;
        };
        let mut again = core::mem::take(&mut self.discards);
        self.rng.shuffle(&mut again);
        self.deck = again;
        self.discards.push(top);
        self.events.push(TicOfAKindEvent::Reshuffled {
            cards: self.deck.len(),
        });
    }

    fn end_turn(&mut self, player: usize) {
        self.turns += 1;
        let next = (player + 1) % self.config.players;
        if self.knocker == Some(next) {
            self.score_round();
        } else if self.turns >= self.config.turn_limit {
            self.events.push(TicOfAKindEvent::TurnLimit);
            self.score_round();
        } else {
            self.turn = next;
            self.phase = Phase::Draw;
        }
    }

    fn score_round(&mut self) {
        let hands: Vec<ScoredHand> = self
            .hands
            .iter()
            .enumerate()
            .map(|(player, hand)| {
                let (points, bases) = score_hand(hand).unwrap_or_default();
                ScoredHand {
                    player,
                    hand: hand.clone(),
                    bases,
                    points,
                }
            })
            .collect();
        for h in &hands {
            self.totals[h.player] = self.totals[h.player].saturating_add(h.points);
        }
        self.events.push(TicOfAKindEvent::Scored {
            hands: hands.clone(),
        });
        self.last_scores = hands;
        if self.round + 1 >= self.config.rounds {
            self.phase = Phase::Over;
            self.events.push(TicOfAKindEvent::MatchOver {
                totals: self.totals.clone(),
            });
        } else {
            self.start_round(self.round + 1);
        }
    }
}

/// The cards of a hand other than `card` (a helper for bots).
pub(crate) fn without(hand: &[Card], card: Card) -> Vec<Card> {
    hand.iter().copied().filter(|&c| c != card).collect()
}

impl Determinize for TicOfAKind {
    /// The face-down cards and the other players' hands redealt among themselves, except the
    /// cards everyone saw a player take (they stay in that hand); the generator reseeded and
    /// the event log replaced by the one `player` saw.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let hidden = self.unknown_to(player);
        let mut sample = self.clone();
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.deck[..]];
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
