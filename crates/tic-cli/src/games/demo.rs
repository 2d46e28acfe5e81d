//! The engine's demo game, Twenty-One: the smallest example of a registered game.

use rules_engine::demo::{TwentyOne, TwentyOneAction, TwentyOneConfig};
use rules_engine::{Bot, GreedyBot, RandomBot};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Twenty-One in the program.
pub struct TwentyOneSpec;

impl GameSpec for TwentyOneSpec {
    type G = TwentyOne;
    const SUMMARY: &'static str =
        "the engine's demo game: add cards to a pile, reaching the target loses";
    const OPTIONS: &'static [OptionDoc] = &[OptionDoc {
        key: "target",
        help: "the total that loses (10-100)",
        default: "21",
    }];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TwentyOneConfig, CliError> {
        let default = TwentyOneConfig::default();
        Ok(TwentyOneConfig {
            players: players.unwrap_or(default.players),
            target: opts.get("target", default.target)?,
        })
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    fn bot(kind: &str) -> Option<Box<dyn Bot<TwentyOne>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(greedy()),
            _ => super::mcts_bot(kind, 500, greedy),
        }
    }
}

/// Plays the smallest card: keeps the total low for as long as possible.
fn greedy() -> Box<dyn Bot<TwentyOne>> {
    Box::new(GreedyBot::new(
        "greedy",
        |_view, action: &TwentyOneAction| {
            let TwentyOneAction::Play(card) = action;
            -i64::from(card.0)
        },
    ))
}
