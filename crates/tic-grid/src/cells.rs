//! `Cells`: a set of board cells as one 128-bit mask.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub, SubAssign};

/// The most cells a board may have (one bit each in a `u128`).
pub const MAX_CELLS: usize = 128;

/// A set of cells of one board, by cell index `0..128`. Iterates in index order.
///
/// ```
/// use tic_grid::Cells;
/// let mut cells = Cells::EMPTY;
/// cells.insert(3);
/// cells.insert(70);
/// assert_eq!(cells.iter().collect::<Vec<_>>(), vec![3, 70]);
/// assert!(cells.contains(70) && !cells.contains(4));
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cells(pub u128);

impl Cells {
    /// No cells.
    pub const EMPTY: Cells = Cells(0);

    /// The first `n` cells (`0..n`); all 128 for `n >= 128`.
    #[must_use]
    pub const fn first_n(n: usize) -> Cells {
        if n >= MAX_CELLS {
            Cells(u128::MAX)
        } else {
            Cells((1u128 << n) - 1)
        }
    }

    /// The one cell `index` (empty if `index >= 128`).
    #[must_use]
    pub const fn single(index: usize) -> Cells {
        if index < MAX_CELLS {
            Cells(1u128 << index)
        } else {
            Cells(0)
        }
    }

    /// Number of cells.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there are none.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `index` is in the set.
    #[must_use]
    pub const fn contains(self, index: usize) -> bool {
        index < MAX_CELLS && self.0 & (1u128 << index) != 0
    }

    /// Adds a cell (ignored if `index >= 128`); whether it was new.
    pub fn insert(&mut self, index: usize) -> bool {
        let was = self.contains(index);
        self.0 |= Cells::single(index).0;
        index < MAX_CELLS && !was
    }

    /// Removes a cell; whether it was there.
    pub fn remove(&mut self, index: usize) -> bool {
        let was = self.contains(index);
        self.0 &= !Cells::single(index).0;
        was
    }

    /// The lowest cell.
    #[must_use]
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The cells in increasing order.
    #[must_use]
    pub const fn iter(self) -> CellIter {
        CellIter(self.0)
    }

    /// Whether every cell of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: Cells) -> bool {
        self.0 & !other.0 == 0
    }
}

/// Iterator over the cells of a [`Cells`], lowest first.
#[derive(Clone, Debug)]
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellIter {}

impl IntoIterator for Cells {
    type Item = usize;
    type IntoIter = CellIter;
    fn into_iter(self) -> CellIter {
        self.iter()
    }
}

impl FromIterator<usize> for Cells {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Cells {
        let mut cells = Cells::EMPTY;
        for index in iter {
            cells.insert(index);
        }
        cells
    }
}

/// The set operators, each one bit operation on the mask.
macro_rules! set_ops {
    ($($op:ident $method:ident $assign:ident $assign_method:ident: |$a:ident, $b:ident| $body:expr;)*) => {$(
        impl $op for Cells {
            type Output = Cells;
            fn $method(self, rhs: Cells) -> Cells {
                let ($a, $b) = (self.0, rhs.0);
                Cells($body)
            }
        }
        impl $assign for Cells {
            fn $assign_method(&mut self, rhs: Cells) {
                *self = $op::$method(*self, rhs);
            }
        }
    )*};
}

set_ops! {
    BitAnd bitand BitAndAssign bitand_assign: |a, b| a & b;
    BitOr bitor BitOrAssign bitor_assign: |a, b| a | b;
    Sub sub SubAssign sub_assign: |a, b| a & !b;
}

impl Not for Cells {
    type Output = Cells;
    fn not(self) -> Cells {
        Cells(!self.0)
    }
}

impl fmt::Debug for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}
