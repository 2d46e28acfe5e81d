//! Queen of the Ticcitories for learning agents: [`Encoded`] for [`Queen`].
//!
//! A grid of `k x k` cards grows from its start card, so every card lies at an offset from it
//! between `-(k - 1)` and `k - 1` in rows and in columns: a window of `W = (2k - 1)^2` cells
//! (49 for the standard 4x4), numbered row by row, the cell at offset `(r, c)` being
//! `(r + k - 1) * (2k - 1) + (c + k - 1)` (the start card is the centre, `W / 2`). Seats count
//! from the observer or the acting player (seat 0), `n` players, `m` centre cards per line.
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `Choose { position }` | `position` (below `m`) |
//! | `Place { card, grid, at }` | `m + W * seat + cell`: `seat` the grid's owner counted from the player, `cell` the window cell of `at` |
//!
//! The card of a placement is always the one under the player's token, so it takes no
//! index. The action space is `m + nW`: **100** for the default game (two players, two centre
//! cards, 4x4 grids).
//!
//! # Observation
//!
//! Built from the seat's view alone. A card is written as 16 values: present, then its number,
//! shape and color one-hot (5 each).
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | n x W x 17 | each seat's grid, seat `s` at `17Ws`: per window cell its card (16) and whether it is open for a card now |
//! | 17nW | m x (16 + n) | the line being placed from: per position its card (16, absent once placed) and whose token is on it, one-hot by seat |
//! | 17nW + m(16 + n) | m x (16 + n) | the line being drafted for the next round, the same way |
//! | 17nW + 2m(16 + n) | n x 2 | per seat: its grid's score / 50, whether its grid took a card this round |
//! | 17nW + 2m(16 + n) + 2n | n | who acts, one-hot by seat |
//! | 17nW + 2m(16 + n) + 3n | 4 | the step one-hot: the opening draft, placing, choosing on the next line, over |
//! | 17nW + 2m(16 + n) + 3n + 4 | 5 | cards in the deck / 125; rounds played / rounds; whether the attack is still available; whether this is an attack round; whether the observer acts |
//!
//! Length `17nW + 2m(16 + n) + 3n + 9`: **1,753** for the default game.
//!
//! # Returns
//!
//! The default: by rank at the end (the grids' scores), zero-sum.

use rules_engine::{Encoded, Game, ToAct, encode_one_hot};
use tic_core::Card;
use tic_grid::{BoundedGrid, Offset};

use crate::actions::QueenAction;
use crate::config::QueenConfig;
use crate::state::{Queen, Slot};

/// Values per card.
const CARD: usize = 16;
/// Values per window cell.
const CELL: usize = CARD + 1;

/// The window's width, `2k - 1`.
fn width(config: &QueenConfig) -> usize {
    2 * config.grid - 1
}

/// The window cell of an offset, if it is inside.
fn window_cell(config: &QueenConfig, at: Offset) -> Option<usize> {
    let half = config.grid as isize - 1;
    let (r, c) = (isize::from(at.row) + half, isize::from(at.col) + half);
    let w = width(config) as isize;
    ((0..w).contains(&r) && (0..w).contains(&c)).then(|| (r * w + c) as usize)
}

/// A card: present, then its number, shape and color one-hot.
fn out_card(card: Card, block: &mut [f32]) {
    block[0] = 1.0;
    block[1 + card.number() as usize] = 1.0;
    block[6 + card.shape() as usize] = 1.0;
    block[11 + card.color() as usize] = 1.0;
}

/// The offsets of the observation's blocks.
struct Layout {
    window: usize,
    line: usize,
    slot: usize,
    next_line: usize,
    seats: usize,
    turn: usize,
    step: usize,
    counters: usize,
    len: usize,
}

impl Layout {
    fn new(config: &QueenConfig) -> Layout {
        let n = config.players;
        let window = width(config) * width(config);
        let slot = CARD + n;
        let line = CELL * window * n;
        let next_line = line + config.centre_cards * slot;
        let seats = next_line + config.centre_cards * slot;
        let turn = seats + 2 * n;
        let step = turn + n;
        let counters = step + 4;
        Layout {
            window,
            line,
            slot,
            next_line,
            seats,
            turn,
            step,
            counters,
            len: counters + 5,
        }
    }
}

