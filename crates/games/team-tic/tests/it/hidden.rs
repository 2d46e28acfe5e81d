//! What a player may not see: determinized samples.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_team::TeamTicConfig;

use crate::rules::{chain_game, lay_the_chain_set, set};

#[test]
fn cards_picked_up_from_the_chain_stay_in_the_takers_hand_in_every_sample() {
    // Player 0 picks up the whole chain 4sr 1cv 2ty to lay 4or 4qr 4sr: 1cv and 2ty go into
    // their hand in sight of player 1.
    let mut game = chain_game(TeamTicConfig::default());
    lay_the_chain_set(&mut game);
    let known = set("1cv 2ty");
    let mut moved = 0;
    for seed in 0..20 {
        let sample = game.determinize(1, &mut GameRng::from_seed(Seed(seed)));
        assert!(known.is_subset(sample.hand(0)), "seed {seed}");
        assert_eq!(sample.hand(0).len(), game.hand(0).len());
        assert_eq!(sample.hand(1), game.hand(1), "the player's own hand stays");
        assert_eq!(sample.deck_len(), game.deck_len());
        assert_eq!(sample.sets(), game.sets());
        assert_eq!(sample.chain(), game.chain());
        assert!(sample.validate().is_ok());
        moved += usize::from(sample.hand(0) != game.hand(0));
    }
    assert!(
        moved >= 19,
        "player 0's unknown cards were redealt in {moved} of 20 samples"
    );
    // Player 0 knows their own hand; their sample redeals player 1's.
    let sample = game.determinize(0, &mut GameRng::from_seed(Seed(1)));
    assert_eq!(sample.hand(0), game.hand(0));
    assert_ne!(sample.hand(1), game.hand(1));
}
