//! The rules-engine conformance suite on Sequences: the standard game and every variation.

use rules_engine::conformance::{Settings, check};
use tic_sequences::{Betting, ExchangeConfig, Sequences};

#[test]
fn standard_game_conforms() {
    let configs = [
        ExchangeConfig::default().with_deals(2),
        ExchangeConfig::new(8).with_deals(1),
    ];
    check::<Sequences>(&configs, &Settings::games(6).deep_check_every(3));
}

#[test]
fn variation_1_common_exchange_conforms() {
    check::<Sequences>(
        &[ExchangeConfig::variation1_rounds(2)],
        &Settings::games(6).deep_check_every(3),
    );
}

#[test]
fn variation_2_all_private_conforms() {
    let configs = [
        ExchangeConfig::variation2(3).with_deals(2),
        ExchangeConfig::variation2(8)
            .with_deals(1)
            .with_exchanges(Some(5)),
    ];
    check::<Sequences>(&configs, &Settings::games(6).deep_check_every(3));
}

#[test]
fn variation_3_betting_conforms() {
    let configs = [
        ExchangeConfig::variation3(4).with_deals(3),
        ExchangeConfig::variation1_rounds(2).with_betting(Some(Betting::new(20, 1))),
        ExchangeConfig::variation2(2)
            .with_betting(Some(Betting::new(6, 1)))
            .with_deals(5),
    ];
    check::<Sequences>(&configs, &Settings::games(6).deep_check_every(3));
}