impl Encoded for Queen {
    fn action_space(config: &QueenConfig) -> usize {
        config.centre_cards + config.players * width(config) * width(config)
    }

    fn action_index(&self, player: usize, action: &QueenAction) -> Option<usize> {
        let config = &self.config;
        match *action {
            QueenAction::Choose { position } => {
                (position < config.centre_cards).then_some(position)
            }
            QueenAction::Place { card, grid, at } => {
                let n = config.players;
                if grid >= n || player >= n || self.token_card(player) != Some(card) {
                    return None;
                }
                let seat = (grid + n - player) % n;
                let w = width(config);
                Some(config.centre_cards + w * w * seat + window_cell(config, at)?)
            }
        }
    }

    fn observation_len(config: &QueenConfig) -> usize {
        Layout::new(config).len
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let config = &self.config;
        let at = Layout::new(config);
        let n = config.players;
        let relative = |seat: usize| (seat + n - player % n) % n;
        out.fill(0.0);
        for s in 0..n {
            let Some(grid) = view.grids.get((player + s) % n) else {
                continue;
            };
            let start = CELL * at.window * s;
            out_grid(config, grid, &mut out[start..start + CELL * at.window]);
        }
        for (line, start) in [(&view.line, at.line), (&view.next_line, at.next_line)] {
            for (i, slot) in line.iter().take(config.centre_cards).enumerate() {
                let block = &mut out[start + i * at.slot..start + (i + 1) * at.slot];
                out_slot(slot, block, relative);
            }
        }
        for s in 0..n {
            let seat = (player + s) % n;
            out[at.seats + 2 * s] = view.scores.get(seat).copied().unwrap_or(0) as f32 / 50.0;
            out[at.seats + 2 * s + 1] = f32::from(u8::from(view.played.get(seat) == Some(&true)));
        }
        let step = match view.to_act {
            ToAct::Player(p) => {
                encode_one_hot(relative(p), &mut out[at.turn..at.step]);
                match view.line.iter().find(|slot| slot.token == Some(p)) {
                    None => 0,
                    Some(Slot { card: Some(_), .. }) => 1,
                    Some(Slot { card: None, .. }) => 2,
                }
            }
            _ => 3,
        };
        encode_one_hot(step, &mut out[at.step..at.counters]);
        let counters = &mut out[at.counters..at.len];
        counters[0] = view.deck_size as f32 / Card::COUNT as f32;
        counters[1] = view.round as f32 / view.rounds.max(1) as f32;
        counters[2] = f32::from(u8::from(view.attack_available));
        counters[3] = f32::from(u8::from(view.attacking));
        counters[4] = f32::from(u8::from(view.to_act == ToAct::Player(player)));
    }
}

/// A grid's window: per cell its card and whether it is open.
fn out_grid(config: &QueenConfig, grid: &BoundedGrid, out: &mut [f32]) {
    let half = config.grid as i8 - 1;
    for row in -half..=half {
        for col in -half..=half {
            let offset = Offset::new(row, col);
            if let (Some(card), Some(cell)) = (grid.get(offset), window_cell(config, offset)) {
                out_card(card, &mut out[CELL * cell..CELL * cell + CARD]);
            }
        }
    }
    for offset in grid.open_offsets() {
        if let Some(cell) = window_cell(config, offset) {
            out[CELL * cell + CARD] = 1.0;
        }
    }
}

/// A centre line's place: its card and whose token is on it.
fn out_slot(slot: &Slot, block: &mut [f32], relative: impl Fn(usize) -> usize) {
    if let Some(card) = slot.card {
        out_card(card, &mut block[..CARD]);
    }
    if let Some(token) = slot.token
        && let Some(value) = block.get_mut(CARD + relative(token))
    {
        *value = 1.0;
    }
}
