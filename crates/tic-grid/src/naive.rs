//! Reference implementations: slow and obviously correct, for tests and benchmarks of the fast
//! mask-based checks. Not for game code.

use tic_core::{Card, Commonness, TicLine, commonness};

use crate::edge::EdgeTally;

/// The tally of `card` against each card of `touching`, one [`commonness`] call per card.
#[must_use]
pub fn tally(card: Card, touching: &[Card]) -> EdgeTally {
    let mut t = EdgeTally::default();
    for &other in touching.iter().filter(|&&o| o != card) {
        match commonness(card, other) {
            Commonness::Tic => t.tics += 1,
            Commonness::Single => t.singles += 1,
            Commonness::Nic => t.nics += 1,
        }
    }
    t
}

/// Whether `card` Singles or Tics with every card of `touching`.
#[must_use]
pub fn nic_free(card: Card, touching: &[Card]) -> bool {
    touching
        .iter()
        .all(|&other| commonness(card, other) != Commonness::Nic)
}

/// The neighbours of a cell of a `rows x cols` grid, by coordinates.
#[must_use]
pub fn rect_neighbours(rows: usize, cols: usize, row: usize, col: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if row > 0 {
        out.push((row - 1, col));
    }
    if row + 1 < rows {
        out.push((row + 1, col));
    }
    if col > 0 {
        out.push((row, col - 1));
    }
    if col + 1 < cols {
        out.push((row, col + 1));
    }
    out
}

/// Every edge of a `rows x cols` grid of optional cards (row-major), counted once, by kind.
#[must_use]
pub fn grid_tally(rows: usize, cols: usize, cells: &[Option<Card>]) -> EdgeTally {
    let mut t = EdgeTally::default();
    let at = |r: usize, c: usize| cells.get(r * cols + c).copied().flatten();
    for r in 0..rows {
        for c in 0..cols {
            let Some(card) = at(r, c) else { continue };
            // Right and down only, so each edge is seen once.
            for (rr, cc) in [(r, c + 1), (r + 1, c)] {
                if rr < rows && cc < cols {
                    if let Some(other) = at(rr, cc) {
                        t += tally(card, &[other]);
                    }
                }
            }
        }
    }
    t
}

/// The Tic lines of the Tics `card` makes with `touching`, with how many touching cards lie on
/// each, by comparing property values directly.
#[must_use]
pub fn tics_by_line(card: Card, touching: &[Card]) -> Vec<(TicLine, usize)> {
    let mut out: Vec<(TicLine, usize)> = Vec::new();
    for &other in touching.iter().filter(|&&o| o != card) {
        if commonness(card, other) != Commonness::Tic {
            continue;
        }
        let Some(line) =
            TicLine::all().find(|l| l.cards().contains(card) && l.cards().contains(other))
        else {
            continue;
        };
        match out.iter_mut().find(|(l, _)| *l == line) {
            Some((_, n)) => *n += 1,
            None => out.push((line, 1)),
        }
    }
    out.sort_by_key(|(l, _)| l.index());
    out
}
