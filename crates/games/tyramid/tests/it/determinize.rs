//! Determinization: what the player knows stays, what they cannot see is redealt.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_core::Card;
use tic_tyramid::{Tyramid, TyramidConfig};

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort_unstable();
    cards
}

#[test]
fn keeps_own_hand_and_layout_and_redeals_the_rest() {
    let game = Tyramid::new(TyramidConfig::players(3), Seed(11)).expect("config");
    let mut rng = GameRng::from_seed(Seed(4));
    let mut moved = false;
    for _ in 0..5 {
        let sample = game.determinize(1, &mut rng);
        sample.validate().expect("valid");
        assert_eq!(sample.hand(1), game.hand(1));
        assert_eq!(sample.layout(), game.layout());
        assert_eq!(sample.deck_len(), game.deck_len());
        for p in [0, 2] {
            assert_eq!(sample.hand(p).len(), game.hand(p).len());
        }
        assert_eq!(
            sorted(sample.hidden_cards(1)),
            sorted(game.hidden_cards(1)),
            "the unseen cards are the same cards"
        );
        moved |= sample.hand(0) != game.hand(0) || sample.hand(2) != game.hand(2);
        // The sample's own log names no card another player drew.
        assert_eq!(sample.events(), &game.events_for(1)[..]);
    }
    assert!(
        moved,
        "five samples all left the opponents' hands as they are"
    );
}
