//! The config: Ticataire's only option is the documented end that keeps it finite.

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
}

impl Default for TicataireConfig {
    fn default() -> Self {
        TicataireConfig { stall_limit: 300 }
    }
}

impl TicataireConfig {
    /// Checks the options.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_range("stall_limit", self.stall_limit, 50, 100_000)
    }
}
