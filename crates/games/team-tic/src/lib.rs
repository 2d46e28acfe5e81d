//! Team TIC: a rules engine for the TIC partnership game of sets.
//!
//! Two players head to head (12 cards each) or four or six in teams of two (8 cards each),
//! partners seated alternately. On a turn a player draws from the deck or picks up the end of
//! the face-up discard chain (only to lay its deepest card at once in a set), lays sets of 3 to
//! 5 cards that Tic (or, in the variation, Duo sequences that may wrap), adds cards to their
//! side's sets (no sixth card) or up to two onto opponents' sets (no points), and discards.
//! Sets score 3, 8 or 20 (tripled with the 5-star-red), going out scores 10, and cards left in
//! hand cost 2 each (10 for the 5-star-red). Once the deck is exhausted play goes on until a
//! player cannot pick up from the chain.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_team::{greedy_bot, Melds, TeamTic, TeamTicConfig};
//!
//! let config = TeamTicConfig { players: 4, melds: Melds::Tic, ..TeamTicConfig::default() };
//! let mut game = TeamTic::new(config, Seed(3))?;
//! assert_eq!(game.hand(0).len(), 8);
//! let mut bots: Vec<Box<dyn Bot<TeamTic>>> = vec![
//!     Box::new(greedy_bot()), Box::new(RandomBot), Box::new(greedy_bot()), Box::new(RandomBot),
//! ];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! let outcome = game.outcome().expect("the game is over");
//! assert_eq!(outcome.scores[0], outcome.scores[2], "partners share a score");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The rules page `docs/rules/team-tic.md` lists every decision the text leaves open.
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards in
//! the long `3-star-red` or compact `3sr` form): `draw from the deck`, `pick up the chain from
//! 3sr (position 4)`, `lay 3sr 3so 3sy`, `add 3sr to set 2` (` at the front` for a sequence's
//! front), `discard 3sr` (see [`TeamAction`]). Show it only to the seat that acts: the others
//! learn of a move through [`Game::events_for`](rules_engine::Game::events_for).
//!
//! # For learning agents
//!
//! [`TeamTic`] implements [`rules_engine::Encoded`]: a fixed action space (1,826 with Tic
//! sets; the Duo-sequence variation numbers its runs whole, 1,176,001) and a fixed-length
//! observation (890 for two players); [`encoding`] documents both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`TeamTic`]), the config, actions, views, events
//!   and outcomes; loading a state validates it (a tampered save is an error saying what is
//!   wrong) and every type refuses unknown fields. JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `"draw_from_deck"`,
//!   `{"lay_set": ["3-star-red", "3-star-orange", "3-star-yellow"]}`,
//!   `{"pick_up": {"card": "3-star-red", "from": 3}}` (positions count from 0 in JSON, from 1
//!   in text).

mod actions;
mod bots;
mod config;
pub mod encoding;
mod events;
mod rules;
mod scoring;
mod search;
pub mod sets;
mod state;
mod view;

pub use actions::{TeamAction, TeamIllegal};
pub use bots::{SEARCH_SETTINGS, greedy_bot, greedy_score};
pub use config::{MAX_ROUNDS, Melds, TeamTicConfig};
pub use events::{GameEnd, TeamEvent};
pub use scoring::{GOING_OUT_BONUS, hand_penalty, set_points, side_score};
pub use search::standings;
pub use state::{Phase, TableSet, TeamTic};
pub use tic_rummy::End;
pub use view::{SetView, TeamView};
