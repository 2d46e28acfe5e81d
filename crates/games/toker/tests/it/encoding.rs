//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed};
use tic_core::{Card, CardSet};
use tic_toker::{Betting, ExchangeAction, ExchangeConfig, Toker};

fn settings() -> Settings {
    Settings::games(5).deep_check_every(2)
}

#[test]
fn the_standard_game_keeps_the_encoding_contract() {
    check_encoding::<Toker>(&crate::standard_games(), &settings());
}

#[test]
fn the_variations_keep_the_encoding_contract() {
    let mut configs = crate::variation_1();
    configs.extend(crate::variation_2());
    check_encoding::<Toker>(&configs, &settings());
}

#[test]
fn betting_keeps_the_encoding_contract() {
    check_encoding::<Toker>(&crate::betting(), &settings());
}

#[test]
fn the_action_spaces_follow_the_documented_formulas() {
    assert_eq!(Toker::action_space(&ExchangeConfig::default()), 134);
    assert_eq!(Toker::action_space(&ExchangeConfig::variation3(4)), 134);
    assert_eq!(Toker::action_space(&ExchangeConfig::variation1(3)), 259);
    assert_eq!(
        Toker::action_space(&ExchangeConfig::variation1_rounds(3)),
        259
    );
    assert_eq!(
        Toker::action_space(&ExchangeConfig::variation2(3)),
        9 + 125 + 125 * 124 / 2
    );
    assert_eq!(Toker::observation_len(&ExchangeConfig::default()), 442);
    assert_eq!(Toker::observation_len(&ExchangeConfig::new(2)), 420);
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// The pinned opening of seed 42 (two players): seat 0 holds 4tv 3oy 2cr, the common cards are
/// 2tc 4qr. A card's number is (number - 1) * 25 + shape * 5 + color (shapes circle, crescent,
/// triangle, square, star; colors violet, cyan, yellow, orange, red).
#[test]
fn the_opening_by_hand() {
    let game = Toker::new(ExchangeConfig::new(2), Seed(42)).expect("valid");
    // 4tv = 75 + 10 + 0 = 85: exchanging it is 9 + 85.
    let action = ExchangeAction::Exchange(CardSet::single(card("4tv")));
    assert!(game.legal_actions(0).contains(&action));
    assert_eq!(game.action_index(0, &action), Some(94));
    assert_eq!(game.action_at(0, 94), Some(action));
    assert_eq!(game.action_index(0, &ExchangeAction::Keep), Some(0));
    assert_eq!(game.action_index(0, &ExchangeAction::Call), Some(1));

    let mut obs = vec![f32::NAN; Toker::observation_len(game.config())];
    assert_eq!(obs.len(), 387 + 11 + 2 * 11);
    game.observe(0, &mut obs);
    // Hand: 2cr = 25 + 5 + 4, 3oy = 50 + 0 + 2, 4tv = 85. Common: 2tc = 36, 4qr = 94.
    assert_eq!(ones(&obs[..125]), vec![34, 52, 85]);
    assert_eq!(ones(&obs[125..250]), vec![36, 94]);
    assert_eq!(ones(&obs[250..375]), Vec::<usize>::new());
    // Seats from 375 + 11: seat 0 (the observer, to act), then seat 1 (the dealer).
    let seats = 386;
    assert_eq!(
        obs[seats..seats + 11],
        [1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    );
    assert_eq!(
        obs[seats + 11..seats + 22],
        [1.0, 1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    );
    // Phase: exchange. Deal 1 of 5, exchange round 1 of 3.
    assert_eq!(obs[408..412], [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(obs[412], 0.2);
    assert!((obs[413] - 1.0 / 3.0).abs() < 1e-6);
    // Seat 1 sees itself first: the dealer, not to act.
    game.observe(1, &mut obs);
    assert_eq!(obs[seats + 4], 1.0);
    assert_eq!(obs[seats + 6], 0.0);
    assert_eq!(obs[seats + 11 + 6], 1.0);
}

/// Variation 2, seed 3: seat 0 holds 4oy 2tr 3sy 1sr 2co. Exchanging 1sr (24) and 2tr (39)
/// together is 9 + 125 + 24 (250 - 24 - 1) / 2 + (39 - 24 - 1) = 2848.
#[test]
fn a_two_card_exchange_by_hand() {
    let game = Toker::new(ExchangeConfig::variation2(2).with_deals(1), Seed(3)).expect("valid");
    let pair: CardSet = [card("1sr"), card("2tr")].into_iter().collect();
    let action = ExchangeAction::Exchange(pair);
    assert!(game.legal_actions(0).contains(&action));
    assert_eq!(game.action_index(0, &action), Some(2848));
    assert_eq!(game.action_at(0, 2848), Some(action));
}

/// Two players with 10 chips and an ante of 1 (seed 9), after both keep: the pot is 2, so the
/// minimum bet is 1 (= half the pot after the call), the pot bet 2 and all-in 9.
#[test]
fn bets_are_numbered_by_their_size() {
    let config = ExchangeConfig::variation3(2)
        .with_deals(3)
        .with_betting(Some(Betting::new(10, 1)));
    let mut game = Toker::new(config, Seed(9)).expect("valid");
    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    let indices: Vec<Option<usize>> = game
        .legal_actions(0)
        .iter()
        .map(|a| game.action_index(0, a))
        .collect();
    assert_eq!(indices, vec![Some(3), Some(5), Some(7), Some(8)]);
    assert_eq!(game.action_index(0, &ExchangeAction::BetTo(5)), None);
    assert_eq!(game.action_at(0, 8), Some(ExchangeAction::BetTo(9)));
    let mut obs = vec![f32::NAN; Toker::observation_len(game.config())];
    game.observe(0, &mut obs);
    // Betting phase; the pot is 2 of the 20 chips.
    assert_eq!(obs[408..412], [0.0, 1.0, 0.0, 0.0]);
    assert_eq!(obs[416], 0.1);
}
