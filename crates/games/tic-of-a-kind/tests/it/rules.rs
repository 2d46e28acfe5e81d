//! Tic-of-a-Kind's rules, hand-worked: the scoring (an illustration of the text's "3 cards
//! Ticking" case), setup, draw and discard, the knock and the one more turn, rounds, the
//! 10-card version, reshuffles, and the turn limit (which never cuts the turns after a knock).

use rules_engine::{ActionError, ConfigError, Game, Seed, ToAct};
use tic_core::parse_cards;
use tic_of_a_kind::{
    Phase, TicOfAKind, TicOfAKindAction, TicOfAKindConfig, TicOfAKindError, TicOfAKindEvent,
    score_hand,
};

#[test]
fn an_illustration_of_three_ticking_cards_and_the_other_two_subtracted() {
    // The text: "if a hand consists of 3 cards 'Ticking', the value of the remaining two cards
    // are subtracted from the total". It names no cards: these five are an illustration.
    let hand = parse_cards("4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan")
        .expect("cards");
    let (points, bases) = score_hand(&hand).expect("five cards");
    // 30 for three cards that Tic; + number and shape of 4-square, 4-circle, 4-star;
    // - number and shape of 1-circle and 2-star. Colors never count.
    assert_eq!(points, 30 + (4 + 4) + (4 + 1) + (4 + 5) - (1 + 1) - (2 + 5));
    assert_eq!(bases.len(), 1);
    assert_eq!(bases[0].len(), 3);
}

#[test]
fn single_hands_and_no_base_hand() {
    // Five cards that Single on the color red (15) with all five counted.
    let hand = parse_cards("1-circle-red 2-crescent-red 3-triangle-red 4-square-red 5-star-red")
        .expect("cards");
    assert_eq!(
        score_hand(&hand).expect("five").0,
        15 + 2 * (1 + 2 + 3 + 4 + 5)
    );
    // No three cards share anything: every card counts against.
    let nics =
        parse_cards("1-circle-violet 2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red")
            .expect("cards");
    assert_eq!(score_hand(&nics).expect("five").0, -(2 + 4 + 6 + 8 + 10));
}

#[test]
fn ten_card_hands_take_two_base_hands() {
    let hand = parse_cards(
        "4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan \
         3-triangle-yellow 3-triangle-orange 3-triangle-red 5-square-violet 1-crescent-cyan",
    )
    .expect("cards");
    let (points, bases) = score_hand(&hand).expect("ten cards");
    assert_eq!(bases.len(), 2);
    let first = 30 + (4 + 4) + (4 + 1) + (4 + 5);
    let second = 30 + 3 * (3 + 3);
    let rest = (1 + 1) + (2 + 5) + (5 + 4) + (1 + 2);
    assert_eq!(points, first + second - rest);
}

#[test]
fn setup_five_cards_each_a_face_up_discard_and_the_deck() {
    let game = TicOfAKind::new(TicOfAKindConfig::new(3), Seed(1)).expect("valid");
    for p in 0..3 {
        assert_eq!(game.hand(p).len(), 5);
    }
    assert!(game.discard_top().is_some());
    let view = game.view(0);
    assert_eq!(view.deck_size(), 125 - 15 - 1);
    assert_eq!(
        game.to_act(),
        ToAct::Player(0),
        "left of the dealer (player 2)"
    );
    assert_eq!(
        game.legal_actions(0),
        vec![
            TicOfAKindAction::DrawDeck,
            TicOfAKindAction::TakeDiscard,
            TicOfAKindAction::Knock
        ]
    );
}

#[test]
fn golden_opening_is_pinned() {
    let game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(42)).expect("valid");
    let text: Vec<String> = game.hand(0).iter().map(|c| format!("{c:#}")).collect();
    assert_eq!(
        (text.join(" "), game.discard_top().map(|c| format!("{c:#}"))),
        (GOLDEN_HAND.to_owned(), Some(GOLDEN_TOP.to_owned()))
    );
}

const GOLDEN_HAND: &str = "4tv 3oy 2cr 2tc 4qv";
const GOLDEN_TOP: &str = "3co";

