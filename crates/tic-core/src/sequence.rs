//! Sequences: steps between cards, Mono/Duo/Tripo sequences, longest sequences, wrapping.

use core::fmt;

use crate::card::{Card, Property};
use crate::set::CardSet;

/// A set of properties (a subset of number, shape, color), as three bits.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Props(u8);

impl Props {
    /// No property.
    pub const NONE: Props = Props(0);
    /// Only the number.
    pub const NUMBER: Props = Props(1);
    /// Only the shape.
    pub const SHAPE: Props = Props(2);
    /// Only the color.
    pub const COLOR: Props = Props(4);
    /// All three.
    pub const ALL: Props = Props(7);

    /// The set holding one property.
    #[must_use]
    pub const fn of(property: Property) -> Props {
        match property {
            Property::Number => Props::NUMBER,
            Property::Shape => Props::SHAPE,
            Property::Color => Props::COLOR,
        }
    }

    /// The set from its bits (only the low three bits are kept).
    #[must_use]
    pub const fn from_bits(bits: u8) -> Props {
        Props(bits & 7)
    }

    /// The bits: 1 number, 2 shape, 4 color.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether `property` is in the set.
    #[must_use]
    pub const fn contains(self, property: Property) -> bool {
        self.0 & Props::of(property).0 != 0
    }

    /// Union.
    #[must_use]
    pub const fn with(self, property: Property) -> Props {
        Props(self.0 | Props::of(property).0)
    }

    /// Number of properties in the set.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The properties, in order number, shape, color.
    pub fn iter(self) -> impl Iterator<Item = Property> + Clone {
        Property::ALL.into_iter().filter(move |p| self.contains(*p))
    }

    /// The seven non-empty property sets.
    pub fn non_empty() -> impl Iterator<Item = Props> + Clone {
        (1..8u8).map(Props)
    }
}

impl fmt::Debug for Props {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// How many properties step by exactly one between two cards. Ordered
/// `None < Mono < Duo < Tripo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// No property steps.
    None,
    /// Exactly one property steps.
    Mono,
    /// Exactly two properties step.
    Duo,
    /// All three properties step.
    Tripo,
}

impl Step {
    /// The step for a number of stepping properties (0 to 3; larger counts as 3).
    #[must_use]
    pub const fn from_count(count: usize) -> Step {
        match count {
            0 => Step::None,
            1 => Step::Mono,
            2 => Step::Duo,
            _ => Step::Tripo,
        }
    }

    /// The number of stepping properties.
    #[must_use]
    pub const fn count(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Step::None => "none",
            Step::Mono => "Mono",
            Step::Duo => "Duo",
            Step::Tripo => "Tripo",
        })
    }
}

/// The properties whose values differ by exactly one between two cards (no wrap from 5 to 1).
#[must_use]
pub fn stepping_properties(a: Card, b: Card) -> Props {
    let av = a.values();
    let bv = b.values();
    let mut bits = 0;
    for i in 0..3 {
        if av[i].abs_diff(bv[i]) == 1 {
            bits |= 1 << i;
        }
    }
    Props(bits)
}

/// The step between two cards.
///
/// ```
/// use tic_core::{step, Card, Step};
/// let a: Card = "5-triangle-red".parse()?;
/// assert_eq!(step(a, "4-square-red".parse()?), Step::Duo);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn step(a: Card, b: Card) -> Step {
    Step::from_count(stepping_properties(a, b).len())
}

/// Whether consecutive cards of `cards`, in this order, form a sequence in `props` without
/// wrapping: every property in `props` goes up or down by exactly one at each step, in one
/// direction throughout. Needs at least two cards and a non-empty `props`.
///
/// ```
/// use tic_core::{is_ordered_sequence, parse_cards, Props};
/// let up = parse_cards("1-star-red 2-circle-red 3-square-cyan 4-star-red 5-circle-red")?;
/// assert!(is_ordered_sequence(&up, Props::NUMBER));
/// let wrapped = parse_cards("2-star-red 3-circle-red 4-square-cyan 5-star-red 1-circle-red")?;
/// assert!(!is_ordered_sequence(&wrapped, Props::NUMBER));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn is_ordered_sequence(cards: &[Card], props: Props) -> bool {
    if cards.len() < 2 || props.is_empty() {
        return false;
    }
    props.iter().all(|p| {
        let dir = i16::from(cards[1].get(p)) - i16::from(cards[0].get(p));
        (dir == 1 || dir == -1)
            && cards
                .windows(2)
                .all(|w| i16::from(w[1].get(p)) - i16::from(w[0].get(p)) == dir)
    })
}

