//! The tuned bots ([`TunedBots`](rules_engine::TunedBots)): the search bot, against the greedy
//! bot, plays legal moves and the same game for the same seeds.

use rules_engine::conformance::check_tuned_bots;
use rules_engine::{SearchBudget, Seed};
use tic_tri_up_tri_down::{EndReason, TriConfig, TriUpTriDown};

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_for_the_same_seeds() {
    // The text's reading rarely ends by going out (docs/rules/tri-up-tri-down.md): a short cap
    // keeps the check quick.
    let config = TriConfig {
        max_actions: 300,
        ..TriConfig::default()
    };
    check_tuned_bots::<TriUpTriDown>(&config, Seed(5), SearchBudget::Iterations(30), 100_000);
    // The free reading ends by going out.
    let free = TriConfig {
        free_steps: true,
        ..TriConfig::for_players(3)
    };
    let game =
        check_tuned_bots::<TriUpTriDown>(&free, Seed(5), SearchBudget::Iterations(30), 100_000);
    assert!(matches!(game.end_reason(), Some(EndReason::WentOut(_))));
}
