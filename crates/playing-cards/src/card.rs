//! Ranks, suits and cards, with their short (`10h`) and long (`ten of hearts`) text forms.

use core::fmt;
use core::str::FromStr;

use thiserror::Error;

/// A rank, two to ace. Ordered two lowest, ace highest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)] // the variant names are the ranks
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All thirteen ranks, two first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's number: 2 to 10, jack 11, queen 12, king 13, ace 14.
    #[must_use]
    pub fn value(self) -> u8 {
        self as u8
    }

    /// The rank with this number (2 to 14; ace is 14).
    ///
    /// ```
    /// use rummy_cards::Rank;
    /// assert_eq!(Rank::from_value(12), Some(Rank::Queen));
    /// assert_eq!(Rank::from_value(1), None);
    /// ```
    #[must_use]
    pub fn from_value(value: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(value.checked_sub(2)?)).copied()
    }

    /// `0` for two up to `12` for ace.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self as u8 - 2)
    }

    /// The short symbol: `2`..`10`, `J`, `Q`, `K`, `A`.
    #[must_use]
    pub fn symbol(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self.index()]
    }

    /// The English name: `two`..`ten`, `jack`, `queen`, `king`, `ace`.
    #[must_use]
    pub fn name(self) -> &'static str {
        [
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ][self.index()]
    }

    /// The plural English name (`sixes`, `queens`), as in "sixes are wild".
    #[must_use]
    pub fn plural(self) -> &'static str {
        [
            "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces",
        ][self.index()]
    }

    fn parse_token(token: &str) -> Option<Rank> {
        let lower = token.to_ascii_lowercase();
        let found = match lower.as_str() {
            "t" => Some(Rank::Ten),
            "j" => Some(Rank::Jack),
            "q" => Some(Rank::Queen),
            "k" => Some(Rank::King),
            "a" => Some(Rank::Ace),
            _ => None,
        };
        found
            .or_else(|| {
                Rank::ALL
                    .into_iter()
                    .find(|r| r.name() == lower || r.plural() == lower)
            })
            .or_else(|| {
                lower
                    .parse::<u8>()
                    .ok()
                    .filter(|v| (2..=10).contains(v))
                    .and_then(Rank::from_value)
            })
    }
}

impl fmt::Display for Rank {
    /// The symbol (`10`, `Q`); with `{:#}` the name (`ten`, `queen`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(self.name())
        } else {
            f.write_str(self.symbol())
        }
    }
}

impl FromStr for Rank {
    type Err = ParseCardError;

    /// Parses `2`..`10`, `T`, `J`, `Q`, `K`, `A` or a name (`queen`, `queens`), any case.
    ///
    /// ```
    /// use rummy_cards::Rank;
    /// assert_eq!("q".parse::<Rank>(), Ok(Rank::Queen));
    /// assert_eq!("sevens".parse::<Rank>(), Ok(Rank::Seven));
    /// assert!("1".parse::<Rank>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let token = s.trim();
        Rank::parse_token(token).ok_or_else(|| ParseCardError::NotARank(s.to_owned()))
    }
}

/// A suit. Ordered clubs, diamonds, hearts, spades (bridge order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)] // the variant names are the suits
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// The four suits in order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// `0` for clubs up to `3` for spades.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The one-letter symbol: `c`, `d`, `h`, `s`.
    #[must_use]
    pub fn letter(self) -> char {
        ['c', 'd', 'h', 's'][self.index()]
    }

    /// The English name, plural as in "ten of hearts".
    #[must_use]
    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self.index()]
    }

    fn parse_token(token: &str) -> Option<Suit> {
        let lower = token.to_ascii_lowercase();
        Suit::ALL.into_iter().find(|s| {
            let name = s.name();
            lower == name
                || lower == name[..name.len() - 1]
                || lower.len() == 1 && lower.starts_with(s.letter())
                || token == ["♣", "♦", "♥", "♠"][s.index()]
                || token == ["♧", "♢", "♡", "♤"][s.index()]
        })
    }
}

impl fmt::Display for Suit {
    /// The letter (`h`); with `{:#}` the name (`hearts`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(self.name())
        } else {
            write!(f, "{}", self.letter())
        }
    }
}

impl FromStr for Suit {
    type Err = ParseCardError;

    /// Parses `c`, `d`, `h`, `s`, a suit symbol (`♥`) or a name (`hearts`, `heart`), any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let token = s.trim();
        Suit::parse_token(token).ok_or_else(|| ParseCardError::NotASuit(s.to_owned()))
    }
}

