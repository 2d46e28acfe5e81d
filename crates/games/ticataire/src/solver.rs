//! A solver: finds a winning line from a position, proves there is none, or gives up at a
//! node budget.
//!
//! Depth-first search with the moves that bring cards into play tried first, a memo of the
//! positions already searched (keyed by a 64-bit hash of the canonical position: the seven
//! columns as a multiset, so columns that differ only by their place are one position), and
//! the game's stall rule applied exactly (a position is searched again only if reached with
//! a lower stall count, since a lower count can only help). Moves into an empty space are
//! tried for one empty space only, since all empty spaces are alike.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::actions::{Move, SeqPile, Undo};
use crate::state::{Board, COLUMNS, Pile};

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveResult {
    /// A winning line: apply these moves in order.
    Won(Vec<Move>),
    /// The whole search space was searched: no line wins.
    Unwinnable,
    /// The node budget ran out first.
    Unknown,
}

/// The solver's answer and the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveReport {
    /// What it found.
    pub result: SolveResult,
    /// Positions expanded.
    pub nodes: u64,
}

/// Searches for a winning line from `board`, where `stall` moves in a row have brought
/// nothing into play and `stall_limit` such moves lose, expanding at most `budget`
/// positions.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_ticataire::{solve, Board, Pile, SolveResult};
///
/// // One buried card under a 5; the other column's 5-square-red Tics with it.
/// let mut board = Board::default();
/// board.piles[0] = Pile { down: vec!["1-circle-violet".parse()?], up: vec!["5-square-orange".parse()?] };
/// board.piles[1] = Pile { down: vec![], up: vec!["5-star-orange".parse()?] };
/// let report = solve(&board, 0, 300, 10_000);
/// assert!(matches!(report.result, SolveResult::Won(ref line) if line.len() == 1));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn solve(board: &Board, stall: u32, stall_limit: u32, budget: u64) -> SolveReport {
    Solver::new(board.clone(), stall_limit, budget).run(stall)
}

