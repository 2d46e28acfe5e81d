//! Tick actions and why they may be rejected.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use rummy_cards::Card;
use thiserror::Error;

/// What a player can do. A turn is a draw ([`DrawFromDeck`](TickAction::DrawFromDeck) or
/// [`TakeDiscard`](TickAction::TakeDiscard)) then a discard ([`Discard`](TickAction::Discard),
/// or [`Tick`](TickAction::Tick) to discard and call "Tick" with every remaining card in
/// melds).
///
/// Text (`Display`, read back by `FromStr`; cards as `Qs`, `10h`, `Jk` or `queen of spades`, any
/// case): `draw from the deck`, `take the top discard`, `discard Qs`, `discard Qs and call
/// Tick`. JSON: `"draw_from_deck"`, `"take_discard"`, `{"discard": "Qs"}`, `{"tick": "Qs"}`.
///
/// ```
/// use tick_rummy::TickAction;
///
/// let tick: TickAction = "discard 10h and call Tick".parse()?;
/// assert_eq!(tick, TickAction::Tick("10h".parse().expect("a card")));
/// assert_eq!(tick.to_string().parse::<TickAction>()?, tick);
/// # Ok::<(), rules_engine::ParseActionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum TickAction {
    /// Draw the top card of the deck.
    DrawFromDeck,
    /// Take the top card of the discard pile.
    TakeDiscard,
    /// Discard this card, ending the turn.
    Discard(Card),
    /// Discard this card and call "Tick": every card left in hand is in a meld.
    Tick(Card),
}

impl fmt::Display for TickAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TickAction::DrawFromDeck => f.write_str("draw from the deck"),
            TickAction::TakeDiscard => f.write_str("take the top discard"),
            TickAction::Discard(card) => write!(f, "discard {card}"),
            TickAction::Tick(card) => write!(f, "discard {card} and call Tick"),
        }
    }
}

impl FromStr for TickAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, the card short or
    /// long, extra spaces ignored).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let card = |text: &str| {
            text.parse::<Card>()
                .map_err(|e| ParseActionError::new(s, e.to_string()))
        };
        match words.as_slice() {
            ["draw", "from", "the", "deck"] => Ok(TickAction::DrawFromDeck),
            ["take", "the", "top", "discard"] => Ok(TickAction::TakeDiscard),
            ["discard", rest @ .., "and", "call", "tick"] if !rest.is_empty() => {
                card(&rest.join(" ")).map(TickAction::Tick)
            }
            ["discard", rest @ ..] if !rest.is_empty() => {
                card(&rest.join(" ")).map(TickAction::Discard)
            }
            _ => Err(ParseActionError::new(
                s,
                "expected `draw from the deck`, `take the top discard`, `discard <card>` or \
                 `discard <card> and call Tick`",
            )),
        }
    }
}

/// Why Tick rejects an action (the state is unchanged).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TickIllegal {
    /// A discard before drawing.
    #[error("draw first: from the deck or the discard pile")]
    MustDrawFirst,
    /// The pile to draw from is empty (the deck is rebuilt at the end of the turn that empties
    /// it, so this only happens in a tampered state).
    #[error("that pile is empty")]
    EmptyPile,
    /// A second draw in one turn.
    #[error("you have drawn this turn: discard a card")]
    AlreadyDrew,
    /// The card is not in the hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The card was just taken from the discard pile.
    #[error("{0} was just taken from the discard pile: discard another card")]
    DiscardingTakenCard(Card),
    /// The hand without the card does not meld entirely.
    #[error("no Tick: without {0} your hand does not go entirely into sets and runs")]
    NotATick(Card),
}
