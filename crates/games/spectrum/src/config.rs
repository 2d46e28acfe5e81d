//! The Spectrum config.

use rules_engine::ConfigError;
pub use tic_hands::spectrum::PointTable;
use tic_of_a_kind::check_rounds_and_turn_limit;

/// The default of [`SpectrumConfig::may_discard_taken`] for configs saved before it existed.
#[cfg(feature = "serde")]
fn yes() -> bool {
    true
}

/// Spectrum's table options.
///
/// ```
/// use tic_spectrum::SpectrumConfig;
///
/// let standard = SpectrumConfig::default();
/// assert_eq!((standard.players, standard.take_up_to, standard.ten_cards), (4, 1, false));
/// assert!(standard.may_discard_taken, "the text does not forbid it");
/// assert_eq!(SpectrumConfig::variation1(3).take_up_to, 5);
/// assert_eq!(SpectrumConfig::variation2(2).hand_size(), 10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
    /// Whether the card just taken from the discard pile may be discarded again the same turn
    /// (default true: the text does not forbid it; false is a house rule).
    #[cfg_attr(feature = "serde", serde(default = "yes"))]
    pub may_discard_taken: bool,
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
            may_discard_taken: true,
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
    pub fn with_rounds(self, rounds: u32) -> Self {
        SpectrumConfig { rounds, ..self }
    }

    /// The same config with another point table.
    #[must_use]
    pub fn with_points(self, points: PointTable) -> Self {
        SpectrumConfig { points, ..self }
    }

    /// The same config with another take limit (1 to 5).
    #[must_use]
    pub fn with_take_up_to(self, take_up_to: usize) -> Self {
        SpectrumConfig { take_up_to, ..self }
    }

    /// The same config with another turn limit per round.
    #[must_use]
    pub fn with_turn_limit(self, turn_limit: u32) -> Self {
        SpectrumConfig { turn_limit, ..self }
    }

    /// The same config with the card just taken from the discard pile allowed back (true,
    /// the default) or not (the house rule).
    #[must_use]
    pub fn with_may_discard_taken(self, may_discard_taken: bool) -> Self {
        SpectrumConfig {
            may_discard_taken,
            ..self
        }
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
        check_rounds_and_turn_limit(self.rounds, self.turn_limit)?;
        ConfigError::check_range("take-up-to", self.take_up_to, 1, 5)?;
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

tic_of_a_kind::impl_knock_config!(SpectrumConfig, take_up_to);
