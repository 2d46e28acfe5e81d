//! The seed inputs of a fuzz target (`fuzz/seeds/<target>/`), for the ordinary tests that run
//! the targets' checks on them so CI covers them on the stable toolchain. Included with
//! `#[path]` by those tests (tic-core, tic-hands, rummy-cards, tic-cli).

use std::path::{Path, PathBuf};

/// `fuzz/seeds/<target>`, found from the including crate's directory upwards.
pub fn seed_dir(target: &str) -> PathBuf {
    let start = Path::new(env!("CARGO_MANIFEST_DIR"));
    start
        .ancestors()
        .map(|dir| dir.join("fuzz/seeds"))
        .find(|seeds| seeds.is_dir())
        .unwrap_or_else(|| panic!("no fuzz/seeds above {}", start.display()))
        .join(target)
}

/// `TIC_FUZZ_SEEDS=N` (N at least 1) replays only the first `N` inputs of each target: CI's
/// per-crate builds set it, after the README's test command has replayed them all.
pub const LIMIT_VAR: &str = "TIC_FUZZ_SEEDS";

/// Every seed input of `target` (or the first [`LIMIT_VAR`]), in file-name order. Panics when
/// there is none.
pub fn seeds(target: &str) -> Vec<Vec<u8>> {
    let dir = seed_dir(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    files.sort();
    let limit: Option<usize> = std::env::var(LIMIT_VAR).ok().and_then(|n| n.parse().ok());
    files.truncate(limit.filter(|&n| n > 0).unwrap_or(usize::MAX));
    let inputs: Vec<Vec<u8>> = files.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    assert!(!inputs.is_empty(), "no seed inputs in {}", dir.display());
    inputs
}
