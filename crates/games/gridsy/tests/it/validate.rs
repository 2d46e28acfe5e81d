//! Loading a tampered state: every change play could not make is a typed rejection.

use rules_engine::{Game, Seed};
use serde_json::{Value, json};
use tic_gridsy::{Gridsy, GridsyAction, GridsyConfig};

/// A solo round after one extra card was drawn.
fn solo() -> Value {
    let mut g = Gridsy::new(GridsyConfig::solo(4).best_of(3), Seed(3)).expect("config");
    g.apply(0, &GridsyAction::Draw).expect("draw");
    serde_json::to_value(&g).expect("json")
}

/// A head-to-head round just dealt.
fn head_to_head() -> Value {
    let g = Gridsy::new(GridsyConfig::head_to_head(2, 4).best_of(3), Seed(3)).expect("config");
    serde_json::to_value(&g).expect("json")
}

fn rejected(v: Value, what: &str) {
    assert!(
        serde_json::from_value::<Gridsy>(v).is_err(),
        "{what} loaded"
    );
}

#[test]
fn the_untampered_states_load() {
    serde_json::from_value::<Gridsy>(solo()).expect("loads");
    serde_json::from_value::<Gridsy>(head_to_head()).expect("loads");
}

#[test]
fn counters_pushed_to_extremes_are_rejected() {
    for (field, value) in [
        ("extra_total", json!(u64::MAX)),
        ("extra_total", json!(1)),
        ("rounds_played", json!(3)),
        ("over", json!(true)),
    ] {
        let mut v = solo();
        v[field] = value.clone();
        rejected(v, &format!("solo {field} = {value}"));
    }
    let mut v = solo();
    v["tables"][0]["extra"] = json!(u64::MAX);
    rejected(v, "a table's extra cards pushed up");
    let mut v = solo();
    v["wins"][0] = json!(1);
    rejected(v, "a solo round won");
    let mut v = head_to_head();
    v["wins"][1] = json!(u64::MAX);
    rejected(v, "wins pushed up");
    let mut v = head_to_head();
    v["rounds_played"] = json!(1);
    v["wins"][0] = json!(2);
    rejected(v, "more wins than rounds");
}

#[test]
fn cards_removed_or_added_are_rejected() {
    let mut v = solo();
    v["deck"].as_array_mut().expect("deck").pop();
    rejected(v, "a card removed from the deck");
    let mut v = head_to_head();
    let card = v["deck"][0].clone();
    v["pool"].as_array_mut().expect("pool").push(card);
    rejected(v, "a card copied into the pool");
}

#[test]
fn every_route_validates_and_unknown_fields_are_refused() {
    use serde::Deserialize;
    let mut tampered = solo();
    tampered["extra_total"] = json!(u64::MAX);
    let text = tampered.to_string();
    // The trait's own method, not only `serde_json::from_str`, runs the checks.
    let direct = Gridsy::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "an impossible extra-card count loaded");

    let mut extra = head_to_head();
    extra["zz_extra"] = json!(1);
    rejected(extra, "a state with an unknown field");
    let mut config = head_to_head();
    config["config"]["zz_extra"] = json!(1);
    rejected(config, "a config with an unknown field");
    let mut table = head_to_head();
    table["tables"][0]["zz_extra"] = json!(1);
    rejected(table, "a table with an unknown field");
}
