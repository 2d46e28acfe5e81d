//! What happens in an exchange game, for logs and UIs.

use core::fmt;
use std::sync::{Arc, OnceLock};

use tic_core::{Card, CardSet};

/// A hand shown at the showdown.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ShownHand {
    /// Seat.
    pub player: usize,
    /// The player's private cards.
    pub private: Vec<Card>,
    /// The best hand made with the common cards.
    pub best: Vec<Card>,
    /// The hand's rank, in words.
    pub rank: String,
    /// The showdown place (0 = best hand).
    pub place: usize,
}

/// The hands shown at a showdown, in seat order: read it as a slice of [`ShownHand`] (it
/// derefs to one). A clone shares the hands (the event and the state's last showdown hold one
/// copy).
///
/// A showdown played out keeps the cards and each hand's place, and makes the hands' best
/// cards and rank texts the first time they are read: a learning loop that
/// never reads them does not pay for them. What is read is the same either way; equality,
/// `Debug` and the saved form are those of the slice.
///
/// ```
/// use tic_toker::{ShownHand, ShownHands};
///
/// let hands = ShownHands::from(vec![ShownHand {
///     player: 1,
///     private: vec![],
///     best: vec![],
///     rank: "no hand".into(),
///     place: 0,
/// }]);
/// assert_eq!(hands.len(), 1);
/// assert_eq!(hands[0].player, 1);
/// assert!(ShownHands::default().is_empty());
/// ```
#[derive(Clone)]
pub struct ShownHands(Arc<Shown>);

/// A [`ShownHands`]' hands: as given, or what a showdown evaluated, made into hands when first
/// read.
enum Shown {
    Given(Box<[ShownHand]>),
    Evaluated(Evaluated),
}

/// The best hand among a player's cards (private, then common) in words and its cards, or
/// `None` when there is none: the game's evaluator, for a showdown's hands.
pub(crate) type BestShown = fn(&[Card]) -> Option<(String, Vec<Card>)>;

/// What a showdown evaluated: each shown player's seat, place and private cards (with the
/// common cards), and the game's evaluator for the best hand and its rank in words.
pub(crate) struct Evaluated {
    /// The common cards, then each shown player's private cards in turn.
    cards: Vec<Card>,
    common: usize,
    /// Seat, place and the end of the private cards in `cards`, player by player.
    seats: Vec<(usize, usize, usize)>,
    best: BestShown,
    made: OnceLock<Box<[ShownHand]>>,
}

impl Evaluated {
    /// A showdown's evaluation: `shown` pairs each shown seat with its place and private cards.
    pub(crate) fn new<'a>(
        common: &[Card],
        shown: impl Iterator<Item = (usize, usize, &'a [Card])>,
        best: BestShown,
    ) -> Self {
        // Room for the private cards of a usual table (up to 8 players of up to 4 cards).
        let mut cards = Vec::with_capacity(common.len() + 32);
        cards.extend_from_slice(common);
        let seats = shown
            .map(|(player, place, private)| {
                cards.extend_from_slice(private);
                (player, place, cards.len())
            })
            .collect();
        Evaluated {
            cards,
            common: common.len(),
            seats,
            best,
            made: OnceLock::new(),
        }
    }

    fn hands(&self) -> &[ShownHand] {
        self.made.get_or_init(|| {
            let common = &self.cards[..self.common];
            let mut all = Vec::with_capacity(self.cards.len());
            let mut start = self.common;
            self.seats
                .iter()
                .map(|&(player, place, end)| {
                    let private = self.cards[start..end].to_vec();
                    start = end;
                    all.clear();
                    all.extend_from_slice(&private);
                    all.extend_from_slice(common);
                    let (rank, best) =
                        (self.best)(&all).unwrap_or_else(|| ("no hand".to_owned(), Vec::new()));
                    ShownHand {
                        player,
                        private,
                        best,
                        rank,
                        place,
                    }
                })
                .collect()
        })
    }
}

impl ShownHands {
    /// The hands a showdown evaluated, made when first read.
    pub(crate) fn evaluated(evaluated: Evaluated) -> Self {
        ShownHands(Arc::new(Shown::Evaluated(evaluated)))
    }
}

