//! The config: the documented end that keeps a game finite, and the reading of a sequence
//! pile's steps.

use rules_engine::ConfigError;

/// A Ticataire game. The deck may be turned over any number of times; the game is lost
/// after `stall_limit` moves in a row that bring no card into play (no buried card
/// uncovered, no deck card played), or when no move is left.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct TicataireConfig {
    /// Moves in a row without progress that end the game, 50 to 100,000 (default 300: four
    /// passes through a full deck).
    pub stall_limit: u32,
    /// Whether a card goes on a sequence pile when two or three of its properties step by one
    /// from the pile's top card whatever the other does (the free reading, as for runs held
    /// in a hand). Default `false`: ruling 17, the text's reading, where a Duo or Tripo
    /// changes exactly two or three properties by one increment and leaves the other as it is
    /// ([`sequence_step`](crate::sequence_step)).
    pub free_steps: bool,
}

impl Default for TicataireConfig {
    fn default() -> Self {
        TicataireConfig {
            stall_limit: 300,
            free_steps: false,
        }
    }
}

impl TicataireConfig {
    /// Checks the options.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_range("stall_limit", self.stall_limit, 50, 100_000)
    }
}
