//! Determinization: only the deck is face down; the pulled cards at its bottom stay.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_queen::{Queen, QueenConfig};

#[test]
fn reshuffles_the_deck_above_the_pulled_cards() {
    let game = Queen::new(QueenConfig::players(3), Seed(6)).expect("config");
    let real = serde_json::to_value(&game).expect("json");
    let deck = |v: &serde_json::Value| v["deck"].as_array().expect("deck").clone();
    let mut rng = GameRng::from_seed(Seed(1));
    let sample = game.determinize(2, &mut rng);
    sample.validate().expect("valid");
    assert_eq!(sample.view(2), game.view(2));
    let json = serde_json::to_value(&sample).expect("json");
    let (a, b) = (deck(&real), deck(&json));
    assert_eq!(a.len(), b.len());
    // The three pulled cards went to the bottom of the deck, seen by all.
    assert_eq!(a[..3], b[..3]);
    assert_ne!(a[3..], b[3..]);
}
