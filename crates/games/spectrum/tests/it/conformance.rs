//! The rules-engine conformance suite on Spectrum: the standard game and both variations.

use rules_engine::conformance::{Settings, check};
use tic_spectrum::Spectrum;

#[test]
fn standard_game_conforms() {
    check::<Spectrum>(
        &crate::standard_games(),
        &Settings::games(6).deep_check_every(4),
    );
}

#[test]
fn variation_1_take_up_to_five_conforms() {
    check::<Spectrum>(
        &crate::variation_1(),
        &Settings::games(6).deep_check_every(4),
    );
}

#[test]
fn variation_2_ten_cards_conforms() {
    check::<Spectrum>(
        &crate::variation_2(),
        &Settings::games(6).deep_check_every(4),
    );
}
