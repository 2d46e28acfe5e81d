//! Tic-of-a-Kind's tests, in one binary: the rules hand-worked, the options, the bots, the
//! validation of tampered states, determinization, actions read from text, the wire format
//! (golden), the encoding for learning agents and the rules-engine conformance suite (with
//! `serde`).

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

use tic_of_a_kind::TicOfAKindConfig;

/// The 5-card game (the default, two and eight players, three with a turn limit) that the
/// conformance suite and the encoding contract play.
pub(crate) fn five_card_games() -> Vec<TicOfAKindConfig> {
    vec![
        TicOfAKindConfig::default().with_rounds(2),
        TicOfAKindConfig::new(2).with_rounds(3),
        TicOfAKindConfig::new(8).with_rounds(1),
        TicOfAKindConfig::new(3).with_rounds(1).with_turn_limit(10),
    ]
}

/// The 10-card game, for two and for five players, that the conformance suite and the encoding
/// contract play.
pub(crate) fn ten_card_games() -> Vec<TicOfAKindConfig> {
    vec![
        TicOfAKindConfig::ten_card(2).with_rounds(2),
        TicOfAKindConfig::ten_card(5).with_rounds(1),
    ]
}
