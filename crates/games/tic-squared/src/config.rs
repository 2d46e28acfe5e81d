//! The Tic Squared config: players, the portion of the deck in play, the deal, the race
//! variation.

use rules_engine::ConfigError;

/// Cards of the 125 put in play for `players` players when the config does not say: about a
/// third of the deck for two, half for three, two thirds for four (the text's advice).
#[must_use]
pub const fn default_deck_cards(players: usize) -> usize {
    match players {
        0..=2 => 42,
        3 => 63,
        _ => 83,
    }
}

/// How a Tic Squared table is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct TicSquaredConfig {
    /// Players, 2 to 4.
    pub players: usize,
    /// Cards of the shuffled 125 put in play (the rest stay in the box, unseen); `None` for
    /// the text's portion by player count ([`default_deck_cards`]).
    pub deck_cards: Option<usize>,
    /// Cards dealt to each player (12 in the rules), 1 to 20.
    pub hand_size: usize,
    /// The "Tic = mc squared" variation: no turns, everyone plays at once (a turnless game).
    pub race: bool,
}

impl Default for TicSquaredConfig {
    fn default() -> Self {
        TicSquaredConfig {
            players: 2,
            deck_cards: None,
            hand_size: 12,
            race: false,
        }
    }
}

impl TicSquaredConfig {
    /// The standard game for `players` players.
    #[must_use]
    pub fn for_players(players: usize) -> Self {
        TicSquaredConfig {
            players,
            ..TicSquaredConfig::default()
        }
    }

    /// The same config as the race variation.
    #[must_use]
    pub fn race(mut self) -> Self {
        self.race = true;
        self
    }

    /// The cards in play: the config's value or the default for the player count.
    #[must_use]
    pub fn cards_in_play(&self) -> usize {
        self.deck_cards
            .unwrap_or_else(|| default_deck_cards(self.players))
    }

    /// Checks the config.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, 4)?;
        ConfigError::check_range("hand_size", self.hand_size, 1, 20)?;
        let dealt = self.players * self.hand_size;
        ConfigError::check_range(
            "deck_cards",
            self.cards_in_play(),
            dealt,
            tic_core::Card::COUNT,
        )
    }
}
