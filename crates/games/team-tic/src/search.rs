//! What Team TIC's search bot needs besides the greedy bot: the value of a game cut short.

use rules_engine::{Game, lead_values};

use crate::TeamTic;

/// Each player's standing for rollouts cut short, in 0..=1 (0.5 = level): their side's match
/// total plus its score in the round as it stands, as a lead over the other sides squashed by
/// [`lead_values`] with `scale` (a lead of `scale` points is worth about three quarters of a
/// win). Partners share a value.
///
/// Greedy rollouts to the end of a game fit only about 60 in the search bot's budget, too few
/// to tell the moves apart, so rollouts stop after a few turns and are valued by this
/// (docs/rules/team-tic.md, "Bots").
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_team::{standings, TeamTic, TeamTicConfig};
///
/// let game = TeamTic::new(TeamTicConfig { players: 4, ..TeamTicConfig::default() }, Seed(1))?;
/// let values = standings(&game, 20.0);
/// assert_eq!(values.len(), 4);
/// assert_eq!(values[0], values[2]); // partners
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-12); // one side's gain is the other's loss
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &TeamTic, scale: f64) -> Vec<f64> {
    let sides: Vec<i64> = game
        .side_scores()
        .iter()
        .enumerate()
        .map(|(t, &round)| {
            game.totals()
                .get(t)
                .copied()
                .unwrap_or(0)
                .saturating_add(round)
        })
        .collect();
    let values = lead_values(&sides, scale);
    (0..game.num_players())
        .map(|p| values.get(game.config().team_of(p)).copied().unwrap_or(0.5))
        .collect()
}
