//! The encoding for learning agents (Toker's, shared by every exchange game): the engine's
//! contract on the conformance configs, and the Sequences sizes and blocks checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed};
use tic_core::Card;
use tic_sequences::{ExchangeAction, ExchangeConfig, Sequences};

fn settings() -> Settings {
    Settings::games(4).deep_check_every(2)
}

#[test]
fn the_standard_game_and_variations_keep_the_encoding_contract() {
    let mut configs = crate::standard_games();
    configs.extend(crate::variation_1());
    configs.extend(crate::variation_2());
    check_encoding::<Sequences>(&configs, &settings());
}

#[test]
fn betting_keeps_the_encoding_contract() {
    check_encoding::<Sequences>(&crate::betting(), &settings());
}

#[test]
fn the_sizes_follow_the_documented_formulas() {
    // 387 + K + 11n with K = 12 Sequences categories.
    assert_eq!(Sequences::observation_len(&ExchangeConfig::default()), 443);
    assert_eq!(Sequences::action_space(&ExchangeConfig::default()), 134);
    assert_eq!(
        Sequences::action_space(&ExchangeConfig::variation1_rounds(2)),
        259
    );
    assert_eq!(
        Sequences::action_space(&ExchangeConfig::variation2(2)),
        134 + 7_750
    );
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Variation 1 over exchange rounds, seed 5: seat 0 holds 2ov 5ov 3oc, the common cards are
/// 5qy 4co. A card's number is (number - 1) * 25 + shape * 5 + color (shapes circle, crescent,
/// triangle, square, star; colors violet, cyan, yellow, orange, red).
#[test]
fn a_common_exchange_and_the_best_hand_by_hand() {
    let mut game = Sequences::new(ExchangeConfig::variation1_rounds(2), Seed(5)).expect("valid");
    // 4co = 75 + 5 + 3 = 83: exchanging the common card is 9 + 125 + 83.
    let action = ExchangeAction::ExchangeCommon(card("4co"));
    assert!(game.legal_actions(0).contains(&action));
    assert_eq!(game.action_index(0, &action), Some(217));
    assert_eq!(game.action_at(0, 217), Some(action));

    let mut obs = vec![f32::NAN; Sequences::observation_len(game.config())];
    assert_eq!(obs.len(), 387 + 12 + 2 * 11);
    game.observe(0, &mut obs);
    // 2ov = 25, 3oc = 50 + 1, 5ov = 100; 4co = 83, 5qy = 100 + 15 + 2.
    assert_eq!(ones(&obs[..125]), vec![25, 51, 100]);
    assert_eq!(ones(&obs[125..250]), vec![83, 117]);
    // Five cards make no six-card hand yet: the category block is all 0.
    assert_eq!(ones(&obs[375..387]), Vec::<usize>::new());

    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    // 3qo turned up: 5qy 3qo 4co 5ov 3oc 2ov is a four-card Mono, category 1.
    assert_eq!(game.common().last(), Some(&card("3qo")));
    game.observe(0, &mut obs);
    assert_eq!(ones(&obs[375..387]), vec![1]);
}
