//! Every integration test of this crate, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;
#[cfg(feature = "serde")]
mod validate;

use tic_pentic::PenticConfig;

/// The standard game and the options (players, targets, round limit, no reshuffle) that the
/// conformance suite and the encoding contract play.
pub(crate) fn configs() -> Vec<PenticConfig> {
    vec![
        PenticConfig::default(),
        PenticConfig::players(4),
        PenticConfig::players(3).with_target(60),
        PenticConfig::players(2)
            .with_target(10_000)
            .with_max_rounds(30),
        PenticConfig::players(4)
            .with_target(100)
            .with_reshuffle(false),
    ]
}
