//! The rules that do not depend on the turn: the eight rounds, what makes a collection, how an
//! extra card extends one, and the laydown solver (can this hand still complete the round's
//! collections?).

use core::fmt;

use tic_core::{
    Card, CardSet, Props, Step, TicLine, is_sequence_of, is_wrapping_sequence, pairwise_nic,
    singles_together, tic_together,
};

use crate::deal::End;

/// The kind of a collection a round asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CollectionKind {
    /// Cards that all share one property value ("cards that Single"; cards that Tic qualify).
    Single,
    /// Cards on one Tic line ("cards that Tic").
    Tic,
    /// Cards that Nic pairwise ("cards that Nic").
    Nic,
    /// A sequence of at least this kind (a Duo sequence meets a Mono requirement).
    Sequence(Step),
}

impl fmt::Display for CollectionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CollectionKind::Single => f.write_str("Single"),
            CollectionKind::Tic => f.write_str("Tic"),
            CollectionKind::Nic => f.write_str("Nic"),
            CollectionKind::Sequence(step) => write!(f, "{step} sequence"),
        }
    }
}

/// One collection a round asks for: `cards` cards of a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Requirement {
    /// The kind.
    pub kind: CollectionKind,
    /// How many cards the initial laydown of it holds.
    pub cards: usize,
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            CollectionKind::Sequence(step) => {
                write!(f, "{} cards with a {step} sequence", self.cards)
            }
            kind => write!(f, "{} cards that {kind}", self.cards),
        }
    }
}

/// A round: how many cards a player on it is dealt and the collections they must lay down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// The round's number, 1 to 8.
    pub number: u8,
    /// Cards dealt to a player on this round.
    pub deal: usize,
    /// The collections, in the order a laydown fills them.
    pub requirements: &'static [Requirement],
}

const fn req(kind: CollectionKind, cards: usize) -> Requirement {
    Requirement { kind, cards }
}

use CollectionKind::{Nic, Sequence, Single, Tic};

/// The eight rounds of the text, in order.
pub const ROUNDS: [Round; 8] = [
    Round {
        number: 1,
        deal: 9,
        requirements: &[req(Single, 4), req(Sequence(Step::Mono), 4)],
    },
    Round {
        number: 2,
        deal: 8,
        requirements: &[req(Tic, 3), req(Nic, 3)],
    },
    Round {
        number: 3,
        deal: 8,
        requirements: &[req(Tic, 3), req(Sequence(Step::Duo), 3)],
    },
    Round {
        number: 4,
        deal: 9,
        requirements: &[req(Tic, 4), req(Nic, 4)],
    },
    Round {
        number: 5,
        deal: 9,
        requirements: &[req(Tic, 4), req(Sequence(Step::Duo), 4)],
    },
    Round {
        number: 6,
        deal: 11,
        requirements: &[req(Tic, 3), req(Nic, 3), req(Sequence(Step::Duo), 3)],
    },
    Round {
        number: 7,
        deal: 8,
        requirements: &[req(Tic, 3), req(Sequence(Step::Tripo), 3)],
    },
    Round {
        number: 8,
        deal: 13,
        requirements: &[req(Tic, 4), req(Nic, 4), req(Sequence(Step::Tripo), 3)],
    },
];

/// The round with this number (1 to 8).
#[must_use]
pub fn round(number: u8) -> Option<&'static Round> {
    ROUNDS.get(usize::from(number).checked_sub(1)?)
}

/// The property sets a sequence of at least `step` may run in (one to three properties).
fn sequence_props(step: Step) -> impl Iterator<Item = Props> + Clone {
    Props::non_empty().filter(move |p| p.len() >= step.count().max(1))
}

/// Whether `cards` may be laid down as a new collection of `kind` with exactly `size` cards.
/// A sequence must not wrap or repeat on its initial laydown (1,2,3,4,5 is a sequence;
/// 2,3,4,5,1 and 2,1,2,3,4 are not).
#[must_use]
pub fn is_collection(kind: CollectionKind, size: usize, cards: CardSet) -> bool {
    cards.len() == size && is_partial_collection_valid(kind, cards, true)
}

/// Whether the set satisfies the kind (for sequences: as an unwrapped sequence), at any size.
fn is_partial_collection_valid(kind: CollectionKind, cards: CardSet, full: bool) -> bool {
    match kind {
        CollectionKind::Single => singles_together(cards),
        CollectionKind::Tic => tic_together(cards),
        CollectionKind::Nic => pairwise_nic(cards),
        CollectionKind::Sequence(step) => !full || is_sequence_of(cards, step),
    }
}

