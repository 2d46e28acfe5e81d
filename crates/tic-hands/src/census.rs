//! Exhaustive counts over all C(125, 5) = 234,531,275 five-card hands (how often each Toker
//! category occurs and how Tic-of-a-Kind points are spread) and all C(125, 6) = 4,690,625,500
//! six-card hands (Sequences categories).
//!
//! The work is split into parts that callers run on as many threads as they like, then add up.
//! The fastest five-card split is [`five_card_parts`] (then [`five_card_total`]): the hands
//! holding one triple of cards per orbit of triples under symmetries that keep the counts (10
//! orbits for the Toker categories, 6,485 for the points), 48 million hands evaluated instead
//! of 234 million. [`five_card_census_from`] splits by the hand's lowest card instead (each
//! hand once). Each part enumerates its hands in order and evaluates them incrementally (the
//! first cards' line and value counts are shared by every last card).
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

use tic_core::CardSet;

use crate::order::{Counts, cards_of_in, flagged_lines, flagged_values};
use crate::runs::{Shape, sequences_category};
use crate::sequences;
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

    /// Adds `weight` times another census's counts (for orbit representatives), `None` on
    /// overflow.
    #[must_use]
    pub fn add_weighted(&self, other: &FiveCardCensus, weight: u64) -> Option<FiveCardCensus> {
        let mut out = self.clone();
        out.hands = out.hands.checked_add(other.hands.checked_mul(weight)?)?;
        for (a, b) in out.toker.iter_mut().zip(other.toker) {
            *a = a.checked_add(b.checked_mul(weight)?)?;
        }
        for (a, b) in out.tic_of_a_kind.iter_mut().zip(other.tic_of_a_kind) {
            *a = a.checked_add(b.checked_mul(weight)?)?;
        }
        Some(out)
    }

    /// Every count divided by `divisor`, or `None` unless each divides exactly (a check on
    /// counts made by symmetry: each hand was counted `divisor` times).
    #[must_use]
    pub fn divided(&self, divisor: u64) -> Option<FiveCardCensus> {
        let exact = |n: u64| (divisor != 0 && n.is_multiple_of(divisor)).then(|| n / divisor);
        let mut out = FiveCardCensus {
            hands: exact(self.hands)?,
            ..FiveCardCensus::default()
        };
        for (a, &b) in out.toker.iter_mut().zip(&self.toker) {
            *a = exact(b)?;
        }
        for (a, &b) in out.tic_of_a_kind.iter_mut().zip(&self.tic_of_a_kind) {
            *a = exact(b)?;
        }
        Some(out)
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
    let mut one = Partial::default();
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
                    count_five(&mut census, &five);
                }
            }
        }
    }
    census
}

/// Counts every five-card hand that holds both `a` and `b` (none if they are the same card).
/// Used with [`card_pair_orbits`] to count all hands from a few hundred pairs.
#[must_use]
pub fn five_card_census_with_pair(a: Card, b: Card) -> FiveCardCensus {
    let mut census = FiveCardCensus::default();
    let (a, b) = (a.index(), b.index());
    if a == b {
        return census;
    }
    let mut two = Partial::default();
    two.add(a);
    two.add(b);
    let others: Vec<usize> = (0..125).filter(|&i| i != a && i != b).collect();
    for (i, &c) in others.iter().enumerate() {
        let mut three = two;
        three.add(c);
        for (j, &d) in others.iter().enumerate().skip(i + 1) {
            let mut four = three;
            four.add(d);
            for &e in &others[j + 1..] {
                let mut five = four;
                five.add(e);
                count_five(&mut census, &five);
            }
        }
    }
    census
}

/// What a census part counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Counted {
    /// Toker categories only (hands left at 0).
    Toker,
    /// Tic-of-a-Kind points and hands only.
    Points,
    /// Both.
    Both,
}

/// Counts every five-card hand that holds `a`, `b` and `c` (none unless they are three
/// distinct cards). Used with [`card_triple_orbits`] to count all hands from 6,485 triples of
/// C(122, 2) = 7,381 hands each.
#[must_use]
pub fn five_card_census_with_triple(a: Card, b: Card, c: Card) -> FiveCardCensus {
    census_with_triple([a, b, c], Counted::Both)
}

