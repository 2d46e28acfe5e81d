//! The crate's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod rules;
#[cfg(feature = "serde")]
mod tampering;