#[test]
fn a_turn_is_draw_then_discard() {
    let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(2)).expect("valid");
    let top = game.discard_top().expect("a discard");
    let before = game.clone();
    assert_eq!(
        game.apply(0, &TicOfAKindAction::Discard(game.hand(0)[0])),
        Err(ActionError::Illegal(TicOfAKindError::MustDraw))
    );
    assert_eq!(game, before);
    game.apply(0, &TicOfAKindAction::TakeDiscard).expect("take");
    assert_eq!(game.hand(0).len(), 6);
    assert_eq!(game.phase(), Phase::Discard);
    assert_eq!(
        game.apply(0, &TicOfAKindAction::DrawDeck),
        Err(ActionError::Illegal(TicOfAKindError::MustDiscard(1)))
    );
    assert!(
        game.legal_actions(0)
            .contains(&TicOfAKindAction::Discard(top)),
        "the text does not forbid discarding the card just taken"
    );
    let out = game.hand(0)[0];
    game.apply(0, &TicOfAKindAction::Discard(out))
        .expect("discard");
    assert_eq!(game.discard_top(), Some(out));
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn knock_gives_every_other_player_one_more_turn_then_the_hands_are_scored() {
    let mut game =
        TicOfAKind::new(TicOfAKindConfig::new(3).with_rounds(2), Seed(3)).expect("valid");
    game.apply(0, &TicOfAKindAction::Knock).expect("knock");
    assert_eq!(game.knocker(), Some(0));
    for p in [1, 2] {
        assert_eq!(game.to_act(), ToAct::Player(p));
        assert!(!game.legal_actions(p).contains(&TicOfAKindAction::Knock));
        assert_eq!(
            game.apply(p, &TicOfAKindAction::Knock),
            Err(ActionError::Illegal(TicOfAKindError::AlreadyKnocked(0)))
        );
        game.apply(p, &TicOfAKindAction::DrawDeck).expect("draw");
        let out = game.hand(p)[0];
        game.apply(p, &TicOfAKindAction::Discard(out))
            .expect("discard");
    }
    // The knocker does not play again: the round is scored, round 2 begins.
    assert_eq!(game.round(), 2);
    let scored = game.last_scores();
    assert_eq!(scored.len(), 3);
    for h in scored {
        assert_eq!(score_hand(&h.hand).map(|s| s.0), Some(h.points));
        assert_eq!(game.totals()[h.player], h.points);
    }
    // Player 0 deals round 2: player 1 starts.
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn the_match_adds_the_rounds_and_the_highest_total_wins() {
    let mut game =
        TicOfAKind::new(TicOfAKindConfig::new(2).with_rounds(2), Seed(4)).expect("valid");
    let mut sums = [0i64; 2];
    for _ in 0..2 {
        let ToAct::Player(p) = game.to_act() else {
            panic!("the match is not over yet");
        };
        game.apply(p, &TicOfAKindAction::Knock).expect("knock");
        let q = 1 - p;
        game.apply(q, &TicOfAKindAction::DrawDeck).expect("draw");
        let out = game.hand(q)[0];
        game.apply(q, &TicOfAKindAction::Discard(out))
            .expect("discard");
        for h in game.last_scores() {
            sums[h.player] += h.points;
        }
    }
    assert!(game.is_over());
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.scores, sums.to_vec());
    assert_eq!(
        game.apply(0, &TicOfAKindAction::Knock),
        Err(ActionError::GameOver)
    );
}

#[test]
fn ten_card_version_deals_ten_and_seats_at_most_five() {
    let game = TicOfAKind::new(TicOfAKindConfig::ten_card(5), Seed(5)).expect("valid");
    assert_eq!(game.hand(4).len(), 10);
    assert_eq!(
        TicOfAKind::new(TicOfAKindConfig::ten_card(6), Seed(5)).err(),
        Some(ConfigError::Players {
            min: 2,
            max: 5,
            got: 6
        })
    );
    assert!(TicOfAKind::new(TicOfAKindConfig::new(9), Seed(5)).is_err());
}

#[test]
fn an_empty_deck_is_rebuilt_from_the_discards_under_the_top_card() {
    let config = TicOfAKindConfig::new(2).with_rounds(1).with_turn_limit(400);
    let mut game = TicOfAKind::new(config, Seed(6)).expect("valid");
    // 125 - 10 - 1 = 114 cards in the deck: draw and discard until it runs out.
    for _ in 0..115 {
        let ToAct::Player(p) = game.to_act() else {
            panic!("not over");
        };
        game.apply(p, &TicOfAKindAction::DrawDeck).expect("draw");
        let out = game.hand(p)[0];
        game.apply(p, &TicOfAKindAction::Discard(out))
            .expect("discard");
    }
    let reshuffle = game
        .events()
        .iter()
        .find_map(|e| match e {
            TicOfAKindEvent::Reshuffled { cards } => Some(*cards),
            _ => None,
        })
        .expect("the deck was rebuilt");
    // 114 discards plus the first face-up card, minus the top card that stays.
    assert_eq!(reshuffle, 114);
    assert_eq!(game.cards().len(), 125);
}

