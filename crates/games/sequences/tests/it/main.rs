//! Sequences' integration tests, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
mod equity;
#[cfg(feature = "serde")]
mod golden;
mod rules;
mod text;

use tic_sequences::{Betting, ExchangeConfig};

/// The standard game (the default and eight players) that the conformance suite and the
/// encoding contract play.
pub(crate) fn standard_games() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::default().with_deals(2),
        ExchangeConfig::new(8).with_deals(1),
    ]
}

/// Variation 1, the common exchange, as the conformance suite and the encoding contract play it.
pub(crate) fn variation_1() -> Vec<ExchangeConfig> {
    vec![ExchangeConfig::variation1_rounds(2)]
}

/// Variation 2, every exchange private, as the conformance suite and the encoding contract play
/// it.
pub(crate) fn variation_2() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::variation2(3).with_deals(2),
        ExchangeConfig::variation2(8)
            .with_deals(1)
            .with_exchanges(Some(5)),
    ]
}

/// Variation 3 and betting on the other variations, as the conformance suite and the encoding
/// contract play them.
pub(crate) fn betting() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::variation3(4).with_deals(3),
        ExchangeConfig::variation1_rounds(2).with_betting(Some(Betting::new(20, 1))),
        ExchangeConfig::variation2(2)
            .with_betting(Some(Betting::new(6, 1)))
            .with_deals(5),
    ]
}
