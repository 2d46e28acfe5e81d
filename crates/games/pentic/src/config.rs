//! The Pentic config: players, target score, and the ends the text leaves open.

use rules_engine::ConfigError;

/// Cards in hand after drawing.
pub const HAND_SIZE: usize = 5;

/// How a Pentic game is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct PenticConfig {
    /// Players, 2 to 4.
    pub players: usize,
    /// The pre-set score: once someone reaches it, the round is finished so all players have
    /// had equal plays, and the game ends. 10 to 10 000, default 250 (the text's example).
    pub target: u32,
    /// When the deck runs out, shuffle the covered cards of the piles (all but the tops) into
    /// a new deck (ruling 5's discard-pile reshuffle). Default on.
    pub reshuffle_covered: bool,
    /// The game also ends after this many full rounds, scored as it stands, so it always
    /// ends. 1 to 10 000, default 500.
    pub max_rounds: u32,
}

impl Default for PenticConfig {
    fn default() -> Self {
        PenticConfig {
            players: 2,
            target: 250,
            reshuffle_covered: true,
            max_rounds: 500,
        }
    }
}

impl PenticConfig {
    /// The standard game for `players` players.
    #[must_use]
    pub fn players(players: usize) -> Self {
        PenticConfig {
            players,
            ..PenticConfig::default()
        }
    }

    /// The same config with another target score.
    #[must_use]
    pub fn with_target(mut self, target: u32) -> Self {
        self.target = target;
        self
    }

    /// The same config with the covered-card reshuffle on or off.
    #[must_use]
    pub fn with_reshuffle(mut self, on: bool) -> Self {
        self.reshuffle_covered = on;
        self
    }

    /// The same config with another round cap.
    #[must_use]
    pub fn with_max_rounds(mut self, rounds: u32) -> Self {
        self.max_rounds = rounds;
        self
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, 4)?;
        ConfigError::check_range("target", self.target, 10, 10_000)?;
        ConfigError::check_range("max-rounds", self.max_rounds, 1, 10_000)
    }
}
