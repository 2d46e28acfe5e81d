//! `cargo fuzz run load_tic_rummy`: see `fuzz/games.rs`.
#![no_main]

#[path = "../games.rs"]
mod games;

libfuzzer_sys::fuzz_target!(|data: &[u8]| games::load("tic_rummy", data));
