//! Ticataire: the TIC solitaire.

use tic_ticataire::{Ticataire, TicataireConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

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
}
