//! The result of a match.

use rules_engine::Outcome;

use crate::state::Gridsy;

/// Solo: the score is the extra cards taken (fewer is better). Head-to-head: rounds won
/// (more is better).
#[must_use]
pub fn outcome(game: &Gridsy) -> Outcome {
    if game.is_solo() {
        Outcome::lowest_wins(vec![i64::try_from(game.extra_total()).unwrap_or(i64::MAX)])
    } else {
        Outcome::highest_wins(
            game.wins()
                .iter()
                .map(|&w| i64::try_from(w).unwrap_or(i64::MAX))
                .collect(),
        )
    }
}
