//! Legality and turn flow: drafting, placing, the attack round, rounds.

use tic_core::Card;
use tic_grid::Offset;

use crate::actions::{QueenAction, QueenEvent, QueenIllegal};
use crate::scoring::grid_score;
use crate::state::{Queen, Step};
use crate::view::Slot;

impl Queen {
    /// Lays a centre line from the top of the deck (`None` if the deck is short).
    pub(crate) fn lay_line(&mut self) -> Option<Vec<Slot>> {
        let k = self.config.centre_cards;
        if self.deck.len() < k {
            return None;
        }
        let cards: Vec<Card> = self
            .deck
            .split_off(self.deck.len() - k)
            .into_iter()
            .rev()
            .collect();
        self.events.push(QueenEvent::Line {
            cards: cards.clone(),
        });
        Some(
            cards
                .into_iter()
                .map(|card| Slot {
                    card: Some(card),
                    token: None,
                })
                .collect(),
        )
    }

    /// The line a choice is made on now.
    fn drafting_line(&self) -> Option<&Vec<Slot>> {
        match self.step {
            Step::Draft(_) => Some(&self.line),
            Step::Choose(_) => Some(&self.next_line),
            _ => None,
        }
    }

    /// The card under `player`'s token on the line being placed from.
    pub(crate) fn token_card(&self, player: usize) -> Option<Card> {
        self.line
            .iter()
            .find(|s| s.token == Some(player))
            .and_then(|s| s.card)
    }

    /// Players still to place this round, other than `player`.
    fn others_to_place(&self, player: usize) -> Vec<usize> {
        self.line
            .iter()
            .filter_map(|s| s.token)
            .filter(|&t| t != player && !self.placed[t])
            .collect()
    }

    /// Why `player` may not lay their card on `grid` now (commonness and position aside).
    fn grid_refusal(&self, player: usize, grid: usize) -> Option<QueenIllegal> {
        if grid >= self.config.players {
            return Some(QueenIllegal::NoSuchGrid(grid));
        }
        if self.attacking && grid == player {
            return Some(QueenIllegal::MustAttack);
        }
        if !self.attacking && grid == player {
            return None;
        }
        let may_start_attack = self.config.attack && !self.attack_used;
        if !self.attacking && !may_start_attack {
            return Some(QueenIllegal::NotYourGrid);
        }
        if self.played[grid] {
            return Some(QueenIllegal::GridAlreadyPlayed(grid));
        }
        // Each later player must still find an unplayed opponent's grid: that fails only when
        // one player is left and the one grid left is their own.
        if let [last] = self.others_to_place(player)[..] {
            let left: Vec<usize> = (0..self.config.players)
                .filter(|&g| !self.played[g] && g != grid)
                .collect();
            if left == [last] {
                return Some(QueenIllegal::DeadEnd);
            }
        }
        None
    }

    pub(crate) fn actions_for(&self, player: usize) -> Vec<QueenAction> {
        if let Some(line) = self.drafting_line() {
            return line
                .iter()
                .enumerate()
                .filter(|(_, s)| s.card.is_some() && s.token.is_none())
                .map(|(position, _)| QueenAction::Choose { position })
                .collect();
        }
        let Some(card) = self.token_card(player) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for grid in 0..self.config.players {
            if self.grid_refusal(player, grid).is_some() {
                continue;
            }
            for at in self.grids[grid].open_offsets() {
                out.push(QueenAction::Place { card, grid, at });
            }
        }
        out
    }

    pub(crate) fn check_choose(&self, position: usize) -> Result<(), QueenIllegal> {
        let line = self.drafting_line().ok_or(QueenIllegal::NotChoosing)?;
        match line.get(position) {
            Some(Slot {
                card: Some(_),
                token: None,
            }) => Ok(()),
            _ => Err(QueenIllegal::PositionTaken(position)),
        }
    }

