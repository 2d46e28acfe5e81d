//! The tuned bots of the three games: legal and reproducible for a fixed iteration budget.

use rules_engine::{Bot, Budget, Seed, TunedBots, run};
use ticardo::{Duel, DuelConfig, Pieces, PiecesConfig, Solitaire, SolitaireConfig};

/// A game of `search_bot` (seat 0) against `greedy_bot`, played twice from the same seeds:
/// both end, with the same actions.
fn plays_the_same_game_twice<G: TunedBots + PartialEq + std::fmt::Debug>(config: G::Config)
where
    G::Config: Clone,
    G::Action: PartialEq + std::fmt::Debug,
{
    let play = || {
        let mut game = G::new(config.clone(), Seed(4)).expect("valid");
        let mut bots: Vec<Box<dyn Bot<G>>> = vec![G::search_bot(Budget::Iterations(30))];
        if game.num_players() > 1 {
            bots.push(G::greedy_bot());
        }
        let record = run(&mut game, &mut bots, Seed(9), 20_000).expect("every move legal");
        assert!(game.is_over());
        (game, record.actions)
    };
    let (first, actions) = play();
    let (second, again) = play();
    assert_eq!(actions, again);
    assert_eq!(first, second);
}

#[test]
fn the_solitaire_search_bot_is_legal_and_reproducible() {
    plays_the_same_game_twice::<Solitaire>(SolitaireConfig::default());
}

#[test]
fn the_duel_search_bot_is_legal_and_reproducible() {
    plays_the_same_game_twice::<Duel>(DuelConfig::default());
}

#[test]
fn the_pieces_search_bot_is_legal_and_reproducible() {
    let config = PiecesConfig {
        turn_limit: 60,
        ..PiecesConfig::default()
    };
    plays_the_same_game_twice::<Pieces>(config);
}
