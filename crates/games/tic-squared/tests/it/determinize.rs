//! Determinization: the player's hand and the grids stay, the rest is redealt, and a card an
//! opponent picked up (and must play) stays a card of their hand.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_squared::{TicSquared, TicSquaredAction, TicSquaredConfig};

#[test]
fn an_opponents_picked_card_stays_in_their_sampled_hand() {
    let mut game = TicSquared::new(TicSquaredConfig::for_players(2), Seed(5)).expect("config");
    let mut rng = GameRng::from_seed(Seed(7));
    let mut checked = 0;
    for step in 0..400 {
        if game.is_over() {
            break;
        }
        let turn = game.turn();
        if let Some(picked) = turn.picked {
            let me = 1 - turn.player;
            let sample = game.determinize(me, &mut rng);
            sample.validate().expect("valid");
            assert_eq!(sample.hand(me), game.hand(me));
            let at = game.hand(turn.player).iter().position(|&c| c == picked);
            let sampled = sample.turn().picked.expect("still picked");
            assert_eq!(
                sample.hand(turn.player).iter().position(|&c| c == sampled),
                at
            );
            checked += 1;
        }
        // Play on: prefer picking up, so that the picked-card case comes up.
        let player = (0..2)
            .find(|&p| !game.legal_actions(p).is_empty())
            .expect("someone acts");
        let legal = game.legal_actions(player);
        let action = *legal
            .iter()
            .find(|a| matches!(a, TicSquaredAction::PickUp))
            .unwrap_or(&legal[step % legal.len()]);
        game.apply(player, &action).expect("legal");
    }
    assert!(checked > 0, "no opponent ever held a picked card");
}
