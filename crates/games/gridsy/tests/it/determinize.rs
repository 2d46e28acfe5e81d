//! Determinization: every card of a round is face up but the deck, which is reshuffled.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_gridsy::{Gridsy, GridsyConfig};

#[test]
fn reshuffles_only_the_deck() {
    let game = Gridsy::new(GridsyConfig::head_to_head(2, 4), Seed(9)).expect("config");
    let mut rng = GameRng::from_seed(Seed(1));
    let sample = game.determinize(0, &mut rng);
    sample.validate().expect("valid");
    for p in 0..2 {
        assert_eq!(sample.table(p), game.table(p));
    }
    assert_eq!(sample.pool(), game.pool());
    let deck = |g: &Gridsy| serde_json::to_value(g).expect("json")["deck"].clone();
    assert_ne!(deck(&sample), deck(&game));
    let mut a = sample.hidden_cards(0);
    let mut b = game.hidden_cards(0);
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
}