/// The hands holding three given cards, counting `what`.
fn census_with_triple(cards: [Card; 3], what: Counted) -> FiveCardCensus {
    let mut census = FiveCardCensus::default();
    let [a, b, c] = cards.map(Card::index);
    if a == b || a == c || b == c {
        return census;
    }
    let mut three = Partial::default();
    for i in [a, b, c] {
        three.add(i);
    }
    let others: Vec<usize> = (0..125).filter(|&i| i != a && i != b && i != c).collect();
    for (j, &d) in others.iter().enumerate() {
        let mut four = three;
        four.add(d);
        for &e in &others[j + 1..] {
            let mut five = four;
            five.add(e);
            match what {
                Counted::Toker => count_toker(&mut census, &five),
                Counted::Points => count_points(&mut census, &five),
                Counted::Both => count_five(&mut census, &five),
            }
        }
    }
    census
}

/// A triple's "form" for orbit keys: the three cards' cells (5 bits each) and which of their
/// colors are equal (2 bits each), in one integer.
fn triple_form(cards: [usize; 3], swap: bool) -> u32 {
    let mut key = 0u32;
    let mut colors = [usize::MAX; 3];
    for (k, &i) in cards.iter().enumerate() {
        let (n, s) = (i / 25, (i / 5) % 5);
        let cell = if swap { 5 * s + n } else { 5 * n + s };
        // The first card with this color (0, 1 or 2): an equality pattern.
        let color = i % 5;
        let class = colors.iter().position(|&c| c == color).unwrap_or(k);
        colors[k] = color;
        key = key << 7 | (cell as u32) << 2 | class as u32;
    }
    key
}

/// The six orders of three things.
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Groups every set of three cards by an invariant `key` (which must name its orbit exactly):
/// one representative per orbit, lowest first, with the orbit's size.
fn triple_orbits(key: impl Fn([usize; 3]) -> u32) -> Vec<(Card, Card, Card, u64)> {
    // 8 bytes a triple: 2.5 MB while the orbits are listed.
    let mut keyed: Vec<(u32, [u8; 3])> = Vec::with_capacity(317_750);
    for a in 0..125u8 {
        for b in a + 1..125 {
            for c in b + 1..125 {
                keyed.push((key([a, b, c].map(usize::from)), [a, b, c]));
            }
        }
    }
    keyed.sort_unstable();
    let mut orbits: Vec<(Card, Card, Card, u64)> = Vec::new();
    let mut last = None;
    for (k, [a, b, c]) in keyed {
        if last == Some(k) {
            if let Some(orbit) = orbits.last_mut() {
                orbit.3 += 1;
            }
            continue;
        }
        last = Some(k);
        let card = |i: u8| Card::from_index(usize::from(i));
        if let (Some(a), Some(b), Some(c)) = (card(a), card(b), card(c)) {
            orbits.push((a, b, c, 1));
        }
    }
    orbits
}

/// The orbits of the 317,750 sets of three cards under the same 240 symmetries as
/// [`card_pair_orbits`]: one representative triple per orbit with the orbit's size. Every
/// triple of an orbit lies in equally many hands of each category and score, so
/// `10 x count = sum over orbits of size x (hands holding the representative triple)` (a
/// five-card hand holds C(5, 3) = 10 triples).
///
/// ```
/// let orbits = tic_hands::census::card_triple_orbits();
/// assert_eq!(orbits.iter().map(|o| o.3).sum::<u64>(), 317_750);
/// assert_eq!(orbits.len(), 6_485);
/// ```
#[must_use]
pub fn card_triple_orbits() -> Vec<(Card, Card, Card, u64)> {
    // A set's invariant: the least form over the 6 orders and the number/shape swap (a color
    // permutation maps three colors to any others with the same equalities; cells move only
    // by the swap).
    triple_orbits(|cards| {
        ORDERS
            .iter()
            .flat_map(|o| {
                let ordered = o.map(|k| cards[k]);
                [triple_form(ordered, false), triple_form(ordered, true)]
            })
            .min()
            .unwrap_or(0)
    })
}

