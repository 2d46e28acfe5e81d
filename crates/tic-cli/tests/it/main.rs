//! The `tic` program end to end, in one test binary: each module runs the built `tic` binary
//! (or calls the `tic_cli` library) and checks outputs, exit codes and files.

mod cli;
mod edges;
mod fuzz_seeds;
mod resume;
mod saves;
mod simulate;
mod support;
