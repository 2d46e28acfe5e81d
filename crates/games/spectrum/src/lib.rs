//! Spectrum: the TIC game of five-card sequences from face-up piles.
//!
//! Each player holds five cards (ten in Variation 2); the rest of the deck lies in four
//! face-down piles, each with its top card face up, and the discard pile is a fifth face-up
//! source. On a turn a player takes a face-up card (up to five, one per pile, in Variation 1),
//! turns up the card beneath, and discards as many; or knocks, giving everyone else one more
//! turn. Hands score by their 5-card Mono, Duo or Tripo sequence with a configurable
//! [`PointTable`] (ruling 11's house table by default). Full rules: `docs/rules/spectrum.md`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_spectrum::{GreedyBot, Spectrum, SpectrumConfig};
//!
//! let mut game = Spectrum::new(SpectrumConfig::new(2).with_rounds(2), Seed(4))?;
//! let mut bots: Vec<Box<dyn Bot<Spectrum>>> = vec![Box::new(GreedyBot::default()), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! assert_eq!(game.outcome().expect("over").scores, game.totals());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod actions;
mod bots;
mod config;
mod events;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{SpectrumAction, SpectrumError};
pub use bots::GreedyBot;
pub use config::{PointTable, SpectrumConfig};
pub use events::{ScoredHand, SpectrumEvent};
pub use scoring::{best_keep, score_hand};
pub use state::{PILES, Phase, Spectrum};
pub use view::SpectrumView;
