//! The wire format pinned: for each of the three games, one seeded game of the default config as
//! JSON (built by `rules_engine::conformance::golden_document`: config, the first legal actions as
//! JSON and text, seat 0's view, the events seat 0 saw after a few steps, and the outcome once the
//! greedy bots finish it), compared text for text (`rules_engine::conformance::golden_file`) with
//! `tests/it/golden/ticardo-<game>.json`.
//! `UPDATE_GOLDEN=1 cargo test -p ticardo --all-features golden` rewrites the files.

use rules_engine::Seed;
use rules_engine::conformance::{golden_document, golden_file};
use ticardo::{Duel, DuelConfig, Pieces, PiecesConfig, Solitaire, SolitaireConfig};

#[test]
fn the_solitaire_matches_its_golden_file() {
    let doc = golden_document::<Solitaire>(SolitaireConfig::default(), Seed(1), 3);
    golden_file(env!("CARGO_MANIFEST_DIR"), "ticardo-solitaire", &doc);
}

#[test]
fn the_two_player_game_matches_its_golden_file() {
    let doc = golden_document::<Duel>(DuelConfig::default(), Seed(1), 6);
    golden_file(env!("CARGO_MANIFEST_DIR"), "ticardo-duel", &doc);
}

#[test]
fn the_game_with_pieces_matches_its_golden_file() {
    let doc = golden_document::<Pieces>(PiecesConfig::default(), Seed(1), 6);
    golden_file(env!("CARGO_MANIFEST_DIR"), "ticardo-pieces", &doc);
}
