//! The wire format pinned: one seeded match of the default config as JSON (built by
//! `rules_engine::conformance::golden_document`: config, the first legal actions as JSON and text,
//! seat 0's view, the events seat 0 saw after a few steps, and the outcome once the greedy bots
//! finish it), compared text for text (`rules_engine::conformance::golden_file`) with
//! `tests/it/golden/spectrum.json`.
//! `UPDATE_GOLDEN=1 cargo test -p tic-spectrum --all-features golden` rewrites the file.

use rules_engine::Seed;
use rules_engine::conformance::{golden_document, golden_file};
use tic_spectrum::{Spectrum, SpectrumConfig};

#[test]
fn the_default_match_matches_its_golden_file() {
    let doc = golden_document::<Spectrum>(SpectrumConfig::default(), Seed(1), 10);
    golden_file(env!("CARGO_MANIFEST_DIR"), "spectrum", &doc);
}
