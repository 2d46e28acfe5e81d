//! The engine's demo game, Twenty-One: the smallest example of a registered game.

use rules_engine::demo::{TwentyOne, TwentyOneConfig};

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
}
