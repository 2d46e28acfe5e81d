//! The rules-engine conformance suite on the default match and every variation.

use rules_engine::conformance::{Settings, check};
use tic_rummy::{RummyConfig, TicRummy};

#[test]
fn default_match_conforms() {
    // A full match between random players runs to the 40-deal cap: about 17,000 actions and
    // as many events, so the serde and leak checks (whose cost grows with the event log) run
    // every 1000 steps; the per-step checks run at every step.
    let mut settings = Settings::games(1).max_steps(100_000).deep_check_every(1000);
    settings.illegal_tries = 2;
    check::<TicRummy>(&[RummyConfig::default()], &settings);
}

#[test]
fn variations_conform() {
    check::<TicRummy>(
        &crate::variations(),
        // Deep checks every 75 steps (every 25 took most of the crate's test time: their cost
        // grows with the match's log).
        &Settings::games(5).max_steps(50_000).deep_check_every(75),
    );
}
