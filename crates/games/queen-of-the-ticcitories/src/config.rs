//! The Queen of the Ticcitories config: players, grid size and the three variations.

use rules_engine::ConfigError;

/// How a game is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct QueenConfig {
    /// Players, 2 to 6.
    pub players: usize,
    /// The grid is `grid x grid` cards: 4 in the standard game; Variation 3 plays 3x3 or 5x5
    /// (2 to 6 allowed, as the deck permits).
    pub grid: usize,
    /// Cards laid in each centre line: one per player in the standard game; Variation 2 lets
    /// two players use 3 or 4 (the unused cards are discarded).
    pub centre_cards: usize,
    /// Variation 1: once a game, a player may play their card on an opponent's grid, and the
    /// rest of that round must follow suit.
    pub attack: bool,
}

impl Default for QueenConfig {
    fn default() -> Self {
        QueenConfig {
            players: 2,
            grid: 4,
            centre_cards: 2,
            attack: false,
        }
    }
}

impl QueenConfig {
    /// The standard game for `players` players (one centre card each).
    #[must_use]
    pub fn players(players: usize) -> Self {
        QueenConfig {
            players,
            centre_cards: players,
            ..QueenConfig::default()
        }
    }

    /// Variation 3: another grid size.
    #[must_use]
    pub fn with_grid(mut self, grid: usize) -> Self {
        self.grid = grid;
        self
    }

    /// Variation 2: more centre cards (two players only).
    #[must_use]
    pub fn with_centre_cards(mut self, cards: usize) -> Self {
        self.centre_cards = cards;
        self
    }

    /// Variation 1: the once-a-game attack round.
    #[must_use]
    pub fn with_attack(mut self, on: bool) -> Self {
        self.attack = on;
        self
    }

    /// Cards placed into each grid after its start card.
    #[must_use]
    pub fn rounds(&self) -> usize {
        self.grid * self.grid - 1
    }

    /// Cards the game needs from the deck.
    #[must_use]
    pub fn cards_needed(&self) -> usize {
        self.players + self.centre_cards * self.rounds()
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, 6)?;
        ConfigError::check_range("grid", self.grid, 2, tic_grid::BoundedGrid::MAX_BOUND)?;
        let max_centre = if self.players == 2 { 4 } else { self.players };
        ConfigError::check_range("centre-cards", self.centre_cards, self.players, max_centre)?;
        if self.cards_needed() > tic_core::Card::COUNT {
            return Err(ConfigError::Invalid {
                option: "grid",
                reason: format!(
                    "{} players with {} centre cards on {}x{} grids need {} cards; the deck has 125",
                    self.players,
                    self.centre_cards,
                    self.grid,
                    self.grid,
                    self.cards_needed()
                ),
            });
        }
        Ok(())
    }
}
