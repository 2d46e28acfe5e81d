//! Python bindings of the TIC engines: the native module `tic_engines._tic_engines` of the
//! Python package `tic-engines` (import `tic_engines`), built by maturin.
//!
//! Every game of the registry ([`tic_registry::entries`]) as a learning environment: a fixed
//! action space with a legal-action mask, observations as `float32` vectors holding only what
//! a seat may see, returns per seat ([`rules_engine::Encoded`] through
//! [`tic_registry::DynGame`]); views as text and JSON, save and load through the validated
//! JSON, the games' bots; and [`VecGames`], many games stepped in one call across threads with
//! the GIL released. The Python side (`python/tic_engines`) adds the PettingZoo and Gymnasium
//! environments and the type stubs. docs/PYTHON.md in the workspace says how to build and use
//! it.
//!
//! Player numbers follow OpenSpiel: [`TERMINAL_PLAYER`] (-4) once the game is over,
//! [`SIMULTANEOUS_PLAYER`] (-2) when any seat with a legal action may act (turnless phases).

use std::sync::{Mutex, MutexGuard, PoisonError};

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString};
use rayon::prelude::*;
use rules_engine::{Seed, ToAct};
use serde_json::Value;
use tic_registry::{DynGame, Entry, OptionKind, RegistryError};

/// The player number once the game is over (OpenSpiel's `kTerminalPlayerId`).
pub const TERMINAL_PLAYER: i64 = -4;
/// The player number when any seat with a legal action may act (OpenSpiel's
/// `kSimultaneousPlayerId`): the game's `ready_players()` says who may.
pub const SIMULTANEOUS_PLAYER: i64 = -2;

/// The most games one [`VecGames`] holds.
pub const MAX_VEC_GAMES: usize = 1 << 16;

create_exception!(
    _tic_engines,
    TicError,
    PyValueError,
    "An error of the engines: an unknown game, option or bot, an invalid config, JSON that is \
     not a game's, an illegal action. The message is the engine's."
);

fn tic_err(e: RegistryError) -> PyErr {
    TicError::new_err(e.to_string())
}

fn usage(message: impl Into<String>) -> PyErr {
    TicError::new_err(message.into())
}

/// The options given as Python keywords, as the registry's JSON object (`_` in a key reads as
/// `-`, as the registry's own keys have it).
fn options_json(options: Option<&Bound<'_, PyDict>>) -> PyResult<Value> {
    let Some(options) = options else {
        return Ok(Value::Null);
    };
    let mut map = serde_json::Map::new();
    for (key, value) in options.iter() {
        let key: String = key.extract()?;
        let json = if value.is_instance_of::<PyBool>() {
            Value::Bool(value.extract()?)
        } else if value.is_instance_of::<PyInt>() {
            let n: i64 = value
                .extract()
                .map_err(|_| usage(format!("option {key}: the number is too large")))?;
            Value::from(n)
        } else if value.is_instance_of::<PyString>() {
            Value::String(value.extract()?)
        } else {
            return Err(PyTypeError::new_err(format!(
                "option {key}: give an int, a bool or a str, not {}",
                value.get_type().name()?
            )));
        };
        map.insert(key.replace('_', "-"), json);
    }
    Ok(Value::Object(map))
}

fn find(name: &str) -> PyResult<Entry> {
    tic_registry::find(name).map_err(tic_err)
}

/// JSON text as Python objects (through the standard library's `json`).
fn json_to_py<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

fn player_number(to_act: ToAct) -> i64 {
    match to_act {
        ToAct::Player(p) => p as i64,
        ToAct::Anyone => SIMULTANEOUS_PLAYER,
        ToAct::Nobody => TERMINAL_PLAYER,
    }
}

/// The seat that acts in vectorized and environment code: the one to act, or under
/// [`ToAct::Anyone`] the lowest seat with a legal action; `None` once over.
fn acting_seat(game: &dyn DynGame) -> Option<usize> {
    match game.to_act() {
        ToAct::Player(p) => Some(p),
        ToAct::Anyone => game.ready_players().first().copied(),
        ToAct::Nobody => None,
    }
}

