//! The wire format, pinned: one seeded game of the default config as JSON (the config, the
//! first legal actions in JSON and text, seat 0's view, the events seat 0 saw a few steps in,
//! and the outcome after the greedy bots finish it), compared with `golden/<game>.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tic-tri-up-tri-down --all-features golden` rewrites the file.

use std::path::PathBuf;

use rules_engine::{Game, Seed, TunedBots, bot_move, bots_for, run};
use serde_json::{Value, json};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown};

/// Compares `doc` with the checked-in file, or writes it when `UPDATE_GOLDEN` is set.
fn golden(name: &str, doc: &Value) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/golden")
        .join(format!("{name}.json"));
    let text = serde_json::to_string_pretty(doc).expect("serializes") + "\n";
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, text).expect("writes the golden file");
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_GOLDEN=1)", path.display()));
    assert!(
        text == want,
        "the JSON of {name} changed; if on purpose, rerun with UPDATE_GOLDEN=1 and commit \
         {}:\n{text}",
        path.display()
    );
}

fn with_text<T: serde::Serialize + std::fmt::Display>(items: &[T]) -> Value {
    items
        .iter()
        .map(|item| json!({ "json": item, "text": item.to_string() }))
        .collect()
}

#[test]
fn the_wire_format_of_a_seeded_game() {
    let config = TriConfig::default();
    let seed = Seed(2026);
    let mut game = TriUpTriDown::new(config.clone(), seed).expect("valid");
    let to_act = game.to_act();
    let legal = game.legal_actions(game.turn_player());
    let view = game.view(0);
    let mut bots = bots_for(&game, |_| TriUpTriDown::greedy_bot());
    for step in 0..8 {
        let Some((player, action)) = bot_move(&game, &mut bots, Seed(1), step).expect("moves")
        else {
            break;
        };
        game.apply(player, &action).expect("legal");
    }
    let events = game.events_for(0);
    run(&mut game, &mut bots, Seed(1), 100_000).expect("ends");
    let doc = json!({
        "game": TriUpTriDown::NAME,
        "seed": seed.0,
        "config": config,
        "to_act": to_act,
        "legal_actions": with_text(&legal),
        "view_of_seat_0": view,
        "view_of_seat_0_text": view.to_string(),
        "events_seat_0_saw_after_8_steps": with_text(&events),
        "outcome": game.outcome(),
    });
    golden(TriUpTriDown::NAME, &doc);
}
