//! `tic simulate`: many seeded bot games, on several threads, summarised.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use rules_engine::{Bot, Game, GameRng, Outcome, Seat, Seed, run};
use serde::Serialize;

use crate::CliError;
use crate::style::paint;
use crate::table::{build_config, describe_outcome, make_bots};
use tic_registry::GameSpec;

/// The most games one `tic simulate` plays: 100,000,000. The summary streams (memory does not
/// grow with the count), but a run must end: at this count the 95% interval of a win rate is
/// already narrower than ±0.0001, finer than the summary prints, so more games add nothing.
pub const MAX_GAMES: u64 = 100_000_000;

/// The most worker threads: 64. More than the cores only adds switching; the cap keeps a typo
/// from asking the system for billions of threads.
pub const MAX_THREADS: u16 = 64;

/// What `tic simulate` was asked.
#[derive(Clone, Debug)]
pub struct SimArgs {
    /// `--players`.
    pub players: Option<usize>,
    /// `--opt key=value`.
    pub opts: Vec<String>,
    /// `--bots`, one per seat, cycled.
    pub bots: Vec<String>,
    /// `--games`, 1 to [`MAX_GAMES`].
    pub games: u64,
    /// `--seed`: game `i` uses seed `seed + i`.
    pub seed: u64,
    /// `--threads`, 1 to [`MAX_THREADS`].
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
    /// Games in first place, alone or tied.
    pub wins: u64,
    /// Of those, games where first place was shared.
    pub tied_wins: u64,
    /// Win rate: a game alone in first place counts 1, a first place shared by `k` seats counts
    /// `1/k` (a two-way tie is half a win), over the games played.
    pub win_rate: f64,
    /// Lower end of the 95% Wilson score interval of the win rate.
    pub win_rate_low: f64,
    /// Upper end of the 95% Wilson score interval of the win rate.
    pub win_rate_high: f64,
    /// Mean final score.
    pub mean_score: f64,
    /// Lowest final score.
    pub min_score: i64,
    /// Highest final score.
    pub max_score: i64,
    /// Moves this seat's bot chose.
    pub moves: u64,
    /// Mean wall time of the bot's choice, in milliseconds: the time spent in its `choose`
    /// calls over its moves (0 with no moves). Varies from run to run.
    pub mean_move_ms: f64,
}

/// The summary of a simulation.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The game.
    pub game: String,
    /// Games played.
    pub games: u64,
    /// The first seed.
    pub seed: u64,
    /// Seats.
    pub seats: Vec<SeatSummary>,
    /// Mean actions per game.
    pub mean_length: f64,
    /// Fewest actions.
    pub min_length: u64,
    /// Most actions.
    pub max_length: u64,
    /// Games per second of wall time.
    pub games_per_second: f64,
}

/// One seat's running totals, in integers so that merging the threads' totals in any order
/// gives the same summary.
#[derive(Clone, Debug)]
struct SeatTotals {
    /// `firsts[k - 1]`: games in first place shared by `k` seats.
    firsts: Vec<u64>,
    score_sum: i128,
    min_score: i64,
    max_score: i64,
    moves: u64,
    choose_nanos: u128,
}

/// Running totals of a simulation: constant size whatever the number of games.
#[derive(Clone, Debug)]
struct Totals {
    games: u64,
    seats: Vec<SeatTotals>,
    length_sum: u128,
    min_length: u64,
    max_length: u64,
}

impl Totals {
    fn new(players: usize) -> Self {
        Totals {
            games: 0,
            seats: vec![
                SeatTotals {
                    firsts: vec![0; players],
                    score_sum: 0,
                    min_score: i64::MAX,
                    max_score: i64::MIN,
                    moves: 0,
                    choose_nanos: 0,
                };
                players
            ],
            length_sum: 0,
            min_length: u64::MAX,
            max_length: 0,
        }
    }

    fn add_game(&mut self, outcome: &Outcome, length: u64) {
        self.games += 1;
        self.length_sum += u128::from(length);
        self.min_length = self.min_length.min(length);
        self.max_length = self.max_length.max(length);
        let first = outcome.places.iter().filter(|&&p| p == 0).count();
        for (p, seat) in self.seats.iter_mut().enumerate() {
            let score = outcome.scores.get(p).copied().unwrap_or(0);
            seat.score_sum += i128::from(score);
            seat.min_score = seat.min_score.min(score);
            seat.max_score = seat.max_score.max(score);
            if outcome.places.get(p) == Some(&0)
                && let Some(n) = seat.firsts.get_mut(first - 1)
            {
                *n += 1;
            }
        }
    }

