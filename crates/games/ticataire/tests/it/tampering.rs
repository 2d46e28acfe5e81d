//! Tampered saves are rejected with a reason: cards removed, added or moved, counters pushed
//! to extremes.

use rules_engine::{Game, Seed};
use serde_json::{Value, json};
use tic_ticataire::{Ticataire, TicataireConfig, greedy_score};

/// A game some way in: the deck just turned over, some cards still buried.
fn played() -> Ticataire {
    (0..50)
        .map(|seed| greedy_until_turned(Seed(seed)))
        .find(|game| game.board().buried() > 0 && game.board().buried() < 49)
        .expect("a deal the greedy bot leaves half done")
}

fn greedy_until_turned(seed: Seed) -> Ticataire {
    let mut game = Ticataire::new(TicataireConfig::default(), seed).expect("valid");
    while !game.deck_seen() {
        let view = game.view(0);
        let Some(mv) = game
            .legal_actions(0)
            .into_iter()
            .max_by_key(|mv| greedy_score(&view, mv))
        else {
            break;
        };
        game.apply(0, &mv).expect("legal");
    }
    game
}

fn rejected(json: Value, why: &str) {
    match serde_json::from_value::<Ticataire>(json) {
        Ok(_) => panic!("a tampered state loaded ({why})"),
        Err(e) => assert!(e.to_string().contains(why), "{e}: expected {why:?}"),
    }
}

fn array<'a>(json: &'a mut Value, path: &[&str]) -> &'a mut Vec<Value> {
    let mut here = json;
    for key in path {
        here = match key.parse::<usize>() {
            Ok(i) => &mut here[i],
            Err(_) => &mut here[*key],
        };
    }
    here.as_array_mut().expect("an array")
}

#[test]
fn the_states_load_as_saved() {
    for game in [
        Ticataire::new(TicataireConfig::default(), Seed(5)).expect("valid"),
        played(),
    ] {
        let json = serde_json::to_value(&game).expect("serializes");
        let back: Ticataire = serde_json::from_value(json).expect("loads");
        assert_eq!(back, game);
    }
}

#[test]
fn removed_cards_are_rejected() {
    for game in [
        Ticataire::new(TicataireConfig::default(), Seed(5)).expect("valid"),
        played(),
    ] {
        let json = serde_json::to_value(&game).expect("serializes");
        // Every buried card deleted.
        let mut no_buried = json.clone();
        for column in 0..7 {
            array(
                &mut no_buried,
                &["board", "piles", &column.to_string(), "down"],
            )
            .clear();
        }
        rejected(no_buried, "missing");
        // One deck card deleted.
        let mut short_deck = json.clone();
        array(&mut short_deck, &["board", "stock"]).pop();
        rejected(short_deck, "missing");
    }
}

#[test]
fn added_and_moved_cards_are_rejected() {
    let game = played();
    assert!(game.deck_seen());
    let json = serde_json::to_value(&game).expect("serializes");
    // A card added twice.
    let mut twice = json.clone();
    let card = array(&mut twice, &["board", "stock"])[0].clone();
    array(&mut twice, &["board", "piles", "0", "down"]).push(card);
    rejected(twice, "twice");
    // A deck card moved under a column: the cards are all there, but not where dealt.
    let mut moved = json.clone();
    let card = array(&mut moved, &["board", "stock"]).remove(0);
    let column = (0..7)
        .find(|c| !game.board().piles[*c].down.is_empty())
        .expect("a column with buried cards");
    array(&mut moved, &["board", "piles", &column.to_string(), "down"]).insert(0, card);
    rejected(moved, "not those dealt");
    // Two buried cards of different columns exchanged.
    let mut swapped =
        serde_json::to_value(Ticataire::new(TicataireConfig::default(), Seed(5)).expect("valid"))
            .expect("serializes");
    let a = array(&mut swapped, &["board", "piles", "0", "down"])[0].clone();
    let b = array(&mut swapped, &["board", "piles", "1", "down"])[0].clone();
    array(&mut swapped, &["board", "piles", "0", "down"])[0] = b;
    array(&mut swapped, &["board", "piles", "1", "down"])[0] = a;
    rejected(swapped, "not those dealt");
    // Another seed's deal under this one's cards.
    let mut reseeded = json;
    reseeded["seed"] = json!(6);
    rejected(reseeded, "");
}

#[test]
fn counters_out_of_range_are_rejected() {
    let json = serde_json::to_value(played()).expect("serializes");
    for (field, value, why) in [
        ("stall", json!(u32::MAX), "stall count"),
        ("moves", json!(u32::MAX), "in the log"),
        ("moves", json!(0), "moves"),
        ("deck_seen", json!(false), "deck"),
        ("finish", json!("won"), "end"),
        ("finish", json!("stalled"), "end"),
    ] {
        let mut tampered = json.clone();
        tampered[field] = value;
        rejected(tampered, why);
    }
    let mut limit = json.clone();
    limit["config"]["stall_limit"] = json!(u32::MAX);
    rejected(limit, "stall_limit");
    let mut seed = json;
    seed["seed"] = json!(u64::MAX);
    rejected(seed, "");
}
