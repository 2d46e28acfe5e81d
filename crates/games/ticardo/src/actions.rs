//! What players do, and the typed reasons an action is rejected.

use core::fmt;

use thiserror::Error;
use ticardo_core::{Card, Cell};

/// A solitaire action: play a card from hand that is "off by one" from the board, moving the
/// board's dot at `from` to the empty square `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Play {
    /// The card played.
    pub card: Card,
    /// The dot moved.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "play {} moving {}->{}", self.card, self.from, self.to)
    }
}

/// A two-player action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DuelAction {
    /// Score a card that is "off by one" from the board, moving a dot.
    Play(Play),
    /// With no play at the start of the turn: put a card on the shared discard pile, draw,
    /// and end the turn.
    Discard(Card),
    /// With no play at the start of the turn: end the turn doing nothing.
    Pass,
}

impl fmt::Display for DuelAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelAction::Play(p) => p.fmt(f),
            DuelAction::Discard(c) => write!(f, "discard {c}"),
            DuelAction::Pass => f.write_str("pass"),
        }
    }
}

/// A change of one of the player's own pieces, in the game with pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Change {
    /// Move a piece to an empty square.
    Move {
        /// The piece's square.
        from: Cell,
        /// The empty square.
        to: Cell,
    },
    /// Put a piece from hand on an empty square.
    Add {
        /// The empty square.
        to: Cell,
    },
    /// Take a piece off the board into hand.
    Remove {
        /// The piece's square.
        from: Cell,
    },
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Move { from, to } => write!(f, "move {from}->{to}"),
            Change::Add { to } => write!(f, "add at {to}"),
            Change::Remove { from } => write!(f, "remove from {from}"),
        }
    }
}

/// An action in the game with pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PiecesAction {
    /// Change one piece so the player's pieces show the card's pattern, and score the card.
    Score {
        /// The card scored.
        card: Card,
        /// The change that makes the pattern.
        change: Change,
    },
    /// End of turn, first part: change one piece without scoring.
    Adjust(Change),
    /// End of turn, first part: leave the pieces as they are.
    KeepPieces,
    /// End of turn, second part: discard a card and draw.
    Discard(Card),
}

impl fmt::Display for PiecesAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PiecesAction::Score { card, change } => write!(f, "score {card} by {change}"),
            PiecesAction::Adjust(change) => write!(f, "end of turn: {change}"),
            PiecesAction::KeepPieces => f.write_str("end of turn: leave the pieces"),
            PiecesAction::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

/// Why an action is rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Illegal {
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The square has none of the player's dots or pieces.
    #[error("there is no dot of yours on {0}")]
    NoDotThere(Cell),
    /// The target square is taken.
    #[error("{0} is not empty")]
    NotEmpty(Cell),
    /// The move goes further than the game's reach allows.
    #[error("moving {from}->{to} goes further than this game allows ({reach})")]
    TooFar {
        /// From.
        from: Cell,
        /// To.
        to: Cell,
        /// The game's reach.
        reach: ticardo_core::Reach,
    },
    /// The change does not turn the board into the card's pattern.
    #[error("that change does not make the pattern of {0}")]
    NoMatch(Card),
    /// The player has no piece in hand to add.
    #[error("you have no piece in hand to add")]
    NoPieceInHand,
    /// The player can score, so must (turns end only when no score is possible).
    #[error("you can still score: play a matching card")]
    MustScore,
    /// A second piece added or removed in one turn (the text allows one a turn).
    #[error("only one piece can be added or removed in a turn")]
    OneAddOrRemovePerTurn,
    /// This kind of action is not allowed in the current step of the turn.
    #[error("that is not allowed now: {0}")]
    WrongStep(&'static str),
}
