//! Commonness: Nic, Single and Tic, between two cards and within groups, by mask operations.

use core::fmt;

use crate::card::{Card, Property};
use crate::set::{CardSet, TicLine};

/// How much two cards have in common. Ordered `Nic < Single < Tic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Commonness {
    /// No property in common.
    Nic,
    /// Exactly one property in common.
    Single,
    /// Exactly two properties in common.
    Tic,
}

impl fmt::Display for Commonness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Commonness::Nic => "Nic",
            Commonness::Single => "Single",
            Commonness::Tic => "Tic",
        })
    }
}

/// Number of properties two cards share (0 to 3; 3 only for a card with itself).
#[must_use]
pub fn shared_count(a: Card, b: Card) -> u8 {
    let [an, ash, ac] = a.values();
    let [bn, bsh, bc] = b.values();
    u8::from(an == bn) + u8::from(ash == bsh) + u8::from(ac == bc)
}

/// The commonness of two cards. A card compared with itself counts as `Tic` (it shares all
/// three properties, and games never compare a card with itself).
///
/// ```
/// use tic_core::{commonness, Card, Commonness};
/// let a: Card = "4-square-red".parse()?;
/// assert_eq!(commonness(a, "4-circle-red".parse()?), Commonness::Tic);
/// assert_eq!(commonness(a, "4-circle-cyan".parse()?), Commonness::Single);
/// assert_eq!(commonness(a, "1-star-violet".parse()?), Commonness::Nic);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn commonness(a: Card, b: Card) -> Commonness {
    // One mask test per kind: `tics_of` is the union of a's three Tic lines.
    if CardSet::tics_of(a).contains(b) || a == b {
        Commonness::Tic
    } else if CardSet::sharing_any(a).contains(b) {
        Commonness::Single
    } else {
        Commonness::Nic
    }
}

/// The commonness of a whole group, strongest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GroupCommonness {
    /// All cards share the same two property values (they lie on one Tic line).
    Tic,
    /// All cards share the same value of at least one property, but not two.
    Single,
    /// Every pair of cards Nics.
    Nic,
    /// None of the above.
    Mixed,
}

/// Whether every card in the set shares one value of one property ("k cards that Single").
/// Ruling 1: cards that Tic also Single. Sets of 0 or 1 card are trivially true.
#[must_use]
pub fn singles_together(set: CardSet) -> bool {
    set.len() <= 1 || largest_single_group(set).len() == set.len()
}

/// Whether the set lies on one Tic line ("k cards that Tic"). Sets of 0 or 1 card are trivially
/// true; at most 5 cards can Tic together.
#[must_use]
pub fn tic_together(set: CardSet) -> bool {
    if set.len() <= 1 {
        return true;
    }
    if set.len() > 5 {
        return false;
    }
    // Only the three lines through any one card can hold the whole set.
    set.first().is_some_and(|card| {
        TicLine::through(card)
            .iter()
            .any(|line| set.is_subset(line.cards()))
    })
}

/// Whether every pair in the set Nics. Sets of 0 or 1 card are trivially true.
#[must_use]
pub fn pairwise_nic(set: CardSet) -> bool {
    if set.len() > 5 {
        return false;
    }
    set.iter()
        .all(|card| (set & CardSet::sharing_any(card)) == CardSet::single(card))
}

/// The group commonness of a set of at least two cards (`None` for fewer).
#[must_use]
pub fn group_commonness(set: CardSet) -> Option<GroupCommonness> {
    if set.len() < 2 {
        None
    } else if tic_together(set) {
        Some(GroupCommonness::Tic)
    } else if singles_together(set) {
        Some(GroupCommonness::Single)
    } else if pairwise_nic(set) {
        Some(GroupCommonness::Nic)
    } else {
        Some(GroupCommonness::Mixed)
    }
}

/// The largest subset of `set` lying on one Tic line; on equal size, the line with the lowest
/// [`TicLine::index`]. Empty for an empty set.
#[must_use]
pub fn largest_tic_group(set: CardSet) -> CardSet {
    // Only the three lines through each card of the set can hold any of it: 3k tests, not 75.
    let mut best = CardSet::EMPTY;
    let mut best_line = usize::MAX;
    for card in set {
        for line in TicLine::through(card) {
            let group = set & line.cards();
            if group.len() > best.len() || (group.len() == best.len() && line.index() < best_line) {
                best = group;
                best_line = line.index();
            }
        }
    }
    best
}

/// Every Tic line holding at least `min` cards of `set`, with those cards.
#[must_use]
pub fn tic_groups(set: CardSet, min: usize) -> Vec<(TicLine, CardSet)> {
    TicLine::all()
        .map(|line| (line, set & line.cards()))
        .filter(|(_, group)| group.len() >= min.max(1))
        .collect()
}

/// The largest subset of `set` sharing one property value; on equal size, numbers before
/// shapes before colors, lower values first. Empty for an empty set.
#[must_use]
pub fn largest_single_group(set: CardSet) -> CardSet {
    let mut best = CardSet::EMPTY;
    for property in Property::ALL {
        for value in 1..=5 {
            let group = set & CardSet::with_value(property, value);
            if group.len() > best.len() {
                best = group;
            }
        }
    }
    best
}

/// The property values every card of a non-empty set shares, as `(property, value 1-5)`.
#[must_use]
pub fn shared_values(set: CardSet) -> Vec<(Property, u8)> {
    let Some(first) = set.first() else {
        return Vec::new();
    };
    Property::ALL
        .into_iter()
        .map(|p| (p, first.get(p)))
        .filter(|&(p, v)| set.is_subset(CardSet::with_value(p, v)))
        .collect()
}
