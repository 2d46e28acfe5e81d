//! Same-Tic-line clusters (Queen of the Ticcitories, ruling 13).

use tic_core::TicLine;

use crate::board::Board;
use crate::cells::Cells;

/// Every cluster on the board: a maximal set of at least `min` cards lying on one Tic line and
/// connected through shared edges (ruling 13), as `(line, cells)`, by line then lowest cell.
/// A card may belong to clusters of different lines.
///
/// ```
/// use tic_grid::{Pos, RectGrid, tic_line_clusters};
///
/// let mut grid = RectGrid::new(2, 3)?;
/// // Top row: three 4-?-red cards side by side; bottom left: another 4-red under the first.
/// for (pos, card) in [((0, 0), "4qr"), ((0, 1), "4or"), ((0, 2), "4sr"), ((1, 0), "4tr")] {
///     grid.place(Pos::new(pos.0, pos.1), card.parse()?)?;
/// }
/// let clusters = tic_line_clusters(grid.board(), 3);
/// assert_eq!(clusters.len(), 1);
/// assert_eq!(clusters[0].1.len(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn tic_line_clusters(board: &Board, min: usize) -> Vec<(TicLine, Cells)> {
    // One pass over the cards: each lies on exactly three lines.
    let mut on_line = [Cells::EMPTY; 75];
    for cell in board.occupied() {
        if let Some(card) = board.get(cell) {
            for line in TicLine::through(card) {
                on_line[line.index()].insert(cell);
            }
        }
    }
    let mut out = Vec::new();
    for (index, &cells) in on_line.iter().enumerate() {
        if cells.len() < min.max(1) {
            continue;
        }
        let Some(line) = TicLine::from_index(index) else {
            continue;
        };
        let mut left = cells;
        while let Some(start) = left.first() {
            let cluster = board.connected(start, left);
            left -= cluster;
            if cluster.len() >= min {
                out.push((line, cluster));
            }
        }
    }
    out
}

/// The cluster bonus of ruling 13: the sizes of all clusters of 3 or more cards, added up.
#[must_use]
pub fn cluster_bonus(board: &Board) -> u32 {
    tic_line_clusters(board, 3)
        .iter()
        .map(|(_, cells)| cells.len() as u32)
        .sum()
}
