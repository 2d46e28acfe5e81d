//! The Sequences hand categories: what the runs decide (`runs.rs`) and what the Sequences
//! evaluator ranks by (`sequences.rs`, which re-exports [`Category`]). Apart, so that neither of
//! those modules imports the other.

use core::fmt;

/// A Sequences hand category, ordered low to high as the text lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
