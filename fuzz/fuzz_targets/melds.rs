#![no_main]
#[path = "../cards_checks.rs"]
mod cards_checks;
libfuzzer_sys::fuzz_target!(|data: &[u8]| cards_checks::melds(data));
