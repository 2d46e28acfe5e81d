//! The rules-engine conformance suite on the standard game and every variation.
//!
//! Under the text's reading of steps random players almost never go out, so a standard game
//! runs to its action limit (5,000): a few such games, checked deeply every few steps, and
//! the variations with shorter limits.

use rules_engine::conformance::{Settings, check};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown, Trigger};

fn variations() -> Vec<TriConfig> {
    vec![
        TriConfig {
            players: 3,
            hand_size: 6,
            triggers: vec![Trigger::twos_pick_two()],
            max_actions: 400,
            ..TriConfig::default()
        },
        TriConfig {
            players: 4,
            hand_size: 14,
            tripo_plays_again: true,
            triggers: vec![Trigger::stars_pick_their_number(), Trigger::twos_pick_two()],
            max_actions: 400,
            ..TriConfig::default()
        },
        TriConfig {
            players: 6,
            hand_size: 8,
            last_card_rule: false,
            max_actions: 300,
            ..TriConfig::default()
        },
        TriConfig {
            players: 3,
            free_steps: true,
            tripo_plays_again: true,
            max_actions: 1_000,
            ..TriConfig::default()
        },
        TriConfig {
            players: 2,
            free_steps: true,
            triggers: vec![Trigger::twos_pick_two()],
            ..TriConfig::default()
        },
    ]
}

#[test]
fn the_standard_game_conforms() {
    check::<TriUpTriDown>(
        &[TriConfig::default()],
        &Settings::games(2).deep_check_every(25),
    );
}

#[test]
fn every_variation_conforms() {
    check::<TriUpTriDown>(&variations(), &Settings::games(10).deep_check_every(3));
}
