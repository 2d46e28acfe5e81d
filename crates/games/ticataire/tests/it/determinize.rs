//! Samples for search bots: the cards the player has not seen are redealt, nothing else.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_ticataire::{Ticataire, TicataireConfig, greedy_score};

fn sample(game: &Ticataire, seed: u64) -> Ticataire {
    game.determinize(0, &mut GameRng::from_seed(Seed(seed)))
}

#[test]
fn a_fresh_deal_keeps_its_face_up_cards_and_redeals_the_rest() {
    let game = Ticataire::new(TicataireConfig::default(), Seed(8)).expect("valid");
    let s = sample(&game, 1);
    assert!(s.validate().is_ok(), "{:?}", s.validate());
    assert_eq!(s.view(0), game.view(0));
    for (a, b) in s.board().piles.iter().zip(&game.board().piles) {
        assert_eq!(a.up, b.up);
        assert_eq!(a.down.len(), b.down.len());
    }
    assert_ne!(s.board(), game.board(), "the hidden cards are redealt");
    assert_ne!(s.board(), sample(&game, 2).board(), "by the generator");
    // The sample plays on like a real game.
    let mut s = s;
    let mv = s.legal_actions(0)[0];
    s.apply(0, &mv).expect("legal in the sample");
}

#[test]
fn a_deck_seen_once_keeps_its_order() {
    let mut game = Ticataire::new(TicataireConfig::default(), Seed(8)).expect("valid");
    while !game.deck_seen() {
        let view = game.view(0);
        let mv = game
            .legal_actions(0)
            .into_iter()
            .max_by_key(|mv| greedy_score(&view, mv))
            .expect("a move");
        game.apply(0, &mv).expect("legal");
    }
    assert_eq!(game.view(0).known_deck, game.board().stock);
    let s = sample(&game, 3);
    assert!(s.validate().is_ok(), "{:?}", s.validate());
    assert_eq!(s.board().stock, game.board().stock);
    assert_eq!(s.board().waste, game.board().waste);
    let buried = |g: &Ticataire| -> Vec<_> {
        g.board()
            .piles
            .iter()
            .flat_map(|p| p.down.clone())
            .collect()
    };
    let mut a = buried(&s);
    let mut b = buried(&game);
    a.sort();
    b.sort();
    assert_eq!(a, b, "only the buried cards move");
}
