//! Toker's integration tests, in one test binary.

#[cfg(feature = "serde")]
mod conformance;
mod pots;
mod rules;
mod validate;
