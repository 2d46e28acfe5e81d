//! Actions, events and the reasons an action is refused.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::Card;
use tic_grid::Offset;
use tic_grid::text::{self, counted_from_one};

/// What a player can do.
///
/// Its text (`Display`, read back by `FromStr`; the card in the long or compact form; centre
/// positions counted from 1 in text, from 0 in the values; offsets from the grid's start card,
/// rows down and columns right):
///
/// | action | text |
/// |---|---|
/// | `Choose` | `take card #2` |
/// | `Place` | `place 3-star-red on player 1's grid at (+1,-2)` |
///
/// ```
/// use tic_queen::{Offset, QueenAction};
///
/// let place: QueenAction = "place 3sr on player 1's grid at (+1,-2)".parse()?;
/// assert_eq!(
///     place,
///     QueenAction::Place { card: "3sr".parse()?, grid: 1, at: Offset::new(1, -2) }
/// );
/// assert_eq!(place.to_string(), "place 3-star-red on player 1's grid at (+1,-2)");
/// assert_eq!("take card #1".parse::<QueenAction>()?, QueenAction::Choose { position: 0 });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum QueenAction {
    /// Put your token on a card of the centre line being drafted (position 0 = card #1,
    /// nearest the deck).
    Choose {
        /// Position, from 0.
        position: usize,
    },
    /// Lay the card under your token on a grid (your own; with Variation 1, an opponent's) at
    /// an offset from that grid's start card.
    Place {
        /// The card (the one under your token).
        card: Card,
        /// Whose grid.
        grid: usize,
        /// Where, relative to the grid's start card.
        at: Offset,
    },
}

impl fmt::Display for QueenAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueenAction::Choose { position } => {
                write!(f, "take card #{}", counted_from_one(*position))
            }
            QueenAction::Place { card, grid, at } => {
                write!(f, "place {card} on player {grid}'s grid at {at}")
            }
        }
    }
}

impl FromStr for QueenAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, any spacing; the
    /// card in the long or compact form; centre positions counted from 1).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["take", "card", number] => {
                let number = number.strip_prefix('#').ok_or_else(|| {
                    ParseActionError::new(s, "expected the centre card's number as `#N`")
                })?;
                Ok(QueenAction::Choose {
                    position: text::index(s, number, "centre card's number")?,
                })
            }
            ["place", card, "on", "player", grid, "grid", "at", at] => {
                let grid = grid
                    .strip_suffix("'s")
                    .ok_or_else(|| ParseActionError::new(s, "expected `player N's grid`"))?;
                Ok(QueenAction::Place {
                    card: text::card(s, card)?,
                    grid: text::number(s, grid, "player")?,
                    at: text::offset(s, at)?,
                })
            }
            _ => Err(ParseActionError::new(
                s,
                "expected `take card #N` or `place CARD on player N's grid at (+R,+C)`",
            )),
        }
    }
}

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum QueenIllegal {
    /// It is time to place a card, not to choose one.
    #[error("place your card first")]
    NotChoosing,
    /// It is time to choose a card, not to place one.
    #[error("choose a card first")]
    NotPlacing,
    /// No such position, or its card is taken.
    #[error("card #{} is not available", .0.saturating_add(1))]
    PositionTaken(usize),
    /// The card is not the one under the player's token.
    #[error("your card is {expected}, not {given}")]
    WrongCard {
        /// The card under the token.
        expected: Card,
        /// The card given.
        given: Card,
    },
    /// No such grid.
    #[error("there is no player {0}")]
    NoSuchGrid(usize),
    /// The grid is not yours and no attack is allowed or under way.
    #[error("you may only play on your own grid")]
    NotYourGrid,
    /// In the attack round, cards go on opponents' grids.
    #[error("this is an attack round: play on an opponent's grid")]
    MustAttack,
    /// In the attack round, each grid takes one card.
    #[error("player {0}'s grid already took a card this round")]
    GridAlreadyPlayed(usize),
    /// This target would leave the last player only their own grid.
    #[error("that would leave the last player no opponent's grid to play on")]
    DeadEnd,
    /// The offset is taken, not touching a card, or outside the square.
    #[error("{0} is not open: a card must touch another at an edge and stay within the square")]
    NotOpen(Offset),
}

/// Something that happened. Every card in this game is face up, so nothing is redacted.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum QueenEvent {
    /// Each player pulled a card; the order of play follows (highest number + shape first).
    Order {
        /// The card each seat pulled (returned to the bottom of the deck).
        pulled: Vec<Card>,
        /// Seats in drafting order.
        order: Vec<usize>,
    },
    /// Each player's start card.
    Started {
        /// By seat.
        cards: Vec<Card>,
    },
    /// A centre line was laid out.
    Line {
        /// Cards #1, #2, ...
        cards: Vec<Card>,
    },
    /// A player put their token on a card.
    Chose {
        /// Seat.
        player: usize,
        /// Position.
        position: usize,
        /// The card.
        card: Card,
    },
    /// A card was placed.
    Placed {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// Whose grid.
        grid: usize,
        /// Where.
        at: Offset,
        /// The grid's score change.
        change: i64,
    },
    /// The attack round began (Variation 1).
    Attack {
        /// Who started it.
        player: usize,
    },
    /// Unchosen centre cards were discarded (Variation 2).
    Discarded {
        /// The cards.
        cards: Vec<Card>,
    },
    /// Every grid is complete.
    Ended,
}

impl fmt::Display for QueenEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, cards: &[Card]| -> fmt::Result {
            for c in cards {
                write!(f, " {c}")?;
            }
            Ok(())
        };
        match self {
            QueenEvent::Order { pulled, order } => {
                write!(f, "pulled:")?;
                list(f, pulled)?;
                write!(f, "; order of play: {order:?}")
            }
            QueenEvent::Started { cards } => {
                write!(f, "start cards:")?;
                list(f, cards)
            }
            QueenEvent::Line { cards } => {
                write!(f, "centre line:")?;
                list(f, cards)
            }
            QueenEvent::Chose {
                player,
                position,
                card,
            } => write!(
                f,
                "player {player} takes #{} ({card})",
                position.saturating_add(1)
            ),
            QueenEvent::Placed {
                player,
                card,
                grid,
                at,
                change,
            } => write!(
                f,
                "player {player} places {card} on player {grid}'s grid at {at} ({change:+})"
            ),
            QueenEvent::Attack { player } => write!(
                f,
                "player {player} attacks: everyone after plays on an opponent's grid this round"
            ),
            QueenEvent::Discarded { cards } => {
                write!(f, "discarded:")?;
                list(f, cards)
            }
            QueenEvent::Ended => f.write_str("every grid is complete"),
        }
    }
}
