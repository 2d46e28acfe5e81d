//! `cargo fuzz run play_toker`: see `fuzz/games.rs`.
#![no_main]

#[path = "../games.rs"]
mod games;

libfuzzer_sys::fuzz_target!(|data: &[u8]| games::play("toker", data));
