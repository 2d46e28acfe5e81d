//! What happened, for logs and interfaces.

use core::fmt;

use ticardo_core::{Card, Pattern};

use crate::actions::{Change, Play};

/// Something that happened in the solitaire.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum SolitaireEvent {
    /// The first card was turned up; the board takes its pattern.
    Started {
        /// The card.
        first: Card,
        /// The board.
        board: Pattern,
    },
    /// The hand was dealt.
    Dealt {
        /// The hand.
        hand: Vec<Card>,
    },
    /// A card was played.
    Played {
        /// The play.
        play: Play,
        /// The board after it.
        board: Pattern,
    },
    /// A card was drawn.
    Drew {
        /// The card.
        card: Card,
    },
    /// No card in hand is "off by one": the game is over.
    Ended {
        /// Cards played.
        played: usize,
        /// Whether the draw pile was used up (the game is won).
        won: bool,
        /// Whether the hand was played out too (the bonus).
        hand_cleared: bool,
    },
}

impl fmt::Display for SolitaireEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolitaireEvent::Started { first, board } => {
                write!(f, "first card {first}: the board is {board}")
            }
            SolitaireEvent::Dealt { hand } => {
                write!(f, "hand dealt:")?;
                hand.iter().try_for_each(|c| write!(f, " {c}"))
            }
            SolitaireEvent::Played { play, board } => write!(f, "{play}: board {board}"),
            SolitaireEvent::Drew { card } => write!(f, "drew {card}"),
            SolitaireEvent::Ended {
                played,
                won,
                hand_cleared,
            } => {
                let verdict = match (won, hand_cleared) {
                    (true, true) => "won, with the bonus: every card played",
                    (true, false) => "won: the draw pile is used up",
                    _ => "lost: stuck before the draw pile ran out",
                };
                write!(f, "no card is off by one after {played} plays: {verdict}")
            }
        }
    }
}

/// Why a two-player game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum EndReason {
    /// No cards are left in the draw and discard piles.
    CardsExhausted,
    /// Both players passed in a row.
    TwoPasses,
    /// The engine's cap: too many turns in a row without a score (duel).
    IdleLimit,
    /// The engine's cap: the turn limit (game with pieces).
    TurnLimit,
    /// A player scored all their cards (game with pieces).
    AllScored,
    /// Neither player can do anything more.
    NoMoves,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::CardsExhausted => "no cards left to draw or reshuffle",
            EndReason::TwoPasses => "both players passed in a row",
            EndReason::IdleLimit => "too many turns in a row without a score",
            EndReason::TurnLimit => "the turn limit was reached",
            EndReason::AllScored => "a player scored all their cards",
            EndReason::NoMoves => "nobody can move",
        })
    }
}

/// Something that happened in the two-player game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum DuelEvent {
    /// The first card was turned up onto the discard pile; the board takes its pattern.
    Started {
        /// The card.
        first: Card,
        /// The board.
        board: Pattern,
    },
    /// A player drew a card (`None` when the observer may not see it).
    Drew {
        /// Seat.
        player: usize,
        /// The card, if visible.
        card: Option<Card>,
    },
    /// A player scored a card.
    Scored {
        /// Seat.
        player: usize,
        /// The play.
        play: Play,
        /// The board after it.
        board: Pattern,
    },
    /// A player discarded.
    Discarded {
        /// Seat.
        player: usize,
        /// The card (face up).
        card: Card,
    },
    /// A player passed.
    Passed {
        /// Seat.
        player: usize,
    },
    /// The discard pile was shuffled into a new draw pile.
    Reshuffled {
        /// Cards in the new draw pile.
        cards: usize,
    },
    /// The game ended.
    Ended {
        /// Why.
        reason: EndReason,
        /// Scored cards per seat.
        scores: Vec<usize>,
    },
}

impl fmt::Display for DuelEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelEvent::Started { first, board } => {
                write!(f, "first card {first}: the board is {board}")
            }
            DuelEvent::Drew {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            DuelEvent::Drew { player, card: None } => write!(f, "player {player} draws a card"),
            DuelEvent::Scored {
                player,
                play,
                board,
            } => write!(f, "player {player} scores: {play}: board {board}"),
            DuelEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            DuelEvent::Passed { player } => write!(f, "player {player} passes"),
            DuelEvent::Reshuffled { cards } => {
                write!(
                    f,
                    "the discard pile is shuffled into a new draw pile of {cards}"
                )
            }
            DuelEvent::Ended { reason, scores } => {
                write!(f, "game over ({reason}); scored cards:")?;
                scores.iter().try_for_each(|s| write!(f, " {s}"))
            }
        }
    }
}

