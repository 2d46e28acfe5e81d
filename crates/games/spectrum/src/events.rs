//! What happens in Spectrum.

use core::fmt;

use tic_core::{Card, CardSet};

/// A hand scored at the end of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoredHand {
    /// Seat.
    pub player: usize,
    /// The hand.
    pub hand: Vec<Card>,
    /// The 5-card sequences that scored.
    pub sequences: Vec<CardSet>,
    /// The round's points.
    pub points: i64,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum SpectrumEvent {
    /// A round began (`round` counts from 1).
    RoundStarted {
        /// The round.
        round: u32,
        /// The dealer (the player to the left starts).
        dealer: usize,
    },
    /// A player was dealt a hand (`None` for other players).
    Dealt {
        /// Seat.
        player: usize,
        /// The cards, if the observer may see them.
        cards: Option<Vec<Card>>,
    },
    /// A card was turned face up on a pile (0 to 3).
    Flipped {
        /// The pile.
        pile: usize,
        /// The card.
        card: Card,
    },
    /// A player took face-up cards.
    Took {
        /// Seat.
        player: usize,
        /// The cards.
        cards: CardSet,
    },
    /// A player discarded.
    Discarded {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A player knocked.
    Knocked {
        /// Seat.
        player: usize,
    },
    /// The round ended without the knock's last turns (turn limit, or nothing to take).
    RoundCut,
    /// The hands were shown and scored.
    Scored {
        /// Every hand, in seat order.
        hands: Vec<ScoredHand>,
    },
    /// The match is over.
    MatchOver {
        /// Final totals.
        totals: Vec<i64>,
    },
}

impl SpectrumEvent {
    /// The event as `viewer` sees it.
    #[must_use]
    pub fn redacted_for(&self, viewer: usize) -> SpectrumEvent {
        match self {
            SpectrumEvent::Dealt { player, .. } if *player != viewer => SpectrumEvent::Dealt {
                player: *player,
                cards: None,
            },
            other => other.clone(),
        }
    }

    /// The cards the event shows.
    #[must_use]
    pub fn cards(&self) -> CardSet {
        match self {
            SpectrumEvent::Dealt { cards, .. } => cards.iter().flatten().collect(),
            SpectrumEvent::Flipped { card, .. } | SpectrumEvent::Discarded { card, .. } => {
                CardSet::single(*card)
            }
            SpectrumEvent::Took { cards, .. } => *cards,
            SpectrumEvent::Scored { hands } => hands.iter().flat_map(|h| h.hand.iter()).collect(),
            _ => CardSet::EMPTY,
        }
    }
}

impl fmt::Display for SpectrumEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpectrumEvent::RoundStarted { round, dealer } => {
                write!(f, "round {round}: player {dealer} deals")
            }
            SpectrumEvent::Dealt {
                player,
                cards: Some(cards),
            } => {
                write!(f, "player {player} is dealt")?;
                for c in cards {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            SpectrumEvent::Dealt { player, .. } => write!(f, "player {player} is dealt a hand"),
            SpectrumEvent::Flipped { pile, card } => {
                write!(f, "{card} is turned up on pile {}", pile + 1)
            }
            SpectrumEvent::Took { player, cards } => write!(f, "player {player} takes {cards}"),
            SpectrumEvent::Discarded { player, card } => {
                write!(f, "player {player} discards {card}")
            }
            SpectrumEvent::Knocked { player } => write!(f, "player {player} knocks"),
            SpectrumEvent::RoundCut => f.write_str("the round ends as it stands"),
            SpectrumEvent::Scored { hands } => {
                f.write_str("hands:")?;
                for h in hands {
                    write!(f, "\n  player {}: {} points (", h.player, h.points)?;
                    for (i, c) in h.hand.iter().enumerate() {
                        write!(f, "{}{c}", if i > 0 { " " } else { "" })?;
                    }
                    f.write_str(")")?;
                }
                Ok(())
            }
            SpectrumEvent::MatchOver { totals } => write!(f, "match over: totals {totals:?}"),
        }
    }
}