    pub(crate) fn do_choose(&mut self, player: usize, position: usize) {
        let drafting_first = matches!(self.step, Step::Draft(_));
        let line = if drafting_first {
            &mut self.line
        } else {
            &mut self.next_line
        };
        let Some(slot) = line.get_mut(position) else {
            return;
        };
        slot.token = Some(player);
        let card = slot.card;
        if let Some(card) = card {
            self.events.push(QueenEvent::Chose {
                player,
                position,
                card,
            });
        }
        match self.step {
            Step::Draft(i) if i + 1 < self.order.len() => self.step = Step::Draft(i + 1),
            Step::Draft(_) => {
                if self.round + 1 < self.config.rounds() {
                    self.next_line = self.lay_line().unwrap_or_default();
                }
                self.advance();
            }
            _ => self.advance(),
        }
    }

    pub(crate) fn check_place(
        &self,
        player: usize,
        card: Card,
        grid: usize,
        at: Offset,
    ) -> Result<(), QueenIllegal> {
        if self.step != Step::Place(player) {
            return Err(QueenIllegal::NotPlacing);
        }
        let expected = self.token_card(player).ok_or(QueenIllegal::NotPlacing)?;
        if card != expected {
            return Err(QueenIllegal::WrongCard {
                expected,
                given: card,
            });
        }
        if let Some(refusal) = self.grid_refusal(player, grid) {
            return Err(refusal);
        }
        let g = &self.grids[grid];
        match g.cell(at) {
            Some(cell) if g.open_cells().contains(cell) => Ok(()),
            _ => Err(QueenIllegal::NotOpen(at)),
        }
    }

    pub(crate) fn do_place(&mut self, player: usize, card: Card, grid: usize, at: Offset) {
        if self.grids[grid].place(at, card).is_err() {
            return;
        }
        let after = grid_score(&self.grids[grid]).total();
        let change = after - self.grid_scores[grid];
        self.grid_scores[grid] = after;
        if grid != player && !self.attacking {
            self.attacking = true;
            self.attack_used = true;
            self.events.push(QueenEvent::Attack { player });
        }
        for slot in &mut self.line {
            if slot.token == Some(player) {
                slot.card = None;
            }
        }
        self.played[grid] = true;
        self.placed[player] = true;
        self.events.push(QueenEvent::Placed {
            player,
            card,
            grid,
            at,
            change,
        });
        if self.next_line.is_empty() {
            self.advance();
        } else {
            self.step = Step::Choose(player);
        }
    }

    /// The next player to place, or the end of the round.
    fn advance(&mut self) {
        let next = self
            .line
            .iter()
            .filter_map(|s| s.token)
            .find(|&t| !self.placed[t]);
        if let Some(p) = next {
            self.step = Step::Place(p);
            return;
        }
        let unused: Vec<Card> = self.line.iter().filter_map(|s| s.card).collect();
        if !unused.is_empty() {
            self.discard.extend(&unused);
            self.events.push(QueenEvent::Discarded { cards: unused });
        }
        self.round += 1;
        let n = self.config.players;
        self.played = vec![false; n];
        self.placed = vec![false; n];
        self.attacking = false;
        if self.round >= self.config.rounds() {
            self.line.clear();
            self.step = Step::Over;
            self.events.push(QueenEvent::Ended);
            return;
        }
        self.line = core::mem::take(&mut self.next_line);
        if self.round + 1 < self.config.rounds() {
            self.next_line = self.lay_line().unwrap_or_default();
        }
        let first = self.line.iter().find_map(|s| s.token);
        self.step = first.map_or(Step::Over, Step::Place);
    }
}

impl rules_engine::Determinize for Queen {
    /// Everything is face up but the deck: its unseen cards are reshuffled in their places
    /// (the cards pulled for the order of play, seen by all, stay at its bottom).
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        use rules_engine::Game as _;
        let mut sample = self.clone();
        let hidden = self.hidden_cards(player);
        rules_engine::determinize::redeal(&mut [&mut sample.deck[..]], &hidden, rng);
        sample.rng = rules_engine::determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
