//! `validate` rejects tampered states: cards removed, added or moved, and counters pushed to
//! extremes (loading goes through `validate`).
#![cfg(feature = "serde")]

use rules_engine::{Game, GameRng, Seed, ToAct};
use serde_json::{Value, json};
use tick_rummy::{Tick, TickConfig};

/// A real state in deal 2, player 1's turn to discard (after one random draw).
fn mid_match() -> Value {
    let config = TickConfig {
        max_rounds: 2,
        ..TickConfig::with_players(3)
    };
    let mut game = Tick::new(config, Seed(3)).unwrap();
    let mut rng = GameRng::from_seed(Seed(1));
    while game.deal() < 1 || game.view(0).drawn {
        let ToAct::Player(p) = game.to_act() else {
            panic!("over too soon")
        };
        let legal = game.legal_actions(p);
        game.apply(p, &legal[rng.index(legal.len())]).unwrap();
    }
    let ToAct::Player(p) = game.to_act() else {
        panic!("over too soon")
    };
    let legal = game.legal_actions(p);
    game.apply(p, &legal[0]).unwrap();
    serde_json::to_value(&game).unwrap()
}

fn rejected(value: Value, why: &str) {
    match serde_json::from_value::<Tick>(value) {
        Ok(_) => panic!("a tampered state loaded: {why}"),
        Err(e) => assert!(
            e.to_string().contains(why),
            "rejected for another reason: {e} (expected {why:?})"
        ),
    }
}

fn hand(value: &mut Value, p: usize) -> &mut Vec<Value> {
    value["hands"][p].as_array_mut().unwrap()
}

#[test]
fn the_untampered_state_loads() {
    let value = mid_match();
    let game: Tick = serde_json::from_value(value.clone()).unwrap();
    assert_eq!(serde_json::to_value(&game).unwrap(), value);
}

#[test]
fn cards_removed_added_or_moved_are_rejected() {
    let value = mid_match();
    let turn = value["turn"].as_u64().unwrap() as usize;
    let other = (turn + 1) % 3;

    let mut removed = value.clone();
    hand(&mut removed, other).pop();
    rejected(removed, "not the shoe");

    let mut added = value.clone();
    added["deck"].as_array_mut().unwrap().push(json!("Jk"));
    rejected(added, "not the shoe");

    let mut replaced = value.clone();
    let card = hand(&mut replaced, other)[0].clone();
    let twin = if card == json!("Ah") {
        json!("Kh")
    } else {
        json!("Ah")
    };
    hand(&mut replaced, other)[0] = twin;
    rejected(replaced, "not the shoe");

    // Moved from the deck into a hand: the shoe is whole, the hand is one card too big.
    let mut moved = value.clone();
    let card = moved["deck"].as_array_mut().unwrap().pop().unwrap();
    hand(&mut moved, other).push(card);
    rejected(moved, &format!("player {other} holds"));

    // Moved from the hand to act onto the discard pile.
    let mut moved = value.clone();
    let card = hand(&mut moved, turn).pop().unwrap();
    moved["discard"].as_array_mut().unwrap().push(card);
    rejected(moved, &format!("player {turn} holds"));
}

#[test]
fn counters_pushed_to_extremes_are_rejected() {
    let value = mid_match();
    let mut points = value.clone();
    points["deal_points"][0][0] = json!(u32::MAX);
    rejected(points, "exceed");

    let mut points = value.clone();
    // Deal 1 deals 3 cards: at most three aces, 90 points.
    points["deal_points"][0][1] = json!(91);
    rejected(points, "exceed 90");

    let mut deal = value.clone();
    deal["deal"] = json!(u64::MAX);
    rejected(deal, "deal");

    let mut turns = value.clone();
    turns["turns"] = json!(u64::MAX);
    rejected(turns, "turns in one deal");

    // One turn more played, the same player to act: not the player the turns lead to.
    let mut turn = value.clone();
    let t = turn["turns"].as_u64().unwrap();
    turn["turns"] = json!(t + 1);
    rejected(turn, "to act after");

    let mut turn = value.clone();
    turn["turn"] = json!(usize::MAX);
    rejected(turn, "turn of player");

    let mut tick = value.clone();
    tick["tick_by"] = json!(0);
    rejected(tick, "final turns");

    let mut finals = value.clone();
    finals["final_turns"] = json!(2);
    rejected(finals, "no Tick");

    let mut over = value.clone();
    over["phase"] = json!("over");
    rejected(over, "the match is over after");
}
