//! Legality and turn flow.

use rules_engine::Game as _;
use tic_core::{Card, CardSet};
use tic_grid::Pos;

use crate::actions::{EndReason, PenticAction, PenticEvent, PenticIllegal};
use crate::config::HAND_SIZE;
use crate::scoring::{PlayScore, score_play};
use crate::state::Pentic;

impl Pentic {
    /// Every legal play of a hand, as `(card, pile cell)`, by card then cell.
    pub(crate) fn legal_plays(&self, player: usize) -> Vec<(Card, usize)> {
        let mut out = Vec::new();
        let mut hand: Vec<Card> = self.hands.get(player).cloned().unwrap_or_default();
        hand.sort_unstable();
        for card in hand {
            let cells = self.piles.sharing_tops(card) | self.piles.all_nic_cells(card, 4);
            out.extend(cells.iter().map(|cell| (card, cell)));
        }
        out
    }

    pub(crate) fn actions_for(&self, player: usize) -> Vec<PenticAction> {
        let plays = self.legal_plays(player);
        if plays.is_empty() {
            return vec![PenticAction::Pass];
        }
        let cols = self.piles.cols();
        plays
            .into_iter()
            .map(|(card, cell)| PenticAction::Play {
                card,
                row: cell / cols,
                col: cell % cols,
            })
            .collect()
    }

    pub(crate) fn check_play(
        &self,
        player: usize,
        card: Card,
        row: usize,
        col: usize,
    ) -> Result<PlayScore, PenticIllegal> {
        if !self.hands[player].contains(&card) {
            return Err(PenticIllegal::NotInHand(card));
        }
        let pos = Pos::new(row, col);
        let top = self
            .piles
            .top(pos)
            .ok_or(PenticIllegal::NoSuchPile { row, col })?;
        score_play(card, top, self.piles.touching(pos))
            .ok_or(PenticIllegal::NicWithTop { card, top })
    }

    pub(crate) fn do_play(
        &mut self,
        player: usize,
        card: Card,
        row: usize,
        col: usize,
        score: PlayScore,
    ) {
        let Ok(covered) = self.piles.play(Pos::new(row, col), card) else {
            return;
        };
        self.hands[player].retain(|&c| c != card);
        self.scores[player] += i64::from(score.points);
        self.seen.insert(card);
        self.passes_in_a_row = 0;
        self.events.push(PenticEvent::Played {
            player,
            card,
            row,
            col,
            covered,
            score,
        });
        let missing = HAND_SIZE.saturating_sub(self.hands[player].len());
        self.draw(player, missing);
        self.next_turn(player);
    }

    pub(crate) fn pass(&mut self, player: usize) {
        self.events.push(PenticEvent::Passed { player });
        let drew = self.draw(player, 1);
        self.passes_in_a_row = if drew == 0 {
            self.passes_in_a_row + 1
        } else {
            0
        };
        self.next_turn(player);
    }

    /// Draws up to `count` cards, reshuffling the covered cards in when the deck runs out.
    pub(crate) fn draw(&mut self, player: usize, count: usize) -> usize {
        let mut drawn = Vec::new();
        while drawn.len() < count {
            if self.deck.is_empty() && self.config.reshuffle_covered {
                let mut fresh = self.piles.take_covered();
                if !fresh.is_empty() {
                    self.rng.shuffle(&mut fresh);
                    self.events
                        .push(PenticEvent::Reshuffled { count: fresh.len() });
                    self.deck = fresh;
                }
            }
            match self.deck.pop() {
                Some(card) => drawn.push(card),
                None => break,
            }
        }
        let n = drawn.len();
        if n > 0 {
            self.hands[player].extend(&drawn);
            self.events.push(PenticEvent::Drew {
                player,
                count: n,
                cards: drawn,
            });
        }
        n
    }

    fn next_turn(&mut self, player: usize) {
        let n = self.config.players;
        self.turn = (player + 1) % n;
        if self.turn == 0 {
            self.rounds += 1;
            if self
                .scores
                .iter()
                .any(|&s| s >= i64::from(self.config.target))
            {
                return self.finish(EndReason::Target);
            }
            if self.rounds >= self.config.max_rounds {
                return self.finish(EndReason::RoundCap);
            }
        }
        if self.passes_in_a_row >= n {
            self.finish(EndReason::Stalled);
        }
    }

    fn finish(&mut self, reason: EndReason) {
        self.ended = Some(reason);
        self.events.push(PenticEvent::Ended { reason });
    }

    pub(crate) fn can_play(&self, player: usize) -> bool {
        self.hands[player].iter().any(|&card| {
            !(self.piles.sharing_tops(card) | self.piles.all_nic_cells(card, 4)).is_empty()
        })
    }

    /// Cards everyone has seen face up (the starting tops and every played card).
    pub(crate) fn public_cards(&self) -> CardSet {
        self.seen
    }
}

impl rules_engine::Determinize for Pentic {
    /// The draw pile and the other players' hands are redealt among themselves, every card in
    /// them: even a card everyone saw face up (covered, then reshuffled into the deck) may be
    /// in the deck or in any other hand, as far as the player knows. The player's own hand and
    /// the piles stay.
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        let mut sample = self.clone();
        let mut unknown_places: Vec<Card> = self.deck.clone();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                unknown_places.extend(hand);
            }
        }
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.deck[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        rules_engine::determinize::redeal(&mut zones, &unknown_places, rng);
        sample.rng = rules_engine::determinize::reseed(rng);
        // The real log names the cards others drew.
        sample.events = self.events_for(player);
        sample
    }
}
