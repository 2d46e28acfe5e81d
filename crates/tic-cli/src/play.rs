//! `tic play`, `tic resume` and `tic replay`: a person against bots in the terminal.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

use rules_engine::{Bot, Game, Record, Seat, Seed, ToAct, bot_move, step_rng};

use crate::CliError;
use crate::save::{self, SaveFile, SavedGame};
use crate::style::paint;
use crate::table::{build_config, make_bots};
use tic_registry::GameSpec;

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
    let mut save_file = save_path.map(SaveFile::new);
    if let Some(file) = &mut save_file {
        file.write_whole(&saved)?;
    }
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut shown_events = 0;
    outln!(
        "{} — you are player {human}. Enter a move's number, `s` to save, `q` to quit.",
        S::G::NAME
    );
    loop {
        for event in game.events_since(human, shown_events) {
            outln!("  {}", paint(&event.to_string()));
        }
        shown_events = game.events().len();
        let to_act = game.to_act();
        let human_legal = game.legal_actions(human);
        let step = saved.record.actions.len();
        let human_asked = match to_act {
            ToAct::Nobody => break,
            ToAct::Player(p) => p == human,
            ToAct::Anyone => !human_legal.is_empty(),
        };
        let (mover, action) = if human_asked {
            if let Some(file) = &mut save_file {
                // Only the actions since the last save are written: saving costs what is new.
                file.update(&saved)?;
            }
            outln!();
            outln!("{}", paint(&game.view(human).to_string()));
            // In a phase anyone may act in, Enter lets the others move: offered only when
            // someone else can.
            match ask(&human_legal, others_can_move(&game, human), &mut lines)? {
                Answer::Action(a) => (human, a),
                Answer::Wait => match others_move::<S::G>(&game, &mut bots, &saved, human) {
                    Some(m) => m,
                    None => {
                        outln!("(nobody else can move now)");
                        continue;
                    }
                },
                Answer::Save => {
                    match &mut save_file {
                        Some(file) => {
                            file.write_whole(&saved)?;
                            outln!("(saved to {})", file.path().display());
                        }
                        None => outln!("(no --save FILE given: nothing saved)"),
                    }
                    continue;
                }
                Answer::Quit => {
                    if let Some(file) = &mut save_file {
                        file.write_whole(&saved)?;
                    }
                    outln!("Bye.");
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
    if let Some(file) = &mut save_file {
        file.write_whole(&saved)?;
    }
    outln!();
    outln!("{}", paint(&game.view(human).to_string()));
    if let Some(outcome) = game.outcome() {
        outln!("{}", crate::table::describe_outcome(&outcome));
    }
    Ok(())
}

/// Whether the human may let the others move: in a phase anyone may act in, when another seat
/// has a legal action (Tic Squared's race once the others are stuck: nobody else can).
fn others_can_move<G: Game>(game: &G, human: usize) -> bool {
    game.to_act() == ToAct::Anyone
        && (0..game.num_players()).any(|p| p != human && !game.legal_actions(p).is_empty())
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
            outln!("  {:>3}. {}", i + 1, paint(&a.to_string()));
        }
        if may_wait {
            outln!("  (Enter: let the others move)");
        }
        out!("> ");
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
            outln!("There is no move {n}: choose 1 to {}.", legal.len());
            continue;
        }
        if let Some(a) = legal
            .iter()
            .find(|a| a.to_string().eq_ignore_ascii_case(text))
        {
            return Ok(Answer::Action(a.clone()));
        }
        outln!(
            "{} is not one of the moves: enter its number.",
            rules_engine::quote_untrusted(text, 60)
        );
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
    // What each step shows is what the seat saw then: its own actions, and the events as that
    // seat saw them, never the others' actions (an action names its cards, which the other
    // seats never see). A finished game, or `--reveal`, shows every action.
    let show_actions = loaded.game.is_over() || args.reveal;
    let mut game = S::G::new(record.config.clone(), record.seed)?;
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    outln!("{}", paint(&game.view(seat).to_string()));
    for (i, (player, action)) in record.actions.iter().enumerate() {
        let seen = game.events().len();
        game.apply(*player, action)
            .map_err(|e| CliError::Run(format!("step {i} does not replay: {e}")))?;
        if show_actions || *player == seat {
            outln!(
                "\nstep {}: player {player}: {}",
                i + 1,
                paint(&action.to_string())
            );
        } else {
            outln!("\nstep {}: player {player} moves", i + 1);
        }
        for event in game.events_since(seat, seen) {
            outln!("  {}", paint(&event.to_string()));
        }
        if !args.all {
            out!("(Enter for the next step, q to stop) ");
            io::stdout().flush()?;
            match lines.next() {
                Some(Ok(l)) if l.trim() == "q" => return Ok(()),
                None => return Ok(()),
                _ => {}
            }
        }
        outln!("{}", paint(&game.view(seat).to_string()));
    }
    match game.outcome() {
        Some(outcome) => outln!("{}", crate::table::describe_outcome(&outcome)),
        None => outln!("(the game is unfinished: `tic resume` plays on)"),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use rules_engine::{Game, GameRng, Seed, ToAct};
    use tic_squared::{TicSquared, TicSquaredConfig};

    use super::others_can_move;

    /// Tic Squared's race, played at random: "let the others move" is offered exactly when
    /// another seat has a move, and the race reaches states where only the human can move.
    #[test]
    fn waiting_is_offered_only_when_another_seat_can_move() {
        let (mut offered, mut withheld) = (0, 0);
        for seed in 0..40 {
            let mut config = TicSquaredConfig::for_players(2);
            config.race = true;
            let mut game = TicSquared::new(config, Seed(seed)).expect("the race");
            let mut rng = GameRng::from_seed(Seed(seed));
            for _ in 0..2_000 {
                if game.to_act() == ToAct::Nobody {
                    break;
                }
                let other_moves = !game.legal_actions(1).is_empty();
                if game.to_act() == ToAct::Anyone && !game.legal_actions(0).is_empty() {
                    assert_eq!(others_can_move(&game, 0), other_moves);
                    if other_moves {
                        offered += 1;
                    } else {
                        withheld += 1;
                    }
                }
                let ready: Vec<usize> = (0..2)
                    .filter(|&p| !game.legal_actions(p).is_empty())
                    .collect();
                let Some(&p) = rng.choose(&ready) else { break };
                let legal = game.legal_actions(p);
                let action = legal[rng.index(legal.len())];
                game.apply(p, &action).expect("a listed action");
            }
        }
        assert!(
            offered > 0 && withheld > 0,
            "offered {offered}, withheld {withheld}"
        );
    }
}