/// The list of games: one `dict` per game with `name`, `summary`, `players` (fewest, most),
/// `default_players`, `bots` (besides `random`) and `options` (each a `dict` with `key`,
/// `kind` (`bool`, `int`, `choice` or `text`), `values` (`[min, max]` for `int`, the words for
/// `choice`), `default` (as text) and `help`).
#[pyfunction]
fn games(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let list = PyList::empty(py);
    for entry in tic_registry::entries() {
        let game = PyDict::new(py);
        game.set_item("name", entry.name)?;
        game.set_item("summary", entry.summary)?;
        game.set_item("players", (entry.players.0, entry.players.1))?;
        game.set_item("default_players", entry.default_players)?;
        let mut bots = vec!["random"];
        bots.extend_from_slice(entry.bots);
        game.set_item("bots", bots)?;
        let options = PyList::empty(py);
        for spec in entry.options {
            let option = PyDict::new(py);
            option.set_item("key", spec.key)?;
            match &spec.kind {
                OptionKind::Bool => {
                    option.set_item("kind", "bool")?;
                    option.set_item("values", py.None())?;
                }
                OptionKind::Int { min, max } => {
                    option.set_item("kind", "int")?;
                    option.set_item("values", vec![*min, *max])?;
                }
                OptionKind::Choice(words) => {
                    option.set_item("kind", "choice")?;
                    option.set_item("values", words.to_vec())?;
                }
                _ => {
                    option.set_item("kind", "text")?;
                    option.set_item("values", py.None())?;
                }
            }
            option.set_item("default", spec.default)?;
            option.set_item("help", spec.help)?;
            options.append(option)?;
        }
        game.set_item("options", options)?;
        list.append(game)?;
    }
    Ok(list)
}

