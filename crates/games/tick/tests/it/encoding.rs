//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed, ToAct};
use rummy_cards::Card;
use tick_rummy::{Tick, TickAction, TickConfig};

#[test]
fn the_default_match_keeps_the_encoding_contract() {
    check_encoding::<Tick>(
        &[crate::default_match()],
        &Settings::games(2).deep_check_every(5),
    );
}

#[test]
fn the_variations_keep_the_encoding_contract() {
    check_encoding::<Tick>(
        &crate::variations(),
        &Settings::games(3).deep_check_every(4),
    );
}

#[test]
fn the_sizes_follow_the_documented_formulas() {
    assert_eq!(Tick::action_space(&TickConfig::default()), 108);
    assert_eq!(Tick::action_space(&TickConfig::with_players(6)), 108);
    assert_eq!(Tick::observation_len(&TickConfig::default()), 191);
    assert_eq!(Tick::observation_len(&TickConfig::with_players(6)), 211);
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Seed 4, two players: seat 1 opens holding 8d 2s Kd, a joker on the discard pile, threes
/// wild. A card's number is 13 * suit + rank (clubs, diamonds, hearts, spades; two = 0, ace =
/// 12), the joker 52.
#[test]
fn a_take_and_discard_by_hand() {
    let mut game = Tick::new(TickConfig::default(), Seed(4)).expect("valid");
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert_eq!(game.view(1).discard_top, Some(Card::JOKER));
    assert_eq!(game.action_index(1, &TickAction::TakeDiscard), Some(1));
    game.apply(1, &TickAction::TakeDiscard).expect("take");

    // Kd = 13 + 11 = 24: discarding it is 2 + 24; calling Tick with 2s (39) would be 2 + 53 + 39.
    let discard = TickAction::Discard(card("Kd"));
    assert!(game.legal_actions(1).contains(&discard));
    assert_eq!(game.action_index(1, &discard), Some(26));
    assert_eq!(game.action_at(1, 26), Some(discard));
    assert_eq!(
        game.action_index(1, &TickAction::Discard(Card::JOKER)),
        Some(54)
    );
    assert_eq!(
        game.action_index(1, &TickAction::Tick(card("2s"))),
        Some(94)
    );

    let mut obs = vec![f32::NAN; Tick::observation_len(game.config())];
    game.observe(1, &mut obs);
    // 8d = 13 + 6, Kd = 24, 2s = 39 + 0, the joker 52.
    assert_eq!(ones(&obs[..53]), vec![19, 24, 39, 52]);
    assert_eq!(ones(&obs[53..106]), Vec::<usize>::new());
    assert_eq!(ones(&obs[106..159]), vec![52]);
    // Threes wild: rank index 1.
    assert_eq!(ones(&obs[159..172]), vec![1]);
    // Seat 1 first (4 cards of 3 + 1, to act), then seat 0 (3 of 4).
    assert_eq!(obs[172..177], [1.0, 0.0, 0.0, 0.0, 1.0]);
    assert_eq!(obs[177..182], [0.75, 0.0, 0.0, 0.0, 0.0]);
    // The discard phase.
    assert_eq!(obs[182..185], [0.0, 1.0, 0.0]);
    // Seat 0 sees the same take, itself first.
    game.observe(0, &mut obs);
    assert_eq!(ones(&obs[106..159]), vec![52]);
    assert_eq!(obs[172..177], [0.75, 0.0, 0.0, 0.0, 0.0]);
}
