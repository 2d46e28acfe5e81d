//! Save files, written by `tic play --save` and read by `tic resume` and `tic replay`.
//!
//! A save file is one JSON object:
//! `{"game": NAME, "human": SEAT, "bots": [NAMES], "bot_seed": SEED, "record": RECORD}`, where
//! the record holds the game's name again, its config, its seed and every action so far. The
//! label `game` picks the game's types; the record must be of that same game and must replay
//! under its rules. Bots draw their randomness per step from `bot_seed`
//! ([`rules_engine::step_rng`]), so a resumed game goes on exactly as it would have.
//!
//! Reading is bounded: a file larger than [`MAX_SAVE_BYTES`] is refused without reading
//! further, and the JSON is parsed straight into the typed record.
//!
//! A save reveals everything: from the config, the seed and the actions anyone can rebuild
//! every hidden card. It is the player's own local file; `tic replay` shows only the saved
//! player's seat while the game is unfinished (see `docs/RELIABILITY.md`).

use std::borrow::Cow;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use rules_engine::{Game, Record, Seed};
use serde::{Deserialize, Serialize};

use crate::CliError;
use crate::games::{Entry, GameSpec};

/// The largest save file read: 16 MiB. The longest games the program plays (Tick, TIC Rummy,
/// Ticardo with pieces) take a few thousand actions, well under 1 MiB of JSON; the cap keeps
/// a hostile or broken file (or `/dev/zero`) from exhausting memory.
pub const MAX_SAVE_BYTES: u64 = 16 << 20;

/// A saved game: who was who, the bots' seed and the record of every action.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(bound(
    serialize = "G::Config: Serialize, G::Action: Serialize",
    deserialize = "G::Config: Deserialize<'de>, G::Action: Deserialize<'de>"
))]
pub struct SavedGame<G: Game> {
    /// The game's name ([`Game::NAME`]): selects the types the rest is read as.
    pub game: String,
    /// The human's seat.
    pub human: usize,
    /// The bots at the other seats, by name, cycled (empty: the game's default bot).
    pub bots: Vec<String>,
    /// The seed the bots' per-step generators derive from.
    pub bot_seed: Seed,
    /// Everything that happened.
    pub record: Record<G>,
}

/// A save file read and checked: the save and the game it reaches.
pub(crate) struct Loaded<G: Game> {
    /// The save as read.
    pub saved: SavedGame<G>,
    /// The state after replaying every recorded action.
    pub game: G,
}

/// Reads a save file, refusing (without reading further) one larger than [`MAX_SAVE_BYTES`].
pub fn read_save_file(path: &Path) -> Result<Vec<u8>, CliError> {
    let file = std::fs::File::open(path).map_err(|e| CliError::save(path, e.to_string()))?;
    let mut bytes = Vec::new();
    file.take(MAX_SAVE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::save(path, e.to_string()))?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(CliError::save(
            path,
            format!(
                "larger than {} MiB, the most a save file may be: not read",
                MAX_SAVE_BYTES >> 20
            ),
        ));
    }
    Ok(bytes)
}

/// The registered game a save file is labelled with (read without building the record).
pub(crate) fn entry_of(bytes: &[u8], path: &Path) -> Result<Entry, CliError> {
    #[derive(Deserialize)]
    struct Label<'a> {
        #[serde(borrow)]
        game: Cow<'a, str>,
    }
    let label: Label<'_> = serde_json::from_slice(bytes)
        .map_err(|e| CliError::save(path, format!("not a tic save file: {e}")))?;
    crate::games::find(&label.game).map_err(|e| CliError::save(path, e.to_string()))
}

/// Reads a save of game `S` and checks it: the label and the record's game are `S`'s, the
/// record replays, the human's seat exists and the bots are ones the game has, no more than
/// its bot seats.
pub(crate) fn load<S: GameSpec>(bytes: &[u8], path: &Path) -> Result<Loaded<S::G>, CliError> {
    let name = <S::G as Game>::NAME;
    let saved: SavedGame<S::G> = serde_json::from_slice(bytes)
        .map_err(|e| CliError::save(path, format!("not a valid {name} save: {e}")))?;
    if saved.game != name || saved.record.game != name {
        return Err(CliError::save(
            path,
            format!(
                "labelled `{}` but its record is of `{}`: a save must be of one game",
                saved.game, saved.record.game
            ),
        ));
    }
    let game = saved
        .record
        .replay()
        .map_err(|e| CliError::save(path, format!("the saved game does not replay: {e}")))?;
    let players = game.num_players();
    if saved.human >= players {
        return Err(CliError::save(
            path,
            format!(
                "the human's seat {} does not exist: the game has seats 0 to {}",
                saved.human,
                players - 1
            ),
        ));
    }
    let bot_seats = players - 1;
    if saved.bots.len() > bot_seats {
        return Err(CliError::save(
            path,
            format!(
                "{} bot names for {bot_seats} bot seat{}",
                saved.bots.len(),
                if bot_seats == 1 { "" } else { "s" }
            ),
        ));
    }
    crate::play::make_bots::<S>(&saved.bots, players, Some(saved.human))
        .map_err(|e| CliError::save(path, e.to_string()))?;
    Ok(Loaded { saved, game })
}

/// The save as compact JSON.
pub(crate) fn to_bytes<G: Game>(saved: &SavedGame<G>) -> Result<Vec<u8>, CliError>
where
    G::Config: Serialize,
    G::Action: Serialize,
{
    let mut bytes = serde_json::to_vec(saved)?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// Writes `bytes` to `path` atomically: to a temporary file in the same directory, then renamed
/// over `path`, so a crash or a full disk never leaves a half-written save. On Unix the file is
/// readable and writable by its owner only (mode 600).
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let Some(name) = path.file_name() else {
        return Err(CliError::save(path, "not a file name"));
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = dir.join(temp_name);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    // A save reveals every hidden card: readable by its owner only.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let written = options
        .open(&temp)
        .and_then(|mut f| f.write_all(bytes))
        .and_then(|()| std::fs::rename(&temp, path));
    written.map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        CliError::save(path, format!("cannot save here: {e}"))
    })
}

/// The save-file check the fuzz target and the seed tests run: any bytes either load as a save
/// of a registered game or are rejected with an error; a save that loads writes back to bytes
/// that load to the same game. Returns the game's name, or the rejection.
///
/// # Panics
///
/// If a save that loaded does not load again after writing it back: a bug in the saves.
///
/// ```
/// let err = tic_cli::save::check_save_file(br#"{"game": "toker", "human": 99}"#).unwrap_err();
/// assert!(err.to_string().contains("not a valid toker save"));
/// ```
pub fn check_save_file(bytes: &[u8]) -> Result<&'static str, CliError> {
    let path = Path::new("<input>");
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(CliError::save(path, "too large"));
    }
    let entry = entry_of(bytes, path)?;
    (entry.check)(bytes)?;
    Ok(entry.name)
}

/// [`check_save_file`] for game `S`.
pub(crate) fn check<S: GameSpec>(bytes: &[u8]) -> Result<(), CliError> {
    let path = Path::new("<input>");
    let loaded = load::<S>(bytes, path)?;
    let again = load::<S>(&to_bytes(&loaded.saved)?, path)
        .unwrap_or_else(|e| panic!("a loaded save does not load after writing it: {e}"));
    assert!(
        again.game == loaded.game && again.saved.record == loaded.saved.record,
        "a save written back loads to another game"
    );
    Ok(())
}
