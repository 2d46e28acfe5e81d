//! Spectrum points (the Spectrum text, ruling 11).
//!
//! A Spectrum hand scores when its five cards form a Mono, Duo or Tripo sequence
//! (tic-principles.md, no wrapping); the points per kind come from a [`PointTable`]. The
//! text's own table is in pictures that are missing, so [`PointTable::default`] is a house
//! table (ruling 11), ordered like the Sequences ranks (five-card Mono < Duo < Tripo). A hand
//! that is no 5-card sequence scores [`PointTable::no_sequence`] (0 by default): the text only
//! names sequences as scoring hands ("achieve a 5 card Mono, Duo or Tripo sequence"). The
//! 10-card variation scores the best split of the ten cards into two fives, each scored alone.
//!
//! ```
//! use tic_core::CardSet;
//! use tic_hands::spectrum::{self, PointTable};
//!
//! let table = PointTable::default();
//! // Numbers 1-2-3-4-5 and shapes star-square-triangle-crescent-circle: a Duo sequence.
//! let hand: CardSet = "1sr 2qv 3tr 4cc 5oy".parse()?;
//! let score = spectrum::score5(hand, &table)?;
//! assert_eq!(score.points, table.duo);
//! assert_eq!(score.sequences, vec![hand]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use tic_core::{CardSet, Step};

use crate::{HandError, check_size};

/// Points for each kind of 5-card sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PointTable {
    /// A five-card Mono sequence (one property steps).
    pub mono: i32,
    /// A five-card Duo sequence (two properties step).
    pub duo: i32,
    /// A five-card Tripo sequence (all three properties step).
    pub tripo: i32,
    /// Five cards that are no sequence.
    pub no_sequence: i32,
}

/// The house table (ruling 11): Mono 10, Duo 25, Tripo 50, no sequence 0. The ratios follow
/// how much rarer each kind is and keep the Sequences order (Mono < Duo < Tripo).
impl Default for PointTable {
    fn default() -> Self {
        PointTable {
            mono: 10,
            duo: 25,
            tripo: 50,
            no_sequence: 0,
        }
    }
}

/// A scored Spectrum hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Score {
    /// Total points.
    pub points: i32,
    /// The five-card sequences that scored (none, one, or two disjoint ones in the 10-card game).
    pub sequences: Vec<CardSet>,
}

/// The score of exactly five cards.
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 5 cards.
pub fn score5(hand: CardSet, table: &PointTable) -> Result<Score, HandError> {
    check_size(hand, 5, 5, "5")?;
    let (points, is_sequence) = points_of(five_card_step(fold(hand.bits())), table);
    Ok(Score {
        points,
        sequences: if is_sequence { vec![hand] } else { Vec::new() },
    })
}

/// The score of exactly ten cards: the best split into two fives, each scored alone.
///
/// Among equally good splits, the first in the order of the ways to complete the lowest card
/// (by index) to five with four of the other nine (read as a 9-bit number, ascending).
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 10 cards.
pub fn score10(hand: CardSet, table: &PointTable) -> Result<Score, HandError> {
    check_size(hand, 10, 10, "10")?;
    let mut cards = [0u128; 10];
    // (Sixteen slots, so that any 4-bit slot number reads one unchecked.)
    let mut signature = [0u32; 16];
    // `by_value[p][v]`: the cards (as 10-bit masks of their slots) whose property p is v.
    let mut by_value = [[0u16; 5]; 3];
    for (slot, card) in hand.iter().enumerate().take(10) {
        let i = card.index();
        cards[slot] = 1u128 << i;
        signature[slot] = SIGNATURE[i];
        for (property, value) in [i / 25, (i / 5) % 5, i % 5].into_iter().enumerate() {
            by_value[property][value] |= 1 << slot;
        }
    }
    // Every five-card sequence among the ten holds one card of each value of a property:
    // list them by property as products of the value groups (usually a few dozen of the 252
    // five-card subsets), with their kinds.
    let mut kind = [Step::None; 1024];
    let mut found = [0u16; 252];
    let mut count = 0;
    for groups in &by_value {
        if groups.contains(&0) {
            continue;
        }
        for_each_pick(groups, &signature, |five, or, and| {
            if kind[usize::from(five)] == Step::None {
                kind[usize::from(five)] = step_of(or, and);
                if let Some(slot) = found.get_mut(count) {
                    *slot = five;
                    count += 1;
                }
            }
        });
    }
    // A split is named by its five with the first card (`with_first`, the 9-bit order of the
    // text above is its ascending order). Splits with a sequence in either half come from the
    // list; the others all score twice `no_sequence`, and the first of them is the lowest
    // five with the first card such that neither it nor the rest is listed.
    const ALL: u16 = (1 << 10) - 1;
    let by_step = points_by_step(table);
    let points = |five: u16| by_step[kind[usize::from(five)] as usize & 3];
    let value = |with_first: u16| points(with_first).saturating_add(points(ALL & !with_first));
    // The best split as one key, points then the lower `with_first` (a maximum, not a branch
    // per split): points in the high bits, 1023 - `with_first` in the low 16.
    let mut best = i64::MIN;
    let mut consider = |points: i32, with_first: u16| {
        best = best.max(i64::from(points) << 16 | i64::from(ALL - with_first));
    };
    for &five in &found[..count] {
        let with_first = if five & 1 == 1 { five } else { ALL & !five };
        consider(value(with_first), with_first);
    }
    let mut pick: u16 = 0b1111;
    while pick < 1 << 9 {
        let with_first = pick << 1 | 1;
        if kind[usize::from(with_first)] == Step::None
            && kind[usize::from(ALL & !with_first)] == Step::None
        {
            consider(value(with_first), with_first);
            break;
        }
        pick = next_same_count(pick);
    }
    let (points, with_first) = if best == i64::MIN {
        (0, 0b11111)
    } else {
        ((best >> 16) as i32, ALL - (best & 0xffff) as u16)
    };
    let part = |five: u16| -> CardSet {
        let bits = (0..10)
            .filter(|slot| five >> slot & 1 == 1)
            .fold(0u128, |acc, slot| acc | cards[slot]);
        CardSet::from_bits(bits).unwrap_or_default()
    };
    let mut sequences: Vec<CardSet> = [with_first, ALL & !with_first]
        .into_iter()
        .filter(|&five| kind[usize::from(five)] != Step::None)
        .map(part)
        .collect();
    sequences.sort();
    Ok(Score { points, sequences })
}

