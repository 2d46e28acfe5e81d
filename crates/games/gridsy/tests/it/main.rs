//! Every integration test of this crate, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
#[cfg(feature = "serde")]
mod determinize;
mod rules;
mod solver;
#[cfg(feature = "serde")]
mod validate;
