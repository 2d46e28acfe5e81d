//! The rules-engine conformance suite on the default game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_team::{Melds, TeamTic};

#[test]
fn every_variation_conforms() {
    let mut configs = crate::configs(Melds::Tic);
    configs.extend(crate::configs(Melds::DuoSequence));
    // Deep checks (the state's JSON cloned, tampered and reloaded some twenty times) every 9
    // steps: at every 3 they took a minute of CPU, most of the crate's test time.
    check::<TeamTic>(&configs, &Settings::games(3).deep_check_every(9));
}
