//! What a player can do, and why an action is refused.

use core::fmt;

use thiserror::Error;
use tic_core::Card;

use tic_rummy::End;

/// A Team TIC action.
///
/// A turn starts with [`DrawFromDeck`](TeamAction::DrawFromDeck) or
/// [`PickUp`](TeamAction::PickUp) (which must be followed at once by a set holding the deepest
/// card picked up); then any sets ([`LaySet`](TeamAction::LaySet)) and added cards
/// ([`AddCard`](TeamAction::AddCard)); and ends with a [`Discard`](TeamAction::Discard),
/// unless the player has gone out of cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TeamAction {
    /// Draw the top card of the deck.
    DrawFromDeck,
    /// Pick up the discard chain from this card (0 = the oldest) to the newest.
    PickUp {
        /// The deepest card taken.
        card: Card,
        /// Its position in the chain (0 = the oldest card).
        from: usize,
    },
    /// Lay a new set from hand (cards in order; the order matters for sequences).
    LaySet(Vec<Card>),
    /// Add a card from hand to a set on the table.
    AddCard {
        /// The card.
        card: Card,
        /// The set's position on the table.
        set: usize,
        /// Which end (sequences; Tic sets use [`End::Back`]).
        end: End,
    },
    /// Discard onto the chain, ending the turn.
    Discard(Card),
}

impl fmt::Display for TeamAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TeamAction::DrawFromDeck => f.write_str("draw from the deck"),
            TeamAction::PickUp { card, from } => {
                write!(
                    f,
                    "pick up the chain from {card} (position {})",
                    from.saturating_add(1)
                )
            }
            TeamAction::LaySet(cards) => {
                f.write_str("lay")?;
                cards.iter().try_for_each(|c| write!(f, " {c}"))
            }
            TeamAction::AddCard { card, set, end } => {
                write!(f, "add {card} to set {}", set.saturating_add(1))?;
                if *end == End::Front {
                    f.write_str(" at the front")?;
                }
                Ok(())
            }
            TeamAction::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

/// Why Team TIC refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TeamIllegal {
    /// The turn begins with a draw or a pick-up.
    #[error("start the turn by drawing or picking up from the chain")]
    MustDrawFirst,
    /// The player already drew or picked up.
    #[error("you have already drawn this turn")]
    AlreadyDrew,
    /// The deck is empty.
    #[error("the deck is empty")]
    DeckEmpty,
    /// No such card at that place in the chain.
    #[error("the chain has no {card} at position {}", from.saturating_add(1))]
    NotInChain {
        /// The card named.
        card: Card,
        /// The position named.
        from: usize,
    },
    /// The pick-up would not make a set with the deepest card.
    #[error("picking up from {0} makes no set with it")]
    PickUpMakesNoSet(Card),
    /// After a pick-up, the deepest card must be laid at once.
    #[error("lay the set with {0} first")]
    MustLayPickedCard(Card),
    /// A card is not in hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The cards make no valid set.
    #[error("these cards make no set")]
    NotASet,
    /// The set is valid but written in another order than the listed one (Tic sets in card
    /// order; sequences with the lower end card first).
    #[error(
        "write the set in its listed order: Tic sets in card order, sequences from the lower end"
    )]
    NotCanonical,
    /// No such set on the table.
    #[error("there is no set {}", .0.saturating_add(1))]
    NoSuchSet(usize),
    /// The card does not fit that set (or it holds five cards).
    #[error("{card} does not fit set {}", set.saturating_add(1))]
    DoesNotFit {
        /// The card.
        card: Card,
        /// The set.
        set: usize,
    },
    /// The player has added all the cards allowed to opponents' sets this turn.
    #[error("no more cards onto opponents' sets this turn")]
    OpponentLimit,
}
