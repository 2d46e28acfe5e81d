//! Runs the tic-hands fuzz targets' checks on their seed inputs (`fuzz/seeds/hands_*/`), so CI
//! covers them on the stable toolchain. `cargo fuzz run hands_evaluators` (nightly) explores
//! further from the same seeds.

#[path = "../../../../fuzz/hands_checks.rs"]
mod hands_checks;
#[path = "../../../../fuzz/seed_inputs.rs"]
mod seed_inputs;

use seed_inputs::seeds;

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
