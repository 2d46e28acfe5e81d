//! Queen of the Ticcitories: draft TIC cards from a centre line and build your own 4x4 grid,
//! scoring 2 per Tic edge, -1 per Nic edge, and a bonus for every group of 3+ cards on one Tic
//! line connected through edges.
//!
//! The rules as implemented, with every decision the text leaves open, are in
//! `docs/rules/queen-of-the-ticcitories.md`: drafting order from pulled cards, a token per
//! player on the centre line (card #1 places first next round), grids growing from a start
//! card within a `k x k` square with holes allowed, clusters per ruling 13, and the three
//! variations (the once-a-game attack round, extra centre cards for two players, other grid
//! sizes) as config options.
//!
//! ```
//! use rules_engine::{Bot, Game, RandomBot, Seed, run};
//! use tic_queen::{Queen, QueenConfig};
//!
//! let config = QueenConfig::players(3).with_attack(true);
//! let mut game = Queen::new(config, Seed(11))?;
//! let mut bots: Vec<Box<dyn Bot<Queen>>> =
//!     vec![Box::new(tic_queen::GreedyBot), Box::new(RandomBot), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(2), 10_000)?;
//! assert!(game.is_over());
//! assert!(game.grid(0).expect("seat 0").is_complete());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (the card
//! in the long `3-star-red` or compact `3sr` form): `take card #2` (centre positions counted
//! from 1), `place 3sr on player 1's grid at (+1,-2)` (the offset from the grid's start card,
//! rows down and columns right; see [`QueenAction`]). Every card is face up in this game, so
//! the text hides nothing from the other seats.
//!
//! # For learning agents
//!
//! [`Queen`] implements [`rules_engine::Encoded`]: a fixed action space (a choice by centre
//! position, a placement by grid and cell: 100 for the default game) and a fixed-length
//! observation (1,753); [`encoding`] documents both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Queen`]), the config, actions, views, events and
//!   outcomes; loading a state validates it (a tampered save is an error saying what is wrong)
//!   and every type refuses unknown fields. JSON enum variants are `snake_case` and externally
//!   tagged, cards are their text: `{"choose": {"position": 1}}`,
//!   `{"place": {"card": "3-star-red", "grid": 1, "at": {"row": 1, "col": -2}}}` (positions
//!   count from 0 in JSON, from 1 in text).

mod actions;
mod bots;
mod config;
pub mod encoding;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{QueenAction, QueenEvent, QueenIllegal};
pub use bots::{GreedyBot, SEARCH_SETTINGS, immediate_value, standings};
pub use config::QueenConfig;
pub use scoring::{GridScore, grid_score, score_change};
pub use state::Slot;
pub use state::{Queen, Step};
pub use tic_grid::Offset;
pub use view::{QueenView, draw_grid};
