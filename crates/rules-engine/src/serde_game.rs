//! One bound for a game whose every type serializes.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::Game;

/// A [`Game`] whose state, config, actions, views, events and cards all serialize (and the
/// state, config, actions and events deserialize): the bound generic code over saves, wire
/// formats and records needs, in one name. Every game crate's state is one with its `serde`
/// feature on.
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{Game, SerdeGame, Seed};
///
/// fn save<G: SerdeGame>(game: &G) -> String {
///     serde_json::to_string(game).expect("a state serializes")
/// }
/// let game = TwentyOne::new(TwentyOneConfig::default(), Seed(1))?;
/// let back: TwentyOne = serde_json::from_str(&save(&game))?;
/// assert_eq!(back, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait SerdeGame:
    Game<
        Config: Serialize + DeserializeOwned + Send + Sync,
        Action: Serialize + DeserializeOwned,
        View: Serialize,
        Event: Serialize + DeserializeOwned,
        Card: Serialize + DeserializeOwned,
    > + Serialize
    + DeserializeOwned
{
}

impl<G> SerdeGame for G where
    G: Game<
            Config: Serialize + DeserializeOwned + Send + Sync,
            Action: Serialize + DeserializeOwned,
            View: Serialize,
            Event: Serialize + DeserializeOwned,
            Card: Serialize + DeserializeOwned,
        > + Serialize
        + DeserializeOwned
{
}
