//! Runs the fuzz targets' checks on their seed inputs (`fuzz/seeds/`), so CI covers them on the
//! stable toolchain. `cargo fuzz run parse_card` (nightly) explores further from the same seeds.
#![cfg(feature = "serde")]

#[path = "../../../../fuzz/checks.rs"]
mod checks;
#[path = "../../../../fuzz/seed_inputs.rs"]
mod seed_inputs;

use seed_inputs::seeds;

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
