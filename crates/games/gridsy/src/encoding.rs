//! Gridsy for learning agents: [`Encoded`] for [`Gridsy`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//! A grid of `k x k` cells is numbered row by row: `cell = row * k + col`. The head-to-head
//! pool has `P` places (the config's pool size; 0 solo); a swap keeps the pool's order (the
//! card given takes the place of the card taken), so a pool card is named by its place.
//! Seats count from the observer (seat 0), `n` players.
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `Draw` | `0` |
//! | `Remove { row, col }` | `1 + cell` |
//! | `Place { card, row, col }` | `1 + k^2 + c * k^2 + cell` |
//! | `Swap { give, take }` | `1 + 126 k^2 + give * P + place`, `place` where `take` lies in the pool |
//!
//! The action space is `1 + 126 k^2 + 125 P`: **2,017** for the default solo 4x4 game, 2,517
//! head to head on 4x4 grids (a pool of 4).
//!
//! # Observation
//!
//! Built from the seat's view alone (every card of a round is face up; only the deck's order
//! is not). A card is written as 16 values: present, then its number, shape and color one-hot
//! (5 each). With `T = 16 k^2 + 127`:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | n x T | each seat's table, seat `s` at `sT`: its grid (cell by cell, 16 values each), its loose cards (125), extra cards drawn this round / 125, rearrangements left / the config's allowance |
//! | nT | P x 16 | the pool, place by place |
//! | nT + 16P | n | rounds won (head to head) / the wins a match needs, by seat |
//! | nT + 16P + n | 2 | the phase one-hot: playing, over |
//! | nT + 16P + n + 2 | 4 | cards in the deck / 125; the round / rounds; extra cards over the finished rounds (solo) / 125; whether the observer may act |
//!
//! Length `n (16 k^2 + 128) + 16 P + 6`: **390** for the default solo 4x4 game, 838 head to
//! head on 4x4 grids.
//!
//! # Returns
//!
//! Head to head, the default: by rank at the end (rounds won), zero-sum. Solo, where a rank
//! says nothing (one seat), the score as it goes: minus the extra cards taken so far (the
//! current round's included; a stalled round counts the whole deck, as its score does) over
//! the most the match could take, `rounds * (125 - k^2)`: 0 for a match without an extra
//! card, down to -1.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot, rank_returns};
use tic_core::Card;

use crate::actions::GridsyAction;
use crate::config::GridsyConfig;
use crate::state::{Gridsy, Table};

const CARDS: usize = Card::COUNT;
/// Values per card.
const CARD: usize = 16;

/// Values per seat's table.
fn table_len(config: &GridsyConfig) -> usize {
    CARD * config.cells() + CARDS + 2
}

/// A card: present, then its number, shape and color one-hot.
fn out_card(card: Card, block: &mut [f32]) {
    block[0] = 1.0;
    block[1 + card.number() as usize] = 1.0;
    block[6 + card.shape() as usize] = 1.0;
    block[11 + card.color() as usize] = 1.0;
}

/// A table: its grid, its loose cards, its extra cards and rearrangements left.
fn out_table(config: &GridsyConfig, table: &Table, out: &mut [f32]) {
    let cells = config.cells();
    for (cell, card) in table.grid.iter().enumerate().take(cells) {
        if let Some(card) = card {
            out_card(*card, &mut out[CARD * cell..CARD * (cell + 1)]);
        }
    }
    let loose = CARD * cells;
    encode_cards(table.loose.iter().copied(), &mut out[loose..loose + CARDS]);
    out[loose + CARDS] = table.extra as f32 / CARDS as f32;
    out[loose + CARDS + 1] = table.rearrangements_left as f32 / config.rearrangements as f32;
}

impl Encoded for Gridsy {
    fn action_space(config: &GridsyConfig) -> usize {
        1 + 126 * config.cells() + CARDS * config.pool_size()
    }

    fn action_index(&self, _player: usize, action: &GridsyAction) -> Option<usize> {
        let (k, cells) = (self.config.size, self.config.cells());
        match *action {
            GridsyAction::Draw => Some(0),
            GridsyAction::Remove { row, col } => (row < k && col < k).then(|| 1 + row * k + col),
            GridsyAction::Place { card, row, col } => {
                (row < k && col < k).then(|| 1 + cells + card.index() * cells + row * k + col)
            }
            GridsyAction::Swap { give, take } => {
                let place = self.pool.iter().position(|&c| c == take)?;
                Some(1 + 126 * cells + give.index() * self.config.pool_size() + place)
            }
        }
    }

    fn returns(&self) -> Vec<f64> {
        if self.is_solo() {
            let current = if self.over {
                0
            } else {
                self.tables.first().map_or(0, |t| t.extra)
            };
            let taken = self.extra_total.saturating_add(current) as f64;
            let most = (self.config.rounds * (CARDS - self.config.cells())) as f64;
            return vec![-taken / most];
        }
        self.outcome().map_or_else(
            || vec![0.0; self.config.players],
            |outcome| rank_returns(&outcome.places),
        )
    }

    fn observation_len(config: &GridsyConfig) -> usize {
        let n = config.players;
        n * (table_len(config) + 1) + CARD * config.pool_size() + 6
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let config = &self.config;
        let n = config.players;
        let t = table_len(config);
        out.fill(0.0);
        for s in 0..n {
            if let Some(table) = view.tables.get((player + s) % n) {
                out_table(config, table, &mut out[s * t..(s + 1) * t]);
            }
        }
        let pool = n * t;
        for (place, card) in view.pool.iter().take(config.pool_size()).enumerate() {
            out_card(
                *card,
                &mut out[pool + CARD * place..pool + CARD * (place + 1)],
            );
        }
        let wins = pool + CARD * config.pool_size();
        let needed = (config.rounds / 2 + 1) as f32;
        for s in 0..n {
            out[wins + s] = view.wins.get((player + s) % n).copied().unwrap_or(0) as f32 / needed;
        }
        let phase = wins + n;
        let over = view.to_act == ToAct::Nobody;
        encode_one_hot(usize::from(over), &mut out[phase..phase + 2]);
        let counters = &mut out[phase + 2..phase + 6];
        counters[0] = view.deck as f32 / CARDS as f32;
        counters[1] = view.round as f32 / view.rounds.max(1) as f32;
        counters[2] = view.extra_total as f32 / CARDS as f32;
        counters[3] = f32::from(u8::from(match view.to_act {
            ToAct::Player(p) => p == player,
            ToAct::Anyone => true,
            ToAct::Nobody => false,
        }));
    }
}