/// The next larger number with as many set bits (Gosper's hack); `x` is not 0.
#[inline]
fn next_same_count(x: u16) -> u16 {
    let lowest = x & x.wrapping_neg();
    let ripple = x.wrapping_add(lowest);
    ripple | (((x ^ ripple) >> 2) / lowest)
}

/// Calls `f` with every way to pick one card of each of the five value groups (10-bit slot
/// masks), as the five cards' slot mask and the OR and AND of their signatures.
#[inline]
fn for_each_pick(groups: &[u16; 5], signature: &[u32; 16], mut f: impl FnMut(u16, u32, u32)) {
    each_card(groups[0], signature, |a, sa| {
        each_card(groups[1], signature, |b, sb| {
            let (or2, and2) = (sa | sb, sa & sb);
            each_card(groups[2], signature, |c, sc| {
                let (or3, and3) = (or2 | sc, and2 & sc);
                each_card(groups[3], signature, |d, sd| {
                    let (or4, and4) = (or3 | sd, and3 & sd);
                    each_card(groups[4], signature, |e, se| {
                        f(a | b | c | d | e, or4 | se, and4 & se);
                    });
                });
            });
        });
    });
}

/// Calls `g` with each card of a group (10-bit slot mask): its slot bit and signature.
#[inline(always)]
fn each_card(mask: u16, signature: &[u32; 16], mut g: impl FnMut(u16, u32)) {
    let mut rest = mask;
    while rest != 0 {
        let slot = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        g(1 << slot, signature[slot & 15]);
    }
}

/// The previous fast 10-card Spectrum evaluator: every split of the ten into two fives tried,
/// the signatures folded per split. The reference the listing `spectrum::score10` is checked
/// against on many hands (`examples/agree.rs`).
#[cfg(feature = "naive")]
pub(crate) fn score10_by_splits(hand: CardSet, table: &PointTable) -> Result<Score, HandError> {
    check_size(hand, 10, 10, "10")?;
    let mut cards = [0u128; 10];
    let mut signature = [0u32; 10];
    for (i, card) in hand.iter().enumerate().take(10) {
        cards[i] = 1u128 << card.index();
        signature[i] = SIGNATURE[card.index()];
    }
    // Each split once: the first card is always in the first five (C(9,4) = 126 splits).
    let mut best: Option<(i32, u32, bool, bool)> = None;
    for pick in 0u32..(1 << 9) {
        if pick.count_ones() != 4 {
            continue;
        }
        let first = pick << 1 | 1;
        let (mut or_a, mut and_a, mut or_b, mut and_b) = (0u32, u32::MAX, 0u32, u32::MAX);
        for (i, &sig) in signature.iter().enumerate() {
            if first >> i & 1 == 1 {
                or_a |= sig;
                and_a &= sig;
            } else {
                or_b |= sig;
                and_b &= sig;
            }
        }
        let (a, a_seq) = points_of(step_of(or_a, and_a), table);
        let (b, b_seq) = points_of(step_of(or_b, and_b), table);
        if best.is_none_or(|(p, ..)| a + b > p) {
            best = Some((a + b, first, a_seq, b_seq));
        }
    }
    let (points, first, a_seq, b_seq) = best.unwrap_or((0, 0, false, false));
    let part = |want: bool| -> CardSet {
        let bits = cards
            .iter()
            .enumerate()
            .filter(|(i, _)| (first >> i & 1 == 1) == want)
            .fold(0u128, |acc, (_, &c)| acc | c);
        CardSet::from_bits(bits).unwrap_or_default()
    };
    let mut sequences: Vec<CardSet> = [(part(true), a_seq), (part(false), b_seq)]
        .into_iter()
        .filter(|&(_, s)| s)
        .map(|(c, _)| c)
        .collect();
    sequences.sort();
    Ok(Score { points, sequences })
}

