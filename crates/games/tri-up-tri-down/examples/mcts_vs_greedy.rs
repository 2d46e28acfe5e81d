//! The `mcts` search bot (greedy rollouts) against the greedy bot, two players, seats swapped
//! half the time: its win rate with a 95% Wilson interval (ties count half) and its time per
//! move.
//!
//! `cargo run --release -p tic-tri-up-tri-down --example mcts_vs_greedy -- --games 400 --rollouts 40`

use std::time::{Duration, Instant};

use rules_engine::{Bot, Game, MctsBot, SearchBudget, Seed, run};
use tic_tri_up_tri_down::{TriConfig, TriUpTriDown, greedy_bot};

fn arg(args: &[String], name: &str, default: u32) -> Result<u32, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .filter(|v| (1..=1_000_000).contains(v))
            .ok_or_else(|| format!("{name} needs a whole number from 1 to 1,000,000")),
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let games = arg(&args, "--games", 400)?;
    let rollouts = arg(&args, "--rollouts", 40)?;
    let (mut points, mut mcts_moves) = (0.0f64, 0u64);
    let mut mcts_time = Duration::ZERO;
    for g in 0..games {
        let mcts_seat = (g % 2) as usize;
        let mut game = TriUpTriDown::new(TriConfig::default(), Seed(u64::from(g) + 1))?;
        let mcts: Box<dyn Bot<TriUpTriDown>> = Box::new(
            MctsBot::new(SearchBudget::Iterations(rollouts)).with_rollout(Box::new(greedy_bot())),
        );
        let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> = vec![Box::new(greedy_bot())];
        bots.insert(mcts_seat, mcts);
        let clock = Instant::now();
        let record = run(&mut game, &mut bots, Seed(u64::from(g) + 10_000), 100_000)?;
        let elapsed = clock.elapsed();
        // The greedy moves take microseconds: the game's time is the search's.
        mcts_time += elapsed;
        mcts_moves += record
            .actions
            .iter()
            .filter(|(player, _)| *player == mcts_seat)
            .count() as u64;
        let outcome = game.outcome().ok_or("a game did not end")?;
        let winners: Vec<usize> = (0..2).filter(|&p| outcome.places[p] == 0).collect();
        if winners.contains(&mcts_seat) {
            points += 1.0 / winners.len() as f64;
        }
    }
    let n = f64::from(games);
    let p = points / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    println!(
        "mcts ({rollouts} rollouts, greedy rollouts) vs greedy, {games} games, seats alternating: \
         {:.1}% (95% Wilson {:.1}%-{:.1}%), {:.2} ms per mcts move ({mcts_moves} moves)",
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half),
        mcts_time.as_secs_f64() * 1000.0 / mcts_moves.max(1) as f64
    );
    Ok(())
}
