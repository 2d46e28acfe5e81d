//! The TIC ("Two In Common") card model.
//!
//! A TIC card has a number (1-5), a shape (circle, crescent, triangle, square, star) and a color
//! (violet, cyan, yellow, orange, red): 125 cards, every combination once. This crate gives
//!
//! - [`Card`], [`Number`], [`Shape`], [`Color`]: values, the "highest first" order
//!   ([`Card::cmp_rank`]) and the text forms `3-star-orange` / `3so`;
//! - [`CardSet`]: a set of cards as one 128-bit mask, with the 15 property masks and the 75
//!   [`TicLine`]s precomputed;
//! - commonness ([`commonness`], [`tic_together`], [`singles_together`], [`pairwise_nic`],
//!   [`largest_tic_group`], [`largest_single_group`]);
//! - sequences ([`step`], [`is_sequence`], [`sequence_step`], [`longest_sequence`],
//!   [`is_wrapping_sequence`]);
//! - seeded decks ([`new_deck`], re-exporting [`Seed`], [`GameRng`] and [`Deck`]).
//!
//! ```
//! use tic_core::{commonness, step, Card, CardSet, Commonness, Step, largest_tic_group};
//!
//! let a: Card = "4-square-red".parse()?;
//! let b: Card = "4-circle-red".parse()?;
//! assert_eq!(commonness(a, b), Commonness::Tic);
//! assert_eq!(step("5-triangle-red".parse()?, a), Step::Duo);
//!
//! let hand: CardSet = "4qr 4or 4sr 1cv 2ty".parse()?;
//! assert_eq!(largest_tic_group(hand).len(), 3); // three 4-?-red cards
//!
//! let mut deck = tic_core::new_deck(tic_core::Seed(7));
//! assert_eq!(deck.len(), 125);
//! let hands = deck.deal(4, 5).expect("125 cards are enough");
//! assert_eq!(hands[0].len(), 5);
//! # Ok::<(), tic_core::ParseCardError>(())
//! ```

mod card;
mod common;
pub mod naive;
mod sequence;
mod set;

pub use card::{Card, Color, InvalidCardIndex, Number, ParseCardError, Property, Shape};
pub use common::{
    Commonness, GroupCommonness, commonness, group_commonness, largest_single_group,
    largest_tic_group, pairwise_nic, shared_count, shared_values, singles_together, tic_groups,
    tic_together,
};
pub use seeded_deck::{Deck, GameRng, NotEnoughCards, Seed};
pub use sequence::{
    Props, Step, extends_wrapping, is_ordered_sequence, is_sequence, is_sequence_of,
    is_wrapping_sequence, longest_sequence, sequence_step, step, stepping_properties,
};
pub use set::{CardSet, Iter, TicLine, parse_cards};

/// All 125 cards in index order.
#[must_use]
pub fn all_cards() -> Vec<Card> {
    Card::all().collect()
}

/// A full 125-card deck shuffled by the seed. Same seed, same order, on every platform.
#[must_use]
pub fn new_deck(seed: Seed) -> Deck<Card> {
    Deck::shuffled(all_cards(), &mut GameRng::from_seed(seed))
}

/// A full 125-card deck shuffled with an existing generator (for games that keep one RNG).
#[must_use]
pub fn shuffled_deck(rng: &mut GameRng) -> Deck<Card> {
    Deck::shuffled(all_cards(), rng)
}
