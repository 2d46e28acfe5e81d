//! Sequences hands (the Sequences text, ruling 9): the best 6 cards, ranked in 12 categories.
//!
//! A run of cards is "in sequence" in some properties when, in some order, each of those
//! properties goes up or down by exactly one at every step (tic-principles.md); Mono, Duo and
//! Tripo sequences step in one, two and three properties. No wrapping. Ruling 1 applies: a
//! Tripo sequence also counts as Duo and Mono, a Duo as Mono. A three-card Mono sequence is
//! only high card. Two groups in one category are disjoint.
//!
//! ```
//! use tic_core::CardSet;
//! use tic_hands::sequences::{self, Category};
//!
//! // 1-circle-violet, 2-crescent-cyan, 3-triangle-yellow step in all three properties.
//! let hand: CardSet = "1ov 2cc 3ty 5sr 5qr 1or".parse()?;
//! assert_eq!(sequences::rank6(hand)?.category(), Category::ThreeTripo);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use tic_core::{Card, CardSet};

use crate::order::unpack;
use crate::{Best, HandError};

/// A Sequences hand category, ordered low to high as the text lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Category {
    /// Highest value card: no other category.
    HighCard,
    /// Four cards with one property in sequence.
    FourMono,
    /// Five cards with one property in sequence.
    FiveMono,
    /// Three cards with two properties in sequence.
    ThreeDuo,
    /// Four cards with two properties in sequence.
    FourDuo,
    /// Two disjoint groups of three cards, each with two properties in sequence.
    TwoThreeDuos,
    /// Five cards with two properties in sequence.
    FiveDuo,
    /// Three cards with three properties in sequence.
    ThreeTripo,
    /// Three cards with three properties in sequence plus three other cards with two.
    ThreeTripoThreeDuo,
    /// Four cards with three properties in sequence.
    FourTripo,
    /// Two disjoint groups of three cards, each with three properties in sequence.
    TwoThreeTripos,
    /// Five cards with three properties in sequence.
    FiveTripo,
}

impl Category {
    /// Every category, low to high.
    pub const ALL: [Category; 12] = [
        Category::HighCard,
        Category::FourMono,
        Category::FiveMono,
        Category::ThreeDuo,
        Category::FourDuo,
        Category::TwoThreeDuos,
        Category::FiveDuo,
        Category::ThreeTripo,
        Category::ThreeTripoThreeDuo,
        Category::FourTripo,
        Category::TwoThreeTripos,
        Category::FiveTripo,
    ];

    /// A short name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high card",
            Category::FourMono => "four-card Mono",
            Category::FiveMono => "five-card Mono",
            Category::ThreeDuo => "three-card Duo",
            Category::FourDuo => "four-card Duo",
            Category::TwoThreeDuos => "two three-card Duos",
            Category::FiveDuo => "five-card Duo",
            Category::ThreeTripo => "three-card Tripo",
            Category::ThreeTripoThreeDuo => "three-card Tripo + three-card Duo",
            Category::FourTripo => "four-card Tripo",
            Category::TwoThreeTripos => "two three-card Tripos",
            Category::FiveTripo => "five-card Tripo",
        }
    }

    /// The category at a position of [`Category::ALL`].
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Category> {
        if index < 12 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Bits of the packed card positions: 6 cards of 7 bits.
const CARD_BITS: u32 = 42;

/// The rank of a 6-card Sequences hand: a total order.
///
/// Higher category wins; within a category the six cards are compared one by one, highest
/// first, by the card order of tic-principles.md. Distinct hands never have equal ranks.
/// [`showdown`] instead breaks category ties by the players' own cards only (ruling 8).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u64", into = "u64")
)]
pub struct Rank(u64);

impl Rank {
    pub(crate) const fn from_parts(category: Category, cards_key: u64) -> Rank {
        Rank((category as u64) << CARD_BITS | cards_key)
    }

    /// The category.
    #[must_use]
    pub const fn category(self) -> Category {
        match Category::from_index((self.0 >> CARD_BITS) as usize) {
            Some(c) => c,
            None => Category::FiveTripo,
        }
    }

    /// The six cards, highest first.
    #[must_use]
    pub fn cards(self) -> Vec<Card> {
        unpack(self.0, 6).unwrap_or_default()
    }

    /// The raw key: larger is better. Stable across releases of this major version.
    #[must_use]
    pub const fn key(self) -> u64 {
        self.0
    }
}

/// The raw key names an impossible rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a valid Sequences rank key")]
pub struct InvalidRank(pub u64);

impl TryFrom<u64> for Rank {
    type Error = InvalidRank;
    fn try_from(key: u64) -> Result<Self, Self::Error> {
        let valid = Category::from_index((key >> CARD_BITS) as usize).is_some()
            && unpack(key, 6).is_some();
        if valid { Ok(Rank(key)) } else { Err(InvalidRank(key)) }
    }
}

impl From<Rank> for u64 {
    fn from(rank: Rank) -> u64 {
        rank.0
    }
}

impl fmt::Debug for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rank({self})")
    }
}

/// `three-card Tripo: 5-star-red ...` (cards highest first).
impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.category())?;
        for card in self.cards() {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}

/// The rank of exactly six cards.
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 6 cards.
pub fn rank6(hand: CardSet) -> Result<Rank, HandError> {
    crate::naive::sequences_rank6(hand)
}

/// The best 6-card hand among 6 to 10 cards.
///
/// # Errors
/// [`HandError::WrongSize`] unless there are 6 to 10 cards.
pub fn best(cards: CardSet) -> Result<Best<Rank>, HandError> {
    crate::naive::sequences_best(cards)
}

/// Places at a showdown: each player's best hand from the common cards and their own.
///
/// Returns one place per player, 0 = best. A higher category wins; between equal categories
/// the players' own cards decide (ruling 8): the highest card each holds, then the next, and
/// so on. Players still tied share a place, and the next place skips (0, 1, 1, 3).
///
/// # Errors
/// [`HandError::Overlap`] if a card is both common and private or held by two players;
/// [`HandError::WrongSize`] if a player's cards plus the common cards are not 6 to 10.
pub fn showdown(common: CardSet, privates: &[CardSet]) -> Result<Vec<usize>, HandError> {
    crate::naive::sequences_showdown(common, privates)
}
