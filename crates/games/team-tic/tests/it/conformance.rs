//! The rules-engine conformance suite on the default game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_team::{Melds, TeamTic, TeamTicConfig};

#[test]
fn every_variation_conforms() {
    let mut configs = Vec::new();
    for players in [2, 4, 6] {
        for melds in [Melds::Tic, Melds::DuoSequence] {
            configs.push(TeamTicConfig {
                players,
                melds,
                ..TeamTicConfig::default()
            });
        }
    }
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
    check::<TeamTic>(&configs, &Settings::games(3).deep_check_every(3));
}
