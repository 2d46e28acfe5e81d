//! The rules-engine conformance suite on the default game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_team::{Melds, TeamTic};

#[test]
fn every_variation_conforms() {
    let mut configs = crate::configs(Melds::Tic);
    configs.extend(crate::configs(Melds::DuoSequence));
    check::<TeamTic>(&configs, &Settings::games(3).deep_check_every(3));
}
