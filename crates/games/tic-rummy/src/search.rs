//! What TIC Rummy's search bot needs besides the greedy bot: the value of a match cut short.

use rules_engine::Game;

use crate::TicRummy;
use crate::bots::progress;

/// Each player's standing in 0..=1 (0.5 = level): ahead in requirement rounds reached and
/// behind in penalty totals (the lowest total wins), against the mean of the others, squashed
/// by `tanh(lead)` with a lead of 100 penalty points or two rounds worth 1. The current deal
/// counts toward the rounds: a player who has laid down is a round ahead (they move on when the
/// deal ends), one who could lay down 0.9, and otherwise 0.8 times the share of the round's
/// collections their hand holds ([`progress`](crate::progress)).
///
/// A greedy playout to the end of a match costs about 0.2 s, so the search bot's rollouts stop
/// after a few actions and are valued by this; without the current deal's progress it valued
/// nearly every cut rollout alike, since totals and rounds change only when a deal ends
/// (docs/rules/tic-rummy.md, "Bots").
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_rummy::{standings, RummyConfig, TicRummy};
///
/// let game = TicRummy::new(RummyConfig::default(), Seed(1))?;
/// let values = standings(&game);
/// assert_eq!(values.len(), 2);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-12); // one's gain is the other's loss
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &TicRummy) -> Vec<f64> {
    let n = game.num_players();
    let totals: Vec<f64> = game.totals().iter().map(|&t| f64::from(t)).collect();
    let rounds: Vec<f64> = (0..n)
        .map(|p| f64::from(game.round_number(p)) + deal_progress(game, p))
        .collect();
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

/// How far `player` is through the current deal's round, in rounds: 1 once laid down, 0.9 when
/// the hand could lay down, otherwise 0.8 times the share of the collections' cards it holds.
fn deal_progress(game: &TicRummy, player: usize) -> f64 {
    if !game.laid(player).is_empty() {
        return 1.0;
    }
    let requirements = game.requirements(player);
    let need: usize = requirements.iter().map(|r| r.cards).sum();
    let have = progress(requirements, game.hand(player));
    if have >= 1000 {
        0.9
    } else {
        0.8 * have as f64 / need.max(1) as f64
    }
}
