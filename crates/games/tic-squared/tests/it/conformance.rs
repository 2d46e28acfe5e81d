//! The conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_squared::{TicSquared, TicSquaredConfig};

#[test]
fn standard_game_conforms() {
    let configs = [
        TicSquaredConfig::default(),
        TicSquaredConfig::for_players(3),
        TicSquaredConfig::for_players(4),
    ];
    check::<TicSquared>(&configs, &Settings::games(12).deep_check_every(3));
}

#[test]
fn race_variation_conforms() {
    let configs = [
        TicSquaredConfig::default().race(),
        TicSquaredConfig::for_players(4).race(),
    ];
    check::<TicSquared>(&configs, &Settings::games(10).deep_check_every(3));
}
