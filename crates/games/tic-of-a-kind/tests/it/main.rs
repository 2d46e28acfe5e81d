//! Tic-of-a-Kind's tests, in one binary: the rules hand-worked, the options, the bots, the
//! validation of tampered states, determinization, actions read from text, the wire format
//! (golden), the encoding for learning agents and the rules-engine conformance suite (with
//! `serde`).

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod options;
mod rules;
mod states;
mod text;
