//! The rules-engine conformance suite on Tic-of-a-Kind: the 5-card and 10-card games.

use rules_engine::conformance::{Settings, check};
use tic_of_a_kind::{TicOfAKind, TicOfAKindConfig};

#[test]
fn five_card_game_conforms() {
    let configs = [
        TicOfAKindConfig::default().with_rounds(2),
        TicOfAKindConfig::new(2).with_rounds(3),
        TicOfAKindConfig::new(8).with_rounds(1),
        TicOfAKindConfig::new(3).with_rounds(1).with_turn_limit(10),
    ];
    check::<TicOfAKind>(&configs, &Settings::games(10).deep_check_every(3));
}

#[test]
fn ten_card_game_conforms() {
    let configs = [
        TicOfAKindConfig::ten_card(2).with_rounds(2),
        TicOfAKindConfig::ten_card(5).with_rounds(1),
    ];
    check::<TicOfAKind>(&configs, &Settings::games(10).deep_check_every(3));
}
