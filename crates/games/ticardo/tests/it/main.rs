//! Ticardo's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
#[cfg(feature = "serde")]
mod golden;
#[cfg(feature = "serde")]
mod rules;
#[cfg(feature = "naive")]
mod solver;
mod text;
