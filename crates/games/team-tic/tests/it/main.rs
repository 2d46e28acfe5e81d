//! The integration tests, one binary: hand-worked rule examples, hidden information, loaded
//! states, and the conformance suite.

mod bots;
mod hidden;
mod rules;

#[cfg(feature = "serde")]
mod conformance;
#[cfg(feature = "serde")]
mod states;
