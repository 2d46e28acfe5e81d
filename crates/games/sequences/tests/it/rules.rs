//! Sequences on the shared exchange engine: six common cards after four exchange rounds,
//! six-card hands, the call, ranking points and the variations with six private cards.

use rules_engine::{ConfigError, Game, Seed, ToAct};
use tic_core::CardSet;
use tic_sequences::{
    ExchangeAction, ExchangeConfig, ExchangeEvent, HandRules, Phase, Sequences, SequencesHands,
};

fn keep_deal(game: &mut Sequences) {
    let deal = game.deal_number();
    while game.deal_number() == deal && !game.is_over() {
        let ToAct::Player(p) = game.to_act() else {
            return;
        };
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
}

#[test]
fn four_exchange_rounds_grow_the_common_cards_to_six() {
    let mut game = Sequences::new(ExchangeConfig::new(3).with_deals(1), Seed(1)).expect("valid");
    assert_eq!(game.common().len(), 2);
    assert_eq!(game.hand(0).len(), 3);
    for round in 1..=4u8 {
        assert_eq!(game.exchange_round(), round);
        assert_eq!(game.common().len(), 1 + usize::from(round));
        for p in 0..3 {
            game.apply(p, &ExchangeAction::Keep).expect("keep");
        }
    }
    assert!(game.is_over());
    assert_eq!(game.common().len(), 6);
    for hand in game.last_showdown() {
        assert_eq!(hand.best.len(), 6, "six-card hands");
    }
    let common: CardSet = game.common().iter().collect();
    let privates: Vec<CardSet> = (0..3).map(|p| game.hand(p).iter().collect()).collect();
    let places = tic_hands::sequences::showdown(common, &privates).expect("valid");
    let shown: Vec<usize> = game.last_showdown().iter().map(|h| h.place).collect();
    assert_eq!(shown, places);
    let mut points = game.points().to_vec();
    points.sort_unstable();
    assert_eq!(points.iter().sum::<i64>(), 6);
}

#[test]
fn the_view_shows_the_best_six_card_hand() {
    let game = Sequences::new(ExchangeConfig::new(2), Seed(2)).expect("valid");
    let view = game.view(0);
    // 3 private + 2 common = 5 cards: not yet a six-card hand.
    assert!(view.best.is_none());
    let game = Sequences::new(ExchangeConfig::variation2(2), Seed(2)).expect("valid");
    let view = game.view(1);
    let best = view.best.expect("six private cards");
    let (rank, cards) = SequencesHands::best(game.hand(1)).expect("six cards");
    assert_eq!(best.rank, rank.to_string());
    assert_eq!(best.cards, cards);
    assert_eq!(best.category, rank.category() as usize);
}

#[test]
fn call_then_one_more_common_card_and_the_showdown() {
    let mut game = Sequences::new(ExchangeConfig::new(3).with_deals(2), Seed(3)).expect("valid");
    keep_deal_round(&mut game);
    // Round 2: player 0 calls, players 1 and 2 get one more exchange.
    game.apply(0, &ExchangeAction::Call).expect("call");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    game.apply(2, &ExchangeAction::Keep).expect("keep");
    let deal1: Vec<&ExchangeEvent> = game
        .events()
        .iter()
        .take_while(|e| !matches!(e, ExchangeEvent::DealStarted { deal: 2, .. }))
        .collect();
    let commons = deal1
        .iter()
        .filter(|e| matches!(e, ExchangeEvent::CommonAdded { .. }))
        .count();
    assert_eq!(
        commons,
        2 + 2,
        "one after round 1, one final card after the call"
    );
    assert_eq!(game.deal_number(), 2);
    keep_deal(&mut game);
    assert!(game.is_over());
}

fn keep_deal_round(game: &mut Sequences) {
    let round = game.exchange_round();
    while game.exchange_round() == round && game.phase() == Phase::Exchange {
        let ToAct::Player(p) = game.to_act() else {
            return;
        };
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
}

#[test]
fn variation_2_six_private_cards_and_a_set_number_of_exchanges() {
    let config = ExchangeConfig::variation2(2)
        .with_deals(1)
        .with_exchanges(Some(3));
    let mut game = Sequences::new(config, Seed(4)).expect("valid");
    assert!(game.common().is_empty());
    assert_eq!(game.hand(0).len(), 6);
    // keep, 6 singles, 15 pairs, call
    assert_eq!(game.legal_actions(0).len(), 1 + 6 + 15 + 1);
    let mut rounds = 0;
    while !game.is_over() {
        rounds = rounds.max(game.exchange_round());
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
    assert_eq!(rounds, 3);
    // By default Variation 2 has as many exchange rounds as the standard game: four.
    let default = ExchangeConfig::variation2(2);
    assert_eq!(default.exchange_rounds::<SequencesHands>(), 4);
}

#[test]
fn variation_1_exchanges_a_common_card_over_the_exchange_rounds() {
    let mut game = Sequences::new(ExchangeConfig::variation1_rounds(2), Seed(5)).expect("valid");
    let common = game.common()[1];
    game.apply(0, &ExchangeAction::ExchangeCommon(common))
        .expect("legal in Variation 1");
    assert!(!game.common().contains(&common));
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    // Sequences' text does not end the deal after one pass: a common card is added and the
    // next exchange round begins.
    assert_eq!((game.deal_number(), game.exchange_round()), (1, 2));
    assert_eq!(game.common().len(), 3);
}

#[test]
fn variation_1_in_a_single_pass_cannot_make_a_six_card_hand() {
    let err = Sequences::new(ExchangeConfig::variation1(2), Seed(5)).err();
    assert!(
        matches!(err, Some(ConfigError::Invalid { option: "variant", ref reason }) if reason.contains("fewer than a 6-card")),
        "{err:?}"
    );
}

#[test]
fn ruling_6_a_standard_deal_has_five_betting_rounds() {
    let config = ExchangeConfig::variation3(2).with_deals(1);
    let mut game = Sequences::new(config, Seed(6)).expect("valid");
    // The first legal action is keep in an exchange round and check in a betting round.
    while let ToAct::Player(p) = game.to_act() {
        let first = game.legal_actions(p)[0];
        game.apply(p, &first).expect("legal");
    }
    // Each betting round with the common cards up when it opened: after each of the four
    // exchange rounds (at 2 to 5 common cards), and before the showdown with all six.
    let mut common = 0;
    let mut rounds = Vec::new();
    for event in game.events() {
        match event {
            ExchangeEvent::CommonAdded { .. } => common += 1,
            ExchangeEvent::BettingOpened { before_showdown } => {
                rounds.push((common, *before_showdown));
            }
            _ => {}
        }
    }
    assert_eq!(
        rounds,
        vec![(2, false), (3, false), (4, false), (5, false), (6, true)]
    );
}

#[test]
fn golden_opening_is_pinned() {
    let game = Sequences::new(ExchangeConfig::new(2), Seed(42)).expect("valid");
    let text: Vec<String> = game
        .hand(0)
        .iter()
        .chain(game.common())
        .map(|c| format!("{c:#}"))
        .collect();
    assert_eq!(text.join(" "), GOLDEN);
}

const GOLDEN: &str = "4tv 3oy 2cr 2tc 4qr";
