//! `cargo fuzz run load_tic_of_a_kind`: see `fuzz/games.rs`.
#![no_main]

#[path = "../games.rs"]
mod games;

libfuzzer_sys::fuzz_target!(|data: &[u8]| games::load("tic_of_a_kind", data));
