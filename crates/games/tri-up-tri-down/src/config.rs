//! The config: players, hand size, the Tripo and "last card" options, and the per-round
//! custom triggers of the text's variation.

use core::fmt;
use core::str::FromStr;

use rules_engine::ConfigError;
use thiserror::Error;
use tic_core::{Card, Color, Number, Shape};

/// Fewest players.
pub const MIN_PLAYERS: usize = 2;
/// Most players.
pub const MAX_PLAYERS: usize = 6;
/// Smallest hand the text allows ("without going less than 6 each").
pub const MIN_HAND: usize = 6;
/// Largest hand the text suggests ("try holding up to 14 cards").
pub const MAX_HAND: usize = 14;
/// Most custom triggers one round may use.
pub const MAX_TRIGGERS: usize = 4;
/// Most cards a trigger may make the next player pick up.
pub const MAX_TRIGGER_PICKUP: u8 = 5;

/// A Tri Up Tri Down table.
///
/// ```
/// use tic_tri_up_tri_down::{TriConfig, Trigger};
/// let config = TriConfig {
///     players: 4,
///     hand_size: 8,
///     triggers: vec!["2:pick-2".parse()?],
///     ..TriConfig::default()
/// };
/// assert!(config.validate().is_ok());
/// # Ok::<(), tic_tri_up_tri_down::ParseTriggerError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct TriConfig {
    /// Players, 2 to 6.
    pub players: usize,
    /// Cards dealt to each player, 6 to 14 (10 in the standard game).
    pub hand_size: usize,
    /// Whether a card steps when the properties that change by one are counted whatever the
    /// others do (the free reading, as for runs held in a hand). Default `false`: ruling 17,
    /// the text's reading, where a Mono, Duo or Tripo changes exactly one, two or three
    /// properties by one increment and leaves the others as they are
    /// ([`play_step`](crate::play_step), [`free_play_step`](crate::free_play_step)).
    pub free_steps: bool,
    /// Whether a Tripo also lets the player play again, as a Duo does (the other reading: a
    /// Tripo changes at least two properties, so it meets what a Duo asks). Default `false`:
    /// the text gives the extra play to the Duo alone and, for a Tripo, says the opponents
    /// pick up (ruling 17), so a Tripo ends the turn after the opponents pick up.
    pub tripo_plays_again: bool,
    /// Whether the "last card" call and its challenge are played (default `true`).
    pub last_card_rule: bool,
    /// The round's custom triggers (the text's variation): empty in the standard game.
    pub triggers: Vec<Trigger>,
    /// The game ends, scored as it stands, after this many actions (200 to 1,000,000): the
    /// documented end that keeps every game finite.
    pub max_actions: u32,
}

impl Default for TriConfig {
    fn default() -> Self {
        TriConfig {
            players: 2,
            hand_size: 10,
            free_steps: false,
            tripo_plays_again: false,
            last_card_rule: true,
            triggers: Vec::new(),
            max_actions: 5_000,
        }
    }
}

impl TriConfig {
    /// The standard game for this many players (not validated).
    #[must_use]
    pub fn for_players(players: usize) -> Self {
        TriConfig {
            players,
            ..TriConfig::default()
        }
    }

    /// Checks every option.
    pub fn validate(&self) -> Result<(), ConfigError> {
        ConfigError::check_players(self.players, MIN_PLAYERS, MAX_PLAYERS)?;
        ConfigError::check_range("hand_size", self.hand_size, MIN_HAND, MAX_HAND)?;
        ConfigError::check_range("max_actions", self.max_actions, 200, 1_000_000)?;
        if self.triggers.len() > MAX_TRIGGERS {
            return Err(ConfigError::Invalid {
                option: "triggers",
                reason: format!(
                    "{} triggers given; a round uses at most {MAX_TRIGGERS}",
                    self.triggers.len()
                ),
            });
        }
        for trigger in &self.triggers {
            trigger.validate().map_err(|reason| ConfigError::Invalid {
                option: "triggers",
                reason: format!("`{trigger}`: {reason}"),
            })?;
        }
        Ok(())
    }

    /// Cards each opponent picks up after a Tripo: two, or one with four or more players.
    #[must_use]
    pub fn tripo_pickup(&self) -> usize {
        if self.players >= 4 { 1 } else { 2 }
    }
}

/// Which cards a trigger watches: a card matches when it has every property value given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardPattern {
    /// The number the card must have, if any.
    pub number: Option<Number>,
    /// The shape the card must have, if any.
    pub shape: Option<Shape>,
    /// The color the card must have, if any.
    pub color: Option<Color>,
}

impl CardPattern {
    /// Whether the card matches.
    #[must_use]
    pub fn matches(&self, card: Card) -> bool {
        self.number.is_none_or(|n| card.number() == n)
            && self.shape.is_none_or(|s| card.shape() == s)
            && self.color.is_none_or(|c| card.color() == c)
    }

    /// Whether no property is given (such a pattern is rejected: a trigger names a type of card).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.number.is_none() && self.shape.is_none() && self.color.is_none()
    }
}

impl fmt::Display for CardPattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<&str> = [
            self.number.map(Number::name),
            self.shape.map(Shape::name),
            self.color.map(Color::name),
        ]
        .into_iter()
        .flatten()
        .collect();
        f.write_str(&parts.join("-"))
    }
}

/// How many cards a trigger makes the next player pick up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickUp {
    /// A fixed count, 1 to 5.
    Cards(u8),
    /// As many as the number on the card that ended the turn ("the number of stars" on a
    /// star card is its number).
    NumberOnCard,
}

