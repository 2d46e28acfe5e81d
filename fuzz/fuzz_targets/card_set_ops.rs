#![no_main]
#[path = "../checks.rs"]
mod checks;
libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::card_set_ops(data));
