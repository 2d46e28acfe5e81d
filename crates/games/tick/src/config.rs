//! The Tick config: players, shoe, deals and the options the rule text leaves open.

use rules_engine::ConfigError;
use rummy_cards::Rank;

/// How a Tick match is played. `Default` is the rule text's game: 2 players (set `players` to
/// 2-6), two decks with two jokers each, eleven deals of 3 to 13 cards, aces high, any card
/// may be discarded (the card just taken from the discard pile too).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TickConfig {
    /// Players, 2 to 6.
    pub players: usize,
    /// Standard decks in the shoe (the text: 2), 1 to 4.
    pub decks: usize,
    /// Jokers per deck (a standard deck has 2), 0 to 4.
    pub jokers_per_deck: usize,
    /// Cards dealt in the first deal (the text: 3), 3 to 13. Deal `k` deals `first_hand + k`.
    pub first_hand: usize,
    /// Cards dealt in the last deal (the text: 13), `first_hand` to 13.
    pub last_hand: usize,
    /// Whether an ace may also be low in a run (`A 2 3`; the text leaves it open: off).
    pub ace_low: bool,
    /// Whether a player may discard the card just taken from the discard pile. The text puts
    /// no limit on the discard, so it may (on by default); off is a house rule: a turn that
    /// takes the top discard must discard another card.
    pub may_discard_taken: bool,
    /// The most rounds of turns in a deal: when nobody has called Tick after this many turns
    /// each, the deal ends and is scored as it stands. 1 to 10 000.
    pub max_rounds: usize,
}

impl Default for TickConfig {
    fn default() -> Self {
        TickConfig {
            players: 2,
            decks: 2,
            jokers_per_deck: 2,
            first_hand: 3,
            last_hand: 13,
            ace_low: false,
            may_discard_taken: true,
            max_rounds: 50,
        }
    }
}

impl TickConfig {
    /// The default game for this many players.
    #[must_use]
    pub fn with_players(players: usize) -> TickConfig {
        TickConfig {
            players,
            ..TickConfig::default()
        }
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, 6)?;
        ConfigError::check_range("decks", self.decks, 1, 4)?;
        ConfigError::check_range("jokers-per-deck", self.jokers_per_deck, 0, 4)?;
        ConfigError::check_range("first-hand", self.first_hand, 3, 13)?;
        ConfigError::check_range("last-hand", self.last_hand, self.first_hand, 13)?;
        ConfigError::check_range("max-rounds", self.max_rounds, 1, 10_000)?;
        let needed = self.players * self.last_hand + 2;
        if needed > self.shoe_size() {
            return Err(ConfigError::Invalid {
                option: "decks",
                reason: format!(
                    "{} players with {} cards each need {needed} cards (hands, the up-card and one to draw); the shoe holds {}",
                    self.players,
                    self.last_hand,
                    self.shoe_size()
                ),
            });
        }
        Ok(())
    }

    /// Cards in the shoe.
    #[must_use]
    pub fn shoe_size(&self) -> usize {
        self.decks * (52 + self.jokers_per_deck)
    }

    /// Number of deals in the match (the text: 11).
    #[must_use]
    pub fn deals(&self) -> usize {
        self.last_hand.saturating_sub(self.first_hand) + 1
    }

    /// Cards per hand in deal `deal` (0-based).
    #[must_use]
    pub fn hand_size(&self, deal: usize) -> usize {
        self.first_hand + deal
    }

    /// The wild rank of deal `deal` (0-based): the rank numbered like the hand size (threes
    /// with 3 cards ... jacks with 11, queens with 12, kings with 13).
    #[must_use]
    pub fn wild_rank(&self, deal: usize) -> Rank {
        u8::try_from(self.hand_size(deal))
            .ok()
            .and_then(Rank::from_value)
            .unwrap_or(Rank::King)
    }
}