/// A new game by name: `players` (the game's default when `None`), the deal's `seed`, and the
/// game's options as keywords (`tic_engines.games()` lists them; `_` in a name reads as `-`).
#[pyfunction]
#[pyo3(signature = (name, players = None, seed = 0, **options))]
fn make(
    name: &str,
    players: Option<usize>,
    seed: u64,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Game> {
    let entry = find(name)?;
    let options = options_json(options)?;
    let game = entry
        .new_game(players, &options, Seed(seed))
        .map_err(tic_err)?;
    Ok(Game::wrap(entry, game))
}

thread_local! {
    /// [`Game::legal_actions`]'s buffer for the indices.
    static LEGAL_INDICES: core::cell::RefCell<Vec<usize>> = const { core::cell::RefCell::new(Vec::new()) };
}

/// One game: its state, legal actions as indices, observations, views, returns, bots.
///
/// Player numbers follow OpenSpiel: `current_player()` is the seat to act, -4 once the game
/// is over, -2 when any seat with a legal action may act (then `ready_players()` says who).
#[pyclass(module = "tic_engines._tic_engines", frozen)]
pub struct Game {
    entry: Entry,
    // The registry's games are `Send` but not `Sync`; a Python object must be both.
    game: Mutex<Box<dyn DynGame>>,
}

impl Game {
    fn wrap(entry: Entry, game: Box<dyn DynGame>) -> Self {
        Game {
            entry,
            game: Mutex::new(game),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Box<dyn DynGame>> {
        self.game.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn seat_or_current(game: &dyn DynGame, seat: Option<usize>) -> PyResult<Option<usize>> {
        match seat {
            Some(s) if s < game.num_players() => Ok(Some(s)),
            Some(s) => Err(usage(format!(
                "seat {s} is out of range: this game has {} seats",
                game.num_players()
            ))),
            None => match game.to_act() {
                ToAct::Player(p) => Ok(Some(p)),
                ToAct::Nobody => Ok(None),
                ToAct::Anyone => Err(usage(
                    "any seat with a legal action may act now (current_player() is -2): name the seat",
                )),
            },
        }
    }

    fn check_seat(game: &dyn DynGame, seat: usize) -> PyResult<()> {
        if seat < game.num_players() {
            Ok(())
        } else {
            Err(usage(format!(
                "seat {seat} is out of range: this game has {} seats",
                game.num_players()
            )))
        }
    }
}

#[pymethods]
impl Game {
    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.entry.name
    }

    /// The number of seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.lock().num_players()
    }

    /// The number of distinct action indices (fixed for the game's config): every legal
    /// action's index is below it.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.lock().action_space()
    }

    /// The shape of an observation: `(length,)`.
    #[getter]
    fn observation_shape(&self) -> (usize,) {
        (self.lock().observation_len(),)
    }

    /// The seat to act; -4 once over; -2 when any seat with a legal action may act.
    fn current_player(&self) -> i64 {
        player_number(self.lock().to_act())
    }

    /// The seats with a legal action now.
    fn ready_players(&self) -> Vec<usize> {
        self.lock().ready_players()
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.lock().is_over()
    }

    /// The legal action indices of `seat` (the current player by default), increasing.
    #[pyo3(signature = (seat = None))]
    fn legal_actions<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
    ) -> PyResult<Bound<'py, PyList>> {
        let game = self.lock();
        let seat = Self::seat_or_current(game.as_ref(), seat)?;
        // The indices go through one buffer per thread, kept from call to call: a learning
        // loop asks for them every step, and the list is all that needs allocating.
        LEGAL_INDICES.with_borrow_mut(|indices| {
            match seat {
                Some(seat) => game.legal_action_indices_into(seat, indices),
                None => indices.clear(),
            }
            PyList::new(py, indices.iter())
        })
    }

    /// The legal-action mask of `seat` (the current player by default): a NumPy `bool` array
    /// of `num_distinct_actions` values.
    #[pyo3(signature = (seat = None))]
    fn legal_action_mask<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let game = self.lock();
        let mut mask = vec![false; game.action_space()];
        if let Some(seat) = Self::seat_or_current(game.as_ref(), seat)? {
            game.legal_mask_into(seat, &mut mask).map_err(tic_err)?;
        }
        Ok(PyArray1::from_vec(py, mask))
    }

    /// The legal actions of `seat` (the current player by default) as text, in index order:
    /// `{index: text}`.
    #[pyo3(signature = (seat = None))]
    fn legal_action_texts(&self, seat: Option<usize>) -> PyResult<Vec<(usize, String)>> {
        let game = self.lock();
        let Some(seat) = Self::seat_or_current(game.as_ref(), seat)? else {
            return Ok(Vec::new());
        };
        let texts = game.legal_action_texts(seat);
        let mut out: Vec<(usize, String)> = game
            .legal_actions(seat)
            .iter()
            .zip(texts)
            .filter_map(|(a, t)| Some((game.action_index_of(seat, a)?, t)))
            .collect();
        out.sort();
        Ok(out)
    }

    /// The action (as JSON text) that `index` stands for, for `seat` (the current player by
    /// default); `TicError` when no legal action has that index.
    #[pyo3(signature = (index, seat = None))]
    fn action_to_json(&self, index: usize, seat: Option<usize>) -> PyResult<String> {
        let game = self.lock();
        let seat =
            Self::seat_or_current(game.as_ref(), seat)?.ok_or_else(|| usage("the game is over"))?;
        game.action_of_index(seat, index)
            .map(|v| v.to_string())
            .ok_or_else(|| {
                tic_err(RegistryError::IllegalIndex {
                    game: self.entry.name,
                    seat,
                    index,
                    space: game.action_space(),
                })
            })
    }

    /// Applies the action with this index for `seat` (the current player by default), or
    /// raises `TicError` and changes nothing.
    #[pyo3(signature = (index, seat = None))]
    fn step(&self, index: usize, seat: Option<usize>) -> PyResult<()> {
        let mut game = self.lock();
        let seat =
            Self::seat_or_current(game.as_ref(), seat)?.ok_or_else(|| usage("the game is over"))?;
        game.apply_index(seat, index).map_err(tic_err)
    }

    /// What `seat` may see now, as a NumPy `float32` array of shape `observation_shape`.
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let game = self.lock();
        let mut out = vec![0.0; game.observation_len()];
        game.observe_into(seat, &mut out).map_err(tic_err)?;
        Ok(PyArray1::from_vec(py, out))
    }

    // OpenSpiel's names for the same calls, so a loop written against a `pyspiel.State` runs
    // on these games as it is (chance is inside the engines: no state is a chance node).

    /// OpenSpiel's name for `step`: applies the action with this index.
    #[pyo3(signature = (action, seat = None))]
    fn apply_action(&self, action: usize, seat: Option<usize>) -> PyResult<()> {
        self.step(action, seat)
    }

    /// OpenSpiel's name for `is_over`.
    fn is_terminal(&self) -> bool {
        self.lock().is_over()
    }

    /// OpenSpiel's name for `legal_action_mask`.
    #[pyo3(signature = (seat = None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        self.legal_action_mask(py, seat)
    }

    /// OpenSpiel's name for `observation`.
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: usize,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        self.observation(py, seat)
    }

    /// OpenSpiel's name for `view_text` of a seat.
    fn observation_string(&self, seat: usize) -> PyResult<String> {
        Self::check_seat(self.lock().as_ref(), seat)?;
        self.view_text(seat)
    }

    /// Always `False`: the engines draw their own chance outcomes (shuffles) from the seed.
    fn is_chance_node(&self) -> bool {
        false
    }

    /// Whether any seat with a legal action may act now (`current_player()` is
    /// `SIMULTANEOUS_PLAYER`).
    fn is_simultaneous_node(&self) -> bool {
        self.lock().to_act() == ToAct::Anyone
    }

    /// What `seat` sees, drawn as text (a seat past the last: a spectator's view).
    fn view_text(&self, seat: usize) -> PyResult<String> {
        let game = self.lock();
        if seat > game.num_players() {
            Self::check_seat(game.as_ref(), seat)?;
        }
        Ok(game.view_text(seat))
    }

    /// What `seat` sees, as JSON data (dicts and lists; a seat past the last: a spectator's).
    fn view_json<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyAny>> {
        let text = {
            let game = self.lock();
            if seat > game.num_players() {
                Self::check_seat(game.as_ref(), seat)?;
            }
            game.view(seat).to_string()
        };
        json_to_py(py, &text)
    }

    /// Each seat's return so far (the game's docs say how it scores: by default +1 for a sole
    /// winner down to -1 for a sole loser at the end, 0 for all before it).
    fn returns(&self) -> Vec<f64> {
        self.lock().returns()
    }

    /// The config, as JSON data.
    fn config<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text = self.lock().config_json().to_string();
        json_to_py(py, &text)
    }

    /// An independent copy.
    fn clone(&self) -> Game {
        Game::wrap(self.entry, self.lock().clone_box())
    }

    /// A new game with this game's players and options, dealt from `seed`: what `make` gives
    /// for the same name, players, options and seed, without reading and checking the options
    /// again (cheaper when an environment deals many games).
    #[pyo3(signature = (seed = 0))]
    fn redeal(&self, seed: u64) -> PyResult<Game> {
        let game = self.lock().redeal(Seed(seed)).map_err(tic_err)?;
        Ok(Game::wrap(self.entry, game))
    }

    /// `redeal` in place: this game becomes the one `redeal(seed)` returns (its record starts
    /// empty), reusing its memory (as an environment's `reset`, for a loop that deals game
    /// after game). On an error nothing changes.
    #[pyo3(signature = (seed = 0))]
    fn reset(&self, seed: u64) -> PyResult<()> {
        self.lock().reset(Seed(seed)).map_err(tic_err)
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.clone()
    }

    /// The whole state as JSON text (every hidden card: for storage, never for a player).
    fn to_json(&self) -> String {
        self.lock().state_json()
    }

    /// A game of `name` from its state's JSON text (`to_json`), validated; `TicError` if it
    /// is not a valid state of that game.
    #[staticmethod]
    fn from_json(name: &str, text: &str) -> PyResult<Game> {
        let entry = find(name)?;
        let game = entry.load_state(text).map_err(tic_err)?;
        Ok(Game::wrap(entry, game))
    }

    /// The record (config, seed, actions) as JSON text; `None` for a game loaded from a
    /// state alone.
    fn record_json(&self) -> Option<String> {
        self.lock().record_json()
    }

    /// A game of `name` replayed from a record's JSON text (`record_json`).
    #[staticmethod]
    fn from_record_json(name: &str, text: &str) -> PyResult<Game> {
        let entry = find(name)?;
        let game = entry.load_record(text).map_err(tic_err)?;
        Ok(Game::wrap(entry, game))
    }

    /// The move the bot `kind` (`random`, `greedy`, `mcts`, `mcts:N`, `mcts:Nms`; see
    /// `games()`) makes now, without applying it: `(seat, index)`, or `None` once over. The
    /// bot draws from `seed` and the number of actions so far (the same seed, the same move).
    /// When any seat may act (current player -2) the bot also picks which seat acts; `seat`,
    /// if given, must be the one that acts.
    #[pyo3(signature = (kind = "greedy", seat = None, seed = 0))]
    fn bot_action(
        &self,
        py: Python<'_>,
        kind: &str,
        seat: Option<usize>,
        seed: u64,
    ) -> PyResult<Option<(usize, usize)>> {
        let game = self.lock().clone_box();
        let kind = kind.to_owned();
        // The search bot may think for a while: without the GIL.
        let chosen = py
            .detach(move || {
                let chosen = game.bot_action(&kind, Seed(seed))?;
                Ok::<_, RegistryError>(
                    chosen.map(|(s, action)| (s, game.action_index_of(s, &action))),
                )
            })
            .map_err(tic_err)?;
        let Some((acting, index)) = chosen else {
            return Ok(None);
        };
        if let Some(seat) = seat
            && seat != acting
        {
            return Err(usage(format!(
                "seat {seat} does not act now (seat {acting} does)"
            )));
        }
        let index = index.ok_or_else(|| usage("the bot's action has no index"))?;
        Ok(Some((acting, index)))
    }

    fn __repr__(&self) -> String {
        let game = self.lock();
        format!(
            "<tic_engines.Game {} players={} current_player={} actions_taken={}>",
            self.entry.name,
            game.num_players(),
            player_number(game.to_act()),
            game.actions_taken()
        )
    }
}

