//! What a player can do, and why an action is refused.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
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
///
/// Its text (`Display`, read back by `FromStr`; cards in the long or compact form; chain
/// positions and sets count from 1 in text, from 0 in the values):
///
/// | action | text |
/// |---|---|
/// | `DrawFromDeck` | `draw from the deck` |
/// | `PickUp` | `pick up the chain from 3-star-red (position 4)` |
/// | `LaySet` | `lay 3-star-red 3-star-orange 3-star-yellow` |
/// | `AddCard` | `add 3-star-red to set 2`, then ` at the front` for the front of a sequence |
/// | `Discard` | `discard 3-star-red` |
///
/// ```
/// use tic_team::TeamAction;
///
/// let pick: TeamAction = "pick up the chain from 3sr (position 4)".parse()?;
/// assert_eq!(pick, TeamAction::PickUp { card: "3sr".parse()?, from: 3 });
/// assert_eq!(pick.to_string(), "pick up the chain from 3-star-red (position 4)");
/// assert!("lay".parse::<TeamAction>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
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
                let position = counted_from_one(*from);
                write!(f, "pick up the chain from {card} (position {position})")
            }
            TeamAction::LaySet(cards) => {
                f.write_str("lay")?;
                cards.iter().try_for_each(|c| write!(f, " {c}"))
            }
            TeamAction::AddCard { card, set, end } => {
                write!(f, "add {card} to set {}", counted_from_one(*set))?;
                if *end == End::Front {
                    f.write_str(" at the front")?;
                }
                Ok(())
            }
            TeamAction::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

/// A position counted from 1 (widened, so that even `usize::MAX` reads back).
fn counted_from_one(index: usize) -> u128 {
    u128::try_from(index).unwrap_or(u128::MAX - 1) + 1
}

/// The position a number counted from 1 names, if it is one.
fn index_of(number: &str) -> Option<usize> {
    let n = number.parse::<u128>().ok()?;
    usize::try_from(n.checked_sub(1)?).ok()
}

/// The forms [`TeamAction`]'s text takes, for error messages.
const FORMS: &str = "expected `draw from the deck`, `pick up the chain from CARD (position N)`, \
    `lay CARD CARD CARD...`, `add CARD to set N` (then ` at the front` for a sequence's \
    front) or `discard CARD`";

impl FromStr for TeamAction {
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
            ["draw", "from", "the", "deck"] => Ok(TeamAction::DrawFromDeck),
            ["pick", "up", "the", "chain", "from", c, "(position", n] => {
                let from = n
                    .strip_suffix(')')
                    .and_then(index_of)
                    .ok_or_else(|| ParseActionError::new(s, "positions count from 1"))?;
                Ok(TeamAction::PickUp {
                    card: card(c)?,
                    from,
                })
            }
            ["lay", cards @ ..] if !cards.is_empty() => cards
                .iter()
                .map(|c| card(c))
                .collect::<Result<Vec<Card>, _>>()
                .map(TeamAction::LaySet),
            ["add", c, "to", "set", n, at @ ..] => {
                let end = match at {
                    [] => End::Back,
                    ["at", "the", "front"] => End::Front,
                    _ => return Err(ParseActionError::new(s, FORMS)),
                };
                let set =
                    index_of(n).ok_or_else(|| ParseActionError::new(s, "sets count from 1"))?;
                Ok(TeamAction::AddCard {
                    card: card(c)?,
                    set,
                    end,
                })
            }
            ["discard", c] => card(c).map(TeamAction::Discard),
            _ => Err(ParseActionError::new(s, FORMS)),
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
