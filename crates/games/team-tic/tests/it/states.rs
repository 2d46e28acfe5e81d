//! Loaded states: every tampering a save file can suffer is rejected with a reason.

use rules_engine::{Game, Seed};
use serde_json::{Value, json};
use tic_team::{TeamAction, TeamTic, TeamTicConfig};

fn reject(value: Value, reason: &str) {
    match serde_json::from_value::<TeamTic>(value) {
        Ok(_) => panic!("a tampered state loaded ({reason})"),
        Err(e) => assert!(e.to_string().contains(reason), "{e} (wanted: {reason})"),
    }
}

/// A game some turns in, in a match of three rounds.
fn saved() -> Value {
    let config = TeamTicConfig {
        rounds: 3,
        ..TeamTicConfig::default()
    };
    let mut game = TeamTic::new(config, Seed(8)).expect("config");
    for _ in 0..3 {
        let p = match game.to_act() {
            rules_engine::ToAct::Player(p) => p,
            _ => panic!("over"),
        };
        game.apply(p, &TeamAction::DrawFromDeck).expect("draw");
        let card = game.hand(p).first().expect("a card");
        game.apply(p, &TeamAction::Discard(card)).expect("discard");
    }
    let value = serde_json::to_value(&game).expect("serializes");
    assert!(serde_json::from_value::<TeamTic>(value.clone()).is_ok());
    value
}

#[test]
fn a_removed_added_or_moved_card_is_rejected() {
    let mut removed = saved();
    removed["deck"].as_array_mut().expect("deck").pop();
    reject(removed, "missing or duplicated");

    let mut added = saved();
    let copy = added["hands"][0][0].clone();
    added["chain"].as_array_mut().expect("chain").push(copy);
    reject(added, "missing or duplicated");

    // The newest chain card moved back into the deck: every card once, but a card seen face
    // up this round is in the deck.
    let mut moved = saved();
    let top = moved["chain"]
        .as_array_mut()
        .expect("chain")
        .pop()
        .expect("card");
    moved["deck"].as_array_mut().expect("deck").insert(0, top);
    reject(moved, "face up");
}

#[test]
fn counters_pushed_to_extremes_are_rejected() {
    for (field, value, reason) in [
        ("totals", json!([i64::MAX, 0]), "total"),
        ("totals", json!([i64::MIN, 0]), "total"),
        ("round", json!(255), "round"),
        ("dealer", json!(0), "deals round"),
        ("turn", json!(usize::MAX), "turn"),
        ("opponent_cards", json!(u8::MAX), "opponents' sets"),
    ] {
        let mut state = saved();
        state[field] = value;
        reject(state, reason);
    }
    let mut config = saved();
    config["config"]["rounds"] = json!(u8::MAX);
    reject(config, "config");
    let mut over = saved();
    over["phase"] = json!("over");
    reject(over, "the end and the phase disagree");
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = saved();
    tampered["deck"].as_array_mut().expect("deck").pop();
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = TeamTic::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "a state missing a card loaded");

    let mut extra = saved();
    extra["zz_extra"] = json!(1);
    reject(extra, "unknown field");
    let mut config = saved();
    config["config"]["zz_extra"] = json!(1);
    reject(config, "unknown field");
}
