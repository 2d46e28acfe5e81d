//! Reading the grid games' actions from text: the pieces their `FromStr` impls share, so that a
//! card, a number counted from 1, a cell (`row 2 col 3`), an offset from a start card (`(+1,-2)`)
//! and a placement on a growing grid (`top 3`) read the same way in every grid game.
//!
//! Each reader takes the whole action's text (for the error message) and the words to read,
//! already lowercased and split at whitespace, and returns a
//! [`ParseActionError`] naming the text and what is wrong.
//!
//! ```
//! use tic_grid::{Pos, text};
//!
//! let action = "place 3sr at row 2, column 3";
//! let lower = action.to_ascii_lowercase();
//! let words: Vec<&str> = lower.split_whitespace().collect();
//! assert_eq!(text::card(action, words[1])?, "3-star-red".parse()?);
//! assert_eq!(text::pos(action, &words[3..])?, Pos::new(1, 2));
//! assert_eq!(text::counted_from_one(1), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use rules_engine::ParseActionError;
use tic_core::Card;

use crate::bounded::Offset;
use crate::growing::{Placement, Side};
use crate::rect::Pos;

/// An index shown counted from 1, widened so that even `usize::MAX` is shown as it reads back
/// (`usize::MAX + 1`): what every grid game's `Display` writes for rows, columns and places.
#[must_use]
pub fn counted_from_one(index: usize) -> u128 {
    // A usize always fits in a u128 with room for one more.
    u128::try_from(index).map_or(u128::MAX, |i| i + 1)
}

/// The card `word` names (long form `3-star-red` or compact `3sr`).
pub fn card(text: &str, word: &str) -> Result<Card, ParseActionError> {
    word.parse()
        .map_err(|e: tic_core::ParseCardError| ParseActionError::new(text, e.to_string()))
}

/// The index a number counted from 1 names (`"1"` is index 0); `what` names it in the error
/// (`"row"`, `"column"`...). A trailing comma is allowed (`row 2, column 3`).
pub fn index(text: &str, word: &str, what: &str) -> Result<usize, ParseActionError> {
    let digits = word.strip_suffix(',').unwrap_or(word);
    digits
        .parse::<u128>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| usize::try_from(i).ok())
        .ok_or_else(|| {
            ParseActionError::new(
                text,
                format!("the {what} is a number counted from 1, not `{word}`"),
            )
        })
}

/// A whole number (a seat, a count) as `Display` writes it.
pub fn number(text: &str, word: &str, what: &str) -> Result<usize, ParseActionError> {
    word.parse()
        .map_err(|_| ParseActionError::new(text, format!("the {what} is a number, not `{word}`")))
}

/// A cell of a rectangular grid as [`Pos`]'s `Display` writes it, `row 2 col 3`, or as Gridsy
/// writes it, `row 2, column 3` (rows and columns counted from 1).
pub fn pos(text: &str, words: &[&str]) -> Result<Pos, ParseActionError> {
    match words {
        ["row", row, "col" | "column", col] => Ok(Pos::new(
            index(text, row, "row")?,
            index(text, col, "column")?,
        )),
        _ => Err(ParseActionError::new(
            text,
            "expected a cell: `row R col C` or `row R, column C`",
        )),
    }
}

/// An offset from a grid's start card as [`Offset`]'s `Display` writes it: `(+1,-2)` (rows
/// down, columns right; the signs may be left out of positive numbers).
pub fn offset(text: &str, word: &str) -> Result<Offset, ParseActionError> {
    let bad = || {
        ParseActionError::new(
            text,
            format!("expected an offset `(+R,+C)` from the start card, not `{word}`"),
        )
    };
    let inner = word
        .strip_prefix('(')
        .and_then(|w| w.strip_suffix(')'))
        .ok_or_else(bad)?;
    let (row, col) = inner.split_once(',').ok_or_else(bad)?;
    let coordinate = |s: &str| s.trim().parse::<i8>().map_err(|_| bad());
    Ok(Offset::new(coordinate(row)?, coordinate(col)?))
}

/// A side of a growing grid as [`Side`]'s `Display` writes it (`top`, `bottom`, `left`,
/// `right`).
pub fn side(text: &str, word: &str) -> Result<Side, ParseActionError> {
    Side::ALL
        .into_iter()
        .find(|s| s.to_string() == word)
        .ok_or_else(|| {
            ParseActionError::new(
                text,
                format!("expected a side (top, bottom, left or right), not `{word}`"),
            )
        })
}

/// A placement on a growing grid as [`Placement`]'s `Display` writes it: a side and a position
/// along it counted from 1 (`top 3`).
pub fn placement(text: &str, words: &[&str]) -> Result<Placement, ParseActionError> {
    match words {
        [s, n] => Ok(Placement::new(side(text, s)?, index(text, n, "position")?)),
        _ => Err(ParseActionError::new(
            text,
            "expected a placement: a side and a position, as in `top 3`",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<&str> {
        s.split_whitespace().collect()
    }

    #[test]
    fn each_piece_reads_what_display_writes() {
        for p in [Pos::new(0, 0), Pos::new(4, 2), Pos::new(usize::MAX, 7)] {
            let shown = p.to_string();
            assert_eq!(pos(&shown, &words(&shown)), Ok(p), "{shown}");
        }
        for o in [
            Offset::new(0, 0),
            Offset::new(-3, 2),
            Offset::new(i8::MIN, i8::MAX),
        ] {
            let shown = o.to_string();
            assert_eq!(offset(&shown, &shown), Ok(o), "{shown}");
        }
        for s in Side::ALL {
            for i in [0, 5, usize::MAX] {
                let p = Placement::new(s, i);
                let shown = p.to_string();
                assert_eq!(placement(&shown, &words(&shown)), Ok(p), "{shown}");
            }
        }
        assert_eq!(pos("", &words("row 2, column 3")), Ok(Pos::new(1, 2)));
        assert_eq!(offset("", "(1,-2)"), Ok(Offset::new(1, -2)));
        assert_eq!(
            counted_from_one(usize::MAX).to_string(),
            "18446744073709551616"
        );
    }

    #[test]
    fn malformed_pieces_are_refused() {
        for w in [
            "row 0 col 1",
            "row 1",
            "row x col 2",
            "col 1 row 2",
            "row 1 col 2 3",
        ] {
            assert!(pos(w, &words(w)).is_err(), "{w}");
        }
        for w in ["(1,2", "1,2", "(1;2)", "(200,0)", "()", "(1,2,3)"] {
            assert!(offset(w, w).is_err(), "{w}");
        }
        for w in ["up 1", "top 0", "top", "top 1 2"] {
            assert!(placement(w, &words(w)).is_err(), "{w}");
        }
        assert!(
            index("", "18446744073709551617", "row").is_err(),
            "past usize"
        );
        assert!(card("play 9zz", "9zz").is_err());
        let err = index("play 3sr at row 0", "0", "row").expect_err("0");
        assert!(err.to_string().contains("counted from 1"), "{err}");
    }
}
