//! Tic-of-a-Kind: the TIC draw-and-discard game of Ticking base hands.
//!
//! Each player holds five cards (ten in the 10-card version). On a turn a player draws from
//! the deck or takes the face-up discard, then discards; or, instead of drawing, knocks: every
//! other player has one more turn and the hands are scored. A hand scores its best base hand
//! (3 to 5 cards that Single or Tic: 5/10/15 or 30/40/50 points) plus the number and shape of
//! its cards, minus the number and shape of the cards left out (ruling 10). A match is a set
//! number of rounds; the highest total wins. Full rules: `docs/rules/tic-of-a-kind.md`.
//!
//! The engine is generic: [`KnockGame`] plays any game of this shape, with the middle, the
//! actions and the scores of a [`KnockRules`]. [`TicOfAKind`] is `KnockGame<TicOfAKindRules>`;
//! the crate `tic-spectrum` plugs in Spectrum's.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_of_a_kind::{GreedyBot, TicOfAKind, TicOfAKindConfig};
//!
//! let mut game = TicOfAKind::new(TicOfAKindConfig::new(2).with_rounds(3), Seed(9))?;
//! let mut bots: Vec<Box<dyn Bot<TicOfAKind>>> = vec![Box::new(GreedyBot::default()), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! let outcome = game.outcome().expect("the match is over");
//! assert_eq!(outcome.scores, game.totals());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards in
//! the long `3-star-red` or compact `3sr` form): `draw from the deck`, `take the discard`,
//! `knock`, `discard 3sr` (see [`TicOfAKindAction`]). Show it only to the seat that acts: the
//! others learn of a move through [`Game::events_for`](rules_engine::Game::events_for), where a
//! card drawn blind is redacted.
//!
//! For learning agents, every knock game (Tic-of-a-Kind and Spectrum alike) is
//! [`Encoded`](rules_engine::Encoded): a fixed action space with each action's index, and a
//! seat's observation as a fixed-length vector; [`encoding`] documents the numbering and the
//! layout.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`KnockGame`]), the config, actions, views, events
//!   and outcomes; loading a state validates it (a tampered save is an error saying what is
//!   wrong) and every type refuses unknown fields. JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `"draw_deck"`, `"take_discard"`, `"knock"`,
//!   `{"discard": "3-star-red"}`.

mod actions;
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

pub use actions::{KnockError, TableMove, TicOfAKindAction, TicOfAKindError};
pub use bots::{GreedyBot, KnockBots, KnockNowBot, best_action};
pub use config::{KnockConfig, TicOfAKindConfig, check_rounds_and_turn_limit};
pub use events::{KnockEvent, ScoredHand, TicOfAKindEvent};
pub use hands::{KnockRules, TicOfAKindRules};
pub use scoring::score_hand;
pub use search::{greedy_hands_sample, hand_points, knock_standings};
pub use state::{KnockGame, Phase};
pub use view::{KnockView, TicOfAKindView};

/// A Tic-of-a-Kind match: the knock engine with Tic-of-a-Kind's rules.
pub type TicOfAKind = KnockGame<TicOfAKindRules>;
