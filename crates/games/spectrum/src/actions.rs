//! Spectrum actions and the typed reasons for rejecting one.

use core::fmt;

use thiserror::Error;
use tic_core::{Card, CardSet};

/// What a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum SpectrumAction {
    /// Start the turn by taking these face-up cards (one, or up to five in Variation 1, at
    /// most one per pile); then discard as many.
    Take(CardSet),
    /// Instead of taking: knock. Every other player has one more turn, then hands are scored.
    Knock,
    /// Discard this card onto the discard pile.
    Discard(Card),
}

impl fmt::Display for SpectrumAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpectrumAction::Take(cards) => write!(f, "take {cards}"),
            SpectrumAction::Knock => f.write_str("knock"),
            SpectrumAction::Discard(card) => write!(f, "discard {card}"),
        }
    }
}

/// Why Spectrum rejects an action. The state is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SpectrumError {
    /// Taking or knocking while cards are owed to the discard pile.
    #[error("discard {0} more card(s) to end your turn")]
    MustDiscard(usize),
    /// Discarding before taking.
    #[error("take a face-up card (or knock) first")]
    MustTake,
    /// Taking nothing.
    #[error("take at least one face-up card")]
    EmptyTake,
    /// Taking more than allowed.
    #[error("you may take at most {max} card(s), not {got}")]
    TooMany {
        /// The most allowed.
        max: usize,
        /// Cards asked for.
        got: usize,
    },
    /// The card is not face up on top of a pile.
    #[error("{0} is not a face-up card on top of a pile")]
    NotFaceUp(Card),
    /// Somebody has already knocked.
    #[error("player {0} has already knocked: this is your last turn")]
    AlreadyKnocked(usize),
    /// The card is not in the hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// Discarding a card just taken from the discard pile.
    #[error("{0} was just taken from the discard pile: discard another card")]
    JustTaken(Card),
}
