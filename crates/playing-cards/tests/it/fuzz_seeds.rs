//! Runs the fuzz targets' checks on their seed inputs (`fuzz/seeds/cards_parse`,
//! `fuzz/seeds/melds`), so CI covers them on the stable toolchain. `cargo fuzz run melds`
//! (nightly) explores further from the same seeds.

#[path = "../../../../fuzz/cards_checks.rs"]
mod cards_checks;

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
fn cards_parse_seeds() {
    for input in seeds("cards_parse") {
        cards_checks::cards_parse(&input);
    }
}

#[test]
fn melds_seeds() {
    for input in seeds("melds") {
        cards_checks::melds(&input);
    }
}