/// The orbits of the sets of three cards under every symmetry of commonness: permute the
/// values of each property, and permute the properties (5!^3 x 3! = 10,368,000 symmetries).
/// They preserve the Toker category of every hand (Tic and Single depend only on equal
/// values), not the Tic-of-a-Kind points.
///
/// ```
/// let orbits = tic_hands::census::card_triple_orbits_by_commonness();
/// assert_eq!(orbits.iter().map(|o| o.3).sum::<u64>(), 317_750);
/// assert!(orbits.len() < 40);
/// ```
#[must_use]
pub fn card_triple_orbits_by_commonness() -> Vec<(Card, Card, Card, u64)> {
    // Per property, which of the three cards' values are equal (a value permutation maps any
    // three values to any others with the same equalities); a set's invariant: the least
    // sorted triple of patterns over the 6 orders of the cards.
    triple_orbits(|cards| {
        ORDERS
            .iter()
            .map(|o| {
                let ordered = o.map(|k| cards[k]);
                let mut patterns = [25, 5, 1].map(|unit| {
                    let v = ordered.map(|i| (i / unit) % 5);
                    u32::from(v[0] == v[1]) << 2
                        | u32::from(v[0] == v[2]) << 1
                        | u32::from(v[1] == v[2])
                });
                patterns.sort_unstable();
                patterns[0] << 6 | patterns[1] << 3 | patterns[2]
            })
            .min()
            .unwrap_or(0)
    })
}

/// One unit of the five-card census (see [`five_card_parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FiveCardPart {
    cards: [Card; 3],
    weight: u64,
    what: Counted,
}

impl FiveCardPart {
    /// The hands this part enumerates (for progress bars): C(122, 2).
    #[must_use]
    pub const fn hands(&self) -> u64 {
        7_381
    }

    /// This part's counts, weighted by its orbit's size (`None` on overflow, which cannot
    /// happen for the parts of [`five_card_parts`]).
    #[must_use]
    pub fn count(&self) -> Option<FiveCardCensus> {
        FiveCardCensus::default()
            .add_weighted(&census_with_triple(self.cards, self.what), self.weight)
    }
}

/// The work of counting every five-card hand, split into parts to run on any number of
/// threads: the Toker categories from the 23 orbits of card triples under the symmetries of
/// commonness ([`card_triple_orbits_by_commonness`]), the Tic-of-a-Kind points (and hands) from
/// the 6,485 orbits under the 240 symmetries that keep points ([`card_triple_orbits`]). Add up
/// the parts' [`FiveCardPart::count`] with [`FiveCardCensus::add_weighted`] (weight 1) and
/// finish with [`five_card_total`].
///
/// ```
/// use tic_hands::census::{five_card_parts, five_card_total, FiveCardCensus};
///
/// let parts = five_card_parts();
/// assert!(parts.len() < 7_000);
/// // Summing only two parts is not a census: the total refuses it.
/// let two = parts.iter().take(2).filter_map(|p| p.count());
/// let sum = two.fold(FiveCardCensus::default(), |a, b| a.add_weighted(&b, 1).unwrap_or(a));
/// assert!(five_card_total(&sum).is_none());
/// ```
#[must_use]
pub fn five_card_parts() -> Vec<FiveCardPart> {
    let part = |what| {
        move |(a, b, c, weight): (Card, Card, Card, u64)| FiveCardPart {
            cards: [a, b, c],
            weight,
            what,
        }
    };
    let toker = card_triple_orbits_by_commonness()
        .into_iter()
        .map(part(Counted::Toker));
    let points = card_triple_orbits().into_iter().map(part(Counted::Points));
    toker.chain(points).collect()
}

/// The census from the sum of every part of [`five_card_parts`]: each hand was counted once per
/// triple it holds, 10 times. `None` unless every count divides exactly and the hands, the
/// Toker categories and the points each add up to C(125, 5).
#[must_use]
pub fn five_card_total(sum: &FiveCardCensus) -> Option<FiveCardCensus> {
    let total = sum.divided(10)?;
    let all = 234_531_275;
    let toker: u64 = total.toker.iter().sum();
    let points: u64 = total.tic_of_a_kind.iter().sum();
    (total.hands == all && toker == all && points == all).then_some(total)
}

/// Number + shape of each card (index space): what a card counts against in Tic-of-a-Kind
/// (as `tic_of_a_kind::weight`, kept per card so a hand's total is one addition a card).
static CARD_WEIGHT: [u8; 125] = {
    let mut out = [0u8; 125];
    let mut i = 0;
    while i < 125 {
        out[i] = (i / 25 + (i / 5) % 5 + 2) as u8;
        i += 1;
    }
    out
};

