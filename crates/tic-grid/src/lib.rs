//! Placement geometry for the TIC grid games, on bitmasks.
//!
//! Cards lie on the cells of a board; two cards *interact* when their cells share an edge
//! (never across a corner). Every edge is a Tic, a Single or a Nic (see `tic-core`). This crate
//! gives the shapes the TIC grid games use and the checks they share, each one or a few mask
//! operations:
//!
//! - [`Board`]: any shape given by edge-neighbour masks (up to 128 cells), with per-cell caches
//!   of the touching cards and of the cards compatible with all of them;
//! - [`RectGrid`] and [`Pos`]: fixed rectangular grids (Gridsy, Tic Squared);
//! - [`BoundedGrid`] and [`Offset`]: a grid growing from a start card inside a `k x k` bound,
//!   holes allowed (Queen of the Ticcitories);
//! - [`Staggered`] and [`Outline`]: pyramid, diamond and hourglass built row by row (Tyramid);
//! - [`Piles`]: piles on a grid whose tops interact (Pentic);
//! - [`EdgeTally`]: edges counted by kind; [`compatible_with_all`]; [`tics_by_line`] (same vs
//!   different Tics); [`rows_nic_free`]: the "no Nic edge" check of a whole arrangement;
//! - [`tic_line_clusters`] and [`cluster_bonus`]: same-Tic-line clusters (ruling 13);
//! - [`seats`]: what the games share off the board (hidden hands and decks, turns);
//! - [`text`]: what the games' actions share as text (cards, numbers counted from 1, cells,
//!   offsets, placements), read back by their `FromStr`.
//!
//! Every fast check has a slow reference in [`naive`], which the tests compare it with.
//!
//! ```
//! use tic_grid::{Pos, RectGrid};
//!
//! let mut grid = RectGrid::new(3, 3)?;
//! grid.place(Pos::new(1, 1), "3-star-orange".parse()?)?;
//! // Where may 3-star-red go without a Nic? Anywhere touching 3-star-orange (a Tic).
//! assert!(grid.nic_free_at(Pos::new(0, 1), "3-star-red".parse()?));
//! assert!(!grid.nic_free_at(Pos::new(0, 1), "1-circle-violet".parse()?));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod bounded;
mod cells;
mod cluster;
mod edge;
mod error;
mod piles;
mod rect;
#[cfg(feature = "serde")]
mod serde_impls;
mod staggered;

pub mod growing;
pub mod naive;
pub mod seats;
pub mod text;

pub use board::Board;
pub use bounded::{BoundedGrid, BoundedGridError, Offset};
pub use cells::{CellIter, Cells, MAX_CELLS};
pub use cluster::{cluster_bonus, tic_line_clusters};
pub use edge::{EdgeTally, compatible_with_all, tics_by_line};
pub use error::{GeometryError, PlaceError};
pub use piles::{Piles, PilesError};
pub use rect::{Pos, RectGrid, rect_neighbours, rows_nic_free};
pub use staggered::{Outline, Staggered};
