//! Spectrum's tests, in one binary: the rules hand-worked, the options, the piles rebuilt
//! (ruling 5), the validation of tampered states, determinization, and the rules-engine
//! conformance suite (with `serde`).

#[cfg(feature = "serde")]
mod conformance;
mod options;
mod rules;
mod states;
