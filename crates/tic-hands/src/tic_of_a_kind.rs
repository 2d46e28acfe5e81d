//! Tic-of-a-Kind points (the Tic-of-a-Kind text, ruling 10).
//!
//! A **base hand** is 3 to 5 cards that Single (share a property value: 5, 10 or 15 base
//! points for 3, 4 or 5 cards) or Tic (share two: 30, 40 or 50). Each card's number + shape
//! value (not its color) is added if it is in a base hand and subtracted if it is not. With no
//! base hand every card counts against. The 5-card game takes the best one base hand; the
//! 10-card game the best two disjoint base hands (or one, or none, if that is all the hand
//! holds). A base hand never exceeds 5 cards.
//!
//! ```
//! use tic_core::CardSet;
//! use tic_hands::tic_of_a_kind;
//!
//! // An illustration (the text gives no cards): three cards Ticking (4-?-red), the other two
//! // subtracted.
//! let hand: CardSet = "4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan".parse()?;
//! let score = tic_of_a_kind::score5(hand)?;
//! assert_eq!(score.points, 30 + (4 + 4) + (4 + 1) + (4 + 5) - (1 + 1) - (2 + 5));
//! assert_eq!(score.bases[..], ["4qr 4or 4sr".parse::<CardSet>()?]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use smallvec::SmallVec;
use tic_core::CardSet;

use crate::HandError;
use crate::order::{
    LINE_IDS, Levels, VALUE_IDS, bits_of, from_rank_space, holds_at_least, props_at,
};
use crate::runs::highest;

/// A scored Tic-of-a-Kind hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Score {
    /// Total points: base points, plus the number + shape of cards in base hands, minus those
    /// of the other cards.
    pub points: i32,
    /// The base hands used (disjoint, 3 to 5 cards each; empty if none). Held inline (at
    /// most three fit in ten cards), so scoring never allocates; it derefs to `[CardSet]`.
    pub bases: SmallVec<[CardSet; 3]>,
}

/// The score of exactly five cards (one base hand).
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 5 cards.
// Inline across crates: a caller that reads only `points` then skips building the base hand,
// and the 64-byte `Score` is not returned through memory (9.2 ns a hand called, 7.6 inlined).
#[inline]
pub fn score5(hand: CardSet) -> Result<Score, HandError> {
    let (points, base) = points_and_base5(hand)?;
    // Held inline: one base hand or none, built without the generic `collect`.
    let first = CardSet::from_bits(base).unwrap_or_default();
    Ok(Score {
        points,
        bases: SmallVec::from_buf_and_len(
            [first, CardSet::EMPTY, CardSet::EMPTY],
            usize::from(base != 0),
        ),
    })
}

/// The points of exactly five cards (one base hand), without building the base hand: what
/// [`score5`] returns as `points`.
///
/// ```
/// use tic_core::CardSet;
/// use tic_hands::tic_of_a_kind;
///
/// let hand: CardSet = "4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan".parse()?;
/// assert_eq!(tic_of_a_kind::points5(hand)?, tic_of_a_kind::score5(hand)?.points);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 5 cards.
#[inline]
pub fn points5(hand: CardSet) -> Result<i32, HandError> {
    points_and_base5(hand).map(|(points, _)| points)
}