/// Why a text is not a card (or rank, or suit). Every variant names the text it rejects.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseCardError {
    /// The text is empty.
    #[error("empty card text: write a card like `10h`, `Qs`, `Jk` or `queen of spades`")]
    Empty,
    /// The rank part is not a rank.
    #[error("`{token}` is not a card: `{rank}` is not a rank (2-10, J, Q, K, A or a name)")]
    BadRank {
        /// The whole text.
        token: String,
        /// The part read as a rank.
        rank: String,
    },
    /// The suit part is not a suit.
    #[error("`{token}` is not a card: `{suit}` is not a suit (c, d, h, s or a name)")]
    BadSuit {
        /// The whole text.
        token: String,
        /// The part read as a suit.
        suit: String,
    },
    /// A text parsed as a rank alone is not a rank.
    #[error("`{0}` is not a rank (2-10, J, Q, K, A or a name)")]
    NotARank(String),
    /// A text parsed as a suit alone is not a suit.
    #[error("`{0}` is not a suit (c, d, h, s or a name)")]
    NotASuit(String),
    /// A rank without a suit, or a long form without `of`.
    #[error("`{token}` is not a card: {reason}")]
    Malformed {
        /// The whole text.
        token: String,
        /// What is wrong.
        reason: &'static str,
    },
}

/// A playing card: one of the 52 suited cards, or a joker.
///
/// Cards are small `Copy` values ordered by suit (clubs, diamonds, hearts, spades), then rank
/// (two to ace), with the joker last. Two decks hold equal cards: a `Card` is a card *value*.
///
/// Text: `Display` writes the short form (`10h`, `Qs`, `Ah`, `Jk`) and `{:#}` the long form
/// (`ten of hearts`, `joker`); `FromStr` reads both, in any case, and also `Th`, `Q♠`,
/// `10 of hearts`.
///
/// ```
/// use rummy_cards::{Card, Rank, Suit};
///
/// let card: Card = "queen of spades".parse()?;
/// assert_eq!(card, Card::new(Rank::Queen, Suit::Spades));
/// assert_eq!(card.to_string(), "Qs");
/// assert_eq!(format!("{card:#}"), "queen of spades");
/// assert_eq!("jk".parse::<Card>()?, Card::JOKER);
/// let err = "11h".parse::<Card>().unwrap_err();
/// assert_eq!(err.to_string(), "`11h` is not a card: `11` is not a rank (2-10, J, Q, K, A or a name)");
/// # Ok::<(), rummy_cards::ParseCardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The joker (all jokers are alike).
    pub const JOKER: Card = Card(52);

    /// Number of distinct card values: 52 suited cards and the joker.
    pub const COUNT: usize = 53;

    /// The suited card of this rank and suit.
    #[must_use]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + (rank as u8 - 2))
    }

    /// The card's index: `13 * suit + rank` (two = 0) for suited cards, 52 for the joker.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The card with this [`index`](Card::index), if any.
    #[must_use]
    pub fn from_index(index: usize) -> Option<Card> {
        u8::try_from(index)
            .ok()
            .filter(|&i| usize::from(i) < Card::COUNT)
            .map(Card)
    }

    /// Whether this is the joker.
    #[must_use]
    pub fn is_joker(self) -> bool {
        self == Card::JOKER
    }

    /// The rank (`None` for the joker).
    #[must_use]
    pub fn rank(self) -> Option<Rank> {
        if self.is_joker() {
            None
        } else {
            Rank::from_value(self.0 % 13 + 2)
        }
    }

    /// The suit (`None` for the joker).
    #[must_use]
    pub fn suit(self) -> Option<Suit> {
        Suit::ALL.get(usize::from(self.0 / 13)).copied()
    }

    /// The long form: `ten of hearts`, `joker`.
    #[must_use]
    pub fn long_name(self) -> String {
        format!("{self:#}")
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) if f.alternate() => {
                write!(f, "{} of {}", rank.name(), suit.name())
            }
            (Some(rank), Some(suit)) => write!(f, "{}{}", rank.symbol(), suit.letter()),
            _ if f.alternate() => f.write_str("joker"),
            _ => f.write_str("Jk"),
        }
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        if text.is_empty() {
            return Err(ParseCardError::Empty);
        }
        let lower = text.to_ascii_lowercase();
        if matches!(lower.as_str(), "jk" | "joker" | "jkr" | "🃏") {
            return Ok(Card::JOKER);
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() > 1 {
            return match words.as_slice() {
                [rank, of, suit] if of.eq_ignore_ascii_case("of") => {
                    let rank = Rank::parse_token(rank).ok_or_else(|| ParseCardError::BadRank {
                        token: s.to_owned(),
                        rank: (*rank).to_owned(),
                    })?;
                    let suit = Suit::parse_token(suit).ok_or_else(|| ParseCardError::BadSuit {
                        token: s.to_owned(),
                        suit: (*suit).to_owned(),
                    })?;
                    Ok(Card::new(rank, suit))
                }
                _ => Err(ParseCardError::Malformed {
                    token: s.to_owned(),
                    reason: "a long card name reads `<rank> of <suit>`, like `ten of hearts`",
                }),
            };
        }
        // Short form: the suit is the last character (a letter or a suit symbol).
        let Some((at, last)) = text.char_indices().next_back() else {
            return Err(ParseCardError::Empty);
        };
        let (rank_text, suit_text) = text.split_at(at);
        if rank_text.is_empty() || Rank::parse_token(text).is_some() {
            if Rank::parse_token(text).is_some() {
                return Err(ParseCardError::Malformed {
                    token: s.to_owned(),
                    reason: "a rank without a suit: add c, d, h or s, like `10h`",
                });
            }
            return Err(ParseCardError::Malformed {
                token: s.to_owned(),
                reason: "a card needs a rank and a suit, like `10h` or `Qs`",
            });
        }
        let Some(suit) = Suit::parse_token(suit_text) else {
            if Rank::parse_token(text).is_some() {
                return Err(ParseCardError::Malformed {
                    token: s.to_owned(),
                    reason: "a rank without a suit: add c, d, h or s, like `10h`",
                });
            }
            return Err(ParseCardError::BadSuit {
                token: s.to_owned(),
                suit: last.to_string(),
            });
        };
        let rank = Rank::parse_token(rank_text).ok_or_else(|| ParseCardError::BadRank {
            token: s.to_owned(),
            rank: rank_text.to_owned(),
        })?;
        Ok(Card::new(rank, suit))
    }
}

