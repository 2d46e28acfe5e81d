//! The game API shared by every game of the TIC engines.
//!
//! Modelled on `rand`'s split of traits from implementations: this crate defines what a game
//! *is* ([`Game`]) and what can drive one ([`Bot`], [`run`], [`Record`]); each game crate
//! implements the trait and nothing here knows any game.
//!
//! A game is a value: created from a config and a [`Seed`] ([`Game::new`], which validates the
//! config), asked who acts ([`Game::to_act`]) and what they may do ([`Game::legal_actions`]),
//! and advanced by [`Game::apply`], which either applies a legal action or returns a typed
//! error and leaves the state exactly as it was. Randomness lives only in the seeded generator
//! the game keeps, so the same config, seed and actions give the same game everywhere.
//!
//! ```
//! use rules_engine::demo::{TwentyOne, TwentyOneConfig};
//! use rules_engine::{run, Bot, Game, RandomBot, Seed, ToAct};
//!
//! let mut game = TwentyOne::new(TwentyOneConfig::default(), Seed(7))?;
//! assert_eq!(game.to_act(), ToAct::Player(0));
//!
//! // Drive it by hand (here on a copy)...
//! let mut by_hand = game.clone();
//! let action = by_hand.legal_actions(0)[0].clone();
//! by_hand.apply(0, &action)?;
//! let before = by_hand.clone();
//! assert!(by_hand.apply(0, &action).is_err(), "player 0 cannot act twice in a row");
//! assert_eq!(by_hand, before, "a rejected action changes nothing");
//!
//! // ...or let bots play it to the end, recording every action.
//! let mut bots: Vec<Box<dyn Bot<TwentyOne>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
//! let record = run(&mut game, &mut bots, Seed(1), 1_000)?;
//! let outcome = game.outcome().expect("the game is over");
//! assert_eq!(outcome.scores.len(), 2);
//! assert_eq!(record.replay()?, game, "the record reproduces the game");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use thiserror::Error;

pub use seeded_deck::{CardIndex, GameRng, Seed};

mod bot;
#[cfg(feature = "conformance")]
pub mod conformance;
pub mod demo;
pub mod determinize;
mod encoding;
mod mcts;
mod record;
mod search;
#[cfg(feature = "serde")]
mod serde_game;
mod table;
mod text;

pub use bot::{
    Bot, BotMove, GreedyBot, RandomBot, RunError, Seat, bot_move, bots_for, ready_players, run,
    run_on, step_rng,
};
pub use determinize::Determinize;
pub use encoding::{Encoded, encode_cards, encode_one_hot, rank_returns};
pub use mcts::{Evaluator, MctsBot, Sampler, Search, SearchBudget};
#[cfg(feature = "serde")]
pub use record::RecordHeader;
pub use record::{Record, ReplayError};
pub use search::{Shortlist, ShortlistSearch, TunedBots, lead_values};
#[cfg(feature = "serde")]
pub use serde_game::SerdeGame;
pub use table::{Sitter, Table, TableError};
pub use text::{ParseActionError, quote_untrusted};

/// Who may act next. In JSON: `{"player": 0}`, `"anyone"`, `"nobody"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ToAct {
    /// This player (a seat index `0..num_players`) and nobody else.
    Player(usize),
    /// Any player with a legal action, in whatever order actions arrive (turnless games and
    /// phases the rules play "at the same time"; ruling 3).
    Anyone,
    /// Nobody: the game is over.
    Nobody,
}

impl fmt::Display for ToAct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToAct::Player(p) => write!(f, "player {p} to act"),
            ToAct::Anyone => f.write_str("anyone may act"),
            ToAct::Nobody => f.write_str("the game is over"),
        }
    }
}

/// A config the game cannot be played with. Returned by [`Game::new`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The number of players is outside what the game allows.
    #[error("this game needs {min} to {max} players, not {got}")]
    Players {
        /// Fewest players.
        min: usize,
        /// Most players.
        max: usize,
        /// Players asked for.
        got: usize,
    },
    /// A numeric option is out of range.
    #[error("option `{option}` is {value}; it must be between {min} and {max}")]
    OutOfRange {
        /// The option's name.
        option: &'static str,
        /// The value given.
        value: i64,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// An option, or a combination of options, is invalid.
    #[error("option `{option}`: {reason}")]
    Invalid {
        /// The option's name.
        option: &'static str,
        /// What is wrong.
        reason: String,
    },
}

impl ConfigError {
    /// Checks a player count against a range.
    pub fn check_players(got: usize, min: usize, max: usize) -> Result<(), ConfigError> {
        if (min..=max).contains(&got) {
            Ok(())
        } else {
            Err(ConfigError::Players { min, max, got })
        }
    }

