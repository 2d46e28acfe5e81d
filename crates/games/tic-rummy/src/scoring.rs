//! End-of-deal penalties.

use tic_core::CardSet;

/// The points a hand counts against its holder when someone else goes out: the sum of the
/// cards' values (number + shape + color, 3 to 15 each).
///
/// ```
/// use tic_core::CardSet;
/// let hand: CardSet = "5-star-red 1-circle-violet".parse()?;
/// assert_eq!(tic_rummy::hand_penalty(hand), 15 + 3);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn hand_penalty(hand: CardSet) -> u32 {
    hand.value_sum()
}
