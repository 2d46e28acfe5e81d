//! Loading a tampered state: every change play could not make is a typed rejection.

use rules_engine::{Bot, Game, RandomBot, Seed, run};
use serde_json::{Value, json};
use tic_squared::{TicSquared, TicSquaredConfig};

/// A game part-way through (two random players).
fn midgame() -> Value {
    let mut g = TicSquared::new(TicSquaredConfig::for_players(2), Seed(3)).expect("config");
    let mut bots: Vec<Box<dyn Bot<TicSquared>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
    run(&mut g, &mut bots, Seed(1), 8).expect_err("stopped at the step limit");
    serde_json::to_value(&g).expect("json")
}

fn rejected(v: Value, what: &str) {
    assert!(
        serde_json::from_value::<TicSquared>(v).is_err(),
        "{what} loaded"
    );
}

#[test]
fn the_untampered_state_loads() {
    serde_json::from_value::<TicSquared>(midgame()).expect("loads");
}

#[test]
fn cards_removed_added_or_taken_out_of_the_box_are_rejected() {
    let mut v = midgame();
    v["stock"].as_array_mut().expect("stock").pop();
    rejected(v, "a card removed from the stock");
    let mut v = midgame();
    let card = v["stock"][0].clone();
    v["hands"][0].as_array_mut().expect("hand").push(card);
    rejected(v, "a stock card copied into a hand");
    let mut v = midgame();
    let card = v["boxed"]
        .as_array_mut()
        .expect("boxed")
        .pop()
        .expect("a boxed card");
    v["hands"][0].as_array_mut().expect("hand").push(card);
    rejected(v, "a boxed card brought into play");
}

#[test]
fn turns_and_phases_out_of_range_are_rejected() {
    let mut v = midgame();
    v["turn"]["player"] = json!(u64::MAX);
    rejected(v, "the turn of a seat that does not exist");
    let mut v = midgame();
    v["phase"] = json!("over");
    rejected(v, "over with cards to pick up and nobody out");
    let mut v = midgame();
    v["went_out"] = json!(0);
    rejected(v, "out with cards in hand");
    let mut v = midgame();
    v["stock"] = json!([]);
    rejected(v, "the stock emptied");
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = midgame();
    tampered["stock"].as_array_mut().expect("stock").pop();
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = TicSquared::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "a state missing a card loaded");

    let mut extra = midgame();
    extra["zz_extra"] = json!(1);
    rejected(extra, "a state with an unknown field");
    let mut config = midgame();
    config["config"]["zz_extra"] = json!(1);
    rejected(config, "a config with an unknown field");
}
