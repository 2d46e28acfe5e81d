//! The crate's integration tests, in one binary.

#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod rules;
#[cfg(feature = "serde")]
mod tampering;
