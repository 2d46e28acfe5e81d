//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game};
use tic_rummy::{End, RummyAction, RummyConfig, TicRummy};

use crate::rules::{act, card, round_two};

#[test]
fn the_default_match_keeps_the_encoding_contract() {
    // One whole random match runs to the deal cap (about 17,000 actions); the costlier checks
    // (each index mapped back, three determinizations) run every 50 steps.
    let settings = Settings::games(1).max_steps(100_000).deep_check_every(50);
    check_encoding::<TicRummy>(&[RummyConfig::default()], &settings);
}

#[test]
fn the_variations_keep_the_encoding_contract() {
    check_encoding::<TicRummy>(
        &crate::variations(),
        &Settings::games(3).max_steps(50_000).deep_check_every(25),
    );
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Round 2 stacked; player 0 draws 1-crescent-orange and lays down the Tic {1cv 1cy 1cr} and
/// the Nic {2qo 3sc 4tv}. A card's number is (number - 1) * 25 + shape * 5 + color (shapes
/// circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red).
#[test]
fn a_laid_down_position_by_hand() {
    let mut game = round_two(8);
    assert_eq!(TicRummy::action_space(game.config()), 1_754);
    assert_eq!(TicRummy::observation_len(game.config()), 1_410);
    // The draw: index 0 and 1 (the discard's top, 1-star-red).
    assert_eq!(game.action_index(0, &RummyAction::DrawFromDeck), Some(0));
    assert_eq!(
        game.action_index(0, &RummyAction::TakeDiscard(card("1sr"))),
        Some(1)
    );
    assert_eq!(
        game.action_at(0, 1),
        Some(RummyAction::TakeDiscard(card("1sr")))
    );
    act(&mut game, 0, RummyAction::DrawFromDeck);
    // Select 1cv: 4 + 5.
    assert_eq!(
        game.action_index(0, &RummyAction::Select(card("1cv"))),
        Some(9)
    );
    for c in ["1cv", "1cy", "1cr", "2qo", "3sc", "4tv"] {
        act(&mut game, 0, RummyAction::Select(card(c)));
    }
    act(&mut game, 0, RummyAction::ConfirmLaydown);
    // 1co (1 crescent orange: 0 + 5 + 3 = 8) onto player 0's collection 0 (seat 0 for player
    // 0) at the back: 254 + ((8 * 2 + 0) * 3 + 0) * 2 + 1 = 351.
    let add = RummyAction::Integrate {
        card: card("1co"),
        owner: 0,
        collection: 0,
        end: End::Back,
    };
    assert!(game.legal_actions(0).contains(&add));
    assert_eq!(game.action_index(0, &add), Some(351));
    assert_eq!(game.action_at(0, 351), Some(add));
    assert!(game.legal_mask(0)[351]);
    // Discard 3ty (3 triangle yellow: 50 + 10 + 2 = 62): 4 + 125 + 62.
    assert_eq!(
        game.action_index(0, &RummyAction::Discard(card("3ty"))),
        Some(191)
    );

    let mut obs = vec![f32::NAN; 1_410];
    game.observe(0, &mut obs);
    // The hand: 1co 8, 3ty 62, 5oy (100 + 0 + 2) 102.
    assert_eq!(ones(&obs[..125]), [8, 62, 102]);
    // Nothing is being built, the discard pile's top is 1-star-red (0 + 20 + 4).
    assert_eq!(ones(&obs[125..500]), Vec::<usize>::new());
    assert_eq!(ones(&obs[500..625]), [24]);
    // Own collections: the Tic 1cv 5, 1cy 7, 1cr 9; the Nic 2qo 43, 3sc 71, 4tv 85.
    assert_eq!(ones(&obs[625..750]), [5, 7, 9]);
    assert_eq!(ones(&obs[750..875]), [43, 71, 85]);
    // Seat 0 (the observer), at 625 + 750 = 1375: round 2, 3 cards, 0 points, laid down.
    assert_eq!(
        obs[1375..1386],
        [0., 1., 0., 0., 0., 0., 0., 0., 3. / 14., 0., 1.]
    );
    // From player 1's side the same collections are seat 1's: 625 + 3 * 125.
    game.observe(1, &mut obs);
    assert_eq!(ones(&obs[1000..1125]), [5, 7, 9]);
    assert_eq!(ones(&obs[625..1000]), Vec::<usize>::new());
    // Whose turn, at 625 + 387 * 2 = 1399: player 0, seat 1 for player 1; the phase play.
    assert_eq!(obs[1399..1401], [0., 1.]);
    assert_eq!(obs[1401..1405], [0., 1., 0., 0.]);
}
