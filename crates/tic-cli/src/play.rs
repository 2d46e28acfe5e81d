//! `tic play`, `tic resume` and `tic replay`: a person against bots in the terminal.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use rules_engine::{Bot, Game, GameRng, Record, Seed, ToAct};
use serde::{Deserialize, Serialize};

use crate::CliError;
use crate::games::GameSpec;
use crate::options::Options;
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
    /// `--save FILE`: where to save on quit and after every move.
    pub save: Option<PathBuf>,
}

/// What `tic replay` was asked.
#[derive(Clone, Debug, Default)]
pub struct ReplayArgs {
    /// Seat whose view is shown.
    pub seat: usize,
    /// Print every step without waiting for Enter.
    pub all: bool,
}

/// A saved game: the replay record plus who was who.
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "G::Config: Serialize, G::Action: Serialize",
    deserialize = "G::Config: Deserialize<'de>, G::Action: Deserialize<'de>"
))]
pub struct SavedGame<G: Game> {
    /// The human's seat.
    pub human: usize,
    /// The bots at the other seats, by name.
    pub bots: Vec<String>,
    /// The bots' seed.
    pub bot_seed: Seed,
    /// Everything that happened.
    pub record: Record<G>,
}

pub(crate) fn make_bots<S: GameSpec>(
    names: &[String],
    players: usize,
    skip: Option<usize>,
) -> Result<Vec<Box<dyn Bot<S::G>>>, CliError> {
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
    let saved = SavedGame::<S::G> {
        human: 0,
        bots: args.bots.clone(),
        bot_seed: Seed(args.seed).derive(1),
        record: Record::start(&game),
    };
    drive::<S>(game, saved, args.save.clone())
}

/// `tic resume FILE`.
pub fn resume<S: GameSpec>(json: &serde_json::Value, args: &PlayArgs) -> Result<(), CliError> {
    let saved: SavedGame<S::G> = serde_json::from_value(json.clone())?;
    let game = saved
        .record
        .replay()
        .map_err(|e| CliError::Run(format!("the saved game does not replay: {e}")))?;
    drive::<S>(game, saved, args.save.clone())
}

fn drive<S: GameSpec>(
    mut game: S::G,
    mut saved: SavedGame<S::G>,
    save: Option<PathBuf>,
) -> Result<(), CliError> {
    let players = game.num_players();
    let human = saved.human;
    let mut bots = make_bots::<S>(&saved.bots, players, Some(human))?;
    let mut rng = GameRng::from_seed(saved.bot_seed);
    // Bots' choices so far consumed the generator: replaying keeps resumed games identical.
    for _ in 0..saved.record.actions.len() {
        rng.next_u64();
    }
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
        let mover = match to_act {
            ToAct::Nobody => break,
            ToAct::Player(p) => p,
            ToAct::Anyone if !human_legal.is_empty() => human,
            ToAct::Anyone => {
                let ready: Vec<usize> = (0..players)
                    .filter(|&p| !game.legal_actions(p).is_empty())
                    .collect();
                *rng.choose(&ready)
                    .ok_or_else(|| CliError::Run("nobody can act".into()))?
            }
        };
        let action = if mover == human {
            println!();
            println!("{}", paint(&game.view(human).to_string()));
            match ask(&human_legal, to_act == ToAct::Anyone, &mut lines)? {
                Answer::Action(a) => a,
                Answer::Wait => {
                    let ready: Vec<usize> = (0..players)
                        .filter(|&p| p != human && !game.legal_actions(p).is_empty())
                        .collect();
                    let Some(&p) = rng.choose(&ready) else {
                        continue;
                    };
                    let legal = game.legal_actions(p);
                    let i = bots[p].choose(&game.view(p), &legal, &mut rng);
                    let a = legal.get(i).unwrap_or(&legal[0]).clone();
                    apply_and_record(&mut game, &mut saved, p, a)?;
                    continue;
                }
                Answer::Save => {
                    save_to(&saved, save.as_ref())?;
                    continue;
                }
                Answer::Quit => {
                    save_to(&saved, save.as_ref())?;
                    println!("Bye.");
                    return Ok(());
                }
            }
        } else {
            let legal = game.legal_actions(mover);
            let i = bots[mover].choose(&game.view(mover), &legal, &mut rng);
            legal.get(i).unwrap_or(&legal[0]).clone()
        };
        apply_and_record(&mut game, &mut saved, mover, action)?;
        if save.is_some() {
            save_to(&saved, save.as_ref())?;
        }
    }
    println!();
    println!("{}", paint(&game.view(human).to_string()));
    if let Some(outcome) = game.outcome() {
        println!("{}", crate::simulate::describe_outcome(&outcome));
    }
    Ok(())
}

fn apply_and_record<G: Game>(
    game: &mut G,
    saved: &mut SavedGame<G>,
    player: usize,
    action: G::Action,
) -> Result<(), CliError>
where
    G::Config: Serialize + for<'a> Deserialize<'a>,
    G::Action: Serialize + for<'a> Deserialize<'a>,
{
    game.apply(player, &action)
        .map_err(|e| CliError::Run(format!("a listed move was rejected: {e}")))?;
    saved.record.actions.push((player, action));
    Ok(())
}

fn save_to<G: Game>(saved: &SavedGame<G>, path: Option<&PathBuf>) -> Result<(), CliError>
where
    G::Config: Serialize + for<'a> Deserialize<'a>,
    G::Action: Serialize + for<'a> Deserialize<'a>,
{
    let Some(path) = path else {
        println!("(no --save FILE given: nothing saved)");
        return Ok(());
    };
    let mut value = serde_json::to_value(saved)?;
    if let Some(obj) = value.as_object_mut() {
        obj.insert("game".into(), serde_json::Value::String(G::NAME.into()));
    }
    std::fs::write(path, serde_json::to_string_pretty(&value)?)?;
    Ok(())
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

/// `tic replay FILE`: steps through a saved game from the given seat's point of view.
pub fn replay<S: GameSpec>(json: &serde_json::Value, args: &ReplayArgs) -> Result<(), CliError> {
    let saved: SavedGame<S::G> = serde_json::from_value(json.clone())?;
    let record = &saved.record;
    let mut game = S::G::new(record.config.clone(), record.seed)?;
    let seat = args.seat;
    if seat >= game.num_players() {
        return Err(CliError::usage(format!("there is no seat {seat}")));
    }
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
    if let Some(outcome) = game.outcome() {
        println!("{}", crate::simulate::describe_outcome(&outcome));
    }
    Ok(())
}
