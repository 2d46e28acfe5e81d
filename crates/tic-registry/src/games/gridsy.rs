//! Gridsy: arrange TIC cards into a grid with no Nic edge (solo or head-to-head).

use tic_gridsy::{Gridsy, GridsyConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Gridsy in the program.
pub struct GridsySpec;

impl GameSpec for GridsySpec {
    type G = Gridsy;
    const SUMMARY: &'static str = "Brain Maps: build a k x k grid with no Nic edge; --players 1 is solo (fewest extra cards), 2-4 race head-to-head";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "size",
            kind: OptionKind::Int { min: 3, max: 5 },
            help: "grid size: 3 (easier), 4, or 5 (harder)",
            default: "4",
        },
        OptionSpec {
            key: "pool",
            kind: OptionKind::Int { min: 1, max: 8 },
            help: "head-to-head swap pool size (1-8; default: the grid size)",
            default: "the grid size",
        },
        OptionSpec {
            key: "rounds",
            kind: OptionKind::Int { min: 1, max: 9 },
            help: "best-of-N match head-to-head, N rounds summed solo (1-9)",
            default: "1",
        },
        OptionSpec {
            key: "rearrangements",
            kind: OptionKind::Int {
                min: 1,
                max: 10_000,
            },
            help: "take-backs and swaps allowed per player per round (1-10000)",
            default: "200",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<GridsyConfig, RegistryError> {
        let default = GridsyConfig::default();
        let size = opts.get("size", default.size)?;
        let pool = opts.maybe("pool")?;
        let mut config = GridsyConfig::head_to_head(players.unwrap_or(default.players), size)
            .best_of(opts.get("rounds", default.rounds)?)
            .with_rearrangements(opts.get("rearrangements", default.rearrangements)?);
        config.pool = pool;
        Ok(config)
    }
}
