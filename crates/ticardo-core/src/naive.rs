//! Definition-by-enumeration versions of the matching functions, for tests and benchmarks
//! (feature `naive`): they turn the card through its rotations and compare masks, with no
//! table.

use crate::{Cell, Pattern, Reach};

/// [`crate::is_off_by_one`] by trying each rotation of the card.
#[must_use]
pub fn is_off_by_one(board: Pattern, card: Pattern, reach: Reach) -> bool {
    card.rotations().into_iter().any(|rot| {
        let gone = board.bits() & !rot.bits();
        let new = rot.bits() & !board.bits();
        if gone.count_ones() != 1 || new.count_ones() != 1 {
            return false;
        }
        match (
            Cell::new(gone.trailing_zeros() as u8),
            Cell::new(new.trailing_zeros() as u8),
        ) {
            (Some(from), Some(to)) => reach.allows(from, to),
            _ => false,
        }
    })
}

/// Every move `(from, to)` that turns `board` into a rotation of `card` within `reach`, by
/// trying all 81 pairs of cells.
#[must_use]
pub fn moves_to(board: Pattern, card: Pattern, reach: Reach) -> Vec<(Cell, Cell)> {
    let mut out = Vec::new();
    for from in Cell::ALL {
        for to in Cell::ALL {
            if board.contains(from)
                && !board.contains(to)
                && reach.allows(from, to)
                && board.without(from).with(to).is_rotation_of(card)
            {
                out.push((from, to));
            }
        }
    }
    out
}
