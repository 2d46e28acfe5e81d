//! The rules-engine conformance suite on the standard game and every option.

use rules_engine::conformance::{Settings, check};
use tic_pentic::Pentic;

#[test]
fn pentic_conforms() {
    check::<Pentic>(&crate::configs(), &Settings::games(3).deep_check_every(11));
}
