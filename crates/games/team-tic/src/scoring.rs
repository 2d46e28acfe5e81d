//! Scoring: sets, going out, cards left in hand.

use tic_core::{Card, CardSet};

/// Points for the going-out bonus.
pub const GOING_OUT_BONUS: i64 = 10;

/// Points of a set by its size: 3 cards 3, 4 cards 8, 5 cards 20 (0 for other sizes), tripled
/// when it holds the 5-star-red.
///
/// ```
/// assert_eq!(tic_team::set_points(4, false), 8);
/// assert_eq!(tic_team::set_points(5, true), 60);
/// ```
#[must_use]
pub fn set_points(cards: usize, with_top_card: bool) -> i64 {
    let base = match cards {
        3 => 3,
        4 => 8,
        5 => 20,
        _ => 0,
    };
    if with_top_card { 3 * base } else { base }
}

/// What cards left in hand cost: 2 each, 10 for the 5-star-red.
///
/// ```
/// let hand: tic_core::CardSet = "5-star-red 1-circle-violet".parse()?;
/// assert_eq!(tic_team::hand_penalty(hand), 12);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn hand_penalty(hand: CardSet) -> i64 {
    hand.iter()
        .map(|c| if c == Card::TOP { 10 } else { 2 })
        .sum()
}

/// A side's final score: its set points, the going-out bonus if one of its players went out,
/// minus what its players still hold. (The text: 86 points in sets and 8 cards left make 70.)
///
/// ```
/// use tic_core::CardSet;
/// let hands: [CardSet; 2] = ["1ov 1oc 1oy 1oo".parse()?, "2ov 2oc 2oy 2oo".parse()?];
/// assert_eq!(tic_team::side_score(86, false, &hands), 70);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn side_score(set_points: i64, went_out: bool, hands: &[CardSet]) -> i64 {
    set_points + if went_out { GOING_OUT_BONUS } else { 0 }
        - hands.iter().map(|&h| hand_penalty(h)).sum::<i64>()
}
