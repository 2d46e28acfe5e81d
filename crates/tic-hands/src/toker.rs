//! Toker hands (ruling 7): the best 5 cards, ranked in 11 categories.
//!
//! Categories, low to high, each made of disjoint parts: high card; three cards that Single
//! (share one property value); two cards that Tic (share two); four that Single; little house
//! (two that Tic + three other cards that Single); five that Single; two Tic pairs; three that
//! Tic; big house (three that Tic + two other cards that Tic); four that Tic; five that Tic.
//! Ruling 1 applies: cards that Tic also Single.
//!
//! ```
//! use tic_core::CardSet;
//! use tic_hands::toker::{self, Category};
//!
//! // 4-square-red & 4-circle-red Tic; 1-star, 2-star and 5-star Single by shape.
//! let hand: CardSet = "4qr 4or 1sv 2sc 5sy".parse()?;
//! assert_eq!(toker::rank5(hand)?.category(), Category::LittleHouse);
//!
//! // Best of 8: the three red 4s Tic, and 1-star-violet + 1-star-cyan Tic: a big house.
//! let cards: CardSet = "4qr 4or 4sr 1sv 1sc 2tv 3cc 5ty".parse()?;
//! let best = toker::best(cards)?;
//! assert_eq!(best.rank.category(), Category::BigHouse);
//! assert_eq!(best.cards, "4qr 4or 4sr 1sv 1sc".parse()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use tic_core::{Card, CardSet};

use crate::equity::{Equity, EquityBudget, EquityError, Showdown, Situation};
use crate::order::{
    Counts, any_line, cards_of_in, flagged_lines, flagged_values, holds_at_least, index_cards_of,
    line_of_flag, pack, pack_with_cards, to_rank_space, top,
};
use crate::{Best, HandError, check_count};

/// A Toker hand category, ordered low to high.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[repr(u8)]
pub enum Category {
    /// No other category: the cards alone.
    HighCard,
    /// Three cards that Single (share a property value).
    ThreeSingle,
    /// Two cards that Tic (share two property values).
    TwoTic,
    /// Four cards that Single.
    FourSingle,
    /// Two cards that Tic and three other cards that Single.
    LittleHouse,
    /// Five cards that Single.
    FiveSingle,
    /// Two disjoint pairs of cards that Tic.
    TwoTicPairs,
    /// Three cards that Tic.
    ThreeTic,
    /// Three cards that Tic and two other cards that Tic.
    BigHouse,
    /// Four cards that Tic.
    FourTic,
    /// Five cards that Tic (a whole Tic line).
    FiveTic,
}

impl Category {
    /// Every category, low to high.
    pub const ALL: [Category; 11] = [
        Category::HighCard,
        Category::ThreeSingle,
        Category::TwoTic,
        Category::FourSingle,
        Category::LittleHouse,
        Category::FiveSingle,
        Category::TwoTicPairs,
        Category::ThreeTic,
        Category::BigHouse,
        Category::FourTic,
        Category::FiveTic,
    ];

