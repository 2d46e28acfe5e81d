//! What happens in Tic-of-a-Kind.

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
    /// The base hands used.
    pub bases: Vec<CardSet>,
    /// The round's points.
    pub points: i64,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum TicOfAKindEvent {
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
    /// A card was turned face up on the discard pile.
    Flipped {
        /// The card.
        card: Card,
    },
    /// A player drew from the deck (`None` for other players).
    DrewDeck {
        /// Seat.
        player: usize,
        /// The card, if the observer may see it.
        card: Option<Card>,
    },
    /// A player took the discard.
    TookDiscard {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
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
    /// The deck ran out: the discard pile under its top card was shuffled into a new deck.
    Reshuffled {
        /// Cards in the new deck.
        cards: usize,
    },
    /// Nobody knocked within the turn limit: the round is scored as it stands.
    TurnLimit,
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

impl TicOfAKindEvent {
    /// The event as `viewer` sees it.
    #[must_use]
    pub fn redacted_for(&self, viewer: usize) -> TicOfAKindEvent {
        match self {
            TicOfAKindEvent::Dealt { player, .. } if *player != viewer => TicOfAKindEvent::Dealt {
                player: *player,
                cards: None,
            },
            TicOfAKindEvent::DrewDeck { player, .. } if *player != viewer => {
                TicOfAKindEvent::DrewDeck {
                    player: *player,
                    card: None,
                }
            }
            other => other.clone(),
        }
    }

    /// The cards the event shows.
    #[must_use]
    pub fn cards(&self) -> CardSet {
        match self {
            TicOfAKindEvent::Dealt { cards, .. } => cards.iter().flatten().collect(),
            TicOfAKindEvent::DrewDeck { card, .. } => card.iter().collect(),
            TicOfAKindEvent::Flipped { card }
            | TicOfAKindEvent::TookDiscard { card, .. }
            | TicOfAKindEvent::Discarded { card, .. } => CardSet::single(*card),
            TicOfAKindEvent::Scored { hands } => hands.iter().flat_map(|h| h.hand.iter()).collect(),
            _ => CardSet::EMPTY,
        }
    }
}

impl fmt::Display for TicOfAKindEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicOfAKindEvent::RoundStarted { round, dealer } => {
                write!(f, "round {round}: player {dealer} deals")
            }
            TicOfAKindEvent::Dealt {
                player,
                cards: Some(cards),
            } => {
                write!(f, "player {player} is dealt")?;
                for c in cards {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            TicOfAKindEvent::Dealt { player, .. } => write!(f, "player {player} is dealt a hand"),
            TicOfAKindEvent::Flipped { card } => write!(f, "{card} starts the discard pile"),
            TicOfAKindEvent::DrewDeck {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            TicOfAKindEvent::DrewDeck { player, .. } => {
                write!(f, "player {player} draws from the deck")
            }
            TicOfAKindEvent::TookDiscard { player, card } => {
                write!(f, "player {player} takes the discard {card}")
            }
            TicOfAKindEvent::Discarded { player, card } => {
                write!(f, "player {player} discards {card}")
            }
            TicOfAKindEvent::Knocked { player } => write!(f, "player {player} knocks"),
            TicOfAKindEvent::Reshuffled { cards } => {
                write!(f, "the discards are shuffled into a new deck of {cards}")
            }
            TicOfAKindEvent::TurnLimit => {
                f.write_str("nobody knocked: the turn limit ends the round")
            }
            TicOfAKindEvent::Scored { hands } => {
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
            TicOfAKindEvent::MatchOver { totals } => write!(f, "match over: totals {totals:?}"),
        }
    }
}
