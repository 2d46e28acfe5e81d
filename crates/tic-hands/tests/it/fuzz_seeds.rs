//! Runs the tic-hands fuzz targets' checks on their seed inputs (`fuzz/seeds/hands_*/`), so CI
//! covers them on the stable toolchain. `cargo fuzz run hands_evaluators` (nightly) explores
//! further from the same seeds.

#[path = "../../../../fuzz/hands_checks.rs"]
mod hands_checks;

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
fn hands_evaluators_seeds() {
    for input in seeds("hands_evaluators") {
        hands_checks::hands_evaluators(&input);
    }
}

#[test]
fn hands_showdown_seeds() {
    for input in seeds("hands_showdown") {
        hands_checks::hands_showdown(&input);
    }
}
