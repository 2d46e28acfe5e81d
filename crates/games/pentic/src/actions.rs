//! Pentic actions, events and the reasons an action is refused.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::Card;
use tic_grid::{Pos, text};

use crate::scoring::PlayScore;

/// What a player can do.
///
/// Its text (`Display`, read back by `FromStr`; the card in the long or compact form; rows and
/// columns counted from 1 in text, from 0 in the values):
///
/// | action | text |
/// |---|---|
/// | `Play` | `play 3-star-red on the pile at row 2 col 3` |
/// | `Pass` | `pass (no card plays; draw one if possible)` |
///
/// ```
/// use tic_pentic::PenticAction;
///
/// let play: PenticAction = "play 3sr on the pile at row 2 col 3".parse()?;
/// assert_eq!(play, PenticAction::Play { card: "3sr".parse()?, row: 1, col: 2 });
/// assert_eq!(play.to_string(), "play 3-star-red on the pile at row 2 col 3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum PenticAction {
    /// Play a card from hand onto the pile at `row`, `col` (0 to 2 each, shown from 1).
    Play {
        /// The card.
        card: Card,
        /// Row, 0 = top.
        row: usize,
        /// Column, 0 = left.
        col: usize,
    },
    /// No card in hand can be played: draw a card if there is one, and pass.
    Pass,
}

impl fmt::Display for PenticAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PenticAction::Play { card, row, col } => {
                // `row R col C`, counted from 1.
                write!(f, "play {card} on the pile at {}", Pos::new(*row, *col))
            }
            PenticAction::Pass => f.write_str("pass (no card plays; draw one if possible)"),
        }
    }
}

impl FromStr for PenticAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, any spacing; the
    /// card in the long or compact form; rows and columns counted from 1).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["play", card, "on", "the", "pile", "at", pile @ ..] => {
                let at = text::pos(s, pile)?;
                Ok(PenticAction::Play {
                    card: text::card(s, card)?,
                    row: at.row,
                    col: at.col,
                })
            }
            [
                "pass",
                "(no",
                "card",
                "plays;",
                "draw",
                "one",
                "if",
                "possible)",
            ] => Ok(PenticAction::Pass),
            _ => Err(ParseActionError::new(
                s,
                "expected `play CARD on the pile at row R col C` or \
                 `pass (no card plays; draw one if possible)`",
            )),
        }
    }
}

/// Why Pentic refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PenticIllegal {
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// There is no pile there.
    #[error("there is no pile at row {} col {}", .row.saturating_add(1), .col.saturating_add(1))]
    NoSuchPile {
        /// Row given.
        row: usize,
        /// Column given.
        col: usize,
    },
    /// The card Nics with the pile's top, outside the four-Nic case.
    #[error(
        "{card} must Single or Tic with {top} (a Nic is allowed only when all four edges of the centre Nic too)"
    )]
    NicWithTop {
        /// The card played.
        card: Card,
        /// The pile's top card.
        top: Card,
    },
    /// A card can be played, so passing is not allowed.
    #[error("you have a card that plays")]
    MustPlay,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// Someone reached the target and the round was finished.
    Target,
    /// The round cap was reached.
    RoundCap,
    /// Every player passed in turn with no card left to draw.
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
pub enum PenticEvent {
    /// The nine starting cards, row by row.
    Laid {
        /// The cards.
        cards: Vec<Card>,
    },
    /// A player drew (`cards` empty when the observer may not see them).
    Drew {
        /// Seat.
        player: usize,
        /// How many.
        count: usize,
        /// The cards, if visible.
        cards: Vec<Card>,
    },
    /// A card was played.
    Played {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// Row.
        row: usize,
        /// Column.
        col: usize,
        /// The card it covered.
        covered: Card,
        /// What it scored.
        score: PlayScore,
    },
    /// The covered cards were shuffled into a new deck.
    Reshuffled {
        /// Cards in the new deck.
        count: usize,
    },
    /// A player passed.
    Passed {
        /// Seat.
        player: usize,
    },
    /// The game ended.
    Ended {
        /// Why.
        reason: EndReason,
    },
}

impl fmt::Display for PenticEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PenticEvent::Laid { cards } => {
                write!(f, "laid out:")?;
                for c in cards {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            PenticEvent::Drew {
                player,
                count,
                cards,
            } => {
                if cards.is_empty() {
                    write!(f, "player {player} draws {count} card(s)")
                } else {
                    write!(f, "player {player} draws")?;
                    for c in cards {
                        write!(f, " {c}")?;
                    }
                    Ok(())
                }
            }
            PenticEvent::Played {
                player,
                card,
                row,
                col,
                covered,
                score,
            } => write!(
                f,
                "player {player} plays {card} on {covered} at row {} col {}: {} at the edges = {}, {} underneath x{}: {} point(s)",
                row.saturating_add(1),
                col.saturating_add(1),
                score.tally,
                score.edge_points,
                score.underneath,
                score.multiplier,
                score.points
            ),
            PenticEvent::Reshuffled { count } => {
                write!(
                    f,
                    "the covered cards are shuffled into a new deck of {count}"
                )
            }
            PenticEvent::Passed { player } => write!(f, "player {player} passes"),
            PenticEvent::Ended { reason } => match reason {
                EndReason::Target => f.write_str("the target is reached and the round finished"),
                EndReason::RoundCap => f.write_str("the round cap is reached"),
                EndReason::Stalled => f.write_str("nobody can play or draw"),
            },
        }
    }
}