    /// The category's name as the rule text words it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high card",
            Category::ThreeSingle => "three that Single",
            Category::TwoTic => "two that Tic",
            Category::FourSingle => "four that Single",
            Category::LittleHouse => "little house",
            Category::FiveSingle => "five that Single",
            Category::TwoTicPairs => "two Tic pairs",
            Category::ThreeTic => "three that Tic",
            Category::BigHouse => "big house",
            Category::FourTic => "four that Tic",
            Category::FiveTic => "five that Tic",
        }
    }

    /// The category at a position of [`Category::ALL`].
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Category> {
        if index < 11 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

crate::rank::packed_rank! {
    /// The rank of a 5-card Toker hand: a total order.
    ///
    /// Higher category wins; within a category the five cards are compared one by one, highest
    /// first, by the card order of tic-principles.md (higher value; then number, shape, color).
    /// Distinct hands never have equal ranks. [`showdown`] instead breaks category ties by the
    /// players' own cards only, as ruling 8 says.
    game: "Toker", game_mod: "toker", cards: 5, top: FiveTic, words: "five",
    example: "little house: 4-star-red 4-square-red ...", hand: "1ov 2cc 3ty 4qo 5sr 2ty"
}

/// The rank of exactly five cards.
///
/// # Errors
/// [`HandError::WrongSize`] unless the hand has 5 cards.
pub fn rank5(hand: CardSet) -> Result<Rank, HandError> {
    let (counts, len) = Counts::of::<true>(hand);
    check_count(len, 5, 5, "5")?;
    let (category, chosen) = evaluate::<true>(&counts);
    Ok(Rank::from_parts(category, pack(chosen, 5)))
}

/// The best 5-card hand among 5 to 10 cards: the highest category, and among the hands of that
/// category the one whose cards, highest first, are highest.
///
/// # Errors
/// [`HandError::WrongSize`] unless there are 5 to 10 cards.
pub fn best(cards: CardSet) -> Result<Best<Rank>, HandError> {
    let (counts, len) = Counts::of::<true>(cards);
    check_count(len, 5, 10, "5 to 10")?;
    let (category, chosen) = evaluate::<true>(&counts);
    let (key, cards) = pack_with_cards(chosen, 5);
    Ok(Best {
        rank: Rank::from_parts(category, key),
        cards,
    })
}

/// Places at a showdown: each player's best hand from the common cards and their own.
///
/// Returns one place per player, 0 = best. A higher category wins; between equal categories
/// the players' own cards decide (ruling 8): the highest card each holds, then the next
/// highest, and so on. Players still tied share a place, and the next place skips (0, 1, 1, 3).
///
/// # Errors
/// [`HandError::Overlap`] if a card is both common and private or held by two players;
/// [`HandError::WrongSize`] if a player's cards plus the common cards are not 5 to 10.
pub fn showdown(common: CardSet, privates: &[CardSet]) -> Result<Vec<usize>, HandError> {
    crate::equity::showdown::<Toker>(common, privates)
}

/// Places at a showdown from each player's best hand as [`best`] ranked it (their own cards
/// with the common cards) and their own cards: [`showdown`]'s order (the category, then the
/// own cards, highest first: ruling 8), without evaluating the hands again. For a caller that
/// has the best hands already (to show them).
///
/// `ranks` and `privates` pair up player by player; a missing pair counts as no player.
///
/// ```
/// use tic_core::CardSet;
/// use tic_hands::toker;
///
/// let common: CardSet = "1ov 2cc 3ty 4qo 5sr".parse()?;
/// let privates: Vec<CardSet> = vec!["5so 1cv".parse()?, "2qr 3sy".parse()?];
/// let ranks: Vec<toker::Rank> = privates
///     .iter()
///     .map(|&p| toker::best(common | p).map(|b| b.rank))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(toker::places_of_best(&ranks, &privates), toker::showdown(common, &privates)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn places_of_best(ranks: &[Rank], privates: &[CardSet]) -> Vec<usize> {
    let keys: Vec<(Category, u128)> = ranks
        .iter()
        .zip(privates)
        .map(|(rank, &private)| (rank.category(), to_rank_space(private)))
        .collect();
    crate::places(&keys)
}

/// Toker's showdown for the shared machinery: the common cards are counted once, each
/// player's own cards added to a copy; equal categories compare the own cards, highest first
/// (a rank-space mask compares so).
pub(crate) struct Toker;

