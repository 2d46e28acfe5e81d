//! The Gridsy config: solo or head-to-head, grid size, swap pool, match length, and the
//! rearrangement allowance that keeps every round finite.

use rules_engine::ConfigError;

/// How a Gridsy table is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct GridsyConfig {
    /// Players: 1 for the solo game, 2 to 4 head-to-head.
    pub players: usize,
    /// The grid is `size x size`: 4 in the rules, 3 (easier) or 5 (harder) as variations.
    pub size: usize,
    /// Cards in the head-to-head swap pool; `None` for `size` (3, 4 or 5 as the text pairs
    /// them). Ignored in the solo game.
    pub pool: Option<usize>,
    /// Rounds: head-to-head, a best-of-`rounds` match (first to win more than half); solo,
    /// `rounds` deals whose extra cards add up. 1 to 9.
    pub rounds: usize,
    /// Rearrangements (taking a placed card back, or a swap with the pool) each player may
    /// make per round, 1 to 10 000. At the table rearranging is free; an engine needs a
    /// bound so that every game ends.
    pub rearrangements: u32,
}

impl Default for GridsyConfig {
    fn default() -> Self {
        GridsyConfig {
            players: 1,
            size: 4,
            pool: None,
            rounds: 1,
            rearrangements: 200,
        }
    }
}

impl GridsyConfig {
    /// The solo game on a `size x size` grid.
    #[must_use]
    pub fn solo(size: usize) -> Self {
        GridsyConfig {
            size,
            ..GridsyConfig::default()
        }
    }

    /// Head-to-head for `players` players on a `size x size` grid.
    #[must_use]
    pub fn head_to_head(players: usize, size: usize) -> Self {
        GridsyConfig {
            players,
            size,
            ..GridsyConfig::default()
        }
    }

    /// The same config as a best-of-`rounds` match.
    #[must_use]
    pub fn best_of(mut self, rounds: usize) -> Self {
        self.rounds = rounds;
        self
    }

    /// The same config with another rearrangement allowance.
    #[must_use]
    pub fn with_rearrangements(mut self, rearrangements: u32) -> Self {
        self.rearrangements = rearrangements;
        self
    }

    /// Cards in the swap pool (0 in the solo game).
    #[must_use]
    pub fn pool_size(&self) -> usize {
        if self.players == 1 {
            0
        } else {
            self.pool.unwrap_or(self.size)
        }
    }

    /// Cells in a grid.
    #[must_use]
    pub fn cells(&self) -> usize {
        self.size * self.size
    }

    /// Checks the config.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 1, 4)?;
        ConfigError::check_range("size", self.size, 3, 5)?;
        ConfigError::check_range("rounds", self.rounds, 1, 9)?;
        ConfigError::check_range("rearrangements", self.rearrangements, 1, 10_000)?;
        if let Some(pool) = self.pool {
            ConfigError::check_range("pool", pool, 1, 8)?;
        }
        let needed = self.players * self.cells() + self.pool_size();
        if needed > tic_core::Card::COUNT {
            return Err(ConfigError::Invalid {
                option: "players",
                reason: format!("{needed} cards needed, the deck has 125"),
            });
        }
        Ok(())
    }
}
