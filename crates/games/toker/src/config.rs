//! The table config of an exchange game: players, deals, the variation and betting.

use rules_engine::ConfigError;

use crate::hands::HandRules;

/// Which way of playing the texts' variations choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Variant {
    /// The standard game: three private cards, two common cards, one common card added after
    /// each exchange round; a player exchanges one of their own cards per turn.
    #[default]
    Standard,
    /// Variation 1 as Toker's text has it: on their turn a player exchanges one of their own
    /// cards *or one of the common cards* with the dealer (or keeps); "after everyone gets a
    /// turn, everyone shows their cards": one exchange pass over the two common cards, no
    /// common card added and no call, then the showdown. The dealer rotates every deal, so the
    /// match must have a multiple of the number of players deals (everyone is last to exchange
    /// equally often). Not playable in Sequences: three private and two common cards are five,
    /// one short of a six-card hand.
    CommonExchange,
    /// Variation 1 with the standard game's exchange rounds: a player may exchange a common
    /// card on any exchange turn, and a common card is still added after each round, up to the
    /// full center. Sequences' Variation 1 (its text does not end the deal after one pass);
    /// in Toker a second reading, offered as an option. Deals: a multiple of the players, as
    /// in [`Variant::CommonExchange`].
    CommonExchangeRounds,
    /// Variation 2: no common cards; every player is dealt the whole hand and exchanges up to
    /// two cards per turn, for a set number of exchange rounds.
    AllPrivate,
}

/// Betting (Variation 3): no-limit with antes (ruling 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Betting {
    /// Chips each player starts the match with (1 to 1,000,000).
    pub chips: u64,
    /// The ante every player puts in at the start of each deal; also the smallest bet
    /// (1 to `chips`).
    pub ante: u64,
}

impl Default for Betting {
    fn default() -> Self {
        Betting {
            chips: 100,
            ante: 1,
        }
    }
}

impl Betting {
    /// Betting with these chips and this ante.
    #[must_use]
    pub fn new(chips: u64, ante: u64) -> Betting {
        Betting { chips, ante }
    }
}

/// The config of an exchange game ([`Toker`](crate::Toker), and `tic-sequences`'s
/// `Sequences`).
///
/// ```
/// use tic_toker::{ExchangeConfig, Variant, Betting};
///
/// let standard = ExchangeConfig::default();
/// assert_eq!((standard.players, standard.deals), (4, 5));
/// let v1 = ExchangeConfig::variation1(3); // 3 players, 3 deals: everyone deals once
/// assert_eq!(v1.variant, Variant::CommonExchange);
/// assert_eq!(v1.exchange_rounds::<tic_toker::TokerHands>(), 1); // one pass, then the showdown
/// let poker = ExchangeConfig::variation3(4);
/// assert_eq!(poker.betting, Some(Betting::default()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct ExchangeConfig {
    /// Players, 2 to 8.
    pub players: usize,
    /// Deals in the match (the texts' "rounds"), 1 to 100.
    pub deals: u32,
    /// The variation.
    pub variant: Variant,
    /// Exchange rounds per deal in [`Variant::AllPrivate`] (1 to 6); `None` means as many as
    /// the standard game has (3 in Toker, 4 in Sequences). Must be `None` in other variants,
    /// where the common cards set the count.
    pub exchanges: Option<u8>,
    /// Betting (Variation 3), combinable with any variant; `None` plays for ranking points.
    pub betting: Option<Betting>,
}

impl Default for ExchangeConfig {
    fn default() -> Self {
        ExchangeConfig {
            players: 4,
            deals: 5,
            variant: Variant::Standard,
            exchanges: None,
            betting: None,
        }
    }
}

impl ExchangeConfig {
    /// The standard game for this many players.
    #[must_use]
    pub fn new(players: usize) -> ExchangeConfig {
        ExchangeConfig {
            players,
            ..ExchangeConfig::default()
        }
    }

    /// Toker's Variation 1 ([`Variant::CommonExchange`]: one exchange pass, own or common
    /// cards, then the showdown), one deal per player.
    #[must_use]
    pub fn variation1(players: usize) -> ExchangeConfig {
        ExchangeConfig {
            players,
            deals: u32::try_from(players).unwrap_or(u32::MAX),
            variant: Variant::CommonExchange,
            ..ExchangeConfig::default()
        }
    }

    /// Variation 1 over full exchange rounds ([`Variant::CommonExchangeRounds`]: Sequences'
    /// Variation 1, Toker's second reading), one deal per player.
    #[must_use]
    pub fn variation1_rounds(players: usize) -> ExchangeConfig {
        ExchangeConfig {
            variant: Variant::CommonExchangeRounds,
            ..ExchangeConfig::variation1(players)
        }
    }

    /// Variation 2 (all cards private, up to two exchanged per turn).
    #[must_use]
    pub fn variation2(players: usize) -> ExchangeConfig {
        ExchangeConfig {
            players,
            variant: Variant::AllPrivate,
            ..ExchangeConfig::default()
        }
    }

