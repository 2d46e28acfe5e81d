//! Ranking points and the showdown.

use tic_core::Card;

use crate::events::{Evaluated, ShownHands};
use crate::hands::HandRules;

/// Ranking points for one deal from showdown places: with `n` players the best hand gets `n`
/// points, the next `n - 1`, and so on; tied players share the better place's points (a tie
/// for first among four gives both 4, and the next player 2).
///
/// ```
/// assert_eq!(tic_toker::ranking_points(&[1, 0, 3, 2]), vec![3, 4, 1, 2]);
/// assert_eq!(tic_toker::ranking_points(&[0, 0, 2, 3]), vec![4, 4, 2, 1]);
/// ```
#[must_use]
pub fn ranking_points(places: &[usize]) -> Vec<i64> {
    let n = places.len();
    places
        .iter()
        .map(|&place| i64::try_from(n.saturating_sub(place)).unwrap_or(0))
        .collect()
}

/// The showdown of the given seats (`privates` are their private cards, seat by seat): their
/// places ([`HandRules::showdown`], ruling 8 tie-break), seat by seat, and the hands shown.
/// The shown hands' best cards and rank texts are made when first read.
pub(crate) fn showdown<H: HandRules>(
    common: &[Card],
    seats: &[usize],
    privates: &[Vec<Card>],
) -> (Vec<usize>, ShownHands) {
    // A valid state always gives every seat enough distinct cards; if the evaluator still
    // refuses, everyone shares first place rather than the game stopping.
    let places = H::showdown(common, privates)
        .ok()
        .filter(|p| p.len() == privates.len())
        .unwrap_or_else(|| vec![0; privates.len()]);
    let shown = Evaluated::new(
        common,
        seats
            .iter()
            .zip(&places)
            .zip(privates)
            .map(|((&seat, &place), private)| (seat, place, private.as_slice())),
        shown_best::<H>,
    );
    (places, ShownHands::evaluated(shown))
}

/// The best hand among `cards` in words, and its cards.
fn shown_best<H: HandRules>(cards: &[Card]) -> Option<(String, Vec<Card>)> {
    H::best(cards).map(|(rank, best)| {
        // Room for a category name and five long card names: one allocation.
        let mut text = String::with_capacity(96);
        H::push_rank_text(&rank, &mut text);
        (text, best)
    })
}
