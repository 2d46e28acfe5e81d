//! Spectrum's actions (the reasons for rejecting one are the knock engine's).

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use tic_core::{Card, CardSet};

/// What a player can do.
///
/// Text (`Display`, read back by `FromStr`, cards long or compact): `take 3-star-red` (up to
/// five cards in Variation 1: `take 3sr 4qr`), `knock`, `discard 3-star-red`. JSON:
/// `{"take": ["3-star-red"]}`, `"knock"`, `{"discard": "3-star-red"}`.
///
/// ```
/// use tic_spectrum::SpectrumAction;
///
/// let action: SpectrumAction = "take 3sr, 4qr".parse()?;
/// assert_eq!(action.to_string(), "take 3-star-red 4-square-red");
/// assert_eq!("knock".parse::<SpectrumAction>()?, SpectrumAction::Knock);
/// # Ok::<(), rules_engine::ParseActionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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

impl FromStr for SpectrumAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes (words in any case, cards long or
    /// compact and separated by spaces or commas, extra spaces ignored).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let bad_card = |e: tic_core::ParseCardError| ParseActionError::new(s, e.to_string());
        match words.as_slice() {
            ["knock"] => Ok(SpectrumAction::Knock),
            ["discard", card] => card.parse().map(SpectrumAction::Discard).map_err(bad_card),
            ["take", cards @ ..] => {
                let mut set = CardSet::EMPTY;
                for card in tic_core::parse_cards(&cards.join(" ")).map_err(bad_card)? {
                    if !set.insert(card) {
                        return Err(ParseActionError::new(s, format!("{card} is named twice")));
                    }
                }
                Ok(SpectrumAction::Take(set))
            }
            _ => Err(ParseActionError::new(
                s,
                "expected `take <card(s)>`, `knock` or `discard <card>`",
            )),
        }
    }
}

/// Why Spectrum rejects an action. The state is unchanged after any of these.
pub type SpectrumError = tic_of_a_kind::KnockError;
