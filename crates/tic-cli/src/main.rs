//! `tic`: play, simulate and explore the TIC card games, Ticardo and Tick.
//!
//! The program lives in the `tic_cli` library (so its tests and fuzz targets can reach the
//! save loader); this is its entry point.

fn main() -> std::process::ExitCode {
    tic_cli::main()
}
