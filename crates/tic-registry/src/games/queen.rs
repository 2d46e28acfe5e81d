//! Queen of the Ticcitories: draft cards from the centre and build a 4x4 grid of Tics.

use tic_queen::{Queen, QueenConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Queen of the Ticcitories in the program.
pub struct QueenSpec;

impl GameSpec for QueenSpec {
    type G = Queen;
    const SUMMARY: &'static str = "Brain Maps: draft from a centre line, build a k x k grid; Tic edges +2, Nics -1, same-Tic clusters add their size";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "grid",
            kind: OptionKind::Int { min: 2, max: 6 },
            help: "grid size (variation 3: 3 or 5; 2-6 as the deck allows)",
            default: "4",
        },
        OptionSpec {
            key: "centre",
            kind: OptionKind::Int { min: 2, max: 6 },
            help: "cards per centre line (variation 2: 3 or 4 with two players)",
            default: "the number of players",
        },
        OptionSpec {
            key: "attack",
            kind: OptionKind::Bool,
            help: "variation 1: the once-a-game attack round (true/false)",
            default: "false",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<QueenConfig, RegistryError> {
        let players = players.unwrap_or(QueenConfig::default().players);
        let centre: usize = opts.get("centre", players)?;
        Ok(QueenConfig::players(players)
            .with_grid(opts.get("grid", 4)?)
            .with_centre_cards(centre)
            .with_attack(opts.get("attack", false)?))
    }
}
