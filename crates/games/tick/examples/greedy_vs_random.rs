//! Plays seeded Tick matches, one greedy bot against random bots, and reports the average
//! match totals per seat and the throughput. With a fourth argument `random`, seat 0 plays
//! randomly too (the engine's own speed).
//!
//! ```text
//! cargo run --release -p tick-rummy --example greedy_vs_random -- [matches] [players] [seed] [random]
//! ```

use std::time::Instant;

use rules_engine::{Bot, Game, RandomBot, Seed, run};
use tick_rummy::{GreedyTickBot, Tick, TickConfig};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> u64 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
    };
    let matches = arg(0, 100) as usize;
    let players = arg(1, 2) as usize;
    let seed = arg(2, 1);
    let all_random = args.get(3).is_some_and(|a| a == "random");
    let mut totals = vec![0i64; players];
    let mut wins = vec![0usize; players];
    let mut actions = 0usize;
    let mut greedy_deal_zero = 0usize;
    let start = Instant::now();
    for m in 0..matches {
        let mut game = Tick::new(
            TickConfig::with_players(players),
            Seed(seed).derive(m as u64),
        )
        .expect("valid");
        let mut bots: Vec<Box<dyn Bot<Tick>>> = if all_random {
            vec![Box::new(RandomBot)]
        } else {
            vec![Box::new(GreedyTickBot)]
        };
        for _ in 1..players {
            bots.push(Box::new(RandomBot));
        }
        let record = run(
            &mut game,
            &mut bots,
            Seed(seed).derive(1 << 32 | m as u64),
            10_000_000,
        )
        .expect("the match ends");
        actions += record.actions.len();
        let outcome = game.outcome().expect("over");
        for p in 0..players {
            totals[p] += outcome.scores[p];
            if outcome.places[p] == 0 {
                wins[p] += 1;
            }
        }
        greedy_deal_zero += game.deal_points().iter().filter(|d| d[0] == 0).count();
    }
    let secs = start.elapsed().as_secs_f64();
    let seat0 = if all_random { "random" } else { "greedy" };
    println!("{matches} matches of {players} players (seat 0 {seat0}, the others random)");
    for p in 0..players {
        println!(
            "seat {p} ({}): mean total {:.1}, wins {}",
            if p == 0 && !all_random {
                "greedy"
            } else {
                "random"
            },
            totals[p] as f64 / matches as f64,
            wins[p]
        );
    }
    println!(
        "greedy deals at 0 points: {:.1}%",
        100.0 * greedy_deal_zero as f64 / (matches * 11) as f64
    );
    println!(
        "{:.1} matches/s, {:.0} actions/s ({actions} actions in {secs:.2} s)",
        matches as f64 / secs,
        actions as f64 / secs
    );
}