/// Whether `run`, in this order, may be laid as a new sequence of at least `step`: every
/// step moves each property of some set of at least `step` properties by one, one way, with
/// no wrap and no repeat. (The engine lays a selected set in its own order, given by
/// [`sequence_order`], so a player never lays the same cards in an illegal order.)
///
/// ```
/// use tic_core::{parse_cards, Step};
/// use tic_rummy::collections::is_initial_run;
/// let ok = parse_cards("1-star-red 2-circle-red 3-star-cyan 4-circle-cyan 5-star-red")?;
/// assert!(is_initial_run(&ok, Step::Mono));
/// let repeating = parse_cards("2-circle-red 3-star-cyan 4-circle-cyan 5-star-red 1-star-red")?;
/// assert!(!is_initial_run(&repeating, Step::Mono));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn is_initial_run(run: &[Card], step: Step) -> bool {
    sequence_props(step).any(|p| tic_core::is_ordered_sequence(run, p))
}

/// The laid order of an initial sequence collection: ascending along the first property of the
/// strongest property set it runs in (most properties first, then number before shape before
/// color). `None` if the set is no unwrapped sequence of at least `step`.
#[must_use]
pub fn sequence_order(cards: CardSet, step: Step) -> Option<Vec<Card>> {
    let mut best: Option<Props> = None;
    for props in sequence_props(step) {
        if tic_core::is_sequence(cards, props) && best.is_none_or(|b| props.len() > b.len()) {
            best = Some(props);
        }
    }
    let props = best?;
    let lead = props.iter().next()?;
    let mut order: Vec<Card> = cards.iter().collect();
    order.sort_by_key(|c| c.get(lead));
    Some(order)
}

/// Whether `card` may be integrated into a laid collection of `kind` whose cards are `laid`
/// (in laid order), at `end`. Sets (Single, Tic, Nic) must keep their commonness and take
/// cards at [`End::Back`] only; a sequence may wrap (each property independently turns back
/// from 1 or 5) but must stay a sequence of at least its kind.
#[must_use]
pub fn extends(kind: CollectionKind, laid: &[Card], card: Card, end: End) -> bool {
    if laid.contains(&card) || laid.is_empty() {
        return false;
    }
    let with: CardSet = laid.iter().copied().chain([card]).collect();
    match kind {
        CollectionKind::Single | CollectionKind::Tic | CollectionKind::Nic => {
            end == End::Back && is_partial_collection_valid(kind, with, false)
        }
        CollectionKind::Sequence(step) => {
            let run = end.put(laid, card);
            sequence_props(step).any(|p| is_wrapping_sequence(&run, p))
        }
    }
}

/// Whether a laid collection (in laid order) is a valid collection of its kind, extensions
/// included (used to validate loaded states).
#[must_use]
pub fn is_laid_collection(kind: CollectionKind, min_size: usize, laid: &[Card]) -> bool {
    let set: CardSet = laid.iter().collect();
    if set.len() != laid.len() || set.len() < min_size {
        return false;
    }
    match kind {
        CollectionKind::Sequence(step) => {
            sequence_props(step).any(|p| is_wrapping_sequence(laid, p))
        }
        kind => is_partial_collection_valid(kind, set, false),
    }
}

// ---------------------------------------------------------------------------------------------
// The laydown solver.

/// Every way to complete a collection: sets `c` with `partial ⊆ c`, `c \ partial ⊆ avail`,
/// `|c| = size`, valid for the kind. Calls `visit` on each until it returns `true`; returns
/// whether it did. A set may be visited more than once.
fn for_each_completion(
    requirement: Requirement,
    partial: CardSet,
    avail: CardSet,
    visit: &mut dyn FnMut(CardSet) -> bool,
) -> bool {
    let size = requirement.cards;
    if partial.len() > size || !partial.is_disjoint(avail) {
        return false;
    }
    let need = size - partial.len();
    match requirement.kind {
        CollectionKind::Tic => {
            for line in TicLine::all() {
                let cards = line.cards();
                if partial.is_subset(cards)
                    && choose(avail & cards, need, partial, &mut |c| visit(c))
                {
                    return true;
                }
            }
            false
        }
        CollectionKind::Single => {
            for property in tic_core::Property::ALL {
                for value in 1..=5 {
                    let cards = CardSet::with_value(property, value);
                    if partial.is_subset(cards)
                        && choose(avail & cards, need, partial, &mut |c| visit(c))
                    {
                        return true;
                    }
                }
            }
            false
        }
        CollectionKind::Nic => {
            let mut pool = avail;
            for card in partial {
                pool &= CardSet::nics_of(card);
            }
            if !pairwise_nic(partial) {
                return false;
            }
            nic_dfs(pool, need, partial, visit)
        }
        CollectionKind::Sequence(step) => sequence_completions(step, size, partial, avail, visit),
    }
}