/// Whether the cards of `set`, in some order, form a sequence in `props` (no wrap). Needs at
/// least two cards and a non-empty `props`.
///
/// The order is forced: sorted by the first property of `props`, whose values must be
/// consecutive; every other property in `props` must then run consecutively up or down.
#[must_use]
pub fn is_sequence(set: CardSet, props: Props) -> bool {
    let k = set.len();
    if !(2..=5).contains(&k) || props.is_empty() {
        return false;
    }
    let mut lead = props.iter();
    let Some(first) = lead.next() else {
        return false;
    };
    // Bucket by the lead property: each value at most once, values consecutive.
    let mut by_value: [Option<Card>; 5] = [None; 5];
    for card in set {
        let slot = &mut by_value[usize::from(card.get(first)) - 1];
        if slot.is_some() {
            return false;
        }
        *slot = Some(card);
    }
    let ordered: Vec<Card> = by_value.iter().flatten().copied().collect();
    let lo = usize::from(ordered[0].get(first));
    if usize::from(ordered[k - 1].get(first)) != lo + k - 1 {
        return false;
    }
    is_ordered_sequence(&ordered, props)
}

/// The most properties in which the set is a sequence (`None` if it is no sequence at all,
/// including sets of fewer than two cards).
///
/// ```
/// use tic_core::{sequence_step, CardSet, Step};
/// let set: CardSet = "1-circle-violet 2-crescent-cyan 3-triangle-yellow".parse()?;
/// assert_eq!(sequence_step(set), Step::Tripo);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn sequence_step(set: CardSet) -> Step {
    let mut best = Step::None;
    for props in Props::non_empty() {
        let step = Step::from_count(props.len());
        if step > best && is_sequence(set, props) {
            best = step;
        }
    }
    best
}

/// Whether the set is a sequence of at least the given kind (ruling 1: a Duo or Tripo sequence
/// meets a Mono requirement).
#[must_use]
pub fn is_sequence_of(set: CardSet, at_least: Step) -> bool {
    at_least != Step::None && sequence_step(set) >= at_least
}

const fn prop_value_mask(prop: usize, value: usize) -> u128 {
    // value is 0-based; builds the 25-card mask of one property value.
    let mut mask = 0u128;
    let mut i = 0;
    while i < 125 {
        let v = match prop {
            0 => i / 25,
            1 => (i / 5) % 5,
            _ => i % 5,
        };
        if v == value {
            mask |= 1u128 << i;
        }
        i += 1;
    }
    mask
}

/// `SOURCE[prop][dir]`: cards whose `prop` can move in direction `dir` (0 = down, 1 = up).
const fn build_sources() -> [[u128; 2]; 3] {
    let full = (1u128 << 125) - 1;
    let mut out = [[0u128; 2]; 3];
    let mut p = 0;
    while p < 3 {
        out[p][0] = full & !prop_value_mask(p, 0);
        out[p][1] = full & !prop_value_mask(p, 4);
        p += 1;
    }
    out
}

static SOURCES: [[u128; 2]; 3] = build_sources();
const STRIDE: [i32; 3] = [25, 5, 1];

/// A direction in card space: -1, 0 or +1 per property.
#[derive(Clone, Copy)]
struct Direction([i8; 3]);

impl Direction {
    fn offset(self) -> i32 {
        (0..3).map(|p| i32::from(self.0[p]) * STRIDE[p]).sum()
    }

    /// Cards `c` for which `c + self` is a card.
    fn source_mask(self) -> u128 {
        let mut mask = CardSet::FULL.bits();
        for (dir, sources) in self.0.iter().zip(&SOURCES) {
            match dir {
                1 => mask &= sources[1],
                -1 => mask &= sources[0],
                _ => {}
            }
        }
        mask
    }

    /// `{ c : c + self ∈ x }`, restricted to valid `c`.
    fn pull_back(self, x: u128) -> u128 {
        let o = self.offset();
        let moved = if o >= 0 { x >> o } else { x << (-o) };
        moved & self.source_mask()
    }

    fn apply(self, card: Card) -> Option<Card> {
        let idx = card.index() as i32 + self.offset();
        usize::try_from(idx).ok().and_then(Card::from_index)
    }
}

/// Every card whose `props` values equal those of some card in `set` (the free properties
/// saturated), so a chain in this set is a chain of the projection onto `props`.
fn saturate(set: CardSet, props: Props) -> u128 {
    let mut out = 0u128;
    let mut rest = set.bits();
    while rest != 0 {
        let Some(card) = Card::from_index(rest.trailing_zeros() as usize) else {
            break;
        };
        let mut cell = CardSet::FULL.bits();
        for p in props.iter() {
            cell &= CardSet::with_value(p, card.get(p)).bits();
        }
        out |= cell;
        rest &= !cell;
    }
    out
}

