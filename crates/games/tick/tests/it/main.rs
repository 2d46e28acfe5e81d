//! Tick's integration tests, in one test binary.

mod bots;
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;
mod validate;
