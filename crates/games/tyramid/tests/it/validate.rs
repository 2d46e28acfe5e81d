//! Loading a tampered state: every change play could not make is a typed rejection.

use proptest::prelude::*;
use rules_engine::{Bot, Game, RandomBot, Seed, run};
use serde_json::{Value, json};
use tic_core::{Card, CardSet};
use tic_tyramid::{GreedyBot, MAX_PLAY_POINTS, Tyramid, TyramidConfig, play_score};

/// A game part-way through (greedy against random).
fn midgame() -> Value {
    let mut g = Tyramid::new(TyramidConfig::default(), Seed(3)).expect("config");
    let mut bots: Vec<Box<dyn Bot<Tyramid>>> = vec![Box::new(GreedyBot), Box::new(RandomBot)];
    run(&mut g, &mut bots, Seed(1), 10).expect_err("stopped at the step limit");
    serde_json::to_value(&g).expect("json")
}

fn rejected(v: Value, what: &str) {
    assert!(
        serde_json::from_value::<Tyramid>(v).is_err(),
        "{what} loaded"
    );
}

#[test]
fn the_untampered_state_loads() {
    serde_json::from_value::<Tyramid>(midgame()).expect("loads");
}

#[test]
fn unreachable_scores_are_rejected() {
    for bad in [json!(i64::MAX), json!(-1), json!(10_000)] {
        let mut v = midgame();
        v["points"][0] = bad.clone();
        rejected(v, &format!("points {bad}"));
    }
    let mut v = midgame();
    v["points"][0] = json!(i64::MAX / 2);
    v["points"][1] = json!(i64::MAX / 2 + 10);
    rejected(v, "points whose sum overflows");
}

#[test]
fn counters_and_turns_out_of_range_are_rejected() {
    let mut v = midgame();
    v["turn"] = json!(7);
    rejected(v, "the turn of a seat that does not exist");
    let mut v = midgame();
    v["first"] = json!(u64::MAX);
    rejected(v, "a first seat that does not exist");
    let mut v = midgame();
    v["ended"] = json!("stalled");
    rejected(v, "stalled with draws left");
}

#[test]
fn removed_added_and_moved_cards_are_rejected() {
    let mut v = midgame();
    v["deck"].as_array_mut().expect("deck").pop();
    rejected(v, "a card removed from the deck");
    let mut v = midgame();
    let card = v["deck"][0].clone();
    v["hands"][1].as_array_mut().expect("hand").push(card);
    rejected(v, "a deck card copied into a hand");
}

proptest! {
    #[test]
    fn no_play_scores_more_than_the_bound(card in 0usize..125, others in proptest::collection::vec(0usize..125, 0..=6), pair in prop_oneof![Just(6u32), Just(8u32)]) {
        let all: Vec<Card> = Card::all().collect();
        let touching: CardSet = others.iter().map(|&i| all[i]).filter(|&c| c != all[card]).collect();
        prop_assert!(play_score(all[card], touching, pair).points <= MAX_PLAY_POINTS);
    }
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = midgame();
    tampered["points"][0] = json!(i64::MAX);
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = Tyramid::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "unreachable points loaded");

    let mut extra = midgame();
    extra["zz_extra"] = json!(1);
    rejected(extra, "a state with an unknown field");
    let mut config = midgame();
    config["config"]["zz_extra"] = json!(1);
    rejected(config, "a config with an unknown field");
}
