//! Reference implementations that follow the definitions of tic-principles.md literally, by
//! enumeration. They are slow on purpose: the tests check the fast functions of this crate
//! against them (proptest), and the benches measure the fast ones against them. Not for
//! production use.

use crate::card::{Card, Property};
use crate::common::Commonness;
use crate::sequence::{Props, Step};
use crate::set::CardSet;

/// Commonness by counting equal properties.
#[must_use]
pub fn commonness(a: Card, b: Card) -> Commonness {
    let equal = Property::ALL
        .iter()
        .filter(|p| a.get(**p) == b.get(**p))
        .count();
    match equal {
        0 => Commonness::Nic,
        1 => Commonness::Single,
        _ => Commonness::Tic,
    }
}

fn all_equal(cards: &[Card], p: Property) -> bool {
    cards.windows(2).all(|w| w[0].get(p) == w[1].get(p))
}

/// "All k share the same value of at least one property."
#[must_use]
pub fn singles_together(cards: &[Card]) -> bool {
    Property::ALL.iter().any(|p| all_equal(cards, *p))
}

/// "All k share the same values of two properties."
#[must_use]
pub fn tic_together(cards: &[Card]) -> bool {
    let ps = Property::ALL;
    (0..3).any(|i| (i + 1..3).any(|j| all_equal(cards, ps[i]) && all_equal(cards, ps[j])))
}

/// "Every pair Nics."
#[must_use]
pub fn pairwise_nic(cards: &[Card]) -> bool {
    cards.iter().enumerate().all(|(i, a)| {
        cards[i + 1..]
            .iter()
            .all(|b| commonness(*a, *b) == Commonness::Nic)
    })
}

/// Every subset of a set (2^n of them: keep n small).
#[must_use]
pub fn subsets(set: CardSet) -> Vec<Vec<Card>> {
    let cards: Vec<Card> = set.iter().collect();
    (0u32..(1 << cards.len()))
        .map(|m| {
            (0..cards.len())
                .filter(|i| m >> i & 1 == 1)
                .map(|i| cards[i])
                .collect()
        })
        .collect()
}

/// The size of the largest subset that Tics together, by enumerating subsets.
#[must_use]
pub fn largest_tic_group_len(set: CardSet) -> usize {
    subsets(set)
        .into_iter()
        .filter(|s| tic_together(s))
        .map(|s| s.len())
        .max()
        .unwrap_or(0)
}

/// The size of the largest subset that Singles together, by enumerating subsets.
#[must_use]
pub fn largest_single_group_len(set: CardSet) -> usize {
    subsets(set)
        .into_iter()
        .filter(|s| singles_together(s))
        .map(|s| s.len())
        .max()
        .unwrap_or(0)
}

/// The step between two cards, counting properties whose values differ by one.
#[must_use]
pub fn step(a: Card, b: Card) -> Step {
    let n = Property::ALL
        .iter()
        .filter(|p| (i16::from(a.get(**p)) - i16::from(b.get(**p))).abs() == 1)
        .count();
    Step::from_count(n)
}

fn permutations(cards: &[Card]) -> Vec<Vec<Card>> {
    if cards.len() <= 1 {
        return vec![cards.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..cards.len() {
        let mut rest = cards.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

/// In this order, every property of `props` moves by +1 at every step or by -1 at every step.
#[must_use]
pub fn is_ordered_sequence(cards: &[Card], props: Props) -> bool {
    cards.len() >= 2
        && !props.is_empty()
        && props.iter().all(|p| {
            [1i16, -1].iter().any(|dir| {
                cards
                    .windows(2)
                    .all(|w| i16::from(w[1].get(p)) - i16::from(w[0].get(p)) == *dir)
            })
        })
}

/// "The cards can be ordered so that..." by trying every order.
#[must_use]
pub fn is_sequence(cards: &[Card], props: Props) -> bool {
    cards.len() >= 2
        && permutations(cards)
            .iter()
            .any(|order| is_ordered_sequence(order, props))
}

/// The most properties in which the cards form a sequence.
#[must_use]
pub fn sequence_step(cards: &[Card]) -> Step {
    Props::non_empty()
        .filter(|p| is_sequence(cards, *p))
        .map(|p| Step::from_count(p.len()))
        .max()
        .unwrap_or(Step::None)
}

/// The length of the longest subset that is a sequence of at least the given kind (0 if none).
#[must_use]
pub fn longest_sequence_len(set: CardSet, at_least: Step) -> usize {
    subsets(set)
        .into_iter()
        .filter(|s| {
            s.len() >= 2 && s.len() <= 5 && at_least != Step::None && sequence_step(s) >= at_least
        })
        .map(|s| s.len())
        .max()
        .unwrap_or(0)
}

/// Wrapping, by the words of the principles: each step moves each property of `props` by one,
/// and a property keeps its direction unless it has just reached 1 or 5.
#[must_use]
pub fn is_wrapping_sequence(cards: &[Card], props: Props) -> bool {
    if cards.len() < 2 || props.is_empty() {
        return false;
    }
    props.iter().all(|p| {
        let values: Vec<i16> = cards.iter().map(|c| i16::from(c.get(p))).collect();
        let steps: Vec<i16> = values.windows(2).map(|w| w[1] - w[0]).collect();
        steps.iter().all(|d| d.abs() == 1)
            && (1..steps.len())
                .all(|i| steps[i] == steps[i - 1] || values[i] == 1 || values[i] == 5)
    })
}
