//! Pentic: play cards onto nine piles, scoring the Singles and Tics they make.

use tic_pentic::{Pentic, PenticConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Pentic in the program.
pub struct PenticSpec;

impl GameSpec for PenticSpec {
    type G = Pentic;
    const SUMMARY: &'static str = "Brain Maps: play onto 3x3 piles; score the edges' Singles and Tics times the card underneath; first to the target, equal turns";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "target",
            kind: OptionKind::Int {
                min: 10,
                max: 10_000,
            },
            help: "the pre-set score that ends the game (10-10000)",
            default: "250",
        },
        OptionSpec {
            key: "reshuffle",
            kind: OptionKind::Bool,
            help: "shuffle the covered cards into a new deck when it runs out (true/false)",
            default: "true",
        },
        OptionSpec {
            key: "max-rounds",
            kind: OptionKind::Int {
                min: 1,
                max: 10_000,
            },
            help: "end after this many rounds whatever the scores (1-10000)",
            default: "500",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<PenticConfig, RegistryError> {
        let default = PenticConfig::default();
        Ok(PenticConfig::players(players.unwrap_or(default.players))
            .with_target(opts.get("target", default.target)?)
            .with_reshuffle(opts.get("reshuffle", default.reshuffle_covered)?)
            .with_max_rounds(opts.get("max-rounds", default.max_rounds)?))
    }
}
