//! Placement geometry for the TIC grid games, on bitmasks.
//!
//! Cards lie on the cells of a board; two cards *interact* when their cells share an edge
//! (never across a corner). Every edge is a Tic, a Single or a Nic (see `tic-core`). This crate
//! gives the shapes the TIC grid games use and the checks they share, each one or a few mask
//! operations:
//!
//! - [`Board`]: any shape given by edge-neighbour masks (up to 128 cells), with per-cell caches
//!   of the touching cards and of the cards compatible with all of them;
//! - [`RectGrid`] and [`Pos`]: rectangular grids (Gridsy, Tic Squared, Queen);
//! - [`EdgeTally`]: edges counted by kind; [`compatible_with_all`]; [`tics_by_line`] (same vs
//!   different Tics);
//! - [`rows_nic_free`]: the "no Nic edge" check of a whole arrangement.
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
mod cells;
mod edge;
mod error;
mod rect;

pub mod naive;

pub use board::Board;
pub use cells::{CellIter, Cells, MAX_CELLS};
pub use edge::{EdgeTally, compatible_with_all, tics_by_line};
pub use error::{GeometryError, PlaceError};
pub use rect::{Pos, RectGrid, rect_neighbours, rows_nic_free};
