//! Actions, the typed reasons an action is rejected, and events.

use core::fmt;
use core::str::FromStr;

use rules_engine::ParseActionError;
use thiserror::Error;
use tic_core::{Card, Step};

/// What a player can do. Text as [`Display`](fmt::Display) writes it (and [`FromStr`] reads
/// it): `play 3-star-red` (or `play 3sr`), `play 3-star-red saying last card`, `pick up`,
/// `keep`, `challenge`. JSON: `{"play": "3-star-red"}`,
/// `{"play_saying_last_card": "3-star-red"}`, `"pick_up"`, `"keep"`, `"challenge"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TriAction {
    /// Play this card from hand onto the discard pile.
    Play(Card),
    /// Pick up a card from the deck (only when no card can be played).
    PickUp,
    /// Keep the card just picked up instead of playing it; the turn ends.
    Keep,
    /// Play this card and say "last card" with it: offered beside [`Play`](TriAction::Play)
    /// when the play makes the call due (it leaves the player one card and ends the turn). The
    /// call belongs to the play (ruling 2): a player who says it cannot be challenged.
    PlaySayingLastCard(Card),
    /// Challenge the player who ended their turn with one card without saying "last card"
    /// (open to the other players until the next player acts): they pick up two cards.
    Challenge,
}

impl fmt::Display for TriAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TriAction::Play(card) => write!(f, "play {card}"),
            TriAction::PlaySayingLastCard(card) => write!(f, "play {card} saying last card"),
            TriAction::PickUp => f.write_str("pick up"),
            TriAction::Keep => f.write_str("keep"),
            TriAction::Challenge => f.write_str("challenge"),
        }
    }
}

/// The forms [`TriAction`]'s text takes, for error messages.
const FORMS: &str = "expected `play <card>`, `pick up`, `keep`, `say last card` or `challenge`";

impl FromStr for TriAction {
    type Err = ParseActionError;

    /// Reads the text [`Display`](fmt::Display) writes: words in any case, cards long
    /// (`3-star-red`) or compact (`3sr`), extra spaces ignored.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let card = |text: &str| {
            text.parse::<Card>()
                .map_err(|e| ParseActionError::new(s, e.to_string()))
        };
        match words.as_slice() {
            ["play", c] => card(c).map(TriAction::Play),
            ["play", c, "saying", "last", "card"] => card(c).map(TriAction::PlaySayingLastCard),
            ["pick", "up"] => Ok(TriAction::PickUp),
            ["keep"] => Ok(TriAction::Keep),
            ["challenge"] => Ok(TriAction::Challenge),
            _ => Err(ParseActionError::new(s, FORMS)),
        }
    }
}

/// Why an action is rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum TriIllegal {
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// The card changes no property by one step from the face-up card.
    #[error("{card} does not play on {top}: it must change a property by one step")]
    NoStep {
        /// The card tried.
        card: Card,
        /// The face-up card.
        top: Card,
    },
    /// Going out needs a Duo or a Tripo, or a Mono after another play this turn.
    #[error("you cannot go out on a lone Mono: {0} would be your only play this turn")]
    LoneMonoGoOut(Card),
    /// After picking up, only the picked-up card may be played.
    #[error("you may only play the card you picked up, {0}")]
    OnlyDrawnCard(Card),
    /// Picking up is only for a player who cannot play.
    #[error("you can play a card, so you may not pick up")]
    CanPlay,
    /// There is no picked-up card to keep.
    #[error("there is no picked-up card to keep")]
    NothingToPass,
    /// Pick up or play the picked-up card first.
    #[error("play or keep the card you picked up first")]
    DecideOnDrawnCard,
    /// "Last card" is said with a play that leaves the player one card at the end of the
    /// turn, and with no other.
    #[error(
        "playing {0} does not leave you one card at the end of your turn: no \"last card\" to say"
    )]
    NoLastCard(Card),
    /// No player can be challenged now.
    #[error("nobody can be challenged now")]
    NothingToChallenge,
    /// Players cannot challenge themselves.
    #[error("you cannot challenge yourself")]
    ChallengeSelf,
    /// It is another player's turn (during a "last card" window only the challenge is open to
    /// other players).
    #[error("it is player {0}'s turn")]
    NotYourTurn(usize),
}

