//! Cards, their three properties, values, order and text forms.

use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use thiserror::Error;

macro_rules! property_enum {
    (
        $(#[$meta:meta])*
        $name:ident, $prop:expr, $what:literal, [$(($variant:ident, $long:literal, $short:literal)),* $(,)?]
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum $name {
            $(
                #[doc = concat!("`", $long, "` (compact `", $short, "`)")]
                $variant,
            )*
        }

        impl $name {
            /// Every value, in scale order (value 1 first).
            pub const ALL: [$name; 5] = [$($name::$variant),*];

            /// The scale position, 1 to 5.
            #[must_use]
            pub const fn value(self) -> u8 {
                self as u8 + 1
            }

            /// The zero-based scale position, 0 to 4.
            #[must_use]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The value at a zero-based scale position, `None` past 4.
            #[must_use]
            pub const fn from_index(index: usize) -> Option<Self> {
                if index < 5 {
                    Some(Self::ALL[index])
                } else {
                    None
                }
            }

            /// The long name, e.g. `"star"`.
            #[must_use]
            pub const fn name(self) -> &'static str {
                [$($long),*][self as usize]
            }

            /// The one-character compact name.
            #[must_use]
            pub const fn short(self) -> char {
                [$($short),*][self as usize]
            }

            /// The long name, the compact letter or the scale digit, in any ASCII case
            /// (compared in place: parsing saved games reads many cards).
            fn parse_token(token: &str) -> Option<Self> {
                let single = match token.as_bytes() {
                    [byte] => Some(byte.to_ascii_lowercase()),
                    _ => None,
                };
                Self::ALL.into_iter().find(|v| {
                    token.eq_ignore_ascii_case(v.name())
                        || single.is_some_and(|b| {
                            char::from(b) == v.short() || b == b'0' + v.value()
                        })
                })
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $name {
            type Err = ParseCardError;
            /// Parses the long name, the compact letter or the scale value 1-5 (any case).
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::parse_token(s.trim()).ok_or_else(|| ParseCardError::BadToken {
                    input: s.to_owned(),
                    token: s.to_owned(),
                    property: $prop,
                })
            }
        }
    };
}

property_enum!(
    /// A card's number. Its value is the number itself.
    Number, Property::Number, "number",
    [(One, "1", '1'), (Two, "2", '2'), (Three, "3", '3'), (Four, "4", '4'), (Five, "5", '5')]
);

property_enum!(
    /// A card's shape, in scale order by number of sides.
    Shape, Property::Shape, "shape",
    [(Circle, "circle", 'o'), (Crescent, "crescent", 'c'), (Triangle, "triangle", 't'),
     (Square, "square", 'q'), (Star, "star", 's')]
);

property_enum!(
    /// A card's color, in rainbow scale order.
    Color, Property::Color, "color",
    [(Violet, "violet", 'v'), (Cyan, "cyan", 'c'), (Yellow, "yellow", 'y'),
     (Orange, "orange", 'o'), (Red, "red", 'r')]
);

/// One of the three properties a card has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Property {
    /// The number, 1 to 5.
    Number,
    /// The shape, circle to star.
    Shape,
    /// The color, violet to red.
    Color,
}

impl Property {
    /// The three properties.
    pub const ALL: [Property; 3] = [Property::Number, Property::Shape, Property::Color];
}

impl fmt::Display for Property {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Property::Number => "number",
            Property::Shape => "shape",
            Property::Color => "color",
        })
    }
}

