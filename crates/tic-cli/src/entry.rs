//! The program's commands bound to each game's types, for every game of the registry
//! ([`tic_registry::visit_all`]): the program lists no game itself.

use std::path::Path;

use tic_registry::{GameSpec, Visitor};

use crate::save::MAX_SAVE_BYTES;

use crate::CliError;

/// A registered game with the program's generic commands bound to its types.
pub struct Entry {
    /// The game's name.
    pub name: &'static str,
    /// One line about it.
    pub summary: &'static str,
    /// `tic play`.
    pub play: fn(&crate::play::PlayArgs) -> Result<(), CliError>,
    /// `tic resume`: the save file's bytes and its path.
    pub resume: fn(&[u8], &std::path::Path) -> Result<(), CliError>,
    /// `tic replay`: the save file's bytes.
    pub replay: fn(&[u8], &crate::play::ReplayArgs) -> Result<(), CliError>,
    /// The save-file check of the fuzz target ([`crate::check_save_file`]).
    pub check: fn(&[u8]) -> Result<(), CliError>,
    /// `tic simulate`.
    pub simulate: fn(&crate::simulate::SimArgs) -> Result<crate::simulate::Summary, CliError>,
    /// One seeded game with the default bots, for the tour: the final table and scores.
    pub showcase: fn(u64) -> Result<String, CliError>,
}

struct Bind;

impl Visitor for Bind {
    type Output = Entry;
    fn visit<S: GameSpec>(&mut self) -> Entry {
        Entry {
            name: <S::G as rules_engine::Game>::NAME,
            summary: S::SUMMARY,
            play: crate::play::play::<S>,
            resume: crate::play::resume::<S>,
            replay: crate::play::replay::<S>,
            check: crate::save::check::<S>,
            simulate: crate::simulate::simulate::<S>,
            showcase: crate::simulate::showcase::<S>,
        }
    }
}

/// Every game, in the registry's order.
pub fn all() -> Vec<Entry> {
    tic_registry::visit_all(&mut Bind)
}

/// A game by name (case-insensitive; `_` and `-` alike), through the registry.
pub fn find(name: &str) -> Result<Entry, CliError> {
    let wanted = tic_registry::find(name)?.name;
    all()
        .into_iter()
        .find(|e| e.name == wanted)
        .ok_or_else(|| CliError::usage(format!("no game `{wanted}`")))
}

/// The registered game a save file is labelled with (read without building the record).
pub(crate) fn entry_of(bytes: &[u8], path: &Path) -> Result<Entry, CliError> {
    let game = crate::save::label(bytes)
        .map_err(|e| CliError::save(path, format!("not a tic save file: {e}")))?;
    find(&game).map_err(|e| CliError::save(path, e.to_string()))
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
/// let err = tic_cli::check_save_file(br#"{"game": "toker", "human": 99}"#).unwrap_err();
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