/// Many games of one kind stepped together in Rust, across threads, without the GIL.
///
/// Game `i` of episode `e` (counting from 0) is dealt with seed `seed + e * n + i`, so
/// `make(name, seed=seed + i, ...)` is the same game as the first episode of game `i`. Each
/// game is reset as it ends (auto-reset); a deal over before any action (a solitaire with no
/// move) is skipped, its episode counted. The acting seat of a game is its current player, or
/// the lowest seat with a legal action when any seat may act.
#[pyclass(module = "tic_engines._tic_engines")]
pub struct VecGames {
    spec: VecSpec,
    // The registry's games are `Send` but not `Sync`; a Python object must be both.
    games: Mutex<Vec<Slot>>,
}

/// What every game of a [`VecGames`] shares.
struct VecSpec {
    entry: Entry,
    players: Option<usize>,
    options: Value,
    seed: u64,
    n: usize,
    action_space: usize,
    observation_len: usize,
    num_players: usize,
}

/// One game of a [`VecGames`] and its episode.
struct Slot {
    game: Box<dyn DynGame>,
    episode: u64,
    returns: Vec<f64>,
}

/// What a step of [`VecGames`] gives: observations, masks, rewards, dones, acting seats.
type Batch<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

/// Writes game `slot`'s acting seat, its observation and mask into the row buffers.
fn write_row(slot: &Slot, obs: &mut [f32], mask: &mut [bool]) -> Result<i64, RegistryError> {
    let Some(seat) = acting_seat(slot.game.as_ref()) else {
        obs.fill(0.0);
        mask.fill(false);
        return Ok(TERMINAL_PLAYER);
    };
    slot.game.observe_into(seat, obs)?;
    slot.game.legal_mask_into(seat, mask)?;
    Ok(seat as i64)
}

