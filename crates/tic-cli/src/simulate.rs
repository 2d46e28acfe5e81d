//! `tic simulate`: many seeded bot games, on several threads, summarised.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rules_engine::{Game, Outcome, Seed, run};
use serde::Serialize;

use crate::CliError;
use crate::games::GameSpec;
use crate::play::{build_config, make_bots};
use crate::style::paint;

/// What `tic simulate` was asked.
#[derive(Clone, Debug)]
pub struct SimArgs {
    /// `--players`.
    pub players: Option<usize>,
    /// `--opt key=value`.
    pub opts: Vec<String>,
    /// `--bots`, one per seat, cycled.
    pub bots: Vec<String>,
    /// `--games`.
    pub games: usize,
    /// `--seed`: game `i` uses seed `seed + i`.
    pub seed: u64,
    /// `--threads`.
    pub threads: usize,
    /// Show a progress bar.
    pub progress: bool,
    /// Step bound per game.
    pub max_steps: usize,
}

/// Per-seat figures.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SeatSummary {
    /// The seat's bot.
    pub bot: String,
    /// Games in first place (ties count for each tied seat).
    pub wins: usize,
    /// Share of games in first place.
    pub win_rate: f64,
    /// Mean final score.
    pub mean_score: f64,
    /// Lowest final score.
    pub min_score: i64,
    /// Highest final score.
    pub max_score: i64,
}

/// The summary of a simulation.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The game.
    pub game: String,
    /// Games played.
    pub games: usize,
    /// The first seed.
    pub seed: u64,
    /// Seats.
    pub seats: Vec<SeatSummary>,
    /// Mean actions per game.
    pub mean_length: f64,
    /// Fewest actions.
    pub min_length: usize,
    /// Most actions.
    pub max_length: usize,
    /// Games per second of wall time.
    pub games_per_second: f64,
}

struct GameResult {
    outcome: Outcome,
    length: usize,
}

/// Runs the simulation.
pub fn simulate<S: GameSpec>(args: &SimArgs) -> Result<Summary, CliError> {
    let config = build_config::<S>(args.players, &args.opts)?;
    let probe = S::G::new(config.clone(), Seed(args.seed))?;
    let players = probe.num_players();
    let bot_names: Vec<String> = {
        let names = if args.bots.is_empty() {
            vec!["random".to_owned()]
        } else {
            args.bots.clone()
        };
        (0..players)
            .map(|i| names[i % names.len()].clone())
            .collect()
    };
    make_bots::<S>(&bot_names, players, None)?;
    let bar = if args.progress {
        let bar = ProgressBar::new(args.games as u64);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameResult>>> =
        Mutex::new((0..args.games).map(|_| None).collect());
    let failure: Mutex<Option<CliError>> = Mutex::new(None);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games || failure.lock().map(|f| f.is_some()).unwrap_or(true) {
                        break;
                    }
                    let seed = Seed(args.seed.wrapping_add(i as u64));
                    let outcome = (|| -> Result<GameResult, CliError> {
                        let mut game = S::G::new(config.clone(), seed)?;
                        let mut bots = make_bots::<S>(&bot_names, players, None)?;
                        let record = run(&mut game, &mut bots, seed.derive(1), args.max_steps)
                            .map_err(|e| CliError::Run(format!("game with seed {seed}: {e}")))?;
                        let outcome = game.outcome().ok_or_else(|| {
                            CliError::Run("a finished game has no outcome".into())
                        })?;
                        Ok(GameResult {
                            outcome,
                            length: record.actions.len(),
                        })
                    })();
                    match outcome {
                        Ok(r) => {
                            if let Ok(mut all) = results.lock() {
                                all[i] = Some(r);
                            }
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                f.get_or_insert(e);
                            }
                        }
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let elapsed = start.elapsed().as_secs_f64();
    let results: Vec<GameResult> = results
        .into_inner()
        .map_err(|_| CliError::Run("a worker panicked".into()))?
        .into_iter()
        .flatten()
        .collect();
    let n = results.len().max(1) as f64;
    let seats = (0..players)
        .map(|p| {
            let scores: Vec<i64> = results.iter().map(|r| r.outcome.scores[p]).collect();
            let wins = results.iter().filter(|r| r.outcome.places[p] == 0).count();
            SeatSummary {
                bot: bot_names[p].clone(),
                wins,
                win_rate: wins as f64 / n,
                mean_score: scores.iter().sum::<i64>() as f64 / n,
                min_score: scores.iter().copied().min().unwrap_or(0),
                max_score: scores.iter().copied().max().unwrap_or(0),
            }
        })
        .collect();
    let lengths: Vec<usize> = results.iter().map(|r| r.length).collect();
    Ok(Summary {
        game: S::G::NAME.to_owned(),
        games: results.len(),
        seed: args.seed,
        seats,
        mean_length: lengths.iter().sum::<usize>() as f64 / n,
        min_length: lengths.iter().copied().min().unwrap_or(0),
        max_length: lengths.iter().copied().max().unwrap_or(0),
        games_per_second: results.len() as f64 / elapsed.max(1e-9),
    })
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{}: {} games from seed {}",
            self.game, self.games, self.seed
        )?;
        writeln!(
            f,
            "seat  bot           wins   win%   mean score   min   max"
        )?;
        for (i, s) in self.seats.iter().enumerate() {
            writeln!(
                f,
                "{i:>4}  {:<12} {:>5}  {:>5.1}  {:>11.2}  {:>4}  {:>4}",
                s.bot,
                s.wins,
                100.0 * s.win_rate,
                s.mean_score,
                s.min_score,
                s.max_score
            )?;
        }
        write!(
            f,
            "length: mean {:.1}, min {}, max {} actions; {:.0} games/s",
            self.mean_length, self.min_length, self.max_length, self.games_per_second
        )
    }
}

/// Scores and places in words.
pub fn describe_outcome(outcome: &Outcome) -> String {
    let mut out = String::from("Final scores:");
    for (p, (score, place)) in outcome.scores.iter().zip(&outcome.places).enumerate() {
        out.push_str(&format!(
            "\n  player {p}: {score:>5}  (place {})",
            place + 1
        ));
    }
    let winners: Vec<String> = outcome
        .winners()
        .iter()
        .map(|w| format!("player {w}"))
        .collect();
    out.push_str(&format!("\nWinner: {}", winners.join(" and ")));
    out
}

/// One seeded game with the game's first bot at every seat: the final table and the scores.
pub fn showcase<S: GameSpec>(seed: u64) -> Result<String, CliError> {
    let config = build_config::<S>(None, &[])?;
    let mut game = S::G::new(config, Seed(seed))?;
    let players = game.num_players();
    let mut bots = make_bots::<S>(&[], players, None)?;
    let record = run(&mut game, &mut bots, Seed(seed).derive(1), 1_000_000)
        .map_err(|e| CliError::Run(e.to_string()))?;
    let outcome = game
        .outcome()
        .ok_or_else(|| CliError::Run("no outcome".into()))?;
    Ok(format!(
        "{}\n({} actions)\n{}",
        paint(&game.view(0).to_string()),
        record.actions.len(),
        describe_outcome(&outcome)
    ))
}