    fn merge(&mut self, other: &Totals) {
        self.games += other.games;
        self.length_sum += other.length_sum;
        self.min_length = self.min_length.min(other.min_length);
        self.max_length = self.max_length.max(other.max_length);
        for (a, b) in self.seats.iter_mut().zip(&other.seats) {
            for (x, y) in a.firsts.iter_mut().zip(&b.firsts) {
                *x += y;
            }
            a.score_sum += b.score_sum;
            a.min_score = a.min_score.min(b.min_score);
            a.max_score = a.max_score.max(b.max_score);
            a.moves += b.moves;
            a.choose_nanos += b.choose_nanos;
        }
    }
}

/// The 95% Wilson score interval of a proportion `successes / n` (`n > 0`).
fn wilson_95(successes: f64, n: f64) -> (f64, f64) {
    const Z: f64 = 1.959_963_984_540_054;
    let p = successes / n;
    let z2 = Z * Z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).max(0.0).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One seat's moves and the nanoseconds its bot took to choose them (bots are `Send`, so the
/// counters are atomics; one worker thread updates each).
#[derive(Default)]
struct Clock {
    moves: AtomicU64,
    nanos: AtomicU64,
}

/// A bot that counts its moves and the wall time it takes to choose them.
struct Timed<G: Game> {
    inner: Box<dyn Bot<G>>,
    clock: Arc<Clock>,
}

impl<G: Game> Timed<G> {
    fn tick(&self, start: Instant) {
        let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.clock.moves.fetch_add(1, Ordering::Relaxed);
        self.clock.nanos.fetch_add(nanos, Ordering::Relaxed);
    }
}

impl<G: Game> Bot<G> for Timed<G> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        let start = Instant::now();
        let choice = self.inner.choose(view, legal, rng);
        self.tick(start);
        choice
    }

    fn choose_at(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        let start = Instant::now();
        let choice = self.inner.choose_at(seat, legal, rng);
        self.tick(start);
        choice
    }
}

/// Runs the simulation. Workers take game numbers from a shared counter and keep running
/// totals, merged at the end: memory does not depend on the number of games.
pub fn simulate<S: GameSpec>(args: &SimArgs) -> Result<Summary, CliError> {
    if !(1..=MAX_GAMES).contains(&args.games) {
        return Err(CliError::usage(format!(
            "--games {}: give 1 to {MAX_GAMES} games",
            args.games
        )));
    }
    if !(1..=usize::from(MAX_THREADS)).contains(&args.threads) {
        return Err(CliError::usage(format!(
            "--threads {}: give 1 to {MAX_THREADS} threads",
            args.threads
        )));
    }
    let config = build_config::<S>(args.players, &args.opts)?;
    let probe = S::G::new(config.clone(), Seed(args.seed))?;
    let players = probe.num_players();
    make_bots::<S>(&args.bots, players, None)?;
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
    let bar = if args.progress {
        let bar = ProgressBar::new(args.games);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let next = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let threads = usize::try_from(args.games).map_or(args.threads, |games| args.threads.min(games));
    let start = Instant::now();
    let outcomes: Vec<Result<Totals, CliError>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let result = work::<S>(args, &config, &bot_names, &next, &failed, &bar);
                    if result.is_err() {
                        failed.store(true, Ordering::Relaxed);
                    }
                    result
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err(CliError::Run("a worker panicked".into())))
            })
            .collect()
    });
    bar.finish_and_clear();
    let elapsed = start.elapsed().as_secs_f64();
    let mut totals = Totals::new(players);
    for outcome in outcomes {
        totals.merge(&outcome?);
    }
    let n = totals.games.max(1) as f64;
    let seats = totals
        .seats
        .iter()
        .zip(&bot_names)
        .map(|(t, bot)| {
            let credit: f64 = t
                .firsts
                .iter()
                .enumerate()
                .map(|(k, &count)| count as f64 / (k + 1) as f64)
                .sum();
            let (low, high) = wilson_95(credit, n);
            SeatSummary {
                bot: bot.clone(),
                wins: t.firsts.iter().sum(),
                tied_wins: t.firsts.iter().skip(1).sum(),
                win_rate: credit / n,
                win_rate_low: low,
                win_rate_high: high,
                mean_score: t.score_sum as f64 / n,
                min_score: t.min_score,
                max_score: t.max_score,
                moves: t.moves,
                mean_move_ms: if t.moves == 0 {
                    0.0
                } else {
                    t.choose_nanos as f64 / t.moves as f64 / 1e6
                },
            }
        })
        .collect();
    Ok(Summary {
        game: S::G::NAME.to_owned(),
        games: totals.games,
        seed: args.seed,
        seats,
        mean_length: totals.length_sum as f64 / n,
        min_length: totals.min_length,
        max_length: totals.max_length,
        games_per_second: totals.games as f64 / elapsed.max(1e-9),
    })
}