/// The points of five cards and the base hand's cards (index-space bits, 0 if none), as the
/// general search (`score(hand, 1)`) finds them.
///
/// Each card adds one precomputed 16-byte step ([`FIVE_FIELDS`]): a byte per property value
/// holding `31 k + Σ w` for the `k` cards of that value and their number + shape `w`, and the
/// hand's number + shape total. Five cards hold at most one value of each property three times
/// or more; that value's byte alone says what its Single gains ([`SINGLE_GAIN`]), and a Tic
/// line of three or more lies in two such values (about one hand in six has two: a branch to
/// an out-of-line search). The Single candidates are compared without branches: which of
/// them wins is no predictor's guess on random hands.
#[inline]
fn points_and_base5(hand: CardSet) -> Result<(i32, u128), HandError> {
    // Each card's step, the low half's cards then the high half's.
    let (mut lo, mut hi, mut len) = (0u64, 0u64, 0u32);
    for (half, base) in [(hand.bits() as u64, 0u32), ((hand.bits() >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            let step = &FIVE_FIELDS[(base + bits.trailing_zeros()) as usize & 127];
            bits &= bits - 1;
            // Lane-wise: five cards never carry out of a byte (at most 205); more are
            // rejected below.
            lo = lo.wrapping_add(step[0]);
            hi = hi.wrapping_add(step[1]);
            len += 1;
        }
    }
    if len != 5 {
        return Err(HandError::WrongSize {
            expected: "5",
            got: len as usize,
        });
    }
    // One bit per value byte of at least 99 (its value held three times or more; bytes 0 to
    // 14, value id order): each byte's high bit after adding 29 to its low 7 bits, gathered
    // (byte 15, the number + shape total, is at most 50).
    let three = |f: u64| {
        let high =
            (((f & 0x7f7f_7f7f_7f7f_7f7f) + 0x1d1d_1d1d_1d1d_1d1d) | f) & 0x8080_8080_8080_8080;
        (high.wrapping_mul(GATHER) >> 56) as usize
    };
    let held = three(lo) | three(hi) << 8;
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&lo.to_le_bytes());
    bytes[8..16].copy_from_slice(&hi.to_le_bytes());
    // Per property, the byte of the value held three times (16, an empty byte, if none).
    let at = |p: usize| usize::from(HELD_BYTE[p][(held >> (5 * p)) & 31]);
    let at = [at(0), at(1), at(2)];
    // The best base hand's id in `BASE_CARDS` (`NO_BASE`: none) and its gain; on equal gains
    // the first in the general search's order (lines before values; families number+shape,
    // number+color, shape+color; values by property) wins.
    let (mut best_gain, mut best_id) = (0i32, NO_BASE);
    // Two values held three times (each property holds at most one): rare, so a branch.
    if held & held.wrapping_sub(1) != 0 {
        (best_gain, best_id) = best_tic5(hand.bits(), at);
    }
    for byte in at {
        let gain = i32::from(SINGLE_GAIN[usize::from(bytes[byte & 31])]);
        if gain > best_gain {
            best_gain = gain;
            best_id = 75 + byte;
        }
    }
    Ok((
        best_gain - i32::from(bytes[15]),
        hand.bits() & BASE_CARDS[best_id],
    ))
}

/// Multiplying the high bits of eight bytes by this gathers them in the top byte (byte `j`'s
/// bit at bit `56 + j`).
const GATHER: u64 = 0x0002_0408_1020_4081;

/// Per property and set of its values held three times (5 bits; five cards hold at most one):
/// the byte of that value in a [`FIVE_FIELDS`] sum, or 16 (none).
static HELD_BYTE: [[u8; 32]; 3] = {
    let mut out = [[16u8; 32]; 3];
    let mut p = 0;
    while p < 3 {
        let mut set = 1;
        while set < 32 {
            out[p][set] = (5 * p as u32 + set.trailing_zeros()) as u8;
            set += 1;
        }
        p += 1;
    }
    out
};

/// The best Tic base hand of five cards (gain and line id; 0 and [`NO_BASE`] if none), given
/// the byte of the value of each property held three times or more (16: none; see
/// [`HELD_BYTE`]). Out of line: the common hands have at most one such value.
#[inline(never)]
fn best_tic5(hand: u128, at: [usize; 3]) -> (i32, usize) {
    let held = at.map(|b| if b < 16 { b % 5 } else { 5 });
    let (mut best_gain, mut best_id) = (0i32, NO_BASE);
    for (family, (p, q)) in [(0, 1), (0, 2), (1, 2)].into_iter().enumerate() {
        if held[p] < 5 && held[q] < 5 {
            let line = 25 * family + 5 * held[p] + held[q];
            let group = hand & BASE_CARDS[line];
            let (mut gain, mut cards) = (0i32, 0u32);
            for (half, base) in [(group as u64, 0u32), ((group >> 64) as u64, 64)] {
                let mut bits = half;
                while bits != 0 {
                    gain += i32::from(TIC_GAIN[(base + bits.trailing_zeros()) as usize & 127]);
                    bits &= bits - 1;
                    cards += 1;
                }
            }
            if cards >= 3 && gain > best_gain {
                best_gain = gain;
                best_id = line;
            }
        }
    }
    (best_gain, best_id)
}

