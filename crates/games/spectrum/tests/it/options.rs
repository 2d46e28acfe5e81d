//! The option on discarding the card just taken, and the piles rebuilt from the discard pile
//! when they run out (ruling 5).

use rules_engine::{ActionError, Game, Seed, ToAct};
use tic_core::CardSet;
use tic_spectrum::{PILES, Spectrum, SpectrumAction, SpectrumConfig, SpectrumError, SpectrumEvent};

/// Player 0 takes from pile 1 and discards its first card; player 1 takes that discard.
fn discard_taken(config: SpectrumConfig) -> (Spectrum, tic_core::Card) {
    let mut game = Spectrum::new(config, Seed(2)).expect("valid");
    let up = game.face_up()[0].expect("pile 1");
    game.apply(0, &SpectrumAction::Take(CardSet::single(up)))
        .expect("take");
    let out = game.hand(0)[0];
    game.apply(0, &SpectrumAction::Discard(out))
        .expect("discard");
    game.apply(1, &SpectrumAction::Take(CardSet::single(out)))
        .expect("take the discard");
    (game, out)
}

#[test]
fn by_default_the_card_just_taken_may_be_discarded_again() {
    let (mut game, out) = discard_taken(SpectrumConfig::new(2));
    assert!(
        game.legal_actions(1)
            .contains(&SpectrumAction::Discard(out))
    );
    game.apply(1, &SpectrumAction::Discard(out))
        .expect("the text does not forbid it");
    assert_eq!(game.to_act(), ToAct::Player(0));
}

#[test]
fn the_house_rule_forbids_discarding_the_card_just_taken() {
    let (mut game, out) = discard_taken(SpectrumConfig::new(2).with_may_discard_taken(false));
    let before = game.clone();
    assert_eq!(
        game.apply(1, &SpectrumAction::Discard(out)),
        Err(ActionError::Illegal(SpectrumError::JustTaken(out)))
    );
    assert_eq!(game, before);
    assert!(
        !game
            .legal_actions(1)
            .contains(&SpectrumAction::Discard(out))
    );
    assert_eq!(game.legal_actions(1).len(), 5);
}

#[test]
fn in_variation_1_a_card_taken_from_the_discards_may_go_back_among_several() {
    let config = SpectrumConfig::variation1(2);
    let (mut game, _) = discard_taken(config);
    // Player 1 owes one card; on the next turn player 0 takes the discard and a pile top.
    let out = game.hand(1)[0];
    game.apply(1, &SpectrumAction::Discard(out))
        .expect("discard");
    let top = game.face_up()[PILES].expect("the discard");
    let pile = game.face_up()[0].expect("pile 1");
    game.apply(
        0,
        &SpectrumAction::Take(CardSet::single(top) | CardSet::single(pile)),
    )
    .expect("take two");
    game.apply(0, &SpectrumAction::Discard(top))
        .expect("the taken discard goes back");
    assert_eq!(game.view(0).to_discard, 1);
    assert_eq!(game.view(0).taken, None, "it is no longer in the hand");
    let other = game.hand(0)[0];
    game.apply(0, &SpectrumAction::Discard(other))
        .expect("the second discard");
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn the_piles_run_out_and_are_rebuilt_from_the_discards_under_the_top() {
    // 125 - 10 = 115 cards in the piles: two players take only from the piles, 115 turns.
    let config = SpectrumConfig::new(2).with_rounds(1).with_turn_limit(400);
    let mut game = Spectrum::new(config, Seed(6)).expect("valid");
    for turn in 0..115 {
        let p = crate::player_to_act(&game);
        let up = game.face_up()[..PILES]
            .iter()
            .flatten()
            .copied()
            .next()
            .expect("a pile card is left");
        game.apply(p, &SpectrumAction::Take(CardSet::single(up)))
            .expect("take");
        if turn == 114 {
            assert!(game.view(p).pile_sizes[..PILES].iter().all(|&n| n == 0));
        }
        let out = game.hand(p)[0];
        game.apply(p, &SpectrumAction::Discard(out))
            .expect("discard");
    }
    // 115 discards: the top stays, 114 are shuffled into four new piles of 29, 29, 28, 28.
    assert!(
        game.events()
            .contains(&SpectrumEvent::Reshuffled { cards: 114 })
    );
    assert_eq!(game.view(0).pile_sizes, vec![29, 29, 28, 28, 1]);
    assert_eq!(game.face_up().iter().flatten().count(), PILES + 1);
    assert_eq!(game.cards().len(), 125);
    assert!(!game.is_over());
}
