//! Runs of cards in sequence found with shifts and ANDs.
//!
//! Two spaces: the cards themselves (index space, bit `25n + 5s + c`) and their occupancy
//! ("occ" space, the numbering of `tic_core::TicLine` extended by the values): bits `0..75`
//! are the Tic lines ("cells" of the three 5x5 grids of a pair of properties, lane `25f`,
//! cell `5x + y`), bits `75 + 5p + v` the property values.
//!
//! - **Tripo** runs step in all three properties: in index space one step is a shift by
//!   `25 ± 5 ± 1` (the number goes up; shape and color each up or down), so the starts of runs
//!   of `k` cards are `cards & cards >> d & ... & cards >> (k-1)d`, limited to the cards where
//!   such a run fits (no wrapping).
//! - **Duo** runs step in two properties: project the hand onto the 5x5 grid of each pair of
//!   properties; a run is a diagonal of occupied cells (a step is a shift by 6 or 4 in the
//!   grid). Distinct cells hold distinct cards, so occupancy is enough.
//! - **Mono** runs step in one property: consecutive occupied values of one property.
//!
//! The two-group categories ask whether two disjoint three-card runs exist. The cards of any
//! Duo or Tripo run lie in pairwise different cells of every grid (each grid shares a stepping
//! property with the run), so removing a run's three cards empties exactly the cells among its
//! own that held one card: the occupancy of the rest is `occ2 | occ & !occ(run)`, where `occ2`
//! marks the cells holding two cards or more. One more shift-and test per listed run answers
//! "is there a second run disjoint from this one", without listing pairs.
//!
//! [`Shape`] keeps the occupancy masks and is built card by card, so callers that add one card
//! to many hands (the exhaustive table, equity enumeration) share the work.

use tic_core::CardSet;

use crate::category::Category;
use crate::order::{LINE_MASKS, POS_TABLE, VALUE_MASKS};

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

/// First occupancy bit of the property values (bits below are the 75 Tic lines).
const VALUE_OCC0: u32 = 75;

/// Per card index: its occupancy bits, three lines and three values (128 entries as
/// [`RANK_BIT`]).
static OCC_BITS: [u128; 128] = OCC_BITS_TABLE;

/// Per rank-space position: the occupancy bits of the card there (as [`OCC_BITS`]).
static OCC_BITS_AT: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut i = 0;
    while i < 125 {
        out[POS_TABLE[i] as usize] = OCC_BITS_TABLE[i];
        i += 1;
    }
    out
};

/// [`OCC_BITS`] as a constant, to build [`OCC_BITS_AT`] from.
const OCC_BITS_TABLE: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[i] = 1u128 << (5 * n + s)
            | 1u128 << (25 + 5 * n + c)
            | 1u128 << (50 + 5 * s + c)
            | 1u128 << (VALUE_OCC0 as usize + n)
            | 1u128 << (VALUE_OCC0 as usize + 5 + s)
            | 1u128 << (VALUE_OCC0 as usize + 10 + c);
        i += 1;
    }
    out
};

/// Index-space masks of the cards of each Tic line.
pub(crate) static LINE_CARDS: [u128; 75] = {
    let mut out = [0u128; 75];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[5 * n + s] |= 1u128 << i;
        out[25 + 5 * n + c] |= 1u128 << i;
        out[50 + 5 * s + c] |= 1u128 << i;
        i += 1;
    }
    out
};

/// Per card index: its rank-space bit (128 entries, so that a masked index needs no bounds
/// check; 125 to 127 are no cards).
static RANK_BIT: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut i = 0;
    while i < 125 {
        out[i] = 1u128 << POS_TABLE[i];
        i += 1;
    }
    out
};

/// Grid strides of the two Duo directions: both rise (6), or the second falls (4).
const DUO_STRIDES: [u32; 2] = [6, 4];

/// Cells (in every grid's lane) where a Duo run of `k` may start in direction `dir`.
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
                    out |= 1u128 << (25 * f + 5 * x + y);
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

/// The three lanes of the line bits, one per grid.
const LANES: [u128; 3] = [(1 << 25) - 1, ((1 << 25) - 1) << 25, ((1 << 25) - 1) << 50];

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

