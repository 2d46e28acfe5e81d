//! Ticardo's integration tests, in one binary.

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
#[cfg(feature = "serde")]
mod rules;
#[cfg(feature = "naive")]
mod solver;
mod text;

use ticardo::{AddRemoveLimit, DuelConfig, PiecesConfig, SolitaireConfig};
use ticardo_core::{Color, Reach};

/// The solitaires that the conformance suite and the encoding contract play: the standard
/// game, the variation, the cardinal one and another color with other options.
pub(crate) fn solitaire_configs() -> Vec<SolitaireConfig> {
    vec![
        SolitaireConfig::default(),
        SolitaireConfig::variation(),
        SolitaireConfig::cardinal(),
        SolitaireConfig {
            color: Color::Blue,
            hand_size: 8,
            markers_from_deck: false,
            ..SolitaireConfig::default()
        },
    ]
}

/// The duels that the conformance suite and the encoding contract play: the standard game and
/// two variations.
pub(crate) fn duel_configs() -> Vec<DuelConfig> {
    vec![
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
    ]
}

/// The games with pieces that the conformance suite and the encoding contract play: the
/// standard game held to 120 turns and a variation (each suite plays the standard game
/// itself, whose games are long, lightly on its own).
pub(crate) fn pieces_configs() -> Vec<PiecesConfig> {
    vec![
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
    ]
}
