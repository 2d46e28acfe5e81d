//! The tuned search bot (`TriUpTriDown::search_bot`, the program's `mcts`) against the greedy
//! bot: one search seat among greedy seats, the seat rotating from game to game; its win rate
//! with a 95% Wilson interval (a first place shared with k others counts 1/(k+1)), how the
//! games ended, and its time per move.
//!
//! `cargo run --release -p tic-tri-up-tri-down --example mcts_vs_greedy -- --games 200 --rollouts 250`
//!
//! Options: `--games N`, `--rollouts N` (default the tuned `SEARCH_BUDGET`, 250), `--players N`
//! (default 2), `--free-steps`, `--tripo-plays-again`, `--seed S`.

use std::time::{Duration, Instant};

use rules_engine::{Bot, Game, SearchBudget, Seed, TunedBots, run};
use tic_tri_up_tri_down::{EndReason, TriConfig, TriUpTriDown};

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
    let games = arg(&args, "--games", 200)?;
    let rollouts = arg(&args, "--rollouts", 250)?;
    let players = arg(&args, "--players", 2)? as usize;
    let first = u64::from(arg(&args, "--seed", 1)?);
    let config = TriConfig {
        players,
        free_steps: args.iter().any(|a| a == "--free-steps"),
        tripo_plays_again: args.iter().any(|a| a == "--tripo-plays-again"),
        ..TriConfig::default()
    };
    let (mut points, mut mcts_moves, mut went_out) = (0.0f64, 0u64, 0u32);
    let mut mcts_time = Duration::ZERO;
    for g in 0..games {
        let mcts_seat = g as usize % players;
        let seed = first + u64::from(g);
        let mut game = TriUpTriDown::new(config.clone(), Seed(seed))?;
        let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> = (0..players)
            .map(|seat| {
                if seat == mcts_seat {
                    TriUpTriDown::search_bot(SearchBudget::Iterations(rollouts))
                } else {
                    TriUpTriDown::greedy_bot()
                }
            })
            .collect();
        let clock = Instant::now();
        let record = run(&mut game, &mut bots, Seed(seed + 10_000), 100_000)?;
        // The greedy moves take microseconds: the game's time is the search's.
        mcts_time += clock.elapsed();
        mcts_moves += record
            .actions
            .iter()
            .filter(|(player, _)| *player == mcts_seat)
            .count() as u64;
        let outcome = game.outcome().ok_or("a game did not end")?;
        let winners: Vec<usize> = (0..players).filter(|&p| outcome.places[p] == 0).collect();
        if winners.contains(&mcts_seat) {
            points += 1.0 / winners.len() as f64;
        }
        went_out += u32::from(matches!(game.end_reason(), Some(EndReason::WentOut(_))));
    }
    let n = f64::from(games);
    let p = points / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    println!(
        "mcts ({rollouts} rollouts) vs greedy, {players} players, free_steps {}, {games} games \
         from seed {first}, seats rotating: {:.1}% (95% Wilson {:.1}%-{:.1}%; a fair share is \
         {:.1}%), {went_out} games ended by going out, {:.2} ms per mcts move ({mcts_moves} moves)",
        config.free_steps,
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half),
        100.0 / players as f64,
        mcts_time.as_secs_f64() * 1000.0 / mcts_moves.max(1) as f64
    );
    Ok(())
}
