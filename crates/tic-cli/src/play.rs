//! `tic play`, `tic resume` and `tic replay`: a person against bots in the terminal.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

use rules_engine::{Bot, Game, Record, Seat, Seed, ToAct, bot_move, step_rng};
use serde::Serialize;

use crate::CliError;
use crate::games::GameSpec;
use crate::options::Options;
use crate::save::{self, SavedGame};
use crate::style::paint;

/// What `tic play` was asked.
#[derive(Clone, Debug, Default)]
pub struct PlayArgs {
    /// `--players`.
    pub players: Option<usize>,
    /// `--opt key=value`.
    pub opts: Vec<String>,
    /// `--bots` for the other seats, cycled.
    pub bots: Vec<String>,
    /// `--seed`.
    pub seed: u64,
    /// `--save FILE`: where to save (before the game, at each of the human's turns, at the end
    /// and on quit).
    pub save: Option<PathBuf>,
}

/// What `tic replay` was asked.
#[derive(Clone, Debug, Default)]
pub struct ReplayArgs {
    /// The save file (for messages).
    pub file: PathBuf,
    /// Seat whose view is shown (default: the saved player's).
    pub seat: Option<usize>,
    /// Show another seat than the saved player's of an unfinished game.
    pub reveal: bool,
    /// Print every step without waiting for Enter.
    pub all: bool,
}

/// The bots for a table of `players` seats from the names given (cycled over the bot seats;
/// names beyond the bot seats are unused; empty: the game's first bot). `skip` is the human's
/// seat, which gets a placeholder. A name the game does not have is an error.
pub(crate) fn make_bots<S: GameSpec>(
    names: &[String],
    players: usize,
    skip: Option<usize>,
) -> Result<Vec<Box<dyn Bot<S::G>>>, CliError> {
    let bot_seats = players - usize::from(skip.is_some_and(|h| h < players));
    let names = &names[..names.len().min(bot_seats)];
    let default_bot = S::BOTS.first().copied().unwrap_or("random").to_owned();
    let names: Vec<String> = if names.is_empty() {
        vec![default_bot]
    } else {
        names.to_vec()
    };
    let mut bots = Vec::with_capacity(players);
    let mut k = 0;
    for seat in 0..players {
        let name = if Some(seat) == skip {
            "random".to_owned()
        } else {
            let n = names[k % names.len()].clone();
            k += 1;
            n
        };
        let bot = S::bot(&name).ok_or_else(|| {
            CliError::usage(format!(
                "no bot `{name}` for {}; bots: random, {}",
                S::G::NAME,
                S::BOTS.join(", ")
            ))
        })?;
        bots.push(bot);
    }
    Ok(bots)
}

pub(crate) fn build_config<S: GameSpec>(
    players: Option<usize>,
    opts: &[String],
) -> Result<<S::G as Game>::Config, CliError> {
    let mut options = Options::parse(opts)?;
    let config = S::config(players, &mut options)?;
    options.finish(S::OPTIONS)?;
    Ok(config)
}

/// `tic play <game>`.
pub fn play<S: GameSpec>(args: &PlayArgs) -> Result<(), CliError> {
    let config = build_config::<S>(args.players, &args.opts)?;
    let game = S::G::new(config, Seed(args.seed))?;
    // The bots at seats 1, 2, ...: names beyond them are unused, and not saved.
    let bot_seats = game.num_players() - 1;
    let saved = SavedGame::<S::G> {
        game: S::G::NAME.to_owned(),
        human: 0,
        bots: args.bots.iter().take(bot_seats).cloned().collect(),
        bot_seed: Seed(args.seed).derive(1),
        record: Record::start(&game),
    };
    drive::<S>(game, saved, args.save.as_deref())
}

/// `tic resume FILE`: checks the save, then plays on, saving back to the same file.
pub fn resume<S: GameSpec>(bytes: &[u8], file: &Path) -> Result<(), CliError> {
    let loaded = save::load::<S>(bytes, file)?;
    drive::<S>(loaded.game, loaded.saved, Some(file))
}

