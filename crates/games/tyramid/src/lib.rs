//! Tyramid: build a flat pyramid (or a diamond, or an hourglass) of TIC cards, one card at a
//! time, scoring for every Single and Tic the card makes with the cards it touches.
//!
//! The rules as implemented, with every decision the text leaves open, are in
//! `docs/rules/tyramid.md`. In short: each player holds five cards; a card may be laid only
//! where it Singles or Tics with every card it touches; rows are built one at a time, each a
//! contiguous chain from its first card; a play scores 1 per Single and 2 per Tic, Tics of the
//! same type compound (two: 6, or 8 by option; three: 10); a play making two or more Tics
//! earns another play; a player who cannot play picks up a card; at the end every card in
//! hand above five costs 2 points.
//!
//! ```
//! use rules_engine::{Game, GreedyBot as _, RandomBot, Seed, run, Bot};
//! use tic_tyramid::{Outline, Tyramid, TyramidConfig};
//!
//! let config = TyramidConfig::players(3).with_outline(Outline::Hourglass, 4);
//! let mut game = Tyramid::new(config, Seed(7))?;
//! let mut bots: Vec<Box<dyn Bot<Tyramid>>> = vec![
//!     Box::new(tic_tyramid::GreedyBot),
//!     Box::new(RandomBot),
//!     Box::new(RandomBot),
//! ];
//! run(&mut game, &mut bots, Seed(1), 10_000)?;
//! let outcome = game.outcome().expect("over");
//! assert_eq!(outcome.scores.len(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (the card
//! in the long `3-star-red` or compact `3sr` form, rows and places counted from 1): `play 3sr
//! at row 4 place 2`, `end the turn`, `pick up a card (no play)`, `pass (no play, deck
//! empty)` (see [`TyramidAction`]). Show it only to the seat that acts: the others learn of a
//! move through [`Game::events_for`](rules_engine::Game::events_for).
//!
//! # For learning agents
//!
//! [`Tyramid`] implements [`rules_engine::Encoded`]: a fixed action space (a play as card x
//! cell: 6,878 for the default pyramid) and a fixed-length observation (1,197); [`encoding`]
//! documents both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Tyramid`]), the config, actions, views, events and
//!   outcomes; loading a state validates it (a tampered save is an error saying what is wrong)
//!   and every type refuses unknown fields. JSON enum variants are `snake_case` and externally
//!   tagged, cards are their text: `"end_turn"`,
//!   `{"play": {"card": "3-star-red", "row": 3, "place": 1}}` (rows and places count from 0 in
//!   JSON, from 1 in text).

mod actions;
mod bots;
mod config;
pub mod encoding;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{EndReason, TyramidAction, TyramidEvent, TyramidIllegal};
pub use bots::{GreedyBot, SEARCH_SETTINGS, immediate_points, standings};
pub use config::{HAND_SIZE, OVER_HAND_PENALTY, Outline, THREE_SAME_POINTS, TyramidConfig};
pub use scoring::{MAX_PLAY_POINTS, PlayScore, play_score, tic_group_points};
pub use state::Tyramid;
pub use view::{TyramidView, draw_layout};
