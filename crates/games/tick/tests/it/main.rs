//! Tick's integration tests, in one test binary.

mod bots;
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;
mod validate;

use tick_rummy::TickConfig;

/// The default match, held to four rounds per deal: the conformance suite and the encoding
/// contract play it.
pub(crate) fn default_match() -> TickConfig {
    TickConfig {
        max_rounds: 4,
        ..TickConfig::default()
    }
}

/// A short match, for the variations: deals of 3 to 6 cards, few rounds per deal.
fn short(players: usize) -> TickConfig {
    TickConfig {
        first_hand: 3,
        last_hand: 6,
        max_rounds: 6,
        ..TickConfig::with_players(players)
    }
}

/// The variations of the options (mostly short matches) that the conformance suite and the
/// encoding contract play.
pub(crate) fn variations() -> Vec<TickConfig> {
    vec![
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
    ]
}
