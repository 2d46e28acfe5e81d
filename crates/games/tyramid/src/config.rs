//! The Tyramid config: players, outline, size and the "two same Tics" score.

use rules_engine::ConfigError;
pub use tic_grid::Outline;

/// Cards each player holds after drawing at the end of a turn.
pub const HAND_SIZE: usize = 5;

/// Points for a play making three Tics of the same type (four cards Ticking together).
pub const THREE_SAME_POINTS: u32 = 10;

/// Points taken off at the end for every card in hand above [`HAND_SIZE`].
pub const OVER_HAND_PENALTY: i64 = 2;

/// How a Tyramid game is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct TyramidConfig {
    /// Players, 2 to 4.
    pub players: usize,
    /// Pyramid (the standard game), diamond or hourglass (the variation).
    pub outline: Outline,
    /// Rows of the pyramid; the widest row of the diamond and hourglass. 2 up to what one deck
    /// can fill (15 for the pyramid, 11 for the diamond, 10 for the hourglass). Default 10.
    pub size: usize,
    /// Points for a play making two Tics of the same type (three cards Ticking together):
    /// 6 by the text's scheme (ruling 12), 8 by its later example.
    pub same_pair_points: u32,
}

impl Default for TyramidConfig {
    fn default() -> Self {
        TyramidConfig {
            players: 2,
            outline: Outline::Pyramid,
            size: 10,
            same_pair_points: 6,
        }
    }
}

impl TyramidConfig {
    /// The standard game for `players` players.
    #[must_use]
    pub fn players(players: usize) -> Self {
        TyramidConfig {
            players,
            ..TyramidConfig::default()
        }
    }

    /// The same config with another outline and size.
    #[must_use]
    pub fn with_outline(mut self, outline: Outline, size: usize) -> Self {
        self.outline = outline;
        self.size = size;
        self
    }

    /// The same config with another score for two same Tics (6 or 8).
    #[must_use]
    pub fn with_same_pair_points(mut self, points: u32) -> Self {
        self.same_pair_points = points;
        self
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, 4)?;
        ConfigError::check_range("size", self.size, 2, self.outline.max_size())?;
        if !matches!(self.same_pair_points, 6 | 8) {
            return Err(ConfigError::Invalid {
                option: "same-pair-points",
                reason: format!(
                    "{} is neither 6 (the scheme, ruling 12) nor 8 (the text's example)",
                    self.same_pair_points
                ),
            });
        }
        Ok(())
    }
}
