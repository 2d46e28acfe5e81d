//! The rules-engine conformance suite on the standard game, the stall-limit option and the
//! free reading of steps.

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
        &crate::short_stall_limits(),
        &Settings::games(12).deep_check_every(5).max_steps(60_000),
    );
}
