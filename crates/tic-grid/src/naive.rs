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
                if rr < rows
                    && cc < cols
                    && let Some(other) = at(rr, cc)
                {
                    t += tally(card, &[other]);
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

/// The legal cells for `card` on a staggered layout given by its row `widths`, its arms (rows
/// in building order) and start row, with cards in row-major `cells`: checked rule by rule
/// with coordinates. Returns row-major cell indices.
#[must_use]
pub fn staggered_legal(
    widths: &[usize],
    arms: &[Vec<usize>],
    start_row: usize,
    cells: &[Option<Card>],
    card: Card,
) -> Vec<usize> {
    let index = |row: usize, k: usize| widths[..row].iter().sum::<usize>() + k;
    let at = |row: usize, k: usize| cells.get(index(row, k)).copied().flatten();
    if at(start_row, 0).is_none() {
        return vec![index(start_row, 0)];
    }
    let row_full = |row: usize| (0..widths[row]).all(|k| at(row, k).is_some());
    let row_empty = |row: usize| (0..widths[row]).all(|k| at(row, k).is_none());
    let mut out = Vec::new();
    for arm in arms {
        let Some(&row) = arm.iter().find(|&&r| !row_full(r)) else {
            continue;
        };
        for k in 0..widths[row] {
            if at(row, k).is_some() {
                continue;
            }
            let beside = (k > 0 && at(row, k - 1).is_some())
                || (k + 1 < widths[row] && at(row, k + 1).is_some());
            if !row_empty(row) && !beside {
                continue;
            }
            let touching: Vec<Card> = staggered_neighbours(widths, row, k)
                .into_iter()
                .filter_map(|(r, kk)| at(r, kk))
                .collect();
            if nic_free(card, &touching) {
                out.push(index(row, k));
            }
        }
    }
    out.sort_unstable();
    out
}

/// The cells touching `(row, k)` in a staggered layout of these row widths: left, right and
/// the cards half a card away in the rows above and below, found by comparing positions
/// measured in half cards from the centre line.
#[must_use]
pub fn staggered_neighbours(widths: &[usize], row: usize, k: usize) -> Vec<(usize, usize)> {
    let centre_x = |r: usize, kk: usize| 2 * kk as i64 - widths[r] as i64 + 1;
    let mut out = Vec::new();
    for (r, &w) in widths.iter().enumerate() {
        for kk in 0..w {
            let same_row = r == row && (kk + 1 == k || k + 1 == kk);
            let next_row =
                (r + 1 == row || row + 1 == r) && (centre_x(r, kk) - centre_x(row, k)).abs() == 1;
            if same_row || next_row {
                out.push((r, kk));
            }
        }
    }
    out
}

/// The clusters of ruling 13 on a `rows x cols` grid (row-major optional cards): for each Tic
/// line, the groups of 3+ of its cards connected through edges, found by breadth-first search.
/// Returns `(line index, sorted cell indices)`.
#[must_use]
pub fn clusters(rows: usize, cols: usize, cells: &[Option<Card>]) -> Vec<(usize, Vec<usize>)> {
    let mut out = Vec::new();
    for line in TicLine::all() {
        let on = |i: usize| {
            cells
                .get(i)
                .copied()
                .flatten()
                .is_some_and(|c| line.cards().contains(c))
        };
        let mut seen = vec![false; rows * cols];
        for start in 0..rows * cols {
            if seen[start] || !on(start) {
                continue;
            }
            let mut group = vec![start];
            seen[start] = true;
            let mut next = 0;
            while next < group.len() {
                let cell = group[next];
                next += 1;
                for (r, c) in rect_neighbours(rows, cols, cell / cols, cell % cols) {
                    let j = r * cols + c;
                    if !seen[j] && on(j) {
                        seen[j] = true;
                        group.push(j);
                    }
                }
            }
            if group.len() >= 3 {
                group.sort_unstable();
                out.push((line.index(), group));
            }
        }
    }
    out
}

/// The open offsets of a bounded grid: empty, sharing an edge with a card, and leaving all
/// cards within a `bound x bound` square. `cards` are `(row, col)` offsets from the start.
#[must_use]
pub fn bounded_open(bound: usize, cards: &[(i8, i8)]) -> Vec<(i8, i8)> {
    let reach = bound as i8 - 1;
    let mut out = Vec::new();
    for row in -reach..=reach {
        for col in -reach..=reach {
            if cards.contains(&(row, col)) {
                continue;
            }
            let touches = cards
                .iter()
                .any(|&(r, c)| (r - row).abs() + (c - col).abs() == 1);
            let rows = cards.iter().map(|p| p.0).chain([row]);
            let cols = cards.iter().map(|p| p.1).chain([col]);
            let span = |v: Vec<i8>| {
                v.iter().max().copied().unwrap_or(0) - v.iter().min().copied().unwrap_or(0)
            };
            if touches && span(rows.collect()) < bound as i8 && span(cols.collect()) < bound as i8 {
                out.push((row, col));
            }
        }
    }
    out
}
