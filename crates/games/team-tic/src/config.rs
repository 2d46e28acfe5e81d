//! The Team TIC config and its validation.

use core::fmt;
use core::str::FromStr;

use rules_engine::ConfigError;

/// What the sets on the table are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Melds {
    /// 3 to 5 cards that Tic (the standard game).
    #[default]
    Tic,
    /// The variation: 3 to 5 cards in a Duo (or Tripo) sequence, which may wrap.
    DuoSequence,
}

impl fmt::Display for Melds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Melds::Tic => "tic",
            Melds::DuoSequence => "duo",
        })
    }
}

impl FromStr for Melds {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "tic" | "tics" => Ok(Melds::Tic),
            "duo" | "duo-sequence" | "sequence" | "sequences" => Ok(Melds::DuoSequence),
            _ => Err(format!("`{s}` is not a set kind (tic or duo)")),
        }
    }
}

/// Most rounds in a match.
pub const MAX_ROUNDS: u8 = 20;

/// The options of a Team TIC game. `Default` is the two-player Tic game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct TeamTicConfig {
    /// 2 (head to head), 4 or 6 (teams of two, partners seated alternately).
    pub players: usize,
    /// Tic sets, or the Duo-sequence variation.
    pub melds: Melds,
    /// How many cards a player may add to opponents' sets in one turn, 0 to 10 (the text's
    /// "up to two"; a larger value leaves only the five-card limit).
    pub opponent_cards_per_turn: u8,
    /// Whether the deepest card picked up from the discard chain may be added to one of the
    /// player's (or partner's) sets instead of starting a new set (off: the text's "make a 3, 4
    /// or 5 card Tic" read as a new set).
    pub pickup_onto_sets: bool,
    /// Whether cards opponents add to a set count toward its owners' points: `true` (the
    /// text: a set scores by its size, and "any Tic set incorporating" the 5-star-red is
    /// tripled, whoever added it); `false` (the second reading): only the owners' own cards
    /// count, and a 5-star-red an opponent added does not triple the set.
    pub opponent_cards_score: bool,
    /// Rounds in the match, 1 to 20 (1: the text's "the game if playing only once"); the
    /// sides' scores add up over the rounds, and the deal passes to the left each round.
    pub rounds: u8,
}

impl Default for TeamTicConfig {
    fn default() -> Self {
        TeamTicConfig {
            players: 2,
            melds: Melds::Tic,
            opponent_cards_per_turn: 2,
            pickup_onto_sets: false,
            opponent_cards_score: true,
            rounds: 1,
        }
    }
}

impl TeamTicConfig {
    /// The default game for this many players.
    #[must_use]
    pub fn for_players(players: usize) -> Self {
        TeamTicConfig {
            players,
            ..TeamTicConfig::default()
        }
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if ![2, 4, 6].contains(&self.players) {
            return Err(ConfigError::Invalid {
                option: "players",
                reason: format!(
                    "Team TIC is played by 2, 4 or 6 players, not {}",
                    self.players
                ),
            });
        }
        ConfigError::check_range(
            "opponent-cards-per-turn",
            self.opponent_cards_per_turn,
            0,
            10,
        )?;
        ConfigError::check_range("rounds", self.rounds, 1, MAX_ROUNDS)
    }

    /// Cards dealt to each player: 12 head to head, 8 in the team game.
    #[must_use]
    pub fn hand_size(&self) -> usize {
        if self.players == 2 { 12 } else { 8 }
    }

    /// Number of sides: 2 head to head, else players / 2 teams.
    #[must_use]
    pub fn teams(&self) -> usize {
        if self.players == 2 {
            2
        } else {
            self.players / 2
        }
    }

    /// The side of a seat. Partners sit alternately, so that every team plays once before any
    /// team plays twice (seats 0 and 2 with 4 players; 0 and 3 with 6).
    #[must_use]
    pub fn team_of(&self, seat: usize) -> usize {
        seat % self.teams().max(1)
    }
}