impl Default for ShownHands {
    /// No hands (every game starts so: one shared empty list, nothing allocated).
    fn default() -> Self {
        static NONE: OnceLock<ShownHands> = OnceLock::new();
        NONE.get_or_init(|| ShownHands::from(Vec::new())).clone()
    }
}

impl From<Vec<ShownHand>> for ShownHands {
    fn from(hands: Vec<ShownHand>) -> Self {
        ShownHands(Arc::new(Shown::Given(hands.into_boxed_slice())))
    }
}

impl core::ops::Deref for ShownHands {
    type Target = [ShownHand];
    fn deref(&self) -> &[ShownHand] {
        match &*self.0 {
            Shown::Given(hands) => hands,
            Shown::Evaluated(evaluated) => evaluated.hands(),
        }
    }
}

impl<'a> IntoIterator for &'a ShownHands {
    type Item = &'a ShownHand;
    type IntoIter = core::slice::Iter<'a, ShownHand>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for ShownHands {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for ShownHands {}

impl fmt::Debug for ShownHands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for ShownHands {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ShownHands {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<ShownHand>::deserialize(deserializer).map(ShownHands::from)
    }
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum ExchangeEvent {
    /// A deal began (`deal` counts from 1).
    DealStarted {
        /// The deal's number.
        deal: u32,
        /// The dealer's seat (the player to the dealer's left exchanges first).
        dealer: usize,
    },
    /// A player put in the ante.
    Ante {
        /// Seat.
        player: usize,
        /// Chips.
        amount: u64,
    },
    /// A player was dealt private cards (`None` for the other players).
    Dealt {
        /// Seat.
        player: usize,
        /// The cards, if the observer may see them.
        cards: Option<Vec<Card>>,
        /// How many.
        count: usize,
    },
    /// A common card was turned face up.
    CommonAdded {
        /// The card.
        card: Card,
    },
    /// A player kept their cards.
    Kept {
        /// Seat.
        player: usize,
    },
    /// A player exchanged private cards (`None` for the other players).
    Exchanged {
        /// Seat.
        player: usize,
        /// The cards given up, if the observer may see them.
        discarded: Option<CardSet>,
        /// The cards received, if the observer may see them.
        drawn: Option<CardSet>,
        /// How many.
        count: usize,
    },
    /// A player exchanged a common card (Variation 1).
    ExchangedCommon {
        /// Seat.
        player: usize,
        /// The common card removed.
        removed: Card,
        /// The common card that replaced it.
        added: Card,
    },
    /// A player called.
    Called {
        /// Seat.
        player: usize,
    },
    /// The dealer ran out and shuffled the discards into a new stock (ruling 5).
    Reshuffled {
        /// Cards in the new stock.
        cards: usize,
    },
    /// A betting round began (Variation 3).
    BettingOpened {
        /// Whether it is the round before the showdown (after the final common card), rather
        /// than one after an exchange round.
        before_showdown: bool,
    },
    /// A player folded.
    Folded {
        /// Seat.
        player: usize,
    },
    /// A player checked.
    Checked {
        /// Seat.
        player: usize,
    },
    /// A player called a bet.
    CalledBet {
        /// Seat.
        player: usize,
        /// Chips added.
        amount: u64,
        /// Whether that was all their chips.
        all_in: bool,
    },
    /// A player bet or raised.
    BetTo {
        /// Seat.
        player: usize,
        /// Their chips in this betting round afterwards.
        to: u64,
        /// Whether that was all their chips.
        all_in: bool,
    },
    /// The hands still in were shown.
    Showdown {
        /// The hands, in seat order (shared with the state's last showdown: one copy).
        hands: ShownHands,
    },
    /// Ranking points for the deal: `n` to the best hand, `n - 1` to the next, ...
    RankingPoints {
        /// Points per seat this deal.
        points: Vec<i64>,
    },
    /// A player won chips from the pot(s).
    PotWon {
        /// Seat.
        player: usize,
        /// Chips.
        amount: u64,
    },
    /// The match is over.
    MatchOver {
        /// Final scores per seat (ranking points, or chips with betting).
        scores: Vec<i64>,
    },
}

impl ExchangeEvent {
    /// The event as `viewer` sees it: other players' private cards hidden.
    #[must_use]
    pub fn redacted_for(&self, viewer: usize) -> ExchangeEvent {
        match self {
            ExchangeEvent::Dealt {
                player,
                cards: Some(_),
                count,
            } if *player != viewer => ExchangeEvent::Dealt {
                player: *player,
                cards: None,
                count: *count,
            },
            ExchangeEvent::Exchanged { player, count, .. } if *player != viewer => {
                ExchangeEvent::Exchanged {
                    player: *player,
                    discarded: None,
                    drawn: None,
                    count: *count,
                }
            }
            other => other.clone(),
        }
    }

