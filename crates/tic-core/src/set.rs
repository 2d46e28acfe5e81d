//! `CardSet`: a set of TIC cards as one 128-bit mask, and the precomputed masks.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};
use core::str::FromStr;

use crate::card::{Card, Color, Number, ParseCardError, Property, Shape};

/// A set of TIC cards, one bit per card index. Iterates in index order.
///
/// ```
/// use tic_core::{Card, CardSet};
///
/// let set: CardSet = "3-star-orange 3so 4-square-red 4qy".parse()?; // duplicates merge
/// assert_eq!(set.len(), 3);
/// assert!(set.contains("4-square-red".parse::<Card>()?));
/// let reds = set & CardSet::color("red".parse()?);
/// assert_eq!(reds.to_string(), "4-square-red");
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(u128);

/// Bits of the 125 cards.
const FULL_MASK: u128 = (1u128 << 125) - 1;

const fn number_mask(n: usize) -> u128 {
    ((1u128 << 25) - 1) << (25 * n)
}

const fn shape_mask(s: usize) -> u128 {
    let mut mask = 0u128;
    let mut n = 0;
    while n < 5 {
        mask |= 0b11111u128 << (25 * n + 5 * s);
        n += 1;
    }
    mask
}

const fn color_mask(c: usize) -> u128 {
    let mut mask = 0u128;
    let mut i = 0;
    while i < 25 {
        mask |= 1u128 << (5 * i + c);
        i += 1;
    }
    mask
}

const fn build_property_masks() -> [[u128; 5]; 3] {
    let mut out = [[0u128; 5]; 3];
    let mut v = 0;
    while v < 5 {
        out[0][v] = number_mask(v);
        out[1][v] = shape_mask(v);
        out[2][v] = color_mask(v);
        v += 1;
    }
    out
}

/// `[property][value index]` masks: the 25 cards with that value.
// `static`, not `const`: indexing a `const` array at run time can copy it onto the stack.
static PROPERTY_MASKS: [[u128; 5]; 3] = build_property_masks();

/// The 75 Tic lines: 25 number+shape lines (index `5n+s`), then 25 number+color (`25+5n+c`),
/// then 25 shape+color (`50+5s+c`).
const fn build_tic_lines() -> [u128; 75] {
    let mut out = [0u128; 75];
    let mut a = 0;
    while a < 5 {
        let mut b = 0;
        while b < 5 {
            out[5 * a + b] = number_mask(a) & shape_mask(b);
            out[25 + 5 * a + b] = number_mask(a) & color_mask(b);
            out[50 + 5 * a + b] = shape_mask(a) & color_mask(b);
            b += 1;
        }
        a += 1;
    }
    out
}

static TIC_LINES: [u128; 75] = build_tic_lines();

/// Per card: the cards sharing at least one property with it (itself included).
static SHARING_ANY: [u128; 125] = build_sharing_any();

/// Per card: the 12 cards it Tics with.
static TICS_OF: [u128; 125] = build_tics_of();

const fn build_sharing_any() -> [u128; 125] {
    let masks = build_property_masks();
    let mut out = [0u128; 125];
    let mut i = 0;
    while i < 125 {
        out[i] = masks[0][i / 25] | masks[1][(i / 5) % 5] | masks[2][i % 5];
        i += 1;
    }
    out
}

const fn build_tics_of() -> [u128; 125] {
    let lines = build_tic_lines();
    let mut out = [0u128; 125];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[i] = (lines[5 * n + s] | lines[25 + 5 * n + c] | lines[50 + 5 * s + c]) & !(1u128 << i);
        i += 1;
    }
    out
}

/// One of the 75 Tic lines: the 5 cards sharing two given property values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TicLine(u8);

impl TicLine {
    /// Every Tic line, in a fixed order (number+shape, number+color, shape+color).
    pub fn all() -> impl Iterator<Item = TicLine> + Clone {
        (0..75u8).map(TicLine)
    }

