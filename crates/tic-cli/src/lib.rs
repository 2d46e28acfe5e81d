//! The `tic` program: play, simulate and explore the TIC card games, Ticardo and Tick.
//!
//! This library is the program itself, split from its `main` so that the tests and the fuzz
//! targets can call the save loader ([`check_save_file`]) directly. It is not a stable
//! API: run the `tic` binary instead.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use thiserror::Error;

/// `println!` that returns a write error (a closed pipe, a full disk) instead of panicking: the
/// enclosing function returns it, and [`main`] exits quietly on a broken pipe, as Unix tools
/// do, or reports any other failure.
macro_rules! outln {
    () => {{
        use std::io::Write as _;
        writeln!(std::io::stdout())?
    }};
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout(), $($arg)*)?
    }};
}

/// `print!` as [`outln!`] does it.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout(), $($arg)*)?
    }};
}

mod cards;
mod entry;
mod hands;
mod play;
pub mod save;
mod simulate;
mod style;
mod table;
mod tick;

pub use entry::check_save_file;

/// Errors the program reports on stderr, with a non-zero exit.
#[derive(Debug, Error)]
pub enum CliError {
    /// Bad arguments or input.
    #[error("{0}")]
    Usage(String),
    /// A game, option or bot that the registry does not have, or a config it refuses.
    #[error("{0}")]
    Registry(#[from] tic_registry::RegistryError),
    /// The config is invalid.
    #[error("invalid game options: {0}")]
    Config(#[from] rules_engine::ConfigError),
    /// A file could not be read or written.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// JSON output could not be written.
    #[error("JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// A save file could not be read, written or used.
    #[error("{path}: {message}")]
    Save {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// A game failed while running.
    #[error("{0}")]
    Run(String),
}

impl CliError {
    /// A usage error.
    pub fn usage(message: impl Into<String>) -> Self {
        CliError::Usage(message.into())
    }

    /// An error about a save file.
    pub fn save(path: &std::path::Path, message: impl Into<String>) -> Self {
        CliError::Save {
            path: path.to_owned(),
            message: message.into(),
        }
    }
}

#[derive(Parser)]
#[command(
    name = "tic",
    version,
    about = "Play, simulate and explore the TIC card games, Ticardo and Tick.",
    long_about = "Play, simulate and explore the TIC card games, Ticardo and Tick.\n\nWith no command, runs a short tour: one seeded game of every game, played by bots.",
    after_help = "Examples:\n  tic list\n  tic cards 3-star-orange 4qr 5tr\n  tic play twenty-one --seed 7\n  tic simulate twenty-one --games 10000 --seed 1"
)]
struct Cli {
    /// When to use colors.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ColorChoice {
    Auto,
    Never,
}

#[derive(Subcommand)]
enum Command {
    /// List the 125 TIC cards, describe one, or compare several (commonness and sequence steps).
    #[command(
        after_help = "Examples:\n  tic cards\n  tic cards 3-star-orange\n  tic cards 4-square-red 4-circle-red 5-triangle-red"
    )]
    Cards {
        /// Cards in long (3-star-orange) or compact (3so) form.
        cards: Vec<String>,
    },
    /// Every game, its variation options and its bots.
    List,
    /// Play a game against bots in the terminal.
    #[command(
        after_help = "Examples:\n  tic play twenty-one\n  tic play twenty-one --players 3 --bots greedy --seed 5 --save game.json"
    )]
    Play {
        /// The game (see `tic list`).
        game: String,
        #[command(flatten)]
        table: TableArgs,
        /// Save the game to this file: written before the game starts (so an unwritable path
        /// fails at once), then whenever it is your turn, at the end and on quit. Each write
        /// goes to a temporary file in the same directory, renamed over the old one.
        #[arg(long)]
        save: Option<PathBuf>,
    },
    /// Resume a game saved with `tic play --save`.
    Resume {
        /// The saved file.
        file: PathBuf,
    },
    /// Step through a saved game.
    #[command(
        after_help = "While the game is unfinished, only the saved player's seat is shown: other seats' private cards stay hidden unless you pass --reveal. A finished game may be shown from any seat.\n\nExamples:\n  tic replay game.json --all\n  tic replay game.json --seat 1 --reveal"
    )]
    Replay {
        /// The saved file.
        file: PathBuf,
        /// Whose view to show (default: the saved player's seat).
        #[arg(long)]
        seat: Option<usize>,
        /// Show another seat of an unfinished game, private cards included.
        #[arg(long)]
        reveal: bool,
        /// Print every step without waiting.
        #[arg(long)]
        all: bool,
    },
    /// Play many seeded games with bots and summarise them.
    #[command(
        after_help = "Examples:\n  tic simulate twenty-one --games 1000 --seed 1\n  tic simulate twenty-one --bots greedy,random --games 500 --json"
    )]
    Simulate {
        /// The game (see `tic list`).
        game: String,
        #[command(flatten)]
        table: TableArgs,
        /// Number of games, 1 to 100,000,000 (summaries stream: memory does not grow with it).
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=simulate::MAX_GAMES))]
        games: u64,
        /// Worker threads, 1 to 64 (default: all cores).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=i64::from(simulate::MAX_THREADS)))]
        threads: Option<u16>,
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Evaluate TIC hands (Toker, Sequences, Tic-of-a-Kind, Spectrum) and build exhaustive tables.
    Hands(hands::HandsArgs),
    /// Tick's meld solver: the best partition of a hand into melds.
    Tick(tick::TickArgs),
    /// Serve every game online: the match server (HTTP and WebSocket API, docs/SERVER.md) and
    /// the browser table at `/` (docs/PAGE.md), with matches stored in SQLite (a file, by
    /// default) or Postgres.
    #[command(
        after_help = "Examples:\n  tic serve\n  tic serve --bind 127.0.0.1:9000 --database games.sqlite3\n  tic serve --database postgres://tic:tic@127.0.0.1/tic"
    )]
    Serve {
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        bind: std::net::SocketAddr,
        /// Where matches are stored: a SQLite file path or `sqlite://` URL (default
        /// `tic-server.sqlite3` here), or a `postgres://` URL.
        #[arg(long)]
        database: Option<String>,
    },
    /// Print shell completions.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

