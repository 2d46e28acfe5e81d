//! The rules-engine conformance suite on Tick: the default match and every option.
#![cfg(feature = "serde")]

use rules_engine::conformance::{Settings, check};
use tick_rummy::Tick;

#[test]
fn default_match_conforms() {
    check::<Tick>(
        &[crate::default_match()],
        &Settings::games(3).deep_check_every(5),
    );
}

#[test]
fn variations_conform() {
    check::<Tick>(
        &crate::variations(),
        &Settings::games(4).deep_check_every(4),
    );
}