/// Starts of Duo runs of three cells in both directions.
#[inline(always)]
fn duo3_starts(occ: u128) -> [u128; 2] {
    let [up, down] = DUO_START[0];
    [
        occ & up & occ >> 6 & occ >> 12,
        occ & down & occ >> 4 & occ >> 8,
    ]
}

/// Whether an occupancy holds a Duo (or Tripo) run of three cells.
#[inline(always)]
fn has_duo3(occ: u128) -> bool {
    let [up, down] = duo3_starts(occ);
    up | down != 0
}

/// Starts of Tripo runs of three cards in each direction.
#[inline(always)]
fn tripo3_starts(cards: u128) -> [u128; 4] {
    let s = &TRIPO_START[0];
    [
        cards & s[0] & cards >> 31 & cards >> 62,
        cards & s[1] & cards >> 29 & cards >> 58,
        cards & s[2] & cards >> 21 & cards >> 42,
        cards & s[3] & cards >> 19 & cards >> 38,
    ]
}

/// Whether a set of cards holds a Tripo run of three.
#[inline(always)]
fn has_tripo3(cards: u128) -> bool {
    let [a, b, c, d] = tripo3_starts(cards);
    a | b | c | d != 0
}

/// The occupancy of a hand: its cards, the cells (Tic lines) and values they fill, and those
/// they fill twice or more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Shape {
    /// The cards (index space).
    pub cards: u128,
    /// The lines and values holding at least one card (occupancy bits).
    pub occ: u128,
    /// The lines and values holding at least two cards.
    pub occ2: u128,
}

impl Shape {
    /// The shape of a card set.
    #[inline]
    pub(crate) fn of(set: CardSet) -> Shape {
        let mut shape = Shape {
            cards: set.bits(),
            ..Shape::default()
        };
        crate::order::for_each_index(set, |i| shape.occupy(i));
        shape
    }

    /// Adds the card with index `i` (below 125, not in the hand yet).
    #[inline(always)]
    pub(crate) fn add(&mut self, i: usize) {
        self.cards |= 1u128 << i;
        self.occupy(i);
    }

    /// Marks the lines and values of the card with index `i` occupied.
    #[inline(always)]
    fn occupy(&mut self, i: usize) {
        let bits = OCC_BITS[i];
        self.occ2 |= self.occ & bits;
        self.occ |= bits;
    }

    /// Whether the hand holds a Tripo run of `k` (3 to 5) cards.
    #[inline]
    fn has_tripo(&self, k: u32) -> bool {
        let starts = &TRIPO_START[k as usize - 3];
        (0..4).any(|d| run_starts(self.cards, TRIPO_STRIDES[d], k, starts[d]) != 0)
    }

    /// The occupancy of the hand without the cards of a three-card run.
    #[inline(always)]
    fn without_run(&self, run_occ: u128) -> u128 {
        self.occ2 | self.occ & !run_occ
    }

    /// Calls `f` with every Tripo run of 3 cards in the hand (index-space masks) and the run's
    /// occupancy bits, until it returns `true`; whether it did.
    #[inline]
    fn any_tripo_triple(&self, mut f: impl FnMut(u128, u128) -> bool) -> bool {
        let starts = tripo3_starts(self.cards);
        for (d, mut starts) in starts.into_iter().enumerate() {
            let stride = TRIPO_STRIDES[d];
            while starts != 0 {
                let s = starts.trailing_zeros();
                starts &= starts - 1;
                let [a, b, c] = [s, s + stride, s + 2 * stride].map(|i| i as usize & 127);
                let run = 1u128 << a | 1u128 << b | 1u128 << c;
                if f(run, OCC_BITS[a] | OCC_BITS[b] | OCC_BITS[c]) {
                    return true;
                }
            }
        }
        false
    }