/// One worker: plays games until the counter passes `--games` or another worker failed.
fn work<S: GameSpec>(
    args: &SimArgs,
    config: &<S::G as Game>::Config,
    bot_names: &[String],
    next: &AtomicU64,
    failed: &AtomicBool,
    bar: &ProgressBar,
) -> Result<Totals, CliError> {
    let players = bot_names.len();
    let mut totals = Totals::new(players);
    let clocks: Vec<Arc<Clock>> = (0..players).map(|_| Arc::default()).collect();
    loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= args.games || failed.load(Ordering::Relaxed) {
            break;
        }
        let seed = Seed(args.seed.wrapping_add(i));
        let mut game = S::G::new(config.clone(), seed)?;
        let mut bots: Vec<Box<dyn Bot<S::G>>> = make_bots::<S>(bot_names, players, None)?
            .into_iter()
            .zip(&clocks)
            .map(|(inner, clock)| {
                Box::new(Timed {
                    inner,
                    clock: Arc::clone(clock),
                }) as Box<dyn Bot<S::G>>
            })
            .collect();
        let record = run(&mut game, &mut bots, seed.derive(1), args.max_steps)
            .map_err(|e| CliError::Run(format!("game with seed {seed}: {e}")))?;
        let outcome = game
            .outcome()
            .ok_or_else(|| CliError::Run(format!("game with seed {seed}: no outcome")))?;
        totals.add_game(&outcome, record.actions.len() as u64);
        bar.inc(1);
    }
    for (seat, clock) in totals.seats.iter_mut().zip(&clocks) {
        seat.moves = clock.moves.load(Ordering::Relaxed);
        seat.choose_nanos = u128::from(clock.nanos.load(Ordering::Relaxed));
    }
    Ok(totals)
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
            "seat  bot           wins   ties   win%  95% interval   mean score   min   max   ms/move"
        )?;
        for (i, s) in self.seats.iter().enumerate() {
            writeln!(
                f,
                "{i:>4}  {:<12} {:>5}  {:>5}  {:>5.1}  {:>5.1}-{:<5.1}    {:>11.2}  {:>4}  {:>4}  {:>8.3}",
                s.bot,
                s.wins,
                s.tied_wins,
                100.0 * s.win_rate,
                100.0 * s.win_rate_low,
                100.0 * s.win_rate_high,
                s.mean_score,
                s.min_score,
                s.max_score,
                s.mean_move_ms
            )?;
        }
        writeln!(
            f,
            "win%: a first place shared by k seats counts 1/k of a win (a tie of two: half)"
        )?;
        write!(
            f,
            "length: mean {:.1}, min {}, max {} actions; {:.0} games/s",
            self.mean_length, self.min_length, self.max_length, self.games_per_second
        )
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_worked_examples() {
        // 50 of 100: centre 0.5, half-width 1.96 * sqrt(0.0025 + 1.96^2 / 40000) / 1.0384.
        let (low, high) = wilson_95(50.0, 100.0);
        assert!((low - 0.40383).abs() < 1e-4 && (high - 0.59617).abs() < 1e-4);
        // 0 of 10: from 0 to z^2 / (n + z^2) = 3.8415 / 13.8415.
        let (low, high) = wilson_95(0.0, 10.0);
        assert!(low.abs() < 1e-12 && (high - 0.27753).abs() < 1e-4);
        // 10 of 10: the mirror image.
        let (low, high) = wilson_95(10.0, 10.0);
        assert!((low - 0.72247).abs() < 1e-4 && (high - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_shared_first_place_counts_a_fraction_of_a_win() {
        let mut totals = Totals::new(3);
        // Seat 0 alone first; then seats 0 and 2 tied first; then all three tied.
        totals.add_game(&Outcome::with_places(vec![5, 1, 0], vec![0, 1, 2]), 10);
        totals.add_game(&Outcome::with_places(vec![4, 1, 4], vec![0, 2, 0]), 20);
        totals.add_game(&Outcome::with_places(vec![2, 2, 2], vec![0, 0, 0]), 30);
        assert_eq!(totals.seats[0].firsts, [1, 1, 1]);
        assert_eq!(totals.seats[1].firsts, [0, 0, 1]);
        assert_eq!(totals.seats[2].firsts, [0, 1, 1]);
        assert_eq!(totals.seats[0].score_sum, 11);
        assert_eq!((totals.min_length, totals.max_length), (10, 30));
        // Merging in either order gives the same totals.
        let mut a = Totals::new(3);
        a.merge(&totals);
        a.merge(&Totals::new(3));
        assert_eq!(a.seats[2].firsts, [0, 1, 1]);
        assert_eq!(a.length_sum, 60);
    }
}
