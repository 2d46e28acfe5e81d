//! Every integration test of this crate, in one test binary.

mod layouts;
mod rect;
