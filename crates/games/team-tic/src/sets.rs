//! What a set on the table is, how it grows, and every set a hand can lay.

use tic_core::{Card, CardSet, Props, TicLine, is_wrapping_sequence, tic_together};

use tic_rummy::deal::End;

use crate::config::Melds;

/// Fewest cards in a new set.
pub const MIN_SET: usize = 3;
/// Most cards in a set ("one cannot add to an existing five card Tic").
pub const MAX_SET: usize = 5;

/// The property sets a Duo (or Tripo) sequence may run in.
fn duo_props() -> impl Iterator<Item = Props> + Clone {
    Props::non_empty().filter(|p| p.len() >= 2)
}

/// Whether `cards`, in this order, form a valid set of 3 to 5 cards: cards that Tic (any
/// order), or a Duo-or-better sequence that may wrap (each property independently turning back
/// from 1 or 5).
///
/// ```
/// use tic_core::parse_cards;
/// use tic_team::{sets::is_set, Melds};
/// let tic = parse_cards("4-square-red 4-circle-red 4-star-red")?;
/// assert!(is_set(Melds::Tic, &tic));
/// // Number and color step together; the number turns back at 5.
/// let duo = parse_cards("3-star-cyan 4-star-yellow 5-circle-orange 4-circle-red")?;
/// assert!(is_set(Melds::DuoSequence, &duo));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn is_set(melds: Melds, cards: &[Card]) -> bool {
    let set: CardSet = cards.iter().collect();
    if set.len() != cards.len() || !(MIN_SET..=MAX_SET).contains(&cards.len()) {
        return false;
    }
    match melds {
        Melds::Tic => tic_together(set),
        Melds::DuoSequence => duo_props().any(|p| is_wrapping_sequence(cards, p)),
    }
}

/// Whether a set is written in the one form [`sets_in`] lists: Tic sets in card order,
/// sequences read so that the first card is the lower one (a run and its reverse are one set).
#[must_use]
pub fn is_canonical(melds: Melds, cards: &[Card]) -> bool {
    match melds {
        Melds::Tic => cards.windows(2).all(|w| w[0] < w[1]),
        Melds::DuoSequence => cards.first() < cards.last(),
    }
}

/// Whether `card` may be added to the laid set `laid` at `end` (the set stays valid, at most
/// five cards).
#[must_use]
pub fn extends(melds: Melds, laid: &[Card], card: Card, end: End) -> bool {
    if laid.len() >= MAX_SET || laid.contains(&card) {
        return false;
    }
    match melds {
        Melds::Tic => {
            end == End::Back && tic_together(laid.iter().copied().chain([card]).collect())
        }
        Melds::DuoSequence => {
            let run = end.put(laid, card);
            duo_props().any(|p| is_wrapping_sequence(&run, p))
        }
    }
}

