//! Shared inputs for the criterion benches: seeded random hands, so every bench and every
//! naive/fast pair runs on the same inputs.

use tic_core::{CardSet, GameRng, Seed};

/// `count` random hands of `size` distinct TIC cards, from a fixed seed.
#[must_use]
pub fn random_hands(count: usize, size: usize, seed: u64) -> Vec<CardSet> {
    let mut rng = GameRng::from_seed(Seed(seed));
    (0..count)
        .map(|_| {
            let mut deck = tic_core::all_cards();
            rng.shuffle(&mut deck);
            deck.into_iter().take(size).collect()
        })
        .collect()
}
