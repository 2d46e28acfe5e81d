//! The rules-engine conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_queen::{Queen, QueenConfig};

#[test]
fn standard_game_conforms() {
    check::<Queen>(
        &[QueenConfig::default(), QueenConfig::players(6)],
        &Settings::games(4).deep_check_every(9),
    );
}

#[test]
fn variations_conform() {
    let configs = [
        QueenConfig::players(3).with_attack(true),
        QueenConfig::players(2).with_attack(true),
        QueenConfig::players(5).with_attack(true).with_grid(3),
        QueenConfig::players(2).with_centre_cards(3),
        QueenConfig::players(2).with_centre_cards(4).with_grid(5),
        QueenConfig::players(5).with_grid(5),
        QueenConfig::players(4).with_grid(3),
    ];
    check::<Queen>(&configs, &Settings::games(3).deep_check_every(9));
}
