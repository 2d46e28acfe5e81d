//! The integration tests, one binary: hand-worked rule examples, hidden information, loaded
//! states, actions as text, the golden wire format, and the conformance suite.

mod bots;
mod encoding;
mod hidden;
mod rules;
mod text;

#[cfg(feature = "serde")]
mod conformance;
#[cfg(feature = "serde")]
mod golden;
#[cfg(feature = "serde")]
mod states;
