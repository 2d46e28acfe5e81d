//! The wire format pinned: one seeded match of the default config as JSON (config, the first
//! legal actions as JSON and text, seat 0's view, the events seat 0 saw after a few steps, and
//! the outcome once the greedy bots finish it), compared with `tests/it/golden/tick.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tick-rummy --all-features golden` rewrites the file.

use rules_engine::{Seed, SerdeGame, TunedBots, bot_move, bots_for};
use serde_json::{Value, json};
use tick_rummy::{Tick, TickConfig};

/// The document for one game: `steps` greedy moves before the events are taken.
fn document<G: SerdeGame + TunedBots>(config: G::Config, steps: usize) -> Value {
    let mut game = G::new(config.clone(), Seed(1)).expect("the default config is valid");
    let to_act = game.to_act();
    let first = (0..game.num_players())
        .find(|&p| !game.legal_actions(p).is_empty())
        .expect("someone may act");
    let legal: Vec<Value> = game
        .legal_actions(first)
        .iter()
        .take(6)
        .map(|a| {
            assert_eq!(a.to_string().parse::<G::Action>().as_ref(), Ok(a));
            json!({ "text": a.to_string(), "json": a })
        })
        .collect();
    let view = game.view(0);
    let mut bots = bots_for(&game, |_| G::greedy_bot());
    let mut step = 0;
    let mut play = |game: &mut G, until: usize| {
        while step < until {
            let Some((p, action)) = bot_move(game, &mut bots, Seed(2), step).expect("a bot move")
            else {
                break;
            };
            game.apply(p, &action).expect("a bot's move is legal");
            step += 1;
        }
    };
    play(&mut game, steps);
    let events = game.events_for(0);
    play(&mut game, 1_000_000);
    json!({
        "game": G::NAME,
        "seed": 1,
        "config": config,
        "to_act": to_act,
        "legal_actions": { "player": first, "first": legal },
        "view_of_seat_0": { "json": view, "text": view.to_string() },
        "events_seen_by_seat_0": {
            "after_steps": steps,
            "json": events,
            "text": events.iter().map(ToString::to_string).collect::<Vec<_>>(),
        },
        "outcome": game.outcome().expect("the greedy bots finish the game"),
    })
}

/// Compares `doc` with the checked-in file, or writes it when `UPDATE_GOLDEN` is set.
fn check(file: &str, doc: &Value) {
    let path = format!("{}/tests/it/golden/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = serde_json::to_string_pretty(doc).expect("JSON") + "\n";
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, text).expect("write the golden file");
        return;
    }
    let stored =
        std::fs::read_to_string(&path).expect("the golden file (UPDATE_GOLDEN=1 writes it)");
    let stored: Value = serde_json::from_str(&stored).expect("the golden file is JSON");
    assert!(
        stored == *doc,
        "the wire format of {file} changed; if that is meant, rerun with UPDATE_GOLDEN=1 and \
         commit the file. Now:\n{text}"
    );
}

#[test]
fn the_default_match_matches_its_golden_file() {
    check("tick.json", &document::<Tick>(TickConfig::default(), 10));
}
