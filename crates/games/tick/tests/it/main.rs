//! Tick's integration tests, in one test binary.

mod conformance;
mod determinize;
mod rules;
mod validate;
