//! Replay records: config, seed and actions, which reproduce a game exactly.

use thiserror::Error;

use crate::{ActionError, ConfigError, Game, Seed};

/// Everything needed to reproduce a game: the game's name, its config, its seed and every
/// action in order with the seat that took it.
///
/// With the `serde` feature a record serializes (for instance to JSON) whenever the game's
/// config and actions do: `{"game": "toker", "config": {...}, "seed": 7, "actions": [[0,
/// ...], ...]}`. The game's name comes first, and loading checks it before the rest: a record of
/// another game is an error that names both games (read only the name with
/// `RecordHeader`). Unknown fields are rejected.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(
    feature = "serde",
    serde(bound(serialize = "G::Config: serde::Serialize, G::Action: serde::Serialize"))
)]
#[non_exhaustive]
pub struct Record<G: Game> {
    /// [`Game::NAME`] of the game recorded.
    pub game: String,
    /// The config.
    pub config: G::Config,
    /// The seed.
    pub seed: Seed,
    /// `(seat, action)` in the order applied.
    pub actions: Vec<(usize, G::Action)>,
}

/// Why a record could not be replayed.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ReplayError<R: std::error::Error + 'static> {
    /// The record is of another game.
    #[error("the record is of `{found}`, not `{expected}`")]
    WrongGame {
        /// The game replaying.
        expected: &'static str,
        /// The game in the record.
        found: String,
    },
    /// The recorded config is invalid.
    #[error("the recorded config is invalid: {0}")]
    Config(#[from] ConfigError),
    /// A recorded action was rejected.
    #[error("action {index} (player {player}) was rejected: {source}")]
    Action {
        /// Position in the record.
        index: usize,
        /// Seat.
        player: usize,
        /// The rejection.
        source: ActionError<R>,
    },
}

impl<G: Game> Record<G> {
    /// An empty record of a game's config and seed (as it is now: call it on a new game).
    pub fn start(game: &G) -> Self {
        Record {
            game: G::NAME.to_owned(),
            config: game.config().clone(),
            seed: game.seed(),
            actions: Vec::new(),
        }
    }

    /// A record from its parts.
    pub fn new(config: G::Config, seed: Seed, actions: Vec<(usize, G::Action)>) -> Self {
        Record {
            game: G::NAME.to_owned(),
            config,
            seed,
            actions,
        }
    }

    /// Replays every action from a new game.
    pub fn replay(&self) -> Result<G, ReplayError<G::Illegal>> {
        self.replay_prefix(self.actions.len())
    }

    /// Replays the first `steps` actions (for stepping through a game).
    pub fn replay_prefix(&self, steps: usize) -> Result<G, ReplayError<G::Illegal>> {
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME,
                found: self.game.clone(),
            });
        }
        let mut game = G::new(self.config.clone(), self.seed)?;
        for (index, (player, action)) in self.actions.iter().take(steps).enumerate() {
            game.apply(*player, action)
                .map_err(|source| ReplayError::Action {
                    index,
                    player: *player,
                    source,
                })?;
        }
        Ok(game)
    }
}

/// The game a saved [`Record`] belongs to, read without the rest (other fields are skipped):
/// what code that picks the game at run time reads first.
///
/// ```
/// use rules_engine::RecordHeader;
///
/// let header: RecordHeader = serde_json::from_str(r#"{"game":"toker","config":{},"seed":1,"actions":[]}"#)?;
/// assert_eq!(header.game, "toker");
/// # Ok::<(), serde_json::Error>(())
/// ```
#[cfg(feature = "serde")]
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[non_exhaustive]
pub struct RecordHeader {
    /// [`Game::NAME`] of the game recorded.
    pub game: String,
}

#[cfg(feature = "serde")]
mod de {
    use core::fmt;
    use core::marker::PhantomData;

    use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

    use super::Record;
    use crate::{Game, Seed, quote_untrusted};

    const FIELDS: &[&str] = &["game", "config", "seed", "actions"];

    fn check_game<G: Game, E: de::Error>(found: &str) -> Result<String, E> {
        if found == G::NAME {
            Ok(found.to_owned())
        } else {
            Err(E::custom(format_args!(
                "the record is of {}, not `{}`",
                quote_untrusted(found, 40),
                G::NAME
            )))
        }
    }

    struct RecordVisitor<G>(PhantomData<fn() -> G>);

    impl<'de, G: Game> Visitor<'de> for RecordVisitor<G>
    where
        G::Config: Deserialize<'de>,
        G::Action: Deserialize<'de>,
    {
        type Value = Record<G>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "a record of `{}`", G::NAME)
        }

        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Record<G>, A::Error> {
            let (mut game, mut config, mut seed, mut actions) = (None, None, None, None);
            while let Some(key) = map.next_key::<String>()? {
                let duplicate = match key.as_str() {
                    "game" => game
                        .replace(check_game::<G, A::Error>(&map.next_value::<String>()?)?)
                        .is_some(),
                    "config" => config.replace(map.next_value()?).is_some(),
                    "seed" => seed.replace(map.next_value::<Seed>()?).is_some(),
                    "actions" => actions.replace(map.next_value()?).is_some(),
                    other => {
                        return Err(de::Error::unknown_field(other, FIELDS));
                    }
                };
                if duplicate {
                    return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
                }
            }
            Ok(Record {
                game: game.ok_or_else(|| de::Error::missing_field("game"))?,
                config: config.ok_or_else(|| de::Error::missing_field("config"))?,
                seed: seed.ok_or_else(|| de::Error::missing_field("seed"))?,
                actions: actions.ok_or_else(|| de::Error::missing_field("actions"))?,
            })
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Record<G>, A::Error> {
            let missing = |i| de::Error::invalid_length(i, &"a record's four fields");
            let game: String = seq.next_element()?.ok_or_else(|| missing(0))?;
            let game = check_game::<G, A::Error>(&game)?;
            let config = seq.next_element()?.ok_or_else(|| missing(1))?;
            let seed = seq.next_element()?.ok_or_else(|| missing(2))?;
            let actions = seq.next_element()?.ok_or_else(|| missing(3))?;
            Ok(Record {
                game,
                config,
                seed,
                actions,
            })
        }
    }

    impl<'de, G: Game> Deserialize<'de> for Record<G>
    where
        G::Config: Deserialize<'de>,
        G::Action: Deserialize<'de>,
    {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_struct("Record", FIELDS, RecordVisitor(PhantomData))
        }
    }
}
