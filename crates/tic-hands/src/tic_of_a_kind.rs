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
//! // The text's example: three cards Ticking (4-?-red), the other two subtracted.
//! let hand: CardSet = "4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan".parse()?;
//! let score = tic_of_a_kind::score5(hand)?;
//! assert_eq!(score.points, 30 + (4 + 4) + (4 + 1) + (4 + 5) - (1 + 1) - (2 + 5));
//! assert_eq!(score.bases, vec!["4qr 4or 4sr".parse::<CardSet>()?]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use smallvec::SmallVec;
use tic_core::CardSet;

use crate::HandError;
use crate::order::{LINE_IDS, Levels, VALUE_IDS, bits_of, from_rank_space, props_at};

/// A scored Tic-of-a-Kind hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Score {
    /// Total points: base points, plus the number + shape of cards in base hands, minus those
    /// of the other cards.
    pub points: i32,
    /// The base hands used (disjoint, 3 to 5 cards each; empty if none).
    pub bases: Vec<CardSet>,
}

/// The score of exactly five cards (one base hand).
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 5 cards.
pub fn score5(hand: CardSet) -> Result<Score, HandError> {
    crate::check_size(hand, 5, 5, "5")?;
    score(hand, 1)
}

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
    crate::check_size(hand, 0, 10, "0 to 10")?;
    let levels = Levels::of(hand);
    let against = weight(levels.hand);
    let (gain, chosen) = if bases == 0 || hand.len() < 3 {
        (0, SmallVec::new())
    } else if bases == 1 {
        best_one(&levels)
    } else {
        best_many(&levels, bases)
    };
    Ok(Score {
        points: gain - against,
        bases: chosen.into_iter().map(from_rank_space).collect(),
    })
}

/// Number + shape of the card at each rank-space position (ruling 10: color does not count).
pub(crate) static WEIGHT_AT: [u8; 125] = {
    let mut out = [0u8; 125];
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
pub(crate) fn weight(mut mask: u128) -> i32 {
    let mut sum = 0i32;
    while mask != 0 {
        sum += i32::from(WEIGHT_AT[mask.trailing_zeros() as usize]);
        mask &= mask - 1;
    }
    sum
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
    base_points(base.count_ones(), tic) + 2 * weight(base)
}

type Bases = SmallVec<[u128; 3]>;

/// The best single base hand. Taking a whole group (a line's or a value's cards in the hand)
/// beats any part of it, since every extra card adds base points and its own value; a group of
/// more than 5 cards needs its best 5.
fn best_one(levels: &Levels) -> (i32, Bases) {
    let mut best = (0, 0u128);
    let mut consider = |g: i32, base: u128| {
        if g > best.0 {
            best = (g, base);
        }
    };
    for l in bits_of(levels.at_least(3) & LINE_IDS) {
        let base = levels.cards_of(l);
        consider(gain(base, true), base);
    }
    for v in bits_of(levels.at_least(3) & VALUE_IDS) {
        let group = levels.cards_of(v);
        if group.count_ones() <= 5 {
            consider(gain(group, false), group);
        } else {
            for_subsets(group, 5, 5, |base| consider(gain(base, false), base));
        }
    }
    if best.1 == 0 {
        (0, SmallVec::new())
    } else {
        (best.0, SmallVec::from_slice(&[best.1]))
    }
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
    for l in bits_of(levels.at_least(3) & LINE_IDS) {
        for_subsets(levels.cards_of(l), 3, 5, |b| {
            candidates.push((gain(b, true), b));
        });
    }
    for v in bits_of(levels.at_least(3) & VALUE_IDS) {
        for_subsets(levels.cards_of(v), 3, 5, |b| {
            candidates.push((gain(b, false), b));
        });
    }
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
