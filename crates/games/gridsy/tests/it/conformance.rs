//! The conformance suite on the standard games and every variation.

use rules_engine::conformance::{Settings, check};
use tic_gridsy::{Gridsy, GridsyConfig};

#[test]
fn solo_games_conform() {
    let configs = [
        GridsyConfig::solo(4).with_rearrangements(20),
        GridsyConfig::solo(3).with_rearrangements(20),
        GridsyConfig::solo(5).with_rearrangements(10),
        GridsyConfig::solo(3).best_of(3).with_rearrangements(5),
    ];
    check::<Gridsy>(&configs, &Settings::games(6).deep_check_every(7));
}

#[test]
fn head_to_head_games_conform() {
    let configs = [
        GridsyConfig::head_to_head(2, 4).with_rearrangements(10),
        GridsyConfig::head_to_head(3, 3).with_rearrangements(10),
        GridsyConfig::head_to_head(4, 5).with_rearrangements(5),
        GridsyConfig::head_to_head(2, 3)
            .best_of(3)
            .with_rearrangements(5),
    ];
    check::<Gridsy>(&configs, &Settings::games(6).deep_check_every(7));
}
