//! The Tick state and its events.

use core::fmt;

use rummy_cards::{Card, GameRng, Rank, Seed, shoe};

use crate::config::TickConfig;

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Phase {
    /// The player to act must draw.
    Draw,
    /// The player to act has drawn and must discard; `taken` is the card taken from the
    /// discard pile, if the draw was from there.
    Discard {
        /// The card taken from the discard pile this turn.
        taken: Option<Card>,
    },
    /// The match is over.
    Over,
}

/// Why a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum DealEnd {
    /// A player called Tick and every other player had one more turn.
    Tick,
    /// Nobody called Tick within the round limit ([`TickConfig::max_rounds`]).
    RoundLimit,
    /// The deck ran out and the discard pile could not rebuild it (ruling 5).
    DeckExhausted,
}

impl fmt::Display for DealEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DealEnd::Tick => "after a Tick",
            DealEnd::RoundLimit => "at the round limit",
            DealEnd::DeckExhausted => "with the deck exhausted",
        })
    }
}

/// Something that happened. [`Game::events_for`](rules_engine::Game::events_for) hides other players' dealt hands and deck
/// draws.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum TickEvent {
    /// A deal began: its number (1-based), cards per hand, wild rank, dealer and up-card.
    DealStarted {
        /// The deal, 1 to 11.
        deal: usize,
        /// Cards per hand.
        hand_size: usize,
        /// The wild rank (besides the jokers).
        wild: Rank,
        /// The dealer's seat.
        dealer: usize,
        /// The card turned up to start the discard pile.
        up_card: Card,
    },
    /// A player's hand was dealt (`None` when the observer may not see it).
    Dealt {
        /// Seat.
        player: usize,
        /// The cards, if visible.
        cards: Option<Vec<Card>>,
    },
    /// A player drew from the deck (`None` when the observer may not see the card).
    DrewFromDeck {
        /// Seat.
        player: usize,
        /// The card, if visible.
        card: Option<Card>,
    },
    /// A player took the top discard.
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
    /// A player called Tick, showing the hand.
    Ticked {
        /// Seat.
        player: usize,
        /// The hand shown (all in melds).
        hand: Vec<Card>,
    },
    /// The discard pile but its top card was shuffled into a new deck (ruling 5).
    Reshuffled {
        /// Cards in the new deck.
        cards: usize,
    },
    /// A deal ended: the hands shown and the points each scores.
    DealEnded {
        /// The deal, 1 to 11.
        deal: usize,
        /// Why it ended.
        reason: DealEnd,
        /// Every hand, shown.
        hands: Vec<Vec<Card>>,
        /// Points per player in this deal.
        points: Vec<u32>,
        /// Match totals after this deal.
        totals: Vec<u32>,
    },
}

impl TickEvent {
    /// The cards this event shows.
    pub(crate) fn cards(&self) -> Vec<Card> {
        match self {
            TickEvent::DealStarted { up_card, .. } => vec![*up_card],
            TickEvent::Dealt { cards, .. } => cards.clone().unwrap_or_default(),
            TickEvent::DrewFromDeck { card, .. } => card.iter().copied().collect(),
            TickEvent::TookDiscard { card, .. } | TickEvent::Discarded { card, .. } => vec![*card],
            TickEvent::Ticked { hand, .. } => hand.clone(),
            TickEvent::Reshuffled { .. } => Vec::new(),
            TickEvent::DealEnded { hands, .. } => hands.iter().flatten().copied().collect(),
        }
    }
}

fn card_list(cards: &[Card]) -> String {
    let text: Vec<String> = cards.iter().map(ToString::to_string).collect();
    text.join(" ")
}

impl fmt::Display for TickEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TickEvent::DealStarted {
                deal,
                hand_size,
                wild,
                dealer,
                up_card,
            } => write!(
                f,
                "deal {deal}: player {dealer} deals {hand_size} cards each, {} and jokers wild; up-card {up_card}",
                wild.plural()
            ),
            TickEvent::Dealt {
                player,
                cards: Some(cards),
            } => write!(f, "player {player} is dealt {}", card_list(cards)),
            TickEvent::Dealt {
                player,
                cards: None,
            } => write!(f, "player {player} is dealt a hand"),
            TickEvent::DrewFromDeck {
                player,
                card: Some(card),
            } => write!(f, "player {player} draws {card} from the deck"),
            TickEvent::DrewFromDeck { player, card: None } => {
                write!(f, "player {player} draws from the deck")
            }
            TickEvent::TookDiscard { player, card } => {
                write!(f, "player {player} takes {card} from the discard pile")
            }
            TickEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            TickEvent::Ticked { player, hand } => {
                write!(f, "player {player} calls Tick: {}", card_list(hand))
            }
            TickEvent::Reshuffled { cards } => {
                write!(
                    f,
                    "the discard pile is shuffled into a new deck of {cards} cards"
                )
            }
            TickEvent::DealEnded {
                deal,
                reason,
                points,
                totals,
                ..
            } => write!(
                f,
                "deal {deal} ends {reason}: points {points:?}, totals {totals:?}"
            ),
        }
    }
}

rules_engine::validated_state! {
    /// A Tick match: eleven deals, lowest total wins.
    ///
    /// ```
    /// use rules_engine::{Game, Seed, ToAct};
    /// use tick_rummy::{Tick, TickAction, TickConfig};
    ///
    /// let mut game = Tick::new(TickConfig::with_players(3), Seed(5))?;
    /// // Deal 1: dealer 0, player 1 starts by drawing.
    /// assert_eq!(game.to_act(), ToAct::Player(1));
    /// game.apply(1, &TickAction::DrawFromDeck)?;
    /// assert_eq!(game.view(1).hand.len(), 4, "three dealt plus the draw");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Tick {
        pub(crate) config: TickConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The deal in play, 0-based (equal to the number of deals when the match is over).
        pub(crate) deal: usize,
        /// The draw pile, top card last.
        pub(crate) deck: Vec<Card>,
        /// The discard pile, top card last.
        pub(crate) discard: Vec<Card>,
        pub(crate) hands: Vec<Vec<Card>>,
        pub(crate) turn: usize,
        pub(crate) phase: Phase,
        /// Turns completed in this deal.
        pub(crate) turns: usize,
        /// Who called Tick first in this deal, and how many final turns remain.
        pub(crate) tick_by: Option<usize>,
        pub(crate) final_turns: usize,
        /// Points per finished deal, per player.
        pub(crate) deal_points: Vec<Vec<u32>>,
        pub(crate) events: Vec<TickEvent>,
    }
}

impl Tick {
    /// The deal in play, 0-based.
    #[must_use]
    pub fn deal(&self) -> usize {
        self.deal
    }

    /// The phase of the turn.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Match totals so far.
    #[must_use]
    pub fn totals(&self) -> Vec<u32> {
        let mut totals = vec![0u32; self.config.players];
        for deal in &self.deal_points {
            for (t, p) in totals.iter_mut().zip(deal) {
                *t = t.saturating_add(*p);
            }
        }
        totals
    }

    /// Points per finished deal, per player.
    #[must_use]
    pub fn deal_points(&self) -> &[Vec<u32>] {
        &self.deal_points
    }

    /// The draw pile, top card last (hidden from the players: see [`TickView`](crate::TickView)
    /// for what they see).
    #[must_use]
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// The whole shoe in card order, for conservation checks.
    pub(crate) fn full_shoe(&self) -> Vec<Card> {
        let mut all = shoe(self.config.decks, self.config.jokers_per_deck);
        all.sort_unstable();
        all
    }
}
