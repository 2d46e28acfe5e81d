//! Moves at the table, Tic-of-a-Kind's actions, and the typed reasons for rejecting one.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::{Card, CardSet};

/// A move at a knock game's table: what every game's actions come down to
/// ([`KnockRules::table_move`](crate::KnockRules::table_move)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TableMove {
    /// Draw the top card of the face-down deck, blind.
    DrawDeck,
    /// Take the top card of the discard pile.
    TakeDiscard,
    /// Take these face-up cards (pile tops and the discard pile's top, at most one a pile).
    Take(CardSet),
    /// Instead of taking: knock.
    Knock,
    /// Discard this card.
    Discard(Card),
}

/// What a Tic-of-a-Kind player can do.
///
/// Text (`Display`, read back by `FromStr`, cards long or compact): `draw from the deck`,
/// `take the discard`, `knock`, `discard 3-star-red`. JSON: `"draw_deck"`, `"take_discard"`,
/// `"knock"`, `{"discard": "3-star-red"}`.
///
/// ```
/// use tic_of_a_kind::TicOfAKindAction;
///
/// let action: TicOfAKindAction = "discard 3sr".parse()?;
/// assert_eq!(action.to_string(), "discard 3-star-red");
/// assert_eq!("knock".parse::<TicOfAKindAction>()?, TicOfAKindAction::Knock);
/// # Ok::<(), rules_engine::ParseActionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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

impl FromStr for TicOfAKindAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, the card long or
    /// compact, extra spaces ignored).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["draw", "from", "the", "deck"] => Ok(TicOfAKindAction::DrawDeck),
            ["take", "the", "discard"] => Ok(TicOfAKindAction::TakeDiscard),
            ["knock"] => Ok(TicOfAKindAction::Knock),
            ["discard", card] => card
                .parse()
                .map(TicOfAKindAction::Discard)
                .map_err(|e: tic_core::ParseCardError| ParseActionError::new(s, e.to_string())),
            _ => Err(ParseActionError::new(
                s,
                "expected `draw from the deck`, `take the discard`, `knock` or `discard <card>`",
            )),
        }
    }
}

/// Why a knock game (Tic-of-a-Kind, Spectrum) rejects an action. The state is unchanged
/// after any of these.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum KnockError {
    /// Taking or knocking while cards are owed to the discard pile.
    #[error("discard {0} more card(s) to end your turn")]
    MustDiscard(usize),
    /// Discarding before taking.
    #[error("take a card (or knock) first")]
    MustDraw,
    /// The deck is empty and the discard pile too small to reshuffle.
    #[error("the deck is empty and there is no discard pile to reshuffle")]
    DeckEmpty,
    /// This game has no face-down deck to draw from blind.
    #[error("there is no face-down deck to draw from: take a face-up card")]
    NoDeck,
    /// The discard pile is empty.
    #[error("the discard pile is empty")]
    DiscardEmpty,
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
    /// Discarding the card just taken from the discard pile (only with the house rule that
    /// forbids it).
    #[error("{0} was just taken from the discard pile: discard another card")]
    JustTaken(Card),
}

/// Why Tic-of-a-Kind rejects an action.
pub type TicOfAKindError = KnockError;