    /// The line's index `0..75`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The line at an index `0..75`.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<TicLine> {
        if index < 75 {
            Some(TicLine(index as u8))
        } else {
            None
        }
    }

    /// The five cards on this line.
    #[must_use]
    pub const fn cards(self) -> CardSet {
        CardSet(TIC_LINES[self.0 as usize])
    }

    /// The two properties this line fixes.
    #[must_use]
    pub const fn properties(self) -> (Property, Property) {
        match self.0 / 25 {
            0 => (Property::Number, Property::Shape),
            1 => (Property::Number, Property::Color),
            _ => (Property::Shape, Property::Color),
        }
    }

    /// The three lines through a card: number+shape, number+color, shape+color.
    #[must_use]
    pub const fn through(card: Card) -> [TicLine; 3] {
        let n = card.number() as u8;
        let s = card.shape() as u8;
        let c = card.color() as u8;
        [
            TicLine(5 * n + s),
            TicLine(25 + 5 * n + c),
            TicLine(50 + 5 * s + c),
        ]
    }
}

impl fmt::Display for TicLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = (self.0 % 25) / 5;
        let b = self.0 % 5;
        match self.0 / 25 {
            0 => write!(f, "{}-{}", Number::ALL[a as usize], Shape::ALL[b as usize]),
            1 => write!(f, "{}-{}", Number::ALL[a as usize], Color::ALL[b as usize]),
            _ => write!(f, "{}-{}", Shape::ALL[a as usize], Color::ALL[b as usize]),
        }
    }
}

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 125 cards.
    pub const FULL: CardSet = CardSet(FULL_MASK);

    /// The set with these bits; `None` if a bit above 124 is set.
    #[must_use]
    pub const fn from_bits(bits: u128) -> Option<CardSet> {
        if bits & !FULL_MASK == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }

    /// The raw mask: bit `i` is card index `i`.
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding one card.
    #[must_use]
    pub const fn single(card: Card) -> CardSet {
        CardSet(1u128 << card.index())
    }

    /// The 25 cards with a number.
    #[must_use]
    pub const fn number(number: Number) -> CardSet {
        CardSet(PROPERTY_MASKS[0][number as usize])
    }

    /// The 25 cards with a shape.
    #[must_use]
    pub const fn shape(shape: Shape) -> CardSet {
        CardSet(PROPERTY_MASKS[1][shape as usize])
    }

    /// The 25 cards with a color.
    #[must_use]
    pub const fn color(color: Color) -> CardSet {
        CardSet(PROPERTY_MASKS[2][color as usize])
    }

    /// The 25 cards whose `property` has the 1-based scale `value`; empty for a value outside 1-5.
    #[must_use]
    pub const fn with_value(property: Property, value: u8) -> CardSet {
        if value == 0 || value > 5 {
            return CardSet::EMPTY;
        }
        let p = match property {
            Property::Number => 0,
            Property::Shape => 1,
            Property::Color => 2,
        };
        CardSet(PROPERTY_MASKS[p][value as usize - 1])
    }

    /// The cards that share at least one property with `card` (its 73 Single-or-Tic partners
    /// plus itself).
    #[must_use]
    pub const fn sharing_any(card: Card) -> CardSet {
        CardSet(SHARING_ANY[card.index()])
    }

    /// The cards that Tic with `card` (share exactly two properties): 12 cards.
    #[must_use]
    pub const fn tics_of(card: Card) -> CardSet {
        CardSet(TICS_OF[card.index()])
    }

    /// The cards that Nic with `card` (share nothing): 64 cards.
    #[must_use]
    pub const fn nics_of(card: Card) -> CardSet {
        CardSet(FULL_MASK & !CardSet::sharing_any(card).0)
    }

    /// Number of cards.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds `card`.
    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }

    /// Adds a card; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= 1u128 << card.index();
        !had
    }

    /// Removes a card; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1u128 << card.index());
        had
    }

    /// Whether every card of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the sets share no card.
    #[must_use]
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// Cards in both.
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either.
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in `self` but not `other`.
    #[must_use]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards not in the set.
    #[must_use]
    pub const fn complement(self) -> CardSet {
        CardSet(FULL_MASK & !self.0)
    }

    /// The lowest-index card.
    #[must_use]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The highest-index card.
    #[must_use]
    pub const fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(127 - self.0.leading_zeros() as usize)
        }
    }

    /// The highest card by the "highest first" order ([`Card::cmp_rank`]).
    #[must_use]
    pub fn highest(self) -> Option<Card> {
        self.iter().max_by_key(|c| c.rank_key())
    }

    /// The cards sorted "highest first".
    #[must_use]
    pub fn by_rank_desc(self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.iter().collect();
        cards.sort_unstable_by_key(|c| core::cmp::Reverse(c.rank_key()));
        cards
    }

    /// Iterates in index order.
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// Sum of the cards' values.
    #[must_use]
    pub fn value_sum(self) -> u32 {
        self.iter().map(|c| u32::from(c.value())).sum()
    }
}

