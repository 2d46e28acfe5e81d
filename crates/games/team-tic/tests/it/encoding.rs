//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed};
use tic_core::{Card, CardSet};
use tic_team::{End, Melds, TeamAction, TeamTic, TeamTicConfig};

use crate::rules::{act, card, chain_game, run};

#[test]
fn the_tic_games_keep_the_encoding_contract() {
    check_encoding::<TeamTic>(
        &crate::configs(Melds::Tic),
        &Settings::games(3).deep_check_every(3),
    );
}

#[test]
fn the_duo_sequence_games_keep_the_encoding_contract() {
    // Every mask is 1,176,001 long: fewer games.
    check_encoding::<TeamTic>(
        &crate::configs(Melds::DuoSequence),
        &Settings::games(2).deep_check_every(3),
    );
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// A card's number is (number - 1) * 25 + shape * 5 + color (shapes circle, crescent,
/// triangle, square, star; colors violet, cyan, yellow, orange, red).
#[test]
fn a_pick_up_and_a_set_by_hand() {
    let mut game = chain_game(TeamTicConfig::default());
    let config = game.config().clone();
    assert_eq!(TeamTic::action_space(&config), 1_826);
    assert_eq!(TeamTic::observation_len(&config), 890);
    // Picking the chain up from 4-star-red (75 + 20 + 4 = 99): 1 + 99.
    let pick = TeamAction::PickUp {
        card: card("4sr"),
        from: 0,
    };
    assert_eq!(game.action_index(0, &pick), Some(100));
    assert_eq!(game.action_at(0, 100), Some(pick.clone()));
    act(&mut game, 0, pick);
    // 4or 4qr 4sr lie on the line number 4, red: 25 + 5 * 3 + 4 = 44, whose cards in order
    // are 4or 4cr 4tr 4qr 4sr; the mask 0b11001 = 25 is the 10th of those with 3 bits or
    // more (7 11 13 14 15 19 21 22 23 25): 626 + 16 * 44 + 9.
    let tic = TeamAction::LaySet(run("4or 4qr 4sr"));
    assert_eq!(game.action_index(0, &tic), Some(1_339));
    assert_eq!(game.legal_mask(0).iter().filter(|&&m| m).count(), 1);
    assert!(game.legal_mask(0)[1_339]);
    act(&mut game, 0, tic);
    // Discard 1tc (0 + 10 + 1 = 11): 126 + 11.
    assert_eq!(
        game.action_index(0, &TeamAction::Discard(card("1tc"))),
        Some(137)
    );
    act(&mut game, 0, TeamAction::Discard(card("1tc")));
    act(&mut game, 1, TeamAction::DrawFromDeck);
    // Player 1 adds 4-crescent-red (75 + 5 + 4 = 84) to that set: its number+color line is
    // the second of the card's three lines: 251 + 3 * 84 + 1.
    let add = TeamAction::AddCard {
        card: card("4cr"),
        set: 0,
        end: End::Back,
    };
    assert!(game.legal_actions(1).contains(&add));
    assert_eq!(game.action_index(1, &add), Some(504));
    assert_eq!(game.action_at(1, 504), Some(add));

    let mut obs = vec![f32::NAN; 890];
    game.observe(0, &mut obs);
    // Player 0's hand: the twelve dealt and 1cv 2ty picked up, less the three laid and 1tc.
    let hand: CardSet = "1ov 2cc 3tv 5sy 1qo 2sv 3oc 5ty 3qr 1cv 2ty"
        .parse()
        .expect("cards");
    assert_eq!(
        ones(&obs[..125]),
        hand.iter().map(Card::index).collect::<Vec<_>>()
    );
    // The chain is 1tc alone (value 1), and player 0's side holds 4or 79, 4qr 94, 4sr 99.
    assert_eq!(ones(&obs[125..250]), [11]);
    assert_eq!(ones(&obs[375..500]), [79, 94, 99]);
    assert_eq!(ones(&obs[500..625]), Vec::<usize>::new());
    // From player 1's side the set is the other side's; its turn (seat 0), in the play phase.
    game.observe(1, &mut obs);
    assert_eq!(ones(&obs[375..500]), Vec::<usize>::new());
    assert_eq!(ones(&obs[500..625]), [79, 94, 99]);
    // Turn at 625 + 250 + 2 + 2 = 879, phase at 881.
    assert_eq!(obs[879..881], [1.0, 0.0]);
    assert_eq!(obs[881..885], [0.0, 0.0, 1.0, 0.0]);
}

#[test]
fn duo_runs_by_hand() {
    let config = TeamTicConfig {
        melds: Melds::DuoSequence,
        ..TeamTicConfig::default()
    };
    let game = TeamTic::new(config.clone(), Seed(1)).expect("config");
    assert_eq!(TeamTic::action_space(&config), 1_176_001);
    // Number and color step up (d = 3), the shape does not step (f = 1): star, circle, circle
    // after the first card (4, 0, 0). First card 3sc = 50 + 20 + 1 = 71, length 4:
    // 10,501 + 38,500 + 1,508 * 71 + 8 + (4 + 3) * 125 + 4.
    let duo = TeamAction::LaySet(run("3sc 4sy 5oo 4or"));
    assert_eq!(game.action_index(0, &duo), Some(156_956));
    // All three step up from 1ov (0): a Tripo run, d = 7.
    let tripo = TeamAction::LaySet(run("1ov 2cc 3ty"));
    assert_eq!(game.action_index(0, &tripo), Some(10_508));
    // The same run backwards is not the listed form.
    assert_eq!(
        game.action_index(0, &TeamAction::LaySet(run("3ty 2cc 1ov"))),
        None
    );
    // Adding to the set in place 3 at the front: 251 + (41 * 71 + 3) * 2 + 0.
    let add = TeamAction::AddCard {
        card: card("3sc"),
        set: 3,
        end: End::Front,
    };
    assert_eq!(game.action_index(0, &add), Some(6_079));
}
