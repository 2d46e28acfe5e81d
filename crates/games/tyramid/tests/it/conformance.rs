//! The rules-engine conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_tyramid::{Outline, Tyramid, TyramidConfig};

#[test]
fn standard_pyramid_conforms() {
    check::<Tyramid>(
        &[TyramidConfig::default(), TyramidConfig::players(4)],
        &Settings::games(6).deep_check_every(7),
    );
}

#[test]
fn variations_conform() {
    let configs = [
        TyramidConfig::players(3).with_outline(Outline::Diamond, 6),
        TyramidConfig::players(4).with_outline(Outline::Hourglass, 6),
        TyramidConfig::players(2)
            .with_outline(Outline::Pyramid, 4)
            .with_same_pair_points(8),
        TyramidConfig::players(2).with_outline(Outline::Hourglass, 10),
        TyramidConfig::players(2).with_outline(Outline::Diamond, 11),
    ];
    check::<Tyramid>(&configs, &Settings::games(4).deep_check_every(9));
}
