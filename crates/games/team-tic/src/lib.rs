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

mod actions;
mod bots;
mod config;
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