    /// Checks a numeric option against an inclusive range.
    pub fn check_range<T>(option: &'static str, value: T, min: T, max: T) -> Result<(), ConfigError>
    where
        T: PartialOrd + Copy + TryInto<i64>,
    {
        if value >= min && value <= max {
            return Ok(());
        }
        let wide = |v: T| v.try_into().unwrap_or(i64::MAX);
        Err(ConfigError::OutOfRange {
            option,
            value: wide(value),
            min: wide(min),
            max: wide(max),
        })
    }
}

/// Why an action was rejected. The state is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ActionError<R> {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// No such seat.
    #[error("there is no player {player} (players are 0 to {})", .players.saturating_sub(1))]
    NoSuchPlayer {
        /// The seat given.
        player: usize,
        /// Number of players.
        players: usize,
    },
    /// Another player is to act.
    #[error("player {player} may not act now: {to_act}")]
    NotYourTurn {
        /// The seat that tried to act.
        player: usize,
        /// Who may act.
        to_act: ToAct,
    },
    /// The game's rules forbid this action now; the game's own typed reason.
    #[error(transparent)]
    Illegal(R),
}

impl<R> ActionError<R> {
    /// The common checks before a game looks at an action: the seat exists, the game is not
    /// over, and `player` may act now (for [`ToAct::Anyone`] every seat may try; the game then
    /// judges the action itself).
    pub fn check_turn(to_act: ToAct, player: usize, players: usize) -> Result<(), ActionError<R>> {
        if player >= players {
            return Err(ActionError::NoSuchPlayer { player, players });
        }
        match to_act {
            ToAct::Nobody => Err(ActionError::GameOver),
            ToAct::Player(p) if p != player => Err(ActionError::NotYourTurn { player, to_act }),
            _ => Ok(()),
        }
    }
}

/// A state that breaks the game's invariants (for instance a tampered saved game): what is
/// wrong, in words. Returned by [`Game::validate`] and by deserialization.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid game state: {0}")]
pub struct InvalidState(pub String);

impl InvalidState {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Self {
        InvalidState(message.into())
    }

    /// `Ok` if `condition` holds, else an error with the message.
    pub fn ensure(condition: bool, message: impl FnOnce() -> String) -> Result<(), InvalidState> {
        if condition {
            Ok(())
        } else {
            Err(InvalidState(message()))
        }
    }
}

/// How a finished game ended: a score per player and the places they take.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Outcome {
    /// The final score of each seat (the game's own scale: points, penalties, cards left...).
    pub scores: Vec<i64>,
    /// The place of each seat: 0 for the winner(s), tied seats share a place (1224 ranking).
    pub places: Vec<usize>,
}

impl Outcome {
    /// An outcome where the highest score wins.
    ///
    /// ```
    /// let o = rules_engine::Outcome::highest_wins(vec![3, 9, 9, 1]);
    /// assert_eq!(o.places, vec![2, 0, 0, 3]);
    /// assert_eq!(o.winners(), vec![1, 2]);
    /// ```
    #[must_use]
    pub fn highest_wins(scores: Vec<i64>) -> Outcome {
        let places = scores
            .iter()
            .map(|s| scores.iter().filter(|t| *t > s).count())
            .collect();
        Outcome { scores, places }
    }

    /// An outcome where the lowest score wins (penalty games).
    #[must_use]
    pub fn lowest_wins(scores: Vec<i64>) -> Outcome {
        let places = scores
            .iter()
            .map(|s| scores.iter().filter(|t| *t < s).count())
            .collect();
        Outcome { scores, places }
    }

    /// An outcome with explicit places (for games decided otherwise than by score).
    #[must_use]
    pub fn with_places(scores: Vec<i64>, places: Vec<usize>) -> Outcome {
        Outcome { scores, places }
    }

    /// The seats in first place.
    #[must_use]
    pub fn winners(&self) -> Vec<usize> {
        (0..self.places.len())
            .filter(|&p| self.places[p] == 0)
            .collect()
    }
}

