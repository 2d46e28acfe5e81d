//! Determinization: samples keep what the player knows, and only what the player knows.
#![cfg(feature = "serde")]

use rules_engine::{Determinize, Game, GameRng, Seed, ToAct};
use rummy_cards::Card;
use serde_json::Value;
use tick_rummy::{Tick, TickAction, TickConfig, TickEvent};

use crate::rules::{arrange, card, cards, hand_path};

fn swap_strings(value: &mut Value, a: &str, b: &str) {
    match value {
        Value::String(s) if s == a => *s = b.to_owned(),
        Value::String(s) if s == b => *s = a.to_owned(),
        Value::Array(items) => items.iter_mut().for_each(|v| swap_strings(v, a, b)),
        Value::Object(map) => map.values_mut().for_each(|v| swap_strings(v, a, b)),
        _ => {}
    }
}

fn looks(game: &Tick, p: usize) -> (Value, Value) {
    (
        serde_json::to_value(game.view(p)).unwrap(),
        serde_json::to_value(game.events_for(p)).unwrap(),
    )
}

/// Every pair of hidden cards swapped, at every step of a short match with two decks (where
/// equal cards are distinct places) and a reshuffle: the sample never changes.
#[test]
fn samples_do_not_depend_on_where_hidden_cards_are() {
    let config = TickConfig {
        first_hand: 12,
        last_hand: 13,
        max_rounds: 4,
        ..TickConfig::with_players(6)
    };
    let mut game = Tick::new(config, Seed(4)).unwrap();
    let mut rng = GameRng::from_seed(Seed(17));
    let mut twins = 0;
    for step in 0.. {
        for viewer in [0, 3] {
            let mut hidden: Vec<String> = game
                .hidden_cards(viewer)
                .iter()
                .map(ToString::to_string)
                .collect();
            hidden.sort();
            hidden.dedup();
            let sample = game.determinize(viewer, &mut GameRng::from_seed(Seed(5)));
            for (i, a) in hidden.iter().enumerate().step_by(5) {
                for b in hidden.iter().skip(i + 1).step_by(7) {
                    let mut json = serde_json::to_value(&game).unwrap();
                    swap_strings(&mut json, a, b);
                    // Swapping a joker (four of them) with a card (two) breaks the shoe.
                    let Ok(twin) = serde_json::from_value::<Tick>(json) else {
                        continue;
                    };
                    if twin == game || looks(&twin, viewer) != looks(&game, viewer) {
                        continue;
                    }
                    twins += 1;
                    let twin_sample = twin.determinize(viewer, &mut GameRng::from_seed(Seed(5)));
                    assert!(
                        twin_sample == sample,
                        "step {step}, player {viewer}: swapping {a} and {b} changed the sample"
                    );
                }
            }
        }
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        let legal = game.legal_actions(p);
        game.apply(p, &legal[rng.index(legal.len())]).unwrap();
    }
    assert!(twins > 100, "only {twins} twins tried");
}

/// Two decks: player 0 holds a 7h; the other 7h, in player 1's hand, is a hidden card like any
/// other and goes anywhere in the samples, while player 0's own hand never changes.
#[test]
fn a_copy_of_a_card_the_player_holds_is_still_hidden() {
    let game = Tick::new(TickConfig::with_players(2), Seed(12)).unwrap();
    let game = arrange(
        &game,
        &[
            (hand_path(0), cards("7h 2c 2d")),
            (hand_path(1), cards("7h 9s 9d")),
        ],
    );
    let mut rng = GameRng::from_seed(Seed(1));
    let mut with_7h = 0;
    for _ in 0..200 {
        let sample = game.determinize(0, &mut rng);
        assert_eq!(sample.hand(0), game.hand(0));
        assert_eq!(sample.view(0), game.view(0));
        if sample.hand(1).contains(&card("7h")) {
            with_7h += 1;
        }
    }
    // Three of player 1's three cards among the 105 hidden ones: 7h is there about 3% of the time.
    assert!(
        with_7h < 30,
        "7h stayed with player 1 in {with_7h} of 200 samples"
    );
}

/// A card an opponent took from the discard pile stays in that hand in every sample; the rest
/// of the hand is redealt.
#[test]
fn a_card_taken_from_the_discard_pile_stays_in_the_hand() {
    let mut game = Tick::new(TickConfig::with_players(2), Seed(8)).unwrap();
    let top = game.view(1).discard_top.unwrap();
    game.apply(1, &TickAction::TakeDiscard).unwrap();
    let other = *game.view(1).hand.iter().find(|c| **c != top).unwrap();
    game.apply(1, &TickAction::Discard(other)).unwrap();
    let mut rng = GameRng::from_seed(Seed(2));
    let mut hands = Vec::new();
    for _ in 0..20 {
        let sample = game.determinize(0, &mut rng);
        assert!(sample.hand(1).contains(&top));
        assert_eq!(sample.hand(0), game.hand(0));
        sample.validate().unwrap();
        hands.push(sample.hand(1).to_vec());
    }
    hands.sort();
    hands.dedup();
    assert!(hands.len() > 10, "the unseen cards are redealt");
}

/// After the deck is rebuilt from the discard pile, the player knows which cards are in it:
/// the samples' decks hold only cards the player saw go onto the discard pile in this deal.
#[test]
fn after_a_reshuffle_the_deck_holds_the_rebuilt_cards() {
    let config = TickConfig {
        last_hand: 13,
        first_hand: 13,
        ..TickConfig::with_players(6)
    };
    let mut game = Tick::new(config, Seed(21)).unwrap();
    let mut rng = GameRng::from_seed(Seed(4));
    let mut after = 0;
    while after < 12 {
        let ToAct::Player(p) = game.to_act() else {
            panic!("the deal ended before a reshuffle");
        };
        // Draw from the deck, so it runs out.
        let legal = game.legal_actions(p);
        let action = if legal.contains(&TickAction::DrawFromDeck) {
            TickAction::DrawFromDeck
        } else {
            legal[rng.index(legal.len())]
        };
        game.apply(p, &action).unwrap();
        if game
            .events()
            .iter()
            .any(|e| matches!(e, TickEvent::Reshuffled { .. }))
        {
            after += 1;
        }
    }
    let mut seen_discarded: Vec<Card> = Vec::new();
    for event in game.events_for(0) {
        match event {
            TickEvent::DealStarted { up_card, .. } => seen_discarded.push(up_card),
            TickEvent::Discarded { card, .. } => seen_discarded.push(card),
            _ => {}
        }
    }
    let mut sample_rng = GameRng::from_seed(Seed(3));
    for _ in 0..20 {
        let sample = game.determinize(0, &mut sample_rng);
        sample.validate().unwrap();
        assert_eq!(sample.view(0), game.view(0));
        for card in sample.deck() {
            assert!(
                seen_discarded.contains(card),
                "{card} in the deck was never discarded"
            );
        }
    }
}