/// The most deals in a row [`VecGames`] skips because they were over before any action.
pub const MAX_SKIPPED_DEALS: usize = 64;

/// Below this many games a step runs on the calling thread (threads cost more than they save).
const MIN_GAMES_PER_THREAD: usize = 64;

impl VecSpec {
    /// Game `index` of episode `episode`: dealt with seed `seed + episode * n + index`. A
    /// deal that is over before any action (a solitaire with no move) is skipped: the next
    /// episode's deal is taken (at most [`MAX_SKIPPED_DEALS`] in a row). With `from` (a game
    /// of this vector), the new game is its redeal: the options are not read and checked again.
    fn new_slot(
        &self,
        index: usize,
        episode: u64,
        from: Option<&dyn DynGame>,
    ) -> Result<Slot, RegistryError> {
        let mut episode = episode;
        for _ in 0..=MAX_SKIPPED_DEALS {
            let seed = self
                .seed
                .wrapping_add(episode.wrapping_mul(self.n as u64))
                .wrapping_add(index as u64);
            let game = match from {
                Some(game) => game.redeal(Seed(seed))?,
                None => self
                    .entry
                    .new_game(self.players, &self.options, Seed(seed))?,
            };
            if !game.is_over() {
                let returns = game.returns();
                return Ok(Slot {
                    game,
                    episode,
                    returns,
                });
            }
            episode = episode.wrapping_add(1);
        }
        Err(RegistryError::usage(format!(
            "{MAX_SKIPPED_DEALS} deals in a row of {} were over before any action",
            self.entry.name
        )))
    }

