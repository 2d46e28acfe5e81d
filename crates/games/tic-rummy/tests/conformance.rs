//! The rules-engine conformance suite on the default match and every variation.

use rules_engine::conformance::{Settings, check};
use tic_rummy::{RummyConfig, TicRummy};

#[test]
fn default_match_conforms() {
    check::<TicRummy>(
        &[RummyConfig::default()],
        &Settings::games(2).max_steps(100_000).deep_check_every(50),
    );
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
            ..RummyConfig::default()
        },
    ];
    check::<TicRummy>(
        &configs,
        &Settings::games(6).max_steps(50_000).deep_check_every(5),
    );
}
