//! A greedy bot: the play scoring most now.

use rules_engine::{Bot, GameRng};

use crate::actions::TyramidAction;
use crate::scoring::play_score;
use crate::state::Tyramid;
use crate::view::TyramidView;

/// The immediate points of an action seen from a view: a play's score (ties broken toward
/// plays that earn another play); stopping after a double Tic scores -1, so the bot keeps
/// playing while it can.
#[must_use]
pub fn immediate_points(view: &TyramidView, action: &TyramidAction) -> i64 {
    match *action {
        TyramidAction::Play { card, row, place } => {
            let cells = view.layout.row_cells(row);
            let touching = view.layout.touching(cells.start + place);
            let score = play_score(card, touching, view.same_pair_points);
            2 * i64::from(score.points) + i64::from(score.plays_again())
        }
        TyramidAction::EndTurn => -1,
        TyramidAction::Draw | TyramidAction::Pass => 0,
    }
}

/// Plays the action with the best immediate score (random among equals).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Tyramid> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &TyramidView, legal: &[TyramidAction], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| immediate_points(view, a)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] == best).collect();
        top.get(rng.index(top.len().max(1))).copied().unwrap_or(0)
    }
}