/// A game: its rules and its whole state.
///
/// Implementations keep these contracts, which the conformance suite checks:
/// - [`new`](Game::new) validates the config and returns a [`ConfigError`] rather than panic;
/// - [`legal_actions`](Game::legal_actions) lists **every** action [`apply`](Game::apply)
///   accepts for that player now, and nothing else; it is empty for players who may not act;
/// - `apply` either applies the action or returns an error and leaves the state unchanged;
/// - [`view`](Game::view) and [`events_for`](Game::events_for) reveal only what that player
///   may see at the table: none of [`hidden_cards`](Game::hidden_cards);
/// - [`cards`](Game::cards) lists every card in every zone (hands, piles, layouts, set-aside),
///   the same multiset from the first state to the last;
/// - [`validate`](Game::validate) accepts every state reachable by play and rejects broken
///   ones (card conservation, ranges); deserializing a state must run it;
/// - the game ends: from any state, every sequence of legal actions reaches
///   [`ToAct::Nobody`] in finitely many steps.
pub trait Game: Clone + fmt::Debug + PartialEq + Sized {
    /// Everything that varies between tables: players, variations, options. `Default` is the
    /// rules' standard game.
    type Config: Clone + fmt::Debug + PartialEq + Default;
    /// What a player can do. `Display` writes it as text that `FromStr` reads back (card
    /// names in their long or compact form). The text names the action's cards: show it to the
    /// seat that acts, never to the others, who learn of it through
    /// [`events_for`](Game::events_for).
    type Action: Clone
        + fmt::Debug
        + fmt::Display
        + PartialEq
        + core::str::FromStr<Err = ParseActionError>
        + Send
        + Sync;
    /// What one player sees. `Display` draws the table as that player sees it.
    type View: Clone + fmt::Debug + fmt::Display;
    /// Something that happened, for UIs and logs (draws, plays, points).
    type Event: Clone + fmt::Debug + fmt::Display;
    /// The card type (for conservation and hidden-information checks; numbered through
    /// [`CardIndex`] for encodings).
    type Card: Copy + Ord + fmt::Debug + fmt::Display + CardIndex;
    /// The game's own typed reasons for rejecting an action.
    type Illegal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;

    /// A short stable name, e.g. `"toker"`.
    const NAME: &'static str;

    /// A new game, or why the config cannot be played.
    fn new(config: Self::Config, seed: Seed) -> Result<Self, ConfigError>;

    /// Deals a new game of the same config with `seed` in place of this one: afterwards the
    /// game equals the one [`new`](Game::new) makes with that config and seed, and plays on
    /// alike. The default does just that; a game may override it to reuse its buffers (a
    /// learning loop deals game after game).
    ///
    /// # Errors
    /// As `new` with this game's config (which was played, so none is expected); the game is
    /// unchanged then.
    ///
    /// ```
    /// use rules_engine::{Game, Seed};
    /// use rules_engine::demo::TwentyOne;
    ///
    /// let mut game = TwentyOne::new(Default::default(), Seed(1)).unwrap();
    /// game.reset(Seed(2)).unwrap();
    /// assert_eq!(game, TwentyOne::new(Default::default(), Seed(2)).unwrap());
    /// ```
    fn reset(&mut self, seed: Seed) -> Result<(), ConfigError> {
        *self = Self::new(self.config().clone(), seed)?;
        Ok(())
    }

    /// The config the game was created with.
    fn config(&self) -> &Self::Config;

    /// The seed the game was created with.
    fn seed(&self) -> Seed;

    /// Number of seats.
    fn num_players(&self) -> usize;

    /// Who may act next.
    fn to_act(&self) -> ToAct;

    /// Every action `player` may take now (empty if they may not act).
    fn legal_actions(&self, player: usize) -> Vec<Self::Action>;

    /// Applies an action for `player`, or rejects it and leaves the state unchanged.
    fn apply(
        &mut self,
        player: usize,
        action: &Self::Action,
    ) -> Result<(), ActionError<Self::Illegal>>;

    /// What `player` may see now.
    fn view(&self, player: usize) -> Self::View;

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The complete event log, hidden cards included (for replays and analysis after the game).
    fn events(&self) -> &[Self::Event];

    /// The event log as `player` saw it: hidden cards redacted. This, not an action's
    /// `Display`, is what a UI shows a seat of the others' moves.
    fn events_for(&self, player: usize) -> Vec<Self::Event>;

    /// The events from number `from` on (counting from 0, as in [`events`](Game::events)) as
    /// `player` saw them: what a seat has not seen yet. Equal to `events_for(player)[from..]`
    /// (empty past the end); games override it to redact only those events.
    fn events_since(&self, player: usize, from: usize) -> Vec<Self::Event> {
        let mut all = self.events_for(player);
        all.drain(..from.min(all.len()));
        all
    }

    /// Checks the state's invariants.
    fn validate(&self) -> Result<(), InvalidState>;

    /// Every card in every zone, in any order.
    fn cards(&self) -> Vec<Self::Card>;

