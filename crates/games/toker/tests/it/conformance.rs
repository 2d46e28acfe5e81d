//! The rules-engine conformance suite on Toker: the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_toker::Toker;

#[test]
fn standard_game_conforms() {
    check::<Toker>(
        &crate::standard_games(),
        &Settings::games(8).deep_check_every(3),
    );
}

#[test]
fn variation_1_common_exchange_conforms() {
    check::<Toker>(
        &crate::variation_1(),
        &Settings::games(8).deep_check_every(3),
    );
}

#[test]
fn variation_2_all_private_conforms() {
    check::<Toker>(
        &crate::variation_2(),
        &Settings::games(8).deep_check_every(3),
    );
}

#[test]
fn variation_3_betting_conforms() {
    check::<Toker>(&crate::betting(), &Settings::games(8).deep_check_every(3));
}