/// The directions to try for a property set: the first property rising (a chain read backwards
/// is the same chain), the others either way.
fn directions(props: Props) -> Vec<Direction> {
    let ps: Vec<usize> = props.iter().map(|p| p as usize).collect();
    let mut out = Vec::new();
    let Some((&lead, rest)) = ps.split_first() else {
        return out;
    };
    for signs in 0..(1u8 << rest.len()) {
        let mut d = [0i8; 3];
        d[lead] = 1;
        for (i, &p) in rest.iter().enumerate() {
            d[p] = if signs >> i & 1 == 1 { -1 } else { 1 };
        }
        out.push(Direction(d));
    }
    out
}

/// A longest subset of `set` that is a sequence of at least the given kind (Mono, Duo or Tripo;
/// ruling 1 applies: a Duo sequence counts for Mono). Empty when no two cards form one.
/// Among equally long sequences the result is deterministic (first property set, direction and
/// start found in a fixed order).
///
/// ```
/// use tic_core::{longest_sequence, CardSet, Step};
/// let set: CardSet = "1-circle-red 2-star-red 3-circle-violet 5-star-cyan".parse()?;
/// assert_eq!(longest_sequence(set, Step::Mono).len(), 3); // 1, 2, 3 by number
/// assert!(longest_sequence(set, Step::Tripo).is_empty());
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn longest_sequence(set: CardSet, at_least: Step) -> CardSet {
    let mut best = CardSet::EMPTY;
    if at_least == Step::None {
        return best;
    }
    for props in Props::non_empty().filter(|p| p.len() >= at_least.count()) {
        let sat = saturate(set, props);
        for dir in directions(props) {
            // x_k: cells starting a chain of at least k cells.
            let mut x = sat;
            let mut len = 0;
            let mut last = 0u128;
            while x != 0 {
                len += 1;
                last = x;
                x = sat & dir.pull_back(x);
            }
            if len >= 2 && len > best.len() {
                best = chain_witness(set, props, dir, last, len);
            }
        }
    }
    best
}

/// Real cards of `set` along the chain that starts at the lowest cell of `starts`.
fn chain_witness(set: CardSet, props: Props, dir: Direction, starts: u128, len: usize) -> CardSet {
    let mut out = CardSet::EMPTY;
    let mut cell = Card::from_index(starts.trailing_zeros() as usize);
    for _ in 0..len {
        let Some(c) = cell else { break };
        let mut matching = set;
        for p in props.iter() {
            matching &= CardSet::with_value(p, c.get(p));
        }
        if let Some(card) = matching.first() {
            out.insert(card);
        }
        cell = dir.apply(c);
    }
    out
}

/// Whether the cards, in this order, form a wrapping sequence in `props` (tic-principles.md,
/// "Wrapping"): every property in `props` moves by exactly one at each step, and may turn back
/// only from 1 or 5 (3-4-5-4-3). Only where a rule allows it: extending a laid TIC Rummy
/// sequence, Team TIC's Duo variant.
///
/// ```
/// use tic_core::{is_wrapping_sequence, parse_cards, Props};
/// // triangle, square, star, square: the shape turns at star.
/// let run = parse_cards("1-triangle-red 2-square-red 3-star-red 4-square-red")?;
/// assert!(is_wrapping_sequence(&run, Props::SHAPE));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn is_wrapping_sequence(cards: &[Card], props: Props) -> bool {
    if cards.len() < 2 || props.is_empty() {
        return false;
    }
    props.iter().all(|p| {
        let mut dir = 0i16;
        cards.windows(2).all(|w| {
            let from = i16::from(w[0].get(p));
            let d = i16::from(w[1].get(p)) - from;
            if d != 1 && d != -1 {
                return false;
            }
            // A change of direction is only allowed from an end of the scale.
            let ok = dir == 0 || d == dir || from == 1 || from == 5;
            dir = d;
            ok
        })
    })
}

/// Whether `card` may be added after the last card of a laid wrapping sequence `laid` (in its
/// order) in `props`. To extend at the front, pass the sequence reversed.
#[must_use]
pub fn extends_wrapping(laid: &[Card], props: Props, card: Card) -> bool {
    match laid {
        [] => false,
        _ => {
            let mut run = laid.to_vec();
            run.push(card);
            is_wrapping_sequence(&run, props)
        }
    }
}
