//! The solitaire solver: with the draw pile's order fixed by the seed and every choice free,
//! how many cards can be played? The deal is won when the draw pile can be used up, with the
//! bonus when every card can be played.
//!
//! Memoized depth-first search over (board, hand, cards drawn): the hand is a bit set of card
//! indices and the board a 9-bit mask, so a position is three small integers. Plays of one card
//! that give the same board are merged, and the search stops as soon as it finds a line that
//! plays every card.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use ticardo_core::{Card, Pattern, Reach, one_move_classes};

use crate::actions::Play;

/// A solitaire position: what the solver needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The board's dots.
    pub board: Pattern,
    /// The hand.
    pub hand: Vec<Card>,
    /// The draw pile, bottom first: the **last** card is drawn next.
    pub draw: Vec<Card>,
    /// How far dots may move.
    pub reach: Reach,
}

/// What the best line achieves from a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The most cards that can be played.
    pub max_played: usize,
    /// Cards in the draw pile.
    pub draw_pile: usize,
    /// Cards in hand and draw pile together.
    pub cards: usize,
}

impl Solution {
    /// Whether some line uses up the draw pile (the solitaire is won).
    #[must_use]
    pub fn winnable(&self) -> bool {
        self.max_played >= self.draw_pile
    }

    /// Whether some line plays every card (the bonus).
    #[must_use]
    pub fn clears_hand(&self) -> bool {
        self.max_played == self.cards
    }
}

/// The boards a card can turn `board` into by one move within `reach` (0 to 4 of them).
fn boards_after(board: Pattern, card: Card, reach: Reach) -> impl Iterator<Item = Pattern> {
    ticardo_core::moves_to(board, card.pattern(), reach, Pattern::EMPTY)
        .map(move |(from, to)| board.without(from).with(to))
}

/// A multiply-rotate hasher for the memo's small integer keys (SipHash's DoS resistance is not
/// needed for keys the solver makes itself).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

struct Search {
    /// Cards in the order they are drawn.
    draws: Vec<Card>,
    reach: Reach,
    memo: HashMap<(u16, u128, u32), u32, BuildHasherDefault<KeyHasher>>,
}

fn hand_bits(hand: &[Card]) -> u128 {
    hand.iter().fold(0u128, |h, c| h | (1u128 << c.index()))
}

impl Search {
    fn new(position: &Position) -> Search {
        Search {
            draws: position.draw.iter().rev().copied().collect(),
            reach: position.reach,
            memo: HashMap::default(),
        }
    }

    fn best(&mut self, board: Pattern, hand: u128, drawn: usize) -> u32 {
        let key = (board.bits(), hand, u32::try_from(drawn).unwrap_or(u32::MAX));
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let left = u32::try_from(self.draws.len().saturating_sub(drawn)).unwrap_or(u32::MAX);
        let most = hand.count_ones().saturating_add(left);
        let playable = one_move_classes(board, self.reach);
        let mut best = 0u32;
        let mut rest = hand;
        'cards: while rest != 0 {
            let index = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let Some(card) = Card::from_index(index) else {
                continue;
            };
            if !playable.contains(card.class()) {
                continue;
            }
            let mut next_hand = hand & !(1u128 << index);
            let mut next_drawn = drawn;
            if let Some(next) = self.draws.get(drawn) {
                next_hand |= 1u128 << next.index();
                next_drawn += 1;
            }
            for after in boards_after(board, card, self.reach) {
                let v = self.best(after, next_hand, next_drawn).saturating_add(1);
                best = best.max(v);
                if best == most {
                    break 'cards;
                }
            }
        }
        self.memo.insert(key, best);
        best
    }

    /// A line achieving [`Search::best`] from this position.
    fn line(&mut self, mut board: Pattern, mut hand: u128, mut drawn: usize) -> Vec<Play> {
        let mut line = Vec::new();
        let mut target = self.best(board, hand, drawn);
        while target > 0 {
            let playable = one_move_classes(board, self.reach);
            let mut next = None;
            let mut rest = hand;
            'search: while rest != 0 {
                let index = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let Some(card) = Card::from_index(index) else {
                    continue;
                };
                if !playable.contains(card.class()) {
                    continue;
                }
                let mut next_hand = hand & !(1u128 << index);
                let mut next_drawn = drawn;
                if let Some(draw) = self.draws.get(drawn) {
                    next_hand |= 1u128 << draw.index();
                    next_drawn += 1;
                }
                for (from, to) in
                    ticardo_core::moves_to(board, card.pattern(), self.reach, Pattern::EMPTY)
                {
                    let after = board.without(from).with(to);
                    if self.best(after, next_hand, next_drawn).saturating_add(1) == target {
                        next = Some((Play { card, from, to }, after, next_hand, next_drawn));
                        break 'search;
                    }
                }
            }
            let Some((play, after, next_hand, next_drawn)) = next else {
                break;
            };
            line.push(play);
            (board, hand, drawn) = (after, next_hand, next_drawn);
            target -= 1;
        }
        line
    }
}

/// Solves a position: the most cards that can be played from it.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use ticardo::{solver, Solitaire, SolitaireConfig};
///
/// let game = Solitaire::new(SolitaireConfig::default(), Seed(1))?;
/// let solution = solver::solve(&game.position());
/// assert!(solution.max_played <= solution.cards);
/// # Ok::<(), rules_engine::ConfigError>(())
/// ```
#[must_use]
pub fn solve(position: &Position) -> Solution {
    let mut search = Search::new(position);
    let hand = hand_bits(&position.hand);
    let max_played = search.best(position.board, hand, 0) as usize;
    Solution {
        max_played,
        draw_pile: position.draw.len(),
        cards: position.draw.len() + position.hand.len(),
    }
}

/// A best line from a position: the plays, in order, of a line that plays
/// [`Solution::max_played`] cards (the draw order is the position's).
///
/// ```
/// use rules_engine::{Game, Seed};
/// use ticardo::{solver, Solitaire, SolitaireConfig};
///
/// let mut game = Solitaire::new(SolitaireConfig::variation(), Seed(2))?;
/// let line = solver::best_line(&game.position());
/// for play in &line {
///     game.apply(0, play)?;
/// }
/// assert_eq!(game.played(), line.len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn best_line(position: &Position) -> Vec<Play> {
    let mut search = Search::new(position);
    let hand = hand_bits(&position.hand);
    search.line(position.board, hand, 0)
}

/// The solver without memo or pruning: every line tried (feature `naive`; for tests and
/// benchmarks, exponential).
#[cfg(feature = "naive")]
#[must_use]
pub fn solve_naive(position: &Position) -> Solution {
    fn best(board: Pattern, hand: &[Card], draw: &[Card], reach: Reach) -> usize {
        let mut most = 0;
        for (i, &card) in hand.iter().enumerate() {
            for (from, to) in ticardo_core::naive::moves_to(board, card.pattern(), reach) {
                let mut next_hand = hand.to_vec();
                next_hand.remove(i);
                let mut next_draw = draw.to_vec();
                next_hand.extend(next_draw.pop());
                let after = board.without(from).with(to);
                most = most.max(1 + best(after, &next_hand, &next_draw, reach));
            }
        }
        most
    }
    Solution {
        max_played: best(
            position.board,
            &position.hand,
            &position.draw,
            position.reach,
        ),
        draw_pile: position.draw.len(),
        cards: position.draw.len() + position.hand.len(),
    }
}
