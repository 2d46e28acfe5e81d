//! The rules-engine conformance suite on Spectrum: the standard game and both variations.

use rules_engine::conformance::{Settings, check};
use tic_spectrum::{PointTable, Spectrum, SpectrumConfig};

#[test]
fn standard_game_conforms() {
    let configs = [
        SpectrumConfig::default().with_rounds(2),
        SpectrumConfig::new(2).with_rounds(3),
        SpectrumConfig::new(6).with_rounds(1).with_turn_limit(10),
    ];
    check::<Spectrum>(&configs, &Settings::games(6).deep_check_every(4));
}

#[test]
fn variation_1_take_up_to_five_conforms() {
    let configs = [
        SpectrumConfig::variation1(3).with_rounds(1),
        SpectrumConfig::variation1(2)
            .with_take_up_to(3)
            .with_rounds(1),
    ];
    check::<Spectrum>(&configs, &Settings::games(6).deep_check_every(4));
}

#[test]
fn variation_2_ten_cards_conforms() {
    let table = PointTable {
        mono: 5,
        duo: 20,
        tripo: 100,
        no_sequence: -5,
    };
    let configs = [
        SpectrumConfig::variation2(2).with_rounds(2),
        SpectrumConfig::variation2(4)
            .with_rounds(1)
            .with_points(table),
        SpectrumConfig::variation2(3)
            .with_take_up_to(5)
            .with_rounds(1),
    ];
    check::<Spectrum>(&configs, &Settings::games(6).deep_check_every(4));
}
