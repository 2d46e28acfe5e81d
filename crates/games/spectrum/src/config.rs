//! The Spectrum config.

use rules_engine::ConfigError;
pub use tic_hands::spectrum::PointTable;

/// Spectrum's table options.
///
/// ```
/// use tic_spectrum::SpectrumConfig;
///
/// let standard = SpectrumConfig::default();
/// assert_eq!((standard.players, standard.take_up_to, standard.ten_cards), (4, 1, false));
/// assert_eq!(SpectrumConfig::variation1(3).take_up_to, 5);
/// assert_eq!(SpectrumConfig::variation2(2).hand_size(), 10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct SpectrumConfig {
    /// Players: 2 to 6 (2 to 4 in the 10-card Variation 2).
    pub players: usize,
    /// Rounds in the match, 1 to 100.
    pub rounds: u32,
    /// Face-up cards a player may take per turn: 1, or up to 5 in Variation 1 (then they
    /// discard as many).
    pub take_up_to: usize,
    /// Variation 2: ten cards, two 5-card sequences.
    pub ten_cards: bool,
    /// Points per 5-card sequence kind (ruling 11's house table by default).
    pub points: PointTable,
    /// A round that nobody knocks ends, scored as it stands, after this many turns in all
    /// (10 to 10,000): the text has no end for a table that never knocks.
    pub turn_limit: u32,
}

impl Default for SpectrumConfig {
    fn default() -> Self {
        SpectrumConfig {
            players: 4,
            rounds: 5,
            take_up_to: 1,
            ten_cards: false,
            points: PointTable::default(),
            turn_limit: 200,
        }
    }
}

impl SpectrumConfig {
    /// The standard game for this many players.
    #[must_use]
    pub fn new(players: usize) -> Self {
        SpectrumConfig {
            players,
            ..SpectrumConfig::default()
        }
    }

    /// Variation 1: take up to five face-up cards per turn.
    #[must_use]
    pub fn variation1(players: usize) -> Self {
        SpectrumConfig {
            players,
            take_up_to: 5,
            ..SpectrumConfig::default()
        }
    }

    /// Variation 2: the 10-card game.
    #[must_use]
    pub fn variation2(players: usize) -> Self {
        SpectrumConfig {
            players,
            ten_cards: true,
            ..SpectrumConfig::default()
        }
    }

    /// The same config with this many rounds.
    #[must_use]
    pub fn with_rounds(mut self, rounds: u32) -> Self {
        self.rounds = rounds;
        self
    }

    /// The same config with another point table.
    #[must_use]
    pub fn with_points(mut self, points: PointTable) -> Self {
        self.points = points;
        self
    }

    /// The same config with another take limit (1 to 5).
    #[must_use]
    pub fn with_take_up_to(mut self, take_up_to: usize) -> Self {
        self.take_up_to = take_up_to;
        self
    }

    /// The same config with another turn limit per round.
    #[must_use]
    pub fn with_turn_limit(mut self, turn_limit: u32) -> Self {
        self.turn_limit = turn_limit;
        self
    }

    /// Cards in a hand: 5, or 10 in Variation 2.
    #[must_use]
    pub fn hand_size(&self) -> usize {
        if self.ten_cards { 10 } else { 5 }
    }

    /// Checks every option.
    ///
    /// # Errors
    /// The first option out of range.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let max = if self.ten_cards { 4 } else { 6 };
        ConfigError::check_players(self.players, 2, max)?;
        ConfigError::check_range("rounds", self.rounds, 1, 100)?;
        ConfigError::check_range("take-up-to", self.take_up_to, 1, 5)?;
        ConfigError::check_range("turn-limit", self.turn_limit, 10, 10_000)?;
        let p = self.points;
        for (option, value) in [
            ("mono", p.mono),
            ("duo", p.duo),
            ("tripo", p.tripo),
            ("no-sequence", p.no_sequence),
        ] {
            ConfigError::check_range(option, value, -1000, 1000)?;
        }
        Ok(())
    }
}
