//! The Tic-of-a-Kind config.

use rules_engine::ConfigError;

/// Tic-of-a-Kind's table options.
///
/// ```
/// use tic_of_a_kind::TicOfAKindConfig;
///
/// let five = TicOfAKindConfig::default();
/// assert_eq!((five.players, five.rounds, five.ten_cards), (4, 5, false));
/// let ten = TicOfAKindConfig::ten_card(3);
/// assert_eq!(ten.hand_size(), 10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct TicOfAKindConfig {
    /// Players: 2 to 8 (2 to 5 in the 10-card version).
    pub players: usize,
    /// Rounds in the match, 1 to 100.
    pub rounds: u32,
    /// The 10-card version: two base hands of 3 to 5 cards each.
    pub ten_cards: bool,
    /// A round that nobody knocks ends, scored as it stands, after this many turns in all
    /// (10 to 10,000): the texts have no end for a table that never knocks.
    pub turn_limit: u32,
}

impl Default for TicOfAKindConfig {
    fn default() -> Self {
        TicOfAKindConfig {
            players: 4,
            rounds: 5,
            ten_cards: false,
            turn_limit: 200,
        }
    }
}

impl TicOfAKindConfig {
    /// The 5-card game for this many players.
    #[must_use]
    pub fn new(players: usize) -> Self {
        TicOfAKindConfig {
            players,
            ..TicOfAKindConfig::default()
        }
    }

    /// The 10-card version for this many players.
    #[must_use]
    pub fn ten_card(players: usize) -> Self {
        TicOfAKindConfig {
            players,
            ten_cards: true,
            ..TicOfAKindConfig::default()
        }
    }

    /// The same config with this many rounds.
    #[must_use]
    pub fn with_rounds(mut self, rounds: u32) -> Self {
        self.rounds = rounds;
        self
    }

    /// The same config with another turn limit per round.
    #[must_use]
    pub fn with_turn_limit(mut self, turn_limit: u32) -> Self {
        self.turn_limit = turn_limit;
        self
    }

    /// Cards in a hand: 5, or 10 in the 10-card version.
    #[must_use]
    pub fn hand_size(&self) -> usize {
        if self.ten_cards { 10 } else { 5 }
    }

    /// Checks every option.
    ///
    /// # Errors
    /// The first option out of range.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let max = if self.ten_cards { 5 } else { 8 };
        ConfigError::check_players(self.players, 2, max)?;
        ConfigError::check_range("rounds", self.rounds, 1, 100)?;
        ConfigError::check_range("turn-limit", self.turn_limit, 10, 10_000)
    }
}
