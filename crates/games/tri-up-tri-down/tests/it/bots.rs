//! The tuned search bot: legal and reproducible for a fixed iteration budget.

use rules_engine::{Bot, Budget, Game, Seed, TunedBots, run};
use tic_tri_up_tri_down::{TriAction, TriConfig, TriUpTriDown};

fn search_game() -> (TriUpTriDown, Vec<(usize, TriAction)>) {
    let mut game = TriUpTriDown::new(TriConfig::default(), Seed(6)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> = vec![
        TriUpTriDown::greedy_bot(),
        TriUpTriDown::search_bot(Budget::Iterations(30)),
    ];
    let record = run(&mut game, &mut bots, Seed(2), 100_000).expect("every move legal");
    (game, record.actions)
}

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_for_the_same_seeds() {
    let (first, actions) = search_game();
    assert!(first.is_over());
    let (second, again) = search_game();
    assert_eq!(actions, again);
    assert_eq!(first, second);
}
