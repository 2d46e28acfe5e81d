//! Runs the fuzz targets' checks on their seed inputs (`fuzz/seeds/`), so CI covers them on the
//! stable toolchain. `cargo fuzz run parse_card` (nightly) explores further from the same seeds.
#![cfg(feature = "serde")]

#[path = "../../../fuzz/checks.rs"]
mod checks;

fn seeds(target: &str) -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/seeds")
        .join(target);
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    let inputs: Vec<Vec<u8>> = entries
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .collect();
    assert!(!inputs.is_empty(), "no seed inputs in {}", dir.display());
    inputs
}

#[test]
fn parse_card_seeds() {
    for input in seeds("parse_card") {
        checks::parse_card(&input);
    }
}

#[test]
fn card_set_ops_seeds() {
    for input in seeds("card_set_ops") {
        checks::card_set_ops(&input);
    }
}
