//! Legality and turn flow.

use rules_engine::Game as _;
use tic_core::{Card, CardSet};

use crate::actions::{EndReason, TyramidAction, TyramidEvent, TyramidIllegal};
use crate::config::{HAND_SIZE, OVER_HAND_PENALTY};
use crate::scoring::{PlayScore, play_score};
use crate::state::Tyramid;

impl Tyramid {
    /// The cell of a row and place, if it exists.
    pub(crate) fn cell_of(&self, row: usize, place: usize) -> Option<usize> {
        let cells = self.layout.row_cells(row);
        let cell = cells.start + place;
        cells.contains(&cell).then_some(cell)
    }

    /// Row and place of a cell.
    pub(crate) fn row_place(&self, cell: usize) -> (usize, usize) {
        self.layout.row_of(cell).unwrap_or((0, 0))
    }

    /// Every legal play of `player`'s hand, as `(card, cell)`.
    pub(crate) fn legal_plays(&self, player: usize) -> Vec<(Card, usize)> {
        let hand: CardSet = self.hands.get(player).into_iter().flatten().collect();
        self.layout.legal_placements(hand)
    }

    pub(crate) fn can_play(&self, player: usize) -> bool {
        let hand: CardSet = self.hands.get(player).into_iter().flatten().collect();
        self.layout
            .open_cells()
            .iter()
            .any(|cell| !(hand & self.layout.board().compatible(cell)).is_empty())
    }

    pub(crate) fn actions_for(&self, player: usize) -> Vec<TyramidAction> {
        let plays = self.legal_plays(player);
        if plays.is_empty() {
            return vec![if self.deck.is_empty() {
                TyramidAction::Pass
            } else {
                TyramidAction::Draw
            }];
        }
        let mut actions: Vec<TyramidAction> = plays
            .into_iter()
            .map(|(card, cell)| {
                let (row, place) = self.row_place(cell);
                TyramidAction::Play { card, row, place }
            })
            .collect();
        if self.bonus {
            actions.push(TyramidAction::EndTurn);
        }
        actions
    }

    /// Checks a play fully; returns the cell and its score.
    pub(crate) fn check_play(
        &self,
        player: usize,
        card: Card,
        row: usize,
        place: usize,
    ) -> Result<(usize, PlayScore), TyramidIllegal> {
        if !self.hands[player].contains(&card) {
            return Err(TyramidIllegal::NotInHand(card));
        }
        let cell = self
            .cell_of(row, place)
            .ok_or(TyramidIllegal::NoSuchPlace { row, place })?;
        if !self.layout.open_cells().contains(cell) {
            return Err(TyramidIllegal::NotOpen { row, place });
        }
        let touching = self.layout.touching(cell);
        if let Some(nic) = (touching & CardSet::nics_of(card)).first() {
            return Err(TyramidIllegal::Nic { card, nic });
        }
        Ok((
            cell,
            play_score(card, touching, self.config.same_pair_points),
        ))
    }

    pub(crate) fn do_play(&mut self, player: usize, card: Card, cell: usize, score: PlayScore) {
        // Checked by `check_play`: the cell is open and the card in hand.
        if self.layout.place(cell, card).is_err() {
            return;
        }
        self.hands[player].retain(|&c| c != card);
        self.points[player] += i64::from(score.points);
        let (row, place) = self.row_place(cell);
        self.events.push(TyramidEvent::Played {
            player,
            card,
            row,
            place,
            score,
        });
        if self.layout.is_complete() {
            self.finish(EndReason::Complete);
        } else if score.plays_again() && !self.hands[player].is_empty() {
            self.bonus = true;
        } else {
            self.end_turn(player);
        }
    }

    pub(crate) fn draw(&mut self, player: usize, count: usize, forced: bool) {
        let n = count.min(self.deck.len());
        if n == 0 {
            return;
        }
        let cards: Vec<Card> = self.deck.split_off(self.deck.len() - n);
        let cards: Vec<Card> = cards.into_iter().rev().collect();
        self.hands[player].extend(&cards);
        self.events.push(TyramidEvent::Drew {
            player,
            count: n,
            cards,
            forced,
        });
    }

    /// Ends `player`'s turn: refill to five, next player, and the stalled-game check.
    pub(crate) fn end_turn(&mut self, player: usize) {
        let missing = HAND_SIZE.saturating_sub(self.hands[player].len());
        self.draw(player, missing, false);
        self.events.push(TyramidEvent::TurnEnded { player });
        self.bonus = false;
        self.turn = (player + 1) % self.config.players;
        if self.deck.is_empty() && !(0..self.config.players).any(|p| self.can_play(p)) {
            self.finish(EndReason::Stalled);
        }
    }

    fn finish(&mut self, reason: EndReason) {
        self.bonus = false;
        for player in 0..self.config.players {
            let over = self.hands[player].len().saturating_sub(HAND_SIZE);
            if over > 0 {
                self.events.push(TyramidEvent::Penalty {
                    player,
                    cards_over: over,
                    points: over as i64 * OVER_HAND_PENALTY,
                });
            }
        }
        self.ended = Some(reason);
        self.events.push(TyramidEvent::Ended { reason });
    }

    /// Final scores: play points less 2 per card in hand above five.
    pub(crate) fn final_scores(&self) -> Vec<i64> {
        self.points
            .iter()
            .zip(&self.hands)
            .map(|(&pts, hand)| {
                pts - hand.len().saturating_sub(HAND_SIZE) as i64 * OVER_HAND_PENALTY
            })
            .collect()
    }
}

impl rules_engine::Determinize for Tyramid {
    /// The draw pile and the other players' hands are redealt among themselves (nobody sees
    /// another's draws, and the cards pulled for the first seat went back into the shuffle);
    /// the player's own hand and the layout stay.
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        let mut sample = self.clone();
        let hidden = self.hidden_cards(player);
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.deck[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        rules_engine::determinize::redeal(&mut zones, &hidden, rng);
        sample.rng = rules_engine::determinize::reseed(rng);
        // The real log names the cards others drew.
        sample.events = self.events_for(player);
        sample
    }
}
