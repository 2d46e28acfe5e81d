//! Tic Squared: every player grows their own near-square grid of TIC cards, one row or column
//! at a time, with no Nic edge; Tics play again, double Tics make the others pick up, and the
//! first player out of cards wins (or, when the deck runs out, the biggest grid net of hand).
//!
//! The rules as implemented, with every decision the text leaves open, are in
//! `docs/rules/tic-squared.md`. The grid and its growth rule live in [`growing`].
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed, ToAct};
//! use tic_squared::{TicSquared, TicSquaredConfig};
//!
//! let mut game = TicSquared::new(TicSquaredConfig::default(), Seed(5))?;
//! // Everyone lays a first card at the same time: anyone may act.
//! assert_eq!(game.to_act(), ToAct::Anyone);
//! let mut bots: Vec<Box<dyn Bot<TicSquared>>> =
//!     vec![Box::new(tic_squared::greedy_bot()), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 10_000)?;
//! let outcome = game.outcome().expect("over");
//! assert_eq!(outcome.scores.len(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod actions;
pub mod bots;
pub mod config;
mod rules;
pub mod scoring;
pub mod state;
pub mod view;

/// The growing grid, from [`tic_grid::growing`].
pub use tic_grid::growing;

pub use actions::{Illegal, TicSquaredAction, TicSquaredEvent};
pub use bots::{SEARCH_SETTINGS, greedy_bot, greedy_score, standings};
pub use config::{TicSquaredConfig, default_deck_cards};
pub use state::{Block, Phase, TicSquared, Turn};
pub use view::TicSquaredView;