/// One of the 125 TIC cards, stored as its index `25 * number + 5 * shape + color` (each
/// zero-based), so `Card` is one byte and indexes bitmasks directly.
///
/// `Ord` is index order (number, then shape, then color, ascending), the order card sets
/// iterate in. For "highest first" (who starts, tie-breaks) use [`Card::cmp_rank`].
///
/// ```
/// use tic_core::{Card, Color, Number, Shape};
///
/// let card: Card = "3-star-orange".parse()?;
/// assert_eq!(card, Card::new(Number::Three, Shape::Star, Color::Orange));
/// assert_eq!(card.value(), 3 + 5 + 4);
/// assert_eq!(card.to_string(), "3-star-orange");
/// assert_eq!(card.compact(), "3so");
/// assert_eq!("3SO".parse::<Card>()?, card);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// Number of distinct cards.
    pub const COUNT: usize = 125;

    /// The top card, 5-star-red.
    pub const TOP: Card = Card(124);

    /// The lowest card, 1-circle-violet.
    pub const BOTTOM: Card = Card(0);

    /// The card with these properties.
    #[must_use]
    pub const fn new(number: Number, shape: Shape, color: Color) -> Card {
        Card(number as u8 * 25 + shape as u8 * 5 + color as u8)
    }

    /// The card at an index `0..125`, `None` otherwise.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < Self::COUNT {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// The card's index, `0..125`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number.
    #[must_use]
    pub const fn number(self) -> Number {
        Number::ALL[(self.0 / 25) as usize]
    }

    /// The shape.
    #[must_use]
    pub const fn shape(self) -> Shape {
        Shape::ALL[((self.0 / 5) % 5) as usize]
    }

    /// The color.
    #[must_use]
    pub const fn color(self) -> Color {
        Color::ALL[(self.0 % 5) as usize]
    }

    /// The scale value (1-5) of one property.
    #[must_use]
    pub const fn get(self, property: Property) -> u8 {
        match property {
            Property::Number => self.number().value(),
            Property::Shape => self.shape().value(),
            Property::Color => self.color().value(),
        }
    }

    /// The three scale values `[number, shape, color]`, each 1-5.
    #[must_use]
    pub const fn values(self) -> [u8; 3] {
        [
            self.number().value(),
            self.shape().value(),
            self.color().value(),
        ]
    }

    /// The card's value: number + shape value + color value (3 to 15).
    #[must_use]
    pub const fn value(self) -> u8 {
        self.number().value() + self.shape().value() + self.color().value()
    }

    /// Compares two cards "highest first" style: `Greater` means `self` ranks higher.
    /// Higher value first; on equal value the number decides, then the shape, then the color.
    /// Distinct cards never compare `Equal`.
    ///
    /// ```
    /// use tic_core::Card;
    /// use std::cmp::Ordering;
    /// let a: Card = "5-circle-violet".parse()?; // value 7, number 5
    /// let b: Card = "1-star-violet".parse()?;   // value 7, number 1
    /// assert_eq!(a.cmp_rank(b), Ordering::Greater);
    /// # Ok::<(), tic_core::ParseCardError>(())
    /// ```
    #[must_use]
    pub fn cmp_rank(self, other: Card) -> Ordering {
        self.rank_key().cmp(&other.rank_key())
    }

    /// A key whose natural order is the "highest first" order (larger key, higher card).
    #[must_use]
    pub const fn rank_key(self) -> u16 {
        // value dominates; the index breaks ties by number, then shape, then color.
        self.value() as u16 * 128 + self.0 as u16
    }

    /// Iterates over all 125 cards in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Card> + ExactSizeIterator + Clone {
        (0..Self::COUNT as u8).map(Card)
    }

    /// The compact text form: number digit, shape letter, color letter, e.g. `3so`.
    ///
    /// Shape letters: `o` circle, `c` crescent, `t` triangle, `q` square, `s` star.
    /// Color letters: `v` violet, `c` cyan, `y` yellow, `o` orange, `r` red.
    #[must_use]
    pub fn compact(self) -> String {
        self.compact_name().to_owned()
    }

    /// The long text form as a static string, `3-star-orange`: what `Display` prints, without
    /// formatting machinery or allocation (views and events write many cards).
    ///
    /// ```
    /// use tic_core::Card;
    /// let card: Card = "3so".parse()?;
    /// assert_eq!(card.name(), "3-star-orange");
    /// assert_eq!(card.name(), card.to_string());
    /// # Ok::<(), tic_core::ParseCardError>(())
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        // A valid card's index is below 125, the table's length.
        &names().long[self.index()]
    }

    /// The compact text form as a static string, `3so`: what `{:#}` prints.
    ///
    /// ```
    /// use tic_core::Card;
    /// let card: Card = "3-star-orange".parse()?;
    /// assert_eq!(card.compact_name(), "3so");
    /// assert_eq!(card.compact_name(), format!("{card:#}"));
    /// # Ok::<(), tic_core::ParseCardError>(())
    /// ```
    #[must_use]
    pub fn compact_name(self) -> &'static str {
        &names().compact[self.index()]
    }
}

/// Every card's long and compact names, written once per process.
struct CardNames {
    long: Vec<String>,
    compact: Vec<String>,
}

fn names() -> &'static CardNames {
    static NAMES: std::sync::OnceLock<CardNames> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| CardNames {
        long: Card::all()
            .map(|c| format!("{}-{}-{}", c.number(), c.shape(), c.color()))
            .collect(),
        compact: Card::all()
            .map(|c| {
                [c.number().short(), c.shape().short(), c.color().short()]
                    .iter()
                    .collect()
            })
            .collect(),
    })
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({self})")
    }
}

/// Long form, `3-star-orange`. The alternate flag (`{:#}`) prints the compact form `3so`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() {
            self.compact_name()
        } else {
            self.name()
        })
    }
}

/// Why a card's text did not parse. Every variant names the input and the bad part.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseCardError {
    /// The text was empty or only whitespace.
    #[error("empty card text: expected a card like `3-star-orange` or `3so`")]
    Empty,
    /// The text does not have the form `number-shape-color` nor the 3-character compact form.
    #[error(
        "`{input}` is not a card: expected number-shape-color like `3-star-orange`, or the compact form like `3so`"
    )]
    Malformed {
        /// The whole text.
        input: String,
    },
    /// One part names no value of its property.
    #[error("`{token}` in `{input}` is not a {property}: expected {}", expected(*.property))]
    BadToken {
        /// The whole text.
        input: String,
        /// The part that did not parse.
        token: String,
        /// The property that part should give.
        property: Property,
    },
}

