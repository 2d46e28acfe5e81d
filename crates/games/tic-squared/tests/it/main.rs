//! Every integration test of this crate, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod growing;
mod rules;
mod text;
#[cfg(feature = "serde")]
mod validate;

use tic_squared::TicSquaredConfig;

/// The standard game, for two to four players, that the conformance suite and the encoding
/// contract play.
pub(crate) fn standard_games() -> Vec<TicSquaredConfig> {
    vec![
        TicSquaredConfig::default(),
        TicSquaredConfig::for_players(3),
        TicSquaredConfig::for_players(4),
    ]
}

/// The race variation, for two and for four players, that the conformance suite and the
/// encoding contract play.
pub(crate) fn races() -> Vec<TicSquaredConfig> {
    vec![
        TicSquaredConfig::default().race(),
        TicSquaredConfig::for_players(4).race(),
    ]
}
