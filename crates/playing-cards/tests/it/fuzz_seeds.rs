//! Runs the fuzz targets' checks on their seed inputs (`fuzz/seeds/cards_parse`,
//! `fuzz/seeds/melds`), so CI covers them on the stable toolchain. `cargo fuzz run melds`
//! (nightly) explores further from the same seeds.

#[path = "../../../../fuzz/cards_checks.rs"]
mod cards_checks;
#[path = "../../../../fuzz/seed_inputs.rs"]
mod seed_inputs;

use seed_inputs::seeds;

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
