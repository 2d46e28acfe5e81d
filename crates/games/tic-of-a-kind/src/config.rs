//! The table options: what every knock game's config says ([`KnockConfig`]), and the
//! Tic-of-a-Kind config.

use core::fmt;
use core::hash::Hash;

use rules_engine::ConfigError;

/// What the knock engine asks of a game's config.
pub trait KnockConfig:
    Copy + fmt::Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// Players at the table.
    fn players(&self) -> usize;
    /// Rounds in the match.
    fn rounds(&self) -> u32;
    /// Cards in a scored hand.
    fn hand_size(&self) -> usize;
    /// Turns after which a round nobody knocks is scored as it stands.
    fn turn_limit(&self) -> u32;
    /// The most cards taken from the middle in one turn (then as many are discarded).
    fn take_up_to(&self) -> usize {
        1
    }
    /// Whether a card just taken from the discard pile may be discarded again the same turn.
    fn may_discard_taken(&self) -> bool;
    /// Checks every option.
    ///
    /// # Errors
    /// The first option out of range.
    fn validate(&self) -> Result<(), ConfigError>;
}

/// Implements [`KnockConfig`] for a config struct with the public fields `players`,
/// `rounds`, `turn_limit` and `may_discard_taken` and the methods `hand_size` and `validate`;
/// `take_up_to` reads the field named after the type, if given (otherwise 1).
///
/// ```
/// # use rules_engine::ConfigError;
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
/// pub struct MyConfig {
///     pub players: usize,
///     pub rounds: u32,
///     pub turn_limit: u32,
///     pub may_discard_taken: bool,
///     pub take: usize,
/// }
/// impl MyConfig {
///     fn hand_size(&self) -> usize { 5 }
///     fn validate(&self) -> Result<(), ConfigError> { Ok(()) }
/// }
/// tic_of_a_kind::impl_knock_config!(MyConfig, take);
/// use tic_of_a_kind::KnockConfig;
/// assert_eq!(MyConfig { take: 3, ..MyConfig::default() }.take_up_to(), 3);
/// ```
#[macro_export]
macro_rules! impl_knock_config {
    ($config:ty $(, $take_up_to:ident)?) => {
        impl $crate::KnockConfig for $config {
            fn players(&self) -> usize {
                self.players
            }
            fn rounds(&self) -> u32 {
                self.rounds
            }
            fn hand_size(&self) -> usize {
                <$config>::hand_size(self)
            }
            fn turn_limit(&self) -> u32 {
                self.turn_limit
            }
            $(fn take_up_to(&self) -> usize {
                self.$take_up_to
            })?
            fn may_discard_taken(&self) -> bool {
                self.may_discard_taken
            }
            fn validate(&self) -> Result<(), ::rules_engine::ConfigError> {
                <$config>::validate(self)
            }
        }
    };
}

/// Checks the options every knock game has: 1 to 100 rounds, a turn limit of 10 to 10,000.
///
/// # Errors
/// The first of them out of range.
pub fn check_rounds_and_turn_limit(rounds: u32, turn_limit: u32) -> Result<(), ConfigError> {
    ConfigError::check_range("rounds", rounds, 1, 100)?;
    ConfigError::check_range("turn-limit", turn_limit, 10, 10_000)
}

/// The default of [`TicOfAKindConfig::may_discard_taken`] for configs saved before it existed.
#[cfg(feature = "serde")]
fn yes() -> bool {
    true
}

/// Tic-of-a-Kind's table options.
///
/// ```
/// use tic_of_a_kind::TicOfAKindConfig;
///
/// let five = TicOfAKindConfig::default();
/// assert_eq!((five.players, five.rounds, five.ten_cards), (4, 5, false));
/// assert!(five.may_discard_taken, "the text does not forbid it");
/// let ten = TicOfAKindConfig::ten_card(3);
/// assert_eq!(ten.hand_size(), 10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
    /// Whether the card just taken from the discard pile may be discarded again the same turn
    /// (default true: the text does not forbid it; false is a house rule).
    #[cfg_attr(feature = "serde", serde(default = "yes"))]
    pub may_discard_taken: bool,
}

impl Default for TicOfAKindConfig {
    fn default() -> Self {
        TicOfAKindConfig {
            players: 4,
            rounds: 5,
            ten_cards: false,
            turn_limit: 200,
            may_discard_taken: true,
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
    pub fn with_rounds(self, rounds: u32) -> Self {
        TicOfAKindConfig { rounds, ..self }
    }

    /// The same config with another turn limit per round.
    #[must_use]
    pub fn with_turn_limit(self, turn_limit: u32) -> Self {
        TicOfAKindConfig { turn_limit, ..self }
    }

    /// The same config with the card just taken from the discard pile allowed back (true,
    /// the default) or not (the house rule).
    #[must_use]
    pub fn with_may_discard_taken(self, may_discard_taken: bool) -> Self {
        TicOfAKindConfig {
            may_discard_taken,
            ..self
        }
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
        check_rounds_and_turn_limit(self.rounds, self.turn_limit)
    }
}

crate::impl_knock_config!(TicOfAKindConfig);