/// The memo's keys are already hashes: use them as they are.
#[derive(Default)]
struct IdentityHasher(u64);

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 << 8) | u64::from(*b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type Memo = HashMap<u64, u32, BuildHasherDefault<IdentityHasher>>;

const K: u64 = 0x517c_c1b7_2722_0a95;

/// One step of the position hash: a full avalanche after every word, so structured inputs
/// (card bitmasks that differ by a moved bit) do not cancel out.
fn mix(h: u64, x: u64) -> u64 {
    finalize(h ^ x.wrapping_mul(K).wrapping_add(0x9E37_79B9_7F4A_7C15))
}

fn finalize(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn hash_cards(mut h: u64, cards: &[tic_core::Card]) -> u64 {
    h = mix(h, cards.len() as u64 + 0x100);
    for card in cards {
        h = mix(h, card.index() as u64);
    }
    h
}

fn hash_pile(pile: &Pile) -> u64 {
    // A column's buried cards are a prefix of what was dealt there: its bottom buried card
    // and their count identify them.
    let mut h = mix(0x9E37_79B9_7F4A_7C15, pile.down.len() as u64);
    h = mix(h, pile.down.first().map_or(200, |c| c.index() as u64));
    finalize(hash_cards(h, &pile.up))
}

/// The canonical position's hash: columns as a sorted multiset, then the sequence piles, then
/// the deck (the deck keeps its order, so which cards are still face down and which are
/// flipped determines it).
fn position_key(board: &Board) -> u64 {
    let mut piles: [u64; COLUMNS] = [0; COLUMNS];
    for (slot, pile) in piles.iter_mut().zip(&board.piles) {
        *slot = hash_pile(pile);
    }
    piles.sort_unstable();
    let mut h = 0xD6E8_FEB8_6659_FD93;
    for p in piles {
        h = mix(h, p);
    }
    for seq in &board.seq {
        h = hash_cards(h, seq);
    }
    let stock: tic_core::CardSet = board.stock.iter().collect();
    let waste: tic_core::CardSet = board.waste.iter().collect();
    for bits in [stock.bits(), waste.bits()] {
        h = mix(h, bits as u64);
        h = mix(h, (bits >> 64) as u64);
    }
    finalize(h)
}

/// The legal moves in search order, with moves into empty spaces kept for the first empty
/// space only.
pub(crate) fn ordered_moves(board: &Board) -> Vec<Move> {
    let first_space = board.piles.iter().position(Pile::is_empty);
    let mut scored: Vec<(i32, Move)> = board
        .legal_moves()
        .into_iter()
        .filter(|mv| {
            let to = match *mv {
                Move::WasteToColumn(to)
                | Move::ColumnToColumn { to, .. }
                | Move::SequenceToColumn { to, .. } => to,
                _ => return true,
            };
            let to = usize::from(to);
            !board.piles[to].is_empty() || Some(to) == first_space
        })
        .map(|mv| (priority(board, mv), mv))
        .collect();
    scored.sort_by_key(|(p, _)| -p);
    scored.into_iter().map(|(_, mv)| mv).collect()
}

fn priority(board: &Board, mv: Move) -> i32 {
    let pile = |c: u8| &board.piles[usize::from(c)];
    match mv {
        Move::ColumnToColumn { from, .. } if !pile(from).down.is_empty() => {
            100 + pile(from).down.len() as i32
        }
        Move::ColumnToSequence { from, .. }
            if pile(from).up.len() == 1 && !pile(from).down.is_empty() =>
        {
            90 + pile(from).down.len() as i32
        }
        Move::WasteToSequence(SeqPile::Low | SeqPile::High) => 70,
        Move::WasteToColumn(_) => 60,
        Move::ColumnToColumn { .. } => 30,
        Move::ColumnToSequence { .. } => 20,
        Move::SequenceToColumn { .. } => 10,
        Move::Flip => 0,
    }
}

struct Frame {
    moves: Vec<Move>,
    next: usize,
    stall: u32,
    /// The move taken from this frame to the next one, to undo when coming back.
    taken: Option<Undo>,
}

struct Solver {
    board: Board,
    stall_limit: u32,
    budget: u64,
    nodes: u64,
    memo: Memo,
}

impl Solver {
    fn new(board: Board, stall_limit: u32, budget: u64) -> Self {
        Solver {
            board,
            stall_limit,
            budget,
            nodes: 0,
            memo: Memo::default(),
        }
    }

    fn report(&self, result: SolveResult) -> SolveReport {
        SolveReport {
            result,
            nodes: self.nodes,
        }
    }

    fn run(mut self, stall: u32) -> SolveReport {
        if self.board.is_won() {
            return self.report(SolveResult::Won(Vec::new()));
        }
        if stall >= self.stall_limit {
            return self.report(SolveResult::Unwinnable);
        }
        self.memo.insert(position_key(&self.board), stall);
        self.nodes = 1;
        let mut frames = vec![Frame {
            moves: ordered_moves(&self.board),
            next: 0,
            stall,
            taken: None,
        }];
        while let Some(frame) = frames.last_mut() {
            let Some(&mv) = frame.moves.get(frame.next) else {
                frames.pop();
                if let Some(undo) = frames.last_mut().and_then(|f| f.taken.take()) {
                    self.board.undo(undo);
                }
                continue;
            };
            frame.next += 1;
            let stall = frame.stall;
            let before = self.board.remaining();
            let Ok(undo) = self.board.apply(mv) else {
                continue;
            };

            let after = self.board.remaining();
            if after == 0 {
                let line = frames
                    .iter()
                    .map(|f| f.moves[f.next - 1])
                    .collect::<Vec<Move>>();
                return self.report(SolveResult::Won(line));
            }
            let new_stall = if after < before { 0 } else { stall + 1 };
            if new_stall >= self.stall_limit {
                self.board.undo(undo);
                continue;
            }
            let key = position_key(&self.board);

            match self.memo.get(&key) {
                Some(&seen) if seen <= new_stall => {
                    self.board.undo(undo);
                    continue;
                }
                _ => {}
            }
            self.memo.insert(key, new_stall);
            self.nodes += 1;
            if self.nodes > self.budget {
                return self.report(SolveResult::Unknown);
            }
            if let Some(frame) = frames.last_mut() {
                frame.taken = Some(undo);
            }
            frames.push(Frame {
                moves: ordered_moves(&self.board),
                next: 0,
                stall: new_stall,
                taken: None,
            });
        }
        self.report(SolveResult::Unwinnable)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rules_engine::{GameRng, Seed};
    use tic_core::Card;

    use super::*;
    use crate::naive::{small_position as small_board, winnable as naive_winnable};

    fn replays_to_a_win(board: &Board, line: &[Move]) -> bool {
        let mut b = board.clone();
        line.iter().all(|mv| b.apply(*mv).is_ok()) && b.is_won()
    }

    #[test]
    fn undo_restores_every_position() {
        for seed in 0..40 {
            let mut board = crate::state::deal(Seed(seed));
            let mut rng = GameRng::from_seed(Seed(seed));
            for _ in 0..200 {
                let moves = board.legal_moves();
                let Some(&mv) = rng.choose(&moves) else { break };
                let before = board.clone();
                let undo = board.apply(mv).expect("legal");
                let after = board.clone();
                board.undo(undo);
                assert_eq!(board, before, "undo of {mv:?}");
                board = after;
            }
        }
    }

    #[test]
    fn canonical_key_ignores_column_places() {
        let board = small_board(3);
        let mut swapped = board.clone();
        swapped.piles.swap(0, 5);
        assert_eq!(position_key(&board), position_key(&swapped));
        let mut other = board.clone();
        other.stock.push(Card::TOP);
        assert_ne!(position_key(&board), position_key(&other));
    }

    #[test]
    fn solver_and_naive_search_agree_on_small_positions() {
        let mut won = 0;
        for seed in 0..60 {
            let board = small_board(seed);
            let report = solve(&board, 0, 12, 1_000_000);
            let naive = naive_winnable(&board, 0, 12);
            match &report.result {
                SolveResult::Won(line) => {
                    won += 1;
                    assert!(
                        naive,
                        "seed {seed}: the solver won where the reference did not"
                    );
                    assert!(
                        replays_to_a_win(&board, line),
                        "seed {seed}: the line does not win"
                    );
                }
                SolveResult::Unwinnable => assert!(!naive, "seed {seed}: the reference won"),
                SolveResult::Unknown => panic!("seed {seed}: budget exhausted on a small position"),
            }
        }
        assert!(
            won > 5 && won < 75,
            "{won} of 80 won: the positions test little"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(16))]
        #[test]
        fn solver_agrees_with_naive_search(seed in any::<u64>(), limit in 6u32..12) {
            let board = small_board(seed);
            let report = solve(&board, 0, limit, 1_000_000);
            let naive = naive_winnable(&board, 0, limit);
            match report.result {
                SolveResult::Won(line) => {
                    prop_assert!(naive);
                    prop_assert!(replays_to_a_win(&board, &line));
                }
                SolveResult::Unwinnable => prop_assert!(!naive),
                SolveResult::Unknown => prop_assert!(false, "budget exhausted"),
            }
        }
    }
}
