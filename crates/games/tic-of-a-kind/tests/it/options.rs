//! The option on discarding the card just taken from the discard pile.

use rules_engine::{ActionError, Game, Seed, ToAct};
use tic_of_a_kind::{TicOfAKind, TicOfAKindAction, TicOfAKindConfig, TicOfAKindError};

#[test]
fn by_default_the_card_just_taken_may_be_discarded_again() {
    // The text: "picks up from either the face-up discard pile or ... the face-down deck ...
    // then discard their worst card": nothing forbids the card just taken.
    let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(2)).expect("valid");
    let top = game.discard_top().expect("a discard");
    game.apply(0, &TicOfAKindAction::TakeDiscard).expect("take");
    assert!(
        game.legal_actions(0)
            .contains(&TicOfAKindAction::Discard(top))
    );
    game.apply(0, &TicOfAKindAction::Discard(top))
        .expect("allowed by default");
    assert_eq!(game.discard_top(), Some(top));
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn the_house_rule_forbids_discarding_the_card_just_taken() {
    let config = TicOfAKindConfig::new(2).with_may_discard_taken(false);
    let mut game = TicOfAKind::new(config, Seed(2)).expect("valid");
    let top = game.discard_top().expect("a discard");
    game.apply(0, &TicOfAKindAction::TakeDiscard).expect("take");
    let before = game.clone();
    assert_eq!(
        game.apply(0, &TicOfAKindAction::Discard(top)),
        Err(ActionError::Illegal(TicOfAKindError::JustTaken(top)))
    );
    assert_eq!(game, before);
    assert!(
        !game
            .legal_actions(0)
            .contains(&TicOfAKindAction::Discard(top))
    );
    assert_eq!(game.legal_actions(0).len(), 5, "the five other cards");
    // A card drawn blind from the deck is no "card just taken": it may go straight back.
    let out = game.hand(0)[0];
    game.apply(0, &TicOfAKindAction::Discard(out))
        .expect("discard");
    game.apply(1, &TicOfAKindAction::DrawDeck).expect("draw");
    let drawn = *game.hand(1).last().expect("the drawn card");
    game.apply(1, &TicOfAKindAction::Discard(drawn))
        .expect("a drawn card may be discarded");
}