/// Iterator over a [`CardSet`] in index order.
#[derive(Clone, Debug)]
pub struct Iter(u128);

impl Iterator for Iter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Iter {
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = 127 - self.0.leading_zeros() as usize;
        self.0 &= !(1u128 << i);
        Card::from_index(i)
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl<'a> FromIterator<&'a Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = &'a Card>>(iter: I) -> Self {
        iter.into_iter().copied().collect()
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for card in iter {
            self.insert(card);
        }
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> Self {
        CardSet::single(card)
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & rhs.0)
    }
}
impl BitAndAssign for CardSet {
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}
impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 | rhs.0)
    }
}
impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}
impl BitXor for CardSet {
    type Output = CardSet;
    fn bitxor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 ^ rhs.0)
    }
}
impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & !rhs.0)
    }
}
impl SubAssign for CardSet {
    fn sub_assign(&mut self, rhs: CardSet) {
        self.0 &= !rhs.0;
    }
}
impl Not for CardSet {
    type Output = CardSet;
    fn not(self) -> CardSet {
        self.complement()
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Cards in index order separated by spaces; `{:#}` uses the compact form.
impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            if f.alternate() {
                write!(f, "{card:#}")?;
            } else {
                write!(f, "{card}")?;
            }
        }
        Ok(())
    }
}

impl FromStr for CardSet {
    type Err = ParseCardError;
    /// Parses cards separated by whitespace or commas (long or compact forms). Duplicates
    /// merge; use [`crate::parse_cards`] to keep them and reject them.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .map(str::parse::<Card>)
            .collect()
    }
}

/// Parses a list of cards separated by whitespace or commas, in order, keeping duplicates.
///
/// ```
/// let cards = tic_core::parse_cards("3so, 4-square-red")?;
/// assert_eq!(cards.len(), 2);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
pub fn parse_cards(s: &str) -> Result<Vec<Card>, ParseCardError> {
    s.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(str::parse::<Card>)
        .collect()
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::{CardSet, FULL_MASK};
    use crate::Card;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// Human-readable formats get the list of cards; compact formats the 128-bit mask.
    impl Serialize for CardSet {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            if serializer.is_human_readable() {
                serializer.collect_seq(self.iter())
            } else {
                serializer.serialize_u128(self.0)
            }
        }
    }

    impl<'de> Deserialize<'de> for CardSet {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            if deserializer.is_human_readable() {
                let cards = Vec::<Card>::deserialize(deserializer)?;
                let set: CardSet = cards.iter().collect();
                if set.len() != cards.len() {
                    return Err(D::Error::custom("a card set lists a card twice"));
                }
                Ok(set)
            } else {
                let bits = u128::deserialize(deserializer)?;
                if bits & !FULL_MASK != 0 {
                    return Err(D::Error::custom("a card set has bits above card 124"));
                }
                Ok(CardSet(bits))
            }
        }
    }
}
