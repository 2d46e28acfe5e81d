//! Side pots against a naive chip-by-chip reference, on random deals.

use proptest::prelude::*;
use tic_toker::betting::{award, side_pots};

/// The obviously-correct reference: every chip level `L` (1, 2, ...) holds one chip from each
/// player who put in at least `L`; it goes to the best hand among the players still in who put
/// in at least `L` (or, above the highest amount of a player still in, to the best among
/// those who put in that highest amount). Places are distinct here, so no chip is split.
fn naive(contributions: &[u64], places: &[Option<usize>]) -> Vec<u64> {
    let mut won = vec![0; contributions.len()];
    let top_live = (0..contributions.len())
        .filter(|&s| places[s].is_some())
        .map(|s| contributions[s])
        .max()
        .unwrap_or(0);
    let max = contributions.iter().copied().max().unwrap_or(0);
    for level in 1..=max {
        let chips = contributions.iter().filter(|&&c| c >= level).count() as u64;
        let need = level.min(top_live);
        let winner = (0..contributions.len())
            .filter(|&s| places[s].is_some() && contributions[s] >= need)
            .min_by_key(|&s| places[s]);
        if let Some(w) = winner {
            won[w] += chips;
        }
    }
    won
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn layered_pots_match_chip_by_chip(
        deal in prop::collection::vec((0u64..60, any::<bool>()), 2..8),
        order_seed in any::<u64>(),
    ) {
        let contributions: Vec<u64> = deal.iter().map(|d| d.0).collect();
        let mut live: Vec<bool> = deal.iter().map(|d| d.1).collect();
        // At least one player is still in and has paid something.
        if !live.iter().zip(&contributions).any(|(&l, &c)| l && c > 0) {
            live[0] = true;
        }
        let n = contributions.len();
        // Distinct places for the live players, in a seeded order.
        let mut seats: Vec<usize> = (0..n).filter(|&s| live[s]).collect();
        let shift = (order_seed as usize) % seats.len().max(1);
        seats.rotate_left(shift);
        let mut places = vec![None; n];
        for (place, &s) in seats.iter().enumerate() {
            places[s] = Some(place);
        }
        let order: Vec<usize> = (0..n).collect();
        let pots = side_pots(&contributions, &live);
        let won = award(&pots, &places, &order);
        let total: u64 = contributions.iter().sum();
        if contributions.iter().zip(&live).any(|(&c, &l)| l && c > 0) {
            prop_assert_eq!(won.iter().sum::<u64>(), total, "chips are conserved");
            prop_assert_eq!(won, naive(&contributions, &places));
        }
    }

    #[test]
    fn split_pots_still_conserve_chips(
        contributions in prop::collection::vec(1u64..60, 2..8),
        tie in 0usize..3,
    ) {
        let n = contributions.len();
        let live = vec![true; n];
        // Everyone shares one of a few places: many splits and odd chips.
        let places: Vec<Option<usize>> = (0..n).map(|s| Some(s % (tie + 1))).collect();
        let order: Vec<usize> = (0..n).rev().collect();
        let won = award(&side_pots(&contributions, &live), &places, &order);
        prop_assert_eq!(won.iter().sum::<u64>(), contributions.iter().sum::<u64>());
    }
}
