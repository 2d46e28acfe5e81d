//! The rules-engine conformance suite on the standard game and every variation.
//!
//! Under the text's reading of steps random players almost never go out, so a standard game
//! runs to its action limit (5,000): two such games, checked deeply every 250 steps (a deep
//! check reloads and plays on from the whole state, log included, so its cost grows with the
//! game: every 25 steps took a minute of CPU), and the variations, with shorter limits (300 to
//! 1,000 actions, which random play reaches too), every 10 steps (every 3 took another minute).

use rules_engine::conformance::{Settings, check};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown};

#[test]
fn the_standard_game_conforms() {
    check::<TriUpTriDown>(
        &[TriConfig::default()],
        &Settings::games(2).deep_check_every(250),
    );
}

#[test]
fn every_variation_conforms() {
    check::<TriUpTriDown>(
        &crate::variations(),
        &Settings::games(10).deep_check_every(10),
    );
}
