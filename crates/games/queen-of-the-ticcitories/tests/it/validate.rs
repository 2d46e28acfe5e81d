//! Loading a tampered state: every change play could not make is a typed rejection.

use rules_engine::{Bot, Game, RandomBot, Seed, run};
use serde_json::{Value, json};
use tic_queen::{Queen, QueenConfig};

/// A game part-way through (three random players).
fn midgame() -> Value {
    let mut g = Queen::new(QueenConfig::players(3), Seed(3)).expect("config");
    let mut bots: Vec<Box<dyn Bot<Queen>>> = vec![
        Box::new(RandomBot),
        Box::new(RandomBot),
        Box::new(RandomBot),
    ];
    run(&mut g, &mut bots, Seed(1), 10).expect_err("stopped at the step limit");
    serde_json::to_value(&g).expect("json")
}

fn rejected(v: Value, what: &str) {
    assert!(serde_json::from_value::<Queen>(v).is_err(), "{what} loaded");
}

#[test]
fn the_untampered_state_loads() {
    serde_json::from_value::<Queen>(midgame()).expect("loads");
}

#[test]
fn counters_and_steps_out_of_range_are_rejected() {
    let mut v = midgame();
    v["grid_scores"][0] = json!(i64::MAX);
    rejected(v, "a score that is not the grid's");
    let mut v = midgame();
    v["round"] = json!(u64::MAX);
    rejected(v, "a round past the last");
    let mut v = midgame();
    v["step"] = json!({ "draft": 3 });
    rejected(v, "a draft step past the last seat");
    let mut v = midgame();
    v["step"] = json!({ "place": u64::MAX });
    rejected(v, "a seat that does not exist to place");
    let mut v = midgame();
    v["step"] = json!("over");
    rejected(v, "over before the last round");
}

#[test]
fn cards_removed_or_added_are_rejected() {
    let mut v = midgame();
    v["deck"].as_array_mut().expect("deck").pop();
    rejected(v, "a card removed from the deck");
    let mut v = midgame();
    let card = v["deck"][5].clone();
    v["discard"].as_array_mut().expect("discard").push(card);
    rejected(v, "a deck card copied to the discard");
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = midgame();
    tampered["grid_scores"][0] = json!(i64::MAX);
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = Queen::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "a wrong grid score loaded");

    let mut extra = midgame();
    extra["zz_extra"] = json!(1);
    rejected(extra, "a state with an unknown field");
    let mut config = midgame();
    config["config"]["zz_extra"] = json!(1);
    rejected(config, "a config with an unknown field");
}
