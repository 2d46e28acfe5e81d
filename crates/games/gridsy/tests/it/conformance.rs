//! The conformance suite on the standard games and every variation.

use rules_engine::conformance::{Settings, check};
use tic_gridsy::Gridsy;

#[test]
fn solo_games_conform() {
    check::<Gridsy>(
        &crate::solo_configs(),
        &Settings::games(6).deep_check_every(7),
    );
}

#[test]
fn head_to_head_games_conform() {
    check::<Gridsy>(
        &crate::head_to_head_configs(),
        &Settings::games(6).deep_check_every(7),
    );
}
