//! Loading a tampered state: every change play could not make is a typed rejection.

use rules_engine::{Bot, Game, RandomBot, Seed, run};
use serde_json::{Value, json};
use tic_pentic::{GreedyBot, Pentic, PenticConfig};

/// A game part-way through a round (greedy against random; player 1 to act).
fn midgame() -> Value {
    let mut g = Pentic::new(PenticConfig::default(), Seed(3)).expect("config");
    let mut bots: Vec<Box<dyn Bot<Pentic>>> = vec![Box::new(GreedyBot), Box::new(RandomBot)];
    run(&mut g, &mut bots, Seed(1), 13).expect_err("stopped at the step limit");
    assert!(!g.is_over());
    serde_json::to_value(&g).expect("json")
}

fn rejected(v: Value, what: &str) {
    let err = serde_json::from_value::<Pentic>(v).expect_err(what);
    assert!(!err.to_string().is_empty(), "{what}");
}

#[test]
fn the_untampered_state_loads() {
    serde_json::from_value::<Pentic>(midgame()).expect("loads");
}

#[test]
fn an_unreachable_score_is_rejected() {
    // Issue 13: `scores[0] = i64::MAX` loaded and won.
    for bad in [json!(i64::MAX), json!(-1), json!(250 + 75)] {
        let mut v = midgame();
        v["scores"][0] = bad.clone();
        rejected(v, &format!("score {bad}"));
    }
    let mut v = midgame();
    v["scores"][0] = json!(250 + 74);
    serde_json::from_value::<Pentic>(v).expect("the most a score can reach loads");
}

#[test]
fn counters_out_of_range_are_rejected() {
    let mut v = midgame();
    v["rounds"] = json!(500);
    rejected(v, "rounds at the cap but the game goes on");
    let mut v = midgame();
    v["rounds"] = json!(u32::MAX);
    rejected(v, "rounds past the cap");
    let mut v = midgame();
    v["passes_in_a_row"] = json!(2);
    rejected(v, "everyone passed but the game goes on");
    let mut v = midgame();
    v["turn"] = json!(2);
    rejected(v, "the turn of a seat that does not exist");
    let mut v = midgame();
    v["ended"] = json!("target");
    rejected(v, "ended at the target nobody reached");
}

#[test]
fn removed_added_and_moved_cards_are_rejected() {
    let mut v = midgame();
    v["deck"].as_array_mut().expect("deck").pop();
    rejected(v, "a card removed from the deck");
    let mut v = midgame();
    let card = v["deck"][0].clone();
    v["hands"][0].as_array_mut().expect("hand").push(card);
    rejected(v, "a deck card copied into a hand");
    let mut v = midgame();
    v["hands"][1].as_array_mut().expect("hand").clear();
    rejected(v, "a hand emptied");
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = midgame();
    tampered["scores"][0] = json!(i64::MAX);
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = Pentic::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "an unreachable score loaded");

    let mut extra = midgame();
    extra["zz_extra"] = json!(1);
    rejected(extra, "a state with an unknown field");
    let mut config = midgame();
    config["config"]["zz_extra"] = json!(1);
    rejected(config, "a config with an unknown field");
}
