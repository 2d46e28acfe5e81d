//! Determinization: what the player knows stays, what they cannot see is redealt.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_pentic::{Pentic, PenticConfig};

#[test]
fn redeals_the_deck_and_other_hands_only() {
    let game = Pentic::new(PenticConfig::players(3), Seed(8)).expect("config");
    let mut rng = GameRng::from_seed(Seed(2));
    let mut moved = false;
    for _ in 0..5 {
        let sample = game.determinize(0, &mut rng);
        sample.validate().expect("valid");
        assert_eq!(sample.hand(0), game.hand(0));
        assert_eq!(sample.piles(), game.piles());
        assert_eq!(sample.scores(), game.scores());
        assert_eq!(sample.deck_len(), game.deck_len());
        moved |= sample.hand(1) != game.hand(1);
    }
    assert!(moved);
}
