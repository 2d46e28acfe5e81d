//! Edge interactions: how a card meets the cards touching it, counted by kind.

use core::fmt;
use core::ops::{Add, AddAssign};

use tic_core::{Card, CardSet, TicLine};

/// How many edges of some kind are Singles, Tics and Nics.
///
/// ```
/// use tic_core::{Card, CardSet};
/// use tic_grid::EdgeTally;
///
/// let card: Card = "4-square-red".parse()?;
/// let touching: CardSet = "4-circle-red 4-circle-cyan 1-star-violet".parse()?;
/// let tally = EdgeTally::of(card, touching);
/// assert_eq!((tally.tics, tally.singles, tally.nics), (1, 1, 1));
/// assert!(!tally.nic_free());
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct EdgeTally {
    /// Edges whose two cards share exactly one property.
    pub singles: u32,
    /// Edges whose two cards share exactly two properties.
    pub tics: u32,
    /// Edges whose two cards share nothing.
    pub nics: u32,
}

impl EdgeTally {
    /// The edges between `card` and each card of `touching` (three mask operations).
    /// `card` itself in `touching` is ignored.
    #[must_use]
    pub fn of(card: Card, touching: CardSet) -> EdgeTally {
        let others = touching - CardSet::single(card);
        let tics = (others & CardSet::tics_of(card)).len();
        let sharing = (others & CardSet::sharing_any(card)).len();
        EdgeTally {
            singles: (sharing - tics) as u32,
            tics: tics as u32,
            nics: (others.len() - sharing) as u32,
        }
    }

    /// Number of edges counted.
    #[must_use]
    pub const fn edges(self) -> u32 {
        self.singles + self.tics + self.nics
    }

    /// Whether no edge is a Nic (every touched card Singles or Tics).
    #[must_use]
    pub const fn nic_free(self) -> bool {
        self.nics == 0
    }
}

impl Add for EdgeTally {
    type Output = EdgeTally;
    fn add(self, rhs: EdgeTally) -> EdgeTally {
        EdgeTally {
            singles: self.singles + rhs.singles,
            tics: self.tics + rhs.tics,
            nics: self.nics + rhs.nics,
        }
    }
}

impl AddAssign for EdgeTally {
    fn add_assign(&mut self, rhs: EdgeTally) {
        *self = *self + rhs;
    }
}

impl fmt::Display for EdgeTally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} Tic(s), {} Single(s), {} Nic(s)",
            self.tics, self.singles, self.nics
        )
    }
}

/// The cards that Single or Tic with every card of `touching` (all 125 for an empty set):
/// where a card may go under a "no Nic edge" rule.
#[must_use]
pub fn compatible_with_all(touching: CardSet) -> CardSet {
    touching
        .iter()
        .fold(CardSet::FULL, |acc, c| acc & CardSet::sharing_any(c))
}

/// The Tics `card` makes with `touching`, grouped by the Tic line they share: for each of the
/// card's three lines, the touching cards on it (lines with none left out). Two touching cards
/// on the same line are "the same type of Tic".
///
/// ```
/// use tic_core::{Card, CardSet};
/// let card: Card = "4-square-yellow".parse()?;
/// let touching: CardSet = "4-circle-yellow 4-star-yellow 4-square-red 1-star-violet".parse()?;
/// let groups = tic_grid::tics_by_line(card, touching);
/// let sizes: Vec<usize> = groups.iter().map(|(_, cards)| cards.len()).collect();
/// assert_eq!(sizes, vec![1, 2]); // 4-square (with 4-square-red), 4-yellow (two cards)
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn tics_by_line(card: Card, touching: CardSet) -> Vec<(TicLine, CardSet)> {
    let others = touching - CardSet::single(card);
    TicLine::through(card)
        .into_iter()
        .map(|line| (line, others & line.cards()))
        .filter(|(_, cards)| !cards.is_empty())
        .collect()
}
