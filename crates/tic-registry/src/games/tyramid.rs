//! Tyramid: build a pyramid, diamond or hourglass of TIC cards, scoring Singles and Tics.

use tic_tyramid::{Outline, Tyramid, TyramidConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Tyramid in the program.
pub struct TyramidSpec;

impl GameSpec for TyramidSpec {
    type G = Tyramid;
    const SUMMARY: &'static str = "Brain Maps: build a flat pyramid (or diamond, hourglass) one card at a time; Singles 1, Tics 2, same Tics compound";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "shape",
            kind: OptionKind::Choice(&["pyramid", "diamond", "hourglass"]),
            help: "pyramid, diamond or hourglass (the variation)",
            default: "pyramid",
        },
        OptionSpec {
            key: "size",
            kind: OptionKind::Int { min: 2, max: 15 },
            help: "rows of the pyramid / widest row of the diamond and hourglass (2-15, 11, 10)",
            default: "10",
        },
        OptionSpec {
            key: "same-pair",
            kind: OptionKind::Choice(&["6", "8"]),
            help: "points for two Tics of the same type: 6 (the scheme) or 8 (the text's example)",
            default: "6",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TyramidConfig, RegistryError> {
        let default = TyramidConfig::default();
        let outline: Outline = opts.get("shape", default.outline)?;
        let size = opts.get("size", default.size)?;
        Ok(TyramidConfig::players(players.unwrap_or(default.players))
            .with_outline(outline, size)
            .with_same_pair_points(opts.get("same-pair", default.same_pair_points)?))
    }
}
