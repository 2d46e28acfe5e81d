//! The tuned bots ([`TunedBots`](rules_engine::TunedBots)): the search bot plays legal moves
//! and the same deal the same way from the same seeds.

use rules_engine::conformance::check_tuned_bots;
use rules_engine::{SearchBudget, Seed};
use tic_ticataire::{Ticataire, TicataireConfig};

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_for_the_same_seeds() {
    let config = TicataireConfig::default();
    check_tuned_bots::<Ticataire>(&config, Seed(3), SearchBudget::Iterations(2), 1_000_000);
}
