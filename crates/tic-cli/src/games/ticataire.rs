//! Ticataire: the TIC solitaire.

use rules_engine::{Bot, RandomBot};
use tic_ticataire::{Ticataire, TicataireConfig, greedy_bot};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// The `mcts` bot's default budget: about 10 ms a move on a loaded 2-core machine.
const MCTS_ROLLOUTS: u32 = 16;
/// Greedy moves a rollout plays before it is scored.
const MCTS_ROLLOUT_STEPS: usize = 100;

/// The share of the game's cards in play (neither buried nor in the deck).
fn in_play_share(game: &Ticataire) -> f64 {
    let board = game.board();
    let total = board.cards().count().max(1);
    (total - board.remaining()) as f64 / total as f64
}

/// Ticataire in the program.
pub struct TicataireSpec;

impl GameSpec for TicataireSpec {
    type G = Ticataire;
    const SUMMARY: &'static str = "solitaire (1 player): Ticking columns, Duo/Tripo sequence piles, uncover every buried card";
    const OPTIONS: &'static [OptionDoc] = &[OptionDoc {
        key: "stall-limit",
        help: "moves in a row that bring no card into play before the game is lost, 50-100000",
        default: "300",
    }];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TicataireConfig, CliError> {
        if let Some(p) = players.filter(|&p| p != 1) {
            return Err(CliError::usage(format!(
                "Ticataire is a solitaire: 1 player, not {p}"
            )));
        }
        let default = TicataireConfig::default();
        Ok(TicataireConfig {
            stall_limit: opts.get("stall-limit", default.stall_limit)?,
        })
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    fn bot(kind: &str) -> Option<Box<dyn Bot<Ticataire>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(Box::new(greedy_bot())),
            // A solitaire's outcome always places its one player first, so rollouts are cut
            // short and scored by the share of cards brought into play.
            _ => super::mcts_bot_tuned(kind, MCTS_ROLLOUTS, |bot| {
                bot.with_rollout(Box::new(greedy_bot()))
                    .with_max_rollout_steps(MCTS_ROLLOUT_STEPS)
                    .with_evaluator(|game: &Ticataire| vec![in_play_share(game)])
            }),
        }
    }
}
