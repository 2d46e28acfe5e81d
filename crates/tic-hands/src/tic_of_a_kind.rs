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

use tic_core::CardSet;

use crate::HandError;

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
    crate::naive::tic_of_a_kind_score(hand, bases)
}
