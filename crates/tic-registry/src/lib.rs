//! Every game of the TIC engines by name: its options, its bots, a config from `key=value`
//! pairs or JSON, and an object-safe JSON-in/JSON-out form of a game ([`DynGame`]) for code
//! that picks the game at run time (the `tic` program, a server, a Python module).
//!
//! This is the one list of games: the program and every client read it, and none of them names
//! a game crate except through it.
//!
//! ```
//! use rules_engine::{Seed, ToAct};
//!
//! // Every game, with its players and options.
//! let toker = tic_registry::find("toker")?;
//! assert_eq!(toker.players, (2, 8));
//! assert!(toker.options.iter().any(|o| o.key == "deals"));
//!
//! // A game chosen by name, configured from JSON, driven by JSON.
//! let options = serde_json::json!({"deals": 1});
//! let mut game = toker.new_game(Some(2), &options, Seed(7))?;
//! let ToAct::Player(seat) = game.to_act() else { unreachable!() };
//! // Actions as JSON or as text: the same action either way.
//! let actions = game.legal_actions(seat);
//! let texts = game.legal_action_texts(seat);
//! assert_eq!(game.parse_action(&texts[0])?, actions[0]);
//! game.apply_text(seat, &texts[0])?;
//! // A seat sees its own view; the others' moves reach it only as redacted events.
//! let view = game.view(1);
//! let events = game.events_since(1, 0);
//! assert!(view.is_object() && !events.is_empty());
//! # Ok::<(), tic_registry::RegistryError>(())
//! ```
//!
//! Every game is encoded for learning agents too ([`rules_engine::Encoded`]): a fixed number
//! of action indices, the legal ones as a mask, observations as `f32` vectors of what a seat
//! may see, returns per seat.
//!
//! ```
//! use rules_engine::{Seed, ToAct};
//!
//! let mut game = tic_registry::find("toker")?.new_game(Some(2), &serde_json::Value::Null, Seed(7))?;
//! let ToAct::Player(seat) = game.to_act() else { unreachable!() };
//! let mut mask = vec![false; game.action_space()];
//! game.legal_mask_into(seat, &mut mask)?;
//! let legal = game.legal_action_indices(seat);
//! assert!(legal.iter().all(|&i| mask[i]));
//! let mut observation = vec![0.0; game.observation_len()];
//! game.observe_into(seat, &mut observation)?;
//! // An index that is not legal is refused and changes nothing.
//! let illegal = mask.iter().position(|legal| !legal).expect("some index is not legal");
//! assert!(game.apply_index(seat, illegal).is_err());
//! game.apply_index(seat, legal[0])?;
//! assert_eq!(game.returns().len(), 2);
//! # Ok::<(), tic_registry::RegistryError>(())
//! ```
//!
//! Generic code that wants the game's own types (the `tic` program's play and simulate loops)
//! visits the games ([`Visitor`], [`visit_all`]) and gets each game's [`GameSpec`].

use rules_engine::{
    Bot, ConfigError, Encoded, Game, RandomBot, SearchBudget, SerdeGame, TunedBots,
};
use thiserror::Error;

mod dyn_game;
mod games;
mod options;

pub use dyn_game::{DynGame, Erased};
pub use games::visit_all;
pub use options::{OptionKind, OptionSpec, Options};

/// What went wrong in a request to the registry. Every message names the option, game or bot
/// as given (quoted and shortened: safe to print).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum RegistryError {
    /// No game of that name.
    #[error("no game {name}; games: {known}")]
    UnknownGame {
        /// The name asked for (quoted).
        name: String,
        /// Every game's name.
        known: String,
    },
    /// The game has no such option.
    #[error("unknown option {option}; this game's options are: {known}")]
    UnknownOption {
        /// The option as typed (quoted).
        option: String,
        /// The game's options.
        known: String,
    },
    /// An option's value is not of its kind or out of its range.
    #[error("option `{}`: {value} is not {expected}", option.trim_matches('"'))]
    BadValue {
        /// The option as typed (quoted).
        option: String,
        /// The value as given (quoted).
        value: String,
        /// What it should be.
        expected: String,
    },
    /// The game has no bot of that name.
    #[error("no bot {name} for {game}; bots: {known}")]
    UnknownBot {
        /// The name asked for (quoted).
        name: String,
        /// The game.
        game: &'static str,
        /// Its bots.
        known: String,
    },
    /// The config cannot be played (the game's own check, or a combination of options).
    #[error("invalid game options: {0}")]
    Config(String),
    /// Any other bad request: the message says what.
    #[error("{0}")]
    Usage(String),
    /// JSON that is not what was asked for (an action, a state, a record).
    #[error("{0}")]
    Json(String),
    /// The game refused an action (the state is unchanged).
    #[error("{0}")]
    Action(String),
    /// An action index that stands for no legal action of the seat now (the state is
    /// unchanged).
    #[error(
        "action index {index} is not legal for seat {seat} of {game} now (action space {space})"
    )]
    IllegalIndex {
        /// The game.
        game: &'static str,
        /// The seat that would act.
        seat: usize,
        /// The index given.
        index: usize,
        /// The game's action space.
        space: usize,
    },
}

