//! A greedy bot: the play scoring most now.

use rules_engine::{Bot, GameRng};
use tic_grid::Pos;

use crate::actions::PenticAction;
use crate::scoring::score_play;
use crate::state::Pentic;
use crate::view::PenticView;

/// The points an action scores now, seen from a view (0 for a pass or an illegal play).
#[must_use]
pub fn immediate_points(view: &PenticView, action: &PenticAction) -> i64 {
    match *action {
        PenticAction::Play { card, row, col } => {
            let pos = Pos::new(row, col);
            view.piles
                .top(pos)
                .and_then(|top| score_play(card, top, view.piles.touching(pos)))
                .map_or(0, |s| i64::from(s.points))
        }
        PenticAction::Pass => 0,
    }
}

/// Plays the action with the best immediate score (random among equals).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Pentic> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &PenticView, legal: &[PenticAction], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| immediate_points(view, a)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] == best).collect();
        top.get(rng.index(top.len().max(1))).copied().unwrap_or(0)
    }
}
