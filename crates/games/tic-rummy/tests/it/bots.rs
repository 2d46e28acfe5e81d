//! The tuned search bot plays only legal moves and is deterministic for a fixed iteration
//! budget (strength is measured, not asserted: docs/rules/tic-rummy.md, "Bots").

use rules_engine::{Bot, Budget, Game, Seed, TunedBots, run};
use tic_rummy::{RummyAction, RummyConfig, TicRummy};

fn play() -> Vec<(usize, RummyAction)> {
    // A short match: the last round only.
    let config = RummyConfig {
        first_round: 8,
        ..RummyConfig::default()
    };
    let mut game = TicRummy::new(config, Seed(21)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<TicRummy>>> = vec![
        TicRummy::search_bot(Budget::Iterations(4)),
        TicRummy::greedy_bot(),
    ];
    // `run` stops with an error on any illegal move.
    let record = run(&mut game, &mut bots, Seed(22), 100_000).expect("legal moves only");
    assert!(game.is_over());
    record.actions
}

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_twice() {
    let first = play();
    assert!(
        first.iter().any(|&(seat, _)| seat == 0),
        "the search bot moved"
    );
    assert_eq!(play(), first);
}