/// Per card index (128 entries: 125 to 127 are no card, all zero), 16 bytes as two words:
/// `31 + w` in the byte of each of the card's three values (byte `5p + v`; `w`: its number +
/// shape, 2 to 10), so that `k` cards of a value sum to a byte in `33k..=41k` (disjoint
/// ranges up to `k = 5`, at most 205), and `w` in byte 15.
static FIVE_FIELDS: [[u64; 2]; 128] = {
    let mut out = [[0u64; 2]; 128];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        let w = (n + s + 2) as u128;
        let bytes =
            (31 + w) << (8 * n) | (31 + w) << (8 * (5 + s)) | (31 + w) << (8 * (10 + c)) | w << 120;
        out[i] = [bytes as u64, (bytes >> 64) as u64];
        i += 1;
    }
    out
};

/// Per value byte of a [`FIVE_FIELDS`] sum: what a Single of that value's `k` cards gains
/// if `k >= 3` (5 per card beyond two plus twice their number + shape: `2 b - 57 k - 10` for
/// the byte `b`), otherwise 0. Every byte of two cards or fewer (at most 82) is below every
/// byte of three or more (at least 99).
static SINGLE_GAIN: [u8; 256] = {
    let mut out = [0u8; 256];
    let mut k = 3;
    while k <= 5 {
        let mut b = 33 * k;
        while b <= 41 * k {
            out[b] = (2 * b - 57 * k - 10) as u8;
            b += 1;
        }
        k += 1;
    }
    out
};

/// The id in [`BASE_CARDS`] of "no base hand".
const NO_BASE: usize = 90;

/// Index-space masks of the cards of each Tic line (ids 0 to 74 as in `runs::LINE_CARDS`),
/// each property value (75 + `5p + v`), and none (90, empty).
static BASE_CARDS: [u128; 91] = {
    let mut out = [0u128; 91];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[5 * n + s] |= 1u128 << i;
        out[25 + 5 * n + c] |= 1u128 << i;
        out[50 + 5 * s + c] |= 1u128 << i;
        out[75 + n] |= 1u128 << i;
        out[75 + 5 + s] |= 1u128 << i;
        out[75 + 10 + c] |= 1u128 << i;
        i += 1;
    }
    out
};

/// Per card index: what it adds to the gain of a Tic base hand, `10 + 2 x (number + shape)`.
static TIC_GAIN: [u8; 128] = {
    let mut out = [0u8; 128];
    let mut i = 0;
    while i < 125 {
        out[i] = (10 + 2 * (i / 25 + (i / 5) % 5 + 2)) as u8;
        i += 1;
    }
    out
};

/// The score of exactly ten cards (up to two disjoint base hands).
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 10 cards.
pub fn score10(hand: CardSet) -> Result<Score, HandError> {
    crate::check_size(hand, 10, 10, "10")?;
    score(hand, 2)
}

/// The score of any hand of up to 10 cards with up to `bases` disjoint base hands (e.g. a hand
/// in the middle of a turn).
///
/// # Errors
/// [`HandError::WrongSize`] if the hand has more than 10 cards.
pub fn score(hand: CardSet, bases: usize) -> Result<Score, HandError> {
    score_by(hand, bases, |levels, bases| match bases {
        1 => best_one(levels),
        2 => best_two(levels),
        _ => best_many(levels, bases),
    })
}

/// The previous search for two or more base hands (every 3- to 5-card part of every group a
/// candidate, then the best disjoint choice) for any number of base hands: the reference
/// `score10` is checked against on many hands (`examples/agree.rs`).
#[cfg(feature = "naive")]
pub(crate) fn score_by_candidates(hand: CardSet, bases: usize) -> Result<Score, HandError> {
    score_by(hand, bases, best_many)
}

/// A hand's score with `search` finding its best base hands (given one or more to find).
#[inline]
fn score_by(
    hand: CardSet,
    bases: usize,
    search: impl Fn(&Levels, usize) -> (i32, Bases),
) -> Result<Score, HandError> {
    crate::check_size(hand, 0, 10, "0 to 10")?;
    let levels = Levels::of(hand);
    let against = weight(levels.hand);
    let (gain, chosen) = if bases == 0 || hand.len() < 3 {
        (0, SmallVec::new())
    } else {
        search(&levels, bases)
    };
    Ok(Score {
        points: gain - against,
        bases: chosen.into_iter().map(from_rank_space).collect(),
    })
}

/// Number + shape of the card at each rank-space position (ruling 10: color does not count;
/// positions 125 to 127 hold no card: 0), so that any 7-bit position reads it unchecked.
static WEIGHT_AT: [u8; 128] = {
    let mut out = [0u8; 128];
    let mut p = 0;
    while p < 125 {
        let [n, s, _] = props_at(p);
        out[p] = (n + s + 2) as u8;
        p += 1;
    }
    out
};