    /// Calls `f` with every Duo-or-better run of 3 cards in the hand and the run's occupancy
    /// bits, once per grid it steps in (a Tripo run comes three times), until it returns
    /// `true`; whether it did. `starts`: the starts of the three-cell runs ([`duo3_starts`]);
    /// then the hand and a [`Space`] in one numbering, the numbering of the runs given to `f`:
    /// the hand's `cards` with [`INDEX_SPACE`], or the hand in rank space with
    /// [`RANK_SPACE`].
    #[inline]
    fn any_duo_triple(
        &self,
        starts: [u128; 2],
        (cards, (line_cards, occ_bits)): (u128, Space),
        mut f: impl FnMut(u128, u128) -> bool,
    ) -> bool {
        // The occupancy of a one-card mask (each card's is read once, not per run).
        let occ_of_card = |card: u128| occ_bits[card.trailing_zeros() as usize & 127];
        for (d, mut starts) in starts.into_iter().enumerate() {
            let stride = DUO_STRIDES[d];
            while starts != 0 {
                let s = starts.trailing_zeros();
                starts &= starts - 1;
                let cell = |j: u32| cards & line_cards[(s + j * stride) as usize];
                let (xs, ys, zs) = (cell(0), cell(1), cell(2));
                if (self.occ2 >> s) & run_cells(3, stride) == 0 {
                    // One card in each cell: one run.
                    let occ = occ_of_card(xs) | occ_of_card(ys) | occ_of_card(zs);
                    if f(xs | ys | zs, occ) {
                        return true;
                    }
                    continue;
                }
                for x in bits(xs) {
                    let x_occ = occ_of_card(x);
                    for y in bits(ys) {
                        let xy_occ = x_occ | occ_of_card(y);
                        for z in bits(zs) {
                            if f(x | y | z, xy_occ | occ_of_card(z)) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        false
    }
}

/// A space of card masks: the cards of each Tic line and the occupancy bits of each card.
type Space = (&'static [u128; 75], &'static [u128; 128]);

/// Index space (bit = card index).
const INDEX_SPACE: Space = (&LINE_CARDS, &OCC_BITS);

/// Rank space (bit = position in the "highest first" order).
const RANK_SPACE: Space = (&LINE_MASKS, &OCC_BITS_AT);

/// The cells of a run of `k` starting at bit 0 with a stride.
#[inline(always)]
const fn run_cells(k: u32, stride: u32) -> u128 {
    let mut cells = 0u128;
    let mut j = 0;
    while j < k {
        cells |= 1 << (j * stride);
        j += 1;
    }
    cells
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

/// Whether the values of an occupancy hold a run of `k` (4 or 5) consecutive values of one
/// property.
#[inline(always)]
fn has_mono(occ: u128, k: u32) -> bool {
    let v = (occ >> VALUE_OCC0) as u32;
    // Lanes of 5 bits; a run of k starts at value 0..=5-k of a lane.
    let lane_starts = (1u32 << (6 - k)) - 1;
    let mut m = v & (lane_starts | lane_starts << 5 | lane_starts << 10);
    for j in 1..k {
        m &= v >> j;
    }
    m != 0
}

/// The Sequences category of a hand of 6 to 10 cards from its shape: the runs decide it
/// top-down; a two-group category needs a run such that the rest of the hand still holds one.
pub(crate) fn sequences_category(shape: &Shape) -> Category {
    category_and_starts(shape).0
}

/// Starts of Duo runs of `k` (3 to 5) cells in both directions, from those of three: a run of
/// `k + 1` is a run of `k` followed by another one step on.
#[inline(always)]
fn duo_starts_of(three: [u128; 2], k: u32) -> [u128; 2] {
    let mut starts = three;
    for len in 4..=k {
        for (d, s) in starts.iter_mut().enumerate() {
            *s &= *s >> DUO_STRIDES[d] & DUO_START[len as usize - 3][d];
        }
    }
    starts
}

/// The category and the starts of the three-cell Duo runs (what choosing the cards reuses).
#[inline]
fn category_and_starts(shape: &Shape) -> (Category, [u128; 2]) {
    let starts = duo3_starts(shape.occ);
    let [up, down] = starts;
    let duo3 = up | down;
    if duo3 == 0 {
        let category = if has_mono(shape.occ, 5) {
            Category::FiveMono
        } else if has_mono(shape.occ, 4) {
            Category::FourMono
        } else {
            Category::HighCard
        };
        return (category, starts);
    }
    // A Tripo run is a Duo run in each of the three grids.
    if LANES.iter().all(|&lane| duo3 & lane != 0) && has_tripo3(shape.cards) {
        return (tripo_category(shape), starts);
    }
    // A single start cell: the three-cell runs are one diagonal from it, or two (one each way)
    // sharing it, and no run is longer. Two disjoint three-card runs then need two cards in
    // each cell of one diagonal, or, with two diagonals, two cards in the shared cell (their
    // other cells differ, so hold different cards).
    if duo3 & (duo3 - 1) == 0 {
        let two = if up != 0 && down != 0 {
            shape.occ2 & duo3 != 0
        } else {
            let stride = if up != 0 { 6 } else { 4 };
            let cells = duo3 | duo3 << stride | duo3 << (2 * stride);
            shape.occ2 & cells == cells
        };
        let category = if two {
            Category::TwoThreeDuos
        } else {
            Category::ThreeDuo
        };
        return (category, starts);
    }
    let has = |k: u32| {
        let [a, b] = duo_starts_of(starts, k);
        a | b != 0
    };
    let category = if has(5) {
        Category::FiveDuo
    } else if shape.any_duo_triple(starts, (shape.cards, INDEX_SPACE), |_, occ| {
        has_duo3(shape.without_run(occ))
    }) {
        Category::TwoThreeDuos
    } else if has(4) {
        Category::FourDuo
    } else {
        Category::ThreeDuo
    };
    (category, starts)
}

/// The category of a hand holding a three-card Tripo run.
#[cold]
fn tripo_category(shape: &Shape) -> Category {
    if shape.has_tripo(5) {
        Category::FiveTripo
    } else if shape.any_tripo_triple(|t, _| has_tripo3(shape.cards & !t)) {
        Category::TwoThreeTripos
    } else if shape.has_tripo(4) {
        Category::FourTripo
    } else if shape.any_tripo_triple(|_, occ| has_duo3(shape.without_run(occ))) {
        Category::ThreeTripoThreeDuo
    } else {
        Category::ThreeTripo
    }
}

/// Per rank-space position: its bit (positions 125 to 127 hold no card).
static POS_BIT: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut p = 0;
    while p < 125 {
        out[p] = 1u128 << p;
        p += 1;
    }
    out
};

/// Per rank-space position: the card's index-space bit (positions 125 to 127 hold no card).
static INDEX_BIT_AT: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut i = 0;
    while i < 125 {
        out[POS_TABLE[i] as usize] = 1u128 << i;
        i += 1;
    }
    out
};

/// The highest card of a rank-space mask (none of an empty one).
#[inline(always)]
pub(crate) fn highest(mask: u128) -> u128 {
    let p = 127u32.wrapping_sub(mask.leading_zeros());
    POS_BIT.get(p as usize).copied().unwrap_or(0)
}

/// The six highest cards of a rank-space hand of `len` (six or more) cards: the lowest ones
/// cleared.
#[inline(always)]
fn top6(mut hand: u128, len: u32) -> u128 {
    for _ in 6..len {
        hand &= hand.wrapping_sub(1);
    }
    hand
}

/// A structure of up to 6 cards of the hand completed by the highest other cards to six, from
/// the six highest cards of the hand (`six`): each structure card outside them displaces the
/// lowest of the others. (Bit loops, not `count_ones`: no POPCNT on the baseline x86-64.)
#[inline(always)]
fn with_kickers(six: u128, structure: u128) -> u128 {
    let mut rest = six & !structure;
    let mut outside = structure & !six;
    while outside != 0 {
        outside &= outside - 1;
        rest &= rest.wrapping_sub(1);
    }
    structure | rest
}

/// The packed rank key of six cards (as `order::pack(chosen, 6)`: positions highest first, 7
/// bits each) and the cards in index space, in one pass from the lowest card.
#[inline]
pub(crate) fn key_and_cards(chosen: u128) -> (u64, u128) {
    let (mut key, mut cards, mut shift) = (0u64, 0u128, 0u32);
    for (half, base) in [(chosen as u64, 0u32), ((chosen >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            let p = base + bits.trailing_zeros();
            bits &= bits - 1;
            key |= u64::from(p).wrapping_shl(shift);
            shift += 7;
            cards |= INDEX_BIT_AT[p as usize & 127];
        }
    }
    if shift == 42 {
        (key, cards)
    } else {
        (
            crate::order::pack(chosen, 6),
            crate::order::from_rank_space(chosen).bits(),
        )
    }
}

/// The rank-space mask of an index-space mask.
#[inline(always)]
fn rank_space(mut cards: u128) -> u128 {
    let mut out = 0;
    while cards != 0 {
        out |= RANK_BIT[cards.trailing_zeros() as usize];
        cards &= cards - 1;
    }
    out
}

/// The shape of a hand, the hand in rank space and its number of cards, in one pass.
#[inline]
pub(crate) fn shape_and_rank(set: CardSet) -> (Shape, u128, u32) {
    let mut shape = Shape {
        cards: set.bits(),
        ..Shape::default()
    };
    let (mut hand, mut len) = (0u128, 0u32);
    for (half, base) in [(set.bits() as u64, 0usize), ((set.bits() >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            let i = (base + bits.trailing_zeros() as usize) & 127;
            bits &= bits - 1;
            shape.occupy(i);
            hand |= RANK_BIT[i];
            len += 1;
        }
    }
    (shape, hand, len)
}

/// The best Sequences category of a hand of 6 to 10 cards and the best 6 cards for it (rank
/// space), from the runs: the category as [`sequences_category`] finds it, then, among the
/// ways to make it, the one whose cards are highest card by card. A one-run category takes the
/// highest card of each of the run's cells and then the highest other cards (that beats every
/// other choice on the same cells); a two-group category tries every disjoint pair of
/// three-card runs. `hand` is the shape's `len` cards in rank space.
pub(crate) fn sequences_best(shape: &Shape, hand: u128, len: u32) -> (Category, u128) {
    use crate::category::Category as C;
    let (category, three) = category_and_starts(shape);
    let six = top6(hand, len);
    let mut chosen = 0u128;
    let mut keep = |candidate: u128| {
        if candidate > chosen {
            chosen = candidate;
        }
    };
    // Rank-space lists of the three-card runs.
    let mut runs = Runs::new();
    // (Filled in place: a returned list would be copied, 260 bytes.)
    let list = |tripo: bool, out: &mut Runs| {
        if tripo {
            shape.any_tripo_triple(|t, _| {
                out.push(rank_space(t));
                false
            });
        } else {
            shape.any_duo_triple(three, (hand, RANK_SPACE), |t, _| {
                out.push(t);
                false
            });
        }
    };
    let best_pair = |a: &[u128], b: &[u128], keep: &mut dyn FnMut(u128)| {
        for &x in a {
            for &y in b {
                if x & y == 0 {
                    keep(x | y);
                }
            }
        }
    };
    match category {
        C::FiveTripo => keep(best_tripo_run::<5>(shape.cards, six)),
        C::FourTripo => keep(best_tripo_run::<4>(shape.cards, six)),
        C::ThreeTripo => keep(best_tripo_run::<3>(shape.cards, six)),
        C::TwoThreeTripos => {
            list(true, &mut runs);
            keep(best_disjoint_pair(&runs));
        }
        C::ThreeTripoThreeDuo => {
            let mut duos = Runs::new();
            list(true, &mut runs);
            list(false, &mut duos);
            best_pair(&runs, &duos, &mut keep);
        }
        C::TwoThreeDuos => {
            list(false, &mut runs);
            keep(best_disjoint_pair(&runs));
        }
        C::FiveDuo => keep(best_duo_run::<5>(shape, three, hand, six)),
        C::FourDuo => keep(best_duo_run::<4>(shape, three, hand, six)),
        C::ThreeDuo => keep(best_duo_run::<3>(shape, three, hand, six)),
        C::FiveMono | C::FourMono => mono_runs(shape.occ, hand, six, &mut keep),
        C::HighCard => keep(six),
    }
    (category, chosen)
}

/// A list of three-card runs (rank space).
type Runs = smallvec::SmallVec<[u128; 16]>;

/// The highest union of two disjoint runs of a list (rank space; 0 if no two are disjoint).
///
/// The union's top card is its higher run's top card, so the best union's top is the highest
/// card that tops a run with a disjoint partner: the runs are tried by their top card, highest
/// first, each against every run, and the search stops at the first top card that gives a
/// union. A hand's runs share few top cards: about twice the list's length in pair tests
/// instead of its square.
fn best_disjoint_pair(runs: &[u128]) -> u128 {
    let mut tops = runs.iter().fold(0u128, |m, &run| m | highest(run));
    let mut best = 0u128;
    while tops != 0 && best == 0 {
        let top = highest(tops);
        tops ^= top;
        // Runs topped by `top`: it is in them, and nothing above it.
        let above = !(top | top.wrapping_sub(1));
        for &x in runs.iter().filter(|&&x| x & top != 0 && x & above == 0) {
            for &y in runs {
                if x & y == 0 {
                    best = best.max(x | y);
                }
            }
        }
    }
    best
}

/// The best hand on a Tripo run of `K` cards: each run with kickers, the highest kept.
#[inline(always)]
fn best_tripo_run<const K: u32>(cards: u128, six: u128) -> u128 {
    let mut chosen = 0u128;
    for (d, &stride) in TRIPO_STRIDES.iter().enumerate() {
        let mut starts = run_starts(cards, stride, K, TRIPO_START[K as usize - 3][d]);
        while starts != 0 {
            let s = starts.trailing_zeros();
            starts &= starts - 1;
            let run = (0..K).fold(0u128, |m, j| m | RANK_BIT[(s + j * stride) as usize]);
            chosen = chosen.max(with_kickers(six, run));
        }
    }
    chosen
}

/// The best hand on a Duo run of `K` cells: the top card of each cell, with kickers, the
/// highest kept. `three`: the starts of the three-cell runs; `hand`: the hand in rank space.
#[inline(always)]
fn best_duo_run<const K: u32>(shape: &Shape, three: [u128; 2], hand: u128, six: u128) -> u128 {
    let mut chosen = 0u128;
    for (d, mut starts) in duo_starts_of(three, K).into_iter().enumerate() {
        let stride = DUO_STRIDES[d];
        while starts != 0 {
            let s = starts.trailing_zeros();
            starts &= starts - 1;
            let cell = |j: u32| hand & LINE_MASKS[(s + j * stride) as usize];
            let run = if (shape.occ2 >> s) & run_cells(K, stride) == 0 {
                (0..K).fold(0u128, |m, j| m | cell(j))
            } else {
                (0..K).fold(0u128, |m, j| m | highest(cell(j)))
            };
            chosen = chosen.max(with_kickers(six, run));
        }
    }
    chosen
}

/// Keeps every longest Mono run (five values of one property, or else four) of a hand with no
/// Duo run: the top card of each value, with kickers.
fn mono_runs(occ: u128, hand: u128, six: u128, keep: &mut dyn FnMut(u128)) {
    let values = (occ >> VALUE_OCC0) as u32;
    let run = |property: u32, from: u32, len: u32| {
        (from..from + len).fold(0u128, |m, v| {
            m | highest(hand & VALUE_MASKS[(5 * property + v) as usize])
        })
    };
    let full = |property: u32, from: u32, len: u32| {
        let want = ((1u32 << len) - 1) << (5 * property + from);
        values & want == want
    };
    let mut found = false;
    for property in 0..3 {
        if full(property, 0, 5) {
            found = true;
            keep(with_kickers(six, run(property, 0, 5)));
        }
    }
    if found {
        return;
    }
    for property in 0..3 {
        for from in 0..2 {
            if full(property, from, 4) {
                keep(with_kickers(six, run(property, from, 4)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pair of the list (the reference for `best_disjoint_pair`).
    fn best_pair_by_every_pair(runs: &[u128]) -> u128 {
        let mut best = 0;
        for (i, &x) in runs.iter().enumerate() {
            for &y in &runs[i + 1..] {
                if x & y == 0 {
                    best = best.max(x | y);
                }
            }
        }
        best
    }

    #[test]
    fn best_disjoint_pair_agrees_with_every_pair() {
        let mut rng = tic_core::GameRng::from_seed(tic_core::Seed(3));
        for round in 0..3000 {
            // Three-card runs among a few cards, so that many overlap and share top cards.
            let cards = 6 + round % 12;
            let len = rng.index(12);
            let runs: Vec<u128> = (0..len)
                .map(|_| {
                    let mut run = 0u128;
                    while run.count_ones() < 3 {
                        run |= 1 << (100 + rng.index(cards));
                    }
                    run
                })
                .collect();
            assert_eq!(
                best_disjoint_pair(&runs),
                best_pair_by_every_pair(&runs),
                "{runs:x?}"
            );
        }
    }
}
