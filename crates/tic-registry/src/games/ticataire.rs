//! Ticataire: the TIC solitaire.

use tic_ticataire::{Ticataire, TicataireConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Ticataire in the program.
pub struct TicataireSpec;

impl GameSpec for TicataireSpec {
    type G = Ticataire;
    const SUMMARY: &'static str = "solitaire (1 player): Ticking columns, Duo/Tripo sequence piles, uncover every buried card";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "stall-limit",
            kind: OptionKind::Int {
                min: 50,
                max: 100_000,
            },
            help: "moves in a row that bring no card into play before the game is lost, 50-100000",
            default: "300",
        },
        OptionSpec {
            key: "free-steps",
            kind: OptionKind::Bool,
            help: "the free reading of a sequence pile's steps: properties that change by one count whatever the other does (default: ruling 17, the other stays as it is)",
            default: "false",
        },
    ];

    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<TicataireConfig, RegistryError> {
        if let Some(p) = players.filter(|&p| p != 1) {
            return Err(RegistryError::usage(format!(
                "Ticataire is a solitaire: 1 player, not {p}"
            )));
        }
        let default = TicataireConfig::default();
        Ok(TicataireConfig {
            stall_limit: opts.get("stall-limit", default.stall_limit)?,
            free_steps: opts.get("free-steps", default.free_steps)?,
        })
    }
}
