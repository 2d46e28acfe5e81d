//! Scoring a hand (ruling 10), via `tic_hands::tic_of_a_kind`.

use tic_core::{Card, CardSet};
use tic_hands::tic_of_a_kind;

/// A hand's points and base hands: one base hand for 5 cards, up to two disjoint ones for 10
/// (any other size is scored with up to two base hands, for hands mid-turn). `None` if the
/// hand repeats a card or has more than 10.
///
/// ```
/// use tic_of_a_kind::score_hand;
/// let hand = tic_core::parse_cards("4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan")?;
/// // An illustration of the text's case "3 cards Ticking, the value of the remaining two
/// // cards subtracted" (the text names no cards; these are chosen here).
/// let (points, bases) = score_hand(&hand).expect("five distinct cards");
/// assert_eq!(points, 30 + (4 + 4) + (4 + 1) + (4 + 5) - (1 + 1) - (2 + 5));
/// assert_eq!(bases.len(), 1);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn score_hand(hand: &[Card]) -> Option<(i64, Vec<CardSet>)> {
    let set: CardSet = hand.iter().collect();
    if set.len() != hand.len() {
        return None;
    }
    let score = match set.len() {
        5 => tic_of_a_kind::score5(set),
        10 => tic_of_a_kind::score10(set),
        n if n < 5 => tic_of_a_kind::score(set, 1),
        _ => tic_of_a_kind::score(set, 2),
    }
    .ok()?;
    Some((i64::from(score.points), score.bases.to_vec()))
}