/// Visits every `need`-subset of `pool`, each joined with `base`.
fn choose(
    pool: CardSet,
    need: usize,
    base: CardSet,
    visit: &mut dyn FnMut(CardSet) -> bool,
) -> bool {
    if need == 0 {
        return visit(base);
    }
    if pool.len() < need {
        return false;
    }
    let Some(first) = pool.first() else {
        return false;
    };
    let rest = pool - CardSet::single(first);
    choose(rest, need - 1, base | CardSet::single(first), visit) || choose(rest, need, base, visit)
}

fn nic_dfs(
    pool: CardSet,
    need: usize,
    base: CardSet,
    visit: &mut dyn FnMut(CardSet) -> bool,
) -> bool {
    if need == 0 {
        return visit(base);
    }
    let mut rest = pool;
    while let Some(card) = rest.first() {
        rest.remove(card);
        if rest.len() + 1 < need {
            return false;
        }
        if nic_dfs(
            rest & CardSet::nics_of(card),
            need - 1,
            base | CardSet::single(card),
            visit,
        ) {
            return true;
        }
    }
    false
}

/// Unwrapped sequences of `size` cards through `partial`, drawing the rest from `avail`:
/// for every property set, direction and starting values, one card per position.
fn sequence_completions(
    step: Step,
    size: usize,
    partial: CardSet,
    avail: CardSet,
    visit: &mut dyn FnMut(CardSet) -> bool,
) -> bool {
    if !(2..=5).contains(&size) {
        return false;
    }
    let pool = avail | partial;
    let span = size as u8 - 1;
    for props in sequence_props(step) {
        let ps: Vec<tic_core::Property> = props.iter().collect();
        // The first property rises (a run read backwards is the same set); the others may
        // rise or fall.
        for signs in 0..(1u8 << (ps.len() - 1)) {
            let rising: Vec<bool> = (0..ps.len())
                .map(|i| i == 0 || (signs >> (i - 1)) & 1 == 0)
                .collect();
            // Starting values: each property's run must stay within 1..=5.
            let starts_per_prop = 5 - span;
            let combos = (starts_per_prop as usize).pow(ps.len() as u32);
            for combo in 0..combos {
                let mut starts = Vec::with_capacity(ps.len());
                let mut c = combo;
                for &up in &rising {
                    let offset = (c % starts_per_prop as usize) as u8;
                    c /= starts_per_prop as usize;
                    starts.push(if up { 1 + offset } else { 5 - offset });
                }
                let mut cells = Vec::with_capacity(size);
                let mut ok = true;
                for j in 0..size as u8 {
                    let mut cell = pool;
                    for (i, &p) in ps.iter().enumerate() {
                        let v = if rising[i] {
                            starts[i] + j
                        } else {
                            starts[i] - j
                        };
                        cell &= CardSet::with_value(p, v);
                    }
                    // A partial card in this cell fixes the choice; two cannot share a cell.
                    let fixed = cell & partial;
                    match fixed.len() {
                        0 => {}
                        1 => cell = fixed,
                        _ => ok = false,
                    }
                    if cell.is_empty() {
                        ok = false;
                    }
                    if !ok {
                        break;
                    }
                    cells.push(cell);
                }
                if !ok || !partial.is_subset(cells.iter().fold(CardSet::EMPTY, |a, &b| a | b)) {
                    continue;
                }
                if product(&cells, CardSet::EMPTY, visit) {
                    return true;
                }
            }
        }
    }
    false
}

fn product(cells: &[CardSet], base: CardSet, visit: &mut dyn FnMut(CardSet) -> bool) -> bool {
    match cells.split_first() {
        None => visit(base),
        Some((cell, rest)) => cell
            .iter()
            .any(|card| product(rest, base | CardSet::single(card), visit)),
    }
}

