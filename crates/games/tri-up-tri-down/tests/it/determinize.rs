//! Samples for search bots: the deck and the other hands are redealt, nothing else.

use rules_engine::{Determinize, Game, GameRng, Seed, ToAct};
use tic_tri_up_tri_down::{TriAction, TriConfig, TriUpTriDown, greedy_score};

fn sample(game: &TriUpTriDown, player: usize, seed: u64) -> TriUpTriDown {
    game.determinize(player, &mut GameRng::from_seed(Seed(seed)))
}

#[test]
fn own_hand_and_discard_stay_the_rest_is_redealt() {
    let game = TriUpTriDown::new(TriConfig::for_players(3), Seed(4)).expect("valid");
    let s = sample(&game, 1, 9);
    assert!(s.validate().is_ok(), "{:?}", s.validate());
    assert_eq!(s.hand(1), game.hand(1));
    assert_eq!(s.top(), game.top());
    assert_eq!(s.view(1), game.view(1));
    for p in [0, 2] {
        assert_eq!(s.hand(p).len(), game.hand(p).len());
    }
    assert_eq!(s.deck_len(), game.deck_len());
    assert_ne!(s.hand(0), game.hand(0), "the other hands are redealt");
    assert_ne!(s.hand(0), sample(&game, 1, 10).hand(0), "by the generator");
}

/// A waiting picked-up card is known to play: in every sample it is one that does.
#[test]
fn another_players_waiting_card_plays_in_every_sample() {
    let mut found = 0;
    for seed in 0..40 {
        let mut game = TriUpTriDown::new(TriConfig::default(), Seed(seed)).expect("valid");
        while let ToAct::Player(p) = game.to_act() {
            let legal = game.legal_actions(p);
            if legal.contains(&TriAction::Keep) {
                found += 1;
                for k in 0..8 {
                    let mut s = sample(&game, 1 - p, k);
                    assert!(s.validate().is_ok(), "{:?}", s.validate());
                    let waiting = s.legal_actions(p);
                    assert_eq!(waiting.len(), 2, "{waiting:?}");
                    s.apply(p, &waiting[0]).expect("the sampled card plays");
                }
                break;
            }
            let view = game.view(p);
            let action = legal
                .into_iter()
                .max_by_key(|a| greedy_score(&view, a))
                .expect("an action");
            game.apply(p, &action).expect("legal");
        }
    }
    assert!(found > 3, "only {found} games reached a waiting card");
}
