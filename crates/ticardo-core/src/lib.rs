//! Ticardo's cards: dot patterns on the 3x3 tic-tac-toe grid, up to rotation.
//!
//! - [`Pattern`]: a 9-bit mask of dots, with [`rotations`](Pattern::rotations) and a
//!   [`canonical`](Pattern::canonical) form; [`Cell`]: a square of the grid.
//! - [`PATTERNS`]: every distinct 1-, 2- and 3-dot pattern up to rotation, **derived by
//!   enumeration at compile time**: 3 + 10 + 22 = 35 (the rule text says 23 three-dot patterns;
//!   the enumeration finds 22, so each color has 35 cards, not 36).
//! - [`Card`]: a [`Color`] and a pattern; decks by color and number of dots
//!   ([`Card::deck`]). Text form `red:x.x/.x./...`.
//! - "Off by one" matching in constant time from precomputed tables: [`is_off_by_one`],
//!   [`one_move_classes`] (with a [`Reach`] for the solitaire variation's one-space and
//!   cardinal rules), [`add_one_classes`], [`remove_one_classes`], and [`moves_to`] to list the
//!   moves themselves.
//!
//! Rotations are quarter turns only: a card cannot be flipped (its back is a card back), and
//! only rotations reproduce the text's counts of 3 one-dot and 10 two-dot patterns
//! (reflections too would give 3 and 8).
//!
//! ```
//! use ticardo_core::{is_off_by_one, Card, Color, Pattern, Reach};
//!
//! let board: Pattern = "x.x/.x./...".parse()?;
//! let card: Card = "red:x../.xx/...".parse()?;
//! // Move the upper-right dot down one square.
//! assert!(is_off_by_one(board, card.pattern(), Reach::Any));
//! assert!(is_off_by_one(board, card.pattern(), Reach::OneSpace));
//! assert_eq!(Card::deck(Color::Red, 3..=3).len(), 22);
//! # Ok::<(), ticardo_core::ParseError>(())
//! ```

mod card;
mod classes;
#[cfg(feature = "naive")]
pub mod naive;
mod pattern;

pub use card::{Card, Color};
pub use classes::{
    ClassSet, MAX_DOTS, PATTERN_COUNT, PATTERNS, Reach, add_one_classes, class_of, is_off_by_one,
    moves_to, one_move_classes, pattern_count_with_dots, remove_one_classes,
};
pub use pattern::{Cell, Pattern, draw_side_by_side};

/// Text that is not a cell, pattern, color, card or reach.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// Not a cell name.
    #[error("`{0}` is not a cell: use TL, T, TR, L, C, R, BL, B, BR or 0-8")]
    Cell(String),
    /// Not a pattern.
    #[error(
        "`{0}` is not a pattern: write three rows of three `x`/`.` separated by `/`, e.g. x.x/.x./..."
    )]
    Pattern(String),
    /// Not a color.
    #[error("`{0}` is not a color: red or blue")]
    Color(String),
    /// Not a card.
    #[error(
        "`{0}` is not a Ticardo card: write color:pattern with 1 to 3 dots, e.g. red:x.x/.x./..."
    )]
    Card(String),
    /// Not a reach.
    #[error("`{0}` is not a reach: any, one-space or cardinal")]
    Reach(String),
}
