//! The rules-engine conformance suite on the standard game and every variation.
//!
//! Under the text's reading of steps random players almost never go out, so a standard game
//! runs to its action limit (5,000): a few such games, checked deeply every few steps, and
//! the variations with shorter limits.

use rules_engine::conformance::{Settings, check};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown};

#[test]
fn the_standard_game_conforms() {
    check::<TriUpTriDown>(
        &[TriConfig::default()],
        &Settings::games(2).deep_check_every(25),
    );
}

#[test]
fn every_variation_conforms() {
    check::<TriUpTriDown>(
        &crate::variations(),
        &Settings::games(10).deep_check_every(3),
    );
}
