//! The crate's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
#[cfg(feature = "serde")]
mod tampering;
mod text;

use tic_tri_up_tri_down::{TriConfig, Trigger};

/// The variations of the rules (shorter action limits) that the conformance suite and the
/// encoding contract play.
pub(crate) fn variations() -> Vec<TriConfig> {
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
