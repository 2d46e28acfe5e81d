//! Toker's integration tests, in one test binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
mod equity;
#[cfg(feature = "serde")]
mod golden;
mod pots;
mod rules;
mod text;
mod validate;

use tic_toker::{Betting, ExchangeConfig};

/// The standard game (the default, two and eight players) that the conformance suite and the
/// encoding contract play.
pub(crate) fn standard_games() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::default().with_deals(2),
        ExchangeConfig::new(2).with_deals(3),
        ExchangeConfig::new(8).with_deals(1),
    ]
}

/// Variation 1, the common exchange, as the conformance suite and the encoding contract play it.
pub(crate) fn variation_1() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::variation1(2),
        ExchangeConfig::variation1(3),
        ExchangeConfig::variation1_rounds(2),
    ]
}

/// Variation 2, every exchange private, as the conformance suite and the encoding contract play
/// it.
pub(crate) fn variation_2() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::variation2(4).with_deals(2),
        ExchangeConfig::variation2(8)
            .with_deals(1)
            .with_exchanges(Some(6)),
    ]
}

/// Variation 3 and betting on the other variations, as the conformance suite and the encoding
/// contract play them.
pub(crate) fn betting() -> Vec<ExchangeConfig> {
    vec![
        ExchangeConfig::variation3(4).with_deals(3),
        ExchangeConfig::variation3(3)
            .with_deals(4)
            .with_betting(Some(Betting::new(12, 2))),
        ExchangeConfig::variation2(2)
            .with_betting(Some(Betting::new(5, 1)))
            .with_deals(6),
        ExchangeConfig::variation1(2).with_betting(Some(Betting::new(30, 3))),
        ExchangeConfig::variation1_rounds(3).with_betting(Some(Betting::new(20, 2))),
    ]
}
