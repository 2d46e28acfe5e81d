//! Every integration test of this crate, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;
#[cfg(feature = "serde")]
mod validate;