/// Whether the collections `requirements` can all be completed from `avail`, disjointly.
/// Tries the most constrained collection first.
fn can_complete_all(requirements: &[Requirement], avail: CardSet) -> bool {
    if requirements.is_empty() {
        return true;
    }
    let needed: usize = requirements.iter().map(|r| r.cards).sum();
    if avail.len() < needed {
        return false;
    }
    // Collect each requirement's completions (bounded by the hand), pick the fewest.
    let mut best: Option<(usize, Vec<CardSet>)> = None;
    for (i, &r) in requirements.iter().enumerate() {
        let mut found = Vec::new();
        for_each_completion(r, CardSet::EMPTY, avail, &mut |c| {
            found.push(c);
            false
        });
        if found.is_empty() {
            return false;
        }
        if best.as_ref().is_none_or(|(_, b)| found.len() < b.len()) {
            best = Some((i, found));
        }
    }
    let Some((i, found)) = best else {
        return false;
    };
    let rest: Vec<Requirement> = requirements
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, r)| *r)
        .collect();
    found
        .into_iter()
        .any(|c| can_complete_all(&rest, avail - c))
}

/// The cards of `hand` that may be selected next into a laydown in progress: `closed` holds the
/// collections already filled (in requirement order), `current` the partial next one. A card is
/// offered only if some way to complete every collection uses it there, so a laydown in
/// progress can always be finished.
///
/// ```
/// use tic_rummy::collections::{selectable, ROUNDS};
/// use tic_core::CardSet;
/// // Round 2: 3 cards that Tic and 3 cards that Nic.
/// let hand: CardSet = "1cv 1cy 1cr 2qo 3sc 4tv 5oy 3ty".parse()?;
/// let first = selectable(ROUNDS[1].requirements, &[], CardSet::EMPTY, hand);
/// assert_eq!(first, "1cv 1cy 1cr".parse()?); // only the 1-circles make the Tic
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn selectable(
    requirements: &[Requirement],
    closed: &[CardSet],
    current: CardSet,
    hand: CardSet,
) -> CardSet {
    let Some(&now) = requirements.get(closed.len()) else {
        return CardSet::EMPTY;
    };
    let used = closed.iter().fold(current, |a, &b| a | b);
    if !used.is_subset(hand) {
        return CardSet::EMPTY;
    }
    let avail = hand - used;
    let rest = &requirements[closed.len() + 1..];
    let mut usable = CardSet::EMPTY;
    for_each_completion(now, current, avail, &mut |c| {
        let new = c - current;
        if !new.is_subset(usable) && can_complete_all(rest, avail - new) {
            usable |= new;
        }
        false
    });
    usable
}

/// Whether `hand` holds every collection of `requirements`, disjointly.
#[must_use]
pub fn can_lay_down(requirements: &[Requirement], hand: CardSet) -> bool {
    can_complete_all(requirements, hand)
}

/// The obviously-correct solver the fast one is tested against: tries every subset of the
/// hand for every collection, in requirement order.
#[doc(hidden)]
#[must_use]
pub fn selectable_naive(
    requirements: &[Requirement],
    closed: &[CardSet],
    current: CardSet,
    hand: CardSet,
) -> CardSet {
    let Some(&now) = requirements.get(closed.len()) else {
        return CardSet::EMPTY;
    };
    let used = closed.iter().fold(current, |a, &b| a | b);
    if !used.is_subset(hand) {
        return CardSet::EMPTY;
    }
    let avail = hand - used;
    let mut usable = CardSet::EMPTY;
    for extra in subsets(avail, now.cards.saturating_sub(current.len())) {
        let c = current | extra;
        if c.len() == now.cards
            && is_collection(now.kind, now.cards, c)
            && naive_all(&requirements[closed.len() + 1..], avail - extra)
        {
            usable |= extra;
        }
    }
    usable
}

fn naive_all(requirements: &[Requirement], avail: CardSet) -> bool {
    match requirements.split_first() {
        None => true,
        Some((r, rest)) => subsets(avail, r.cards)
            .into_iter()
            .any(|c| is_collection(r.kind, r.cards, c) && naive_all(rest, avail - c)),
    }
}

fn subsets(pool: CardSet, k: usize) -> Vec<CardSet> {
    let cards: Vec<Card> = pool.iter().collect();
    let mut out = Vec::new();
    subsets_from(&cards, k, CardSet::EMPTY, &mut out);
    out
}

fn subsets_from(cards: &[Card], k: usize, base: CardSet, out: &mut Vec<CardSet>) {
    if k == 0 {
        out.push(base);
        return;
    }
    if let Some((&first, rest)) = cards.split_first() {
        subsets_from(rest, k - 1, base | CardSet::single(first), out);
        subsets_from(rest, k, base, out);
    }
}