/// A hand being built card by card: its counts and its cards' number + shape.
#[derive(Clone, Copy, Default)]
struct Partial {
    counts: Counts,
    weight: i32,
}

impl Partial {
    #[inline]
    fn add(&mut self, i: usize) {
        self.counts.add(i);
        self.weight += i32::from(CARD_WEIGHT.get(i).copied().unwrap_or(0));
    }
}

/// Adds one five-card hand to a census.
#[inline]
fn count_five(census: &mut FiveCardCensus, five: &Partial) {
    count_toker(census, five);
    count_points(census, five);
}

/// Adds one five-card hand's Toker category to a census.
#[inline]
fn count_toker(census: &mut FiveCardCensus, five: &Partial) {
    let (category, _) = toker::evaluate::<false>(&five.counts);
    census.toker[category as usize] += 1;
}

/// Adds one five-card hand's Tic-of-a-Kind points to a census, and the hand.
#[inline]
fn count_points(census: &mut FiveCardCensus, five: &Partial) {
    let points = points5(&five.counts) - five.weight;
    let slot = (points - POINTS_MIN).clamp(0, POINT_SLOTS as i32 - 1);
    census.tic_of_a_kind[slot as usize] += 1;
    census.hands += 1;
}

/// The orbits of the 7,750 pairs of cards under the 240 symmetries that preserve both the Toker
/// category and the Tic-of-a-Kind points of every hand: permute the five colors (color never
/// counts in points), and swap number with shape (points add number + shape). One
/// representative pair per orbit with the orbit's size. Every pair of an orbit lies in equally
/// many hands of each category and score, so `10 x count = sum over orbits of size x (hands
/// holding the representative pair)` (a five-card hand holds 10 pairs).
///
/// ```
/// let orbits = tic_hands::census::card_pair_orbits();
/// assert_eq!(orbits.iter().map(|o| o.2).sum::<u64>(), 7_750);
/// assert!(orbits.len() < 7_750 / 20);
/// ```
#[must_use]
pub fn card_pair_orbits() -> Vec<(Card, Card, u64)> {
    // A pair's invariant: the two (number, shape) cells up to swapping number with shape and
    // the order of the cards, and whether the colors are equal (any two distinct colors are
    // alike under color permutations).
    let key = |a: usize, b: usize| {
        let cell = |i: usize| (i / 25, (i / 5) % 5);
        let swap = |(n, s): (usize, usize)| (s, n);
        let same_color = a % 5 == b % 5;
        let (x, y) = (cell(a), cell(b));
        let forms = [(x, y), (y, x), (swap(x), swap(y)), (swap(y), swap(x))];
        let least = forms.iter().copied().min().unwrap_or((x, y));
        (least, same_color)
    };
    let mut orbits: std::collections::BTreeMap<_, (Card, Card, u64)> =
        std::collections::BTreeMap::new();
    for a in Card::all() {
        for b in Card::all().filter(|b| b.index() > a.index()) {
            orbits
                .entry(key(a.index(), b.index()))
                .and_modify(|o| o.2 += 1)
                .or_insert((a, b, 1));
        }
    }
    orbits.into_values().collect()
}

/// What the best whole group of five cards (a line or a value holding 3+ cards) adds as the
/// base hand of Tic-of-a-Kind, or 0: the points are this minus the cards' number + shape.
#[inline]
fn points5(counts: &Counts) -> i32 {
    let hand = counts.hand;
    let mut best = 0;
    let mut consider = |id: u32, base: i32| {
        let gain = base + 2 * weight(cards_of_in(hand, id));
        if gain > best {
            best = gain;
        }
    };
    for line in flagged_lines(counts.lines_at_least(3)) {
        consider(line, 10 * counts.count_of(line) as i32);
    }
    for value in flagged_values(counts.values_at_least(3)) {
        consider(value, 5 * (counts.count_of(value) as i32 - 2));
    }
    best
}

/// Counts of six-card hands by Sequences category.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SixCardCensus {
    /// Hands counted.
    pub hands: u64,
    /// Hands per Sequences category, indexed like [`sequences::Category::ALL`].
    pub sequences: [u64; 12],
}

