//! `cargo fuzz run load_ticardo_duel`: see `fuzz/games.rs`.
#![no_main]

#[path = "../games.rs"]
mod games;

libfuzzer_sys::fuzz_target!(|data: &[u8]| games::load("ticardo_duel", data));
