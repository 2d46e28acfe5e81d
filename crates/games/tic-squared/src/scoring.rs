//! Scoring: grid size minus hand size; going out wins outright.

use rules_engine::Outcome;
use tic_core::Card;

use crate::growing::GrowingGrid;

/// A player's score: cards in their grid (whoever laid them) minus cards left in hand.
///
/// ```
/// // "If a grid has 15 cards, but 3 cards are left in hand, the final score is 12."
/// use tic_squared::scoring::score_of;
/// assert_eq!(score_of(15, 3), 12);
/// ```
#[must_use]
pub fn score_of(grid_cards: usize, hand_cards: usize) -> i64 {
    i64::try_from(grid_cards).unwrap_or(i64::MAX) - i64::try_from(hand_cards).unwrap_or(i64::MAX)
}

/// The score of a grid and a hand.
#[must_use]
pub fn score(grid: Option<&GrowingGrid>, hand: &[Card]) -> i64 {
    score_of(grid.map_or(0, GrowingGrid::len), hand.len())
}

/// The outcome: whoever went out wins outright and the others are placed behind by score;
/// otherwise (the deck exhausted) the highest score wins.
#[must_use]
pub fn outcome(scores: Vec<i64>, went_out: Option<usize>) -> Outcome {
    let Some(winner) = went_out else {
        return Outcome::highest_wins(scores);
    };
    let places = (0..scores.len())
        .map(|p| {
            if p == winner {
                0
            } else {
                1 + (0..scores.len())
                    .filter(|&q| q != winner && scores[q] > scores[p])
                    .count()
            }
        })
        .collect();
    Outcome::with_places(scores, places)
}
