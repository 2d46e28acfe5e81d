//! The rules-engine conformance suite on the standard game and the stall-limit option.

use rules_engine::conformance::{Settings, check};
use tic_ticataire::{Ticataire, TicataireConfig};

#[test]
fn the_standard_game_conforms() {
    check::<Ticataire>(
        &[TicataireConfig::default()],
        &Settings::games(5).deep_check_every(10).max_steps(60_000),
    );
}

#[test]
fn a_short_stall_limit_conforms() {
    check::<Ticataire>(
        &[TicataireConfig { stall_limit: 50 }],
        &Settings::games(12).deep_check_every(5).max_steps(60_000),
    );
}
