//! Every integration test of this crate, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
#[cfg(feature = "serde")]
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;
#[cfg(feature = "serde")]
mod validate;

use tic_queen::QueenConfig;

/// The standard game, for two and for six players, that the conformance suite and the encoding
/// contract play.
pub(crate) fn standard_games() -> Vec<QueenConfig> {
    vec![QueenConfig::default(), QueenConfig::players(6)]
}

/// The variations (attacks, centre cards, other grids) that the conformance suite and the
/// encoding contract play.
pub(crate) fn variations() -> Vec<QueenConfig> {
    vec![
        QueenConfig::players(3).with_attack(true),
        QueenConfig::players(2).with_attack(true),
        QueenConfig::players(5).with_attack(true).with_grid(3),
        QueenConfig::players(2).with_centre_cards(3),
        QueenConfig::players(2).with_centre_cards(4).with_grid(5),
        QueenConfig::players(5).with_grid(5),
        QueenConfig::players(4).with_grid(3),
    ]
}
