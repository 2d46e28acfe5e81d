//! Sequences' integration tests, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
mod equity;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;
