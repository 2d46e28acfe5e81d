//! The integration tests, one binary: hand-worked rule examples and the conformance suite.

mod rules;

#[cfg(feature = "serde")]
mod conformance;
