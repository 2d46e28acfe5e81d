//! rules-engine's integration tests, in one binary.

mod conformance_demo;
mod suite_catches_bugs;
