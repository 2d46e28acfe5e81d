//! The growing rectangle of Tic Squared: a grid that grows one row or one column at a time
//! toward a square, each new line built contiguously from its first card.
//!
//! The grid is always a full `rows x cols` rectangle (with `rows` and `cols` differing by at
//! most one) plus at most one partly built line along one of its sides. Where the next card may
//! go is a [`Placement`]: a [`Side`] and an index along that side (left to right for
//! [`Side::Top`]/[`Side::Bottom`], top to bottom for [`Side::Left`]/[`Side::Right`]).
//!
//! - A square grid may start a new line on any side; a grid wider than tall must add a row
//!   (top or bottom), one taller than wide a column (left or right).
//! - The first card of a new line may go anywhere along it; every later card must extend the
//!   contiguous run of the line by one at either end. When the run spans the side, the line
//!   joins the rectangle.
//! - A card may be laid only if it Nics with none of the cards it touches (one or two).
//!
//! ```
//! use tic_grid::growing::{GrowingGrid, Placement, Side};
//! use tic_core::Card;
//!
//! let card = |s: &str| s.parse::<Card>().expect("card");
//! let mut grid = GrowingGrid::new(card("4-square-red"));
//! // A 1x1 grid is square: all four sides are open.
//! assert_eq!(grid.placements().len(), 4);
//! let contact = grid.place(Placement::new(Side::Right, 0), card("4-circle-red"))?;
//! assert_eq!(contact.tics, 1);
//! assert_eq!((grid.rows(), grid.cols()), (1, 2));
//! // 1x2 is wider than tall: the next line is a row, above or below, at either column.
//! assert_eq!(grid.placements().len(), 4);
//! // A Nic is never allowed.
//! assert!(grid.check(Placement::new(Side::Top, 0), card("1-star-violet")).is_err());
//! # Ok::<(), tic_grid::growing::GrowthError>(())
//! ```

use core::fmt;

use thiserror::Error;
use tic_core::{Card, CardSet, Commonness, commonness};

/// A side of the rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    /// A new row above.
    Top,
    /// A new row below.
    Bottom,
    /// A new column on the left.
    Left,
    /// A new column on the right.
    Right,
}

impl Side {
    /// All four sides.
    pub const ALL: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];

    /// Whether a line on this side is a row.
    #[must_use]
    pub const fn is_row(self) -> bool {
        matches!(self, Side::Top | Side::Bottom)
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Top => "top",
            Side::Bottom => "bottom",
            Side::Left => "left",
            Side::Right => "right",
        })
    }
}

/// Where a card is laid: a side and a position along it (0-based, left to right or top to
/// bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Placement {
    /// The side the new line is on.
    pub side: Side,
    /// The position along the side.
    pub index: usize,
}

impl Placement {
    /// A placement.
    #[must_use]
    pub const fn new(side: Side, index: usize) -> Placement {
        Placement { side, index }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Counted from 1 (read back by `text::placement`).
        write!(
            f,
            "{} {}",
            self.side,
            crate::text::counted_from_one(self.index)
        )
    }
}

/// What a laid card makes with the cards it touches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Contact {
    /// Edges that Single.
    pub singles: u8,
    /// Edges that Tic.
    pub tics: u8,
}

/// Why a card cannot be laid there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GrowthError {
    /// The grid's shape does not allow a new line on that side.
    #[error("the grid is {rows}x{cols}: no new line may start on the {side}")]
    SideClosed {
        /// The side asked for.
        side: Side,
        /// Rows of the rectangle.
        rows: usize,
        /// Columns of the rectangle.
        cols: usize,
    },
    /// A line is already being built on another side.
    #[error("the {open} line must be finished first")]
    LineOpen {
        /// The side being built.
        open: Side,
    },
    /// The position is off the side.
    #[error("position {index} is off the {side} side ({len} long)")]
    OffSide {
        /// The side.
        side: Side,
        /// The position asked for (0-based).
        index: usize,
        /// The side's length.
        len: usize,
    },
    /// The position is taken or does not touch the run of the line being built.
    #[error("{0} must extend the line being built at one of its ends")]
    NotContiguous(Placement),
    /// The card would Nic with a card it touches.
    #[error("{card} Nics with {neighbour}")]
    Nic {
        /// The card laid.
        card: Card,
        /// The card it Nics with.
        neighbour: Card,
    },
}

/// The line being built along one side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct Line {
    side: Side,
    /// Position of the first card of the run along the side.
    start: usize,
    /// The run, in order along the side.
    cards: Vec<Card>,
}

/// A Tic Squared grid: a full rectangle plus at most one line under construction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GrowingGrid {
    rows: usize,
    cols: usize,
    /// The rectangle, row-major.
    cells: Vec<Card>,
    line: Option<Line>,
}

