//! What players do, and the typed reasons an action is rejected.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use ticardo_core::{Card, Cell};

/// A solitaire action: play a card from hand that is "off by one" from the board, moving the
/// board's dot at `from` to the empty square `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DuelAction {
    /// Score a card that is "off by one" from the board, moving a dot.
    Play(Play),
    /// With no play at the start of the turn: draw a new card, put this card from hand on the
    /// shared discard pile, and end the turn (drawing first, a reshuffle never returns the
    /// card given up).
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
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
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
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
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

/// The words of `s`, lowercased (card, pattern and square names read in any case).
fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_ascii_lowercase).collect()
}

fn card(s: &str, word: &str) -> Result<Card, ParseActionError> {
    word.parse()
        .map_err(|e: ticardo_core::ParseError| ParseActionError::new(s, e.to_string()))
}

/// A move `from->to` (spaces around the arrow allowed), as the words after a keyword.
fn step(s: &str, words: &[String]) -> Result<(Cell, Cell), ParseActionError> {
    let joined = words.concat();
    let (from, to) = joined.split_once("->").ok_or_else(|| {
        ParseActionError::new(
            s,
            "expected a move `from->to` between squares, e.g. `TL->C`",
        )
    })?;
    let cell = |t: &str| {
        t.parse::<Cell>()
            .map_err(|e| ParseActionError::new(s, e.to_string()))
    };
    Ok((cell(from)?, cell(to)?))
}

fn cell(s: &str, word: &str) -> Result<Cell, ParseActionError> {
    word.parse()
        .map_err(|e: ticardo_core::ParseError| ParseActionError::new(s, e.to_string()))
}

impl Play {
    fn from_words(s: &str, words: &[String]) -> Option<Result<Play, ParseActionError>> {
        match words {
            [play, c, moving, rest @ ..] if play == "play" && moving == "moving" => {
                Some(card(s, c).and_then(|card| {
                    let (from, to) = step(s, rest)?;
                    Ok(Play { card, from, to })
                }))
            }
            _ => None,
        }
    }
}

impl FromStr for Play {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes: `play <card> moving <from>-><to>`
    /// (card, pattern and square names in any case, the card's pattern in any rotation).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Play::from_words(s, &words(s)).unwrap_or_else(|| {
            Err(ParseActionError::new(
                s,
                "expected `play <card> moving <from>-><to>`, e.g. `play red:x.x/.x./... moving TL->C`",
            ))
        })
    }
}

impl Change {
    fn from_words(s: &str, words: &[String]) -> Option<Result<Change, ParseActionError>> {
        let w: Vec<&str> = words.iter().map(String::as_str).collect();
        match w.as_slice() {
            ["move", ..] => Some(step(s, &words[1..]).map(|(from, to)| Change::Move { from, to })),
            ["add", "at", to] => Some(cell(s, to).map(|to| Change::Add { to })),
            ["remove", "from", from] => Some(cell(s, from).map(|from| Change::Remove { from })),
            _ => None,
        }
    }
}

impl FromStr for Change {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes: `move <from>-><to>`, `add at <square>`,
    /// `remove from <square>`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Change::from_words(s, &words(s)).unwrap_or_else(|| {
            Err(ParseActionError::new(
                s,
                "expected `move <from>-><to>`, `add at <square>` or `remove from <square>`",
            ))
        })
    }
}

impl FromStr for DuelAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes: `play <card> moving <from>-><to>`,
    /// `discard <card>`, `pass`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words = words(s);
        if let Some(play) = Play::from_words(s, &words) {
            return play.map(DuelAction::Play);
        }
        match words.as_slice() {
            [pass] if pass == "pass" => Ok(DuelAction::Pass),
            [discard, c] if discard == "discard" => card(s, c).map(DuelAction::Discard),
            _ => Err(ParseActionError::new(
                s,
                "expected `play <card> moving <from>-><to>`, `discard <card>` or `pass`",
            )),
        }
    }
}

impl FromStr for PiecesAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes: `score <card> by <change>`, `end of
    /// turn: <change>`, `end of turn: leave the pieces`, `discard <card>`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words = words(s);
        let w: Vec<&str> = words.iter().map(String::as_str).collect();
        let change = |rest: &[String]| {
            Change::from_words(s, rest).unwrap_or_else(|| {
                Err(ParseActionError::new(
                    s,
                    "expected a change: `move <from>-><to>`, `add at <square>` or `remove from <square>`",
                ))
            })
        };
        match w.as_slice() {
            ["score", c, "by", ..] => {
                let card = card(s, c)?;
                change(&words[3..]).map(|change| PiecesAction::Score { card, change })
            }
            ["end", "of", "turn:", "leave", "the", "pieces"] => Ok(PiecesAction::KeepPieces),
            ["end", "of", "turn:", ..] => change(&words[3..]).map(PiecesAction::Adjust),
            ["discard", c] => card(s, c).map(PiecesAction::Discard),
            _ => Err(ParseActionError::new(
                s,
                "expected `score <card> by <change>`, `end of turn: <change>`, \
                 `end of turn: leave the pieces` or `discard <card>`",
            )),
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
