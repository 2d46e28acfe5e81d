//! Gridsy: arrange TIC cards into a `k x k` grid where no two neighbouring cards Nic. Solo,
//! take as few extra cards as possible; head-to-head, be first to complete a grid, swapping
//! with a small face-up pool. With an exact solver ([`solver`]) deciding how many extra cards
//! any deal needs.
//!
//! The rules as implemented, and every decision the text leaves open, are in
//! `docs/rules/gridsy.md`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, Seed};
//! use tic_gridsy::{Gridsy, GridsyConfig, GreedyGridsyBot};
//!
//! let mut game = Gridsy::new(GridsyConfig::solo(4), Seed(3))?;
//! let mut bots: Vec<Box<dyn Bot<Gridsy>>> = vec![Box::new(GreedyGridsyBot)];
//! run(&mut game, &mut bots, Seed(1), 10_000)?;
//! // The solver-guided bot draws only when the solver proves the grid impossible, so its
//! // score is the fewest extra cards this deal needs.
//! let outcome = game.outcome().expect("over");
//! assert_eq!(outcome.scores.len(), 1);
//!
//! // The solver on its own: nine cards that all share the number 4 make a 3x3 grid.
//! let cards = tic_core::parse_cards("4ov 4oc 4oy 4oo 4or 4cv 4cc 4cy 4co")?;
//! let grid = tic_gridsy::solver::arrange(&cards, 3).expect("a grid");
//! assert!(tic_gridsy::solver::is_valid_grid(&grid, 3));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod actions;
pub mod bots;
pub mod config;
mod rules;
pub mod scoring;
mod search;
pub mod solver;
pub mod state;
pub mod view;

pub use actions::{GridsyAction, GridsyEvent, Illegal};
pub use bots::{GreedyGridsyBot, GridsySearchBot, ROLLOUT_STEPS, planned_action};
pub use config::GridsyConfig;
pub use rules::nic_edge;
pub use search::{MAX_RACE, actions_needed, candidates, race_chance, race_standings};
pub use state::{Gridsy, Table};
pub use view::GridsyView;
