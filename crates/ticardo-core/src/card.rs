//! Red and blue cards and the decks built from the enumerated patterns.

use core::fmt;
use core::str::FromStr;

use seeded_deck::GameRng;

use crate::ParseError;
use crate::classes::{PATTERN_COUNT, PATTERNS, class_of};
use crate::pattern::Pattern;

/// The two colors of dots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Color {
    /// Red dots.
    #[default]
    Red,
    /// Blue dots.
    Blue,
}

impl Color {
    /// Both colors.
    pub const ALL: [Color; 2] = [Color::Red, Color::Blue];

    /// The other color.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::Red => Color::Blue,
            Color::Blue => Color::Red,
        }
    }

    const fn index(self) -> usize {
        match self {
            Color::Red => 0,
            Color::Blue => 1,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Red => "red",
            Color::Blue => "blue",
        })
    }
}

impl FromStr for Color {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "red" | "r" => Ok(Color::Red),
            "blue" | "b" => Ok(Color::Blue),
            _ => Err(ParseError::Color(s.to_owned())),
        }
    }
}

/// A Ticardo card: a color and a dot pattern (one of [`PATTERNS`], up to rotation).
///
/// Text form: `<color>:<pattern>`, the pattern in its canonical orientation, e.g.
/// `red:x.x/.x./...`. Parsing accepts the pattern in any rotation (it is the same card,
/// turned); serde uses the text form.
///
/// ```
/// use ticardo_core::{Card, Color};
/// let card: Card = "blue:..x/..x/..x".parse()?; // a column of three, turned
/// assert_eq!(card.color(), Color::Blue);
/// assert_eq!(card.to_string(), "blue:xxx/.../...");
/// assert_eq!(card.dots(), 3);
/// assert_eq!(Card::all().count(), 70);
/// # Ok::<(), ticardo_core::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// Number of distinct cards: every pattern in both colors.
    pub const COUNT: usize = 2 * PATTERN_COUNT;

    /// The card of this color and pattern (any rotation), or `None` if the pattern does not
    /// have 1 to 3 dots.
    #[must_use]
    pub fn new(color: Color, pattern: Pattern) -> Option<Card> {
        class_of(pattern).map(|c| Card::from_class(color, c))
    }

    /// The card of this color and class (index into [`PATTERNS`]; taken modulo the count).
    #[must_use]
    pub const fn from_class(color: Color, class: usize) -> Card {
        Card((color.index() * PATTERN_COUNT + class % PATTERN_COUNT) as u8)
    }

    /// The card with this index (`0..Card::COUNT`: the red cards, then the blue).
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < Card::COUNT {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// The index, `0..Card::COUNT`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The color.
    #[must_use]
    pub const fn color(self) -> Color {
        if (self.0 as usize) < PATTERN_COUNT {
            Color::Red
        } else {
            Color::Blue
        }
    }

    /// The pattern class (index into [`PATTERNS`]).
    #[must_use]
    pub const fn class(self) -> usize {
        self.0 as usize % PATTERN_COUNT
    }

    /// The pattern, in canonical orientation.
    #[must_use]
    pub const fn pattern(self) -> Pattern {
        PATTERNS[self.class()]
    }

    /// Number of dots.
    #[must_use]
    pub const fn dots(self) -> u32 {
        self.pattern().count()
    }

    /// Every card: the red cards, then the blue, each by class.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT).filter_map(Card::from_index)
    }

    /// The cards of one color with a number of dots in `dots` (e.g. `3..=3` for the
    /// solitaire deck, `1..=3` for a player's deck in the game with pieces), by class.
    ///
    /// ```
    /// use ticardo_core::{Card, Color};
    /// assert_eq!(Card::deck(Color::Red, 3..=3).len(), 22);
    /// assert_eq!(Card::deck(Color::Blue, 1..=3).len(), 35);
    /// ```
    #[must_use]
    pub fn deck(color: Color, dots: core::ops::RangeInclusive<u32>) -> Vec<Card> {
        (0..PATTERN_COUNT)
            .map(|c| Card::from_class(color, c))
            .filter(|c| dots.contains(&c.dots()))
            .collect()
    }

    /// [`Card::deck`], shuffled with the game's generator.
    #[must_use]
    pub fn shuffled_deck(
        color: Color,
        dots: core::ops::RangeInclusive<u32>,
        rng: &mut GameRng,
    ) -> Vec<Card> {
        let mut deck = Card::deck(color, dots);
        rng.shuffle(&mut deck);
        deck
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.color(), self.pattern())
    }
}

impl FromStr for Card {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (color, pattern) = s
            .trim()
            .split_once(':')
            .ok_or_else(|| ParseError::Card(s.to_owned()))?;
        let color: Color = color.parse()?;
        let pattern: Pattern = pattern.parse()?;
        Card::new(color, pattern).ok_or_else(|| ParseError::Card(s.to_owned()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
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
