//! The rules-engine conformance suite on the standard game and every option.

use rules_engine::conformance::{Settings, check};
use tic_pentic::{Pentic, PenticConfig};

#[test]
fn pentic_conforms() {
    let configs = [
        PenticConfig::default(),
        PenticConfig::players(4),
        PenticConfig::players(3).with_target(60),
        PenticConfig::players(2)
            .with_target(10_000)
            .with_max_rounds(30),
        PenticConfig::players(4)
            .with_target(100)
            .with_reshuffle(false),
    ];
    check::<Pentic>(&configs, &Settings::games(3).deep_check_every(11));
}
