//! Points for a play: Singles, Tics, and Tics "of the same type" that compound.

use tic_core::{Card, CardSet};
use tic_grid::{EdgeTally, tics_by_line};

use crate::config::THREE_SAME_POINTS;

/// The most one play can score: a card touches at most six others, and each touching card
/// adds at most 4 points (a Tic pair of one type scores at most 8).
pub const MAX_PLAY_POINTS: u32 = 6 * 4;

/// What one play scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlayScore {
    /// The touched cards by kind.
    pub tally: EdgeTally,
    /// Points: 1 per Single; per Tic line shared with the touched cards, 2 for one Tic, the
    /// same-pair score for two Tics of that type, 10 for three.
    pub points: u32,
}

impl PlayScore {
    /// Whether the play earns another play (two or more Tics, same type or not).
    #[must_use]
    pub fn plays_again(self) -> bool {
        self.tally.tics >= 2
    }
}

/// The score of `card` placed touching the cards `touching`, with `same_pair` points for two
/// Tics of the same type.
///
/// ```
/// use tic_core::{Card, CardSet};
/// use tic_tyramid::play_score;
///
/// // The text's example: two same Tics (4-yellow) plus one different Tic (4-square).
/// let card: Card = "4-square-yellow".parse()?;
/// let touching: CardSet = "4-circle-yellow 4-star-yellow 4-square-red".parse()?;
/// assert_eq!(play_score(card, touching, 6).points, 8);
/// assert_eq!(play_score(card, touching, 8).points, 10);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn play_score(card: Card, touching: CardSet, same_pair: u32) -> PlayScore {
    let tally = EdgeTally::of(card, touching);
    let tic_points: u32 = tics_by_line(card, touching)
        .iter()
        .map(|(_, cards)| tic_group_points(cards.len(), same_pair))
        .sum();
    PlayScore {
        tally,
        points: tally.singles + tic_points,
    }
}

/// Points for `k` touched cards Ticking with the played card on one Tic line.
#[must_use]
pub fn tic_group_points(k: usize, same_pair: u32) -> u32 {
    match k {
        0 => 0,
        1 => 2,
        2 => same_pair,
        // A played card touches at most three cards when placed; a larger group (impossible in
        // these layouts) scores as three.
        _ => THREE_SAME_POINTS,
    }
}
