//! Sampling a complete state from what one player knows, for search bots.

use crate::{Game, GameRng, Seed};

/// A game whose state can be *determinized*: sampled, for one player, as a complete state that
/// the player cannot tell apart from the real one.
///
/// Search bots (for instance [`MctsBot`](crate::MctsBot)) cannot look at hidden cards, so they
/// search over samples: the cards the player may not see ([`Game::hidden_cards`]) redealt at
/// random among the places they could be, and the game's own generator (the order of future
/// shuffles) reseeded. Games of perfect information return the state with its generator
/// reseeded.
///
/// Contract, checked by the conformance suite:
/// - the sample validates and holds the same multiset of cards ([`Game::cards`]);
/// - it looks the same to `player`: the same view and redacted event log, the same legal
///   actions for `player`;
/// - it depends only on what `player` may see and on `rng`: two states that look the same to
///   `player` give the same sample from generators in the same state.
///
/// Everything in the sample that would name a hidden card must be replaced too: in
/// particular the sample's full event log ([`Game::events`]) is usually the player's redacted
/// log, since the real one records where the hidden cards went.
///
/// [`redeal`] does the card part for most games.
pub trait Determinize: Game {
    /// A state consistent with everything `player` knows, drawn with `rng`.
    #[must_use]
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self;
}

/// Redeals the hidden cards among their places: every card in `zones` that is one of `hidden`
/// (as a multiset) is taken out, and the taken cards are put back into the same places in an
/// order drawn from `rng`. Cards not in `hidden` stay where they are.
///
/// The taken cards are sorted before the shuffle, so the result does not depend on where the
/// hidden cards were: two states that differ only in the places of hidden cards give the same
/// redeal from the same generator.
///
/// ```
/// use rules_engine::{determinize::redeal, GameRng, Seed};
///
/// let mut stock = vec![5, 6, 7];
/// let mut their_hand = vec![8, 1]; // 1 was seen when they took it, so it is not hidden
/// let mut rng = GameRng::from_seed(Seed(3));
/// redeal(&mut [&mut stock[..], &mut their_hand[..]], &[5, 6, 7, 8], &mut rng);
/// assert_eq!(their_hand[1], 1);
/// let mut all: Vec<i32> = stock.iter().chain(&their_hand).copied().collect();
/// all.sort();
/// assert_eq!(all, vec![1, 5, 6, 7, 8]);
/// ```
pub fn redeal<C: Copy + Ord>(zones: &mut [&mut [C]], hidden: &[C], rng: &mut GameRng) {
    let mut left: Vec<C> = hidden.to_vec();
    left.sort_unstable();
    let mut places: Vec<(usize, usize)> = Vec::new();
    let mut taken: Vec<C> = Vec::new();
    for (z, zone) in zones.iter().enumerate() {
        for (i, card) in zone.iter().enumerate() {
            if let Ok(at) = left.binary_search(card) {
                left.remove(at);
                places.push((z, i));
                taken.push(*card);
            }
        }
    }
    taken.sort_unstable();
    rng.shuffle(&mut taken);
    for ((z, i), card) in places.into_iter().zip(taken) {
        zones[z][i] = card;
    }
}

/// A fresh generator for a sample's future shuffles, drawn from `rng` (so a sample's chance
/// events are as unknown to the searching player as the real ones).
#[must_use]
pub fn reseed(rng: &mut GameRng) -> GameRng {
    GameRng::from_seed(Seed(rng.next_u64()))
}

/// Draws samples with `draw` until one validates, at most `tries` times, and returns the first
/// valid one (or the last drawn). For games whose public state constrains hidden cards (for
/// instance "the player to act still has a play"): rejection sampling keeps exactly the
/// samples consistent with what the player saw, and the result stays a function of `rng`.
pub fn first_valid<G: Game>(
    tries: usize,
    rng: &mut GameRng,
    mut draw: impl FnMut(&mut GameRng) -> G,
) -> G {
    let mut sample = draw(rng);
    for _ in 1..tries.max(1) {
        if sample.validate().is_ok() {
            break;
        }
        sample = draw(rng);
    }
    sample
}
