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

pub use crate::category::Category;
use crate::equity::{Equity, EquityBudget, EquityError, Showdown, Situation};
use crate::order::to_rank_space;
use crate::runs::{self, Shape, sequences_category};
use crate::{Best, HandError, check_size};

crate::rank::packed_rank! {
    /// The rank of a 6-card Sequences hand: a total order.
    ///
    /// Higher category wins; within a category the six cards are compared one by one, highest
    /// first, by the card order of tic-principles.md. Distinct hands never have equal ranks.
    /// [`showdown`] instead breaks category ties by the players' own cards only (ruling 8).
    game: "Sequences", game_mod: "sequences", cards: 6, top: FiveTripo, words: "six",
    example: "three-card Tripo: 5-star-red ...", hand: "1ov 2cc 3ty 4qo 5sr 2ty 3cc"
}

/// The rank of exactly six cards.
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 6 cards.
pub fn rank6(hand: CardSet) -> Result<Rank, HandError> {
    let (shape, ranked, len) = runs::shape_and_rank(hand);
    if len != 6 {
        return Err(wrong_size("6", len));
    }
    let (category, chosen) = runs::sequences_best(&shape, ranked, len);
    Ok(Rank::from_parts(category, runs::key_and_cards(chosen).0))
}

/// The best 6-card hand among 6 to 10 cards: the highest category, and among the hands of that
/// category the one whose cards, highest first, are highest.
///
/// # Errors
/// [`HandError::WrongSize`] unless there are 6 to 10 cards.
pub fn best(cards: CardSet) -> Result<Best<Rank>, HandError> {
    let (shape, ranked, len) = runs::shape_and_rank(cards);
    if !(6..=10).contains(&len) {
        return Err(wrong_size("6 to 10", len));
    }
    best_of(runs::sequences_best(&shape, ranked, len))
}

/// The error for a hand of `len` cards where `expected` were wanted (the hand's cards counted
/// while reading it: one count instead of a second pass).
fn wrong_size(expected: &'static str, len: u32) -> HandError {
    HandError::WrongSize {
        expected,
        got: len as usize,
    }
}

/// The [`Best`] of a category and its chosen rank-space cards.
pub(crate) fn best_of((category, chosen): (Category, u128)) -> Result<Best<Rank>, HandError> {
    let (key, cards) = runs::key_and_cards(chosen);
    Ok(Best {
        rank: Rank::from_parts(category, key),
        cards: CardSet::from_bits(cards).unwrap_or_default(),
    })
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
    crate::equity::showdown::<Sequences>(common, privates)
}

/// Sequences' showdown for the shared machinery: the common cards' runs are found once, each
/// player's own cards added to a copy; equal categories compare the own cards, highest first.
pub(crate) struct Sequences;

impl Showdown for Sequences {
    type Shared = Shape;
    type Key = (Category, u128);
    const SIZES: (usize, usize, &'static str) = (6, 10, "6 to 10");
    const COMMON: usize = 6;

    fn shared(common: CardSet) -> Shape {
        Shape::of(common)
    }

    fn key(shared: &Shape, private: CardSet) -> (Category, u128) {
        let mut shape = *shared;
        for card in private {
            shape.add(card.index());
        }
        (sequences_category(&shape), to_rank_space(private))
    }
}

/// The chances of winning, tying and losing the showdown from a Sequences situation: exact
/// when the unseen deals fit the budget, sampled otherwise (see [`crate::equity`]). Opponents
/// hold as many private cards as the player; 6 common cards at the showdown unless the
/// situation says otherwise.
///
/// ```
/// use tic_core::CardSet;
/// use tic_hands::equity::{EquityBudget, Method, Situation};
/// use tic_hands::sequences;
///
/// // Mid-deal: 3 of 6 common cards, two opponents: too many deals to enumerate, so sampled.
/// let common: CardSet = "1ov 2cc 5sr".parse()?;
/// let mine: CardSet = "3ty 4qo 1sv".parse()?; // a five-card Tripo run with the common cards
/// let equity = sequences::equity(&Situation::new(common, mine, 2), &EquityBudget::new(2_000, 7))?;
/// assert_eq!(equity.method, Method::Sampled { seed: 7 });
/// assert_eq!(equity.deals(), 2_000);
/// assert_eq!(equity.win(), 1.0); // nothing beats a five-card Tripo
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`EquityError`] if cards overlap, the hands would not be 6 to 10 cards, the opponents or
/// the budget are out of range, or too few cards are unseen.
pub fn equity(situation: &Situation, budget: &EquityBudget) -> Result<Equity, EquityError> {
    crate::equity::equity::<Sequences>(situation, budget)
}

/// The best category among 6 to 10 cards, without choosing the cards (faster than [`best`]).
///
/// ```
/// use tic_core::CardSet;
/// use tic_hands::sequences::{self, Category};
///
/// // Numbers 1-2-3 and colors violet-cyan-yellow step together (all three are stars).
/// let hand: CardSet = "1sv 2sc 3sy 5sr 1or 4or".parse()?;
/// assert_eq!(sequences::category(hand)?, Category::ThreeDuo);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`HandError::WrongSize`] unless there are 6 to 10 cards.
pub fn category(cards: CardSet) -> Result<Category, HandError> {
    check_size(cards, 6, 10, "6 to 10")?;
    Ok(sequences_category(&Shape::of(cards)))
}

/// One card per cell, the highest in each (cells are rank-space masks of the hand's cards).
#[cfg(feature = "naive")]
#[inline]
pub(crate) fn top_of_each(cells: impl IntoIterator<Item = u128>) -> u128 {
    use crate::order::top;
    cells.into_iter().fold(0, |acc, cell| acc | top(cell, 1))
}

/// The best Mono-or-lower hand (five-card Mono, four-card Mono, high card) of a rank-space
/// hand with no Duo or Tripo run of three: the top card of each value of the run, then the
/// highest other cards. (The previous evaluator's; `runs` reads Mono runs off its occupancy.)
#[cfg(feature = "naive")]
pub(crate) fn best_mono(hand: u128) -> (Category, u128) {
    use crate::order::{VALUE_MASKS, top};
    let mut chosen = 0u128;
    let keep = |chosen: &mut u128, candidate: u128| {
        if candidate > *chosen {
            *chosen = candidate;
        }
    };
    let with_kickers =
        |structure: u128| structure | top(hand & !structure, 6 - structure.count_ones());
    // Mono: runs of property values.
    let values = |property: usize, from: usize, len: usize| {
        (from..from + len).map(move |v| hand & VALUE_MASKS[5 * property + v])
    };
    for property in 0..3 {
        if values(property, 0, 5).all(|cell| cell != 0) {
            keep(
                &mut chosen,
                with_kickers(top_of_each(values(property, 0, 5))),
            );
        }
    }
    if chosen != 0 {
        return (Category::FiveMono, chosen);
    }
    for property in 0..3 {
        for from in 0..2 {
            if values(property, from, 4).all(|cell| cell != 0) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(values(property, from, 4))),
                );
            }
        }
    }
    if chosen != 0 {
        return (Category::FourMono, chosen);
    }
    (Category::HighCard, top(hand, 6))
}
