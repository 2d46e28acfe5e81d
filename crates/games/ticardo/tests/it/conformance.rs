//! The rules-engine conformance suite on every mode and variation.

use rules_engine::conformance::{Settings, check};
use ticardo::{AddRemoveLimit, Duel, DuelConfig, Pieces, PiecesConfig, Solitaire, SolitaireConfig};
use ticardo_core::{Color, Reach};

#[test]
fn solitaire_conforms() {
    let configs = [
        SolitaireConfig::default(),
        SolitaireConfig::variation(),
        SolitaireConfig::cardinal(),
        SolitaireConfig {
            color: Color::Blue,
            hand_size: 8,
            markers_from_deck: false,
            ..SolitaireConfig::default()
        },
    ];
    check::<Solitaire>(&configs, &Settings::games(15));
}

#[test]
fn duel_conforms() {
    let configs = [
        DuelConfig::default(),
        DuelConfig {
            reach: Reach::OneSpace,
            markers_from_deck: false,
            idle_turn_limit: 6,
            ..DuelConfig::default()
        },
        DuelConfig {
            color: Color::Blue,
            hand_size: 5,
            reach: Reach::Cardinal,
            ..DuelConfig::default()
        },
    ];
    check::<Duel>(&configs, &Settings::games(12));
}

#[test]
fn pieces_conforms() {
    let configs = [
        PiecesConfig {
            turn_limit: 120,
            ..PiecesConfig::default()
        },
        PiecesConfig {
            hand_size: 5,
            reach: Reach::OneSpace,
            turn_limit: 60,
            add_remove: AddRemoveLimit::OnePerChange,
        },
    ];
    check::<Pieces>(&configs, &Settings::games(6).deep_check_every(5));
}

#[test]
fn pieces_default_config_conforms_lightly() {
    check::<Pieces>(
        &[PiecesConfig::default()],
        &Settings::games(2).deep_check_every(25),
    );
}
