//! Grid scores: +2 per Tic edge, -1 per Nic edge, plus every same-Tic-line cluster of 3 or more
//! cards (ruling 13).

use tic_core::Card;
use tic_grid::{BoundedGrid, Offset, cluster_bonus};

/// A grid's score, in parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GridScore {
    /// Tic edges.
    pub tics: u32,
    /// Nic edges.
    pub nics: u32,
    /// Cluster bonus: the sizes of all same-Tic-line clusters of 3+ cards.
    pub clusters: u32,
}

impl GridScore {
    /// The points: 2 per Tic, -1 per Nic, plus the clusters.
    #[must_use]
    pub fn total(self) -> i64 {
        2 * i64::from(self.tics) - i64::from(self.nics) + i64::from(self.clusters)
    }
}

/// The score of a grid.
///
/// ```
/// use tic_grid::{BoundedGrid, Offset};
/// use tic_queen::grid_score;
///
/// // Four cards all Ticking together (4-?-yellow) in a 2x2 square: 4 Tic edges (8) + 4.
/// let mut grid = BoundedGrid::new(4, "4-circle-yellow".parse()?)?;
/// grid.place(Offset::new(0, 1), "4-crescent-yellow".parse()?)?;
/// grid.place(Offset::new(1, 0), "4-triangle-yellow".parse()?)?;
/// grid.place(Offset::new(1, 1), "4-square-yellow".parse()?)?;
/// let score = grid_score(&grid);
/// assert_eq!((score.tics, score.nics, score.clusters), (4, 0, 4));
/// assert_eq!(score.total(), 12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn grid_score(grid: &BoundedGrid) -> GridScore {
    let tally = grid.tally();
    GridScore {
        tics: tally.tics,
        nics: tally.nics,
        clusters: cluster_bonus(grid.board()),
    }
}

/// How much placing `card` at `at` would change the grid's score (`None` if not open).
#[must_use]
pub fn score_change(grid: &BoundedGrid, at: Offset, card: Card) -> Option<i64> {
    let before = grid_score(grid).total();
    let mut after = grid.clone();
    after.place(at, card).ok()?;
    Some(grid_score(&after).total() - before)
}
