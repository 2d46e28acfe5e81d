//! Ticataire: the TIC solitaire, with a solver.
//!
//! Seven columns of seven face-down cards with one face-up card on each; the other 69
//! cards form the deck. A card is laid below a column's bottom card when the two **Tic**
//! (share exactly two properties); a whole column moves below another column's bottom card
//! when its top card Tics with it; an empty space takes a 5 (a card or a column topped by
//! one). Two **sequence piles** are started by a card with two properties at the lowest
//! value (low pile) or the highest (high pile) and then take **Duos** and **Tripos** (two or
//! three properties changed by one increment, the other unchanged: ruling 17,
//! [`sequence_step`]; the free reading is the option `free_steps`); their top cards can come
//! back down into columns. Flip deck cards one at a time to find plays.
//! The game is won when every buried card is uncovered and every deck card is in play.
//!
//! [`solve`] searches a position for a winning line. Every decision the text leaves open
//! (and the documented end that keeps a game finite) is in `docs/rules/ticataire.md`.
//!
//! For learning agents the game is [`rules_engine::Encoded`]: 80 action indices (one per
//! move) and an observation of 939 values from the player's view, with the cards brought
//! into play as the return at every step; [`encoding`] documents them.
//!
//! ```
//! use rules_engine::{Game, Seed, ToAct};
//! use tic_ticataire::{solve, Move, SolveResult, Ticataire, TicataireConfig};
//!
//! let mut game = Ticataire::new(TicataireConfig::default(), Seed(1))?;
//! assert_eq!(game.board().stock.len(), 69);
//! assert!(game.legal_actions(0).contains(&Move::Flip));
//!
//! match solve(game.board(), 0, game.config().stall_limit, 20_000).result {
//!     SolveResult::Won(line) => {
//!         for mv in &line {
//!             game.apply(0, mv)?;
//!         }
//!         assert_eq!(game.to_act(), ToAct::Nobody);
//!     }
//!     SolveResult::Unwinnable | SolveResult::Unknown => {}
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Ticataire`], with its [`Board`]), the config
//!   ([`TicataireConfig`]), moves, views, events and outcomes; loading a state validates it
//!   against its deal (a tampered save is an error saying what is wrong) and every type
//!   refuses unknown fields. JSON enum variants are `snake_case` and externally tagged, cards
//!   are their text, columns count from 0: a move is `"flip"`, `{"waste_to_column": 2}`,
//!   `{"column_to_sequence": {"from": 0, "pile": "high"}}` (text `bottom card of column 1 to
//!   the high pile`).
//! - `naive`: the naive reference solver, for benches that compare against it.

mod actions;
mod bots;
mod config;
pub mod encoding;
#[cfg(any(test, feature = "naive"))]
#[doc(hidden)]
pub mod naive;
mod rules;
mod scoring;
mod solver;
mod state;
mod view;

pub use actions::{Finish, Move, SeqPile, TicEvent, TicIllegal, Undo};
pub use bots::{greedy_bot, greedy_score, in_play_share};
pub use config::TicataireConfig;
pub use rules::{sequence_accepts, sequence_step, starts, tics};
pub use solver::{SolveReport, SolveResult, Stage, TABLE_CAP, solve};
pub use state::{BURIED_PER_COLUMN, Board, COLUMNS, Pile, Ticataire, deal};
pub use view::{ColumnView, TicView};
