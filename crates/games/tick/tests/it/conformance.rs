//! The rules-engine conformance suite on Tick: the default match and every option.
#![cfg(feature = "serde")]

use rules_engine::conformance::{Settings, check};
use tick_rummy::{Tick, TickConfig};

/// A short match, for the variations: deals of 3 to 6 cards, few rounds per deal.
fn short(players: usize) -> TickConfig {
    TickConfig {
        first_hand: 3,
        last_hand: 6,
        max_rounds: 6,
        ..TickConfig::with_players(players)
    }
}

#[test]
fn default_match_conforms() {
    let config = TickConfig {
        max_rounds: 4,
        ..TickConfig::default()
    };
    check::<Tick>(&[config], &Settings::games(3).deep_check_every(5));
}

#[test]
fn variations_conform() {
    let configs = [
        short(2),
        short(6),
        TickConfig {
            ace_low: true,
            ..short(3)
        },
        TickConfig {
            may_discard_taken: false,
            ..short(4)
        },
        TickConfig {
            decks: 1,
            jokers_per_deck: 0,
            first_hand: 10,
            last_hand: 13,
            max_rounds: 8,
            ..TickConfig::with_players(3)
        },
        TickConfig {
            first_hand: 12,
            last_hand: 13,
            max_rounds: 3,
            ..TickConfig::with_players(6)
        },
    ];
    check::<Tick>(&configs, &Settings::games(4).deep_check_every(4));
}
