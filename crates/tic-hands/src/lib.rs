//! Exact, fast hand evaluators for the TIC card games.
//!
//! - [`toker`]: the 11 Toker categories (ruling 7), best 5 of 5 to 10 cards, showdown with the
//!   private-card tie-break of ruling 8;
//! - [`sequences`]: the 12 Sequences categories (ruling 9), best 6 of 6 to 10 cards, showdown;
//! - [`tic_of_a_kind`]: Tic-of-a-Kind points for 5-card hands (one base hand) and 10-card hands
//!   (two disjoint base hands), ruling 10;
//! - [`spectrum`]: Spectrum points for 5-card sequences, from a configurable [`spectrum::PointTable`]
//!   (ruling 11's house table by default);
//! - [`census`]: exhaustive counts over all five-card hands (Toker categories, Tic-of-a-Kind
//!   points) and all six-card hands (Sequences categories), split into parts for parallel runs;
//! - [`equity`]: the chances of winning, tying and losing a Toker or Sequences showdown from a
//!   situation mid-deal ([`toker::equity`], [`sequences::equity`]), exact or sampled.
//!
//! Every evaluator works on [`CardSet`] bitmasks (cards renumbered by rank, line and value
//! counts kept as five "at least k" bitmasks) and allocates nothing on its hot path except the
//! small `Vec`s it returns. Each has a literal reference implementation in `naive` (behind the
//! `naive` feature: enumerate subsets, test the rule definitions with tic-core's group tests)
//! that the tests compare against on random hands and the benches measure against.
//!
//! Features: `serde` (categories, ranks, scores, point tables), `naive` (the reference
//! evaluators).
//!
//! ```
//! use tic_core::CardSet;
//! use tic_hands::{toker, tic_of_a_kind};
//!
//! let hand: CardSet = "4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan".parse()?;
//! let rank = toker::rank5(hand)?;
//! assert_eq!(rank.category(), toker::Category::ThreeTic);
//!
//! let score = tic_of_a_kind::score5(hand)?;
//! // Base hand: three 4-?-red cards that Tic (30) + their numbers and shapes (5+1+5 + 4*3),
//! // minus 1-circle (1+1) and 2-star (2+5).
//! assert_eq!(score.points, 30 + (4 + 4) + (4 + 1) + (4 + 5) - (1 + 1) - (2 + 5));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Ordering within a category
//!
//! [`toker::Rank`] and [`sequences::Rank`] are total orders: first the category, then the
//! hand's cards compared one by one, highest first, by the card order of tic-principles.md
//! ("higher value first; on equal value number, then shape, then color"). That is ruling 8's
//! tie-break applied to the whole hand, so for hands without common cards (Toker and Sequences
//! variation 2) it is exactly the players' rule; with common cards, use `showdown`, which
//! compares the category and then only the players' own cards.

mod category;
mod order;
#[cfg(feature = "naive")]
mod previous;
mod rank;
mod runs;

pub mod census;
pub mod equity;
pub mod sequences;
pub mod spectrum;
pub mod tic_of_a_kind;
pub mod toker;

/// The literal reference evaluators (feature `naive`): slow, obviously correct, for tests and
/// benchmarks.
#[cfg(feature = "naive")]
pub mod naive;

pub use tic_core::CardSet;

/// Why a hand could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HandError {
    /// The hand has the wrong number of cards.
    #[error("expected {expected} cards, got {got}")]
    WrongSize {
        /// The sizes the evaluator accepts, e.g. `"5"` or `"5 to 10"`.
        expected: &'static str,
        /// The number of cards given.
        got: usize,
    },
    /// The same card was given to two places (common cards and a player, or two players).
    #[error("cards given twice: {cards}")]
    Overlap {
        /// The cards found in more than one place.
        cards: CardSet,
    },
}

/// The best hand found in a set of cards: its rank (or score) and the cards that make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Best<R> {
    /// The rank of the chosen cards.
    pub rank: R,
    /// The chosen cards.
    pub cards: CardSet,
}

/// Checks a hand's size against an inclusive range.
fn check_size(
    cards: CardSet,
    min: usize,
    max: usize,
    expected: &'static str,
) -> Result<(), HandError> {
    check_count(cards.len(), min, max, expected)
}

/// Checks a number of cards against an inclusive range (for callers that counted them already).
fn check_count(
    got: usize,
    min: usize,
    max: usize,
    expected: &'static str,
) -> Result<(), HandError> {
    if (min..=max).contains(&got) {
        Ok(())
    } else {
        Err(HandError::WrongSize { expected, got })
    }
}

/// The union of common and private cards, or [`HandError::Overlap`] naming every card that
/// appears in two places.
fn disjoint_union(common: CardSet, privates: &[CardSet]) -> Result<Vec<CardSet>, HandError> {
    let mut seen = common;
    let mut twice = CardSet::EMPTY;
    for &private in privates {
        twice |= seen & private;
        seen |= private;
    }
    if twice.is_empty() {
        Ok(privates.iter().map(|&p| p | common).collect())
    } else {
        Err(HandError::Overlap { cards: twice })
    }
}

/// Places from sort keys (larger is better): competition ranking, 0 = best; players with
/// equal keys share a place and the next place skips (0, 1, 1, 3).
fn places<K: Ord>(keys: &[K]) -> Vec<usize> {
    keys.iter()
        .map(|k| keys.iter().filter(|other| *other > k).count())
        .collect()
}