/// Number + shape of a rank-space set.
#[inline]
pub(crate) fn weight(mask: u128) -> i32 {
    count_and_weight(mask).1
}

/// Base points of a base hand of `size` (3 to 5) cards.
#[inline]
fn base_points(size: u32, tic: bool) -> i32 {
    let size = size as i32;
    if tic { 10 * size } else { 5 * (size - 2) }
}

/// What using a base hand adds to "every card counts against": its base points plus twice its
/// cards' number + shape (they turn from minus to plus).
#[inline]
fn gain(base: u128, tic: bool) -> i32 {
    let (count, weight) = count_and_weight(base);
    base_points(count, tic) + 2 * weight
}

type Bases = SmallVec<[u128; 3]>;

/// Calls `f` with the hand's groups that can make base hands and whether they Tic: every Tic
/// line's cards (rank space) holding three or more, then every property value's. (Two plain
/// loops: a chained iterator costs the ten-card search a tenth more instructions.)
#[inline(always)]
fn for_each_group(levels: &Levels, mut f: impl FnMut(u128, bool)) {
    for l in bits_of(levels.at_least(3) & LINE_IDS) {
        f(levels.cards_of(l), true);
    }
    for v in bits_of(levels.at_least(3) & VALUE_IDS) {
        f(levels.cards_of(v), false);
    }
}

/// The best single base hand (rank space): each group's (a Tic line's or a value's cards,
/// three or more) best alone ([`best_base`]), the first highest kept.
fn best_one(levels: &Levels) -> (i32, Bases) {
    let mut best = Found::default();
    for_each_group(levels, |cards, tic| {
        if let Some((gain, base)) = best_base(cards, tic) {
            best.keep(gain, &[base]);
        }
    });
    (best.gain, best.bases)
}

/// The best two disjoint base hands, or one, or none (rank space): the 10-card game.
///
/// A base hand's gain is a constant for its kind (0 for a Tic, -10 for a Single) plus, per
/// card, 10 or 5 plus twice its number + shape: every card adds, so from any cards a group
/// (a Tic line's or a value's cards, three or more) can use, its best base hand is their
/// highest five by number + shape. The candidates are then every group alone, every two
/// groups (the cards they share split as [`split_shared`] says), and a value of six or more
/// cards as two Singles. (A Single whose cards happen to Tic is never the answer: the same
/// cards as a Tic, from their line's group, gain more.)
fn best_two(levels: &Levels) -> (i32, Bases) {
    let mut groups: SmallVec<[Group; 16]> = SmallVec::new();
    for_each_group(levels, |cards, tic| groups.push(Group::new(cards, tic)));
    // Highest gain alone first: a group's base hands from part of its cards gain no more, so
    // the search stops once no pair left can beat the best found.
    groups.sort_unstable_by_key(|g| core::cmp::Reverse(g.gain));
    let mut best = Found::default();
    for (i, a) in groups.iter().enumerate() {
        best.keep(a.gain, &[a.base]);
        // Any pair from here on, or two Singles of one value, gains at most twice this.
        if 2 * a.gain <= best.gain {
            break;
        }
        // A value of six or more cards (ten at most): every card in one of two Singles.
        if !a.tic && a.count >= 6 {
            let first = top_by_weight(a.cards, (a.count - 3).min(5));
            let second = a.cards & !first;
            best.keep(gain(first, false) + gain(second, false), &[first, second]);
        }
        for b in &groups[i + 1..] {
            if a.gain + b.gain <= best.gain {
                break;
            }
            let shared = a.cards & b.cards;
            if shared == 0 {
                best.keep(a.gain + b.gain, &[a.base, b.base]);
            } else {
                split_shared(a, b, shared, &mut best);
            }
        }
    }
    (best.gain, best.bases)
}

/// The best base hands found so far (rank space) and what they gain (none, 0, at first).
#[derive(Default)]
struct Found {
    gain: i32,
    bases: Bases,
}

impl Found {
    /// Keeps `bases` if they gain more than the best so far.
    #[inline]
    fn keep(&mut self, gain: i32, bases: &[u128]) {
        if gain > self.gain {
            self.gain = gain;
            self.bases = SmallVec::from_slice(bases);
        }
    }
}

/// A group of a hand's cards that can make base hands: a Tic line's or a property value's
/// cards (rank space, three or more), their count and number + shape, and its best base hand
/// alone (gain and cards).
struct Group {
    cards: u128,
    tic: bool,
    count: u32,
    weight: i32,
    gain: i32,
    base: u128,
}

