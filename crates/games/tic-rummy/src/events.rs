//! What happened, for UIs and logs, and how it is told.

use core::fmt;

use tic_core::Card;

use crate::deal::End;

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DealEnd {
    /// This player went out.
    WentOut(usize),
    /// The deck ran out (or the deal's turn cap was reached) with nobody out.
    Exhausted,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum RummyEvent {
    /// A deal began; `rounds` is each player's round in it.
    DealStarted {
        /// 0-based deal count.
        deal: u32,
        /// The dealer's seat.
        dealer: usize,
        /// Each player's round.
        rounds: Vec<u8>,
    },
    /// A player was dealt cards (hidden from the others).
    Dealt {
        /// Seat.
        player: usize,
        /// How many.
        count: usize,
        /// The cards, if the observer may see them.
        cards: Option<Vec<Card>>,
    },
    /// The first discard was turned up.
    DiscardTurned {
        /// The card.
        card: Card,
    },
    /// A player drew from the deck.
    DrewFromDeck {
        /// Seat.
        player: usize,
        /// The card, if the observer may see it.
        card: Option<Card>,
    },
    /// A player took the top discard.
    TookDiscard {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A player laid down their collections.
    LaidDown {
        /// Seat.
        player: usize,
        /// The collections, in laid order.
        collections: Vec<Vec<Card>>,
    },
    /// A player added an extra card to a collection.
    Integrated {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// Whose collection.
        owner: usize,
        /// Which collection.
        collection: usize,
        /// Which end.
        end: End,
    },
    /// A player discarded.
    Discarded {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// The deal ended and was scored.
    DealScored {
        /// How it ended.
        end: DealEnd,
        /// Points counted against each player this deal.
        penalties: Vec<u32>,
        /// Each player's total after it.
        totals: Vec<u32>,
        /// Each player's round for the next deal.
        rounds: Vec<u8>,
    },
    /// The match is over (someone went out on the last round, or the deal cap was reached).
    MatchOver {
        /// Final totals (lowest wins).
        totals: Vec<u32>,
    },
}

impl fmt::Display for RummyEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RummyEvent::DealStarted {
                deal,
                dealer,
                rounds,
            } => write!(
                f,
                "deal {} (dealer: player {dealer}; rounds {rounds:?})",
                deal.saturating_add(1)
            ),
            RummyEvent::Dealt {
                player,
                cards: Some(cards),
                ..
            } => {
                write!(f, "player {player} is dealt")?;
                cards.iter().try_for_each(|c| write!(f, " {c}"))
            }
            RummyEvent::Dealt { player, count, .. } => {
                write!(f, "player {player} is dealt {count} cards")
            }
            RummyEvent::DiscardTurned { card } => write!(f, "{card} is turned up"),
            RummyEvent::DrewFromDeck {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            RummyEvent::DrewFromDeck { player, card: None } => {
                write!(f, "player {player} draws from the deck")
            }
            RummyEvent::TookDiscard { player, card } => {
                write!(f, "player {player} takes {card} from the discard pile")
            }
            RummyEvent::LaidDown {
                player,
                collections,
            } => {
                write!(f, "player {player} lays down")?;
                for (i, c) in collections.iter().enumerate() {
                    write!(f, "{}", if i == 0 { ":" } else { ";" })?;
                    c.iter().try_for_each(|card| write!(f, " {card}"))?;
                }
                Ok(())
            }
            RummyEvent::Integrated {
                player,
                card,
                owner,
                collection,
                end,
            } => write!(
                f,
                "player {player} adds {card} to player {owner}'s collection {}{}",
                collection.saturating_add(1),
                if *end == End::Front {
                    " at the front"
                } else {
                    ""
                }
            ),
            RummyEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            RummyEvent::DealScored {
                end,
                penalties,
                totals,
                ..
            } => {
                match end {
                    DealEnd::WentOut(p) => write!(f, "player {p} goes out")?,
                    DealEnd::Exhausted => f.write_str("the deck is exhausted")?,
                }
                write!(f, "; penalties {penalties:?}, totals {totals:?}")
            }
            RummyEvent::MatchOver { totals } => write!(f, "the match is over: totals {totals:?}"),
        }
    }
}
