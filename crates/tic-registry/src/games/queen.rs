//! Queen of the Ticcitories: draft cards from the centre and build a 4x4 grid of Tics.

use tic_queen::{Queen, QueenConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Queen of the Ticcitories in the program.
pub struct QueenSpec;

impl GameSpec for QueenSpec {
    type G = Queen;
    const SUMMARY: &'static str = "Brain Maps: draft from a centre line, build a k x k grid; Tic edges +2, Nics -1, same-Tic clusters add their size";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "grid",
            help: "grid size (variation 3: 3 or 5; 2-6 as the deck allows)",
            default: "4",
        },
        OptionDoc {
            key: "centre",
            help: "cards per centre line (variation 2: 3 or 4 with two players)",
            default: "players",
        },
        OptionDoc {
            key: "attack",
            help: "variation 1: the once-a-game attack round (true/false)",
            default: "false",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<QueenConfig, CliError> {
        let players = players.unwrap_or(QueenConfig::default().players);
        let centre: usize = opts.get("centre", players)?;
        Ok(QueenConfig::players(players)
            .with_grid(opts.get("grid", 4)?)
            .with_centre_cards(centre)
            .with_attack(opts.get("attack", false)?))
    }
}
