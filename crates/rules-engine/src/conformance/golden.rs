//! Golden wire-format files: a JSON document checked in next to a game crate's tests, compared
//! exactly on every run and rewritten on request ([`golden_file`]), and the document most game
//! crates pin ([`golden_document`]).

use core::fmt::Display;
use std::path::PathBuf;

use serde::Serialize;
use serde_json::{Value, json};

use crate::{Seed, SerdeGame, TunedBots, bot_move, bots_for};

/// The environment variable that makes [`golden_file`] write its file instead of comparing it:
/// `UPDATE_GOLDEN=1 cargo test -p <crate> --all-features golden`.
pub const UPDATE_GOLDEN_VAR: &str = "UPDATE_GOLDEN";

/// The most actions [`golden_document`] plays, before and after it takes the events.
pub const GOLDEN_MAX_STEPS: usize = 1_000_000;

/// Compares `doc` with the golden file `<manifest_dir>/tests/it/golden/<name>.json`, or, with
/// [`UPDATE_GOLDEN_VAR`] (`UPDATE_GOLDEN`) set, writes it there.
///
/// The file holds `doc` as pretty JSON plus a final newline, and the comparison is of that text,
/// byte for byte: a changed value, key or layout fails it. Pass `env!("CARGO_MANIFEST_DIR")` as
/// `manifest_dir`.
///
/// # Panics
///
/// This is a test helper: it panics when the file differs from `doc` (with the new text and the
/// hint to rerun with `UPDATE_GOLDEN=1`), when it cannot be read (naming the path), or, when
/// updating, when it cannot be written.
///
/// ```no_run
/// use rules_engine::conformance::golden_file;
/// use serde_json::json;
///
/// // In a game crate's tests/it/golden.rs: compares with tests/it/golden/example.json.
/// golden_file(env!("CARGO_MANIFEST_DIR"), "example", &json!({ "game": "example" }));
/// ```
pub fn golden_file(manifest_dir: &str, name: &str, doc: &Value) {
    let path = PathBuf::from(manifest_dir)
        .join("tests")
        .join("it")
        .join("golden")
        .join(format!("{name}.json"));
    let text = pretty(doc);
    if std::env::var_os(UPDATE_GOLDEN_VAR).is_some() {
        if let Err(e) = std::fs::write(&path, &text) {
            panic!("cannot write the golden file {}: {e}", path.display());
        }
        return;
    }
    let stored = match std::fs::read_to_string(&path) {
        Ok(stored) => stored,
        Err(e) => panic!(
            "cannot read the golden file {}: {e} ({UPDATE_GOLDEN_VAR}=1 writes it)",
            path.display()
        ),
    };
    assert!(
        stored == text,
        "the wire format pinned in {} changed; if that is meant, rerun with \
         {UPDATE_GOLDEN_VAR}=1 and commit the file. Now:\n{text}",
        path.display()
    );
}

/// `doc` as a golden file holds it: pretty JSON and a final newline.
fn pretty(doc: &Value) -> String {
    // A `Value` always serializes (its map keys are strings); the fallback is never taken.
    let mut text = serde_json::to_string_pretty(doc).unwrap_or_else(|e| format!("{e}"));
    text.push('\n');
    text
}

/// Each item in both of its forms, as a JSON array of `{ "json": <its serde JSON>, "text": <its
/// Display text> }`: how a golden document shows actions and events.
///
/// ```
/// use rules_engine::conformance::with_text;
/// use serde_json::json;
///
/// assert_eq!(
///     with_text(&[7_u8, 12]),
///     json!([{ "json": 7, "text": "7" }, { "json": 12, "text": "12" }])
/// );
/// ```
pub fn with_text<T: Serialize + Display>(items: &[T]) -> Value {
    items
        .iter()
        .map(|item| json!({ "json": item, "text": item.to_string() }))
        .collect()
}