    /// The cards `player` may not see now (others' hands, face-down piles).
    fn hidden_cards(&self, player: usize) -> Vec<Self::Card>;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.to_act() == ToAct::Nobody
    }

    /// Every text form a card can take in views, events and their `Display` text (for
    /// instance a long and a compact form). The conformance suite looks for each form of each
    /// hidden card. By default, the card's `Display` text.
    fn card_texts(card: &Self::Card) -> Vec<String> {
        vec![card.to_string()]
    }
}

/// Defines a game state struct whose every way of being deserialized validates it.
///
/// Wrap the state's definition in this macro. It derives nothing itself: derive `Serialize`
/// on the struct as usual (behind the crate's `serde` feature). With that feature on, it adds a
/// `Deserialize` that reads the fields into a private copy of the struct (unknown fields are
/// rejected), builds the state and runs its check, by default [`Game::validate`]: a broken or
/// tampered state is an error saying what is wrong, and no public inherent method loads a
/// state unchecked (as `#[serde(remote = "Self")]` would add).
///
/// Options, before the struct: `check: <path>,` a method `fn(&Self) -> Result<(), E>` with `E:
/// Display` to run instead of `validate`; `bound: "<serde bound>",` the private copy's
/// `Deserialize` bound, for generic states.
///
/// ```
/// rules_engine::validated_state! {
///     check: Pile::check,
///     /// A pile that must never hold more than three cards.
///     #[derive(Clone, Debug, PartialEq)]
///     #[cfg_attr(feature = "serde", derive(serde::Serialize))]
///     pub struct Pile {
///         /// The cards.
///         cards: Vec<u8>,
///     }
/// }
///
/// impl Pile {
///     fn check(&self) -> Result<(), String> {
///         if self.cards.len() <= 3 { Ok(()) } else { Err("more than three cards".into()) }
///     }
/// }
///
/// # #[cfg(feature = "serde")] {
/// use serde::Deserialize;
/// assert!(serde_json::from_str::<Pile>(r#"{"cards":[1,2]}"#).is_ok());
/// // Every route validates, `Pile::deserialize` included, and unknown fields are refused.
/// let tampered = r#"{"cards":[1,2,3,4]}"#;
/// assert!(Pile::deserialize(&mut serde_json::Deserializer::from_str(tampered)).is_err());
/// assert!(serde_json::from_str::<Pile>(r#"{"cards":[],"extra":1}"#).is_err());
/// # }
/// ```
#[macro_export]
macro_rules! validated_state {
    (
        @expand check: $check:expr,
        bound: [$( $de_bound:literal )?],
        $(#[$meta:meta])*
        $vis:vis struct $name:ident $(< $gen:ident : $gbound:path >)? {
            $(
                $(#[$fmeta:meta])*
                $fvis:vis $field:ident : $fty:ty
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name $(< $gen : $gbound >)? {
            $(
                $(#[$fmeta])*
                $fvis $field : $fty
            ),*
        }

        #[cfg(feature = "serde")]
        const _: () = {
            /// The fields as read, before the check.
            #[derive(::serde::Deserialize)]
            #[serde(deny_unknown_fields $(, bound = $de_bound)?)]
            struct Unchecked $(< $gen : $gbound >)? {
                $(
                    $(#[$fmeta])*
                    $field : $fty
                ),*
            }

            #[allow(private_bounds)]
            impl<'de $(, $gen : $gbound)?> ::serde::Deserialize<'de> for $name $(< $gen >)?
            where
                Unchecked $(< $gen >)? : ::serde::Deserialize<'de>,
            {
                fn deserialize<D: ::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> ::core::result::Result<Self, D::Error> {
                    let Unchecked { $($field),* } =
                        <Unchecked $(< $gen >)? as ::serde::Deserialize<'de>>::deserialize(
                            deserializer,
                        )?;
                    let state = $name { $($field),* };
                    ($check)(&state).map_err(::serde::de::Error::custom)?;
                    Ok(state)
                }
            }
        };
    };
    (check: $check:expr, bound: $de_bound:literal, $($rest:tt)*) => {
        $crate::validated_state! { @expand check: $check, bound: [$de_bound], $($rest)* }
    };
    (check: $check:expr, $($rest:tt)*) => {
        $crate::validated_state! { @expand check: $check, bound: [], $($rest)* }
    };
    (bound: $de_bound:literal, $($rest:tt)*) => {
        $crate::validated_state! {
            @expand check: <Self as $crate::Game>::validate, bound: [$de_bound], $($rest)*
        }
    };
    ($($rest:tt)*) => {
        $crate::validated_state! {
            @expand check: <Self as $crate::Game>::validate, bound: [], $($rest)*
        }
    };
}
