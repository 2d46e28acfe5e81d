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

use tic_team::{Melds, TeamTicConfig};

/// The configs with these melds that the conformance suite and the encoding contract play:
/// two, four and six players, and with Tic melds the other options.
pub(crate) fn configs(melds: Melds) -> Vec<TeamTicConfig> {
    let mut configs: Vec<TeamTicConfig> = [2, 4, 6]
        .map(|players| TeamTicConfig {
            players,
            melds,
            ..TeamTicConfig::default()
        })
        .to_vec();
    if melds == Melds::Tic {
        configs.push(TeamTicConfig {
            players: 4,
            pickup_onto_sets: true,
            opponent_cards_per_turn: 5,
            ..TeamTicConfig::default()
        });
        configs.push(TeamTicConfig {
            rounds: 3,
            opponent_cards_score: false,
            ..TeamTicConfig::default()
        });
        configs.push(TeamTicConfig {
            players: 6,
            rounds: 2,
            ..TeamTicConfig::default()
        });
    }
    configs
}
