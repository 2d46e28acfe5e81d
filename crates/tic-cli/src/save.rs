//! Save files, written by `tic play --save` and read by `tic resume` and `tic replay`.
//!
//! A save file is one JSON object on its first line:
//! `{"game": NAME, "human": SEAT, "bots": [NAMES], "bot_seed": SEED, "record": RECORD}`, where
//! the record holds the game's name again, its config, its seed and the actions so far; then
//! any actions appended since, one `[SEAT, ACTION]` per line. The label `game` picks the game's
//! types; the record must be of that same game and must replay under its rules. Bots draw
//! their randomness per step from `bot_seed` ([`rules_engine::step_rng`]), so a resumed game
//! goes on exactly as it would have.
//!
//! Writing costs what is new, not the game's length: the whole file is written (atomically:
//! a new temporary file renamed over the save) when a game starts, on `s`, on quit and at the
//! end; in between, each of the human's turns appends the actions since the last save as whole
//! lines. A line cut short by a kill is not a complete action and is ignored on loading (and the
//! next save writes the file whole).
//!
//! Reading is bounded: a file larger than [`MAX_SAVE_BYTES`] is refused without reading
//! further, anything but a regular file (a FIFO, a device) is refused before it is opened, and
//! the JSON is parsed straight into the typed record.
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
use tic_registry::GameSpec;

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

/// Reads a save file: refuses anything but a regular file (a FIFO with no writer would block
/// forever, a device could be endless) and, without reading further, one larger than
/// [`MAX_SAVE_BYTES`].
pub fn read_save_file(path: &Path) -> Result<Vec<u8>, CliError> {
    let not_regular = || CliError::save(path, "not a regular file: not read");
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => {}
        Ok(_) => return Err(not_regular()),
        Err(e) => return Err(CliError::save(path, e.to_string())),
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // Were the file swapped for a FIFO after the check, opening it must not block either.
    #[cfg(target_os = "linux")]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, O_NONBLOCK);
    let file = options
        .open(path)
        .map_err(|e| CliError::save(path, e.to_string()))?;
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err(not_regular());
    }
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

/// Linux's `O_NONBLOCK` (the same on every architecture Rust supports there but alpha,
/// hppa, mips and sparc).
#[cfg(target_os = "linux")]
const O_NONBLOCK: i32 = 0o4000;

/// A save's first JSON value (the saved game, with the actions it held when written whole) and
/// the complete action lines appended after it. A last line without its newline was cut short
/// and is left out.
fn split_save<'a, T: Deserialize<'a>>(
    bytes: &'a [u8],
) -> Result<(T, Vec<&'a [u8]>), serde_json::Error> {
    let mut stream = serde_json::Deserializer::from_slice(bytes).into_iter::<T>();
    let head = match stream.next() {
        Some(head) => head?,
        // Nothing at all: the parser's own "EOF while parsing" error.
        None => serde_json::from_slice::<T>(bytes)?,
    };
    let rest = &bytes[stream.byte_offset()..];
    let appended = rest
        .split_inclusive(|&b| b == b'\n')
        .filter(|line| line.ends_with(b"\n"))
        .map(<[u8]>::trim_ascii)
        .filter(|line| !line.is_empty())
        .collect();
    Ok((head, appended))
}

/// The game a save file is labelled with (read without the rest).
pub(crate) fn label(bytes: &[u8]) -> Result<String, serde_json::Error> {
    #[derive(Deserialize)]
    struct Label<'a> {
        #[serde(borrow)]
        game: Cow<'a, str>,
    }
    let (label, _): (Label<'_>, _) = split_save(bytes)?;
    Ok(label.game.into_owned())
}

