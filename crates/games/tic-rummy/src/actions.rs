//! What a player can do, and why an action is refused.

use core::fmt;

use thiserror::Error;
use tic_core::Card;

use crate::deal::End;

/// A TIC Rummy action.
///
/// A turn is: draw ([`DrawFromDeck`](RummyAction::DrawFromDeck) or
/// [`TakeDiscard`](RummyAction::TakeDiscard)); then, optionally, a laydown built card by card
/// ([`Select`](RummyAction::Select) fills the round's collections in order, then
/// [`ConfirmLaydown`](RummyAction::ConfirmLaydown) or
/// [`CancelLaydown`](RummyAction::CancelLaydown)); then any number of extra cards
/// ([`Integrate`](RummyAction::Integrate)) once laid down; and a
/// [`Discard`](RummyAction::Discard), which ends the turn (and the deal, if it was the last card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RummyAction {
    /// Draw the top card of the face-down deck.
    DrawFromDeck,
    /// Take this card, the top of the discard pile.
    TakeDiscard(Card),
    /// Put this card into the laydown being built (starting one if none is).
    Select(Card),
    /// Lay the built collections down on the table.
    ConfirmLaydown,
    /// Give up the laydown being built; its cards stay in hand.
    CancelLaydown,
    /// Add an extra card to a laid collection (own or an opponent's).
    Integrate {
        /// The card from hand.
        card: Card,
        /// Whose collection.
        owner: usize,
        /// Which of their collections (0-based, in the round's order).
        collection: usize,
        /// Which end (sequences only; other collections take [`End::Back`]).
        end: End,
    },
    /// Discard this card, ending the turn.
    Discard(Card),
}

impl fmt::Display for RummyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RummyAction::DrawFromDeck => f.write_str("draw from the deck"),
            RummyAction::TakeDiscard(c) => write!(f, "take {c} from the discard pile"),
            RummyAction::Select(c) => write!(f, "select {c} for the laydown"),
            RummyAction::ConfirmLaydown => f.write_str("confirm the laydown"),
            RummyAction::CancelLaydown => f.write_str("cancel the laydown"),
            RummyAction::Integrate {
                card,
                owner,
                collection,
                end,
            } => {
                write!(
                    f,
                    "add {card} to player {owner}'s collection {}",
                    collection.saturating_add(1)
                )?;
                if *end == End::Front {
                    f.write_str(" at the front")?;
                }
                Ok(())
            }
            RummyAction::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

/// Why TIC Rummy refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum RummyIllegal {
    /// The turn begins with a draw.
    #[error("draw first: from the deck or the discard pile")]
    MustDrawFirst,
    /// The player has already drawn this turn.
    #[error("you have already drawn this turn")]
    AlreadyDrew,
    /// The discard pile is empty or its top is another card.
    #[error("{0} is not the top of the discard pile")]
    NotDiscardTop(Card),
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// A laydown is being built: confirm or cancel it first.
    #[error("finish the laydown first: confirm or cancel it")]
    LaydownInProgress,
    /// No laydown is being built.
    #[error("no laydown is being built")]
    NoLaydown,
    /// The player has laid down already this deal.
    #[error("you have already laid down this round")]
    AlreadyLaidDown,
    /// The player cancelled too many laydowns this turn.
    #[error("no more laydown attempts this turn")]
    NoAttemptsLeft,
    /// The card cannot help complete the round's collections with this hand.
    #[error("{0} cannot complete the collection being built with the cards in hand")]
    CannotSelect(Card),
    /// Some collections are not complete yet.
    #[error("the laydown is not complete: {filled} of {needed} collections are filled")]
    LaydownIncomplete {
        /// Collections filled.
        filled: usize,
        /// Collections the round asks for.
        needed: usize,
    },
    /// Extra cards are integrated only after laying down.
    #[error("lay down your collections before adding extra cards")]
    NotLaidDown,
    /// The card would leave nothing to discard.
    #[error("keep a card to discard: a player goes out by discarding")]
    MustKeepDiscard,
    /// No such laid collection.
    #[error("player {owner} has no collection {collection} on the table")]
    NoSuchCollection {
        /// The owner named.
        owner: usize,
        /// The collection index named.
        collection: usize,
    },
    /// The card does not fit the collection there.
    #[error("{card} does not fit player {owner}'s collection {collection} there")]
    DoesNotFit {
        /// The card.
        card: Card,
        /// The owner.
        owner: usize,
        /// The collection index.
        collection: usize,
    },
}
