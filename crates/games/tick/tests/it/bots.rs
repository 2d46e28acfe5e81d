//! The tuned search bot: legal and reproducible for a fixed iteration budget.

use rules_engine::{Bot, Budget, Game, Seed, TunedBots, run};
use tick_rummy::{Tick, TickAction, TickConfig};

/// A short match (deals of 3 and 4 cards) of the search bot against the greedy bot.
fn search_match() -> (Tick, Vec<(usize, TickAction)>) {
    let config = TickConfig {
        first_hand: 3,
        last_hand: 4,
        ..TickConfig::default()
    };
    let mut game = Tick::new(config, Seed(5)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<Tick>>> =
        vec![Tick::search_bot(Budget::Iterations(12)), Tick::greedy_bot()];
    let record = run(&mut game, &mut bots, Seed(2), 100_000).expect("every move legal");
    (game, record.actions)
}

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_match_for_the_same_seeds() {
    let (first, actions) = search_match();
    assert!(first.is_over());
    let (second, again) = search_match();
    assert_eq!(actions, again);
    assert_eq!(first, second);
}
