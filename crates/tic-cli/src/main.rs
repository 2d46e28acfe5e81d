//! `tic`: play, simulate and explore the TIC card games, Ticardo and Tick.
//!
//! The program lives in the `tic_cli` library (so its tests and fuzz targets can reach the
//! save loader); this is its entry point.

/// `tic serve` and the simulations allocate many small vectors (events, legal actions, views
/// written as text): mimalloc serves them faster than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    tic_cli::main()
}
