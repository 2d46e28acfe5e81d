//! The result of a game of solitaire.

use rules_engine::Outcome;

use crate::state::Board;

/// The score is the number of cards brought into play: every card not buried face down and
/// not left in the deck. A won game scores all its cards (125 in a dealt game). The single
/// player always takes first place; whether the game was won is [`crate::Finish`].
pub(crate) fn outcome(board: &Board) -> Outcome {
    let in_play = board.cards().count() - board.remaining();
    Outcome::with_places(vec![in_play as i64], vec![0])
}