/// Every set `pool` can lay that contains every card of `must` (in a canonical form: Tic sets
/// in card order; sequences read so that the first card has the lower index). Sorted.
///
/// ```
/// use tic_core::CardSet;
/// use tic_team::{sets::sets_in, Melds};
/// let hand: CardSet = "4qr 4or 4sr 1cv 2ty".parse()?;
/// assert_eq!(sets_in(Melds::Tic, hand, CardSet::EMPTY).len(), 1);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn sets_in(melds: Melds, pool: CardSet, must: CardSet) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    if !must.is_subset(pool) {
        return out;
    }
    match melds {
        Melds::Tic => {
            for line in TicLine::all() {
                let on = pool & line.cards();
                if on.len() < MIN_SET || !must.is_subset(on) {
                    continue;
                }
                let cards: Vec<Card> = on.iter().collect();
                for mask in 0u32..(1 << cards.len()) {
                    if (mask.count_ones() as usize) < MIN_SET {
                        continue;
                    }
                    let set: Vec<Card> = cards
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| mask >> i & 1 == 1)
                        .map(|(_, c)| *c)
                        .collect();
                    if must.iter().all(|m| set.contains(&m)) {
                        out.push(set);
                    }
                }
            }
        }
        Melds::DuoSequence => {
            let mut run = Vec::with_capacity(MAX_SET);
            for start in pool {
                run.push(start);
                grow_runs(pool, &mut run, must, &mut out);
                run.pop();
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

fn grow_runs(pool: CardSet, run: &mut Vec<Card>, must: CardSet, out: &mut Vec<Vec<Card>>) {
    if run.len() >= MIN_SET {
        let first = run.first().map(|c| c.index());
        let last = run.last().map(|c| c.index());
        if first < last && must.iter().all(|m| run.contains(&m)) {
            out.push(run.clone());
        }
    }
    if run.len() >= MAX_SET {
        return;
    }
    for next in pool {
        if run.contains(&next) {
            continue;
        }
        run.push(next);
        if duo_props().any(|p| is_wrapping_sequence(run, p)) {
            grow_runs(pool, run, must, out);
        }
        run.pop();
    }
}

/// The obviously-correct enumeration [`sets_in`] is tested against: every ordered choice of
/// 3 to 5 cards of the pool, kept when valid, canonical and holding `must`.
#[doc(hidden)]
#[must_use]
pub fn sets_in_naive(melds: Melds, pool: CardSet, must: CardSet) -> Vec<Vec<Card>> {
    let cards: Vec<Card> = pool.iter().collect();
    let mut out = Vec::new();
    let mut run = Vec::new();
    fn all(
        cards: &[Card],
        run: &mut Vec<Card>,
        melds: Melds,
        must: CardSet,
        out: &mut Vec<Vec<Card>>,
    ) {
        if run.len() >= MIN_SET
            && is_set(melds, run)
            && must.iter().all(|m| run.contains(&m))
            && is_canonical(melds, run)
        {
            out.push(run.clone());
        }
        if run.len() == MAX_SET {
            return;
        }
        for &c in cards {
            if !run.contains(&c) {
                run.push(c);
                all(cards, run, melds, must, out);
                run.pop();
            }
        }
    }
    all(&cards, &mut run, melds, must, &mut out);
    out.sort();
    out.dedup();
    out
}

/// Whether `pool` holds a set containing `card` (`card` itself in `pool`). Faster than
/// [`sets_in`]: a set holding the card exists iff a three-card one does (three consecutive
/// cards of a set, one of them `card`, form a set).
///
/// ```
/// use tic_core::{Card, CardSet};
/// use tic_team::{sets::has_set_with, Melds};
/// let pool: CardSet = "4qr 4or 4sr 1cv".parse()?;
/// assert!(has_set_with(Melds::Tic, pool, "4sr".parse::<Card>()?));
/// assert!(!has_set_with(Melds::Tic, pool, "1cv".parse::<Card>()?));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn has_set_with(melds: Melds, pool: CardSet, card: Card) -> bool {
    largest_set_with(melds, pool, card) >= MIN_SET
}

/// The size of a largest set `pool` can make with `card` (0 if none; Duo sequences report 3
/// when some set exists, without searching for longer ones).
#[must_use]
pub fn largest_set_with(melds: Melds, pool: CardSet, card: Card) -> usize {
    if !pool.contains(card) {
        return 0;
    }
    match melds {
        Melds::Tic => {
            let best = TicLine::through(card)
                .iter()
                .map(|line| (pool & line.cards()).len())
                .max()
                .unwrap_or(0)
                .min(MAX_SET);
            if best >= MIN_SET { best } else { 0 }
        }
        Melds::DuoSequence => {
            let others: Vec<Card> = pool.iter().filter(|&c| c != card).collect();
            for (i, &a) in others.iter().enumerate() {
                for &b in &others[i + 1..] {
                    let orders = [
                        [card, a, b],
                        [a, card, b],
                        [a, b, card],
                        [card, b, a],
                        [b, card, a],
                        [b, a, card],
                    ];
                    if orders
                        .iter()
                        .any(|run| duo_props().any(|p| is_wrapping_sequence(run, p)))
                    {
                        return MIN_SET;
                    }
                }
            }
            0
        }
    }
}
