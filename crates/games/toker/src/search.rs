//! What the exchange games' search bots need besides the playout bot: the value of a match cut
//! short ([`deal_standings`]).

use rules_engine::{Game, lead_values};
use tic_core::Card;

use crate::hands::HandRules;
use crate::scoring::ranking_points;
use crate::state::{ExchangeGame, Phase};

/// Each player's standing in a match cut short, in 0..=1 (0.5 = level): their ranking points
/// so far plus `deal_weight` times the ranking points the current deal would give them if it
/// were shown down now, the weight growing from a quarter to whole over the deal's exchange
/// rounds (early in a deal the hands still change a lot); as a lead over the others squashed
/// by [`lead_values`] with `scale` (a lead of `scale` points is worth about three quarters of
/// a win). In the betting game the chips decide, and this values the chips as they stand.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_toker::{deal_standings, ExchangeConfig, Toker};
///
/// let game = Toker::new(ExchangeConfig::new(2), Seed(1))?;
/// let values = deal_standings(&game, 0.5, 2.0);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-12); // one's gain is the other's loss
/// assert_ne!(values[0], 0.5); // someone holds the better hand now
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn deal_standings<H: HandRules>(
    game: &ExchangeGame<H>,
    deal_weight: f64,
    scale: f64,
) -> Vec<f64> {
    let n = game.num_players();
    if game.chips().is_some() {
        return lead_values(&game.scores(), scale);
    }
    // Hundredths of a point, for lead_values' integers.
    let mut scores: Vec<i64> = game
        .points()
        .iter()
        .map(|&p| p.saturating_mul(100))
        .collect();
    if game.phase() != Phase::Over {
        let privates: Vec<Vec<Card>> = (0..n).map(|p| game.hand(p).to_vec()).collect();
        if let Ok(places) = H::showdown(game.common(), &privates)
            && places.len() == n
        {
            let rounds = f64::from(game.config().exchange_rounds::<H>().max(1));
            let done = f64::from(game.exchange_round().saturating_sub(1)) / rounds;
            let weight = deal_weight * (0.25 + 0.75 * done.clamp(0.0, 1.0));
            for (score, points) in scores.iter_mut().zip(ranking_points(&places)) {
                // Rounded to hundredths: the weight is below 1 and the points at most 10.
                *score = score.saturating_add((weight * 100.0 * points as f64).round() as i64);
            }
        }
    }
    lead_values(&scores, scale * 100.0)
}
