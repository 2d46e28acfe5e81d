//! `cargo fuzz run load_tri_up_tri_down`: see `fuzz/games.rs`.
#![no_main]

#[path = "../games.rs"]
mod games;

libfuzzer_sys::fuzz_target!(|data: &[u8]| games::load("tri_up_tri_down", data));
