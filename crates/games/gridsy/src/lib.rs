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
//!
//! # Actions as text
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards in
//! the long `3-star-red` or compact `3sr` form, rows and columns counted from 1): `place 3sr at
//! row 2, column 3`, `take back the card at row 2, column 3`, `swap 3sr for 4oc in the pool`,
//! `impossible: draw an extra card` (see [`GridsyAction`]). Every card of a round is face up,
//! so the text hides nothing from the other seats.
//!
//! # For learning agents
//!
//! [`Gridsy`] implements [`rules_engine::Encoded`]: a fixed action space (a placement as card
//! x cell, a swap as card x pool place: 2,017 for the default solo game) and a fixed-length
//! observation (390); [`encoding`] documents both. Solo, its return is the extra cards as
//! they are taken (a rank says nothing with one seat).
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Gridsy`]), the config, actions, views, events and
//!   outcomes; loading a state validates it (a tampered save is an error saying what is wrong)
//!   and every type refuses unknown fields. JSON enum variants are `snake_case` and externally
//!   tagged, cards are their text: `"draw"`,
//!   `{"place": {"card": "3-star-red", "row": 1, "col": 2}}` (rows and columns count from 0 in
//!   JSON, from 1 in text).

pub mod actions;
pub mod bots;
pub mod config;
pub mod encoding;
mod rules;
pub mod scoring;
mod search;
pub mod solver;
pub mod state;
pub mod view;

pub use actions::{GridsyAction, GridsyEvent, Illegal};
pub use bots::{GreedyGridsyBot, planned_action};
pub use config::GridsyConfig;
pub use rules::nic_edge;
pub use search::{
    GridsySearchBot, MAX_RACE, ROLLOUT_STEPS, actions_needed, candidates, race_chance,
    race_standings,
};
pub use state::{Gridsy, Table};
pub use view::GridsyView;
