//! rummy-cards integration tests, in one test binary.

mod solver;