    fn arrays<'py>(
        &self,
        py: Python<'py>,
        obs: Vec<f32>,
        mask: Vec<bool>,
        rewards: Vec<f32>,
        dones: Vec<bool>,
        seats: Vec<i64>,
    ) -> PyResult<Batch<'py>> {
        let n = self.n;
        Ok((
            PyArray1::from_vec(py, obs).reshape([n, self.observation_len])?,
            PyArray1::from_vec(py, mask).reshape([n, self.action_space])?,
            PyArray1::from_vec(py, rewards).reshape([n, self.num_players])?,
            PyArray1::from_vec(py, dones),
            PyArray1::from_vec(py, seats),
        ))
    }
}

impl VecGames {
    fn games(&self) -> MutexGuard<'_, Vec<Slot>> {
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[pymethods]
impl VecGames {
    /// `n` games of `name` (1 to 65,536), first dealt with seeds `seed` to `seed + n - 1`.
    #[new]
    #[pyo3(signature = (name, n, seed = 0, players = None, **options))]
    fn py_new(
        name: &str,
        n: usize,
        seed: u64,
        players: Option<usize>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        if !(1..=MAX_VEC_GAMES).contains(&n) {
            return Err(usage(format!("n must be 1 to {MAX_VEC_GAMES}, not {n}")));
        }
        let entry = find(name)?;
        let options = options_json(options)?;
        let first = entry
            .new_game(players, &options, Seed(seed))
            .map_err(tic_err)?;
        let spec = VecSpec {
            entry,
            players,
            options,
            seed,
            n,
            action_space: first.action_space(),
            observation_len: first.observation_len(),
            num_players: first.num_players(),
        };
        let games = (0..n)
            .map(|i| spec.new_slot(i, 0, None))
            .collect::<Result<Vec<Slot>, RegistryError>>()
            .map_err(tic_err)?;
        Ok(VecGames {
            spec,
            games: Mutex::new(games),
        })
    }

    /// The number of games.
    fn __len__(&self) -> usize {
        self.spec.n
    }

    /// The number of distinct action indices of each game.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.spec.action_space
    }

    /// The shape of one game's observation: `(length,)`.
    #[getter]
    fn observation_shape(&self) -> (usize,) {
        (self.spec.observation_len,)
    }

    /// The number of seats of each game.
    #[getter]
    fn num_players(&self) -> usize {
        self.spec.num_players
    }

    /// The episode each game is in (0 for its first deal).
    fn episodes(&self) -> Vec<u64> {
        self.games().iter().map(|s| s.episode).collect()
    }

