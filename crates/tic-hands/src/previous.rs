//! The previous fast Sequences evaluator (feature `naive`): three-card runs listed card by
//! card in rank space, longer runs read off tables of Tic-line runs and Tripo chains. Kept as
//! the reference that the runs-based evaluator in `runs.rs` is checked against on millions of
//! hands (`examples/agree.rs`).

use smallvec::SmallVec;
use tic_core::CardSet;

use crate::order::{LINE_MASKS, LINES_AT, POS_TABLE, PROPS_AT, props_at, to_rank_space, top};
use crate::sequences::{Category, Rank, best_mono, best_of, top_of_each};
use crate::{Best, HandError, check_size};

/// A mask no hand contains (bit 127 is never a card): pads the tables below.
const NONE: u128 = 1 << 127;

/// Line ids (as in `tic_core::TicLine`) of a family's cell: family 0 is number+shape, 1
/// number+color, 2 shape+color; `a`, `b` the two zero-based values.
const fn line_id(family: usize, a: usize, b: usize) -> usize {
    25 * family + 5 * a + b
}

/// The Duo runs of `K` Tic lines of one family along a diagonal: the two fixed properties both
/// step by one from line to line (a Duo sequence of `K` cards takes one card from each line).
/// Returns the runs and how many there are (`6 - K` starts squared, two directions, three
/// families).
const fn duo_runs<const K: usize>() -> ([[u8; K]; 54], usize) {
    let mut out = [[0u8; K]; 54];
    let mut len = 0;
    let mut family = 0;
    while family < 3 {
        let mut dir = 0;
        while dir < 2 {
            let mut a = 0;
            while a + K <= 5 {
                let mut b = 0;
                while b + K <= 5 {
                    let mut i = 0;
                    while i < K {
                        // dir 0: both rise; dir 1: the second falls (start at the top).
                        let second = if dir == 0 { b + i } else { 4 - b - i };
                        out[len][i] = line_id(family, a + i, second) as u8;
                        i += 1;
                    }
                    len += 1;
                    b += 1;
                }
                a += 1;
            }
            dir += 1;
        }
        family += 1;
    }
    (out, len)
}

/// Occupancy mask (bit = line id) of a run.
const fn run_mask<const K: usize>(run: &[u8; K]) -> u128 {
    let mut m = 0u128;
    let mut i = 0;
    while i < K {
        m |= 1u128 << run[i];
        i += 1;
    }
    m
}

static DUO3: ([[u8; 3]; 54], usize) = duo_runs::<3>();
static DUO4: ([[u8; 4]; 54], usize) = duo_runs::<4>();
static DUO5: ([[u8; 5]; 54], usize) = duo_runs::<5>();

/// The Tripo sequences of `K` cards as rank-space masks (`4 * (6 - K)^3` of them), padded
/// with [`NONE`].
const fn tripo_chains<const K: usize>() -> [u128; 108] {
    let mut out = [NONE; 108];
    let mut len = 0;
    let mut dir = 0;
    while dir < 4 {
        let mut n = 0;
        while n + K <= 5 {
            let mut s = 0;
            while s + K <= 5 {
                let mut c = 0;
                while c + K <= 5 {
                    let mut mask = 0u128;
                    let mut i = 0;
                    while i < K {
                        let si = if dir & 1 == 0 { s + i } else { 4 - s - i };
                        let ci = if dir & 2 == 0 { c + i } else { 4 - c - i };
                        mask |= 1u128 << POS_TABLE[25 * (n + i) + 5 * si + ci];
                        i += 1;
                    }
                    out[len] = mask;
                    len += 1;
                    c += 1;
                }
                s += 1;
            }
            n += 1;
        }
        dir += 1;
    }
    out
}

static TRIPO4: [u128; 108] = tripo_chains::<4>();
static TRIPO5: [u128; 108] = tripo_chains::<5>();

/// For the card at each rank-space position, its Duo neighbours: for each family and
/// direction, the lines of the cells one step before and one step after it (`[255, 255]` when
/// the card is at an edge). Any card on the first line, this card and any card on the second
/// line form a Duo sequence of three.
static DUO_NEIGHBOURS: [[[u8; 2]; 6]; 125] = {
    let mut out = [[[255u8; 2]; 6]; 125];
    let mut p = 0;
    while p < 125 {
        let v = props_at(p);
        let mut family = 0;
        while family < 3 {
            // The two properties the family fixes.
            let (x, y) = match family {
                0 => (v[0], v[1]),
                1 => (v[0], v[2]),
                _ => (v[1], v[2]),
            };
            let mut dir = 0;
            while dir < 2 {
                let inside = x >= 1 && x <= 3 && y >= 1 && y <= 3;
                if inside {
                    let (y_before, y_after) = if dir == 0 {
                        (y - 1, y + 1)
                    } else {
                        (y + 1, y - 1)
                    };
                    out[p][2 * family + dir] = [
                        line_id(family, x - 1, y_before) as u8,
                        line_id(family, x + 1, y_after) as u8,
                    ];
                }
                dir += 1;
            }
            family += 1;
        }
        p += 1;
    }
    out
};

/// The property a family leaves free: color for number+shape, shape for number+color, number
/// for shape+color.
static FREE_PROPERTY: [usize; 3] = [2, 1, 0];

/// Three-card Duo-or-better sequences found in a hand, each with whether it is a Tripo.
type Triples = SmallVec<[(u128, bool); 32]>;