    /// Variation 3 (the standard game with betting, default chips and ante).
    #[must_use]
    pub fn variation3(players: usize) -> ExchangeConfig {
        ExchangeConfig {
            players,
            betting: Some(Betting::default()),
            ..ExchangeConfig::default()
        }
    }

    /// The same config with another number of deals.
    #[must_use]
    pub fn with_deals(mut self, deals: u32) -> ExchangeConfig {
        self.deals = deals;
        self
    }

    /// The same config with another variant.
    #[must_use]
    pub fn with_variant(mut self, variant: Variant) -> ExchangeConfig {
        self.variant = variant;
        self
    }

    /// The same config with betting on (`Some`) or off.
    #[must_use]
    pub fn with_betting(mut self, betting: Option<Betting>) -> ExchangeConfig {
        self.betting = betting;
        self
    }

    /// The same config with a set number of exchange rounds (Variation 2 only).
    #[must_use]
    pub fn with_exchanges(mut self, exchanges: Option<u8>) -> ExchangeConfig {
        self.exchanges = exchanges;
        self
    }

    /// Checks every option.
    ///
    /// # Errors
    /// The first option out of range or combination that cannot be played.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, 2, 8)?;
        ConfigError::check_range("deals", self.deals, 1, 100)?;
        if let Some(exchanges) = self.exchanges {
            if self.variant != Variant::AllPrivate {
                return Err(ConfigError::Invalid {
                    option: "exchanges",
                    reason: "only Variation 2 (all cards private) sets the number of exchanges; \
                             elsewhere the common cards do"
                        .into(),
                });
            }
            ConfigError::check_range("exchanges", exchanges, 1, 6)?;
        }
        if self.exchanges_common() && !(self.deals as usize).is_multiple_of(self.players) {
            return Err(ConfigError::Invalid {
                option: "deals",
                reason: format!(
                    "Variation 1 rotates the dealer so that everyone is last to exchange equally \
                     often: the deals ({}) must be a multiple of the players ({})",
                    self.deals, self.players
                ),
            });
        }
        if let Some(betting) = self.betting {
            ConfigError::check_range("chips", betting.chips, 1, 1_000_000)?;
            ConfigError::check_range("ante", betting.ante, 1, betting.chips)?;
        }
        Ok(())
    }

    /// Checks every option for the game with the hands `H`: [`validate`](Self::validate), and
    /// that a deal can end with a full hand.
    ///
    /// # Errors
    /// As [`validate`](Self::validate); and Variation 1's single pass
    /// ([`Variant::CommonExchange`]) where the private and starting common cards are fewer than
    /// a hand (Sequences).
    pub fn validate_for<H: HandRules>(&self) -> Result<(), ConfigError> {
        self.validate()?;
        let cards = self.private_cards::<H>() + self.starting_common();
        if !self.adds_common() && cards < H::HAND_SIZE {
            return Err(ConfigError::Invalid {
                option: "variant",
                reason: format!(
                    "a single exchange pass leaves {cards} cards, fewer than a {}-card {} hand: \
                     play Variation 1 with exchange rounds",
                    H::HAND_SIZE,
                    H::TITLE
                ),
            });
        }
        Ok(())
    }

    /// Whether players may exchange common cards (Variation 1, either reading).
    #[must_use]
    pub fn exchanges_common(&self) -> bool {
        matches!(
            self.variant,
            Variant::CommonExchange | Variant::CommonExchangeRounds
        )
    }

    /// Whether a common card is turned up after each exchange round (and after a call).
    #[must_use]
    pub fn adds_common(&self) -> bool {
        matches!(
            self.variant,
            Variant::Standard | Variant::CommonExchangeRounds
        )
    }

    /// Whether a player may call: not in Variation 1's single pass, where everyone shows after
    /// one turn anyway.
    #[must_use]
    pub fn allows_call(&self) -> bool {
        self.variant != Variant::CommonExchange
    }

    /// Private cards each player is dealt.
    #[must_use]
    pub fn private_cards<H: HandRules>(&self) -> usize {
        match self.variant {
            Variant::AllPrivate => H::ALL_PRIVATE_CARDS,
            _ => 3,
        }
    }

    /// Common cards laid out at the start of a deal.
    #[must_use]
    pub fn starting_common(&self) -> usize {
        match self.variant {
            Variant::AllPrivate => 0,
            _ => 2,
        }
    }

    /// Exchange rounds in a deal without a call.
    #[must_use]
    pub fn exchange_rounds<H: HandRules>(&self) -> u8 {
        let standard = u8::try_from(H::FINAL_COMMON.saturating_sub(2)).unwrap_or(u8::MAX);
        match self.variant {
            Variant::AllPrivate => self.exchanges.unwrap_or(standard),
            Variant::CommonExchange => 1,
            Variant::Standard | Variant::CommonExchangeRounds => standard,
        }
    }

    /// The most cards a player exchanges in one turn.
    #[must_use]
    pub fn max_exchange(&self) -> usize {
        match self.variant {
            Variant::AllPrivate => 2,
            _ => 1,
        }
    }
}
