//! Runs of cards in sequence found with shifts and ANDs (index space: bit `25n + 5s + c`).
//!
//! - **Tripo** runs step in all three properties: in index space one step is a shift by
//!   `25 ± 5 ± 1` (the number goes up; shape and color each up or down), so the starts of runs
//!   of `k` cards are `cards & cards >> d & ... & cards >> (k-1)d`, limited to the cards where
//!   such a run fits (no wrapping).
//! - **Duo** runs step in two properties: project the hand onto the 5x5 grid of each pair of
//!   properties (a "cell" is a Tic line); a run is a diagonal of occupied cells (a step is a
//!   shift by 6 or 4 in the grid). Distinct cells hold distinct cards, so occupancy is enough.
//! - **Mono** runs step in one property: consecutive occupied values of one property.
//!
//! [`Shape`] keeps the three occupancy masks and is built card by card, so callers that add
//! one card to many hands (the exhaustive table, equity enumeration) share the work.

use tic_core::CardSet;

/// Index-space strides of the four Tripo directions (the number always rises).
const TRIPO_STRIDES: [u32; 4] = [31, 29, 21, 19];

/// Cards where a Tripo run of `k` cards in direction `dir` may start.
const fn tripo_starts(k: usize, dir: usize) -> u128 {
    let mut out = 0u128;
    let (shape_up, color_up) = (dir & 2 == 0, dir & 1 == 0);
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        if n + k <= 5 && fits(s, k, shape_up) && fits(c, k, color_up) {
            out |= 1u128 << i;
        }
        i += 1;
    }
    out
}

/// Whether a run of `k` values starting at `v` fits in 0..5, rising or falling.
const fn fits(v: usize, k: usize, up: bool) -> bool {
    if up { v + k <= 5 } else { v + 1 >= k }
}

/// `TRIPO_START[k - 3][dir]`.
static TRIPO_START: [[u128; 4]; 3] = {
    let mut out = [[0u128; 4]; 3];
    let mut k = 3;
    while k <= 5 {
        let mut d = 0;
        while d < 4 {
            out[k - 3][d] = tripo_starts(k, d);
            d += 1;
        }
        k += 1;
    }
    out
};

/// Bit of a family's cell: families number+shape (lane 0), number+color (lane 1),
/// shape+color (lane 2), 32 bits apart; cell `5x + y`.
const fn cell_bit(family: usize, x: usize, y: usize) -> u128 {
    1u128 << (32 * family + 5 * x + y)
}

/// Per card index: its three cells.
static CELL_BITS: [u128; 125] = {
    let mut out = [0u128; 125];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[i] = cell_bit(0, n, s) | cell_bit(1, n, c) | cell_bit(2, s, c);
        i += 1;
    }
    out
};

/// Per card index: its three property values (property p at bits `8p..8p + 5`).
static VALUE_BITS: [u32; 125] = {
    let mut out = [0u32; 125];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[i] = 1 << n | 1 << (8 + s) | 1 << (16 + c);
        i += 1;
    }
    out
};

/// Grid strides of the two Duo directions: both rise (6), or the second falls (4).
const DUO_STRIDES: [u32; 2] = [6, 4];

/// Cells (in every family's lane) where a Duo run of `k` may start in direction `dir`.
const fn duo_starts(k: usize, dir: usize) -> u128 {
    let mut out = 0u128;
    let mut f = 0;
    while f < 3 {
        let mut x = 0;
        while x + k <= 5 {
            let mut y = 0;
            while y < 5 {
                let fits = if dir == 0 { y + k <= 5 } else { y + 1 >= k };
                if fits {
                    out |= cell_bit(f, x, y);
                }
                y += 1;
            }
            x += 1;
        }
        f += 1;
    }
    out
}

/// `DUO_START[k - 3][dir]`.
static DUO_START: [[u128; 2]; 3] = {
    let mut out = [[0u128; 2]; 3];
    let mut k = 3;
    while k <= 5 {
        out[k - 3][0] = duo_starts(k, 0);
        out[k - 3][1] = duo_starts(k, 1);
        k += 1;
    }
    out
};

/// Index-space masks of the cards in each cell bit (bit numbers as [`cell_bit`]; cells outside
/// the 25 of a lane are empty).
static CELL_CARDS: [u128; 96] = {
    let mut out = [0u128; 96];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[5 * n + s] |= 1u128 << i;
        out[32 + 5 * n + c] |= 1u128 << i;
        out[64 + 5 * s + c] |= 1u128 << i;
        i += 1;
    }
    out
};

/// Starts of runs of `k` in a mask, given the stride and where runs fit.
#[inline(always)]
fn run_starts(occupied: u128, stride: u32, k: u32, starts: u128) -> u128 {
    let mut m = occupied & starts;
    let mut j = 1;
    while j < k && m != 0 {
        m &= occupied >> (j * stride);
        j += 1;
    }
    m
}

