//! The integration tests, one binary: hand-worked rule examples, hidden information, loaded
//! states, actions as text, the golden wire format, and the conformance suite.

mod bots;
mod encoding;
mod hidden;
mod rules;
mod text;

#[cfg(feature = "serde")]
mod conformance;
#[cfg(feature = "serde")]
mod golden;
#[cfg(feature = "serde")]
mod states;

use tic_rummy::RummyConfig;

/// The variations of the rules (fewer deals, shorter rounds) that the conformance suite and the
/// encoding contract play.
pub(crate) fn variations() -> Vec<RummyConfig> {
    vec![
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
    ]
}
