//! TIC Rummy: a rules engine for the eight-round TIC rummy game.
//!
//! Each player works through eight rounds, each dealing a number of cards and asking for two
//! or three collections (cards that Single, Tic or Nic, and Mono, Duo or Tripo sequences).
//! Players draw and discard; once a hand holds all its round's collections the player may lay
//! them down together, then integrate extra cards into any laid collection (a laid sequence may
//! wrap). Discarding the last card goes out: those who laid down move to their next round,
//! those who did not repeat theirs, and every card left in hand counts its value against its
//! holder. The match ends when someone goes out on the last round; the lowest total wins.
//! Players may be on different rounds at once.
//!
//! The laydown is built in steps so the action space stays small: [`RummyAction::Select`]
//! fills the round's collections in order with cards that can still complete them, then
//! [`RummyAction::ConfirmLaydown`] lays everything at once (or
//! [`RummyAction::CancelLaydown`] gives up; nothing is final until confirmed).
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_rummy::{greedy_bot, RummyConfig, TicRummy};
//!
//! let config = RummyConfig { first_round: 7, ..RummyConfig::default() };
//! let mut game = TicRummy::new(config, Seed(3))?;
//! assert_eq!(game.hand(0).len(), 8); // round 7 deals 8 cards
//!
//! let mut bots: Vec<Box<dyn Bot<TicRummy>>> = vec![Box::new(greedy_bot()), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! let outcome = game.outcome().expect("the match is over");
//! println!("totals {:?}, winners {:?}", outcome.scores, outcome.winners());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The rules page `docs/rules/tic-rummy.md` lists every decision the text leaves open.
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards in
//! the long `3-star-red` or compact `3sr` form): `draw from the deck`, `take 3sr from the
//! discard pile`, `select 3sr for the laydown`, `confirm the laydown`, `cancel the laydown`,
//! `add 3sr to player 1's collection 2` (` at the front` for a sequence's front), `discard 3sr`
//! (see [`RummyAction`]). Show it only to the seat that acts: the others learn of a move
//! through [`Game::events_for`](rules_engine::Game::events_for).
//!
//! # For learning agents
//!
//! [`TicRummy`] implements [`rules_engine::Encoded`]: a fixed action space (1,754 for two
//! players) and a fixed-length observation (1,410); [`encoding`] documents both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`TicRummy`]), the config, actions, views, events
//!   and outcomes; loading a state validates it (a tampered save is an error saying what is
//!   wrong) and every type refuses unknown fields. JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `"draw_from_deck"`, `{"discard": "3-star-red"}`,
//!   `{"integrate": {"card": "4-star-red", "owner": 1, "collection": 1, "end": "front"}}`
//!   (the collection counts from 0 in JSON, from 1 in text).

mod actions;
mod bots;
pub mod collections;
mod config;
pub mod deal;
pub mod encoding;
mod events;
mod rules;
mod scoring;
mod search;
mod state;
mod view;

pub use actions::{RummyAction, RummyIllegal};
pub use bots::{RummyGreedy, greedy_bot, greedy_score, progress};
pub use collections::{CollectionKind, ROUNDS, Requirement, Round};
pub use config::{MAX_PLAYERS, RummyConfig};
pub use deal::End;
pub use events::{DealEnd, RummyEvent};
pub use scoring::hand_penalty;
pub use search::{SEARCH_SETTINGS, standings};
pub use state::{Laid, MAX_CANCELS_PER_TURN, Pending, Phase, TicRummy};
pub use view::{PendingView, PlayerView, RummyView};
