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
mod solver;
mod text;
#[cfg(feature = "serde")]
mod validate;

use tic_gridsy::GridsyConfig;

/// The solo games that the conformance suite and the encoding contract play: grids of 3 to 5
/// and a best of three.
pub(crate) fn solo_configs() -> Vec<GridsyConfig> {
    vec![
        GridsyConfig::solo(4).with_rearrangements(20),
        GridsyConfig::solo(3).with_rearrangements(20),
        GridsyConfig::solo(5).with_rearrangements(10),
        GridsyConfig::solo(3).best_of(3).with_rearrangements(5),
    ]
}

/// The head-to-head games that the conformance suite and the encoding contract play: 2 to 4
/// players, grids of 3 to 5 and a best of three.
pub(crate) fn head_to_head_configs() -> Vec<GridsyConfig> {
    vec![
        GridsyConfig::head_to_head(2, 4).with_rearrangements(10),
        GridsyConfig::head_to_head(3, 3).with_rearrangements(10),
        GridsyConfig::head_to_head(4, 5).with_rearrangements(5),
        GridsyConfig::head_to_head(2, 3)
            .best_of(3)
            .with_rearrangements(5),
    ]
}
