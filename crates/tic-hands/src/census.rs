//! Exhaustive counts over all C(125, 5) = 234,531,275 five-card hands: how often each Toker
//! category occurs and how Tic-of-a-Kind points are spread.
//!
//! The work is split by the hand's lowest card (index order), so callers can run the 125
//! parts on as many threads as they like and [`FiveCardCensus::merge`] the results. Each part
//! enumerates its hands in order and evaluates them incrementally (the first four cards'
//! line and value counts are shared by every fifth card).
//!
//! ```
//! use tic_core::Card;
//! use tic_hands::census::{five_card_census_from, FiveCardCensus};
//!
//! // The last possible lowest card starts only the hand of the five top cards.
//! let part = five_card_census_from(Card::from_index(120).ok_or("no card")?);
//! assert_eq!(part.hands, 1);
//! let mut total = FiveCardCensus::default();
//! total.merge(&part);
//! assert_eq!(total.hands, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use tic_core::Card;

use crate::order::{LINE_IDS, Levels, VALUE_IDS, bits_of};
use crate::tic_of_a_kind::weight;
use crate::toker::{self, Category};

/// Lowest possible Tic-of-a-Kind points of five cards (no base hand, all counted against).
pub const POINTS_MIN: i32 = -50;
/// Highest possible Tic-of-a-Kind points of five cards (five that Tic).
pub const POINTS_MAX: i32 = 100;
const POINT_SLOTS: usize = (POINTS_MAX - POINTS_MIN + 1) as usize;

/// Counts over a set of five-card hands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FiveCardCensus {
    /// Hands counted.
    pub hands: u64,
    /// Hands per Toker category, indexed like [`Category::ALL`].
    pub toker: [u64; 11],
    /// Hands per Tic-of-a-Kind points: index `points - POINTS_MIN`.
    pub tic_of_a_kind: [u64; POINT_SLOTS],
}

impl Default for FiveCardCensus {
    fn default() -> Self {
        FiveCardCensus {
            hands: 0,
            toker: [0; 11],
            tic_of_a_kind: [0; POINT_SLOTS],
        }
    }
}

impl FiveCardCensus {
    /// Adds another census's counts.
    pub fn merge(&mut self, other: &FiveCardCensus) {
        self.hands += other.hands;
        for (a, b) in self.toker.iter_mut().zip(other.toker) {
            *a += b;
        }
        for (a, b) in self.tic_of_a_kind.iter_mut().zip(other.tic_of_a_kind) {
            *a += b;
        }
    }

    /// `(points, hands)` for every Tic-of-a-Kind score that occurs, lowest first.
    pub fn points(&self) -> impl Iterator<Item = (i32, u64)> + '_ {
        (POINTS_MIN..=POINTS_MAX)
            .zip(self.tic_of_a_kind)
            .filter(|&(_, n)| n > 0)
    }

    /// The mean Tic-of-a-Kind score (0 for an empty census).
    #[must_use]
    pub fn mean_points(&self) -> f64 {
        if self.hands == 0 {
            return 0.0;
        }
        let sum: f64 = self.points().map(|(p, n)| f64::from(p) * n as f64).sum();
        sum / self.hands as f64
    }

    /// `(category, hands)` for every Toker category, low to high.
    pub fn categories(&self) -> impl Iterator<Item = (Category, u64)> + '_ {
        Category::ALL.into_iter().zip(self.toker)
    }
}

/// Counts every five-card hand whose lowest card (by index) is `lowest`.
#[must_use]
pub fn five_card_census_from(lowest: Card) -> FiveCardCensus {
    let mut census = FiveCardCensus::default();
    let a = lowest.index();
    let mut one = Levels::default();
    one.add(a);
    for b in a + 1..125 {
        let mut two = one;
        two.add(b);
        for c in b + 1..125 {
            let mut three = two;
            three.add(c);
            for d in c + 1..125 {
                let mut four = three;
                four.add(d);
                for e in d + 1..125 {
                    let mut five = four;
                    five.add(e);
                    let (category, _) = toker::evaluate::<false>(&five);
                    census.toker[category as usize] += 1;
                    let points = points5(&five);
                    let slot = (points - POINTS_MIN).clamp(0, POINT_SLOTS as i32 - 1);
                    census.tic_of_a_kind[slot as usize] += 1;
                    census.hands += 1;
                }
            }
        }
    }
    census
}

/// Tic-of-a-Kind points of five cards from their counts: the best whole group (a line or a
/// value holding 3+ cards) as the base hand, or none.
fn points5(levels: &Levels) -> i32 {
    let against = weight(levels.hand);
    let mut best = 0;
    let groups = levels.at_least(3) & (LINE_IDS | VALUE_IDS);
    for id in bits_of(groups) {
        let cards = levels.cards_of(id);
        let size = cards.count_ones() as i32;
        let base = if (id as u128) < 75 {
            10 * size
        } else {
            5 * (size - 2)
        };
        let gain = base + 2 * weight(cards);
        if gain > best {
            best = gain;
        }
    }
    best - against
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tic_of_a_kind;
    use tic_core::CardSet;

    #[test]
    fn a_census_part_matches_evaluating_each_hand() {
        let lowest = Card::from_index(101).unwrap_or(Card::TOP);
        let part = five_card_census_from(lowest);
        let mut expected = FiveCardCensus::default();
        let rest: Vec<Card> = Card::all().filter(|c| c.index() > 101).collect();
        for (i, &b) in rest.iter().enumerate() {
            for (j, &c) in rest.iter().enumerate().skip(i + 1) {
                for (k, &d) in rest.iter().enumerate().skip(j + 1) {
                    for &e in rest.iter().skip(k + 1) {
                        let hand: CardSet = [lowest, b, c, d, e].into_iter().collect();
                        let category = toker::category(hand).unwrap_or(Category::HighCard);
                        expected.toker[category as usize] += 1;
                        let points = tic_of_a_kind::score5(hand).map_or(0, |s| s.points);
                        expected.tic_of_a_kind[(points - POINTS_MIN) as usize] += 1;
                        expected.hands += 1;
                    }
                }
            }
        }
        assert_eq!(part.hands, 8855); // C(23, 4)
        assert_eq!(part, expected);
    }
}
