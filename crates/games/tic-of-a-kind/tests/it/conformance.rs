//! The rules-engine conformance suite on Tic-of-a-Kind: the 5-card and 10-card games.

use rules_engine::conformance::{Settings, check};
use tic_of_a_kind::TicOfAKind;

#[test]
fn five_card_game_conforms() {
    check::<TicOfAKind>(
        &crate::five_card_games(),
        &Settings::games(10).deep_check_every(3),
    );
}

#[test]
fn ten_card_game_conforms() {
    check::<TicOfAKind>(
        &crate::ten_card_games(),
        &Settings::games(10).deep_check_every(3),
    );
}
