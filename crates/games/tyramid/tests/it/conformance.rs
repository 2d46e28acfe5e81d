//! The rules-engine conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_tyramid::Tyramid;

#[test]
fn standard_pyramid_conforms() {
    check::<Tyramid>(
        &crate::standard_pyramids(),
        &Settings::games(6).deep_check_every(7),
    );
}

#[test]
fn variations_conform() {
    check::<Tyramid>(
        &crate::variations(),
        &Settings::games(4).deep_check_every(9),
    );
}
