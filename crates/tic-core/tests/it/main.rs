//! tic-core's integration tests, in one binary.

mod fast_vs_naive;
mod fuzz_seeds;
mod rule_examples;
mod serde_forms;
