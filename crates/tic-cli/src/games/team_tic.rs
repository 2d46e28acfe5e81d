//! Team TIC: head to head or in teams of two, Tic sets or Duo sequences.

use rules_engine::{Bot, RandomBot};
use tic_team::{Melds, TeamTic, TeamTicConfig, greedy_bot};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// The `mcts` bot's search: about 10 ms of CPU a move (docs/rules/team-tic.md, "Bots").
/// The search weighs only the greedy bot's best few moves, and plays each sample a few turns
/// ahead with the greedy bot, valued by [`standings`]: greedy rollouts to the end of the game
/// fit only 60 in the budget, too few to tell the moves apart.
const SEARCH: super::ShortlistSearch<TeamTic> = super::ShortlistSearch {
    rollouts: 600,
    rollout_steps: 16,
    shortlist: 6,
    rate: tic_team::greedy_score,
    // A lead of 20 points is worth about three quarters of a win.
    standings: |g| standings(g, 20.0),
    rollout: || Box::new(greedy_bot()),
};

/// Team TIC in the program.
pub struct TeamTicSpec;

impl GameSpec for TeamTicSpec {
    type G = TeamTic;
    const SUMMARY: &'static str =
        "Team TIC (Gamma Waves): 2 head to head or 4/6 in teams, lay Tic sets from a discard chain";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "melds",
            help: "tic (Tic sets) or duo (the Duo-sequence variation, with wrapping)",
            default: "tic",
        },
        OptionDoc {
            key: "opponent-cards-per-turn",
            help: "cards a player may add to opponents' sets per turn (0-10)",
            default: "2",
        },
        OptionDoc {
            key: "pickup-onto-sets",
            help: "the deepest picked-up card may extend an own set instead of a new one",
            default: "false",
        },
        OptionDoc {
            key: "opponent-cards-score",
            help: "cards opponents add count toward the owners' set (the text); false: second reading, they score nothing and their 5-star-red does not triple",
            default: "true",
        },
        OptionDoc {
            key: "rounds",
            help: "rounds in the match, scores added up (1-20; 1 is the text's single game)",
            default: "1",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TeamTicConfig, CliError> {
        let d = TeamTicConfig::default();
        Ok(TeamTicConfig {
            players: players.unwrap_or(d.players),
            melds: opts.get::<Melds>("melds", d.melds)?,
            opponent_cards_per_turn: opts
                .get("opponent-cards-per-turn", d.opponent_cards_per_turn)?,
            pickup_onto_sets: opts.get("pickup-onto-sets", d.pickup_onto_sets)?,
            opponent_cards_score: opts.get("opponent-cards-score", d.opponent_cards_score)?,
            rounds: opts.get("rounds", d.rounds)?,
        })
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    fn bot(kind: &str) -> Option<Box<dyn Bot<TeamTic>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(Box::new(greedy_bot())),
            _ => super::shortlist_search_bot(kind, &SEARCH),
        }
    }
}

/// Each player's standing for rollouts cut short: their side's match total plus its score in
/// the round as it stands, as a lead over the other sides ([`super::lead_values`]).
fn standings(game: &TeamTic, scale: f64) -> Vec<f64> {
    use rules_engine::Game;
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
    let values = super::lead_values(&sides, scale);
    (0..game.num_players())
        .map(|p| values.get(game.config().team_of(p)).copied().unwrap_or(0.5))
        .collect()
}
