//! The rules-engine conformance suite on Toker: the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_toker::{Betting, ExchangeConfig, Toker};

#[test]
fn standard_game_conforms() {
    let configs = [
        ExchangeConfig::default().with_deals(2),
        ExchangeConfig::new(2).with_deals(3),
        ExchangeConfig::new(8).with_deals(1),
    ];
    check::<Toker>(&configs, &Settings::games(8).deep_check_every(3));
}

#[test]
fn variation_1_common_exchange_conforms() {
    let configs = [
        ExchangeConfig::variation1(2),
        ExchangeConfig::variation1(3),
        ExchangeConfig::variation1_rounds(2),
    ];
    check::<Toker>(&configs, &Settings::games(8).deep_check_every(3));
}

#[test]
fn variation_2_all_private_conforms() {
    let configs = [
        ExchangeConfig::variation2(4).with_deals(2),
        ExchangeConfig::variation2(8)
            .with_deals(1)
            .with_exchanges(Some(6)),
    ];
    check::<Toker>(&configs, &Settings::games(8).deep_check_every(3));
}

#[test]
fn variation_3_betting_conforms() {
    let configs = [
        ExchangeConfig::variation3(4).with_deals(3),
        ExchangeConfig::variation3(3)
            .with_deals(4)
            .with_betting(Some(Betting::new(12, 2))),
        ExchangeConfig::variation2(2)
            .with_betting(Some(Betting::new(5, 1)))
            .with_deals(6),
        ExchangeConfig::variation1(2).with_betting(Some(Betting::new(30, 3))),
        ExchangeConfig::variation1_rounds(3).with_betting(Some(Betting::new(20, 2))),
    ];
    check::<Toker>(&configs, &Settings::games(8).deep_check_every(3));
}
