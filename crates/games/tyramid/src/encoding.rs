//! Tyramid for learning agents: [`Encoded`] for [`Tyramid`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//! The layout's cells are numbered row by row from the top, left to right: the cell at `row`
//! and `place` (from 0) is the number of cells in the rows above plus `place` (in the pyramid,
//! `row * (row + 1) / 2 + place`). `C` is the layout's cell count
//! ([`Outline::cell_count`](tic_grid::Outline::cell_count) of the size): 55 for the default
//! pyramid of 10 rows.
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `EndTurn` | `0` |
//! | `Draw` | `1` |
//! | `Pass` | `2` |
//! | `Play { card, row, place }` | `3 + c * C + cell` |
//!
//! The action space is `3 + 125 C`: **6,878** for the default pyramid (at most 15,003, for the
//! pyramid of 15 rows).
//!
//! # Observation
//!
//! Built from the seat's view alone; seats count from the observer (seat 0). With `n`
//! players:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 125 | the cards on the layout |
//! | 250 | C x 17 | per cell (at `250 + 17 * cell`): whether it holds a card, its number, shape and color one-hot (5 each), whether it is open for building now |
//! | 250 + 17C | n x 2 | per seat `s` (at `250 + 17C + 2s`): cards in hand / 5, points from plays / 100 |
//! | 250 + 17C + 2n | n | whose turn it is, one-hot by seat |
//! | 250 + 17C + 3n | 3 | the phase one-hot: a play (or pick-up, or pass), a bonus play after a double Tic, over |
//! | 253 + 17C + 3n | 3 | cards in the deck / 125; whether the observer is to act; whether two same Tics score 8 (else 6) |
//!
//! Length `256 + 17C + 3n`: **1,197** for the default game (two players, the pyramid of 10).
//!
//! # Returns
//!
//! The default: by rank at the end (points from plays less the hand penalty), zero-sum.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::Card;

use crate::actions::TyramidAction;
use crate::config::{HAND_SIZE, TyramidConfig};
use crate::state::Tyramid;

const CARDS: usize = Card::COUNT;
/// The fixed actions before the plays.
const PLAY: usize = 3;
/// Values per cell.
const CELL: usize = 17;
const HAND: usize = 0;
const LAID: usize = CARDS;
const CELLS: usize = 2 * CARDS;

/// The layout's cell count.
fn cells(config: &TyramidConfig) -> usize {
    config.outline.cell_count(config.size)
}

impl Encoded for Tyramid {
    fn action_space(config: &TyramidConfig) -> usize {
        PLAY + CARDS * cells(config)
    }

    fn action_index(&self, _player: usize, action: &TyramidAction) -> Option<usize> {
        match *action {
            TyramidAction::EndTurn => Some(0),
            TyramidAction::Draw => Some(1),
            TyramidAction::Pass => Some(2),
            TyramidAction::Play { card, row, place } => {
                let cell = self.cell_of(row, place)?;
                Some(PLAY + card.index() * cells(&self.config) + cell)
            }
        }
    }

    fn action_at(&self, player: usize, index: usize) -> Option<TyramidAction> {
        let action = match index {
            0 => TyramidAction::EndTurn,
            1 => TyramidAction::Draw,
            2 => TyramidAction::Pass,
            _ => {
                let c = cells(&self.config);
                let play = index - PLAY;
                let card = Card::from_index(play / c)?;
                let (row, place) = self.layout.row_of(play % c)?;
                TyramidAction::Play { card, row, place }
            }
        };
        self.legal_actions(player)
            .contains(&action)
            .then_some(action)
    }

    fn observation_len(config: &TyramidConfig) -> usize {
        256 + CELL * cells(config) + 3 * config.players
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let n = view.hand_sizes.len();
        let c = cells(&self.config);
        out.fill(0.0);
        encode_cards(view.hand.iter().copied(), &mut out[HAND..LAID]);
        for cell in 0..c {
            let block = &mut out[CELLS + CELL * cell..CELLS + CELL * (cell + 1)];
            if let Some(card) = view.layout.get(cell) {
                out_card(card, block);
                out[LAID + card.index()] = 1.0;
            }
        }
        for &cell in &view.open_cells {
            if cell < c {
                out[CELLS + CELL * cell + CELL - 1] = 1.0;
            }
        }
        let seats = CELLS + CELL * c;
        for s in 0..n {
            let seat = (player + s) % n;
            out[seats + 2 * s] = view.hand_sizes[seat] as f32 / HAND_SIZE as f32;
            out[seats + 2 * s + 1] = view.points[seat] as f32 / 100.0;
        }
        let turn = seats + 2 * n;
        let phase = turn + n;
        let counters = phase + 3;
        let (to_act, phase_now) = match view.to_act {
            ToAct::Player(p) => (Some(p), usize::from(view.bonus)),
            _ => (None, 2),
        };
        if let Some(p) = to_act {
            encode_one_hot((p + n - player % n) % n, &mut out[turn..phase]);
        }
        encode_one_hot(phase_now, &mut out[phase..counters]);
        out[counters] = view.deck_size as f32 / CARDS as f32;
        out[counters + 1] = f32::from(u8::from(to_act == Some(player)));
        out[counters + 2] = f32::from(u8::from(view.same_pair_points == 8));
    }
}

/// A cell's card: occupied, then its number, shape and color one-hot.
fn out_card(card: Card, block: &mut [f32]) {
    block[0] = 1.0;
    block[1 + card.number() as usize] = 1.0;
    block[6 + card.shape() as usize] = 1.0;
    block[11 + card.color() as usize] = 1.0;
}
