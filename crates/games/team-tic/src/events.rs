//! What happened, for UIs and logs, and how it is told.

use core::fmt;

use tic_core::Card;

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GameEnd {
    /// This player went out of cards.
    WentOut(usize),
    /// The deck was exhausted and this player could not pick up from the chain.
    CannotPickUp(usize),
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum TeamEvent {
    /// A player was dealt cards.
    Dealt {
        /// Seat.
        player: usize,
        /// How many.
        count: usize,
        /// The cards, if the observer may see them.
        cards: Option<Vec<Card>>,
    },
    /// The top card of the deck started the chain.
    ChainStarted {
        /// The card.
        card: Card,
    },
    /// A player drew from the deck.
    Drew {
        /// Seat.
        player: usize,
        /// The card, if the observer may see it.
        card: Option<Card>,
    },
    /// A player picked up the end of the chain.
    PickedUp {
        /// Seat.
        player: usize,
        /// The cards, deepest first.
        cards: Vec<Card>,
    },
    /// A player laid a new set.
    LaidSet {
        /// Seat.
        player: usize,
        /// The set's position on the table.
        set: usize,
        /// The cards.
        cards: Vec<Card>,
    },
    /// A player added a card to a set.
    Added {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// The set.
        set: usize,
        /// Whether the set is an opponent's (no points).
        opponent: bool,
    },
    /// A player discarded onto the chain.
    Discarded {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// A round ended.
    Ended {
        /// How.
        end: GameEnd,
        /// Each side's score in the round.
        scores: Vec<i64>,
    },
    /// A round began (matches of several rounds only).
    RoundStarted {
        /// 0-based round number.
        round: u8,
        /// The dealer's seat.
        dealer: usize,
    },
    /// The match of several rounds is over.
    MatchOver {
        /// Each side's total.
        totals: Vec<i64>,
    },
}

impl fmt::Display for TeamEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, cards: &[Card]| -> fmt::Result {
            cards.iter().try_for_each(|c| write!(f, " {c}"))
        };
        match self {
            TeamEvent::Dealt {
                player,
                cards: Some(cards),
                ..
            } => {
                write!(f, "player {player} is dealt")?;
                list(f, cards)
            }
            TeamEvent::Dealt { player, count, .. } => {
                write!(f, "player {player} is dealt {count} cards")
            }
            TeamEvent::ChainStarted { card } => write!(f, "{card} starts the discard chain"),
            TeamEvent::Drew {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            TeamEvent::Drew { player, card: None } => {
                write!(f, "player {player} draws from the deck")
            }
            TeamEvent::PickedUp { player, cards } => {
                write!(f, "player {player} picks up")?;
                list(f, cards)
            }
            TeamEvent::LaidSet { player, set, cards } => {
                write!(f, "player {player} lays set {}:", set.saturating_add(1))?;
                list(f, cards)
            }
            TeamEvent::Added {
                player,
                card,
                set,
                opponent,
            } => write!(
                f,
                "player {player} adds {card} to {}set {}",
                if *opponent { "the opponents' " } else { "" },
                set.saturating_add(1)
            ),
            TeamEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            TeamEvent::Ended { end, scores } => {
                match end {
                    GameEnd::WentOut(p) => write!(f, "player {p} goes out")?,
                    GameEnd::CannotPickUp(p) => write!(
                        f,
                        "the deck is exhausted and player {p} cannot pick up from the chain"
                    )?,
                }
                write!(f, "; scores by side {scores:?}")
            }
            TeamEvent::RoundStarted { round, dealer } => {
                write!(
                    f,
                    "round {} (dealer: player {dealer})",
                    u32::from(*round) + 1
                )
            }
            TeamEvent::MatchOver { totals } => {
                write!(f, "the match is over: totals by side {totals:?}")
            }
        }
    }
}
