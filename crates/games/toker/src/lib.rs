//! Toker: the TIC poker-like game of private cards, common cards and exchanges, and the
//! exchange-game engine it shares with Sequences (`tic-sequences`).
//!
//! Every player holds three private cards; two common cards lie face up. In each exchange
//! round every player in turn may exchange one of their cards with the dealer (or keep them,
//! or *call*); then a common card is added, until there are five. The best five-card hand
//! from a player's cards and the common cards wins the deal; players earn ranking points
//! (`n` for the best of `n` hands, `n - 1` for the next...) over a match of several deals.
//! Variations: exchanging common cards in one pass before the showdown (1; over the exchange
//! rounds as an option), five private cards and no common ones (2), and no-limit betting with
//! antes and side pots (3). The full rules, with every decision the text leaves open, are in
//! `docs/rules/toker.md`.
//!
//! The engine is [`ExchangeGame`], generic over a [`HandRules`] evaluator; [`Toker`] is
//! `ExchangeGame<TokerHands>`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_toker::{ExchangeConfig, GreedyExchangeBot, Toker, TokerHands};
//!
//! let mut game = Toker::new(ExchangeConfig::new(3), Seed(42))?;
//! assert_eq!(game.common().len(), 2);
//! assert_eq!(game.hand(0).len(), 3);
//! let mut bots: Vec<Box<dyn Bot<Toker>>> = vec![
//!     Box::new(GreedyExchangeBot::<TokerHands>::default()),
//!     Box::new(RandomBot),
//!     Box::new(RandomBot),
//! ];
//! run(&mut game, &mut bots, Seed(1), 10_000)?;
//! let outcome = game.outcome().expect("the match is over");
//! // 5 deals, each handing out 3 + 2 + 1 ranking points.
//! assert_eq!(outcome.scores.iter().sum::<i64>(), 30);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards in
//! the long `3-star-red` or compact `3sr` form): `keep your cards`, `exchange 3sr`, `exchange
//! the common 3sr`, `call`, `fold`, `check`, `call the bet`, `bet to 12` (see
//! [`ExchangeAction`]). Show it only to the seat that acts: the others learn of a move through
//! [`Game::events_for`](rules_engine::Game::events_for), where their exchanges are redacted.
//!
//! A seat's chances at the showdown, from what it sees: [`ExchangeView::situation`] gives the
//! [`tic_hands::equity::Situation`] (its cards, the common cards, the opponents still in, the
//! cards it knows to be out of play, the common cards at the showdown), and
//! [`HandRules::equity`] or [`tic_hands::toker::equity`] assesses it.
//!
//! For learning agents, every exchange game (Toker and Sequences alike) is
//! [`Encoded`](rules_engine::Encoded): a fixed action space with each action's index, and a
//! seat's observation as a fixed-length vector; [`encoding`] documents the numbering and the
//! layout.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`ExchangeGame`]), the config, actions, views,
//!   events and outcomes; loading a state validates it (a tampered save is an error saying
//!   what is wrong) and every type refuses unknown fields. JSON enum variants are
//!   `snake_case` and externally tagged, cards are their text: `"keep"`,
//!   `{"exchange": ["3-star-red"]}`, `{"exchange_common": "3-star-red"}`, `"call_bet"`,
//!   `{"bet_to": 12}`.

mod actions;
pub mod betting;
mod bots;
mod config;
pub mod encoding;
mod events;
mod hands;
mod rules;
mod scoring;
mod search;
mod state;
mod view;

pub use actions::{ExchangeAction, ExchangeError};
pub use betting::{Chips, Pot};
pub use bots::{ExchangeBots, GreedyExchangeBot};
pub use config::{Betting, ExchangeConfig, Variant};
pub use events::{ExchangeEvent, ShownHand, ShownHands};
pub use hands::{HandRules, TokerHands};
pub use scoring::ranking_points;
pub use search::deal_standings;
pub use state::{ExchangeGame, Phase};
pub use view::{BestHand, ExchangeView};

/// Toker: the exchange game with the Toker hands.
pub type Toker = ExchangeGame<TokerHands>;
