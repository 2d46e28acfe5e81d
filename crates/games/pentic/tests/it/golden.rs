//! The wire format pinned: one seeded game of the default config as JSON (built by
//! `rules_engine::conformance::golden_document`: config, the first legal actions as JSON and text,
//! seat 0's view, the events seat 0 saw after a few steps, and the outcome once the greedy bots
//! finish it), compared text for text (`rules_engine::conformance::golden_file`) with
//! `tests/it/golden/pentic.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tic-pentic --all-features golden` rewrites it.

use rules_engine::Seed;
use rules_engine::conformance::{golden_document, golden_file};
use tic_pentic::{Pentic, PenticConfig};

#[test]
fn the_default_game_matches_its_golden_file() {
    let doc = golden_document::<Pentic>(PenticConfig::default(), Seed(1), 8);
    golden_file(env!("CARGO_MANIFEST_DIR"), "pentic", &doc);
}
