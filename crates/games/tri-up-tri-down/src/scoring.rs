//! The result: the player who goes out wins; a game ended otherwise is scored as it stands.

use rules_engine::Outcome;
use tic_core::CardSet;

use crate::actions::EndReason;

/// Each seat scores minus the cards it still holds, so the player who went out scores 0 and
/// wins; after a deck-exhausted or action-limit end, the fewest cards share first place.
pub(crate) fn outcome(hands: &[CardSet], _end: Option<EndReason>) -> Outcome {
    let scores = hands.iter().map(|h| -(h.len() as i64)).collect();
    Outcome::highest_wins(scores)
}
