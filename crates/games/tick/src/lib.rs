//! Tick: an eleven-deal rummy for 2 to 6 players with two standard decks and jokers.
//!
//! Each deal deals one more card than the last (3 up to 13) and makes the rank of that number
//! wild besides the jokers (threes up to kings). A turn is a draw, from the deck or the
//! discard pile, and a discard. A player whose hand goes entirely into sets and runs after
//! the discard calls "Tick"; every other player then has one more turn. Cards outside melds
//! count against their holder (2-10 face value, J 15, Q 20, K 25, A 30, jokers 0); the lowest
//! total after eleven deals wins. The full rules, with every decision the text leaves open,
//! are in `docs/rules/tick.md`; melds and the solver come from [`rummy_cards`].
//!
//! Opponents: [`GreedyTickBot`] and a search bot tuned for Tick ([`SEARCH`], valued by
//! [`standings`]), both offered through [`rules_engine::TunedBots`].
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tick_rummy::{GreedyTickBot, Tick, TickConfig};
//!
//! // A short match: deals of 3 to 5 cards.
//! let config = TickConfig { first_hand: 3, last_hand: 5, ..TickConfig::with_players(3) };
//! let mut game = Tick::new(config, Seed(11))?;
//! let mut bots: Vec<Box<dyn Bot<Tick>>> =
//!     vec![Box::new(GreedyTickBot), Box::new(RandomBot), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! let outcome = game.outcome().expect("the match is over");
//! assert_eq!(game.deal_points().len(), 3);
//! assert_eq!(outcome.scores.len(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards as
//! `Qs`, `10h`, `Jk`, or `queen of spades`): `draw from the deck`, `take the top discard`,
//! `discard Qs`, `discard Qs and call Tick` (see [`TickAction`]). Show it only to the seat that
//! acts: the others learn of a move through
//! [`Game::events_for`](rules_engine::Game::events_for), where deck draws are redacted.
//!
//! For learning agents, [`Tick`] is [`Encoded`](rules_engine::Encoded): a fixed action space
//! with each action's index, and a seat's observation as a fixed-length vector; [`encoding`]
//! documents the numbering and the layout.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Tick`]), the config, actions, views, events and
//!   outcomes; loading a state validates it (a tampered save is an error saying what is wrong)
//!   and every type refuses unknown fields. JSON enum variants are `snake_case` and externally
//!   tagged, cards are their text: `"draw_from_deck"`, `"take_discard"`, `{"discard": "Qs"}`,
//!   `{"tick": "Qs"}`.

mod actions;
mod bots;
mod config;
pub mod encoding;
mod rules;
mod scoring;
mod search;
mod state;
mod view;

pub use actions::{TickAction, TickIllegal};
pub use bots::{GreedyTickBot, SEARCH};
pub use config::TickConfig;
pub use scoring::{best_melds, deal_rules, hand_points, is_tick};
pub use search::standings;
pub use state::{DealEnd, Phase, Tick, TickEvent};
pub use view::TickView;
