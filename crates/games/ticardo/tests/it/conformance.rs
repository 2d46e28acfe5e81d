//! The rules-engine conformance suite on every mode and variation.

use rules_engine::conformance::{Settings, check};
use ticardo::{Duel, Pieces, PiecesConfig, Solitaire};

#[test]
fn solitaire_conforms() {
    check::<Solitaire>(&crate::solitaire_configs(), &Settings::games(15));
}

#[test]
fn duel_conforms() {
    check::<Duel>(&crate::duel_configs(), &Settings::games(12));
}

#[test]
fn pieces_conforms() {
    check::<Pieces>(
        &crate::pieces_configs(),
        &Settings::games(6).deep_check_every(5),
    );
}

#[test]
fn pieces_default_config_conforms_lightly() {
    check::<Pieces>(
        &[PiecesConfig::default()],
        &Settings::games(2).deep_check_every(25),
    );
}