impl GrowingGrid {
    /// A grid of one card.
    #[must_use]
    pub fn new(first: Card) -> GrowingGrid {
        GrowingGrid {
            rows: 1,
            cols: 1,
            cells: vec![first],
            line: None,
        }
    }

    /// Rows of the full rectangle (the line being built not counted).
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of the full rectangle.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Cards in the grid, the line being built included.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len() + self.line.as_ref().map_or(0, |l| l.cards.len())
    }

    /// Always false: a grid has at least its first card.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Every card in the grid.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cells
            .iter()
            .chain(self.line.iter().flat_map(|l| l.cards.iter()))
            .copied()
    }

    /// The side a line is being built on, if any.
    #[must_use]
    pub fn open_line(&self) -> Option<Side> {
        self.line.as_ref().map(|l| l.side)
    }

    fn side_len(&self, side: Side) -> usize {
        if side.is_row() { self.cols } else { self.rows }
    }

    /// Whether the rectangle's shape lets a new line start on `side`.
    #[must_use]
    pub fn side_open(&self, side: Side) -> bool {
        use core::cmp::Ordering::{Equal, Greater, Less};
        match self.rows.cmp(&self.cols) {
            Equal => true,
            Less => side.is_row(),
            Greater => !side.is_row(),
        }
    }

    /// The card of the rectangle at `(row, col)`.
    fn cell(&self, row: usize, col: usize) -> Option<Card> {
        if row < self.rows && col < self.cols {
            self.cells.get(row * self.cols + col).copied()
        } else {
            None
        }
    }

    /// The rectangle's card next to position `index` on `side`.
    fn edge_card(&self, side: Side, index: usize) -> Option<Card> {
        match side {
            Side::Top => self.cell(0, index),
            Side::Bottom => self.cell(self.rows.checked_sub(1)?, index),
            Side::Left => self.cell(index, 0),
            Side::Right => self.cell(index, self.cols.checked_sub(1)?),
        }
    }

    /// Every position where the next card may go (whatever the card).
    #[must_use]
    pub fn placements(&self) -> Vec<Placement> {
        match &self.line {
            Some(line) => {
                let len = self.side_len(line.side);
                let mut out = Vec::with_capacity(2);
                if line.start > 0 {
                    out.push(Placement::new(line.side, line.start - 1));
                }
                let end = line.start + line.cards.len();
                if end < len {
                    out.push(Placement::new(line.side, end));
                }
                out
            }
            None => Side::ALL
                .into_iter()
                .filter(|&s| self.side_open(s))
                .flat_map(|s| (0..self.side_len(s)).map(move |i| Placement::new(s, i)))
                .collect(),
        }
    }

    /// The cards a card laid at `at` would touch, or why `at` is not a free position.
    pub fn neighbours(&self, at: Placement) -> Result<[Option<Card>; 2], GrowthError> {
        let len = self.side_len(at.side);
        if at.index >= len {
            return Err(GrowthError::OffSide {
                side: at.side,
                index: at.index,
                len,
            });
        }
        match &self.line {
            Some(line) if line.side != at.side => Err(GrowthError::LineOpen { open: line.side }),
            Some(line) => {
                let end = line.start + line.cards.len();
                let beside = if at.index.checked_add(1) == Some(line.start) {
                    line.cards.first()
                } else if at.index == end {
                    line.cards.last()
                } else {
                    return Err(GrowthError::NotContiguous(at));
                };
                Ok([self.edge_card(at.side, at.index), beside.copied()])
            }
            None if !self.side_open(at.side) => Err(GrowthError::SideClosed {
                side: at.side,
                rows: self.rows,
                cols: self.cols,
            }),
            None => Ok([self.edge_card(at.side, at.index), None]),
        }
    }

    /// What `card` would make at `at`, or why it may not go there.
    pub fn check(&self, at: Placement, card: Card) -> Result<Contact, GrowthError> {
        let mut contact = Contact::default();
        for neighbour in self.neighbours(at)?.into_iter().flatten() {
            match commonness(card, neighbour) {
                Commonness::Nic => return Err(GrowthError::Nic { card, neighbour }),
                Commonness::Single => contact.singles += 1,
                Commonness::Tic => contact.tics += 1,
            }
        }
        Ok(contact)
    }

    /// Every placement where `card` may go, with what it would make there.
    #[must_use]
    pub fn legal_placements(&self, card: Card) -> Vec<(Placement, Contact)> {
        self.placements()
            .into_iter()
            .filter_map(|at| self.check(at, card).ok().map(|c| (at, c)))
            .collect()
    }

    /// Whether `card` may go anywhere.
    #[must_use]
    pub fn accepts(&self, card: Card) -> bool {
        // The cards a new card may touch: one Nic test against their union of compatibles.
        self.placements()
            .into_iter()
            .any(|at| self.check(at, card).is_ok())
    }

    /// The cards of `set` that may go somewhere.
    #[must_use]
    pub fn accepted(&self, set: CardSet) -> CardSet {
        set.into_iter().filter(|&c| self.accepts(c)).collect()
    }

    /// Lays `card` at `at`, or returns why not (the grid is then unchanged).
    pub fn place(&mut self, at: Placement, card: Card) -> Result<Contact, GrowthError> {
        let contact = self.check(at, card)?;
        match &mut self.line {
            Some(line) => {
                if at.index < line.start {
                    line.start = at.index;
                    line.cards.insert(0, card);
                } else {
                    line.cards.push(card);
                }
            }
            None => {
                self.line = Some(Line {
                    side: at.side,
                    start: at.index,
                    cards: vec![card],
                });
            }
        }
        self.merge_full_line();
        Ok(contact)
    }

    fn merge_full_line(&mut self) {
        let Some(line) = &self.line else { return };
        if line.cards.len() < self.side_len(line.side) {
            return;
        }
        let Some(line) = self.line.take() else { return };
        let (rows, cols) = (self.rows, self.cols);
        match line.side {
            Side::Top => {
                let mut cells = line.cards;
                cells.extend_from_slice(&self.cells);
                self.cells = cells;
                self.rows += 1;
            }
            Side::Bottom => {
                self.cells.extend(line.cards);
                self.rows += 1;
            }
            Side::Left | Side::Right => {
                let mut cells = Vec::with_capacity(rows * (cols + 1));
                for (r, new) in line.cards.into_iter().enumerate() {
                    let row = &self.cells[r * cols..(r + 1) * cols];
                    if line.side == Side::Left {
                        cells.push(new);
                        cells.extend_from_slice(row);
                    } else {
                        cells.extend_from_slice(row);
                        cells.push(new);
                    }
                }
                self.cells = cells;
                self.cols += 1;
            }
        }
    }

    /// The grid as rows of optional cards, the line being built included (an extra row or
    /// column, with `None` where it is not built yet). For drawing.
    #[must_use]
    pub fn to_rows(&self) -> Vec<Vec<Option<Card>>> {
        let mut rows: Vec<Vec<Option<Card>>> = self
            .cells
            .chunks(self.cols.max(1))
            .map(|r| r.iter().copied().map(Some).collect())
            .collect();
        if let Some(line) = &self.line {
            let len = self.side_len(line.side);
            let mut full = vec![None; len];
            for (i, c) in line.cards.iter().enumerate() {
                if let Some(slot) = full.get_mut(line.start.saturating_add(i)) {
                    *slot = Some(*c);
                }
            }
            match line.side {
                Side::Top => rows.insert(0, full),
                Side::Bottom => rows.push(full),
                Side::Left => rows.iter_mut().zip(full).for_each(|(r, c)| r.insert(0, c)),
                Side::Right => rows.iter_mut().zip(full).for_each(|(r, c)| r.push(c)),
            }
        }
        rows
    }

    /// Checks the grid's invariants (for loading saved states): a `rows x cols` rectangle
    /// with sides differing by at most one, a line on an allowed side with a run inside it
    /// and shorter than it, and no Nic edge anywhere.
    pub fn validate(&self) -> Result<(), String> {
        if self.rows == 0
            || self.cols == 0
            || self.rows.checked_mul(self.cols) != Some(self.cells.len())
        {
            return Err(format!(
                "a {}x{} grid holds {} cards",
                self.rows,
                self.cols,
                self.cells.len()
            ));
        }
        if self.rows.abs_diff(self.cols) > 1 {
            return Err(format!(
                "a {}x{} grid is not near square",
                self.rows, self.cols
            ));
        }
        if let Some(line) = &self.line {
            let len = self.side_len(line.side);
            if !self.side_open(line.side)
                || line.cards.is_empty()
                || line.cards.len() >= len
                || line.start.saturating_add(line.cards.len()) > len
            {
                return Err(format!("the {} line of a grid is malformed", line.side));
            }
        }
        let rows = self.to_rows();
        for (r, row) in rows.iter().enumerate() {
            for (c, card) in row.iter().enumerate() {
                let Some(card) = card else { continue };
                let right = row.get(c + 1).copied().flatten();
                let below = rows.get(r + 1).and_then(|n| n.get(c)).copied().flatten();
                for other in [right, below].into_iter().flatten() {
                    if commonness(*card, other) == Commonness::Nic {
                        return Err(format!("{card} and {other} Nic in a grid"));
                    }
                }
            }
        }
        Ok(())
    }
}

