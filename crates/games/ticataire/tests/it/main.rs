//! The crate's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod determinize;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod rules;
#[cfg(feature = "serde")]
mod tampering;
mod text;

use tic_ticataire::TicataireConfig;

/// The short stall limit, with steps read strictly and freely, that the conformance suite and
/// the encoding contract play.
pub(crate) fn short_stall_limits() -> Vec<TicataireConfig> {
    vec![
        TicataireConfig {
            stall_limit: 50,
            ..TicataireConfig::default()
        },
        TicataireConfig {
            stall_limit: 50,
            free_steps: true,
        },
    ]
}
