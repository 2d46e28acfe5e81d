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
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (the card
//! in the long `3-star-red` or compact `3sr` form): `start your grid with 3sr`, `play 3sr on
//! grid 1 at top 2` (a side of the grid and a position along it counted from 1), `pick up`,
//! `end turn` (see [`TicSquaredAction`]). Show it only to the seat that acts: the others learn
//! of a move through [`Game::events_for`](rules_engine::Game::events_for).
//!
//! # For learning agents
//!
//! [`TicSquared`] implements [`rules_engine::Encoded`]: a fixed action space (a play as card x
//! grid x side x position: 7,127 for the default game) and a fixed-length observation (2,331);
//! [`encoding`] documents both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`TicSquared`]), the config, actions, views, events
//!   and outcomes; loading a state validates it (a tampered save is an error saying what is
//!   wrong) and every type refuses unknown fields. JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `"pick_up"`, `{"start": "3-star-red"}`,
//!   `{"play": {"card": "3-star-red", "grid": 1, "at": {"side": "top", "index": 1}}}`
//!   (positions count from 0 in JSON, from 1 in text).

pub mod actions;
pub mod bots;
pub mod config;
pub mod encoding;
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
