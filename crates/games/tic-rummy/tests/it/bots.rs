//! The tuned bots ([`TunedBots`](rules_engine::TunedBots)): the search bot, against the greedy
//! bot, plays legal moves and the same match for the same seeds (strength is measured, not
//! asserted: docs/rules/tic-rummy.md, "Bots").

use rules_engine::conformance::check_tuned_bots;
use rules_engine::{SearchBudget, Seed};
use tic_rummy::{RummyConfig, TicRummy};

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_match_for_the_same_seeds() {
    // A short match: the last round only.
    let config = RummyConfig {
        first_round: 8,
        ..RummyConfig::default()
    };
    check_tuned_bots::<TicRummy>(&config, Seed(21), SearchBudget::Iterations(4), 100_000);
}
