//! The wire format pinned: one seeded game of each of two configs (the default solo game and head
//! to head) as JSON (built by `rules_engine::conformance::golden_document`: config, the first legal
//! actions as JSON and text, seat 0's view, the events seat 0 saw after a few steps, and the
//! outcome once the greedy bots finish it), compared text for text
//! (`rules_engine::conformance::golden_file`) with `tests/it/golden/gridsy.json` and
//! `tests/it/golden/gridsy-head-to-head.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tic-gridsy --all-features golden` rewrites them.

use rules_engine::Seed;
use rules_engine::conformance::{golden_document, golden_file};
use tic_gridsy::{Gridsy, GridsyConfig};

#[test]
fn the_default_solo_game_matches_its_golden_file() {
    let doc = golden_document::<Gridsy>(GridsyConfig::default(), Seed(1), 6);
    golden_file(env!("CARGO_MANIFEST_DIR"), "gridsy", &doc);
}

#[test]
fn the_head_to_head_game_matches_its_golden_file() {
    let doc = golden_document::<Gridsy>(GridsyConfig::head_to_head(2, 4), Seed(1), 6);
    golden_file(env!("CARGO_MANIFEST_DIR"), "gridsy-head-to-head", &doc);
}
