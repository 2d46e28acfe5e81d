//! Actions, the reasons an action is refused, and events.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::Card;
use tic_grid::text::{self, counted_from_one};

/// What a player can do. Arranging is modelled as placing loose cards into empty cells and
/// taking placed cards back; a move is a take-back then a placement.
///
/// Its text (`Display`, read back by `FromStr`; cards in the long or compact form; rows and
/// columns counted from 1 in text, from 0 in the values):
///
/// | action | text |
/// |---|---|
/// | `Place` | `place 3-star-red at row 2, column 3` |
/// | `Remove` | `take back the card at row 2, column 3` |
/// | `Swap` | `swap 3-star-red for 4-circle-cyan in the pool` |
/// | `Draw` | `impossible: draw an extra card` |
///
/// ```
/// use tic_gridsy::GridsyAction;
///
/// let place: GridsyAction = "place 3sr at row 2, column 3".parse()?;
/// assert_eq!(place, GridsyAction::Place { card: "3sr".parse()?, row: 1, col: 2 });
/// assert_eq!(place.to_string(), "place 3-star-red at row 2, column 3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum GridsyAction {
    /// Put a loose card of yours into an empty cell of your grid. It may
    /// not Nic with the cards already beside it.
    Place {
        /// The card.
        card: Card,
        /// The row, from 0 (shown from 1).
        row: usize,
        /// The column, from 0 (shown from 1).
        col: usize,
    },
    /// Take the card of a cell of your grid back among your loose cards (a rearrangement).
    Remove {
        /// The row, from 0.
        row: usize,
        /// The column, from 0.
        col: usize,
    },
    /// Head-to-head: swap one of your loose cards with a card of the pool (a rearrangement).
    Swap {
        /// Your card, into the pool.
        give: Card,
        /// The pool's card, to you.
        take: Card,
    },
    /// Solo: declare the grid impossible with these cards and take an extra card.
    Draw,
}

impl fmt::Display for GridsyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridsyAction::Place { card, row, col } => {
                let (row, col) = (counted_from_one(*row), counted_from_one(*col));
                write!(f, "place {card} at row {row}, column {col}")
            }
            GridsyAction::Remove { row, col } => {
                let (row, col) = (counted_from_one(*row), counted_from_one(*col));
                write!(f, "take back the card at row {row}, column {col}")
            }
            GridsyAction::Swap { give, take } => write!(f, "swap {give} for {take} in the pool"),
            GridsyAction::Draw => f.write_str("impossible: draw an extra card"),
        }
    }
}

impl FromStr for GridsyAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, any spacing; cards
    /// in the long or compact form; rows and columns counted from 1, the comma between them
    /// optional).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["place", card, "at", cell @ ..] => {
                let at = text::pos(s, cell)?;
                Ok(GridsyAction::Place {
                    card: text::card(s, card)?,
                    row: at.row,
                    col: at.col,
                })
            }
            ["take", "back", "the", "card", "at", cell @ ..] => {
                let at = text::pos(s, cell)?;
                Ok(GridsyAction::Remove {
                    row: at.row,
                    col: at.col,
                })
            }
            ["swap", give, "for", take, "in", "the", "pool"] => Ok(GridsyAction::Swap {
                give: text::card(s, give)?,
                take: text::card(s, take)?,
            }),
            ["impossible:", "draw", "an", "extra", "card"] => Ok(GridsyAction::Draw),
            _ => Err(ParseActionError::new(
                s,
                "expected `place CARD at row R, column C`, `take back the card at row R, \
                 column C`, `swap CARD for CARD in the pool` or `impossible: draw an extra card`",
            )),
        }
    }
}

/// Why Gridsy refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Illegal {
    /// The card is not among the player's loose cards.
    #[error("{0} is not among your loose cards")]
    NotLoose(Card),
    /// The pool has no such card.
    #[error("{0} is not in the pool")]
    NotInPool(Card),
    /// No such cell.
    #[error("there is no row {}, column {} in a {size}x{size} grid", row.saturating_add(1), col.saturating_add(1))]
    NoSuchCell {
        /// The row asked for.
        row: usize,
        /// The column asked for.
        col: usize,
        /// The grid size.
        size: usize,
    },
    /// The cell holds a card.
    #[error("row {}, column {} is taken", .0.saturating_add(1), .1.saturating_add(1))]
    CellTaken(usize, usize),
    /// The cell is empty.
    #[error("row {}, column {} is empty", .0.saturating_add(1), .1.saturating_add(1))]
    CellEmpty(usize, usize),
    /// The card would Nic with a neighbour.
    #[error("{card} Nics with {neighbour}")]
    Nic {
        /// The card placed.
        card: Card,
        /// The neighbour it Nics with.
        neighbour: Card,
    },
    /// No rearrangements left this round.
    #[error("no rearrangements left this round")]
    NoRearrangementsLeft,
    /// Swaps are for head-to-head, draws for the solo game.
    #[error("this action is not part of the {0} game")]
    WrongMode(&'static str),
    /// The deck is empty.
    #[error("the deck is empty")]
    DeckEmpty,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum GridsyEvent {
    /// A round was dealt and the cards turned face up.
    RoundStarts {
        /// Round number from 1.
        round: usize,
    },
    /// A card was placed.
    Placed {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// The cell, row-major from 0.
        cell: usize,
    },
    /// A card was taken back.
    Removed {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// The cell, row-major from 0.
        cell: usize,
    },
    /// A swap with the pool.
    Swapped {
        /// Seat.
        player: usize,
        /// The card given.
        give: Card,
        /// The card taken.
        take: Card,
    },
    /// An extra card was drawn (face up).
    Drew {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A grid was completed.
    Completed {
        /// Seat.
        player: usize,
        /// Extra cards taken this round (solo).
        extra: usize,
    },
    /// Nobody can do anything more this round: it ends without a completed grid.
    Stalled,
    /// The match is over.
    MatchOver,
}

impl fmt::Display for GridsyEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridsyEvent::RoundStarts { round } => write!(f, "round {round}: cards dealt face up"),
            GridsyEvent::Placed { player, card, cell } => {
                write!(f, "player {player} places {card} in cell {cell}")
            }
            GridsyEvent::Removed { player, card, cell } => {
                write!(f, "player {player} takes {card} back from cell {cell}")
            }
            GridsyEvent::Swapped { player, give, take } => {
                write!(f, "player {player} swaps {give} for {take}")
            }
            GridsyEvent::Drew { player, card } => write!(f, "player {player} draws {card}"),
            GridsyEvent::Completed { player, extra } => {
                write!(
                    f,
                    "player {player} completes the grid ({extra} extra cards)"
                )
            }
            GridsyEvent::Stalled => f.write_str("the round stalls: no grid completed"),
            GridsyEvent::MatchOver => f.write_str("the match is over"),
        }
    }
}
