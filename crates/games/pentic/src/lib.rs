//! Pentic: play TIC cards onto nine face-up piles in a 3x3 square, scoring for the Singles and
//! Tics each card makes with the piles beside it, multiplied by how it meets the card it
//! covers; first to the target score, with equal turns, wins.
//!
//! The rules as implemented, with every decision the text leaves open, are in
//! `docs/rules/pentic.md`. The point scheme follows ruling 14: the Singles score for the
//! number of Singles plus the Tics score for the number of Tics (four Nics around the centre:
//! 25), times x1 for a Single underneath, x2 for a Tic, x3 for a Nic (a Nic underneath is
//! legal only in the four-Nic case).
//!
//! ```
//! use rules_engine::{Bot, Game, RandomBot, Seed, run};
//! use tic_pentic::{Pentic, PenticConfig};
//!
//! let mut game = Pentic::new(PenticConfig::players(3).with_target(100), Seed(3))?;
//! let mut bots: Vec<Box<dyn Bot<Pentic>>> =
//!     vec![Box::new(tic_pentic::GreedyBot), Box::new(RandomBot), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! let outcome = game.outcome().expect("over");
//! assert!(outcome.scores.iter().any(|&s| s >= 100));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (the card
//! in the long `3-star-red` or compact `3sr` form, rows and columns counted from 1): `play 3sr
//! on the pile at row 2 col 3`, `pass (no card plays; draw one if possible)` (see
//! [`PenticAction`]). Show it only to the seat that acts: the others learn of a move through
//! [`Game::events_for`](rules_engine::Game::events_for).
//!
//! # For learning agents
//!
//! [`Pentic`] implements [`rules_engine::Encoded`]: a fixed action space (a play as card x
//! pile: 1,126) and a fixed-length observation (415 for two players); [`encoding`] documents
//! both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Pentic`]), the config, actions, views, events and
//!   outcomes; loading a state validates it (a tampered save is an error saying what is wrong)
//!   and every type refuses unknown fields. JSON enum variants are `snake_case` and externally
//!   tagged, cards are their text: `"pass"`,
//!   `{"play": {"card": "3-star-red", "row": 1, "col": 2}}` (rows and columns count from 0 in
//!   JSON, from 1 in text).

mod actions;
mod bots;
mod config;
pub mod encoding;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{EndReason, PenticAction, PenticEvent, PenticIllegal};
pub use bots::{GreedyBot, SEARCH_SETTINGS, immediate_points, standings};
pub use config::{HAND_SIZE, PenticConfig};
pub use scoring::{
    FOUR_NICS_POINTS, MAX_PLAY_POINTS, PlayScore, SINGLES_POINTS, TICS_POINTS, edge_points,
    four_nics, multiplier, score_play,
};
pub use state::{Pentic, SIDE};
pub use view::PenticView;
