//! What Tick's search bot needs besides the greedy bot: the value of a match cut short.

use rules_engine::Game;

use crate::scoring::hand_points;
use crate::state::Tick;

/// Each player's standing in 0..1 (higher is better): the match total plus the points the hand
/// would score now, against the other players' mean, squashed so that it never saturates
/// (`lead / (|lead| + 100)`: a deal's swing is tens of points).
///
/// A match is eleven deals of hundreds of actions, so the search bot's rollouts stop after a
/// few actions and are valued by this (docs/rules/tick.md, "Bots and figures").
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tick_rummy::{Tick, TickConfig, standings};
///
/// let game = Tick::new(TickConfig::default(), Seed(1))?;
/// let values = standings(&game);
/// assert_eq!(values.len(), 2);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-9); // two players: one's gain is the other's loss
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &Tick) -> Vec<f64> {
    let wild = game.config().wild_rank(game.deal());
    let ace_low = game.config().ace_low;
    let points: Vec<f64> = game
        .totals()
        .iter()
        .enumerate()
        .map(|(p, total)| f64::from(*total) + f64::from(hand_points(game.hand(p), wild, ace_low)))
        .collect();
    let sum: f64 = points.iter().sum();
    let others = (points.len().max(2) - 1) as f64;
    points
        .iter()
        .map(|mine| {
            let lead = (sum - mine) / others - mine;
            0.5 + 0.5 * lead / (lead.abs() + 100.0)
        })
        .collect()
}
