//! tic-hands' integration tests, one test binary: hand-worked examples, agreement of every fast
//! evaluator with its naive twin (feature `naive`), equity, and the fuzz targets' seed inputs.

mod equity;
mod examples;

#[cfg(feature = "naive")]
mod agree;

#[cfg(feature = "naive")]
mod fuzz_seeds;