/// The occupancy of a hand: its cards, the cells (Tic lines) they fill, the values they show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Shape {
    /// The cards (index space).
    pub cards: u128,
    /// The cells they occupy, in the three family lanes.
    pub cells: u128,
    /// The property values they show.
    pub values: u32,
}

impl Shape {
    /// The shape of a card set.
    #[inline]
    pub(crate) fn of(set: CardSet) -> Shape {
        let mut shape = Shape::default();
        crate::order::for_each_index(set, |i| shape.add(i));
        shape
    }

    /// Adds the card with index `i` (below 125).
    #[inline(always)]
    pub(crate) fn add(&mut self, i: usize) {
        self.cards |= 1u128 << i;
        self.cells |= CELL_BITS[i];
        self.values |= VALUE_BITS[i];
    }

    /// Whether the hand holds a Tripo run of `k` (3 to 5) cards.
    #[inline]
    pub(crate) fn has_tripo(&self, k: u32) -> bool {
        let starts = &TRIPO_START[k as usize - 3];
        (0..4).any(|d| run_starts(self.cards, TRIPO_STRIDES[d], k, starts[d]) != 0)
    }

    /// Whether the hand holds a Duo (or Tripo) run of `k` (3 to 5) cards.
    #[inline]
    pub(crate) fn has_duo(&self, k: u32) -> bool {
        let starts = &DUO_START[k as usize - 3];
        (0..2).any(|d| run_starts(self.cells, DUO_STRIDES[d], k, starts[d]) != 0)
    }

    /// Whether the hand holds a Mono (or better) run of `k` (4 or 5) cards.
    #[inline]
    pub(crate) fn has_mono(&self, k: u32) -> bool {
        let v = self.values;
        // Lanes of 8 bits; a run of k starts at value 0..=5-k of a lane.
        let lane_starts = (1u32 << (6 - k)) - 1;
        let mut m = v & (lane_starts | lane_starts << 8 | lane_starts << 16);
        for j in 1..k {
            m &= v >> j;
        }
        m != 0
    }

    /// Calls `f` with every Tripo run of 3 cards in the hand (index-space masks).
    pub(crate) fn tripo_triples(&self, mut f: impl FnMut(u128)) {
        for d in 0..4 {
            let stride = TRIPO_STRIDES[d];
            let mut starts = run_starts(self.cards, stride, 3, TRIPO_START[0][d]);
            while starts != 0 {
                let s = starts.trailing_zeros();
                starts &= starts - 1;
                f(1u128 << s | 1u128 << (s + stride) | 1u128 << (s + 2 * stride));
            }
        }
    }

    /// Calls `f` with every Duo-or-better run of 3 cards in the hand, once per family it steps
    /// in (a Tripo run comes three times).
    pub(crate) fn duo_triples(&self, mut f: impl FnMut(u128)) {
        for d in 0..2 {
            let stride = DUO_STRIDES[d];
            let mut starts = run_starts(self.cells, stride, 3, DUO_START[0][d]);
            while starts != 0 {
                let s = starts.trailing_zeros();
                starts &= starts - 1;
                let cell = |j: u32| self.cards & CELL_CARDS[(s + j * stride) as usize];
                let (xs, ys, zs) = (cell(0), cell(1), cell(2));
                for x in bits(xs) {
                    for y in bits(ys) {
                        for z in bits(zs) {
                            f(x | y | z);
                        }
                    }
                }
            }
        }
    }
}

/// The single-bit masks of a mask.
#[inline]
fn bits(mut mask: u128) -> impl Iterator<Item = u128> {
    core::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let bit = mask & mask.wrapping_neg();
            mask ^= bit;
            Some(bit)
        }
    })
}

/// Up to this many three-card runs are kept for the two-group categories (a hand of 10 cards
/// holds far fewer: each run needs its own three cells on a diagonal).
const MAX_TRIPLES: usize = 256;

/// Whether two disjoint triples exist, one from `a` and one from `b`.
fn disjoint_pair(a: &[u128], b: &[u128]) -> bool {
    a.iter().any(|&x| b.iter().any(|&y| x & y == 0))
}

/// The Sequences category of a hand of 6 to 10 cards from its shape: the runs decide it
/// top-down; the two-group categories list the three-card runs and look for disjoint ones.
pub(crate) fn sequences_category(shape: &Shape) -> crate::sequences::Category {
    use crate::sequences::Category as C;
    let mut tripos: smallvec::SmallVec<[u128; 8]> = smallvec::SmallVec::new();
    if shape.has_tripo(3) {
        shape.tripo_triples(|t| {
            if tripos.len() < MAX_TRIPLES {
                tripos.push(t);
            }
        });
    }
    let duos = || {
        let mut out: smallvec::SmallVec<[u128; 32]> = smallvec::SmallVec::new();
        shape.duo_triples(|t| {
            if out.len() < MAX_TRIPLES {
                out.push(t);
            }
        });
        out
    };
    if !tripos.is_empty() {
        if shape.has_tripo(5) {
            return C::FiveTripo;
        }
        if disjoint_pair(&tripos, &tripos) {
            return C::TwoThreeTripos;
        }
        if shape.has_tripo(4) {
            return C::FourTripo;
        }
        if disjoint_pair(&tripos, &duos()) {
            return C::ThreeTripoThreeDuo;
        }
        return C::ThreeTripo;
    }
    if shape.has_duo(3) {
        if shape.has_duo(5) {
            return C::FiveDuo;
        }
        let duos = duos();
        if disjoint_pair(&duos, &duos) {
            return C::TwoThreeDuos;
        }
        if shape.has_duo(4) {
            return C::FourDuo;
        }
        return C::ThreeDuo;
    }
    if shape.has_mono(5) {
        C::FiveMono
    } else if shape.has_mono(4) {
        C::FourMono
    } else {
        C::HighCard
    }
}

