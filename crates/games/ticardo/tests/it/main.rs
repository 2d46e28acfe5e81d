//! Ticardo's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
#[cfg(feature = "serde")]
mod rules;
#[cfg(feature = "naive")]
mod solver;
mod text;