/// Why cards were picked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DrawReason {
    /// The player could not play.
    CannotPlay,
    /// An opponent played a Tripo.
    Tripo,
    /// A custom trigger fired.
    Trigger,
    /// The player was challenged for not saying "last card".
    LastCard,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// This player went out.
    WentOut(usize),
    /// A player had to pick up and neither the deck nor the discard pile (below its top card)
    /// had a card: scored as it stands.
    DeckExhausted,
    /// The action limit was reached: scored as it stands.
    ActionLimit,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum TriEvent {
    /// The first card was turned face up.
    Started {
        /// The face-up card (`None` in a player's log once it is hidden again, shuffled
        /// into the deck).
        top: Option<Card>,
    },
    /// A card was played.
    Played {
        /// Seat.
        player: usize,
        /// The card (`None` in a player's log once it is hidden again, shuffled into the
        /// deck or held by another player).
        card: Option<Card>,
        /// Its step from the card below.
        step: Step,
    },
    /// A card was picked up (`card` is `None` in another player's log).
    Drew {
        /// Seat.
        player: usize,
        /// The card, if the observer may see it.
        card: Option<Card>,
        /// Why.
        reason: DrawReason,
    },
    /// The player kept the card picked up.
    Passed {
        /// Seat.
        player: usize,
    },
    /// The discard pile below its top card was shuffled into a new deck.
    Reshuffled {
        /// Cards in the new deck.
        cards: usize,
    },
    /// A player said "last card" with the play just logged.
    SaidLastCard {
        /// Seat.
        player: usize,
    },
    /// A player challenged a missing "last card".
    Challenged {
        /// The challenger.
        by: usize,
        /// The player who picks up.
        target: usize,
    },
    /// A custom trigger fired.
    Triggered {
        /// The card that ended the turn (`None` in a player's log once it is hidden again).
        card: Option<Card>,
        /// The player who picks up.
        target: usize,
        /// Cards to pick up.
        cards: usize,
    },
    /// The game ended.
    Ended {
        /// How.
        reason: EndReason,
    },
}

impl fmt::Display for TriEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TriEvent::Started { top: Some(top) } => write!(f, "{top} is turned face up"),
            TriEvent::Started { top: None } => f.write_str("a card is turned face up"),
            TriEvent::Played {
                player,
                card: Some(card),
                step,
            } => write!(f, "player {player} plays {card} ({step})"),
            TriEvent::Played {
                player,
                card: None,
                step,
            } => write!(f, "player {player} plays a {step}"),
            TriEvent::Drew {
                player,
                card,
                reason,
            } => {
                match card {
                    Some(c) => write!(f, "player {player} picks up {c}")?,
                    None => write!(f, "player {player} picks up a card")?,
                }
                match reason {
                    DrawReason::CannotPlay => Ok(()),
                    DrawReason::Tripo => f.write_str(" (Tripo)"),
                    DrawReason::Trigger => f.write_str(" (trigger)"),
                    DrawReason::LastCard => f.write_str(" (no \"last card\")"),
                }
            }
            TriEvent::Passed { player } => write!(f, "player {player} keeps the card"),
            TriEvent::Reshuffled { cards } => {
                write!(f, "the discard pile is shuffled into a new deck of {cards}")
            }
            TriEvent::SaidLastCard { player } => write!(f, "player {player}: \"last card\""),
            TriEvent::Challenged { by, target } => {
                write!(
                    f,
                    "player {by} challenges player {target}: no \"last card\""
                )
            }
            TriEvent::Triggered {
                card,
                target,
                cards,
            } => {
                f.write_str("the turn ended on ")?;
                match card {
                    Some(c) => write!(f, "{c}")?,
                    None => f.write_str("a trigger card")?,
                }
                write!(f, ": player {target} picks up {cards}")
            }
            TriEvent::Ended { reason } => match reason {
                EndReason::WentOut(p) => write!(f, "player {p} goes out and wins"),
                EndReason::DeckExhausted => {
                    f.write_str("no card is left to pick up: the game ends as it stands")
                }
                EndReason::ActionLimit => {
                    f.write_str("the action limit is reached: the game ends as it stands")
                }
            },
        }
    }
}
