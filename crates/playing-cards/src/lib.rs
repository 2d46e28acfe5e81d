//! Standard playing cards with jokers, for card game engines.
//!
//! - [`Card`], [`Rank`], [`Suit`]: the 52 suited cards and the joker, with text forms in both
//!   directions: short (`10h`, `Qs`, `Ah`, `Jk`, what `Display` writes) and long
//!   (`ten of hearts`, `joker`, with `{:#}`), and parse errors that say what is wrong.
//! - [`standard_deck`], [`shoe`], [`shuffled_shoe`]: decks and multi-deck shoes, shuffled with
//!   the platform-stable seeded generator of [`seeded_deck`] (re-exported: [`GameRng`],
//!   [`Seed`], [`Deck`]).
//! - Rummy melds: [`Meld`], [`MeldKind`] (sets of one rank, runs of one suit), [`MeldRules`]
//!   (jokers and any wild ranks, ace low or not), [`classify`].
//! - The meld solver: [`best_partition`], [`min_points`], [`can_meld_all`] and the reusable
//!   [`MeldSolver`]: the exact partition of a hand into melds that leaves the fewest points
//!   outside, checked against the brute force of [`naive`].
//!
//! With the `serde` feature, cards, ranks and suits serialize as their short text.
//!
//! ```
//! use rummy_cards::{best_partition, parse_cards, MeldRules, PointTable, Rank};
//!
//! // Sevens and jokers are wild.
//! let hand = parse_cards("7c 9h 10h Jk Qs Qd 2s")?;
//! let rules = MeldRules::new([Rank::Seven]);
//! let best = best_partition(&hand, &rules, &PointTable::tick())?;
//! // 9h 10h + a wild make a run, Qs Qd + a wild a set: only the 2 of spades is left.
//! assert_eq!(best.points, 2);
//! assert_eq!(best.melds.len(), 2);
//! assert!(!best.is_complete());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod card;
mod deck;
mod meld;
pub mod naive;
mod solver;

pub use card::{Card, ParseCardError, Rank, Suit, parse_cards};
pub use deck::{shoe, shuffled_shoe, standard_deck};
pub use meld::{Meld, MeldKind, MeldRules, PointTable, RankSet, classify};
pub use seeded_deck::{Deck, GameRng, Seed};
pub use solver::{
    MAX_COPIES, MAX_HAND, MeldSolver, Partition, SolveError, best_partition, can_meld_all,
    min_points,
};
