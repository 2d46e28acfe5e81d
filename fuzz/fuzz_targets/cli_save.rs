//! The `tic` program's save files (`tic play --save`, read by `tic resume` and `tic replay`):
//! any bytes either load as a save of a registered game (label, record, seats and bots all
//! checked, the record replayed) or are rejected with an error, never a panic, a hang or
//! unbounded memory; a save that loads writes back to bytes that load to the same game.
//! Seeds: `fuzz/seeds/cli_save/` (a save of every game, and broken ones).
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = tic_cli::check_save_file(data);
});