    /// The cards the event shows.
    #[must_use]
    pub fn cards(&self) -> CardSet {
        match self {
            ExchangeEvent::Dealt { cards, .. } => cards.iter().flatten().collect(),
            ExchangeEvent::CommonAdded { card } => CardSet::single(*card),
            ExchangeEvent::Exchanged {
                discarded, drawn, ..
            } => discarded.unwrap_or_default() | drawn.unwrap_or_default(),
            ExchangeEvent::ExchangedCommon { removed, added, .. } => {
                CardSet::single(*removed) | CardSet::single(*added)
            }
            ExchangeEvent::Showdown { hands } => {
                hands.iter().flat_map(|h| h.private.iter()).collect()
            }
            _ => CardSet::EMPTY,
        }
    }
}

fn list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for ExchangeEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExchangeEvent::DealStarted { deal, dealer } => {
                write!(f, "deal {deal}: player {dealer} deals")
            }
            ExchangeEvent::Ante { player, amount } => {
                write!(f, "player {player} antes {amount}")
            }
            ExchangeEvent::Dealt {
                player,
                cards: Some(cards),
                ..
            } => write!(f, "player {player} is dealt {}", list(cards)),
            ExchangeEvent::Dealt { player, count, .. } => {
                write!(f, "player {player} is dealt {count} cards")
            }
            ExchangeEvent::CommonAdded { card } => write!(f, "common card {card}"),
            ExchangeEvent::Kept { player } => write!(f, "player {player} keeps their cards"),
            ExchangeEvent::Exchanged {
                player,
                discarded: Some(out),
                drawn: Some(new),
                ..
            } => write!(f, "player {player} exchanges {out} for {new}"),
            ExchangeEvent::Exchanged { player, count, .. } => {
                write!(f, "player {player} exchanges {count} card(s)")
            }
            ExchangeEvent::ExchangedCommon {
                player,
                removed,
                added,
            } => write!(
                f,
                "player {player} exchanges the common {removed}: {added} replaces it"
            ),
            ExchangeEvent::Called { player } => write!(f, "player {player} calls"),
            ExchangeEvent::Reshuffled { cards } => {
                write!(f, "the discards are shuffled into a new stock of {cards}")
            }
            ExchangeEvent::BettingOpened { before_showdown } => f.write_str(if *before_showdown {
                "betting round before the showdown"
            } else {
                "betting round"
            }),
            ExchangeEvent::Folded { player } => write!(f, "player {player} folds"),
            ExchangeEvent::Checked { player } => write!(f, "player {player} checks"),
            ExchangeEvent::CalledBet {
                player,
                amount,
                all_in,
            } => write!(
                f,
                "player {player} calls {amount}{}",
                if *all_in { " (all-in)" } else { "" }
            ),
            ExchangeEvent::BetTo { player, to, all_in } => write!(
                f,
                "player {player} bets to {to}{}",
                if *all_in { " (all-in)" } else { "" }
            ),
            ExchangeEvent::Showdown { hands } => {
                f.write_str("showdown:")?;
                for h in hands.iter() {
                    write!(
                        f,
                        "\n  {}. player {}: {} (holding {})",
                        h.place + 1,
                        h.player,
                        h.rank,
                        list(&h.private)
                    )?;
                }
                Ok(())
            }
            ExchangeEvent::RankingPoints { points } => {
                write!(f, "ranking points this deal: {points:?}")
            }
            ExchangeEvent::PotWon { player, amount } => {
                write!(f, "player {player} wins {amount} chips")
            }
            ExchangeEvent::MatchOver { scores } => write!(f, "match over: scores {scores:?}"),
        }
    }
}