impl SixCardCensus {
    /// Adds another census's counts.
    pub fn merge(&mut self, other: &SixCardCensus) {
        self.hands += other.hands;
        for (a, b) in self.sequences.iter_mut().zip(other.sequences) {
            *a += b;
        }
    }

    /// Adds `weight` times another census's counts (for orbit representatives), `None` on
    /// overflow.
    #[must_use]
    pub fn add_weighted(&self, other: &SixCardCensus, weight: u64) -> Option<SixCardCensus> {
        let mut out = self.clone();
        out.hands = out.hands.checked_add(other.hands.checked_mul(weight)?)?;
        for (a, b) in out.sequences.iter_mut().zip(other.sequences) {
            *a = a.checked_add(b.checked_mul(weight)?)?;
        }
        Some(out)
    }

    /// Every count divided by `divisor`, or `None` unless each divides exactly (a check on
    /// counts made by symmetry: each hand was counted `divisor` times).
    #[must_use]
    pub fn divided(&self, divisor: u64) -> Option<SixCardCensus> {
        if divisor == 0 || !self.hands.is_multiple_of(divisor) {
            return None;
        }
        let mut out = SixCardCensus {
            hands: self.hands / divisor,
            sequences: [0; 12],
        };
        for (a, &b) in out.sequences.iter_mut().zip(&self.sequences) {
            if !b.is_multiple_of(divisor) {
                return None;
            }
            *a = b / divisor;
        }
        Some(out)
    }

    /// `(category, hands)` for every Sequences category, low to high.
    pub fn categories(&self) -> impl Iterator<Item = (sequences::Category, u64)> + '_ {
        sequences::Category::ALL.into_iter().zip(self.sequences)
    }
}

/// Counts the six-card hands made of `base`, the card `second` and four more cards from
/// `pool` above `second` (index order), adding cards one at a time to shared run masks.
fn six_card_hands(base: &Shape, second: usize, pool: u128) -> SixCardCensus {
    let mut census = SixCardCensus::default();
    let above = |i: usize| pool & !((2u128 << i) - 1);
    let mut two = *base;
    two.add(second);
    for c in bit_indices(above(second)) {
        let mut three = two;
        three.add(c);
        for d in bit_indices(above(c)) {
            let mut four = three;
            four.add(d);
            for e in bit_indices(above(d)) {
                let mut five = four;
                five.add(e);
                for f in bit_indices(above(e)) {
                    let mut six = five;
                    six.add(f);
                    census.sequences[sequences_category(&six) as usize] += 1;
                    census.hands += 1;
                }
            }
        }
    }
    census
}

/// The indices of the set bits of a mask, lowest first.
fn bit_indices(mut mask: u128) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

/// Counts every six-card hand whose two lowest cards (by index) are `lowest` and `second`
/// (none if `second` is not above `lowest`). Over all 7,750 pairs this is every hand once.
///
/// ```
/// use tic_core::Card;
/// use tic_hands::census::six_card_census_from;
/// use tic_hands::sequences::Category;
///
/// // The two lowest cards are 118 and 119: the other four are 4 of the 5 cards above.
/// let part = six_card_census_from(Card::from_index(118).ok_or("card")?, Card::from_index(119).ok_or("card")?);
/// assert_eq!(part.hands, 5);
/// assert_eq!(part.categories().map(|(_, n)| n).sum::<u64>(), 5);
/// assert_eq!(part.sequences[Category::FiveTripo as usize], 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn six_card_census_from(lowest: Card, second: Card) -> SixCardCensus {
    let (a, b) = (lowest.index(), second.index());
    if b <= a {
        return SixCardCensus::default();
    }
    let mut base = Shape::default();
    base.add(a);
    six_card_hands(&base, b, CardSet::FULL.bits())
}

/// Counts every six-card hand that holds `card` and whose lowest other card (by index) is
/// `second` (none if they are the same card). Over every `second` this is every hand holding
/// `card`: used with [`card_orbits`] to count all hands from a few representatives.
#[must_use]
pub fn six_card_census_with(card: Card, second: Card) -> SixCardCensus {
    let (a, b) = (card.index(), second.index());
    if a == b {
        return SixCardCensus::default();
    }
    let mut base = Shape::default();
    base.add(a);
    six_card_hands(&base, b, CardSet::FULL.bits() & !(1u128 << a))
}

