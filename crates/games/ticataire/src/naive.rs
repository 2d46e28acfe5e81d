//! The naive reference solver (and small test positions), for tests and benches only:
//! enabled by the `naive` feature.

use std::collections::HashSet;

use rules_engine::{GameRng, Seed};
use tic_core::{Card, Color, Number, Shape};

use crate::state::Board;

/// The reference: exhaustive depth-first search over exact positions (no hashing, no
/// canonical columns, no move order, no pruning of alike empty spaces).
pub fn winnable(board: &Board, stall: u32, limit: u32) -> bool {
    winnable_within(board, stall, limit, usize::MAX) == Some(true)
}

/// [`winnable`], giving up (`None`) once it has looked at more than `positions` positions:
/// for random positions, a few of which take the exhaustive search minutes and gigabytes.
pub fn winnable_within(board: &Board, stall: u32, limit: u32, positions: usize) -> Option<bool> {
    fn go(
        board: &Board,
        stall: u32,
        limit: u32,
        positions: usize,
        seen: &mut HashSet<(Board, u32)>,
    ) -> Option<bool> {
        if board.is_won() {
            return Some(true);
        }
        if stall >= limit || !seen.insert((board.clone(), stall)) {
            return Some(false);
        }
        if seen.len() > positions {
            return None;
        }
        for mv in board.legal_moves() {
            let mut next = board.clone();
            if next.apply(mv).is_err() {
                continue;
            }
            let next_stall = if next.remaining() < board.remaining() {
                0
            } else {
                stall + 1
            };
            if go(&next, next_stall, limit, positions, seen)? {
                return Some(true);
            }
        }
        Some(false)
    }
    go(board, stall, limit, positions, &mut HashSet::new())
}

/// A small random position from the 27 cards numbered 3-5, triangle to star, yellow to
/// red (many Tics, Duos, 5s and high-pile starts), in a legal shape.
pub fn small_position(seed: u64) -> Board {
    let mut rng = GameRng::from_seed(Seed(seed));
    let mut cards: Vec<Card> = Vec::new();
    for n in &Number::ALL[2..] {
        for s in &Shape::ALL[2..] {
            for c in &Color::ALL[2..] {
                cards.push(Card::new(*n, *s, *c));
            }
        }
    }
    rng.shuffle(&mut cards);
    let mut board = Board::default();
    let columns = 2 + rng.index(3);
    for pile in board.piles.iter_mut().take(columns) {
        let buried = rng.index(3);
        pile.down = (0..buried).filter_map(|_| cards.pop()).collect();
        if buried > 0 || rng.chance(1, 2) {
            pile.up.extend(cards.pop());
        }
    }
    let deck = rng.index(5);
    board.stock = (0..deck).filter_map(|_| cards.pop()).collect();
    board
}
