//! rummy-cards integration tests, in one test binary.

mod fuzz_seeds;
mod solver;