impl Showdown for Toker {
    type Shared = Counts;
    type Key = (Category, u128);
    const SIZES: (usize, usize, &'static str) = (5, 10, "5 to 10");
    const COMMON: usize = 5;

    fn shared(common: CardSet) -> Counts {
        // The category alone is read (index space): no rank-space hand needed.
        Counts::of::<false>(common).0
    }

    fn key(shared: &Counts, private: CardSet) -> (Category, u128) {
        let mut counts = *shared;
        for card in private {
            counts.add(card.index());
        }
        (evaluate::<false>(&counts).0, to_rank_space(private))
    }
}

/// The chances of winning, tying and losing the showdown from a Toker situation: exact when
/// the unseen deals fit the budget, sampled otherwise (see [`crate::equity`]). Opponents hold
/// as many private cards as the player; 5 common cards at the showdown unless the situation
/// says otherwise.
///
/// ```
/// use tic_core::CardSet;
/// use tic_hands::equity::{EquityBudget, Method, Situation};
/// use tic_hands::toker;
///
/// // All five common cards are out: one opponent, every one of their hands enumerated.
/// let common: CardSet = "1ov 2cc 3ty 4qo 5sr".parse()?;
/// let mine: CardSet = "4qr 4or 4sr".parse()?; // three that Tic
/// let equity = toker::equity(&Situation::new(common, mine, 1), &EquityBudget::new(300_000, 0))?;
/// assert_eq!(equity.method, Method::Exact);
/// assert_eq!(equity.deals(), 260_130); // C(117, 3)
/// assert!(equity.win() > 0.95);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`EquityError`] if cards overlap, the hands would not be 5 to 10 cards, the opponents or
/// the budget are out of range, or too few cards are unseen.
pub fn equity(situation: &Situation, budget: &EquityBudget) -> Result<Equity, EquityError> {
    crate::equity::equity::<Toker>(situation, budget)
}

/// The best category among 5 to 10 cards, without choosing the cards (faster than [`best`]).
///
/// # Errors
/// [`HandError::WrongSize`] unless there are 5 to 10 cards.
pub fn category(cards: CardSet) -> Result<Category, HandError> {
    let (counts, len) = Counts::of::<false>(cards);
    check_count(len, 5, 10, "5 to 10")?;
    Ok(evaluate::<false>(&counts).0)
}

/// Keeps the higher of two equally large rank-space candidates.
#[inline]
fn keep(best: &mut u128, candidate: u128) {
    if candidate > *best {
        *best = candidate;
    }
}

/// The best category of a hand of 5 to 10 cards and, when `CHOOSE`, the best 5 cards for it
/// (rank space; 0 when not `CHOOSE`, and then `counts.hand` is not read).
///
/// Reads the category off which Tic lines and property values hold at least 2, 3, 4 or 5 of the
/// cards, top-down, and builds the best hand of that category from each way to make its parts
/// (the parts' highest cards, then the highest other cards: that beats every other hand with
/// the same parts card by card). A Tic line holds at most 5 cards, and three pairwise-Ticking
/// cards always lie on one line, which makes the line counts enough.
#[inline(always)]
pub(crate) fn evaluate<const CHOOSE: bool>(counts: &Counts) -> (Category, u128) {
    let hand = counts.hand;
    // Choosing compares cards in rank space; deciding the category alone needs only the index
    // space.
    let cards = |id: u32| {
        if CHOOSE {
            cards_of_in(hand, id)
        } else {
            index_cards_of(counts.index, id)
        }
    };
    let lines = |k: u32| counts.lines_at_least(k);
    let values = |k: u32| counts.values_at_least(k);
    let mut chosen = 0u128;

    // Most hands have no three cards on a line: one test rules out the three top categories.
    let threes = lines(3);
    let some_three = any_line(threes);
    let five = lines(5);
    if some_three && any_line(five) {
        if CHOOSE {
            for l in flagged_lines(five) {
                keep(&mut chosen, cards(l));
            }
        }
        return (Category::FiveTic, chosen);
    }
    let four = lines(4);
    if some_three && any_line(four) {
        if CHOOSE {
            for l in flagged_lines(four) {
                let four = cards(l);
                keep(&mut chosen, four | top(hand & !four, 1));
            }
        }
        return (Category::FourTic, chosen);
    }
    let pairs = lines(2);
    if some_three {
        let mut big_house = false;
        for t in flagged_lines(threes) {
            let three = cards(t);
            for m in flagged_lines(pairs).filter(|&m| m != t) {
                let pair = cards(m) & !three;
                if pair & pair.wrapping_sub(1) != 0 {
                    if !CHOOSE {
                        return (Category::BigHouse, 0);
                    }
                    big_house = true;
                    keep(&mut chosen, three | top(pair, 2));
                }
            }
        }
        if big_house {
            return (Category::BigHouse, chosen);
        }
        if CHOOSE {
            for t in flagged_lines(threes) {
                let three = cards(t);
                keep(&mut chosen, three | top(hand & !three, 2));
            }
        }
        return (Category::ThreeTic, chosen);
    }

    // No three cards Tic: every line in `pairs` holds exactly two cards (a Tic pair). At most
    // 15 pairs (10 cards, each on 3 lines): their cards, listed once.
    let mut listed = [0u128; 16];
    let mut count = 0;
    // (Word by word rather than through `flagged_lines`: the hot loop of every evaluation.)
    for (word, &flags) in pairs.iter().enumerate() {
        let mut flags = flags;
        while flags != 0 {
            // Pairs that share no card: the pairs through one card are at most 3 (one line
            // per family), and three pairwise-Ticking cards would be on one line, so 4 pairs
            // always hold two disjoint ones.
            if !CHOOSE && count == 4 {
                return (Category::TwoTicPairs, 0);
            }
            listed[count & 15] = cards(line_of_flag(word, flags.trailing_zeros()));
            flags &= flags - 1;
            count += 1;
        }
    }
    let listed = &listed[..count.min(16)];
    let pair_cards = |pair: &u128| *pair;
    let mut found = false;
    for (a, first) in listed.iter().map(pair_cards).enumerate() {
        for second in listed[a + 1..].iter().map(pair_cards) {
            if first & second == 0 {
                if !CHOOSE {
                    return (Category::TwoTicPairs, 0);
                }
                found = true;
                let both = first | second;
                keep(&mut chosen, both | top(hand & !both, 1));
            }
        }
    }
    if found {
        return (Category::TwoTicPairs, chosen);
    }
    let fives = values(5);
    if fives != 0 {
        if CHOOSE {
            for v in flagged_values(fives) {
                keep(&mut chosen, top(cards(v), 5));
            }
        }
        return (Category::FiveSingle, chosen);
    }
    let threes = values(3);
    if !listed.is_empty() && threes != 0 {
        let mut found = false;
        for pair in listed.iter().map(pair_cards) {
            for v in flagged_values(threes) {
                let three = cards(v) & !pair;
                if holds_at_least(three, 3) {
                    if !CHOOSE {
                        return (Category::LittleHouse, 0);
                    }
                    found = true;
                    keep(&mut chosen, pair | top(three, 3));
                }
            }
        }
        if found {
            return (Category::LittleHouse, chosen);
        }
    }
    let fours = values(4);
    if fours != 0 {
        if CHOOSE {
            for v in flagged_values(fours) {
                let four = top(cards(v), 4);
                keep(&mut chosen, four | top(hand & !four, 1));
            }
        }
        return (Category::FourSingle, chosen);
    }
    if !listed.is_empty() {
        if CHOOSE {
            for pair in listed.iter().map(pair_cards) {
                keep(&mut chosen, pair | top(hand & !pair, 3));
            }
        }
        return (Category::TwoTic, chosen);
    }
    if threes != 0 {
        if CHOOSE {
            for v in flagged_values(threes) {
                let three = top(cards(v), 3);
                keep(&mut chosen, three | top(hand & !three, 2));
            }
        }
        return (Category::ThreeSingle, chosen);
    }
    (Category::HighCard, if CHOOSE { top(hand, 5) } else { 0 })
}