/// Something that happened in the game with pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum PiecesEvent {
    /// A player turned up their starting card and set their pieces.
    Started {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// The squares of the player's pieces.
        pieces: Pattern,
    },
    /// A player drew a card (`None` when the observer may not see it).
    Drew {
        /// Seat.
        player: usize,
        /// The card, if visible.
        card: Option<Card>,
    },
    /// A player scored a card.
    Scored {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// The change.
        change: Change,
        /// The player's pieces after it.
        pieces: Pattern,
    },
    /// A player changed a piece at the end of their turn.
    Adjusted {
        /// Seat.
        player: usize,
        /// The change.
        change: Change,
        /// The player's pieces after it.
        pieces: Pattern,
    },
    /// A player discarded (face up).
    Discarded {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A player's discard pile was shuffled into their new draw pile.
    Reshuffled {
        /// Seat.
        player: usize,
        /// Cards in the new draw pile.
        cards: usize,
    },
    /// The game ended.
    Ended {
        /// Why.
        reason: EndReason,
        /// Scored cards per seat.
        scores: Vec<usize>,
    },
}

impl fmt::Display for PiecesEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PiecesEvent::Started {
                player,
                card,
                pieces,
            } => write!(f, "player {player} starts with {card}: pieces on {pieces}"),
            PiecesEvent::Drew {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            PiecesEvent::Drew { player, card: None } => write!(f, "player {player} draws a card"),
            PiecesEvent::Scored {
                player,
                card,
                change,
                pieces,
            } => write!(
                f,
                "player {player} scores {card} by {change}: pieces on {pieces}"
            ),
            PiecesEvent::Adjusted {
                player,
                change,
                pieces,
            } => write!(
                f,
                "player {player} ends the turn with {change}: pieces on {pieces}"
            ),
            PiecesEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            PiecesEvent::Reshuffled { player, cards } => write!(
                f,
                "player {player} shuffles their discard pile into a new draw pile of {cards}"
            ),
            PiecesEvent::Ended { reason, scores } => {
                write!(f, "game over ({reason}); scored cards:")?;
                scores.iter().try_for_each(|s| write!(f, " {s}"))
            }
        }
    }
}

/// The cards an event shows.
pub(crate) trait Mentions {
    fn mentioned(&self, out: &mut Vec<Card>);
}

impl Mentions for SolitaireEvent {
    fn mentioned(&self, out: &mut Vec<Card>) {
        match self {
            SolitaireEvent::Started { first, .. } => out.push(*first),
            SolitaireEvent::Dealt { hand } => out.extend(hand),
            SolitaireEvent::Played { play, .. } => out.push(play.card),
            SolitaireEvent::Drew { card } => out.push(*card),
            SolitaireEvent::Ended { .. } => {}
        }
    }
}

impl Mentions for DuelEvent {
    fn mentioned(&self, out: &mut Vec<Card>) {
        match self {
            DuelEvent::Started { first: card, .. }
            | DuelEvent::Drew {
                card: Some(card), ..
            }
            | DuelEvent::Discarded { card, .. } => out.push(*card),
            DuelEvent::Scored { play, .. } => out.push(play.card),
            _ => {}
        }
    }
}

impl Mentions for PiecesEvent {
    fn mentioned(&self, out: &mut Vec<Card>) {
        match self {
            PiecesEvent::Started { card, .. }
            | PiecesEvent::Drew {
                card: Some(card), ..
            }
            | PiecesEvent::Scored { card, .. }
            | PiecesEvent::Discarded { card, .. } => out.push(*card),
            _ => {}
        }
    }
}

/// The cards of `zone` that `log` (one player's events) never showed: what the player cannot
/// know. A card once shown and then shuffled back into a face-down pile is known to be there,
/// so it is not secret.
pub(crate) fn never_shown<E: Mentions>(zone: Vec<Card>, log: &[E]) -> Vec<Card> {
    let mut shown = Vec::new();
    for e in log {
        e.mentioned(&mut shown);
    }
    shown.sort_unstable();
    zone.into_iter()
        .filter(|c| shown.binary_search(c).is_err())
        .collect()
}