/// The obviously-correct reference: the grid as a set of absolute cells, a placement legal iff
/// the resulting set of cells is "a full near-square rectangle plus one contiguous partial
/// line on an allowed side" and no edge Nics. Used by the tests to check [`GrowingGrid`].
pub mod naive {
    use std::collections::BTreeMap;

    use tic_core::{Card, Commonness, commonness};

    /// A cell `(row, col)`, any integers.
    pub type Cell = (i32, i32);

    /// A grid as a map from cells to cards.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct NaiveGrid {
        /// The laid cards.
        pub cells: BTreeMap<Cell, Card>,
    }

    fn bbox(cells: &[Cell]) -> (i32, i32, i32, i32) {
        let r0 = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let r1 = cells.iter().map(|c| c.0).max().unwrap_or(0);
        let c0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let c1 = cells.iter().map(|c| c.1).max().unwrap_or(0);
        (r0, r1, c0, c1)
    }

    /// Whether a set of cells is a shape the growth rule can reach.
    #[must_use]
    pub fn valid_shape(cells: &[Cell]) -> bool {
        if cells.is_empty() {
            return false;
        }
        let (r0, r1, c0, c1) = bbox(cells);
        let has = |r: i32, c: i32| cells.contains(&(r, c));
        let full = |a: i32, b: i32, c: i32, d: i32| (a..=b).all(|r| (c..=d).all(|col| has(r, col)));
        let (h, w) = (r1 - r0 + 1, c1 - c0 + 1);
        let count = i32::try_from(cells.len()).unwrap_or(i32::MAX);
        if count == h * w {
            return (h - w).abs() <= 1;
        }
        // A rectangle plus a partial contiguous line on one side of the bounding box.
        let run = |line: &[bool]| {
            let first = line.iter().position(|&b| b);
            let last = line.iter().rposition(|&b| b);
            match (first, last) {
                (Some(f), Some(l)) => line[f..=l].iter().all(|&b| b) && l - f + 1 < line.len(),
                _ => false,
            }
        };
        let mut ok = false;
        // Partial top row: rectangle rows r0+1..=r1, h-1 rows by w cols, must allow a row.
        if h >= 2 && full(r0 + 1, r1, c0, c1) && h - 1 <= w {
            let line: Vec<bool> = (c0..=c1).map(|c| has(r0, c)).collect();
            ok |= run(&line) && (h - 1 - w).abs() <= 1;
        }
        if h >= 2 && full(r0, r1 - 1, c0, c1) && h - 1 <= w {
            let line: Vec<bool> = (c0..=c1).map(|c| has(r1, c)).collect();
            ok |= run(&line) && (h - 1 - w).abs() <= 1;
        }
        if w >= 2 && full(r0, r1, c0 + 1, c1) && w - 1 <= h {
            let line: Vec<bool> = (r0..=r1).map(|r| has(r, c0)).collect();
            ok |= run(&line) && (w - 1 - h).abs() <= 1;
        }
        if w >= 2 && full(r0, r1, c0, c1 - 1) && w - 1 <= h {
            let line: Vec<bool> = (r0..=r1).map(|r| has(r, c1)).collect();
            ok |= run(&line) && (w - 1 - h).abs() <= 1;
        }
        ok
    }

    impl NaiveGrid {
        /// A grid with one card at `(0, 0)`.
        #[must_use]
        pub fn new(first: Card) -> NaiveGrid {
            NaiveGrid {
                cells: BTreeMap::from([((0, 0), first)]),
            }
        }

        /// The laid neighbours of a cell.
        #[must_use]
        pub fn neighbours(&self, (r, c): Cell) -> Vec<Card> {
            [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                .iter()
                .filter_map(|n| self.cells.get(n).copied())
                .collect()
        }

        /// Every empty cell where the growth rule allows the next card.
        #[must_use]
        pub fn free_cells(&self) -> Vec<Cell> {
            let keys: Vec<Cell> = self.cells.keys().copied().collect();
            let (r0, r1, c0, c1) = bbox(&keys);
            let mut out = Vec::new();
            for r in r0 - 1..=r1 + 1 {
                for c in c0 - 1..=c1 + 1 {
                    if self.cells.contains_key(&(r, c)) || self.neighbours((r, c)).is_empty() {
                        continue;
                    }
                    let mut next = keys.clone();
                    next.push((r, c));
                    if valid_shape(&next) {
                        out.push((r, c));
                    }
                }
            }
            out
        }

        /// Whether `card` may go at `cell`: a free cell and no Nic with its neighbours.
        #[must_use]
        pub fn allows(&self, cell: Cell, card: Card) -> bool {
            self.free_cells().contains(&cell)
                && self
                    .neighbours(cell)
                    .iter()
                    .all(|&n| commonness(card, n) != Commonness::Nic)
        }
    }
}
