//! Loaded states: every tampering a save file can suffer is rejected with a reason.

use rules_engine::{Game, Seed};
use serde_json::{Value, json};
use tic_rummy::{RummyConfig, TicRummy};

fn reject(value: Value, reason: &str) {
    match serde_json::from_value::<TicRummy>(value) {
        Ok(_) => panic!("a tampered state loaded ({reason})"),
        Err(e) => assert!(e.to_string().contains(reason), "{e} (wanted: {reason})"),
    }
}

/// A game some turns in: player 0 has drawn, so the hands are 10 and 9 cards.
fn saved() -> Value {
    let mut game = TicRummy::new(RummyConfig::default(), Seed(8)).expect("config");
    for _ in 0..3 {
        let p = game.turn();
        let draw = tic_rummy::RummyAction::DrawFromDeck;
        game.apply(p, &draw).expect("draw");
        let card = game.hand(p).first().expect("a card");
        game.apply(p, &tic_rummy::RummyAction::Discard(card))
            .expect("discard");
    }
    let p = game.turn();
    game.apply(p, &tic_rummy::RummyAction::DrawFromDeck)
        .expect("draw");
    let value = serde_json::to_value(&game).expect("serializes");
    assert!(serde_json::from_value::<TicRummy>(value.clone()).is_ok());
    value
}

#[test]
fn a_removed_added_or_moved_card_is_rejected() {
    let mut removed = saved();
    removed["draw_pile"].as_array_mut().expect("pile").pop();
    reject(removed, "missing or duplicated");

    let mut added = saved();
    let copy = added["hands"][0][0].clone();
    added["draw_pile"].as_array_mut().expect("pile").push(copy);
    reject(added, "missing or duplicated");

    // A card moved from the draw pile into a hand: every card is there once, but the hand
    // holds one card too many (and one its owner never saw).
    let mut moved = saved();
    let card = moved["draw_pile"].as_array_mut().expect("pile").remove(0);
    moved["hands"][1].as_array_mut().expect("hand").push(card);
    let hand: Vec<String> = serde_json::from_value(moved["hands"][1].clone()).expect("hand");
    let mut sorted = hand.clone();
    sorted.sort_by_key(|c| c.parse::<tic_core::Card>().expect("card"));
    moved["hands"][1] = json!(sorted);
    assert!(serde_json::from_value::<TicRummy>(moved).is_err());

    // A card moved from the discard pile back into the draw pile.
    let mut back = saved();
    let top = back["discard"]
        .as_array_mut()
        .expect("discard")
        .pop()
        .expect("top");
    back["draw_pile"]
        .as_array_mut()
        .expect("pile")
        .insert(0, top);
    assert!(serde_json::from_value::<TicRummy>(back).is_err());
}

#[test]
fn counters_pushed_to_extremes_are_rejected() {
    for (field, value, reason) in [
        ("totals", json!([u32::MAX, 0]), "total"),
        ("deal", json!(u32::MAX), "deal"),
        ("rounds", json!([255, 1]), "round"),
        ("turn", json!(usize::MAX), "turn"),
        ("dealer", json!(7), "dealer"),
        ("dealer", json!(0), "deals deal"),
        ("cancels", json!(u8::MAX), "cancelled"),
        ("turns_this_deal", json!(u32::MAX), "turns"),
    ] {
        let mut state = saved();
        state[field] = value;
        reject(state, reason);
    }
    let mut config = saved();
    config["config"]["players"] = json!(usize::MAX);
    reject(config, "config");
    let mut phase = saved();
    phase["phase"] = json!("over");
    // Over before the last deal with nobody out on the last round: the totals and rounds
    // stay, but the deal count says the match is not over.
    assert!(serde_json::from_value::<TicRummy>(phase).is_err());
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = saved();
    tampered["draw_pile"].as_array_mut().expect("pile").pop();
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = TicRummy::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "a state missing a card loaded");

    let mut extra = saved();
    extra["zz_extra"] = json!(1);
    reject(extra, "unknown field");
    let mut config = saved();
    config["config"]["zz_extra"] = json!(1);
    reject(config, "unknown field");
}