impl RegistryError {
    /// A bad request, in words.
    pub fn usage(message: impl Into<String>) -> Self {
        RegistryError::Usage(message.into())
    }

    /// A game's config error, with the option named as the user typed it where it was given.
    fn config(error: &ConfigError, typed: &std::collections::BTreeMap<String, String>) -> Self {
        let text = error.to_string();
        let option = match error {
            ConfigError::OutOfRange { option, .. } | ConfigError::Invalid { option, .. } => {
                Some(*option)
            }
            _ => None,
        };
        let text = match option {
            Some(option) => {
                let normal = option.to_ascii_lowercase().replace('_', "-");
                let shown = typed.get(&normal).cloned().unwrap_or(normal);
                text.replacen(&format!("`{option}`"), &format!("`{shown}`"), 1)
            }
            None => text,
        };
        RegistryError::Config(text)
    }
}

/// How the registry builds and drives one game: its config from options, its bots by name.
/// Each game has one in this crate; [`visit_all`] hands them to generic code.
pub trait GameSpec: 'static {
    /// The game (encoded for learning agents too: [`DynGame::action_space`] and the rest).
    type G: SerdeGame + TunedBots + Encoded + Send;

    /// One line about the game and its source.
    const SUMMARY: &'static str;

    /// The variation options (besides the number of players).
    const OPTIONS: &'static [OptionSpec];

    /// The bots this game offers besides `random`: its own ([`TunedBots`]).
    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    /// The config from the number of players (the game's default when `None`) and the options,
    /// read with the [`Options`] getters (already checked against [`Self::OPTIONS`]).
    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<<Self::G as Game>::Config, RegistryError>;

    /// A bot by name: `random` or one of [`Self::BOTS`] ([`tuned_bot`]).
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self::G>>> {
        tuned_bot(kind)
    }
}

/// The config of game `S` from the number of players and the options given, with every option
/// checked (kind, range, known key) and the game's own check of the whole config run.
pub fn build_config<S: GameSpec>(
    players: Option<usize>,
    mut options: Options,
) -> Result<<S::G as Game>::Config, RegistryError> {
    let typed = options.typed_keys();
    let config = S::config(players, &mut options)?;
    options.finish()?;
    // The game's own check, with the option named as typed.
    S::G::new(config.clone(), rules_engine::Seed(0))
        .map_err(|e| RegistryError::config(&e, &typed))?;
    Ok(config)
}

/// A bot of game `S` by name, or an error listing the game's bots.
pub fn bot<S: GameSpec>(name: &str) -> Result<Box<dyn Bot<S::G>>, RegistryError> {
    S::bot(name).ok_or_else(|| RegistryError::UnknownBot {
        name: rules_engine::quote_untrusted(name, 40),
        game: S::G::NAME,
        known: format!("random, {} (mcts:N, mcts:Nms)", S::BOTS.join(", ")),
    })
}

/// The bots of a game that offers tuned ones ([`TunedBots`]) by name: `random`, `greedy`, or
/// the search bot as [`search_budget`] reads its name.
pub fn tuned_bot<G: TunedBots>(kind: &str) -> Option<Box<dyn Bot<G>>> {
    match kind {
        "random" => Some(Box::new(RandomBot)),
        "greedy" => Some(G::greedy_bot()),
        _ => Some(G::search_bot(search_budget(kind, G::SEARCH_BUDGET)?)),
    }
}

