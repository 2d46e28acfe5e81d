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

use tic_core::CardSet;

use crate::HandError;

/// Points for each kind of 5-card sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    crate::naive::spectrum_score5(hand, table)
}

/// The score of exactly ten cards: the best split into two fives, each scored alone.
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 10 cards.
pub fn score10(hand: CardSet, table: &PointTable) -> Result<Score, HandError> {
    crate::naive::spectrum_score10(hand, table)
}
