//! The wire format, pinned: one seeded game of the default config as JSON (the config, the first
//! legal actions in JSON and text, seat 0's view, the events seat 0 saw a few steps in, and the
//! outcome after the greedy bots finish it), compared text for text
//! (`rules_engine::conformance::golden_file`) with `tests/it/golden/<game>.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tic-tri-up-tri-down --all-features golden` rewrites the file.

use rules_engine::conformance::{golden_file, with_text};
use rules_engine::{Game, Seed, TunedBots, bot_move, bots_for, run};
use serde_json::json;
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown};

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
    golden_file(env!("CARGO_MANIFEST_DIR"), TriUpTriDown::NAME, &doc);
}
