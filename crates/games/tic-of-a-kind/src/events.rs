//! What happens in a knock game (Tic-of-a-Kind, Spectrum).

use core::fmt;

use tic_core::{Card, CardSet};

/// A hand scored at the end of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ScoredHand {
    /// Seat.
    pub player: usize,
    /// The hand.
    pub hand: Vec<Card>,
    /// The sets of cards that scored: base hands (Tic-of-a-Kind) or 5-card sequences
    /// (Spectrum).
    pub sets: Vec<CardSet>,
    /// The round's points.
    pub points: i64,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum KnockEvent {
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
    /// A card was turned face up: on a pile (from 0), or (`None`) from the deck to start the
    /// discard pile.
    Flipped {
        /// The pile.
        pile: Option<usize>,
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
    /// A player took the discard (a game with a face-down deck).
    TookDiscard {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A player took face-up cards (a game with face-up piles).
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
    /// The draw piles ran out: the discard pile under its top card was shuffled into new
    /// ones (ruling 5).
    Reshuffled {
        /// Cards in the new piles.
        cards: usize,
    },
    /// Nobody knocked within the turn limit: the round is scored as it stands.
    TurnLimit,
    /// Nobody can take a card: the round is scored as it stands.
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

/// What happens in Tic-of-a-Kind.
pub type TicOfAKindEvent = KnockEvent;

impl KnockEvent {
    /// The event as `viewer` sees it.
    #[must_use]
    pub fn redacted_for(&self, viewer: usize) -> KnockEvent {
        match self {
            KnockEvent::Dealt { player, .. } if *player != viewer => KnockEvent::Dealt {
                player: *player,
                cards: None,
            },
            KnockEvent::DrewDeck { player, .. } if *player != viewer => KnockEvent::DrewDeck {
                player: *player,
                card: None,
            },
            other => other.clone(),
        }
    }

    /// The cards the event shows.
    #[must_use]
    pub fn cards(&self) -> CardSet {
        match self {
            KnockEvent::Dealt { cards, .. } => cards.iter().flatten().collect(),
            KnockEvent::DrewDeck { card, .. } => card.iter().collect(),
            KnockEvent::Flipped { card, .. }
            | KnockEvent::TookDiscard { card, .. }
            | KnockEvent::Discarded { card, .. } => CardSet::single(*card),
            KnockEvent::Took { cards, .. } => *cards,
            KnockEvent::Scored { hands } => hands.iter().flat_map(|h| h.hand.iter()).collect(),
            _ => CardSet::EMPTY,
        }
    }
}

impl fmt::Display for KnockEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnockEvent::RoundStarted { round, dealer } => {
                write!(f, "round {round}: player {dealer} deals")
            }
            KnockEvent::Dealt {
                player,
                cards: Some(cards),
            } => {
                write!(f, "player {player} is dealt")?;
                for c in cards {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            KnockEvent::Dealt { player, .. } => write!(f, "player {player} is dealt a hand"),
            KnockEvent::Flipped {
                pile: Some(pile),
                card,
            } => write!(f, "{card} is turned up on pile {}", pile + 1),
            KnockEvent::Flipped { pile: None, card } => {
                write!(f, "{card} starts the discard pile")
            }
            KnockEvent::DrewDeck {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            KnockEvent::DrewDeck { player, .. } => {
                write!(f, "player {player} draws from the deck")
            }
            KnockEvent::TookDiscard { player, card } => {
                write!(f, "player {player} takes the discard {card}")
            }
            KnockEvent::Took { player, cards } => write!(f, "player {player} takes {cards}"),
            KnockEvent::Discarded { player, card } => {
                write!(f, "player {player} discards {card}")
            }
            KnockEvent::Knocked { player } => write!(f, "player {player} knocks"),
            KnockEvent::Reshuffled { cards } => {
                write!(
                    f,
                    "the discards are shuffled into {cards} new face-down cards"
                )
            }
            KnockEvent::TurnLimit => f.write_str("nobody knocked: the turn limit ends the round"),
            KnockEvent::RoundCut => f.write_str("nobody can take a card: the round ends"),
            KnockEvent::Scored { hands } => {
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
            KnockEvent::MatchOver { totals } => write!(f, "match over: totals {totals:?}"),
        }
    }
}