/// The points of a sequence kind (`None`: no sequence), and whether it is a sequence.
fn points_of(step: Step, table: &PointTable) -> (i32, bool) {
    (points_by_step(table)[step as usize & 3], step != Step::None)
}

/// A table's points in `Step` order (none, Mono, Duo, Tripo), read by kind: a lookup, not a
/// branch on a kind that falls at random.
fn points_by_step(table: &PointTable) -> [i32; 4] {
    [table.no_sequence, table.mono, table.duo, table.tripo]
}

/// Per card index: one-hot number (bits 0-4), shape (5-9) and color (10-14), then flags for
/// "shape = number" (15), "shape = 6 - number" (16), "color = number" (17), "color = 6 - number"
/// (18), "color = shape" (19), "color = 6 - shape" (20).
///
/// Five cards are a sequence in a property exactly when they hold all five of its values (sorted
/// by it they step by one). They are a sequence in two properties exactly when, besides, the
/// second equals the first on every card, or equals 6 minus it on every card (the two run the
/// same way or opposite ways through 1..5).
static SIGNATURE: [u32; 125] = {
    let mut out = [0u32; 125];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        let mut sig = 1 << n | 1 << (5 + s) | 1 << (10 + c);
        if s == n {
            sig |= 1 << 15;
        }
        if s == 4 - n {
            sig |= 1 << 16;
        }
        if c == n {
            sig |= 1 << 17;
        }
        if c == 4 - n {
            sig |= 1 << 18;
        }
        if c == s {
            sig |= 1 << 19;
        }
        if c == 4 - s {
            sig |= 1 << 20;
        }
        out[i] = sig as u32;
        i += 1;
    }
    out
};

/// OR and AND of the signatures of the cards in an index-space mask.
#[inline]
fn fold(mut bits: u128) -> (u32, u32) {
    let (mut or, mut and) = (0u32, u32::MAX);
    while bits != 0 {
        let sig = SIGNATURE[bits.trailing_zeros() as usize];
        bits &= bits - 1;
        or |= sig;
        and &= sig;
    }
    (or, and)
}

#[inline]
fn five_card_step((or, and): (u32, u32)) -> Step {
    step_of(or, and)
}

/// The sequence kind of five distinct cards from their folded signatures: a table lookup on
/// which properties hold all five values and which pairs run together (no branches: the
/// kinds of the fives a hand lists fall at random).
#[inline]
fn step_of(or: u32, and: u32) -> Step {
    // Which properties are full (a 5-bit field all ones): its low four bits plus one carry
    // into its top bit, which is set too; bits 4, 9 and 14, gathered into bits 0 to 2 by a
    // multiplication (no two shifted copies meet).
    let low = 0b01111_01111_01111;
    let full = ((or & low) + 0b00001_00001_00001) & or & 0b10000_10000_10000;
    let full = ((full >> 4).wrapping_mul(0b1_0001_0001) >> 8) & 0b111;
    STEP_TABLE[(full | (and >> 15 & 0b11_1111) << 3) as usize & 511]
}

/// [`step_of`] by its key: bits 0-2 the full properties (number, shape, color), bits 3-8 the
/// signature's six flags held by all five cards (two per pair of properties: the same way or
/// opposite ways; number+shape, number+color, shape+color).
static STEP_TABLE: [Step; 512] = {
    let mut out = [Step::None; 512];
    let mut key = 0;
    while key < 512 {
        let (n, s, c) = (key & 1 != 0, key & 2 != 0, key & 4 != 0);
        let ns = n && s && key & (0b11 << 3) != 0;
        let nc = n && c && key & (0b11 << 5) != 0;
        let sc = s && c && key & (0b11 << 7) != 0;
        out[key] = if ns && nc {
            Step::Tripo
        } else if ns || nc || sc {
            Step::Duo
        } else if n || s || c {
            Step::Mono
        } else {
            Step::None
        };
        key += 1;
    }
    out
};
