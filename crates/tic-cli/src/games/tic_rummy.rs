//! TIC Rummy: eight rounds of collections, each player on their own round.

use rules_engine::{Bot, Game, RandomBot};
use tic_rummy::{RummyConfig, TicRummy, greedy_bot};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Iterations a move for `mcts`. A greedy rollout to the end of the match costs about 0.2 s, so
/// rollouts stop after `MCTS_ROLLOUT_STEPS` actions and are valued by the standings: totals
/// (lowest wins) and the requirement rounds reached (docs/rules/tic-rummy.md, "Bots").
const MCTS_ITERATIONS: u32 = 24;
const MCTS_ROLLOUT_STEPS: usize = 12;

/// Each player's standing in 0..=1: ahead in rounds reached and behind in penalty totals.
fn standings(game: &TicRummy) -> Vec<f64> {
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

/// TIC Rummy in the program.
pub struct TicRummySpec;

impl GameSpec for TicRummySpec {
    type G = TicRummy;
    const SUMMARY: &'static str = "TIC Rummy (Gamma Waves): 8 rounds of Single/Tic/Nic/sequence collections, lowest total wins";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "first-round",
            help: "the round every player starts on (1-8)",
            default: "1",
        },
        OptionDoc {
            key: "last-round",
            help: "the round whose going out ends the match (first-round to 8)",
            default: "8",
        },
        OptionDoc {
            key: "max-deals",
            help: "deals before the match is scored as it stands (1-1000)",
            default: "40",
        },
        OptionDoc {
            key: "max-turns-per-deal",
            help: "turns before a deal counts as exhausted (10-10000)",
            default: "400",
        },
        OptionDoc {
            key: "exhausted-deal-scores",
            help: "score an exhausted deal instead of replaying it (true/false)",
            default: "false",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<RummyConfig, CliError> {
        let d = RummyConfig::default();
        Ok(RummyConfig {
            players: players.unwrap_or(d.players),
            first_round: opts.get("first-round", d.first_round)?,
            last_round: opts.get("last-round", d.last_round)?,
            max_deals: opts.get("max-deals", d.max_deals)?,
            max_turns_per_deal: opts.get("max-turns-per-deal", d.max_turns_per_deal)?,
            exhausted_deal_scores: opts.get("exhausted-deal-scores", d.exhausted_deal_scores)?,
        })
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    fn bot(kind: &str) -> Option<Box<dyn Bot<TicRummy>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(Box::new(greedy_bot())),
            _ => super::mcts_bot_tuned(kind, MCTS_ITERATIONS, |mcts| {
                mcts.with_rollout(Box::new(greedy_bot()))
                    .with_max_rollout_steps(MCTS_ROLLOUT_STEPS)
                    .with_evaluator(standings)
            }),
        }
    }
}
