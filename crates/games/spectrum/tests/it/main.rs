//! Spectrum's tests, in one binary: the rules hand-worked, the options, the piles rebuilt
//! (ruling 5), the validation of tampered states, determinization, actions read from text, the
//! wire format (golden), the encoding for learning agents and the rules-engine conformance
//! suite (with `serde`).

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod options;
mod rules;
mod states;
mod text;

use tic_spectrum::{PointTable, SpectrumConfig};

/// The standard game (the default, two players and six with a turn limit) that the conformance
/// suite and the encoding contract play.
pub(crate) fn standard_games() -> Vec<SpectrumConfig> {
    vec![
        SpectrumConfig::default().with_rounds(2),
        SpectrumConfig::new(2).with_rounds(3),
        SpectrumConfig::new(6).with_rounds(1).with_turn_limit(10),
    ]
}

/// Variation 1, take up to five, as the conformance suite and the encoding contract play it.
pub(crate) fn variation_1() -> Vec<SpectrumConfig> {
    vec![
        SpectrumConfig::variation1(3).with_rounds(1),
        SpectrumConfig::variation1(2)
            .with_take_up_to(3)
            .with_rounds(1),
    ]
}

/// Variation 2, ten cards (one with its own point table), as the conformance suite and the
/// encoding contract play it.
pub(crate) fn variation_2() -> Vec<SpectrumConfig> {
    let table = PointTable {
        mono: 5,
        duo: 20,
        tripo: 100,
        no_sequence: -5,
    };
    vec![
        SpectrumConfig::variation2(2).with_rounds(2),
        SpectrumConfig::variation2(4)
            .with_rounds(1)
            .with_points(table),
        SpectrumConfig::variation2(3)
            .with_take_up_to(5)
            .with_rounds(1),
    ]
}

/// The player to act in a game that is not over.
fn player_to_act(game: &tic_spectrum::Spectrum) -> usize {
    match rules_engine::Game::to_act(game) {
        rules_engine::ToAct::Player(p) => p,
        other => panic!("a player should act, not {other:?}"),
    }
}
