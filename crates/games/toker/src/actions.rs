//! Actions of an exchange game and the typed reasons for rejecting one.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::{Card, CardSet};

/// What a player can do.
///
/// Text (`Display`, read back by `FromStr`, card names long or compact): `keep your cards`
/// (or `keep`), `exchange 3-star-red` (two cards in Variation 2: `exchange 3sr 4qr`),
/// `exchange the common 3-star-red`, `call`, `fold`, `check`, `call the bet`, `bet to 12`.
/// JSON: `"keep"`, `{"exchange": ["3-star-red"]}`, `{"exchange_common": "3-star-red"}`,
/// `"call"`, `"fold"`, `"check"`, `"call_bet"`, `{"bet_to": 12}`.
///
/// ```
/// use tic_toker::ExchangeAction;
///
/// let action: ExchangeAction = "exchange 3sr".parse()?;
/// assert_eq!(action.to_string(), "exchange 3-star-red");
/// assert_eq!("bet to 12".parse::<ExchangeAction>()?, ExchangeAction::BetTo(12));
/// assert!("exchange 3sr 3sr".parse::<ExchangeAction>().is_err());
/// # Ok::<(), rules_engine::ParseActionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum ExchangeAction {
    /// Exchange turn: keep every card ("if they want" to discard is up to them).
    Keep,
    /// Exchange turn: discard these of your own cards (one, or up to two in Variation 2) and
    /// take as many new ones from the dealer.
    Exchange(CardSet),
    /// Exchange turn, Variation 1: replace this common card with a new one from the dealer.
    ExchangeCommon(Card),
    /// Exchange turn: "call" instead of exchanging; the players still to play this exchange
    /// round get their turn, one more common card is added and the hands are shown.
    Call,
    /// Betting: give up the deal (only when facing a bet).
    Fold,
    /// Betting: pass without betting (only when nothing is owed).
    Check,
    /// Betting: match the current bet (all-in for less when short of chips).
    CallBet,
    /// Betting: bet or raise so that your chips in this betting round total this many. The
    /// sizes on offer are the minimum, half the pot, the pot and all-in.
    BetTo(u64),
}

impl fmt::Display for ExchangeAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExchangeAction::Keep => f.write_str("keep your cards"),
            ExchangeAction::Exchange(cards) => write!(f, "exchange {cards}"),
            ExchangeAction::ExchangeCommon(card) => write!(f, "exchange the common {card}"),
            ExchangeAction::Call => f.write_str("call"),
            ExchangeAction::Fold => f.write_str("fold"),
            ExchangeAction::Check => f.write_str("check"),
            ExchangeAction::CallBet => f.write_str("call the bet"),
            ExchangeAction::BetTo(to) => write!(f, "bet to {to}"),
        }
    }
}

/// The words of an action's text, for [`ExchangeAction::from_str`].
const FORMS: &str = "expected `keep your cards`, `exchange <card(s)>`, \
                     `exchange the common <card>`, `call`, `fold`, `check`, `call the bet` or \
                     `bet to <chips>`";

impl FromStr for ExchangeAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, cards long or
    /// compact, extra spaces ignored); `keep` alone is also read as keeping.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let card = |text: &str| {
            text.parse::<Card>()
                .map_err(|e| ParseActionError::new(s, e.to_string()))
        };
        match words.as_slice() {
            ["keep"] | ["keep", "your", "cards"] => Ok(ExchangeAction::Keep),
            ["call"] => Ok(ExchangeAction::Call),
            ["fold"] => Ok(ExchangeAction::Fold),
            ["check"] => Ok(ExchangeAction::Check),
            ["call", "the", "bet"] => Ok(ExchangeAction::CallBet),
            ["bet", "to", chips] => chips.parse().map(ExchangeAction::BetTo).map_err(|_| {
                ParseActionError::new(s, format!("`{chips}` is not a number of chips"))
            }),
            ["exchange", "the", "common", one] => card(one).map(ExchangeAction::ExchangeCommon),
            ["exchange", "the", "common", ..] => Err(ParseActionError::new(
                s,
                "one common card is exchanged at a time: `exchange the common <card>`",
            )),
            ["exchange", cards @ ..] => {
                let listed = tic_core::parse_cards(&cards.join(" "))
                    .map_err(|e| ParseActionError::new(s, e.to_string()))?;
                let mut set = CardSet::EMPTY;
                for c in listed {
                    if set.contains(c) {
                        return Err(ParseActionError::new(s, format!("{c} is named twice")));
                    }
                    set.insert(c);
                }
                Ok(ExchangeAction::Exchange(set))
            }
            _ => Err(ParseActionError::new(s, FORMS)),
        }
    }
}

/// Why an exchange game rejects an action. The state is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ExchangeError {
    /// An exchange-turn action during betting.
    #[error("it is a betting round: fold, check, call the bet or bet")]
    NotExchangeTurn,
    /// A betting action during an exchange round.
    #[error("it is an exchange round: keep, exchange or call")]
    NotBettingTurn,
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// An exchange of no cards (use `keep`).
    #[error("an exchange needs at least one card (to exchange nothing, keep your cards)")]
    EmptyExchange,
    /// More cards than allowed in one exchange.
    #[error("you may exchange at most {max} card(s) per turn, not {got}")]
    TooManyCards {
        /// The most allowed.
        max: usize,
        /// Cards given.
        got: usize,
    },
    /// Common cards may only be exchanged in Variation 1.
    #[error("only Variation 1 lets players exchange common cards")]
    NoCommonExchange,
    /// The card is not among the common cards.
    #[error("{0} is not a common card")]
    NotCommon(Card),
    /// The dealer has too few cards left (even after reshuffling the discards).
    #[error("the dealer has only {available} card(s) for an exchange of {needed}")]
    DealerOutOfCards {
        /// Cards needed.
        needed: usize,
        /// Cards available.
        available: usize,
    },
    /// Variation 1's single exchange pass has no call.
    #[error("there is no call in Variation 1's single exchange pass: keep or exchange")]
    NoCall,
    /// Somebody already called in this deal.
    #[error("player {0} has already called this deal")]
    AlreadyCalled(usize),
    /// Checking while a bet is owed.
    #[error("you owe {0} chip(s): call the bet, raise or fold")]
    MustCallOrFold(u64),
    /// Calling or folding when nothing is owed.
    #[error("there is no bet to call or fold to: check or bet")]
    NothingToCall,
    /// A bet size that is not on offer.
    #[error("you cannot bet to {to} now; the sizes on offer are {offered:?}")]
    BetSize {
        /// The size asked for.
        to: u64,
        /// The sizes on offer.
        offered: Vec<u64>,
    },
    /// The hands could not be evaluated (a bug in the evaluator or a broken state).
    #[error("the hands could not be evaluated: {0}")]
    Evaluation(String),
}
