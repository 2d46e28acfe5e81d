//! Ticataire: the TIC solitaire.

use tic_ticataire::{Ticataire, TicataireConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Ticataire in the program.
pub struct TicataireSpec;

impl GameSpec for TicataireSpec {
    type G = Ticataire;
    const SUMMARY: &'static str = "solitaire (1 player): Ticking columns, Duo/Tripo sequence piles, uncover every buried card";
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "stall-limit",
        kind: OptionKind::Int {
            min: 50,
            max: 100_000,
        },
        help: "moves in a row that bring no card into play before the game is lost, 50-100000",
        default: "300",
    }];

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
        // Options not offered here keep the game's defaults.
        #[allow(clippy::needless_update)]
        Ok(TicataireConfig {
            stall_limit: opts.get("stall-limit", default.stall_limit)?,
            ..default
        })
    }
}
