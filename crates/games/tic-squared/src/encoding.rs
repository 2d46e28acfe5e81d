//! Tic Squared for learning agents: [`Encoded`] for [`TicSquared`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//! A grid's rectangle never has a side longer than `L`, the largest `L` with `L * (L - 1)` at
//! most the cards in play (its sides differ by at most one): `L = 7` for the default 42 cards
//! (8 for 63, 9 for 83, 11 for all 125). Sides are numbered top 0, bottom 1, left 2, right 3;
//! seats count from the acting player or the observer (seat 0), `n` players.
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `PickUp` | `0` |
//! | `EndTurn` | `1` |
//! | `Start(card)` | `2 + c` |
//! | `Play { card, grid, at }` | `127 + ((c * n + seat) * 4 + side) * L + index`, `seat` the grid's owner from the player, `at` = (`side`, `index`) |
//!
//! The action space is `127 + 500 n L`: **7,127** for the default game (two players, 42
//! cards); at most 22,127 (four players, every card in play).
//!
//! # Observation
//!
//! Built from the seat's view alone. A grid is drawn as its rows (the line being built
//! included, as an extra row or column) from the top-left corner of a window of
//! `(L + 1) x (L + 1)` cells, a card as 16 values: present, then its number, shape and color
//! one-hot (5 each). With `G = 16 (L + 1)^2 + 7`:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 125 | the card the observer picked up and alone may play now |
//! | 250 | n x G | each seat's grid, seat `s` at `250 + sG`: the window (cell `(r, k)` at `16 ((L + 1) r + k)`), then whether it is started, its rectangle's rows / L and columns / L, the side of the line being built one-hot (4) |
//! | 250 + nG | n x 2 | per seat: cards in hand / the deal's hand size, score (grid less hand) / 20 |
//! | 250 + n(G + 2) | n | who acts, one-hot by seat (all 0 when anyone may) |
//! | 250 + n(G + 3) | 3 | the phase one-hot: opening, play, over |
//! | 253 + n(G + 3) | 3 + n | the plays on opponents' grids this turn: free, on one opponent's grid, closed; then that opponent, one-hot by seat |
//! | 256 + n(G + 4) | 5 | cards in the deck / cards in play; whether the last play this turn made a Tic; the race; whether anyone may act; whether the observer may act |
//!
//! Length `261 + n (16 (L + 1)^2 + 11)`: **2,331** for the default game.
//!
//! # Returns
//!
//! The default: by rank at the end (going out first, else grid less hand), zero-sum.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::Card;

use crate::actions::TicSquaredAction;
use crate::config::TicSquaredConfig;
use crate::growing::{GrowingGrid, Side};
use crate::state::{Block, Phase, TicSquared};

const CARDS: usize = Card::COUNT;
const START: usize = 2;
const PLAY: usize = START + CARDS;
/// Values per card.
const CARD: usize = 16;
/// Values after a grid's window.
const GRID_EXTRA: usize = 7;

/// The longest side a grid can have: the largest `L` with `L * (L - 1)` at most the cards in
/// play.
fn longest_side(config: &TicSquaredConfig) -> usize {
    let cards = config.cards_in_play();
    (1..=CARDS)
        .take_while(|&l| l * (l - 1) <= cards)
        .last()
        .unwrap_or(1)
}

fn side_number(side: Side) -> usize {
    match side {
        Side::Top => 0,
        Side::Bottom => 1,
        Side::Left => 2,
        Side::Right => 3,
    }
}

/// The values of one grid.
fn grid_len(l: usize) -> usize {
    CARD * (l + 1) * (l + 1) + GRID_EXTRA
}

/// A card: present, then its number, shape and color one-hot.
fn out_card(card: Card, block: &mut [f32]) {
    block[0] = 1.0;
    block[1 + card.number() as usize] = 1.0;
    block[6 + card.shape() as usize] = 1.0;
    block[11 + card.color() as usize] = 1.0;
}

