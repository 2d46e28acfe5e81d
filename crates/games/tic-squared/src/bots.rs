//! The greedy bot: Tics first (double Tics most), own grid before others', shed cards
//! rather than pick up.

use rules_engine::GreedyBot;

use crate::actions::TicSquaredAction;
use crate::state::TicSquared;
use crate::view::TicSquaredView;

/// How the greedy bot rates an action (higher is better).
#[must_use]
pub fn greedy_score(view: &TicSquaredView, action: &TicSquaredAction) -> i64 {
    match *action {
        // Start with a card that shares much with the rest of the hand.
        TicSquaredAction::Start(card) => view
            .hand
            .iter()
            .filter(|&&c| c != card && tic_core::shared_count(c, card) > 0)
            .count() as i64,
        TicSquaredAction::Play { card, grid, at } => {
            let contact = view
                .grids
                .get(grid)
                .and_then(Option::as_ref)
                .and_then(|g| g.check(at, card).ok())
                .unwrap_or_default();
            let mut score = 100 + 30 * i64::from(contact.tics) + i64::from(contact.singles);
            if contact.tics >= 2 {
                score += 40 + i64::from(card.number().value());
            }
            // Growing one's own grid counts at the end; feeding an opponent's does not.
            if grid == view.player {
                score += 10;
            }
            score
        }
        TicSquaredAction::PickUp => 0,
        TicSquaredAction::EndTurn => -10,
    }
}

/// The greedy bot.
#[must_use]
pub fn greedy_bot() -> GreedyBot<TicSquared, fn(&TicSquaredView, &TicSquaredAction) -> i64> {
    GreedyBot::new("greedy", greedy_score as fn(&_, &_) -> i64)
}
