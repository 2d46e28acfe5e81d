//! What a player can do, and why an action is refused.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
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
///
/// Its text (`Display`, read back by `FromStr`; cards in the long or compact form):
///
/// | action | text |
/// |---|---|
/// | `DrawFromDeck` | `draw from the deck` |
/// | `TakeDiscard` | `take 3-star-red from the discard pile` |
/// | `Select` | `select 3-star-red for the laydown` |
/// | `ConfirmLaydown` | `confirm the laydown` |
/// | `CancelLaydown` | `cancel the laydown` |
/// | `Integrate` | `add 3-star-red to player 1's collection 2` (collections count from 1), then ` at the front` for the front of a sequence |
/// | `Discard` | `discard 3-star-red` |
///
/// ```
/// use tic_rummy::{End, RummyAction};
///
/// let add: RummyAction = "add 4sr to player 1's collection 2 at the front".parse()?;
/// assert_eq!(
///     add,
///     RummyAction::Integrate { card: "4sr".parse()?, owner: 1, collection: 1, end: End::Front }
/// );
/// assert_eq!(add.to_string(), "add 4-star-red to player 1's collection 2 at the front");
/// assert!("select".parse::<RummyAction>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
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
                // Counted from 1; widened so that even `usize::MAX` reads back.
                let number = u128::try_from(*collection).unwrap_or(u128::MAX) + 1;
                write!(f, "add {card} to player {owner}'s collection {number}")?;
                if *end == End::Front {
                    f.write_str(" at the front")?;
                }
                Ok(())
            }
            RummyAction::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

/// The forms [`RummyAction`]'s text takes, for error messages.
const FORMS: &str = "expected `draw from the deck`, `take CARD from the discard pile`, \
    `select CARD for the laydown`, `confirm the laydown`, `cancel the laydown`, \
    `add CARD to player N's collection K` (then ` at the front` for a sequence's front) or \
    `discard CARD`";

impl FromStr for RummyAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, any spacing;
    /// cards in the long or compact form).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let card = |text: &str| {
            text.parse::<Card>()
                .map_err(|e| ParseActionError::new(s, e.to_string()))
        };
        match words.as_slice() {
            ["draw", "from", "the", "deck"] => Ok(RummyAction::DrawFromDeck),
            ["take", c, "from", "the", "discard", "pile"] => card(c).map(RummyAction::TakeDiscard),
            ["select", c, "for", "the", "laydown"] => card(c).map(RummyAction::Select),
            ["confirm", "the", "laydown"] => Ok(RummyAction::ConfirmLaydown),
            ["cancel", "the", "laydown"] => Ok(RummyAction::CancelLaydown),
            ["discard", c] => card(c).map(RummyAction::Discard),
            [
                "add",
                c,
                "to",
                "player",
                owner,
                "collection",
                number,
                at @ ..,
            ] => {
                let end = match at {
                    [] => End::Back,
                    ["at", "the", "front"] => End::Front,
                    _ => return Err(ParseActionError::new(s, FORMS)),
                };
                let owner = owner
                    .strip_suffix("'s")
                    .and_then(|n| n.parse::<usize>().ok())
                    .ok_or_else(|| ParseActionError::new(s, "expected `player N's`"))?;
                let collection = number
                    .parse::<u128>()
                    .ok()
                    .and_then(|n| usize::try_from(n.checked_sub(1)?).ok())
                    .ok_or_else(|| ParseActionError::new(s, "collections are numbered from 1"))?;
                Ok(RummyAction::Integrate {
                    card: card(c)?,
                    owner,
                    collection,
                    end,
                })
            }
            _ => Err(ParseActionError::new(s, FORMS)),
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