impl Group {
    fn new(cards: u128, tic: bool) -> Group {
        let (count, weight) = count_and_weight(cards);
        // (A group holds three cards or more: it always has a base hand.)
        let (gain, base) = best_base_with(cards, tic, (count, weight)).unwrap_or((0, 0));
        Group {
            cards,
            tic,
            count,
            weight,
            gain,
            base,
        }
    }
}

/// Offers `best` the best base hands of groups `a` and `b` that share cards (`shared`).
///
/// When both sides can keep every card of the two groups (three to five each), the best does:
/// every card adds. The sum is then a constant plus, per shared card given to `a`, the
/// difference of the two kinds' per-card points (a card's number + shape counts the same on
/// either side), so only how many go to `a` matters: as many as fit if `a` is the Tic, as few
/// as fit if `b` is. Otherwise every split is tried, each side taking its best five.
fn split_shared(a: &Group, b: &Group, shared: u128, best: &mut Found) {
    let (s, shared_weight) = count_and_weight(shared);
    let (only_a, only_b) = (a.count - s, b.count - s);
    // `x`, the shared cards given to `a`: each side at least 3 (and at most 5) cards.
    let fewest = 3u32
        .saturating_sub(only_a)
        .max((s + only_b).saturating_sub(5));
    let most = s
        .min(5u32.saturating_sub(only_a))
        .min((s + only_b).saturating_sub(3));
    if fewest > most || only_a > 5 || only_b > 5 {
        // Taking fewer cards only lowers the counts: no way without three on each side...
        if 3u32.saturating_sub(only_a) > s.min((s + only_b).saturating_sub(3)) {
            return;
        }
        // ...but with more than five on a side, every split and its best five.
        return split_shared_every_way(a, b, shared, best);
    }
    let x = if a.tic && !b.tic { most } else { fewest };
    let weight = a.weight + b.weight - shared_weight;
    let gain = base_points(only_a + x, a.tic) + base_points(only_b + s - x, b.tic) + 2 * weight;
    // Which `x` shared cards go to `a` does not change the points: the highest.
    let mut to_b = shared;
    for _ in 0..x {
        to_b ^= highest(to_b);
    }
    best.keep(gain, &[a.cards & !to_b, b.cards & !(shared & !to_b)]);
}

/// [`split_shared`] for every split of the shared cards, each side taking its best five.
#[cold]
fn split_shared_every_way(a: &Group, b: &Group, shared: u128, best: &mut Found) {
    let mut to_a = shared;
    loop {
        if let (Some((ga, x)), Some((gb, y))) = (
            best_base(a.cards & !shared | to_a, a.tic),
            best_base(b.cards & !to_a, b.tic),
        ) {
            best.keep(ga + gb, &[x, y]);
        }
        if to_a == 0 {
            break;
        }
        to_a = (to_a - 1) & shared;
    }
}

/// The best base hand of a kind (Tic or Single) from some of a group's cards (rank space):
/// its gain and cards, the highest five by number + shape; `None` below three cards.
#[inline]
fn best_base(cards: u128, tic: bool) -> Option<(i32, u128)> {
    best_base_with(cards, tic, count_and_weight(cards))
}

/// [`best_base`] given the cards' count and number + shape.
#[inline]
fn best_base_with(cards: u128, tic: bool, (k, w): (u32, i32)) -> Option<(i32, u128)> {
    if k < 3 {
        None
    } else if k <= 5 {
        Some((base_points(k, tic) + 2 * w, cards))
    } else {
        let base = top_by_weight(cards, 5);
        Some((gain(base, tic), base))
    }
}

/// The number of cards of a rank-space mask and their number + shape.
#[inline]
fn count_and_weight(mut mask: u128) -> (u32, i32) {
    let (mut k, mut w) = (0, 0);
    while mask != 0 {
        w += i32::from(WEIGHT_AT[mask.trailing_zeros() as usize & 127]);
        mask &= mask - 1;
        k += 1;
    }
    (k, w)
}

