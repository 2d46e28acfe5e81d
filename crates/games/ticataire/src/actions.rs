//! Moves (the game's actions), the typed reasons a move is rejected, and events.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::Card;

/// One of the two sequence piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SeqPile {
    /// Started by a card with two properties at the lowest value (1, circle, violet).
    Low,
    /// Started by a card with two properties at the highest value (5, star, red).
    High,
}

impl SeqPile {
    /// Both piles.
    pub const ALL: [SeqPile; 2] = [SeqPile::Low, SeqPile::High];

    /// 0 for the low pile, 1 for the high pile.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for SeqPile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SeqPile::Low => "low",
            SeqPile::High => "high",
        })
    }
}

/// A move. Columns are numbered 0 to 6 (shown as 1 to 7 in text, 0 to 6 in JSON).
///
/// Text as [`Display`](fmt::Display) writes it (and [`FromStr`] reads it): `flip`,
/// `flipped card to column 3`, `flipped card to the low pile`, `column 1 onto column 2`,
/// `bottom card of column 1 to the high pile`, `top of the low pile to column 3`. JSON:
/// `"flip"`, `{"waste_to_column": 2}`, `{"waste_to_sequence": "low"}`,
/// `{"column_to_column": {"from": 0, "to": 1}}`, `{"column_to_sequence": {"from": 0, "pile":
/// "high"}}`, `{"sequence_to_column": {"pile": "low", "to": 2}}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Move {
    /// Flip the next deck card face up (turning the flipped cards over into a new deck first
    /// when the deck is used up).
    Flip,
    /// Lay the flipped card below a column's bottom card (a Tic), or in an empty space (a 5).
    WasteToColumn(u8),
    /// Lay the flipped card on a sequence pile.
    WasteToSequence(SeqPile),
    /// Move a whole column below another column's bottom card (its top card Tics with it),
    /// or into an empty space (its top card is a 5).
    ColumnToColumn {
        /// The column moved.
        from: u8,
        /// The column it joins.
        to: u8,
    },
    /// Move a column's bottom card onto a sequence pile.
    ColumnToSequence {
        /// The column.
        from: u8,
        /// The pile.
        pile: SeqPile,
    },
    /// Move a sequence pile's top card down into a column.
    SequenceToColumn {
        /// The pile.
        pile: SeqPile,
        /// The column.
        to: u8,
    },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let col = |c: &u8| u16::from(*c) + 1;
        match self {
            Move::Flip => f.write_str("flip"),
            Move::WasteToColumn(to) => write!(f, "flipped card to column {}", col(to)),
            Move::WasteToSequence(pile) => write!(f, "flipped card to the {pile} pile"),
            Move::ColumnToColumn { from, to } => {
                write!(f, "column {} onto column {}", col(from), col(to))
            }
            Move::ColumnToSequence { from, pile } => {
                write!(f, "bottom card of column {} to the {pile} pile", col(from))
            }
            Move::SequenceToColumn { pile, to } => {
                write!(f, "top of the {pile} pile to column {}", col(to))
            }
        }
    }
}

/// The forms [`Move`]'s text takes, for error messages.
const FORMS: &str = "expected `flip`, `flipped card to column N`, `flipped card to the low|high \
                     pile`, `column N onto column M`, `bottom card of column N to the low|high \
                     pile` or `top of the low|high pile to column N` (columns 1 to 7)";

impl FromStr for Move {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, extra spaces
    /// ignored; columns 1 to 7).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let column = |text: &str| -> Result<u8, ParseActionError> {
            text.parse::<u8>()
                .ok()
                .filter(|n| (1..=COLUMNS).contains(n))
                .map(|n| n - 1)
                .ok_or_else(|| {
                    ParseActionError::new(s, format!("`{text}` is not a column (1 to 7)"))
                })
        };
        let pile = |text: &str| match text {
            "low" => Ok(SeqPile::Low),
            "high" => Ok(SeqPile::High),
            _ => Err(ParseActionError::new(
                s,
                format!("`{text}` is not a sequence pile (low or high)"),
            )),
        };
        match words.as_slice() {
            ["flip"] => Ok(Move::Flip),
            ["flipped", "card", "to", "column", to] => Ok(Move::WasteToColumn(column(to)?)),
            ["flipped", "card", "to", "the", p, "pile"] => Ok(Move::WasteToSequence(pile(p)?)),
            ["column", from, "onto", "column", to] => Ok(Move::ColumnToColumn {
                from: column(from)?,
                to: column(to)?,
            }),
            [
                "bottom",
                "card",
                "of",
                "column",
                from,
                "to",
                "the",
                p,
                "pile",
            ] => Ok(Move::ColumnToSequence {
                from: column(from)?,
                pile: pile(p)?,
            }),
            ["top", "of", "the", p, "pile", "to", "column", to] => Ok(Move::SequenceToColumn {
                pile: pile(p)?,
                to: column(to)?,
            }),
            _ => Err(ParseActionError::new(s, FORMS)),
        }
    }
}