/// Reads a save of game `S` and checks it: the label and the record's game are `S`'s, the
/// record replays, the human's seat exists and the bots are ones the game has, no more than
/// its bot seats.
pub(crate) fn load<S: GameSpec>(bytes: &[u8], path: &Path) -> Result<Loaded<S::G>, CliError> {
    let name = <S::G as Game>::NAME;
    let (mut saved, appended): (SavedGame<S::G>, _) = split_save(bytes)
        .map_err(|e| CliError::save(path, format!("not a valid {name} save: {e}")))?;
    for (i, line) in appended.iter().enumerate() {
        let action = serde_json::from_slice(line).map_err(|e| {
            CliError::save(
                path,
                format!("appended line {} is not a {name} action: {e}", i + 2),
            )
        })?;
        saved.record.actions.push(action);
    }
    if saved.game != name || saved.record.game != name {
        return Err(CliError::save(
            path,
            format!(
                "labelled {} but its record is of {}: a save must be of one game",
                rules_engine::quote_untrusted(&saved.game, 40),
                rules_engine::quote_untrusted(&saved.record.game, 40)
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
    crate::table::make_bots::<S>(&saved.bots, players, Some(saved.human))
        .map_err(|e| CliError::save(path, e.to_string()))?;
    Ok(Loaded { saved, game })
}

/// The save as compact JSON, on one line.
pub(crate) fn to_bytes<G: Game>(saved: &SavedGame<G>) -> Result<Vec<u8>, CliError>
where
    G::Config: Serialize,
    G::Action: Serialize,
{
    let mut bytes = serde_json::to_vec(saved)?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// A save file being kept up to date: written whole, then appended to while it is as it was
/// left.
pub(crate) struct SaveFile {
    path: PathBuf,
    /// What the file holds since this program last wrote it.
    written: Option<Written>,
}

/// The file as last written: its length and identity, and the actions it holds.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Written {
    len: u64,
    id: (u64, u64),
    actions: usize,
}

/// A file's identity (device and inode) and length, if it is a regular file.
fn regular_file_id(path: &Path) -> Option<((u64, u64), u64)> {
    let meta = std::fs::symlink_metadata(path).ok()?;
    if !meta.file_type().is_file() {
        return None;
    }
    #[cfg(unix)]
    let id = {
        use std::os::unix::fs::MetadataExt;
        (meta.dev(), meta.ino())
    };
    #[cfg(not(unix))]
    let id = (0, 0);
    Some((id, meta.len()))
}

impl SaveFile {
    /// A save to `path` (nothing written yet).
    pub(crate) fn new(path: &Path) -> Self {
        SaveFile {
            path: path.to_owned(),
            written: None,
        }
    }

    /// The path.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the whole save, atomically.
    pub(crate) fn write_whole<G: Game>(&mut self, saved: &SavedGame<G>) -> Result<(), CliError>
    where
        G::Config: Serialize,
        G::Action: Serialize,
    {
        self.written = None;
        write_atomic(&self.path, &to_bytes(saved)?)?;
        self.written = regular_file_id(&self.path).map(|(id, len)| Written {
            len,
            id,
            actions: saved.record.actions.len(),
        });
        Ok(())
    }

    /// Brings the file up to `saved`: appends the actions since the last write as lines when
    /// the file is as this program left it (the same file, the same length), else writes it
    /// whole. Costs what is new, not the game's length.
    pub(crate) fn update<G: Game>(&mut self, saved: &SavedGame<G>) -> Result<(), CliError>
    where
        G::Config: Serialize,
        G::Action: Serialize,
    {
        let Some(written) = self.written else {
            return self.write_whole(saved);
        };
        let actions = &saved.record.actions;
        if written.actions == actions.len() {
            return Ok(());
        }
        let unchanged = regular_file_id(&self.path) == Some((written.id, written.len));
        if !unchanged || written.actions > actions.len() {
            return self.write_whole(saved);
        }
        let mut lines = Vec::new();
        for action in &actions[written.actions..] {
            serde_json::to_writer(&mut lines, action)?;
            lines.push(b'\n');
        }
        let len = written.len + lines.len() as u64;
        if len > MAX_SAVE_BYTES {
            return Err(CliError::save(
                &self.path,
                format!(
                    "the save would pass {} MiB, the most a save file may be",
                    MAX_SAVE_BYTES >> 20
                ),
            ));
        }
        let mut options = std::fs::OpenOptions::new();
        options.append(true);
        #[cfg(target_os = "linux")]
        std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, O_NOFOLLOW);
        self.written = None;
        options
            .open(&self.path)
            .and_then(|mut f| {
                f.write_all(&lines)?;
                f.sync_data()
            })
            .map_err(|e| CliError::save(&self.path, format!("cannot save here: {e}")))?;
        self.written = Some(Written {
            len,
            actions: actions.len(),
            ..written
        });
        Ok(())
    }
}

/// Linux's `O_NOFOLLOW` (x86 and most others; not alpha, arm, hppa, mips, powerpc or sparc,
/// where appending falls back to following, after the regular-file check).
#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "x86", target_arch = "riscv64")
))]
const O_NOFOLLOW: i32 = 0o400_000;
#[cfg(all(
    target_os = "linux",
    not(any(target_arch = "x86_64", target_arch = "x86", target_arch = "riscv64"))
))]
const O_NOFOLLOW: i32 = 0;

/// The prefix of this program's temporary save files.
const TEMP_PREFIX: &str = ".tic-save-";

/// An unpredictable temporary file name: 64 bits from the process's randomly keyed hasher
/// (seeded by the operating system), mixed with the time and a counter. Short, whatever the
/// save's own name (a 255-byte save name still has room).
fn temp_name() -> String {
    use std::hash::{BuildHasher, Hasher};
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    hasher.write_u32(std::process::id());
    if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(since.as_nanos());
    }
    format!("{TEMP_PREFIX}{:016x}.tmp", hasher.finish())
}

/// Removes this program's temporary save files older than ten minutes from `dir` (left by a
/// run killed mid-write; a write takes milliseconds), owned by the same user as `mine`.
fn remove_stray_temps(dir: &Path, mine: &std::fs::Metadata) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !(name.starts_with(TEMP_PREFIX) && name.ends_with(".tmp")) {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            if meta.uid() != mine.uid() {
                continue;
            }
        }
        #[cfg(not(unix))]
        let _ = mine;
        let old = meta
            .modified()
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age.as_secs() > 600);
        if meta.file_type().is_file() && old {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to `path` atomically: to a new temporary file in the same directory, then
/// renamed over `path`, so a crash or a full disk never leaves a half-written save.
///
/// The temporary file has an unpredictable name and is created new (`O_EXCL`: never a file or a
/// link planted there), readable and writable by its owner only (mode 600) from the start: a
/// save reveals every hidden card. `path` itself must be a regular file or not exist: a link, a
/// FIFO, a device or a directory there is refused, never replaced.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if path.file_name().is_none() {
        return Err(CliError::save(path, "cannot save here: not a file name"));
    }
    match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => {
            return Err(CliError::save(
                path,
                "cannot save here: not a regular file (a link, directory, FIFO or device is never replaced)",
            ));
        }
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(CliError::save(path, format!("cannot save here: {e}")));
        }
        _ => {}
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    let temp = dir.join(temp_name());
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let written = options.open(&temp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()?;
        let meta = f.metadata()?;
        std::fs::rename(&temp, path)?;
        remove_stray_temps(&dir, &meta);
        Ok(())
    });
    written.map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        CliError::save(path, format!("cannot save here: {e}"))
    })
}

/// The save-file check ([`crate::check_save_file`]) for game `S`.
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
