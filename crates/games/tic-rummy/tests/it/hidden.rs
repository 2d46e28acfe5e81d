//! What a player may not see: determinized samples and the laydown being built.

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_rummy::{Phase, RummyAction, TicRummy};

use crate::rules::{act, card, round_two};

/// Round 2; player 0 draws 1co and discards 3ty; player 1 takes 3ty from the discard pile
/// and discards 2ov.
fn after_a_take() -> TicRummy {
    let mut game = round_two(8);
    act(&mut game, 0, RummyAction::DrawFromDeck);
    act(&mut game, 0, RummyAction::Discard(card("3ty")));
    act(&mut game, 1, RummyAction::TakeDiscard(card("3ty")));
    act(&mut game, 1, RummyAction::Discard(card("2ov")));
    game
}

#[test]
fn a_card_taken_from_the_discard_pile_stays_in_the_takers_hand_in_every_sample() {
    let game = after_a_take();
    let mine = game.hand(0);
    let mut moved = 0;
    for seed in 0..20 {
        let sample = game.determinize(0, &mut GameRng::from_seed(Seed(seed)));
        assert_eq!(sample.hand(0), mine, "the player's own hand stays");
        assert!(
            sample.hand(1).contains(card("3ty")),
            "seen going into player 1's hand"
        );
        assert_eq!(sample.hand(1).len(), 8);
        assert_eq!(sample.draw_pile_len(), game.draw_pile_len());
        assert_eq!(sample.discard_top(), Some(card("2ov")));
        assert!(sample.validate().is_ok());
        // Player 1's other seven cards are unknown to player 0: they are redealt.
        moved += usize::from(sample.hand(1) != game.hand(1));
    }
    assert!(
        moved >= 19,
        "player 1's unknown cards were redealt in {moved} of 20 samples"
    );
}

#[test]
fn a_laydown_being_built_is_hidden_from_the_others_and_dropped_from_their_samples() {
    let mut game = round_two(8);
    act(&mut game, 0, RummyAction::DrawFromDeck);
    act(&mut game, 0, RummyAction::Select(card("1cv")));
    assert_eq!(game.phase(), Phase::Laying);
    assert_eq!(game.view(0).phase, Phase::Laying);
    assert!(game.view(0).pending.is_some());
    // Player 1 sees an ordinary turn: no laydown, no phase that gives it away.
    assert_eq!(game.view(1).phase, Phase::Play);
    assert!(game.view(1).pending.is_none());
    let sample = game.determinize(1, &mut GameRng::from_seed(Seed(1)));
    assert_eq!(sample.phase(), Phase::Play);
    assert_eq!(sample.hand(1), game.hand(1));
    assert_eq!(sample.hand(0).len(), 9);
    // The builder's own sample keeps the laydown.
    let own = game.determinize(0, &mut GameRng::from_seed(Seed(1)));
    assert_eq!(own.phase(), Phase::Laying);
    assert_eq!(own.hand(0), game.hand(0));
}
