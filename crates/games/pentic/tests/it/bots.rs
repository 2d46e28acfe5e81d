//! The tuned bots ([`TunedBots`](rules_engine::TunedBots)): the search bot, against the greedy
//! bot, plays legal moves and the same game for the same seeds.

use rules_engine::conformance::check_tuned_bots;
use rules_engine::{SearchBudget, Seed};
use tic_pentic::{Pentic, PenticConfig};

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_for_the_same_seeds() {
    check_tuned_bots::<Pentic>(
        &PenticConfig::default().with_target(100),
        Seed(5),
        SearchBudget::Iterations(12),
        100_000,
    );
}
