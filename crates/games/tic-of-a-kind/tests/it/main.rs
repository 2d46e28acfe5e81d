//! Tic-of-a-Kind's tests, in one binary: the rules hand-worked, the options, the bots, the
//! validation of tampered states, determinization, and the rules-engine conformance suite
//! (with `serde`).

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod options;
mod rules;
mod states;
