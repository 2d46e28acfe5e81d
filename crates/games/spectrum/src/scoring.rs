//! Scoring a hand with the config's point table, via `tic_hands::spectrum`.

use tic_core::{Card, CardSet};
use tic_hands::spectrum::{self, PointTable};

/// A 5- or 10-card hand's points and scoring sequences; `None` for any other size or a
/// repeated card.
///
/// ```
/// use tic_spectrum::{score_hand, PointTable};
/// // A Tripo sequence: number, shape and color all step.
/// let hand = tic_core::parse_cards("1-circle-violet 2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red")?;
/// let (points, sequences) = score_hand(&hand, &PointTable::default()).expect("5 cards");
/// assert_eq!(points, 50);
/// assert_eq!(sequences.len(), 1);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn score_hand(hand: &[Card], table: &PointTable) -> Option<(i64, Vec<CardSet>)> {
    let set: CardSet = hand.iter().collect();
    if set.len() != hand.len() {
        return None;
    }
    let score = match set.len() {
        5 => spectrum::score5(set, table),
        10 => spectrum::score10(set, table),
        _ => return None,
    }
    .ok()?;
    Some((i64::from(score.points), score.sequences))
}

/// The best hand of `keep` cards among `cards` that keeps `must_keep`, and its points
/// (exhaustive; for bots). `None` when no such hand can be scored.
#[must_use]
pub fn best_keep(
    cards: &[Card],
    keep: usize,
    must_keep: Option<Card>,
    table: &PointTable,
) -> Option<(i64, Vec<Card>)> {
    let n = cards.len();
    if n > 16 || keep > n {
        return None;
    }
    let mut best: Option<(i64, Vec<Card>)> = None;
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != keep {
            continue;
        }
        let hand: Vec<Card> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| cards[i])
            .collect();
        if must_keep.is_some_and(|c| !hand.contains(&c)) {
            continue;
        }
        if let Some((points, _)) = score_hand(&hand, table)
            && best.as_ref().is_none_or(|(b, _)| points > *b)
        {
            best = Some((points, hand));
        }
    }
    best
}