/// The `k` cards of a mask (rank space) highest by number + shape (the higher in rank order
/// among equals); all of them if it holds `k` or fewer.
fn top_by_weight(mask: u128, k: u32) -> u128 {
    if !holds_at_least(mask, k + 1) {
        return mask;
    }
    let mut chosen = 0u128;
    for _ in 0..k {
        let (mut best, mut best_weight) = (0u128, 0u8);
        let mut rest = mask & !chosen;
        while rest != 0 {
            let p = 127 - rest.leading_zeros();
            rest ^= 1 << p;
            let weight = WEIGHT_AT[p as usize & 127];
            if weight > best_weight {
                (best, best_weight) = (1 << p, weight);
            }
        }
        chosen |= best;
    }
    chosen
}

/// Calls `f` on every subset of `group` with `min..=max` cards.
#[inline]
fn for_subsets(group: u128, min: u32, max: u32, mut f: impl FnMut(u128)) {
    // Walks the submasks of `group` from the top down (the classic `(s - 1) & g` step).
    let mut sub = group;
    while sub != 0 {
        let k = sub.count_ones();
        if (min..=max).contains(&k) {
            f(sub);
        }
        sub = (sub - 1) & group;
    }
}

/// The best up to `bases` disjoint base hands: every 3- to 5-card part of every group is a
/// candidate (a second base hand may need a part of a group), then the best disjoint choice.
fn best_many(levels: &Levels, bases: usize) -> (i32, Bases) {
    let mut candidates: SmallVec<[(i32, u128); 64]> = SmallVec::new();
    for_each_group(levels, |cards, tic| {
        for_subsets(cards, 3, 5, |b| candidates.push((gain(b, tic), b)));
    });
    // Highest gain first, so the search can stop as soon as nothing left can beat the best.
    candidates.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let mut best = (0, Bases::new());
    let mut chosen = Bases::new();
    pack(&candidates, bases, 0, 0, 0, &mut chosen, &mut best);
    best
}

/// Depth-first choice of disjoint candidates (sorted by gain, highest first).
fn pack(
    candidates: &[(i32, u128)],
    left: usize,
    from: usize,
    used: u128,
    gained: i32,
    chosen: &mut Bases,
    best: &mut (i32, Bases),
) {
    if gained > best.0 {
        *best = (gained, chosen.clone());
    }
    if left == 0 {
        return;
    }
    for (i, &(g, base)) in candidates.iter().enumerate().skip(from) {
        // Every later candidate gains at most `g`: stop when even `left` of them cannot win.
        if gained + g * left as i32 <= best.0 {
            break;
        }
        if base & used == 0 {
            chosen.push(base);
            pack(
                candidates,
                left - 1,
                i + 1,
                used | base,
                gained + g,
                chosen,
                best,
            );
            chosen.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The five-card path chooses the same points and base hand as the general search, on
    /// seeded hands from small sub-cubes (Tics and ties between base hands are common there)
    /// and uniform ones.
    #[test]
    fn five_cards_agree_with_the_general_search() {
        let mut rng = tic_core::GameRng::from_seed(tic_core::Seed(5));
        let mut tics = 0;
        for round in 0..40_000 {
            let per_property = 2 + round % 4;
            let pick = |rng: &mut tic_core::GameRng| {
                let mut values = [0usize, 1, 2, 3, 4];
                rng.shuffle(&mut values);
                values
            };
            let (ns, ss, cs) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
            let mut cube: Vec<usize> = Vec::new();
            for &n in &ns[..per_property] {
                for &s in &ss[..per_property] {
                    for &c in &cs[..per_property] {
                        cube.push(25 * n + 5 * s + c);
                    }
                }
            }
            if round % 5 == 0 {
                cube = (0..125).collect();
            }
            rng.shuffle(&mut cube);
            let hand: CardSet = cube[..5]
                .iter()
                .filter_map(|&i| tic_core::Card::from_index(i))
                .collect();
            let fast = score5(hand);
            let general = score(hand, 1);
            assert_eq!(fast, general, "{hand}");
            assert_eq!(points5(hand), general.map(|s| s.points), "{hand}");
            if fast.is_ok_and(|s| s.bases.first().is_some_and(|&b| tic_core::tic_together(b))) {
                tics += 1;
            }
        }
        assert!(tics > 1000, "only {tics} hands with a Tic base hand");
    }

    #[test]
    fn five_cards_reject_other_sizes() {
        let four: CardSet = "1ov 2cc 3ty 4qo".parse().unwrap_or_default();
        let err = HandError::WrongSize {
            expected: "5",
            got: 4,
        };
        assert_eq!(score5(four), Err(err.clone()));
        assert_eq!(points5(four), Err(err));
        assert!(score5(CardSet::FULL).is_err());
    }
}
