//! The conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_squared::TicSquared;

#[test]
fn standard_game_conforms() {
    check::<TicSquared>(
        &crate::standard_games(),
        &Settings::games(12).deep_check_every(3),
    );
}

#[test]
fn race_variation_conforms() {
    check::<TicSquared>(&crate::races(), &Settings::games(10).deep_check_every(3));
}
