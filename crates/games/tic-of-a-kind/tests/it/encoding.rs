//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed};
use tic_core::Card;
use tic_of_a_kind::{TicOfAKind, TicOfAKindAction, TicOfAKindConfig};

#[test]
fn the_five_and_ten_card_games_keep_the_encoding_contract() {
    let mut configs = crate::five_card_games();
    configs.push(
        TicOfAKindConfig::new(2)
            .with_rounds(2)
            .with_may_discard_taken(false),
    );
    configs.extend(crate::ten_card_games());
    check_encoding::<TicOfAKind>(&configs, &Settings::games(4).deep_check_every(3));
}

#[test]
fn the_sizes_follow_the_documented_formulas() {
    assert_eq!(TicOfAKind::action_space(&TicOfAKindConfig::default()), 128);
    assert_eq!(
        TicOfAKind::action_space(&TicOfAKindConfig::ten_card(3)),
        128
    );
    // 382 + 125 U + 6n + P with U = 1, P = 2.
    assert_eq!(
        TicOfAKind::observation_len(&TicOfAKindConfig::default()),
        533
    );
    assert_eq!(TicOfAKind::observation_len(&TicOfAKindConfig::new(2)), 521);
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Seed 5, two players: seat 0 holds 2ov 5ov 3oc 5qy 3qo (the base hand 2ov 3oc 5ov scores 2
/// points), 5sc lies on the discard pile. A card's number is (number - 1) * 25 + shape * 5 +
/// color (shapes circle, crescent, triangle, square, star; colors violet, cyan, yellow,
/// orange, red).
#[test]
fn a_take_and_discard_by_hand() {
    let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(5)).expect("valid");
    assert_eq!(game.discard_top(), Some(card("5sc")));
    let indices: Vec<Option<usize>> = game
        .legal_actions(0)
        .iter()
        .map(|a| game.action_index(0, a))
        .collect();
    assert_eq!(indices, vec![Some(0), Some(1), Some(2)]);

    let mut obs = vec![f32::NAN; TicOfAKind::observation_len(game.config())];
    game.observe(0, &mut obs);
    // 2ov = 25, 3oc = 51, 3qo = 50 + 15 + 3 = 68, 5ov = 100, 5qy = 100 + 15 + 2 = 117.
    assert_eq!(ones(&obs[..125]), vec![25, 51, 68, 100, 117]);
    assert_eq!(ones(&obs[125..250]), vec![25, 51, 100]);
    assert_eq!(ones(&obs[250..375]), Vec::<usize>::new());
    // The discard pile's top, 5sc = 100 + 20 + 1.
    assert_eq!(ones(&obs[375..500]), vec![121]);
    // Seats at 500: seat 0 (to act) then seat 1 (the dealer); the piles at 512; the phase at
    // 514; the hand's 2 points of at most 100 at 519.
    assert_eq!(obs[500..506], [1.0, 0.0, 0.0, 0.0, 0.0, 1.0]);
    assert_eq!(obs[506..512], [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]);
    assert_eq!(obs[513], 1.0 / 125.0);
    assert_eq!(obs[514..517], [1.0, 0.0, 0.0]);
    assert_eq!(obs[519..521], [0.02, 1.0]);

    game.apply(0, &TicOfAKindAction::TakeDiscard)
        .expect("take the discard");
    // Discarding 5sc again is 3 + 121.
    let discard = TicOfAKindAction::Discard(card("5sc"));
    assert_eq!(game.action_index(0, &discard), Some(124));
    assert_eq!(game.action_at(0, 124), Some(discard));
    game.observe(0, &mut obs);
    assert_eq!(ones(&obs[250..375]), vec![121]);
    assert_eq!(ones(&obs[375..500]), Vec::<usize>::new());
    assert_eq!(obs[514..517], [0.0, 1.0, 0.0]);
    // Six cards: no score while one is owed.
    assert_eq!(ones(&obs[125..250]), Vec::<usize>::new());
    assert_eq!(obs[518..521], [1.0, 0.0, 0.0]);
}