/// The Tic line id (as `tic_core::TicLine`) of a cell bit.
#[inline]
fn line_of_cell(bit: u32) -> usize {
    (25 * (bit / 32) + bit % 32) as usize
}

/// The best Sequences category of a hand of 6 to 10 cards and the best 6 cards for it (rank
/// space), from the runs: the category as [`sequences_category`] finds it, then, among the
/// ways to make it, the one whose cards are highest card by card. A one-run category takes the
/// highest card of each of the run's cells and then the highest other cards (that beats every
/// other choice on the same cells); a two-group category tries every disjoint pair of listed
/// three-card runs.
pub(crate) fn sequences_best(shape: &Shape) -> (crate::sequences::Category, u128) {
    use crate::order::{LINE_MASKS, mask_to_rank_space, top};
    use crate::sequences::Category as C;
    let hand = mask_to_rank_space(shape.cards);
    let with_kickers =
        |structure: u128| structure | top(hand & !structure, 6 - structure.count_ones());
    let mut chosen = 0u128;
    let keep = |chosen: &mut u128, candidate: u128| {
        if candidate > *chosen {
            *chosen = candidate;
        }
    };
    // Tripo runs of k cards, as rank-space masks with kickers.
    let tripo_runs = |k: u32, chosen: &mut u128| {
        for d in 0..4 {
            let stride = TRIPO_STRIDES[d];
            let mut starts = run_starts(shape.cards, stride, k, TRIPO_START[k as usize - 3][d]);
            while starts != 0 {
                let s = starts.trailing_zeros();
                starts &= starts - 1;
                let run = (0..k).fold(0u128, |m, j| m | 1u128 << (s + j * stride));
                keep(chosen, with_kickers(mask_to_rank_space(run)));
            }
        }
    };
    // Duo runs of k cells: the top card of each cell, with kickers.
    let duo_runs = |k: u32, chosen: &mut u128| {
        for d in 0..2 {
            let stride = DUO_STRIDES[d];
            let mut starts = run_starts(shape.cells, stride, k, DUO_START[k as usize - 3][d]);
            while starts != 0 {
                let s = starts.trailing_zeros();
                starts &= starts - 1;
                let run = (0..k).fold(0u128, |m, j| {
                    m | top(hand & LINE_MASKS[line_of_cell(s + j * stride)], 1)
                });
                keep(chosen, with_kickers(run));
            }
        }
    };
    let best_pair = |a: &[u128], b: &[u128], chosen: &mut u128| {
        for &x in a {
            for &y in b {
                if x & y == 0 {
                    keep(chosen, x | y);
                }
            }
        }
    };
    let ranked = |list: &[u128]| -> smallvec::SmallVec<[u128; 32]> {
        list.iter().map(|&t| mask_to_rank_space(t)).collect()
    };
    let list = |tripo: bool| {
        let mut out: smallvec::SmallVec<[u128; 32]> = smallvec::SmallVec::new();
        let mut push = |t: u128| {
            if out.len() < MAX_TRIPLES {
                out.push(t);
            }
        };
        if tripo {
            shape.tripo_triples(&mut push);
        } else {
            shape.duo_triples(&mut push);
        }
        ranked(&out)
    };

    let category = sequences_category(shape);
    match category {
        C::FiveTripo => tripo_runs(5, &mut chosen),
        C::FourTripo => tripo_runs(4, &mut chosen),
        C::ThreeTripo => tripo_runs(3, &mut chosen),
        C::TwoThreeTripos => {
            let tripos = list(true);
            best_pair(&tripos, &tripos, &mut chosen);
        }
        C::ThreeTripoThreeDuo => best_pair(&list(true), &list(false), &mut chosen),
        C::TwoThreeDuos => {
            let duos = list(false);
            best_pair(&duos, &duos, &mut chosen);
        }
        C::FiveDuo => duo_runs(5, &mut chosen),
        C::FourDuo => duo_runs(4, &mut chosen),
        C::ThreeDuo => duo_runs(3, &mut chosen),
        C::FiveMono | C::FourMono | C::HighCard => {
            return crate::sequences::best_mono(hand);
        }
    }
    (category, chosen)
}