/// Every three-card sequence in two or three properties within a rank-space hand. Each is
/// listed once: a Tripo sequence is a Duo in all three families, so only its number+shape
/// occurrence is kept.
fn triples(hand: u128) -> Triples {
    let mut out = Triples::new();
    let mut rest = hand;
    while rest != 0 {
        let middle = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let m = PROPS_AT[middle];
        for (k, &[before, after]) in DUO_NEIGHBOURS[middle].iter().enumerate() {
            if before == 255 {
                continue;
            }
            let firsts = hand & LINE_MASKS[usize::from(before)];
            let lasts = hand & LINE_MASKS[usize::from(after)];
            if firsts == 0 || lasts == 0 {
                continue;
            }
            let family = k / 2;
            let free = FREE_PROPERTY[family];
            let mut fs = firsts;
            while fs != 0 {
                let first = fs.trailing_zeros() as usize;
                fs &= fs - 1;
                let mut ls = lasts;
                while ls != 0 {
                    let last = ls.trailing_zeros() as usize;
                    ls &= ls - 1;
                    // Tripo when the free property steps the same way twice too.
                    let before_free = i32::from(PROPS_AT[first][free]);
                    let middle_free = i32::from(m[free]);
                    let after_free = i32::from(PROPS_AT[last][free]);
                    let stride = middle_free - before_free;
                    let tripo = stride.abs() == 1 && after_free - middle_free == stride;
                    if tripo && family != 0 {
                        continue;
                    }
                    out.push((1u128 << first | 1u128 << middle | 1u128 << last, tripo));
                }
            }
        }
    }
    out
}

/// The hand's cards on each line of a run.
#[inline]
fn line_cells(hand: u128, run: &[u8]) -> impl Iterator<Item = u128> + '_ {
    run.iter().map(move |&l| hand & LINE_MASKS[usize::from(l)])
}

/// The previous evaluator, kept as a reference for the runs-based one (`naive` feature):
/// the best hand of 6 to 10 cards found by listing three-card runs card by card.
pub(crate) fn best_by_triples(cards: CardSet) -> Result<Best<Rank>, HandError> {
    check_size(cards, 6, 10, "6 to 10")?;
    best_of(best_in_rank_space(to_rank_space(cards)))
}

/// The best category of a rank-space hand of 6 to 10 cards, and the best 6 cards for it.
///
/// Three-card Duo/Tripo sequences are listed card by card (few in any hand); longer ones are
/// read off which Tic lines (Duo), cards (Tripo) and property values (Mono) the hand holds.
/// A one-sequence hand takes the highest card of each of its cells and then the highest other
/// cards, which beats every other choice for the same cells card by card; two-group hands
/// try every disjoint pair of listed triples.
pub(crate) fn best_in_rank_space(hand: u128) -> (Category, u128) {
    let mut chosen = 0u128;
    let keep = |chosen: &mut u128, candidate: u128| {
        if candidate > *chosen {
            *chosen = candidate;
        }
    };
    let with_kickers =
        |structure: u128| structure | top(hand & !structure, 6 - structure.count_ones());

    for &m in &TRIPO5[..4] {
        if hand & m == m {
            keep(&mut chosen, with_kickers(m));
        }
    }
    if chosen != 0 {
        return (Category::FiveTripo, chosen);
    }

    let found = triples(hand);
    let tripos = || found.iter().filter(|t| t.1).map(|t| t.0);
    // Disjoint pairs of listed triples with at least `tripos` Tripo sequences among the two.
    let pairs = |chosen: &mut u128, tripos: u8| {
        for (i, &(a, a_tripo)) in found.iter().enumerate() {
            for &(b, b_tripo) in &found[i + 1..] {
                if a & b == 0 && u8::from(a_tripo) + u8::from(b_tripo) >= tripos {
                    keep(chosen, a | b);
                }
            }
        }
    };
    let tripo_count = tripos().count();
    if tripo_count >= 2 {
        pairs(&mut chosen, 2);
        if chosen != 0 {
            return (Category::TwoThreeTripos, chosen);
        }
        for &m in &TRIPO4[..32] {
            if hand & m == m {
                keep(&mut chosen, with_kickers(m));
            }
        }
        if chosen != 0 {
            return (Category::FourTripo, chosen);
        }
    }
    if tripo_count >= 1 {
        pairs(&mut chosen, 1);
        if chosen != 0 {
            return (Category::ThreeTripoThreeDuo, chosen);
        }
        for t in tripos() {
            keep(&mut chosen, with_kickers(t));
        }
        return (Category::ThreeTripo, chosen);
    }

    if !found.is_empty() {
        let mut occupied = 0u128;
        let mut rest = hand;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for l in LINES_AT[p] {
                occupied |= 1u128 << l;
            }
        }
        for run in &DUO5.0[..DUO5.1] {
            if occupied & run_mask(run) == run_mask(run) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(line_cells(hand, run))),
                );
            }
        }
        if chosen != 0 {
            return (Category::FiveDuo, chosen);
        }
        pairs(&mut chosen, 0);
        if chosen != 0 {
            return (Category::TwoThreeDuos, chosen);
        }
        for run in &DUO4.0[..DUO4.1] {
            if occupied & run_mask(run) == run_mask(run) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(line_cells(hand, run))),
                );
            }
        }
        if chosen != 0 {
            return (Category::FourDuo, chosen);
        }
        for run in &DUO3.0[..DUO3.1] {
            if occupied & run_mask(run) == run_mask(run) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(line_cells(hand, run))),
                );
            }
        }
        return (Category::ThreeDuo, chosen);
    }

    best_mono(hand)
}