#[test]
fn a_round_nobody_knocks_ends_at_the_turn_limit() {
    let config = TicOfAKindConfig::new(2).with_rounds(1).with_turn_limit(10);
    let mut game = TicOfAKind::new(config, Seed(7)).expect("valid");
    for _ in 0..10 {
        let ToAct::Player(p) = game.to_act() else {
            panic!("not over");
        };
        game.apply(p, &TicOfAKindAction::DrawDeck).expect("draw");
        let out = game.hand(p)[0];
        game.apply(p, &TicOfAKindAction::Discard(out))
            .expect("discard");
    }
    assert!(game.is_over());
    assert!(game.events().contains(&TicOfAKindEvent::TurnLimit));
}

/// Plays `turns` turns of drawing from the deck and discarding the first card.
fn draw_and_discard(game: &mut TicOfAKind, turns: usize) {
    for _ in 0..turns {
        let ToAct::Player(p) = game.to_act() else {
            panic!("not over");
        };
        game.apply(p, &TicOfAKindAction::DrawDeck).expect("draw");
        let out = game.hand(p)[0];
        game.apply(p, &TicOfAKindAction::Discard(out))
            .expect("discard");
    }
}

#[test]
fn a_knock_at_the_turn_limit_still_gives_every_other_player_one_more_turn() {
    // "All other players have one more turn to improve their hand with a pickup and discard,
    // before everyone lays their cards down": the turn limit ends only rounds nobody knocked.
    // Three players, a limit of 10 turns: nine turns played, player 0 knocks as the tenth.
    let config = TicOfAKindConfig::new(3).with_rounds(1).with_turn_limit(10);
    let mut game = TicOfAKind::new(config, Seed(3)).expect("valid");
    draw_and_discard(&mut game, 9);
    assert_eq!(game.to_act(), ToAct::Player(0));
    game.apply(0, &TicOfAKindAction::Knock).expect("knock");
    for p in [1, 2] {
        assert_eq!(
            game.to_act(),
            ToAct::Player(p),
            "player {p}'s one more turn"
        );
        draw_and_discard(&mut game, 1);
    }
    assert!(game.is_over());
    assert!(
        !game.events().contains(&TicOfAKindEvent::TurnLimit),
        "the log must not say nobody knocked"
    );
    let text: Vec<String> = game.events().iter().map(ToString::to_string).collect();
    assert!(
        !text.iter().any(|t| t.contains("nobody knocked")),
        "{text:?}"
    );
    assert!(text.contains(&"player 0 knocks".to_owned()));
}

#[test]
fn a_knock_one_turn_before_the_limit_gives_both_others_their_turn() {
    // Player 2 knocks as the ninth turn: players 0 and 1 play the tenth and eleventh.
    let config = TicOfAKindConfig::new(3).with_rounds(1).with_turn_limit(10);
    let mut game = TicOfAKind::new(config, Seed(4)).expect("valid");
    draw_and_discard(&mut game, 8);
    assert_eq!(game.to_act(), ToAct::Player(2));
    game.apply(2, &TicOfAKindAction::Knock).expect("knock");
    for p in [0, 1] {
        assert_eq!(game.to_act(), ToAct::Player(p));
        draw_and_discard(&mut game, 1);
    }
    assert!(game.is_over());
    assert!(!game.events().contains(&TicOfAKindEvent::TurnLimit));
    assert_eq!(game.last_scores().len(), 3);
}

#[test]
fn other_players_never_see_a_card_drawn_from_the_deck() {
    let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(8)).expect("valid");
    game.apply(0, &TicOfAKindAction::DrawDeck).expect("draw");
    let drawn = game.hand(0)[5];
    let seen_by_1 = game.events_for(1);
    assert!(seen_by_1.contains(&TicOfAKindEvent::DrewDeck {
        player: 0,
        card: None
    }));
    assert!(game.events_for(0).contains(&TicOfAKindEvent::DrewDeck {
        player: 0,
        card: Some(drawn)
    }));
    assert!(game.hidden_cards(1).contains(&drawn));
}
