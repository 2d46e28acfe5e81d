//! The crate's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
#[cfg(feature = "serde")]
mod tampering;
mod text;