/// The search budget a bot name asks for: `mcts` is `default`, `mcts:N` N iterations a move
/// (1 to 1,000,000; deterministic) and `mcts:Nms` N milliseconds a move (1 to 60,000; not
/// reproducible). `None` for any other name, or a budget out of range.
///
/// ```
/// use rules_engine::SearchBudget;
/// use tic_registry::search_budget;
///
/// let default = SearchBudget::Iterations(100);
/// assert_eq!(search_budget("mcts", default), Some(default));
/// assert_eq!(search_budget("mcts:500", default), Some(SearchBudget::Iterations(500)));
/// assert_eq!(search_budget("mcts:0", default), None);
/// assert_eq!(search_budget("greedy", default), None);
/// ```
#[must_use]
pub fn search_budget(kind: &str, default: SearchBudget) -> Option<SearchBudget> {
    match kind.strip_prefix("mcts")? {
        "" => Some(default),
        rest => {
            let rest = rest.strip_prefix(':')?;
            if let Some(ms) = rest.strip_suffix("ms") {
                let ms: u64 = ms.parse().ok().filter(|m| (1..=60_000).contains(m))?;
                Some(SearchBudget::Time(std::time::Duration::from_millis(ms)))
            } else {
                let n: u32 = rest.parse().ok().filter(|n| (1..=1_000_000).contains(n))?;
                Some(SearchBudget::Iterations(n))
            }
        }
    }
}

/// Generic code run for one game with its own types: what [`visit_all`] calls per game.
pub trait Visitor {
    /// What one visit gives.
    type Output;
    /// Called with the game's spec.
    fn visit<S: GameSpec>(&mut self) -> Self::Output;
}

/// How an [`Entry`] makes a new game: players, options as JSON, seed.
type NewGame = fn(
    Option<usize>,
    &serde_json::Value,
    rules_engine::Seed,
) -> Result<Box<dyn DynGame>, RegistryError>;

/// A registered game: its name, players, options and bots, and its erased constructors.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Entry {
    /// The game's name ([`Game::NAME`]).
    pub name: &'static str,
    /// One line about it.
    pub summary: &'static str,
    /// Fewest and most players.
    pub players: (usize, usize),
    /// The players of the default game.
    pub default_players: usize,
    /// Its variation options.
    pub options: &'static [OptionSpec],
    /// Its bots besides `random`.
    pub bots: &'static [&'static str],
    new_game: NewGame,
    load: fn(&str) -> Result<Box<dyn DynGame>, RegistryError>,
    load_record: fn(&str) -> Result<Box<dyn DynGame>, RegistryError>,
}

impl Entry {
    /// A new game of this kind: `players` (the default when `None`), options as a JSON object
    /// (`null` for none), and the seed.
    pub fn new_game(
        &self,
        players: Option<usize>,
        options: &serde_json::Value,
        seed: rules_engine::Seed,
    ) -> Result<Box<dyn DynGame>, RegistryError> {
        (self.new_game)(players, options, seed)
    }

    /// A game from a saved state's JSON ([`DynGame::state_json`]), validated.
    pub fn load_state(&self, json: &str) -> Result<Box<dyn DynGame>, RegistryError> {
        (self.load)(json)
    }

    /// A game from a record's JSON ([`DynGame::record_json`]), replayed.
    pub fn load_record(&self, json: &str) -> Result<Box<dyn DynGame>, RegistryError> {
        (self.load_record)(json)
    }
}

struct EntryOf;

impl Visitor for EntryOf {
    type Output = Entry;
    fn visit<S: GameSpec>(&mut self) -> Entry {
        let default_players =
            S::G::new(Default::default(), rules_engine::Seed(0)).map_or(0, |g| g.num_players());
        Entry {
            name: S::G::NAME,
            summary: S::SUMMARY,
            players: players_range::<S>(),
            default_players,
            options: S::OPTIONS,
            bots: S::BOTS,
            new_game: dyn_game::new_game::<S>,
            load: dyn_game::load_state::<S>,
            load_record: dyn_game::load_record::<S>,
        }
    }
}

/// The players a game accepts, found by asking it (its config check is the one authority).
fn players_range<S: GameSpec>() -> (usize, usize) {
    let ok: Vec<usize> = (1..=32)
        .filter(|&n| build_config::<S>(Some(n), Options::default()).is_ok())
        .collect();
    (
        ok.first().copied().unwrap_or(0),
        ok.last().copied().unwrap_or(0),
    )
}

/// Every game, in the order `tic list` shows them.
#[must_use]
pub fn entries() -> &'static [Entry] {
    static ENTRIES: std::sync::OnceLock<Vec<Entry>> = std::sync::OnceLock::new();
    ENTRIES.get_or_init(|| visit_all(&mut EntryOf))
}

/// A game by name (case-insensitive; `_` and `-` alike).
pub fn find(name: &str) -> Result<Entry, RegistryError> {
    let wanted = name.trim().to_ascii_lowercase().replace('_', "-");
    let all = entries();
    match all.iter().find(|e| e.name == wanted) {
        Some(entry) => Ok(*entry),
        None => Err(RegistryError::UnknownGame {
            name: rules_engine::quote_untrusted(name, 40),
            known: all.iter().map(|e| e.name).collect::<Vec<_>>().join(", "),
        }),
    }
}
