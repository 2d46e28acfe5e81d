//! The engine's demo game, Twenty-One: the smallest example of a registered game.

use rules_engine::demo::{TwentyOne, TwentyOneConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Twenty-One in the program.
pub struct TwentyOneSpec;

impl GameSpec for TwentyOneSpec {
    type G = TwentyOne;
    const SUMMARY: &'static str =
        "the engine's demo game: add cards to a pile, reaching the target loses";
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "target",
        kind: OptionKind::Int { min: 10, max: 100 },
        help: "the total that loses (10-100)",
        default: "21",
    }];

    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<TwentyOneConfig, RegistryError> {
        let default = TwentyOneConfig::default();
        Ok(TwentyOneConfig {
            players: players.unwrap_or(default.players),
            target: opts.get("target", default.target)?,
        })
    }
}
