//! Replay records: config, seed and actions, which reproduce a game exactly.

use thiserror::Error;

use crate::{ActionError, ConfigError, Game, Seed};

/// Everything needed to reproduce a game: the game's name, its config, its seed and every
/// action in order with the seat that took it.
///
/// With the `serde` feature a record serializes (for instance to JSON) whenever the game's
/// config and actions do.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(bound(
        serialize = "G::Config: serde::Serialize, G::Action: serde::Serialize",
        deserialize = "G::Config: serde::Deserialize<'de>, G::Action: serde::Deserialize<'de>"
    ))
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
