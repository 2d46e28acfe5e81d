//! Sequences' integration tests, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod rules;