/// Parses cards separated by spaces or commas, each in short or long form
/// (`"10h Qs, jk"`; long forms need commas: `"ten of hearts, joker"`).
///
/// ```
/// use rummy_cards::{parse_cards, Card};
/// let cards = parse_cards("7h 8h, jk")?;
/// assert_eq!(cards.len(), 3);
/// assert_eq!(parse_cards("ten of hearts, joker")?[1], Card::JOKER);
/// assert!(parse_cards("7h 8x").is_err());
/// # Ok::<(), rummy_cards::ParseCardError>(())
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseCardError> {
    let mut cards = Vec::new();
    for part in text.split(',') {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let is_long = part
            .split_whitespace()
            .any(|w| w.eq_ignore_ascii_case("of"));
        if is_long {
            cards.push(part.parse()?);
        } else {
            for word in part.split_whitespace() {
                cards.push(word.parse()?);
            }
        }
    }
    Ok(cards)
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::{Card, Rank, Suit};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    macro_rules! text_serde {
        ($ty:ty) => {
            impl Serialize for $ty {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.collect_str(self)
                }
            }

            impl<'de> Deserialize<'de> for $ty {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                    text.parse().map_err(serde::de::Error::custom)
                }
            }
        };
    }

    text_serde!(Card);
    text_serde!(Rank);
    text_serde!(Suit);
}

impl seeded_deck::CardIndex for Card {
    const COUNT: usize = Card::COUNT;

    fn card_index(self) -> usize {
        self.index()
    }

    fn from_card_index(index: usize) -> Option<Self> {
        Card::from_index(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_in_both_forms() {
        for i in 0..Card::COUNT {
            let card = Card::from_index(i).expect("index in range");
            assert_eq!(card.index(), i);
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(card.long_name().parse::<Card>(), Ok(card));
        }
        assert_eq!(Card::from_index(53), None);
    }

    #[test]
    fn text_forms() {
        let ten = Card::new(Rank::Ten, Suit::Hearts);
        assert_eq!(ten.to_string(), "10h");
        assert_eq!(ten.long_name(), "ten of hearts");
        for text in [
            "10h",
            "TH",
            "th",
            "10♥",
            "10 of hearts",
            "Ten Of Heart",
            " 10h ",
        ] {
            assert_eq!(text.parse::<Card>(), Ok(ten), "{text}");
        }
        assert_eq!("As".parse::<Card>().map(|c| c.rank()), Ok(Some(Rank::Ace)));
        assert_eq!(Card::JOKER.to_string(), "Jk");
        assert_eq!(Card::JOKER.long_name(), "joker");
        assert_eq!(Card::JOKER.rank(), None);
        assert_eq!(Card::JOKER.suit(), None);
    }

    #[test]
    fn parse_errors_name_the_token_and_the_reason() {
        assert_eq!("".parse::<Card>(), Err(ParseCardError::Empty));
        assert_eq!(
            "1h".parse::<Card>(),
            Err(ParseCardError::BadRank {
                token: "1h".into(),
                rank: "1".into()
            })
        );
        assert_eq!(
            "7x".parse::<Card>(),
            Err(ParseCardError::BadSuit {
                token: "7x".into(),
                suit: "x".into()
            })
        );
        let err = "Q".parse::<Card>().unwrap_err();
        assert!(err.to_string().contains("without a suit"), "{err}");
        let err = "queen spades".parse::<Card>().unwrap_err();
        assert!(err.to_string().contains("<rank> of <suit>"), "{err}");
        let err = "prince of hearts".parse::<Card>().unwrap_err();
        assert!(err.to_string().contains("`prince` is not a rank"), "{err}");
    }

    #[test]
    fn order_is_suit_then_rank_joker_last() {
        let two_c = Card::new(Rank::Two, Suit::Clubs);
        let ace_c = Card::new(Rank::Ace, Suit::Clubs);
        let two_d = Card::new(Rank::Two, Suit::Diamonds);
        assert!(two_c < ace_c && ace_c < two_d && two_d < Card::JOKER);
    }
}
