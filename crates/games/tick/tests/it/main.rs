//! Tick's integration tests, in one test binary.

mod bots;
mod conformance;
mod determinize;
mod rules;
mod validate;
