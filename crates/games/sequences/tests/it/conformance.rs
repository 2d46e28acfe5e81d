//! The rules-engine conformance suite on Sequences: the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_sequences::Sequences;

#[test]
fn standard_game_conforms() {
    check::<Sequences>(
        &crate::standard_games(),
        &Settings::games(6).deep_check_every(3),
    );
}

#[test]
fn variation_1_common_exchange_conforms() {
    check::<Sequences>(
        &crate::variation_1(),
        &Settings::games(6).deep_check_every(3),
    );
}

#[test]
fn variation_2_all_private_conforms() {
    check::<Sequences>(
        &crate::variation_2(),
        &Settings::games(6).deep_check_every(3),
    );
}

#[test]
fn variation_3_betting_conforms() {
    check::<Sequences>(&crate::betting(), &Settings::games(6).deep_check_every(3));
}
