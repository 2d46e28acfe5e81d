//! The configs of the three games and their validation.

use rules_engine::ConfigError;
use ticardo_core::{Card, Color, Reach};

/// The solitaire (section 3.0) and its variation (3.1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct SolitaireConfig {
    /// The color whose three-dot cards make the deck.
    pub color: Color,
    /// How far the moved dot may go: [`Reach::Any`] (the solitaire),
    /// [`Reach::OneSpace`] (the variation) or [`Reach::Cardinal`] (the variation's bonus
    /// challenge: never a diagonal step).
    pub reach: Reach,
    /// Cards in hand, 1 to 8 (the text: 5).
    pub hand_size: usize,
    /// Whether the three dots on the grid are cards dealt face down from the deck, as the text
    /// does (true), or separate tokens (false: those three cards stay in the deck).
    pub markers_from_deck: bool,
}

impl Default for SolitaireConfig {
    fn default() -> Self {
        SolitaireConfig {
            color: Color::Red,
            reach: Reach::Any,
            hand_size: 5,
            markers_from_deck: true,
        }
    }
}

impl SolitaireConfig {
    /// The solitaire variation: the moved dot goes one space only.
    #[must_use]
    pub fn variation() -> Self {
        SolitaireConfig {
            reach: Reach::OneSpace,
            ..SolitaireConfig::default()
        }
    }

    /// The variation's bonus challenge: one space, never diagonally.
    #[must_use]
    pub fn cardinal() -> Self {
        SolitaireConfig {
            reach: Reach::Cardinal,
            ..SolitaireConfig::default()
        }
    }

    /// The deck: the three-dot cards of the color.
    #[must_use]
    pub fn deck(&self) -> Vec<Card> {
        Card::deck(self.color, 3..=3)
    }

    pub(crate) fn markers(&self) -> usize {
        if self.markers_from_deck { 3 } else { 0 }
    }

    /// Checks the config.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_range("hand-size", self.hand_size, 1, 8)
    }
}

/// The two-player game (section 4.0).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct DuelConfig {
    /// The color whose three-dot cards make the deck.
    pub color: Color,
    /// How far the moved dot may go (the text: anywhere; the solitaire variation's rules may
    /// be used too).
    pub reach: Reach,
    /// Cards in each hand, 1 to 5 (the text: 3).
    pub hand_size: usize,
    /// Whether the three dots are cards from the deck, as the text does (leaving 19 cards).
    pub markers_from_deck: bool,
    /// The game ends after this many turns in a row without a score (2 to 1000; default 40):
    /// the engine's end for endless discarding, which the text does not bound.
    pub idle_turn_limit: u32,
}

impl Default for DuelConfig {
    fn default() -> Self {
        DuelConfig {
            color: Color::Red,
            reach: Reach::Any,
            hand_size: 3,
            markers_from_deck: true,
            idle_turn_limit: 40,
        }
    }
}

impl DuelConfig {
    /// The deck: the three-dot cards of the color.
    #[must_use]
    pub fn deck(&self) -> Vec<Card> {
        Card::deck(self.color, 3..=3)
    }

    pub(crate) fn markers(&self) -> usize {
        if self.markers_from_deck { 3 } else { 0 }
    }

    /// Checks the config.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_range("hand-size", self.hand_size, 1, 5)?;
        ConfigError::check_range("idle-turn-limit", self.idle_turn_limit, 2, 1000)
    }
}

/// The two-player game with pieces (section 4.1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct PiecesConfig {
    /// Cards in each hand, 1 to 5 (the text: 3).
    pub hand_size: usize,
    /// How far a moved piece may go (the text: anywhere).
    pub reach: Reach,
    /// The game ends after this many turns in all (2 to 100000; default 400), the most
    /// scored cards winning: the engine's end, since the text's only end (a player scores all
    /// their cards) may never come.
    pub turn_limit: u32,
    /// How many pieces a player may add or remove in a turn (the text: one).
    pub add_remove: AddRemoveLimit,
}

/// How many pieces a player may add to or remove from the board in one turn (Ticardo with
/// pieces). Moving a piece is not limited: each score moves one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum AddRemoveLimit {
    /// One add or remove in the whole turn, scoring and the end-of-turn change together: the
    /// text's "only one piece can be added or removed in a turn" (the default).
    #[default]
    OnePerTurn,
    /// One per scored card and one at the end of the turn: a second reading, offered as an
    /// option (the engine's earlier default).
    OnePerChange,
}

impl core::fmt::Display for AddRemoveLimit {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            AddRemoveLimit::OnePerTurn => "turn",
            AddRemoveLimit::OnePerChange => "change",
        })
    }
}

impl core::str::FromStr for AddRemoveLimit {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "turn" | "one-per-turn" | "one_per_turn" => Ok(AddRemoveLimit::OnePerTurn),
            "change" | "one-per-change" | "one_per_change" => Ok(AddRemoveLimit::OnePerChange),
            other => Err(format!("`{other}`: expected turn or change")),
        }
    }
}

impl Default for PiecesConfig {
    fn default() -> Self {
        PiecesConfig {
            hand_size: 3,
            reach: Reach::Any,
            turn_limit: 400,
            add_remove: AddRemoveLimit::OnePerTurn,
        }
    }
}

impl PiecesConfig {
    /// Checks the config.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_range("hand-size", self.hand_size, 1, 5)?;
        ConfigError::check_range("turn-limit", self.turn_limit, 2, 100_000)
    }
}
