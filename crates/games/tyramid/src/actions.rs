//! Tyramid actions, events and the reasons an action is refused.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::Card;
use tic_grid::text::{self, counted_from_one};

use crate::scoring::PlayScore;

/// What a player can do.
///
/// Its text (`Display`, read back by `FromStr`; the card in the long or compact form; rows and
/// places counted from 1 in text, from 0 in the values):
///
/// | action | text |
/// |---|---|
/// | `Play` | `play 3-star-red at row 4 place 2` |
/// | `EndTurn` | `end the turn` |
/// | `Draw` | `pick up a card (no play)` |
/// | `Pass` | `pass (no play, deck empty)` |
///
/// ```
/// use tic_tyramid::TyramidAction;
///
/// let play: TyramidAction = "play 3sr at row 4 place 2".parse()?;
/// assert_eq!(play, TyramidAction::Play { card: "3sr".parse()?, row: 3, place: 1 });
/// assert_eq!(play.to_string(), "play 3-star-red at row 4 place 2");
/// assert!("play 3sr at row 0 place 2".parse::<TyramidAction>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum TyramidAction {
    /// Lay a card from hand on the layout: `row` from the top, `place` from the left of that
    /// row, both counted from 0 (shown from 1).
    Play {
        /// The card.
        card: Card,
        /// Row, 0 = top.
        row: usize,
        /// Place in the row, 0 = leftmost.
        place: usize,
    },
    /// After a play making two or more Tics: stop instead of playing again.
    EndTurn,
    /// No card can be played: pick one up from the deck (the turn then ends).
    Draw,
    /// No card can be played and the deck is empty: the turn passes.
    Pass,
}

impl fmt::Display for TyramidAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TyramidAction::Play { card, row, place } => {
                let (row, place) = (counted_from_one(*row), counted_from_one(*place));
                write!(f, "play {card} at row {row} place {place}")
            }
            TyramidAction::EndTurn => f.write_str("end the turn"),
            TyramidAction::Draw => f.write_str("pick up a card (no play)"),
            TyramidAction::Pass => f.write_str("pass (no play, deck empty)"),
        }
    }
}

impl FromStr for TyramidAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, any spacing; the
    /// card in the long or compact form; rows and places counted from 1).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["play", card, "at", "row", row, "place", place] => Ok(TyramidAction::Play {
                card: text::card(s, card)?,
                row: text::index(s, row, "row")?,
                place: text::index(s, place, "place")?,
            }),
            ["end", "the", "turn"] => Ok(TyramidAction::EndTurn),
            ["pick", "up", "a", "card", "(no", "play)"] => Ok(TyramidAction::Draw),
            ["pass", "(no", "play,", "deck", "empty)"] => Ok(TyramidAction::Pass),
            _ => Err(ParseActionError::new(
                s,
                "expected `play CARD at row R place P`, `end the turn`, \
                 `pick up a card (no play)` or `pass (no play, deck empty)`",
            )),
        }
    }
}

/// Why Tyramid refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TyramidIllegal {
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The row and place are not a cell of the layout.
    #[error("there is no place {} in row {}", .place.saturating_add(1), .row.saturating_add(1))]
    NoSuchPlace {
        /// Row given.
        row: usize,
        /// Place given.
        place: usize,
    },
    /// The cell is taken, or not open: rows are built one at a time, without gaps.
    #[error("row {} place {} is not open for building now", .row.saturating_add(1), .place.saturating_add(1))]
    NotOpen {
        /// Row given.
        row: usize,
        /// Place given.
        place: usize,
    },
    /// The card would Nic with a card it touches.
    #[error("{card} must Single or Tic with every card it touches, but Nics with {nic}")]
    Nic {
        /// The card played.
        card: Card,
        /// A touched card it Nics with.
        nic: Card,
    },
    /// A card can be played, so the player must play (or, after a double Tic, may stop).
    #[error("you have a card that plays: play it")]
    MustPlay,
    /// Ending the turn is only possible after a play making two or more Tics.
    #[error("you can only stop after a play making two or more Tics")]
    NoBonusPlay,
    /// Picking up is for a player who cannot play, with cards left in the deck.
    #[error("you cannot pick up now")]
    CannotDraw,
    /// Passing is for a player who cannot play when the deck is empty.
    #[error("you cannot pass now")]
    CannotPass,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// The layout is complete.
    Complete,
    /// The deck is empty and nobody can play (ruling 12).
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
pub enum TyramidEvent {
    /// The start card was turned up.
    Start {
        /// The card.
        card: Card,
    },
    /// Each player pulled a card; the highest goes first. The cards went to the bottom of the
    /// deck.
    FirstPlayer {
        /// The card each seat pulled.
        pulled: Vec<Card>,
        /// The seat going first.
        first: usize,
    },
    /// A player drew cards (`cards` empty when the observer may not see them).
    Drew {
        /// Seat.
        player: usize,
        /// How many.
        count: usize,
        /// The cards, if visible.
        cards: Vec<Card>,
        /// Whether this was the pick-up forced by having no play.
        forced: bool,
    },
    /// A card was played.
    Played {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// Row, 0 = top.
        row: usize,
        /// Place in the row.
        place: usize,
        /// What it scored.
        score: PlayScore,
    },
    /// A player passed (no play, empty deck).
    Passed {
        /// Seat.
        player: usize,
    },
    /// A player's turn ended.
    TurnEnded {
        /// Seat.
        player: usize,
    },
    /// End-of-game penalty for cards in hand above five.
    Penalty {
        /// Seat.
        player: usize,
        /// Cards above five.
        cards_over: usize,
        /// Points taken off.
        points: i64,
    },
    /// The game ended.
    Ended {
        /// Why.
        reason: EndReason,
    },
}

impl fmt::Display for TyramidEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TyramidEvent::Start { card } => write!(f, "the start card is {card}"),
            TyramidEvent::FirstPlayer { pulled, first } => {
                write!(f, "cards pulled:")?;
                for (p, c) in pulled.iter().enumerate() {
                    write!(f, " player {p} {c};")?;
                }
                write!(f, " player {first} goes first")
            }
            TyramidEvent::Drew {
                player,
                count,
                cards,
                forced,
            } => {
                let why = if *forced { " (no play)" } else { "" };
                if cards.is_empty() {
                    write!(f, "player {player} draws {count} card(s){why}")
                } else {
                    write!(f, "player {player} draws")?;
                    for c in cards {
                        write!(f, " {c}")?;
                    }
                    f.write_str(why)
                }
            }
            TyramidEvent::Played {
                player,
                card,
                row,
                place,
                score,
            } => write!(
                f,
                "player {player} plays {card} at row {} place {}: {} for {} point(s){}",
                row.saturating_add(1),
                place.saturating_add(1),
                score.tally,
                score.points,
                if score.plays_again() {
                    ", plays again"
                } else {
                    ""
                }
            ),
            TyramidEvent::Passed { player } => write!(f, "player {player} passes"),
            TyramidEvent::TurnEnded { player } => write!(f, "player {player}'s turn ends"),
            TyramidEvent::Penalty {
                player,
                cards_over,
                points,
            } => write!(
                f,
                "player {player} holds {cards_over} card(s) above five: -{points}"
            ),
            TyramidEvent::Ended { reason } => match reason {
                EndReason::Complete => f.write_str("the layout is complete"),
                EndReason::Stalled => f.write_str("the deck is empty and nobody can play"),
            },
        }
    }
}