#[derive(clap::Args)]
struct TableArgs {
    /// Number of players.
    #[arg(long)]
    players: Option<usize>,
    /// A variation option `key=value` (repeatable; see `tic list`).
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    opts: Vec<String>,
    /// Bots for the seats, comma-separated, cycled (e.g. `greedy,random`); names beyond the
    /// seats are unused.
    #[arg(long, value_delimiter = ',')]
    bots: Vec<String>,
    /// The seed: the same seed gives the same game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Runs the program on the process's arguments: what the `tic` binary does.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    if matches!(cli.color, ColorChoice::Never) {
        style::disable();
    }
    let result = run(cli).and_then(|()| Ok(std::io::Write::flush(&mut std::io::stdout())?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`tic list | head -1`): stop quietly, as Unix tools do.
        Err(CliError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            // Messages may quote a save file or a name given: printed safely whatever they hold.
            eprintln!("tic: error: {}", printable(&e.to_string()));
            match e {
                CliError::Usage(_) | CliError::Registry(_) | CliError::Config(_) => {
                    ExitCode::from(2)
                }
                _ => ExitCode::FAILURE,
            }
        }
    }
}

/// An error message as it may reach a terminal: control characters (escape sequences) escaped,
/// and at most 2,000 characters.
fn printable(message: &str) -> String {
    const MAX: usize = 2_000;
    let mut out = String::new();
    for (i, c) in message.chars().enumerate() {
        if i == MAX {
            out.push_str(&format!(
                " … ({} characters in all)",
                message.chars().count()
            ));
            break;
        }
        if c.is_control() && c != '\n' {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        None => tour(),
        Some(Command::Cards { cards }) => {
            outln!("{}", cards::compare(&cards)?);
            Ok(())
        }
        Some(Command::List) => {
            for entry in tic_registry::entries() {
                outln!("{} — {}", entry.name, entry.summary);
                let (min, max) = entry.players;
                outln!(
                    "    players: {min} to {max} (default {}); bots: random, {}",
                    entry.default_players,
                    entry.bots.join(", ")
                );
                for o in entry.options {
                    outln!(
                        "    --opt {}=…  {} ({}; default {})",
                        o.key,
                        o.help,
                        o.kind.describe(),
                        o.default
                    );
                }
            }
            Ok(())
        }
        Some(Command::Play { game, table, save }) => {
            let entry = entry::find(&game)?;
            (entry.play)(&play::PlayArgs {
                players: table.players,
                opts: table.opts,
                bots: table.bots,
                seed: table.seed,
                save,
            })
        }
        Some(Command::Resume { file }) => {
            let bytes = save::read_save_file(&file)?;
            let entry = entry::entry_of(&bytes, &file)?;
            (entry.resume)(&bytes, &file)
        }
        Some(Command::Replay {
            file,
            seat,
            reveal,
            all,
        }) => {
            let bytes = save::read_save_file(&file)?;
            let entry = entry::entry_of(&bytes, &file)?;
            (entry.replay)(
                &bytes,
                &play::ReplayArgs {
                    file,
                    seat,
                    reveal,
                    all,
                },
            )
        }
        Some(Command::Simulate {
            game,
            table,
            games: n,
            threads,
            json,
        }) => {
            let entry = entry::find(&game)?;
            let threads = threads.map_or_else(
                || {
                    std::thread::available_parallelism()
                        .map_or(1, |n| n.get())
                        .min(usize::from(simulate::MAX_THREADS))
                },
                usize::from,
            );
            let progress = !json && std::io::IsTerminal::is_terminal(&std::io::stderr());
            let summary = (entry.simulate)(&simulate::SimArgs {
                players: table.players,
                opts: table.opts,
                bots: table.bots,
                games: n,
                seed: table.seed,
                threads,
                progress,
                max_steps: 1_000_000,
            })?;
            if json {
                outln!("{}", serde_json::to_string_pretty(&summary)?);
            } else {
                outln!("{summary}");
            }
            Ok(())
        }
        Some(Command::Hands(args)) => hands::run(&args),
        Some(Command::Tick(args)) => tick::run(&args),
        Some(Command::Serve { bind, database }) => {
            let mut config = tic_server::ServeConfig::default();
            config.bind = bind;
            // The browser table at `/` (issue 28).
            config.page = Some(tic_page::router());
            if let Some(database) = database {
                config.database_url = database;
            }
            let runtime = tokio::runtime::Runtime::new()?;
            runtime
                .block_on(tic_server::serve(config))
                .map_err(|e| CliError::Run(e.to_string()))
        }
        Some(Command::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "tic", &mut script);
            std::io::Write::write_all(&mut std::io::stdout(), &script)?;
            Ok(())
        }
    }
}

/// `tic` with no command: one seeded game of every game, played by bots.
fn tour() -> Result<(), CliError> {
    outln!(
        "TIC engines tour: one seeded game of every game, played by bots. `tic --help` for more.\n"
    );
    // The engine's demo game is for `tic list` and examples, not the tour.
    for entry in entry::all().into_iter().filter(|e| e.name != "twenty-one") {
        outln!("== {} — {}", entry.name, entry.summary);
        outln!("{}\n", (entry.showcase)(1)?);
    }
    Ok(())
}