    /// A copy of game `i` as it is now.
    fn game(&self, i: usize) -> PyResult<Game> {
        let games = self.games();
        let slot = games
            .get(i)
            .ok_or_else(|| usage(format!("game {i} of {}", self.spec.n)))?;
        Ok(Game::wrap(self.spec.entry, slot.game.clone_box()))
    }

    /// The acting seat's observations `(n, length)` and masks `(n, actions)` of every game,
    /// the rewards `(n, players)` (zeros), dones (all `False`) and acting seats `(n,)`,
    /// without stepping.
    fn observe<'py>(&self, py: Python<'py>) -> PyResult<Batch<'py>> {
        let n = self.spec.n;
        let (l, a) = (self.spec.observation_len, self.spec.action_space);
        let mut obs = vec![0.0f32; n * l];
        let mut mask = vec![false; n * a];
        let mut seats = vec![0i64; n];
        for (((slot, o), m), s) in self
            .games()
            .iter()
            .zip(obs.chunks_mut(l.max(1)))
            .zip(mask.chunks_mut(a.max(1)))
            .zip(seats.iter_mut())
        {
            *s = write_row(slot, o, m).map_err(tic_err)?;
        }
        self.spec.arrays(
            py,
            obs,
            mask,
            vec![0.0; n * self.spec.num_players],
            vec![false; n],
            seats,
        )
    }

    /// Applies `actions[i]` (an index) for the acting seat of game `i`, for every game at
    /// once, across threads without the GIL, and returns `(observations, masks, rewards,
    /// dones, seats)`: rewards are each seat's change of return in the step, a done game has
    /// been reset already (its row is the new deal). Raises `TicError` naming the first game
    /// whose action is not legal; that game is unchanged, the others have stepped.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<Batch<'py>> {
        let n = self.spec.n;
        let actions = actions.as_slice()?.to_vec();
        if actions.len() != n {
            return Err(usage(format!("{} actions for {n} games", actions.len())));
        }
        let (l, a, p) = (
            self.spec.observation_len,
            self.spec.action_space,
            self.spec.num_players,
        );
        let mut obs = vec![0.0f32; n * l];
        let mut mask = vec![false; n * a];
        let mut rewards = vec![0.0f32; n * p];
        let mut dones = vec![false; n];
        let mut seats = vec![0i64; n];
        let spec = &self.spec;
        let games = self.games.get_mut().unwrap_or_else(PoisonError::into_inner);
        let result = py.detach(|| {
            games
                .par_iter_mut()
                .zip(actions.par_iter())
                .zip(obs.par_chunks_mut(l.max(1)))
                .zip(mask.par_chunks_mut(a.max(1)))
                .zip(rewards.par_chunks_mut(p.max(1)))
                .zip(dones.par_iter_mut())
                .zip(seats.par_iter_mut())
                .enumerate()
                .with_min_len(MIN_GAMES_PER_THREAD)
                .try_for_each(|(i, ((((((slot, &action), o), m), r), d), s))| {
                    let illegal = |seat: usize| RegistryError::IllegalIndex {
                        game: spec.entry.name,
                        seat,
                        index: usize::try_from(action).unwrap_or(usize::MAX),
                        space: spec.action_space,
                    };
                    let seat = acting_seat(slot.game.as_ref());
                    let Some(seat) = seat else {
                        return Err((i, illegal(0)));
                    };
                    let index = usize::try_from(action).map_err(|_| (i, illegal(seat)))?;
                    slot.game.apply_index(seat, index).map_err(|e| (i, e))?;
                    let now = slot.game.returns();
                    for ((r, new), old) in r.iter_mut().zip(&now).zip(&slot.returns) {
                        *r = (new - old) as f32;
                    }
                    slot.returns = now;
                    if slot.game.is_over() {
                        *d = true;
                        *slot = spec
                            .new_slot(i, slot.episode + 1, Some(slot.game.as_ref()))
                            .map_err(|e| (i, e))?;
                    }
                    *s = write_row(slot, o, m).map_err(|e| (i, e))?;
                    Ok(())
                })
        });
        if let Err((i, e)) = result {
            return Err(usage(format!("game {i}: {e}")));
        }
        self.spec.arrays(py, obs, mask, rewards, dones, seats)
    }

    /// A uniformly random legal action index for the acting seat of each game, `(n,)` `int64`
    /// (-1 for none), drawn from `seed` and the game's number (in Rust, without the GIL): for
    /// exploration and random opponents without handling the masks in Python.
    #[pyo3(signature = (seed = 0))]
    fn random_actions<'py>(
        &mut self,
        py: Python<'py>,
        seed: u64,
    ) -> PyResult<Bound<'py, PyArray1<i64>>> {
        // Exclusive access: the games are `Send`, not `Sync`.
        let games = self.games.get_mut().unwrap_or_else(PoisonError::into_inner);
        let actions: Vec<i64> = py.detach(|| {
            games
                .par_iter_mut()
                .enumerate()
                .with_min_len(MIN_GAMES_PER_THREAD)
                .map(|(i, slot)| {
                    let Some(seat) = acting_seat(slot.game.as_ref()) else {
                        return -1;
                    };
                    let legal = slot.game.legal_action_indices(seat);
                    if legal.is_empty() {
                        return -1;
                    }
                    let mut rng = rules_engine::GameRng::from_seed(Seed(seed).derive(i as u64));
                    legal[rng.index(legal.len())] as i64
                })
                .collect()
        });
        Ok(PyArray1::from_vec(py, actions))
    }

    /// Plays `steps` rounds of uniformly random legal actions in every game (in Rust, across
    /// threads, without the GIL; for measurements and warm-up), drawing from `seed`. Returns
    /// the number of games that ended. `steps` is at most 1,000,000.
    #[pyo3(signature = (steps, seed = 0))]
    fn random_steps(&mut self, py: Python<'_>, steps: usize, seed: u64) -> PyResult<usize> {
        if steps > 1_000_000 {
            return Err(usage(format!(
                "steps must be at most 1,000,000, not {steps}"
            )));
        }
        let spec = &self.spec;
        let games = self.games.get_mut().unwrap_or_else(PoisonError::into_inner);
        let result = py.detach(|| {
            games
                .par_iter_mut()
                .enumerate()
                .with_min_len(MIN_GAMES_PER_THREAD)
                .map(|(i, slot)| {
                    let mut rng = rules_engine::GameRng::from_seed(Seed(seed).derive(i as u64));
                    let mut ended = 0usize;
                    for _ in 0..steps {
                        let Some(seat) = acting_seat(slot.game.as_ref()) else {
                            break;
                        };
                        let legal = slot.game.legal_action_indices(seat);
                        if legal.is_empty() {
                            break;
                        }
                        slot.game.apply_index(seat, legal[rng.index(legal.len())])?;
                        if slot.game.is_over() {
                            ended += 1;
                            *slot = spec.new_slot(i, slot.episode + 1, Some(slot.game.as_ref()))?;
                        }
                    }
                    slot.returns = slot.game.returns();
                    Ok::<usize, RegistryError>(ended)
                })
                .try_reduce(|| 0, |a, b| Ok(a + b))
        });
        result.map_err(tic_err)
    }

    fn __repr__(&self) -> String {
        format!(
            "<tic_engines.VecGames {} n={}>",
            self.spec.entry.name, self.spec.n
        )
    }
}

/// The native module.
#[pymodule]
fn _tic_engines(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("TicError", py.get_type::<TicError>())?;
    m.add("TERMINAL_PLAYER", TERMINAL_PLAYER)?;
    m.add("SIMULTANEOUS_PLAYER", SIMULTANEOUS_PLAYER)?;
    m.add("MAX_VEC_GAMES", MAX_VEC_GAMES)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(make, m)?)?;
    m.add_class::<Game>()?;
    m.add_class::<VecGames>()?;
    Ok(())
}

// The engines allocate small vectors on every step and deal (events, legal actions, decks);
// mimalloc serves those about 1.5x faster than the C library's allocator in a Toker loop from
// Python (docs/PYTHON.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
