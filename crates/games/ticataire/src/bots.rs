//! The greedy bot.

use rules_engine::GreedyBot;

use crate::actions::Move;
use crate::state::Ticataire;
use crate::view::TicView;

/// The greedy score of a move: uncover buried cards first (from the deepest column), then
/// play the flipped card, then flip; moves that bring nothing into play come last, so the
/// bot only shuffles cards between columns and sequence piles when the deck is used up.
#[must_use]
pub fn greedy_score(view: &TicView, mv: &Move) -> i64 {
    let column = |c: u8| view.columns.get(usize::from(c));
    match *mv {
        Move::ColumnToColumn { from, to } => match column(from) {
            Some(source) if source.buried > 0 => {
                let into_space = column(to).is_some_and(|t| t.up.is_empty());
                // Filling a space is worth less: the space could take a 5 later.
                (if into_space { 800 } else { 1000 }) + source.buried as i64
            }
            _ => -20,
        },
        Move::ColumnToSequence { from, .. } => match column(from) {
            Some(source) if source.buried > 0 && source.up.len() == 1 => 900 + source.buried as i64,
            _ => -10,
        },
        Move::WasteToColumn(_) => 600,
        Move::WasteToSequence(_) => 500,
        Move::Flip => 0,
        Move::SequenceToColumn { .. } => -30,
    }
}

/// A greedy bot for Ticataire (see [`greedy_score`]).
///
/// ```
/// use rules_engine::{run, Bot, Game, Seed};
/// use tic_ticataire::{greedy_bot, Ticataire, TicataireConfig};
///
/// let mut game = Ticataire::new(TicataireConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Ticataire>>> = vec![Box::new(greedy_bot())];
/// run(&mut game, &mut bots, Seed(1), 1_000_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn greedy_bot() -> GreedyBot<Ticataire, fn(&TicView, &Move) -> i64> {
    GreedyBot::new("greedy", greedy_score as fn(&TicView, &Move) -> i64)
}