/// A grid: its window, started, rows and columns, the line's side.
fn out_grid(grid: &GrowingGrid, l: usize, out: &mut [f32]) {
    let w = l + 1;
    for (r, row) in grid.to_rows().iter().enumerate().take(w) {
        for (k, card) in row.iter().enumerate().take(w) {
            if let Some(card) = card {
                let at = CARD * (w * r + k);
                out_card(*card, &mut out[at..at + CARD]);
            }
        }
    }
    let extra = &mut out[CARD * w * w..];
    extra[0] = 1.0;
    extra[1] = grid.rows() as f32 / l as f32;
    extra[2] = grid.cols() as f32 / l as f32;
    if let Some(side) = grid.open_line() {
        extra[3 + side_number(side)] = 1.0;
    }
}

impl Encoded for TicSquared {
    fn action_space(config: &TicSquaredConfig) -> usize {
        PLAY + CARDS * config.players * 4 * longest_side(config)
    }

    fn action_index(&self, player: usize, action: &TicSquaredAction) -> Option<usize> {
        match *action {
            TicSquaredAction::PickUp => Some(0),
            TicSquaredAction::EndTurn => Some(1),
            TicSquaredAction::Start(card) => Some(START + card.index()),
            TicSquaredAction::Play { card, grid, at } => {
                let n = self.config.players;
                let l = longest_side(&self.config);
                if grid >= n || player >= n || at.index >= l {
                    return None;
                }
                let seat = (grid + n - player) % n;
                Some(PLAY + ((card.index() * n + seat) * 4 + side_number(at.side)) * l + at.index)
            }
        }
    }

    fn observation_len(config: &TicSquaredConfig) -> usize {
        let n = config.players;
        261 + n * (grid_len(longest_side(config)) + 4)
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let config = &self.config;
        let (n, l) = (config.players, longest_side(config));
        let g = grid_len(l);
        let relative = |seat: usize| (seat + n - player % n) % n;
        out.fill(0.0);
        encode_cards(view.hand.iter().copied(), &mut out[..CARDS]);
        encode_cards(view.picked, &mut out[CARDS..2 * CARDS]);
        let grids = 2 * CARDS;
        for s in 0..n {
            if let Some(Some(grid)) = view.grids.get((player + s) % n) {
                out_grid(grid, l, &mut out[grids + s * g..grids + (s + 1) * g]);
            }
        }
        let seats = grids + n * g;
        let hand_size = config.hand_size as f32;
        for s in 0..n {
            let seat = (player + s) % n;
            out[seats + 2 * s] = view.hand_sizes.get(seat).copied().unwrap_or(0) as f32 / hand_size;
            out[seats + 2 * s + 1] = view.scores.get(seat).copied().unwrap_or(0) as f32 / 20.0;
        }
        let turn = seats + 2 * n;
        let phase = turn + n;
        let block = phase + 3;
        let counters = block + 3 + n;
        if let ToAct::Player(p) = view.to_act {
            encode_one_hot(relative(p), &mut out[turn..phase]);
        }
        let phase_now = match view.phase {
            Phase::Opening => 0,
            Phase::Play => 1,
            Phase::Over => 2,
        };
        encode_one_hot(phase_now, &mut out[phase..block]);
        match view.block {
            Block::Free => out[block] = 1.0,
            Block::On(other) => {
                out[block + 1] = 1.0;
                out[block + 3 + relative(other)] = 1.0;
            }
            Block::Closed => out[block + 2] = 1.0,
        }
        let counters = &mut out[counters..counters + 5];
        counters[0] = view.deck as f32 / config.cards_in_play() as f32;
        counters[1] = f32::from(u8::from(view.tic_streak));
        counters[2] = f32::from(u8::from(view.race));
        counters[3] = f32::from(u8::from(view.to_act == ToAct::Anyone));
        counters[4] = f32::from(u8::from(match view.to_act {
            ToAct::Anyone => true,
            ToAct::Player(p) => p == player,
            ToAct::Nobody => false,
        }));
    }
}
