//! The tuned bots ([`TunedBots`]): the search bot plays legal moves, the same for the same seeds.

use rules_engine::{Bot, Budget, Game, Record, Seed, TunedBots, run};
use tic_tyramid::{Tyramid, TyramidConfig};

/// A game of the search bot (small budget) against the greedy bot; `run` fails on an illegal
/// action.
fn search_against_greedy(seed: u64) -> Record<Tyramid> {
    let mut game = Tyramid::new(TyramidConfig::default(), Seed(seed)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<Tyramid>>> = vec![
        Tyramid::search_bot(Budget::Iterations(12)),
        Tyramid::greedy_bot(),
    ];
    let record = run(&mut game, &mut bots, Seed(seed + 1), 100_000).expect("legal play");
    assert!(game.is_over());
    record
}

#[test]
fn search_bot_plays_legal_moves_deterministically() {
    assert_eq!(search_against_greedy(5), search_against_greedy(5));
}