fn expected(property: Property) -> &'static str {
    match property {
        Property::Number => "1, 2, 3, 4 or 5",
        Property::Shape => "circle, crescent, triangle, square or star (compact: o, c, t, q, s)",
        Property::Color => "violet, cyan, yellow, orange or red (compact: v, c, y, o, r)",
    }
}

impl Card {
    /// The form [`Display`](fmt::Display) prints, `3-star-orange`, read without splitting or
    /// allocating: saved games hold every card in this form.
    fn parse_printed(text: &str) -> Option<Card> {
        let (number, rest) = text.split_once('-')?;
        let (shape, color) = rest.split_once('-')?;
        let number = Number::ALL.into_iter().find(|v| v.name() == number)?;
        let shape = Shape::ALL.into_iter().find(|v| v.name() == shape)?;
        let color = Color::ALL.into_iter().find(|v| v.name() == color)?;
        Some(Card::new(number, shape, color))
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Parses the long form `3-star-orange` (any case, `-`, `_` or space between parts) or the
    /// compact form `3so` (any case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        if let Some(card) = Card::parse_printed(text) {
            return Ok(card);
        }
        if text.is_empty() {
            return Err(ParseCardError::Empty);
        }
        let malformed = || ParseCardError::Malformed { input: shown(s) };
        // One separator between parts: a stray `-` or `_` (`-3so`, `3so-`, `3--star-red`) is
        // a typo, not a card (runs of spaces are fine).
        let separator = |c: char| c == '-' || c == '_' || c.is_whitespace();
        let stray = text.starts_with(['-', '_'])
            || text.ends_with(['-', '_'])
            || text.chars().zip(text.chars().skip(1)).any(|(a, b)| {
                separator(a) && separator(b) && !(a.is_whitespace() && b.is_whitespace())
            });
        if stray {
            return Err(malformed());
        }
        let mut parts = text
            .split(|c: char| c == '-' || c == '_' || c.is_whitespace())
            .filter(|p| !p.is_empty());
        let tokens: [&str; 3] = match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some(n), Some(sh), Some(co), None) => [n, sh, co],
            // The compact form: one character per property.
            (Some(one), None, None, None) => {
                let mut starts = one.char_indices().map(|(i, _)| i).skip(1);
                match (starts.next(), starts.next(), starts.next()) {
                    (Some(i), Some(j), None) => [&one[..i], &one[i..j], &one[j..]],
                    _ => return Err(malformed()),
                }
            }
            _ => return Err(malformed()),
        };
        let bad = |token: &str, property| ParseCardError::BadToken {
            input: shown(s),
            token: shown(token),
            property,
        };
        let number =
            Number::parse_token(tokens[0]).ok_or_else(|| bad(tokens[0], Property::Number))?;
        let shape = Shape::parse_token(tokens[1])
            .filter(|_| tokens[1].parse::<u8>().is_err())
            .ok_or_else(|| bad(tokens[1], Property::Shape))?;
        let color = Color::parse_token(tokens[2])
            .filter(|_| tokens[2].parse::<u8>().is_err())
            .ok_or_else(|| bad(tokens[2], Property::Color))?;
        Ok(Card::new(number, shape, color))
    }
}

/// Text from outside as an error shows it: control characters escaped, cut after 40
/// characters (a huge or hostile input never reaches a screen whole).
fn shown(text: &str) -> String {
    let mut out: String = text.chars().take(40).flat_map(char::escape_debug).collect();
    if text.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

impl TryFrom<u8> for Card {
    type Error = InvalidCardIndex;
    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Card::from_index(usize::from(index)).ok_or(InvalidCardIndex(index))
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

/// A card index outside `0..125`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("card index {0} is out of range (0 to 124)")]
pub struct InvalidCardIndex(pub u8);

#[cfg(feature = "serde")]
mod serde_impl {
    use super::Card;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// Human-readable formats (JSON) get the long text form; compact formats the index byte.
    impl Serialize for Card {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            if serializer.is_human_readable() {
                serializer.serialize_str(self.name())
            } else {
                serializer.serialize_u8(self.0)
            }
        }
    }

    impl<'de> Deserialize<'de> for Card {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            struct CardVisitor;
            impl Visitor<'_> for CardVisitor {
                type Value = Card;
                fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                    f.write_str("a TIC card like \"3-star-orange\" or an index 0-124")
                }
                fn visit_str<E: de::Error>(self, v: &str) -> Result<Card, E> {
                    v.parse().map_err(E::custom)
                }
                fn visit_u64<E: de::Error>(self, v: u64) -> Result<Card, E> {
                    usize::try_from(v)
                        .ok()
                        .and_then(Card::from_index)
                        .ok_or_else(|| {
                            E::custom(format!("card index {v} is out of range (0 to 124)"))
                        })
                }
                fn visit_i64<E: de::Error>(self, v: i64) -> Result<Card, E> {
                    u64::try_from(v)
                        .map_err(|_| {
                            E::custom(format!("card index {v} is out of range (0 to 124)"))
                        })
                        .and_then(|v| self.visit_u64(v))
                }
            }
            if deserializer.is_human_readable() {
                deserializer.deserialize_any(CardVisitor)
            } else {
                deserializer.deserialize_u8(CardVisitor)
            }
        }
    }
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
