//! What TIC Rummy's search bot needs besides the greedy bot: the value of a match cut short.

use rules_engine::Game;

use crate::TicRummy;

/// Each player's standing in 0..=1 (0.5 = level): ahead in requirement rounds reached and
/// behind in penalty totals (the lowest total wins), against the mean of the others, squashed
/// by `tanh(lead)` with a lead of 100 penalty points or two rounds worth 1.
///
/// A greedy playout to the end of a match costs about 0.2 s, so the search bot's rollouts stop
/// after a few actions and are valued by this (docs/rules/tic-rummy.md, "Bots").
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_rummy::{standings, RummyConfig, TicRummy};
///
/// let game = TicRummy::new(RummyConfig::default(), Seed(1))?;
/// let values = standings(&game);
/// assert_eq!(values, vec![0.5, 0.5]); // nobody is ahead before the first move
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &TicRummy) -> Vec<f64> {
    let n = game.num_players();
    let totals: Vec<f64> = game.totals().iter().map(|&t| f64::from(t)).collect();
    let rounds: Vec<f64> = (0..n).map(|p| f64::from(game.round_number(p))).collect();
    let mean = |v: &[f64], p: usize| {
        let others: f64 = v
            .iter()
            .enumerate()
            .filter(|&(q, _)| q != p)
            .map(|(_, x)| x)
            .sum();
        others / (n.max(2) - 1) as f64
    };
    (0..n)
        .map(|p| {
            let lead =
                (mean(&totals, p) - totals[p]) / 100.0 + (rounds[p] - mean(&rounds, p)) * 0.5;
            0.5 + 0.5 * lead.tanh()
        })
        .collect()
}
