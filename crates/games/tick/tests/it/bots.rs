//! The tuned bots ([`TunedBots`](rules_engine::TunedBots)): the search bot, against the greedy
//! bot, plays legal moves and the same match for the same seeds.

use rules_engine::conformance::check_tuned_bots;
use rules_engine::{SearchBudget, Seed};
use tick_rummy::{Tick, TickConfig};

/// A short match: deals of 3 and 4 cards.
#[test]
fn the_search_bot_plays_legal_moves_and_the_same_match_for_the_same_seeds() {
    let config = TickConfig {
        first_hand: 3,
        last_hand: 4,
        ..TickConfig::default()
    };
    check_tuned_bots::<Tick>(&config, Seed(5), SearchBudget::Iterations(12), 100_000);
}
