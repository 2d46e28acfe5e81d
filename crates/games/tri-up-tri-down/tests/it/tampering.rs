//! Tampered saves are rejected with a reason: cards removed, added or moved, counters pushed
//! to extremes, the turn and the "last card" window out of place.

use rules_engine::{Game, Seed};
use serde_json::{Value, json};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown, greedy_score};

/// A 3-player game some way in (cards played and picked up).
fn played() -> TriUpTriDown {
    let mut game = TriUpTriDown::new(TriConfig::for_players(3), Seed(5)).expect("valid");
    for _ in 0..30 {
        let rules_engine::ToAct::Player(p) = game.to_act() else {
            break;
        };
        let view = game.view(p);
        let action = game
            .legal_actions(p)
            .into_iter()
            .max_by_key(|a| greedy_score(&view, a))
            .expect("an action");
        game.apply(p, &action).expect("legal");
    }
    assert!(!game.is_over(), "still going");
    game
}

fn rejected(json: Value, why: &str) {
    match serde_json::from_value::<TriUpTriDown>(json) {
        Ok(_) => panic!("a tampered state loaded ({why})"),
        Err(e) => assert!(e.to_string().contains(why), "{e}: expected {why:?}"),
    }
}

fn list(value: &mut Value) -> &mut Vec<Value> {
    value.as_array_mut().expect("an array")
}

#[test]
fn the_states_load_as_saved() {
    for game in [
        TriUpTriDown::new(TriConfig::default(), Seed(5)).expect("valid"),
        played(),
    ] {
        let json = serde_json::to_value(&game).expect("serializes");
        let back: TriUpTriDown = serde_json::from_value(json).expect("loads");
        assert_eq!(back, game);
    }
}

#[test]
fn removed_and_added_cards_are_rejected() {
    let json = serde_json::to_value(played()).expect("serializes");
    // A hand cut to one card.
    let mut cut = json.clone();
    list(&mut cut["hands"][0]).truncate(1);
    rejected(cut, "missing");
    // One deck card deleted; the discard pile's bottom card deleted.
    let mut short = json.clone();
    list(&mut short["deck"]).pop();
    rejected(short, "missing");
    // A card added twice.
    let mut twice = json.clone();
    let card = json["deck"][0].clone();
    list(&mut twice["hands"][1]).push(card);
    rejected(twice, "twice");
    // A card "left out" of a dealt game.
    let mut left_out = json.clone();
    let card = list(&mut left_out["deck"]).remove(0);
    list(&mut left_out["left_out"]).push(card);
    rejected(left_out, "leaves no card out");
}

#[test]
fn moved_cards_are_rejected() {
    let json = serde_json::to_value(played()).expect("serializes");
    // From a hand to the deck: the hand no longer matches its pickups and plays.
    let mut to_deck = json.clone();
    let card = list(&mut to_deck["hands"][0]).remove(0);
    list(&mut to_deck["deck"]).push(card);
    rejected(to_deck, "the log says");
    // From the deck to a hand.
    let mut to_hand = json.clone();
    let card = list(&mut to_hand["deck"]).remove(0);
    list(&mut to_hand["hands"][2]).push(card);
    rejected(to_hand, "the log says");
    // From the deck to the discard pile (under the top card).
    let mut to_discard = json.clone();
    let card = list(&mut to_discard["deck"]).remove(0);
    list(&mut to_discard["discard"]).insert(0, card);
    rejected(to_discard, "the log says");
}

#[test]
fn counters_and_turns_out_of_range_are_rejected() {
    let json = serde_json::to_value(played()).expect("serializes");
    let cases: Vec<(&str, Value, &str)> = vec![
        ("actions_taken", json!(u32::MAX), "past the limit"),
        ("actions_taken", json!(0), "the log says"),
        ("last_card_window", json!(0), "challenge"),
        ("end", json!({ "went_out": 0 }), "disagrees"),
        ("end", json!("action_limit"), "disagrees"),
        ("end", json!("deck_exhausted"), "disagrees"),
    ];
    for (field, value, why) in cases {
        let mut tampered = json.clone();
        tampered[field] = value;
        rejected(tampered, why);
    }
    let mut turn = json.clone();
    turn["turn"]["player"] = json!(usize::MAX);
    rejected(turn, "turn of player");
    let mut played_count = json.clone();
    played_count["turn"]["played"] = json!(u32::MAX);
    rejected(played_count, "played this turn");
    let mut players = json.clone();
    players["config"]["players"] = json!(usize::MAX);
    rejected(players, "players");
    let mut hand_size = json;
    hand_size["config"]["hand_size"] = json!(13);
    rejected(hand_size, "the log says");
}
