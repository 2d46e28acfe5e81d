//! The tuned bots of the three games ([`TunedBots`](rules_engine::TunedBots)): the search bot
//! (against the greedy bot in the duels) plays legal moves and the same game for the same seeds.

use rules_engine::conformance::check_tuned_bots;
use rules_engine::{SearchBudget, Seed};
use ticardo::{Duel, DuelConfig, Pieces, PiecesConfig, Solitaire, SolitaireConfig};

const BUDGET: SearchBudget = SearchBudget::Iterations(30);

#[test]
fn the_solitaire_search_bot_is_legal_and_reproducible() {
    check_tuned_bots::<Solitaire>(&SolitaireConfig::default(), Seed(4), BUDGET, 20_000);
}

#[test]
fn the_duel_search_bot_is_legal_and_reproducible() {
    check_tuned_bots::<Duel>(&DuelConfig::default(), Seed(4), BUDGET, 20_000);
}

#[test]
fn the_pieces_search_bot_is_legal_and_reproducible() {
    let config = PiecesConfig {
        turn_limit: 60,
        ..PiecesConfig::default()
    };
    check_tuned_bots::<Pieces>(&config, Seed(4), BUDGET, 20_000);
}
