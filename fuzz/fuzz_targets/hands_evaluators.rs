#![no_main]
#[path = "../hands_checks.rs"]
mod hands_checks;
libfuzzer_sys::fuzz_target!(|data: &[u8]| hands_checks::hands_evaluators(data));
