//! Queen of the Ticcitories: draft TIC cards from a centre line and build your own 4x4 grid,
//! scoring 2 per Tic edge, -1 per Nic edge, and a bonus for every group of 3+ cards on one Tic
//! line connected through edges.
//!
//! The rules as implemented, with every decision the text leaves open, are in
//! `docs/rules/queen-of-the-ticcitories.md`: drafting order from pulled cards, a token per
//! player on the centre line (card #1 places first next round), grids growing from a start
//! card within a `k x k` square with holes allowed, clusters per ruling 13, and the three
//! variations (the once-a-game attack round, extra centre cards for two players, other grid
//! sizes) as config options.
//!
//! ```
//! use rules_engine::{Bot, Game, RandomBot, Seed, run};
//! use tic_queen::{Queen, QueenConfig};
//!
//! let config = QueenConfig::players(3).with_attack(true);
//! let mut game = Queen::new(config, Seed(11))?;
//! let mut bots: Vec<Box<dyn Bot<Queen>>> =
//!     vec![Box::new(tic_queen::GreedyBot), Box::new(RandomBot), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(2), 10_000)?;
//! assert!(game.is_over());
//! assert!(game.grid(0).expect("seat 0").is_complete());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod actions;
mod bots;
mod config;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{QueenAction, QueenEvent, QueenIllegal};
pub use bots::{GreedyBot, SEARCH_SETTINGS, immediate_value, standings};
pub use config::QueenConfig;
pub use scoring::{GridScore, grid_score, score_change};
pub use state::Slot;
pub use state::{Queen, Step};
pub use tic_grid::Offset;
pub use view::{QueenView, draw_grid};
