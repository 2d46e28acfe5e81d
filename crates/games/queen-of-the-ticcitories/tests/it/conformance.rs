//! The rules-engine conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_queen::Queen;

#[test]
fn standard_game_conforms() {
    check::<Queen>(
        &crate::standard_games(),
        &Settings::games(4).deep_check_every(9),
    );
}

#[test]
fn variations_conform() {
    check::<Queen>(
        &crate::variations(),
        &Settings::games(3).deep_check_every(9),
    );
}
