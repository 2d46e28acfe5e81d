//! The TIC Rummy config and its validation.

use rules_engine::ConfigError;

/// Most players at a table.
pub const MAX_PLAYERS: usize = 4;

/// The options of a TIC Rummy match. `Default` is the text's game: two players, rounds 1 to 8.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct RummyConfig {
    /// Players, 2 to 4.
    pub players: usize,
    /// The round every player starts on, 1 to 8 (1 in the text; later starts give short
    /// matches on the harder rounds).
    pub first_round: u8,
    /// The last round, `first_round` to 8: the match ends when a player on it goes out.
    pub last_round: u8,
    /// The most deals a match may take, 1 to 1000 (a documented end: without it a table that
    /// never completes the last round would play forever). When reached, the match is scored
    /// as it stands.
    pub max_deals: u32,
    /// The most turns one deal may take, 10 to 10000. Taking the discard every turn leaves the
    /// draw pile untouched, so a deal could otherwise loop; when reached the deal ends as if
    /// the deck were exhausted.
    pub max_turns_per_deal: u32,
    /// When the deck is exhausted and nobody went out: `false` (the text's "repeat the
    /// round"): everybody repeats their round and nothing is scored; `true`: the deal is
    /// scored as if it had ended (players who laid down move on, every hand counts against).
    pub exhausted_deal_scores: bool,
}

impl Default for RummyConfig {
    fn default() -> Self {
        RummyConfig {
            players: 2,
            first_round: 1,
            last_round: 8,
            max_deals: 40,
            max_turns_per_deal: 400,
            exhausted_deal_scores: false,
        }
    }
}

impl RummyConfig {
    /// The default match for this many players.
    #[must_use]
    pub fn for_players(players: usize) -> Self {
        RummyConfig {
            players,
            ..RummyConfig::default()
        }
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, MAX_PLAYERS)?;
        ConfigError::check_range("first-round", self.first_round, 1, 8)?;
        ConfigError::check_range("last-round", self.last_round, self.first_round, 8)?;
        ConfigError::check_range("max-deals", self.max_deals, 1, 1000)?;
        ConfigError::check_range("max-turns-per-deal", self.max_turns_per_deal, 10, 10_000)?;
        Ok(())
    }
}