impl PickUp {
    /// The count for the card that ended the turn.
    #[must_use]
    pub fn count(self, card: Card) -> usize {
        match self {
            PickUp::Cards(n) => usize::from(n),
            PickUp::NumberOnCard => usize::from(card.number().value()),
        }
    }
}

/// What a trigger does when it fires.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TriggerEffect {
    /// The next player picks up cards from the deck (then plays their turn as usual).
    NextPicksUp(PickUp),
}

/// A custom rule chosen for a round: "if a player ends their turn by playing a card like
/// this, then this happens". Text form `<pattern>:<effect>`: the pattern is property values
/// joined by `-` (`2`, `star`, `2-red`), the effect `pick-N` (N from 1 to 5) or
/// `pick-number`. With the `serde` feature a trigger serializes as this text.
///
/// ```
/// use tic_tri_up_tri_down::{PickUp, Trigger, TriggerEffect};
/// let t: Trigger = "star:pick-number".parse()?;
/// assert_eq!(t.effect, TriggerEffect::NextPicksUp(PickUp::NumberOnCard));
/// assert!(t.when.matches("3-star-orange".parse()?));
/// assert_eq!(t.to_string(), "star:pick-number");
/// assert!("purple:pick-2".parse::<Trigger>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trigger {
    /// The cards that fire it when they end a turn.
    pub when: CardPattern,
    /// What happens.
    pub effect: TriggerEffect,
}

impl Trigger {
    /// The text's first example: ending a turn on a 2 makes the next player pick up two.
    #[must_use]
    pub fn twos_pick_two() -> Trigger {
        Trigger {
            when: CardPattern {
                number: Some(Number::Two),
                ..CardPattern::default()
            },
            effect: TriggerEffect::NextPicksUp(PickUp::Cards(2)),
        }
    }

    /// The text's second example: ending a turn on stars makes the next player pick up as
    /// many cards as there are stars.
    #[must_use]
    pub fn stars_pick_their_number() -> Trigger {
        Trigger {
            when: CardPattern {
                shape: Some(Shape::Star),
                ..CardPattern::default()
            },
            effect: TriggerEffect::NextPicksUp(PickUp::NumberOnCard),
        }
    }

    /// Checks the trigger (an empty pattern or a pickup outside 1 to 5 is rejected).
    pub fn validate(&self) -> Result<(), String> {
        if self.when.is_empty() {
            return Err("the pattern names no number, shape or color".into());
        }
        match self.effect {
            TriggerEffect::NextPicksUp(PickUp::Cards(n))
                if !(1..=MAX_TRIGGER_PICKUP).contains(&n) =>
            {
                Err(format!(
                    "a pickup of {n} cards; it must be 1 to {MAX_TRIGGER_PICKUP}"
                ))
            }
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Trigger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.when)?;
        match self.effect {
            TriggerEffect::NextPicksUp(PickUp::Cards(n)) => write!(f, "pick-{n}"),
            TriggerEffect::NextPicksUp(PickUp::NumberOnCard) => f.write_str("pick-number"),
        }
    }
}

/// Why a trigger's text does not parse.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseTriggerError {
    /// No `:` between pattern and effect.
    #[error("`{0}`: write a trigger as <pattern>:<effect>, e.g. `2:pick-2` or `star:pick-number`")]
    Shape(String),
    /// A pattern word is not a number, shape or color.
    #[error("`{0}` is not a number (1-5), shape or color")]
    PatternWord(String),
    /// The pattern gives one property twice.
    #[error("the pattern `{0}` gives the same property twice")]
    Repeated(String),
    /// The effect is not `pick-N` or `pick-number`.
    #[error("`{0}` is not an effect: use `pick-1` to `pick-5` or `pick-number`")]
    Effect(String),
    /// The trigger parses but breaks a rule (empty pattern, pickup out of range).
    #[error("{0}")]
    Invalid(String),
}

impl FromStr for Trigger {
    type Err = ParseTriggerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (pattern_text, effect_text) = s
            .trim()
            .split_once(':')
            .ok_or_else(|| ParseTriggerError::Shape(s.to_owned()))?;
        let mut when = CardPattern::default();
        for word in pattern_text
            .split('-')
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            let lower = word.to_ascii_lowercase();
            let repeated = || ParseTriggerError::Repeated(pattern_text.to_owned());
            if let Some(n) = Number::ALL.into_iter().find(|n| n.name() == lower) {
                if when.number.replace(n).is_some() {
                    return Err(repeated());
                }
            } else if let Some(sh) = Shape::ALL.into_iter().find(|v| v.name() == lower) {
                if when.shape.replace(sh).is_some() {
                    return Err(repeated());
                }
            } else if let Some(c) = Color::ALL.into_iter().find(|v| v.name() == lower) {
                if when.color.replace(c).is_some() {
                    return Err(repeated());
                }
            } else {
                return Err(ParseTriggerError::PatternWord(word.to_owned()));
            }
        }
        let effect_word = effect_text.trim().to_ascii_lowercase();
        let pickup = match effect_word.strip_prefix("pick-") {
            Some("number") => PickUp::NumberOnCard,
            Some(n) => PickUp::Cards(
                n.parse()
                    .map_err(|_| ParseTriggerError::Effect(effect_text.to_owned()))?,
            ),
            None => return Err(ParseTriggerError::Effect(effect_text.to_owned())),
        };
        let trigger = Trigger {
            when,
            effect: TriggerEffect::NextPicksUp(pickup),
        };
        trigger.validate().map_err(ParseTriggerError::Invalid)?;
        Ok(trigger)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Trigger {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Trigger {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