/// The orbits of the 125 cards under the 48 symmetries that preserve sequences (reverse any of
/// the three properties, permute the properties): one representative each and the orbit's
/// size, 10 orbits in all. Every card of an orbit lies in equally many hands of each Sequences
/// category, so `6 x count = sum over orbits of size x (hands holding the representative)`.
///
/// ```
/// let orbits = tic_hands::census::card_orbits();
/// assert_eq!(orbits.len(), 10);
/// assert_eq!(orbits.iter().map(|o| o.1).sum::<u64>(), 125);
/// ```
#[must_use]
pub fn card_orbits() -> Vec<(Card, u64)> {
    // A value's class under reversal: 0/4 -> 0, 1/3 -> 1, 2 -> 2; an orbit is a sorted triple
    // of classes.
    let class = |v: usize| v.min(4 - v);
    let key = |card: Card| {
        let i = card.index();
        let mut k = [class(i / 25), class((i / 5) % 5), class(i % 5)];
        k.sort_unstable();
        k
    };
    let mut orbits: Vec<([usize; 3], Card, u64)> = Vec::new();
    for card in Card::all() {
        let k = key(card);
        match orbits.iter_mut().find(|o| o.0 == k) {
            Some(orbit) => orbit.2 += 1,
            None => orbits.push((k, card, 1)),
        }
    }
    orbits.into_iter().map(|(_, card, n)| (card, n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tic_of_a_kind;

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

    #[test]
    fn a_six_card_part_matches_evaluating_each_hand() {
        let card = |i: usize| Card::from_index(i).unwrap_or(Card::TOP);
        let (lowest, second) = (card(108), card(110));
        let part = six_card_census_from(lowest, second);
        let rest: Vec<Card> = Card::all().filter(|c| c.index() > 110).collect();
        let mut expected = SixCardCensus::default();
        for (i, &c) in rest.iter().enumerate() {
            for (j, &d) in rest.iter().enumerate().skip(i + 1) {
                for (k, &e) in rest.iter().enumerate().skip(j + 1) {
                    for &f in rest.iter().skip(k + 1) {
                        let hand: CardSet = [lowest, second, c, d, e, f].into_iter().collect();
                        let rank = sequences::rank6(hand).map(|r| r.category());
                        expected.sequences
                            [rank.unwrap_or(sequences::Category::HighCard) as usize] += 1;
                        expected.hands += 1;
                    }
                }
            }
        }
        assert_eq!(part.hands, 1001); // C(14, 4)
        assert_eq!(part, expected);
        // Hands holding card 108 whose lowest other card is 110: the same hands.
        assert_eq!(six_card_census_with(lowest, second), part);
        assert_eq!(
            six_card_census_from(second, lowest),
            SixCardCensus::default()
        );
    }

    #[test]
    fn card_orbits_partition_the_deck() {
        let orbits = card_orbits();
        let mut sizes: Vec<u64> = orbits.iter().map(|o| o.1).collect();
        sizes.sort_unstable();
        // Classes per property: {1,5} (2 values), {2,4} (2), {3} (1).
        assert_eq!(sizes, vec![1, 6, 6, 8, 8, 12, 12, 24, 24, 24]);
        let weighted = SixCardCensus {
            hands: 3,
            sequences: [3; 12],
        };
        assert_eq!(weighted.divided(3).map(|c| c.hands), Some(1));
        assert_eq!(weighted.divided(2), None);
    }

    /// The card with these zero-based values.
    fn card(n: usize, s: usize, c: usize) -> Card {
        Card::from_index(25 * n + 5 * s + c).unwrap_or(Card::TOP)
    }

    #[test]
    fn triples_of_one_orbit_lie_in_alike_hands() {
        let orbits = card_triple_orbits();
        assert_eq!(orbits.len(), 6_485);
        assert_eq!(orbits.iter().map(|o| o.3).sum::<u64>(), 317_750);
        // 1-circle-violet, 2-triangle-violet, 2-circle-cyan; and the image with number and
        // shape swapped and the colors violet -> yellow, cyan -> red.
        let first = five_card_census_with_triple(card(0, 0, 0), card(1, 2, 0), card(1, 0, 1));
        assert_eq!(first.hands, 7_381); // C(122, 2)
        let image = five_card_census_with_triple(card(0, 0, 2), card(2, 1, 2), card(0, 1, 4));
        assert_eq!(image, first);
        // Same cells, but all three colors equal: another orbit, other points.
        let other = five_card_census_with_triple(card(0, 0, 0), card(1, 2, 0), card(1, 0, 0));
        assert_ne!(other.tic_of_a_kind, first.tic_of_a_kind);
        assert_eq!(
            five_card_census_with_triple(card(0, 0, 0), card(0, 0, 0), card(1, 0, 0)).hands,
            0
        );
    }

    #[test]
    fn commonness_orbits_keep_toker_categories() {
        let orbits = card_triple_orbits_by_commonness();
        // Per property the three values are all equal, all different, or one of three pairs
        // equal; not all three properties equal (distinct cards): 10 kinds of triples.
        assert_eq!(orbits.len(), 10);
        assert_eq!(orbits.iter().map(|o| o.3).sum::<u64>(), 317_750);
        // Two triples of one kind (same number, shapes 1 1 2, colors all different), far apart
        // in the deck: equally many hands of each Toker category, not of each score.
        let a = census_with_triple([card(0, 0, 0), card(0, 0, 1), card(0, 1, 2)], Counted::Both);
        let b = census_with_triple([card(4, 3, 4), card(4, 3, 0), card(4, 2, 1)], Counted::Both);
        assert_eq!(a.toker, b.toker);
        assert_ne!(a.tic_of_a_kind, b.tic_of_a_kind);
        // A Toker part counts categories only, a points part points and hands only.
        let toker = census_with_triple(
            [card(0, 0, 0), card(0, 0, 1), card(0, 1, 2)],
            Counted::Toker,
        );
        assert_eq!((toker.toker, toker.hands), (a.toker, 0));
        let points = census_with_triple(
            [card(0, 0, 0), card(0, 0, 1), card(0, 1, 2)],
            Counted::Points,
        );
        assert_eq!(
            (points.tic_of_a_kind, points.hands),
            (a.tic_of_a_kind, a.hands)
        );
        assert_eq!(points.toker, [0; 11]);
    }

    #[test]
    fn five_card_parts_cover_every_orbit_once() {
        let parts = five_card_parts();
        assert_eq!(parts.len(), 10 + 6_485);
        let weight = |what| -> u64 {
            parts
                .iter()
                .filter(|p| p.what == what)
                .map(|p| p.weight)
                .sum()
        };
        assert_eq!(weight(Counted::Toker), 317_750);
        assert_eq!(weight(Counted::Points), 317_750);
        assert!(parts.iter().all(|p| p.hands() == 7_381));
        // Counts that do not add up to every hand ten times are refused.
        let mut fake = FiveCardCensus {
            hands: 2_345_312_750,
            ..FiveCardCensus::default()
        };
        fake.toker[0] = 2_345_312_750;
        assert_eq!(five_card_total(&fake), None);
        fake.tic_of_a_kind[0] = 2_345_312_750;
        assert_eq!(five_card_total(&fake).map(|t| t.hands), Some(234_531_275));
        fake.hands += 1;
        assert_eq!(five_card_total(&fake), None);
    }

    #[test]
    fn pairs_of_one_orbit_lie_in_alike_hands() {
        let card = |n: usize, s: usize, c: usize| Card::from_index(25 * n + 5 * s + c);
        // 1-circle-violet & 2-triangle-violet, and its image: number and shape swapped, violet
        // recolored yellow.
        let (Some(a), Some(b), Some(a2), Some(b2)) =
            (card(0, 0, 0), card(1, 2, 0), card(0, 0, 2), card(2, 1, 2))
        else {
            panic!("cards");
        };
        let orbits = card_pair_orbits();
        assert_eq!(orbits.iter().map(|o| o.2).sum::<u64>(), 7_750);
        let first = five_card_census_with_pair(a, b);
        assert_eq!(first.hands, 302_621); // C(123, 3)
        assert_eq!(five_card_census_with_pair(a2, b2), first);
        // A pair from another orbit (different colors) lies in differently scored hands.
        let Some(b3) = card(1, 2, 1) else {
            panic!("card");
        };
        assert_ne!(five_card_census_with_pair(a, b3), first);
        let doubled = FiveCardCensus::default()
            .add_weighted(&first, 2)
            .and_then(|c| c.divided(2));
        assert_eq!(doubled, Some(first));
    }
}
