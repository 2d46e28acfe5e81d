//! Sequences' integration tests, in one test binary.

#[cfg(feature = "serde")]
mod conformance;
mod rules;