/// The save file, if any, and how much of the record it holds.
struct Saver<'a> {
    path: Option<&'a Path>,
    saved_actions: Option<usize>,
}

impl Saver<'_> {
    /// Writes the save unless it already holds every action (or `force`).
    fn save<G: Game>(&mut self, saved: &SavedGame<G>, force: bool) -> Result<(), CliError>
    where
        G::Config: Serialize,
        G::Action: Serialize,
    {
        let Some(path) = self.path else {
            return Ok(());
        };
        let len = saved.record.actions.len();
        if force || self.saved_actions != Some(len) {
            save::write_atomic(path, &save::to_bytes(saved)?)?;
            self.saved_actions = Some(len);
        }
        Ok(())
    }
}

/// Plays on from `game` (the state `saved.record` reaches): the human answers at their seat,
/// bots play the others with the per-step generators of [`rules_engine::bot_move`], exactly as
/// [`rules_engine::run_on`] would, so a game saved at any point and resumed is the game played
/// straight through.
///
/// Saving: bots' moves are reproducible from the save, so the file is written (atomically)
/// before the game starts, whenever the human is asked, at the end and on quit, not after every
/// bot move.
fn drive<S: GameSpec>(
    mut game: S::G,
    mut saved: SavedGame<S::G>,
    save_path: Option<&Path>,
) -> Result<(), CliError> {
    let players = game.num_players();
    let human = saved.human;
    let mut bots = make_bots::<S>(&saved.bots, players, Some(human))?;
    let mut saver = Saver {
        path: save_path,
        saved_actions: None,
    };
    saver.save(&saved, true)?;
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut shown_events = 0;
    println!(
        "{} — you are player {human}. Enter a move's number, `s` to save, `q` to quit.",
        S::G::NAME
    );
    loop {
        let events = game.events_for(human);
        for event in events.iter().skip(shown_events) {
            println!("  {}", paint(&event.to_string()));
        }
        shown_events = events.len();
        let to_act = game.to_act();
        let human_legal = game.legal_actions(human);
        let step = saved.record.actions.len();
        let human_asked = match to_act {
            ToAct::Nobody => break,
            ToAct::Player(p) => p == human,
            ToAct::Anyone => !human_legal.is_empty(),
        };
        let (mover, action) = if human_asked {
            saver.save(&saved, false)?;
            println!();
            println!("{}", paint(&game.view(human).to_string()));
            match ask(&human_legal, to_act == ToAct::Anyone, &mut lines)? {
                Answer::Action(a) => (human, a),
                Answer::Wait => match others_move::<S::G>(&game, &mut bots, &saved, human) {
                    Some(m) => m,
                    None => continue,
                },
                Answer::Save => {
                    match saver.path {
                        Some(path) => {
                            saver.save(&saved, true)?;
                            println!("(saved to {})", path.display());
                        }
                        None => println!("(no --save FILE given: nothing saved)"),
                    }
                    continue;
                }
                Answer::Quit => {
                    saver.save(&saved, false)?;
                    println!("Bye.");
                    return Ok(());
                }
            }
        } else {
            bot_move(&game, &mut bots, saved.bot_seed, step)
                .map_err(|e| CliError::Run(e.to_string()))?
                .ok_or_else(|| CliError::Run("nobody can act".into()))?
        };
        game.apply(mover, &action)
            .map_err(|e| CliError::Run(format!("a listed move was rejected: {e}")))?;
        saved.record.actions.push((mover, action));
    }
    saver.save(&saved, false)?;
    println!();
    println!("{}", paint(&game.view(human).to_string()));
    if let Some(outcome) = game.outcome() {
        println!("{}", crate::simulate::describe_outcome(&outcome));
    }
    Ok(())
}

