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

use smallvec::SmallVec;

use crate::equity::{Budget, Equity, EquityError, Showdown, Situation};
use crate::order::{
    LINE_MASKS, LINES_AT, POS_TABLE, PROPS_AT, VALUE_MASKS, from_rank_space, pack, props_at,
    to_rank_space, top, unpack,
};
use crate::runs::{Shape, sequences_category};
use crate::{Best, HandError, check_size};

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
        let valid =
            Category::from_index((key >> CARD_BITS) as usize).is_some() && unpack(key, 6).is_some();
        if valid {
            Ok(Rank(key))
        } else {
            Err(InvalidRank(key))
        }
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
    check_size(hand, 6, 6, "6")?;
    let (category, chosen) = best_in_rank_space(to_rank_space(hand));
    Ok(Rank::from_parts(category, pack(chosen, 6)))
}

/// The best 6-card hand among 6 to 10 cards: the highest category, and among the hands of that
/// category the one whose cards, highest first, are highest.
///
/// # Errors
/// [`HandError::WrongSize`] unless there are 6 to 10 cards.
pub fn best(cards: CardSet) -> Result<Best<Rank>, HandError> {
    check_size(cards, 6, 10, "6 to 10")?;
    let (category, chosen) = best_in_rank_space(to_rank_space(cards));
    Ok(Best {
        rank: Rank::from_parts(category, pack(chosen, 6)),
        cards: from_rank_space(chosen),
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
/// use tic_hands::equity::{Budget, Method, Situation};
/// use tic_hands::sequences;
///
/// // Mid-deal: 3 of 6 common cards, two opponents: too many deals to enumerate, so sampled.
/// let common: CardSet = "1ov 2cc 5sr".parse()?;
/// let mine: CardSet = "3ty 4qo 1sv".parse()?; // a five-card Tripo run with the common cards
/// let equity = sequences::equity(&Situation::new(common, mine, 2), &Budget::new(2_000, 7))?;
/// assert_eq!(equity.method, Method::Sampled { seed: 7 });
/// assert_eq!(equity.deals(), 2_000);
/// assert_eq!(equity.win(), 1.0); // nothing beats a five-card Tripo
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`EquityError`] if cards overlap, the hands would not be 6 to 10 cards, the opponents or
/// the budget are out of range, or too few cards are unseen.
pub fn equity(situation: &Situation, budget: &Budget) -> Result<Equity, EquityError> {
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

/// A mask no hand contains (bit 127 is never a card): pads the tables below.
const NONE: u128 = 1 << 127;

/// Line ids (as in `tic_core::TicLine`) of a family's cell: family 0 is number+shape, 1
/// number+color, 2 shape+color; `a`, `b` the two zero-based values.
const fn line_id(family: usize, a: usize, b: usize) -> usize {
    25 * family + 5 * a + b
}

/// The Duo runs of `K` Tic lines of one family along a diagonal: the two fixed properties both
/// step by one from line to line (a Duo sequence of `K` cards takes one card from each line).
/// Returns the runs and how many there are (`6 - K` starts squared, two directions, three
/// families).
const fn duo_runs<const K: usize>() -> ([[u8; K]; 54], usize) {
    let mut out = [[0u8; K]; 54];
    let mut len = 0;
    let mut family = 0;
    while family < 3 {
        let mut dir = 0;
        while dir < 2 {
            let mut a = 0;
            while a + K <= 5 {
                let mut b = 0;
                while b + K <= 5 {
                    let mut i = 0;
                    while i < K {
                        // dir 0: both rise; dir 1: the second falls (start at the top).
                        let second = if dir == 0 { b + i } else { 4 - b - i };
                        out[len][i] = line_id(family, a + i, second) as u8;
                        i += 1;
                    }
                    len += 1;
                    b += 1;
                }
                a += 1;
            }
            dir += 1;
        }
        family += 1;
    }
    (out, len)
}

/// Occupancy mask (bit = line id) of a run.
const fn run_mask<const K: usize>(run: &[u8; K]) -> u128 {
    let mut m = 0u128;
    let mut i = 0;
    while i < K {
        m |= 1u128 << run[i];
        i += 1;
    }
    m
}

static DUO3: ([[u8; 3]; 54], usize) = duo_runs::<3>();
static DUO4: ([[u8; 4]; 54], usize) = duo_runs::<4>();
static DUO5: ([[u8; 5]; 54], usize) = duo_runs::<5>();

/// The Tripo sequences of `K` cards as rank-space masks (`4 * (6 - K)^3` of them), padded
/// with [`NONE`].
const fn tripo_chains<const K: usize>() -> [u128; 108] {
    let mut out = [NONE; 108];
    let mut len = 0;
    let mut dir = 0;
    while dir < 4 {
        let mut n = 0;
        while n + K <= 5 {
            let mut s = 0;
            while s + K <= 5 {
                let mut c = 0;
                while c + K <= 5 {
                    let mut mask = 0u128;
                    let mut i = 0;
                    while i < K {
                        let si = if dir & 1 == 0 { s + i } else { 4 - s - i };
                        let ci = if dir & 2 == 0 { c + i } else { 4 - c - i };
                        mask |= 1u128 << POS_TABLE[25 * (n + i) + 5 * si + ci];
                        i += 1;
                    }
                    out[len] = mask;
                    len += 1;
                    c += 1;
                }
                s += 1;
            }
            n += 1;
        }
        dir += 1;
    }
    out
}

static TRIPO4: [u128; 108] = tripo_chains::<4>();
static TRIPO5: [u128; 108] = tripo_chains::<5>();

/// For the card at each rank-space position, its Duo neighbours: for each family and
/// direction, the lines of the cells one step before and one step after it (`[255, 255]` when
/// the card is at an edge). Any card on the first line, this card and any card on the second
/// line form a Duo sequence of three.
static DUO_NEIGHBOURS: [[[u8; 2]; 6]; 125] = {
    let mut out = [[[255u8; 2]; 6]; 125];
    let mut p = 0;
    while p < 125 {
        let v = props_at(p);
        let mut family = 0;
        while family < 3 {
            // The two properties the family fixes.
            let (x, y) = match family {
                0 => (v[0], v[1]),
                1 => (v[0], v[2]),
                _ => (v[1], v[2]),
            };
            let mut dir = 0;
            while dir < 2 {
                let inside = x >= 1 && x <= 3 && y >= 1 && y <= 3;
                if inside {
                    let (y_before, y_after) = if dir == 0 {
                        (y - 1, y + 1)
                    } else {
                        (y + 1, y - 1)
                    };
                    out[p][2 * family + dir] = [
                        line_id(family, x - 1, y_before) as u8,
                        line_id(family, x + 1, y_after) as u8,
                    ];
                }
                dir += 1;
            }
            family += 1;
        }
        p += 1;
    }
    out
};

/// The property a family leaves free: color for number+shape, shape for number+color, number
/// for shape+color.
static FREE_PROPERTY: [usize; 3] = [2, 1, 0];

/// Three-card Duo-or-better sequences found in a hand, each with whether it is a Tripo.
type Triples = SmallVec<[(u128, bool); 32]>;

/// Every three-card sequence in two or three properties within a rank-space hand. Each is
/// listed once: a Tripo sequence is a Duo in all three families, so only its number+shape
/// occurrence is kept.
fn triples(hand: u128) -> Triples {
    let mut out = Triples::new();
    let mut rest = hand;
    while rest != 0 {
        let middle = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let m = PROPS_AT[middle];
        for (k, &[before, after]) in DUO_NEIGHBOURS[middle].iter().enumerate() {
            if before == 255 {
                continue;
            }
            let firsts = hand & LINE_MASKS[usize::from(before)];
            let lasts = hand & LINE_MASKS[usize::from(after)];
            if firsts == 0 || lasts == 0 {
                continue;
            }
            let family = k / 2;
            let free = FREE_PROPERTY[family];
            let mut fs = firsts;
            while fs != 0 {
                let first = fs.trailing_zeros() as usize;
                fs &= fs - 1;
                let mut ls = lasts;
                while ls != 0 {
                    let last = ls.trailing_zeros() as usize;
                    ls &= ls - 1;
                    // Tripo when the free property steps the same way twice too.
                    let before_free = i32::from(PROPS_AT[first][free]);
                    let middle_free = i32::from(m[free]);
                    let after_free = i32::from(PROPS_AT[last][free]);
                    let stride = middle_free - before_free;
                    let tripo = stride.abs() == 1 && after_free - middle_free == stride;
                    if tripo && family != 0 {
                        continue;
                    }
                    out.push((1u128 << first | 1u128 << middle | 1u128 << last, tripo));
                }
            }
        }
    }
    out
}

/// The hand's cards on each line of a run.
#[inline]
fn line_cells(hand: u128, run: &[u8]) -> impl Iterator<Item = u128> + '_ {
    run.iter().map(move |&l| hand & LINE_MASKS[usize::from(l)])
}

/// One card per cell, the highest in each (cells are rank-space masks of the hand's cards).
#[inline]
fn top_of_each(cells: impl IntoIterator<Item = u128>) -> u128 {
    cells.into_iter().fold(0, |acc, cell| acc | top(cell, 1))
}

/// The best category of a rank-space hand of 6 to 10 cards, and the best 6 cards for it.
///
/// Three-card Duo/Tripo sequences are listed card by card (few in any hand); longer ones are
/// read off which Tic lines (Duo), cards (Tripo) and property values (Mono) the hand holds.
/// A one-sequence hand takes the highest card of each of its cells and then the highest other
/// cards, which beats every other choice for the same cells card by card; two-group hands
/// try every disjoint pair of listed triples.
pub(crate) fn best_in_rank_space(hand: u128) -> (Category, u128) {
    let mut chosen = 0u128;
    let keep = |chosen: &mut u128, candidate: u128| {
        if candidate > *chosen {
            *chosen = candidate;
        }
    };
    let with_kickers =
        |structure: u128| structure | top(hand & !structure, 6 - structure.count_ones());

    for &m in &TRIPO5[..4] {
        if hand & m == m {
            keep(&mut chosen, with_kickers(m));
        }
    }
    if chosen != 0 {
        return (Category::FiveTripo, chosen);
    }

    let found = triples(hand);
    let tripos = || found.iter().filter(|t| t.1).map(|t| t.0);
    // Disjoint pairs of listed triples with at least `tripos` Tripo sequences among the two.
    let pairs = |chosen: &mut u128, tripos: u8| {
        for (i, &(a, a_tripo)) in found.iter().enumerate() {
            for &(b, b_tripo) in &found[i + 1..] {
                if a & b == 0 && u8::from(a_tripo) + u8::from(b_tripo) >= tripos {
                    keep(chosen, a | b);
                }
            }
        }
    };
    let tripo_count = tripos().count();
    if tripo_count >= 2 {
        pairs(&mut chosen, 2);
        if chosen != 0 {
            return (Category::TwoThreeTripos, chosen);
        }
        for &m in &TRIPO4[..32] {
            if hand & m == m {
                keep(&mut chosen, with_kickers(m));
            }
        }
        if chosen != 0 {
            return (Category::FourTripo, chosen);
        }
    }
    if tripo_count >= 1 {
        pairs(&mut chosen, 1);
        if chosen != 0 {
            return (Category::ThreeTripoThreeDuo, chosen);
        }
        for t in tripos() {
            keep(&mut chosen, with_kickers(t));
        }
        return (Category::ThreeTripo, chosen);
    }

    if !found.is_empty() {
        let mut occupied = 0u128;
        let mut rest = hand;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for l in LINES_AT[p] {
                occupied |= 1u128 << l;
            }
        }
        for run in &DUO5.0[..DUO5.1] {
            if occupied & run_mask(run) == run_mask(run) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(line_cells(hand, run))),
                );
            }
        }
        if chosen != 0 {
            return (Category::FiveDuo, chosen);
        }
        pairs(&mut chosen, 0);
        if chosen != 0 {
            return (Category::TwoThreeDuos, chosen);
        }
        for run in &DUO4.0[..DUO4.1] {
            if occupied & run_mask(run) == run_mask(run) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(line_cells(hand, run))),
                );
            }
        }
        if chosen != 0 {
            return (Category::FourDuo, chosen);
        }
        for run in &DUO3.0[..DUO3.1] {
            if occupied & run_mask(run) == run_mask(run) {
                keep(
                    &mut chosen,
                    with_kickers(top_of_each(line_cells(hand, run))),
                );
            }
        }
        return (Category::ThreeDuo, chosen);
    }

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