/// The golden document of one seeded game of `G` with `config`, the one most game crates pin:
///
/// - `game`, `seed` (the number) and `config`;
/// - `to_act` at the start, and `legal_actions`: the first seat with a legal action (`player`)
///   and its first six actions in both forms (`first`, as [`with_text`] writes them); each
///   action's text must read back as the action;
/// - `view_of_seat_0`: seat 0's view at the start, as `json` and `text`;
/// - `events_seen_by_seat_0`: seat 0's events once the greedy bots ([`TunedBots::greedy_bot`])
///   have played `steps` actions (`after_steps`, the events as `json` and as `text`);
/// - `outcome`: the outcome once the greedy bots have finished the game.
///
/// The game is dealt with `seed`; the bots are seeded with the next seed (`seed + 1`). At most
/// [`GOLDEN_MAX_STEPS`] actions are played.
///
/// # Panics
///
/// This is a test helper: it panics when `config` is not valid, nobody may act at the start, an
/// action's text does not read back as the action, a bot fails or moves illegally, or the game
/// is not over within the step bound.
///
/// ```
/// use rules_engine::conformance::golden_document;
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::Seed;
///
/// let doc = golden_document::<TwentyOne>(TwentyOneConfig::default(), Seed(1), 2);
/// assert_eq!(doc["game"], "twenty-one");
/// assert_eq!(doc["events_seen_by_seat_0"]["after_steps"], 2);
/// assert!(doc["outcome"]["scores"].is_array());
/// ```
pub fn golden_document<G: SerdeGame + TunedBots>(
    config: G::Config,
    seed: Seed,
    steps: usize,
) -> Value {
    let steps = steps.min(GOLDEN_MAX_STEPS);
    let mut game = G::new(config.clone(), seed).expect("the golden config is valid");
    let to_act = game.to_act();
    let first = (0..game.num_players())
        .find(|&p| !game.legal_actions(p).is_empty())
        .expect("someone may act at the start");
    let legal = game.legal_actions(first);
    let legal = &legal[..legal.len().min(6)];
    for action in legal {
        assert_eq!(
            action.to_string().parse::<G::Action>().as_ref(),
            Ok(action),
            "an action's text reads back as the action"
        );
    }
    let view = game.view(0);
    let mut bots = bots_for(&game, |_| G::greedy_bot());
    let bot_seed = Seed(seed.0.wrapping_add(1));
    let mut step = 0;
    let mut play = |game: &mut G, until: usize| {
        while step < until {
            let Some((player, action)) =
                bot_move(game, &mut bots, bot_seed, step).expect("a bot move")
            else {
                break;
            };
            game.apply(player, &action).expect("a bot's move is legal");
            step += 1;
        }
    };
    play(&mut game, steps);
    let events = game.events_for(0);
    play(&mut game, GOLDEN_MAX_STEPS);
    json!({
        "game": G::NAME,
        "seed": seed.0,
        "config": config,
        "to_act": to_act,
        "legal_actions": { "player": first, "first": with_text(legal) },
        "view_of_seat_0": { "json": view, "text": view.to_string() },
        "events_seen_by_seat_0": {
            "after_steps": steps,
            "json": events,
            "text": events.iter().map(ToString::to_string).collect::<Vec<_>>(),
        },
        "outcome": game.outcome().expect("the greedy bots finish the game"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::{TwentyOne, TwentyOneConfig};

    #[test]
    fn pretty_text_ends_with_one_newline() {
        assert_eq!(
            pretty(&json!({ "a": [1] })),
            "{\n  \"a\": [\n    1\n  ]\n}\n"
        );
    }

    #[test]
    fn the_document_is_reproducible_and_takes_events_after_the_steps() {
        let a = golden_document::<TwentyOne>(TwentyOneConfig::default(), Seed(3), 1);
        let b = golden_document::<TwentyOne>(TwentyOneConfig::default(), Seed(3), 1);
        assert_eq!(a, b);
        let later = golden_document::<TwentyOne>(TwentyOneConfig::default(), Seed(3), 4);
        assert_eq!(a["view_of_seat_0"], later["view_of_seat_0"]);
        assert_eq!(a["outcome"], later["outcome"]);
        let seen = |doc: &Value| {
            doc["events_seen_by_seat_0"]["json"]
                .as_array()
                .map(Vec::len)
        };
        assert!(seen(&a) < seen(&later), "more events after more steps");
        assert_eq!(a["seed"], 3);
        let first = a["legal_actions"]["first"].as_array().expect("an array");
        assert!(!first.is_empty() && first.len() <= 6);
        assert!(first.iter().all(|a| a["text"].is_string()));
    }

    /// A fresh directory laid out like a crate, with `tests/it/golden/<name>.json` holding `text`.
    fn crate_dir(test: &str, name: &str, text: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("rules-engine-golden-{}-{test}", std::process::id()));
        let golden = dir.join("tests").join("it").join("golden");
        std::fs::create_dir_all(&golden).expect("a temp dir");
        std::fs::write(golden.join(format!("{name}.json")), text).expect("a temp file");
        dir
    }

    #[test]
    fn a_file_with_the_pretty_text_matches() {
        let doc = json!({ "game": "g", "seed": 1 });
        let dir = crate_dir("match", "g", &pretty(&doc));
        golden_file(dir.to_str().expect("a UTF-8 path"), "g", &doc);
        std::fs::remove_dir_all(dir).expect("removed");
    }

    #[test]
    fn a_file_with_the_same_values_in_another_layout_does_not_match() {
        let doc = json!({ "game": "g", "seed": 1 });
        let dir = crate_dir("layout", "g", "{\"game\":\"g\",\"seed\":1}\n");
        let path = dir.to_str().expect("a UTF-8 path").to_owned();
        let result = std::panic::catch_unwind(|| golden_file(&path, "g", &doc));
        std::fs::remove_dir_all(dir).expect("removed");
        if std::env::var_os(UPDATE_GOLDEN_VAR).is_none() {
            let message = *result
                .expect_err("a mismatch panics")
                .downcast::<String>()
                .expect("a formatted message");
            assert!(message.contains("UPDATE_GOLDEN=1"), "{message}");
            assert!(message.ends_with(&pretty(&doc)), "{message}");
        }
    }
}
