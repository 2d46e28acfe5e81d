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
    let configs = [
        RummyConfig {
            players: 3,
            first_round: 6,
            max_deals: 4,
            ..RummyConfig::default()
        },
        RummyConfig {
            players: 4,
            first_round: 7,
            max_deals: 3,
            ..RummyConfig::default()
        },
        RummyConfig {
            first_round: 8,
            exhausted_deal_scores: true,
            max_deals: 3,
            ..RummyConfig::default()
        },
        RummyConfig {
            first_round: 1,
            last_round: 2,
            max_turns_per_deal: 40,
            max_deals: 8,
            ..RummyConfig::default()
        },
    ];
    check::<TicRummy>(
        &configs,
        &Settings::games(5).max_steps(50_000).deep_check_every(25),
    );
}