/// Columns, as the text numbers them (1 to 7).
const COLUMNS: u8 = 7;

/// Why a move is rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TicIllegal {
    /// Columns are 0 to 6.
    #[error("there is no column {0} (columns are 0 to 6)")]
    NoSuchColumn(u8),
    /// The column has no face-up card.
    #[error("column {0} is empty")]
    EmptyColumn(u8),
    /// The sequence pile is empty.
    #[error("the {0} pile is empty")]
    EmptySequence(SeqPile),
    /// A column cannot move onto itself.
    #[error("column {0} cannot move onto itself")]
    SameColumn(u8),
    /// Moving a column with nothing under it into an empty space changes nothing.
    #[error("the column has nothing under it: moving it to an empty space changes nothing")]
    PointlessMove,
    /// The card does not Tic with the column's bottom card.
    #[error("{card} does not Tic with {bottom}")]
    NoTic {
        /// The card moved.
        card: Card,
        /// The column's bottom card.
        bottom: Card,
    },
    /// An empty space takes only a 5.
    #[error("an empty space takes only a card with a 5, not {0}")]
    EmptyNeedsFive(Card),
    /// The card cannot start this sequence pile.
    #[error("{card} cannot start the {pile} pile: it needs two properties at that end")]
    NotAStart {
        /// The card moved.
        card: Card,
        /// The pile.
        pile: SeqPile,
    },
    /// The card is not a Duo or Tripo from the pile's top.
    #[error("{card} on {top} is not a Duo or a Tripo")]
    NoDuo {
        /// The card moved.
        card: Card,
        /// The pile's top card.
        top: Card,
    },
    /// No card has been flipped.
    #[error("no flipped card to play")]
    NoFlippedCard,
    /// The deck and its flipped cards are all in play.
    #[error("the deck is used up")]
    DeckEmpty,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Finish {
    /// Every buried card uncovered and every deck card in play.
    Won,
    /// No legal move is left.
    Stuck,
    /// The stall limit: too many moves in a row brought no card into play.
    Stalled,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum TicEvent {
    /// A move was made; `card` is the card moved (a column's top card for a column move), or
    /// the card flipped from the deck (`None` once that card is hidden again in the deck).
    Moved {
        /// The move.
        mv: Move,
        /// The card.
        card: Option<Card>,
    },
    /// The flipped cards were turned over into a new deck.
    Redealt,
    /// A buried card was uncovered.
    Uncovered {
        /// The column.
        column: u8,
        /// The card.
        card: Card,
    },
    /// The game ended.
    Ended {
        /// How.
        finish: Finish,
    },
}

impl fmt::Display for TicEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicEvent::Moved {
                mv: Move::Flip,
                card: Some(card),
            } => write!(f, "flipped {card}"),
            TicEvent::Moved {
                mv,
                card: Some(card),
            } => write!(f, "{mv}: {card}"),
            TicEvent::Moved { mv, card: None } => write!(f, "{mv}"),
            TicEvent::Redealt => f.write_str("the flipped cards are turned over into a new deck"),
            TicEvent::Uncovered { column, card } => {
                write!(f, "column {} uncovers {card}", u16::from(*column) + 1)
            }
            TicEvent::Ended { finish } => match finish {
                Finish::Won => f.write_str("every card is in play: won!"),
                Finish::Stuck => f.write_str("no move is left: lost"),
                Finish::Stalled => f.write_str("no card came into play for too long: lost"),
            },
        }
    }
}
/// What [`Board::apply`](crate::Board::apply) did beyond the move itself, so
/// [`Board::undo`](crate::Board::undo) can reverse it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    /// The move applied.
    pub mv: Move,
    /// A face-down card was turned up in the column the move left.
    pub uncovered: bool,
    /// The flip first turned the flipped cards over to form a new deck.
    pub redealt: bool,
    /// For a column move: how many cards moved.
    pub moved: usize,
}
