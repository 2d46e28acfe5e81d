//! The bots play only legal moves, and the search bot is deterministic for a fixed iteration
//! budget (strength is measured, not asserted: docs/PERFORMANCE.md).

use rules_engine::{Bot, Game, MctsBot, SearchBudget, Seed, run};
use tic_toker::{ExchangeConfig, GreedyExchangeBot, Toker, TokerHands};

fn play(config: ExchangeConfig) -> Vec<(usize, tic_toker::ExchangeAction)> {
    play_with(config, Box::new(MctsBot::new(SearchBudget::Iterations(24))))
}

fn play_with(
    config: ExchangeConfig,
    search: Box<dyn Bot<Toker>>,
) -> Vec<(usize, tic_toker::ExchangeAction)> {
    let mut game = Toker::new(config, Seed(41)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<Toker>>> =
        vec![search, Box::new(GreedyExchangeBot::<TokerHands>::default())];
    // `run` stops with an error on any illegal move.
    let record = run(&mut game, &mut bots, Seed(42), 10_000).expect("legal moves only");
    assert!(game.is_over());
    record.actions
}

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_twice() {
    for config in [
        ExchangeConfig::new(2).with_deals(1),
        ExchangeConfig::variation1(2),
        ExchangeConfig::variation3(2).with_deals(1),
    ] {
        let first = play(config);
        assert!(
            first.iter().any(|&(seat, _)| seat == 0),
            "the search bot moved"
        );
        assert_eq!(play(config), first);
    }
}

#[test]
fn the_tuned_search_bot_plays_legal_moves_and_the_same_game_twice() {
    use rules_engine::conformance::check_tuned_bots;
    // The standard game (cut keeping rollouts) and the betting game (playouts).
    for config in [
        ExchangeConfig::new(2).with_deals(2),
        ExchangeConfig::variation3(2).with_deals(1),
    ] {
        check_tuned_bots::<Toker>(&config, Seed(41), SearchBudget::Iterations(40), 10_000);
    }
}
