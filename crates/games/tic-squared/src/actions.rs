//! Actions, the reasons an action is refused, and events.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::Card;
use tic_grid::text;

use crate::growing::{GrowthError, Placement};

/// What a player can do.
///
/// Its text (`Display`, read back by `FromStr`; the card in the long or compact form; a
/// placement is a side of the grid and a position along it, counted from 1 in text, from 0 in
/// the values):
///
/// | action | text |
/// |---|---|
/// | `Start` | `start your grid with 3-star-red` |
/// | `Play` | `play 3-star-red on grid 1 at top 2` |
/// | `PickUp` | `pick up` |
/// | `EndTurn` | `end turn` |
///
/// ```
/// use tic_squared::TicSquaredAction;
/// use tic_squared::growing::{Placement, Side};
///
/// let play: TicSquaredAction = "play 3sr on grid 1 at top 2".parse()?;
/// assert_eq!(
///     play,
///     TicSquaredAction::Play { card: "3sr".parse()?, grid: 1, at: Placement::new(Side::Top, 1) }
/// );
/// assert_eq!(play.to_string(), "play 3-star-red on grid 1 at top 2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum TicSquaredAction {
    /// Lay the first card of your own grid (the simultaneous start).
    Start(Card),
    /// Lay a card from hand on a grid (`grid` is its owner's seat).
    Play {
        /// The card.
        card: Card,
        /// Whose grid.
        grid: usize,
        /// Where on it.
        at: Placement,
    },
    /// Pick up a card from the deck.
    PickUp,
    /// End the turn (after a Tic, or after a pick-up whose card could be played).
    EndTurn,
}

impl fmt::Display for TicSquaredAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicSquaredAction::Start(card) => write!(f, "start your grid with {card}"),
            TicSquaredAction::Play { card, grid, at } => {
                write!(f, "play {card} on grid {grid} at {at}")
            }
            TicSquaredAction::PickUp => f.write_str("pick up"),
            TicSquaredAction::EndTurn => f.write_str("end turn"),
        }
    }
}

impl FromStr for TicSquaredAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, any spacing; the
    /// card in the long or compact form; positions along a side counted from 1).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["start", "your", "grid", "with", card] => {
                Ok(TicSquaredAction::Start(text::card(s, card)?))
            }
            ["play", card, "on", "grid", grid, "at", at @ ..] => Ok(TicSquaredAction::Play {
                card: text::card(s, card)?,
                grid: text::number(s, grid, "grid")?,
                at: text::placement(s, at)?,
            }),
            ["pick", "up"] => Ok(TicSquaredAction::PickUp),
            ["end", "turn"] => Ok(TicSquaredAction::EndTurn),
            _ => Err(ParseActionError::new(
                s,
                "expected `start your grid with CARD`, `play CARD on grid N at SIDE K` \
                 (SIDE top, bottom, left or right; K counted from 1), `pick up` or `end turn`",
            )),
        }
    }
}

/// Why Tic Squared refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Illegal {
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The player's grid is already started.
    #[error("your grid is already started")]
    AlreadyStarted,
    /// Everyone must lay their first card before anything else.
    #[error("every player must first start their grid")]
    Opening,
    /// There is no grid with that owner.
    #[error("there is no grid {0}")]
    NoSuchGrid(usize),
    /// The growth rule or a Nic forbids the placement.
    #[error(transparent)]
    Growth(#[from] GrowthError),
    /// This turn already played on another opponent's grid.
    #[error("this turn you already played on grid {0}: one opponent's grid per turn")]
    OtherOpponent(usize),
    /// This turn's block of plays on an opponent's grid is over.
    #[error("your plays on an opponent's grid must come in one block, and that block is over")]
    BlockOver,
    /// After a pick-up only the picked card may be played.
    #[error("after picking up you may only play the picked card, {0}")]
    MustPlayPicked(Card),
    /// The last card must make a Tic or follow one.
    #[error("your last card must make a Tic or follow a Tic to go out")]
    CannotGoOut,
    /// The deck is empty.
    #[error("the deck is empty")]
    DeckEmpty,
    /// Only one pick-up per turn.
    #[error("you already picked up this turn")]
    AlreadyPickedUp,
    /// Ending the turn is only possible after a Tic or a pick-up.
    #[error("play or pick up first")]
    CannotEndTurn,
    /// A player who cannot play must pick up.
    #[error("you cannot play: you must pick up")]
    MustPickUp,
    /// The race has no turns to end.
    #[error("the race variation has no turns")]
    NoTurns,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum TicSquaredEvent {
    /// A player laid the first card of their grid.
    Started {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// The turns begin (not in the race).
    TurnStarts {
        /// Seat to play.
        player: usize,
    },
    /// A card was laid.
    Played {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// Whose grid.
        grid: usize,
        /// Where.
        at: Placement,
        /// Edges that Single.
        singles: u8,
        /// Edges that Tic.
        tics: u8,
    },
    /// A player picked up (the card only for its owner).
    PickedUp {
        /// Seat.
        player: usize,
        /// The card, when the observer may see it.
        card: Option<Card>,
    },
    /// A double Tic made a player pick up (the cards only for their owner).
    Penalty {
        /// Seat picking up.
        player: usize,
        /// How many cards were due.
        due: u8,
        /// The cards taken (fewer than due if the deck ran out; empty when hidden).
        cards: Vec<Card>,
        /// How many were taken.
        taken: usize,
    },
    /// A player went out.
    WentOut {
        /// Seat.
        player: usize,
    },
    /// The deck was exhausted: the game is scored.
    DeckExhausted,
}

impl fmt::Display for TicSquaredEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicSquaredEvent::Started { player, card } => {
                write!(f, "player {player} starts a grid with {card}")
            }
            TicSquaredEvent::TurnStarts { player } => write!(f, "player {player}'s turn"),
            TicSquaredEvent::Played {
                player,
                card,
                grid,
                at,
                singles,
                tics,
            } => write!(
                f,
                "player {player} plays {card} on grid {grid} at {at}: {tics} Tic(s), {singles} Single(s)"
            ),
            TicSquaredEvent::PickedUp {
                player,
                card: Some(c),
            } => write!(f, "player {player} picks up {c}"),
            TicSquaredEvent::PickedUp { player, card: None } => {
                write!(f, "player {player} picks up a card")
            }
            TicSquaredEvent::Penalty {
                player, due, taken, ..
            } => write!(
                f,
                "double Tic: player {player} must pick up {due} and takes {taken}"
            ),
            TicSquaredEvent::WentOut { player } => write!(f, "player {player} goes out"),
            TicSquaredEvent::DeckExhausted => f.write_str("the deck is exhausted"),
        }
    }
}
