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

use tic_tyramid::{Outline, TyramidConfig};

/// The standard pyramid, for two and for four players, that the conformance suite and the
/// encoding contract play.
pub(crate) fn standard_pyramids() -> Vec<TyramidConfig> {
    vec![TyramidConfig::default(), TyramidConfig::players(4)]
}

/// The variations (other outlines and sizes, other pair points) that the conformance suite and
/// the encoding contract play.
pub(crate) fn variations() -> Vec<TyramidConfig> {
    vec![
        TyramidConfig::players(3).with_outline(Outline::Diamond, 6),
        TyramidConfig::players(4).with_outline(Outline::Hourglass, 6),
        TyramidConfig::players(2)
            .with_outline(Outline::Pyramid, 4)
            .with_same_pair_points(8),
        TyramidConfig::players(2).with_outline(Outline::Hourglass, 10),
        TyramidConfig::players(2).with_outline(Outline::Diamond, 11),
    ]
}
