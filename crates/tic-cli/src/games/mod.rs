//! The game registry: every game the program can play or simulate.
//!
//! A game joins by implementing [`GameSpec`] in its own module here and adding one line to
//! [`registry`]. Everything else (play, simulate, list, the tour) is generic.

use rules_engine::{Bot, Budget, Determinize, Game, MctsBot, RandomBot};

use crate::CliError;
use crate::options::{OptionDoc, Options};

/// How the program builds and drives one game.
pub trait GameSpec: 'static {
    /// The game.
    type G: Game<
            Config: serde::Serialize + serde::de::DeserializeOwned + Send + Sync,
            Action: serde::Serialize + serde::de::DeserializeOwned,
        > + serde::Serialize
        + serde::de::DeserializeOwned
        + 'static;

    /// One line about the game and its source.
    const SUMMARY: &'static str;

    /// The variation options `--opt key=value` understands (besides `--players`).
    const OPTIONS: &'static [OptionDoc];

    /// The bots this game offers besides `random` (e.g. `greedy`).
    const BOTS: &'static [&'static str] = &["greedy"];

    /// The config from `--players` and the `--opt` options. Read options with the
    /// [`Options`] getters: unknown keys are reported afterwards.
    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<<Self::G as Game>::Config, CliError>;

    /// A bot by name: `random` or one of [`Self::BOTS`].
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self::G>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            _ => None,
        }
    }
}

/// The search bot by name: `mcts` (with `default_iterations` iterations a move), `mcts:N` (N
/// iterations a move, 1 to 1,000,000; deterministic) or `mcts:Nms` (N milliseconds a move, 1
/// to 60,000; not reproducible). Its rollouts are played by `rollout()`. `None` for any
/// other name, or a budget out of range.
pub fn mcts_bot<G: Determinize + 'static>(
    kind: &str,
    default_iterations: u32,
    rollout: impl FnOnce() -> Box<dyn Bot<G>>,
) -> Option<Box<dyn Bot<G>>> {
    mcts_bot_tuned(kind, default_iterations, |bot| bot.with_rollout(rollout()))
}

/// [`mcts_bot`] with the bot's settings chosen by `tune` (rollout bot, rollout length,
/// evaluator...).
pub fn mcts_bot_tuned<G: Determinize + 'static>(
    kind: &str,
    default_iterations: u32,
    tune: impl FnOnce(MctsBot<G>) -> MctsBot<G>,
) -> Option<Box<dyn Bot<G>>> {
    let budget = match kind.strip_prefix("mcts") {
        Some("") => Budget::Iterations(default_iterations),
        Some(rest) => {
            let rest = rest.strip_prefix(':')?;
            if let Some(ms) = rest.strip_suffix("ms") {
                let ms: u64 = ms.parse().ok().filter(|m| (1..=60_000).contains(m))?;
                Budget::Time(std::time::Duration::from_millis(ms))
            } else {
                let n: u32 = rest.parse().ok().filter(|n| (1..=1_000_000).contains(n))?;
                Budget::Iterations(n)
            }
        }
        None => return None,
    };
    Some(Box::new(tune(MctsBot::new(budget)).named(kind)))
}

/// A registered game, with its generic commands bound to its types.
pub struct Entry {
    /// The game's name ([`Game::NAME`]).
    pub name: &'static str,
    /// One line about it.
    pub summary: &'static str,
    /// Its options.
    pub options: &'static [OptionDoc],
    /// Its bots besides `random`.
    pub bots: &'static [&'static str],
    /// `tic play`.
    pub play: fn(&crate::play::PlayArgs) -> Result<(), CliError>,
    /// `tic resume`: the save file's bytes and its path.
    pub resume: fn(&[u8], &std::path::Path) -> Result<(), CliError>,
    /// `tic replay`: the save file's bytes.
    pub replay: fn(&[u8], &crate::play::ReplayArgs) -> Result<(), CliError>,
    /// The save-file check of the fuzz target ([`crate::save::check_save_file`]).
    pub check: fn(&[u8]) -> Result<(), CliError>,
    /// `tic simulate`.
    pub simulate: fn(&crate::simulate::SimArgs) -> Result<crate::simulate::Summary, CliError>,
    /// One seeded game with the default bots, for the tour: the final table and scores.
    pub showcase: fn(u64) -> Result<String, CliError>,
}

impl Entry {
    /// The entry of a spec.
    pub fn of<S: GameSpec>() -> Entry {
        Entry {
            name: S::G::NAME,
            summary: S::SUMMARY,
            options: S::OPTIONS,
            bots: S::BOTS,
            play: crate::play::play::<S>,
            resume: crate::play::resume::<S>,
            replay: crate::play::replay::<S>,
            check: crate::save::check::<S>,
            simulate: crate::simulate::simulate::<S>,
            showcase: crate::simulate::showcase::<S>,
        }
    }
}

/// Every game the program knows, in the order `tic list` shows them.
pub fn registry() -> Vec<Entry> {
    vec![
        Entry::of::<toker::TokerSpec>(),
        Entry::of::<sequences::SequencesSpec>(),
        Entry::of::<tic_of_a_kind::TicOfAKindSpec>(),
        Entry::of::<spectrum::SpectrumSpec>(),
        Entry::of::<tri_up_tri_down::TriUpTriDownSpec>(),
        Entry::of::<ticataire::TicataireSpec>(),
        Entry::of::<tic_rummy::TicRummySpec>(),
        Entry::of::<team_tic::TeamTicSpec>(),
        Entry::of::<tyramid::TyramidSpec>(),
        Entry::of::<queen::QueenSpec>(),
        Entry::of::<tic_squared::TicSquaredSpec>(),
        Entry::of::<gridsy::GridsySpec>(),
        Entry::of::<pentic::PenticSpec>(),
        Entry::of::<ticardo::SolitaireSpec>(),
        Entry::of::<ticardo::DuelSpec>(),
        Entry::of::<ticardo::PiecesSpec>(),
        Entry::of::<tick::TickSpec>(),
        Entry::of::<demo::TwentyOneSpec>(),
    ]
}

/// Finds a game by name (case-insensitive; `_` and `-` alike).
pub fn find(name: &str) -> Result<Entry, CliError> {
    let wanted = name.to_ascii_lowercase().replace('_', "-");
    let all = registry();
    let names: Vec<&str> = all.iter().map(|e| e.name).collect();
    let names = names.join(", ");
    all.into_iter()
        .find(|e| e.name == wanted)
        .ok_or(CliError::UnknownGame {
            name: name.to_owned(),
            known: names,
        })
}

mod demo;
mod gridsy;
mod pentic;
mod queen;
mod sequences;
mod spectrum;
mod team_tic;
mod tic_of_a_kind;
mod tic_rummy;
mod tic_squared;
mod ticardo;
mod ticataire;
mod tick;
mod toker;
mod tri_up_tri_down;
mod tyramid;
