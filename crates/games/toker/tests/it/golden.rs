//! The wire format pinned: one seeded match of the default config as JSON (built by
//! `rules_engine::conformance::golden_document`: config, the first legal actions as JSON and text,
//! seat 0's view, the events seat 0 saw after a few steps, and the outcome once the greedy bots
//! finish it), compared text for text (`rules_engine::conformance::golden_file`) with
//! `tests/it/golden/toker.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tic-toker --all-features golden` rewrites the file.

use rules_engine::Seed;
use rules_engine::conformance::{golden_document, golden_file};
use tic_toker::{ExchangeConfig, Toker};

#[test]
fn the_default_match_matches_its_golden_file() {
    let doc = golden_document::<Toker>(ExchangeConfig::default(), Seed(1), 10);
    golden_file(env!("CARGO_MANIFEST_DIR"), "toker", &doc);
}

/// The saved form of a state pinned where the deal's shuffle matters: the stock's order and
/// the generator's state, at the deal and a few steps into it, and in the second deal, for a
/// few seeds (the stock is shuffled lazily, as cards are drawn: the saved form is the one an
/// eager shuffle gives). Tokers and Sequences share this engine.
#[test]
fn saved_stocks_and_generators_match_their_golden_file() {
    use rules_engine::{Game, ToAct};
    let mut doc = Vec::new();
    for seed in 0..3 {
        let mut game = Toker::new(ExchangeConfig::default(), Seed(seed)).expect("a valid config");
        for step in 0..40 {
            if [0, 1, 2, 3, 5, 8, 13, 21, 34].contains(&step) {
                let saved = serde_json::to_value(&game).expect("a state saves");
                doc.push(serde_json::json!({
                    "seed": seed,
                    "step": step,
                    "deal": saved["deal"],
                    "rng": saved["rng"],
                    "stock": saved["stock"],
                }));
            }
            let ToAct::Player(p) = game.to_act() else {
                break;
            };
            // Actions spread over the list (keeps, exchanges, calls): cards are drawn during
            // deals, and deals end.
            let mut legal = game.legal_actions(p);
            let action = legal.swap_remove(step * 7 % legal.len());
            game.apply(p, &action).expect("a legal action");
        }
    }
    golden_file(
        env!("CARGO_MANIFEST_DIR"),
        "toker-saved-stocks",
        &serde_json::Value::Array(doc),
    );
}
