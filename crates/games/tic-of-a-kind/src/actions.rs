//! Tic-of-a-Kind actions and the typed reasons for rejecting one.

use core::fmt;

use thiserror::Error;
use tic_core::Card;

/// What a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum TicOfAKindAction {
    /// Start the turn by drawing the top card of the face-down deck.
    DrawDeck,
    /// Start the turn by taking the top card of the face-up discard pile.
    TakeDiscard,
    /// Instead of drawing: knock. Every other player has one more turn, then the hands are
    /// scored.
    Knock,
    /// End the turn by discarding this card.
    Discard(Card),
}

impl fmt::Display for TicOfAKindAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicOfAKindAction::DrawDeck => f.write_str("draw from the deck"),
            TicOfAKindAction::TakeDiscard => f.write_str("take the discard"),
            TicOfAKindAction::Knock => f.write_str("knock"),
            TicOfAKindAction::Discard(card) => write!(f, "discard {card}"),
        }
    }
}

/// Why Tic-of-a-Kind rejects an action. The state is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TicOfAKindError {
    /// Drawing or knocking after having drawn.
    #[error("you have drawn: discard a card to end your turn")]
    MustDiscard,
    /// Discarding before drawing.
    #[error("draw from the deck or the discard pile (or knock) first")]
    MustDraw,
    /// The deck is empty and the discard pile too small to reshuffle.
    #[error("the deck is empty and there is no discard pile to reshuffle")]
    DeckEmpty,
    /// The discard pile is empty.
    #[error("the discard pile is empty")]
    DiscardEmpty,
    /// Somebody has already knocked.
    #[error("player {0} has already knocked: this is your last turn")]
    AlreadyKnocked(usize),
    /// The card is not in the hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// Discarding the card just taken from the discard pile.
    #[error("{0} was just taken from the discard pile: discard another card")]
    JustTaken(Card),
}
