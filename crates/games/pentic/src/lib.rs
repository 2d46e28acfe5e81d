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

mod actions;
mod bots;
mod config;
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
