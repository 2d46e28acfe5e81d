//! Ranking points and the showdown.

use tic_core::Card;

use crate::events::ShownHand;
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

/// The showdown of the given seats: each seat's shown hand (private cards, best hand, rank,
/// place) in seat order. Places come from [`HandRules::showdown`] (ruling 8 tie-break).
pub(crate) fn showdown<H: HandRules>(
    common: &[Card],
    seats: &[usize],
    privates: &[Vec<Card>],
) -> Vec<ShownHand> {
    // Each hand is evaluated once: its best cards and rank are shown, and the places follow
    // from them.
    // One buffer for every hand's cards.
    let mut all =
        Vec::with_capacity(common.len() + privates.iter().map(Vec::len).max().unwrap_or(0));
    let best: Vec<Option<(H::Rank, Vec<Card>)>> = privates
        .iter()
        .map(|private| {
            all.clear();
            all.extend_from_slice(private);
            all.extend_from_slice(common);
            H::best(&all)
        })
        .collect();
    let ranks: Vec<Option<H::Rank>> = best
        .iter()
        .map(|b| b.as_ref().map(|(rank, _)| rank.clone()))
        .collect();
    // A valid state always gives every seat enough distinct cards; if an evaluator still
    // refuses, everyone shares first place rather than the game stopping.
    let places = H::showdown_of_best(common, privates, &ranks)
        .ok()
        .filter(|p| p.len() == privates.len())
        .unwrap_or_else(|| vec![0; privates.len()]);
    seats
        .iter()
        .zip(privates)
        .zip(places)
        .zip(best)
        .map(|(((&player, private), place), best)| {
            let (rank, best) = best
                .map(|(r, b)| {
                    // Room for a category name and five long card names: one allocation.
                    let mut text = String::with_capacity(96);
                    H::push_rank_text(&r, &mut text);
                    (text, b)
                })
                .unwrap_or_else(|| ("no hand".to_owned(), Vec::new()));
            ShownHand {
                player,
                private: private.clone(),
                best,
                rank,
                place,
            }
        })
        .collect()
}