/// When the human lets the others move in an [`ToAct::Anyone`] phase: one of the other players
/// with a legal action, drawn with the step's generator, and their bot's choice. `None` if
/// nobody else can act.
fn others_move<G: Game>(
    game: &G,
    bots: &mut [Box<dyn Bot<G>>],
    saved: &SavedGame<G>,
    human: usize,
) -> Option<(usize, G::Action)> {
    let mut rng = step_rng(saved.bot_seed, saved.record.actions.len());
    let ready: Vec<usize> = (0..game.num_players())
        .filter(|&p| p != human && !game.legal_actions(p).is_empty())
        .collect();
    let &p = rng.choose(&ready)?;
    let legal = game.legal_actions(p);
    let i = bots[p].choose_at(&Seat::new(game, p), &legal, &mut rng);
    Some((p, legal.get(i).unwrap_or(&legal[0]).clone()))
}

enum Answer<A> {
    Action(A),
    Wait,
    Save,
    Quit,
}

fn ask<A: Clone + std::fmt::Display>(
    legal: &[A],
    may_wait: bool,
    lines: &mut impl Iterator<Item = io::Result<String>>,
) -> Result<Answer<A>, CliError> {
    loop {
        for (i, a) in legal.iter().enumerate() {
            println!("  {:>3}. {}", i + 1, paint(&a.to_string()));
        }
        if may_wait {
            println!("  (Enter: let the others move)");
        }
        print!("> ");
        io::stdout().flush()?;
        let Some(line) = lines.next() else {
            return Ok(Answer::Quit);
        };
        let line = line?;
        let text = line.trim();
        match text {
            "q" | "quit" => return Ok(Answer::Quit),
            "s" | "save" => return Ok(Answer::Save),
            "" if may_wait => return Ok(Answer::Wait),
            _ => {}
        }
        if let Ok(n) = text.parse::<usize>() {
            if (1..=legal.len()).contains(&n) {
                return Ok(Answer::Action(legal[n - 1].clone()));
            }
            println!("There is no move {n}: choose 1 to {}.", legal.len());
            continue;
        }
        if let Some(a) = legal
            .iter()
            .find(|a| a.to_string().eq_ignore_ascii_case(text))
        {
            return Ok(Answer::Action(a.clone()));
        }
        println!("`{text}` is not one of the moves: enter its number.");
    }
}

/// `tic replay FILE`: steps through a saved game from one seat's point of view. The whole record
/// is checked first; while the game is unfinished only the saved player's seat is shown unless
/// `--reveal` is given.
pub fn replay<S: GameSpec>(bytes: &[u8], args: &ReplayArgs) -> Result<(), CliError> {
    let loaded = save::load::<S>(bytes, &args.file)?;
    let record = &loaded.saved.record;
    let human = loaded.saved.human;
    let seat = args.seat.unwrap_or(human);
    let players = loaded.game.num_players();
    if seat >= players {
        return Err(CliError::usage(format!(
            "there is no seat {seat}: the game has seats 0 to {}",
            players - 1
        )));
    }
    if seat != human && !loaded.game.is_over() && !args.reveal {
        return Err(CliError::usage(format!(
            "the game is unfinished and was saved by player {human}: seat {seat}'s private \
             cards are hidden; pass --reveal to show them"
        )));
    }
    let mut game = S::G::new(record.config.clone(), record.seed)?;
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!("{}", paint(&game.view(seat).to_string()));
    for (i, (player, action)) in record.actions.iter().enumerate() {
        game.apply(*player, action)
            .map_err(|e| CliError::Run(format!("step {i} does not replay: {e}")))?;
        println!(
            "\nstep {}: player {player}: {}",
            i + 1,
            paint(&action.to_string())
        );
        if !args.all {
            print!("(Enter for the next step, q to stop) ");
            io::stdout().flush()?;
            match lines.next() {
                Some(Ok(l)) if l.trim() == "q" => return Ok(()),
                None => return Ok(()),
                _ => {}
            }
        }
        println!("{}", paint(&game.view(seat).to_string()));
    }
    match game.outcome() {
        Some(outcome) => println!("{}", crate::simulate::describe_outcome(&outcome)),
        None => println!("(the game is unfinished: `tic resume` plays on)"),
    }
    Ok(())
}
