//! A greedy bot: the move that does best now.

use rules_engine::{Bot, GameRng};

use crate::actions::QueenAction;
use crate::scoring::score_change;
use crate::state::Queen;
use crate::view::QueenView;

/// The immediate value of an action for the viewer: placing raises their own grid's score
/// (or lowers an opponent's); choosing a card is worth the best placement it would have on
/// their own grid now.
#[must_use]
pub fn immediate_value(view: &QueenView, action: &QueenAction) -> i64 {
    match *action {
        QueenAction::Place { card, grid, at } => {
            let Some(g) = view.grids.get(grid) else {
                return i64::MIN / 2;
            };
            let change = score_change(g, at, card).unwrap_or(0);
            if grid == view.player { change } else { -change }
        }
        QueenAction::Choose { position } => {
            let line = if view.next_line.is_empty() {
                &view.line
            } else {
                &view.next_line
            };
            let (Some(card), Some(own)) = (
                line.get(position).and_then(|s| s.card),
                view.grids.get(view.player),
            ) else {
                return 0;
            };
            own.open_offsets()
                .into_iter()
                .filter_map(|at| score_change(own, at, card))
                .max()
                .unwrap_or(0)
        }
    }
}

/// Takes the action with the best immediate value (random among equals).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Queen> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &QueenView, legal: &[QueenAction], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| immediate_value(view, a)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] == best).collect();
        top.get(rng.index(top.len().max(1))).copied().unwrap_or(0)
    }
}
