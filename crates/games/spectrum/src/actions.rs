//! Spectrum's actions (the reasons for rejecting one are the knock engine's).

use core::fmt;

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
pub type SpectrumError = tic_of_a_kind::KnockError;
