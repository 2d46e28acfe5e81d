//! The rules-engine conformance suite on the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown, Trigger};

fn configs() -> Vec<TriConfig> {
    vec![
        TriConfig::default(),
        TriConfig {
            players: 3,
            hand_size: 6,
            triggers: vec![Trigger::twos_pick_two()],
            ..TriConfig::default()
        },
        TriConfig {
            players: 4,
            hand_size: 14,
            tripo_plays_again: false,
            triggers: vec![Trigger::stars_pick_their_number(), Trigger::twos_pick_two()],
            ..TriConfig::default()
        },
        TriConfig {
            players: 6,
            hand_size: 8,
            last_card_rule: false,
            max_actions: 300,
            ..TriConfig::default()
        },
    ]
}

#[test]
fn every_variation_conforms() {
    check::<TriUpTriDown>(&configs(), &Settings::games(15).deep_check_every(2));
}
