//! The tuned bots ([`TunedBots`]): the search bot plays legal moves, the same for the same seeds.

use rules_engine::{Bot, Budget, Game, Record, Seed, TunedBots, run};
use tic_queen::{Queen, QueenConfig};

/// A game of the search bot (small budget) against the greedy bot; `run` fails on an illegal
/// action.
fn search_against_greedy(seed: u64) -> Record<Queen> {
    let mut game = Queen::new(QueenConfig::default(), Seed(seed)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<Queen>>> = vec![
        Queen::search_bot(Budget::Iterations(12)),
        Queen::greedy_bot(),
    ];
    let record = run(&mut game, &mut bots, Seed(seed + 1), 100_000).expect("legal play");
    assert!(game.is_over());
    record
}

#[test]
fn search_bot_plays_legal_moves_deterministically() {
    assert_eq!(search_against_greedy(5), search_against_greedy(5));
}
