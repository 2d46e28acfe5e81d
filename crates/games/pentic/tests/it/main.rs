//! Every integration test of this crate, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod rules;
#[cfg(feature = "serde")]
mod validate;
