//! Share of seeded deals the solver wins within a node budget, and share the greedy bot wins.
//!
//! `cargo run --release -p tic-ticataire --example stats -- --deals 1000 --budget 100000`

use std::time::Instant;

use rules_engine::{Bot, Game, Seed, run};
use tic_ticataire::{Finish, SolveResult, Ticataire, TicataireConfig, greedy_bot, solve};

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let deals = arg(&args, "--deals", 200);
    let budget = arg(&args, "--budget", 100_000);
    let first = arg(&args, "--seed", 0);
    let config = TicataireConfig::default();
    let (mut won, mut unwinnable, mut unknown, mut greedy_won) = (0u64, 0u64, 0u64, 0u64);
    let mut nodes = 0u64;
    let start = Instant::now();
    for i in 0..deals {
        let seed = Seed(first + i);
        let game = Ticataire::new(config.clone(), seed)?;
        let report = solve(game.board(), 0, config.stall_limit, budget);
        nodes += report.nodes;
        match report.result {
            SolveResult::Won(line) => {
                // Every line the solver reports is checked by playing it.
                let mut check = game.clone();
                for mv in &line {
                    check.apply(0, mv)?;
                }
                assert_eq!(check.finish(), Some(Finish::Won), "deal {seed}");
                won += 1;
            }
            SolveResult::Unwinnable => unwinnable += 1,
            SolveResult::Unknown => unknown += 1,
        }
        let mut played = game.clone();
        let mut bots: Vec<Box<dyn Bot<Ticataire>>> = vec![Box::new(greedy_bot())];
        run(&mut played, &mut bots, seed.derive(1), 1_000_000)?;
        if played.finish() == Some(Finish::Won) {
            greedy_won += 1;
        }
    }
    let pct = |n: u64| 100.0 * n as f64 / deals.max(1) as f64;
    println!(
        "deals {deals} (seeds {first}..{}), budget {budget} nodes",
        first + deals
    );
    println!(
        "solver: won {won} ({:.1}%), proven unwinnable {unwinnable} ({:.1}%), unknown {unknown} ({:.1}%)",
        pct(won),
        pct(unwinnable),
        pct(unknown)
    );
    println!("greedy bot: won {greedy_won} ({:.1}%)", pct(greedy_won));
    println!(
        "{:.1} s, {:.0} solver nodes per deal",
        start.elapsed().as_secs_f64(),
        nodes as f64 / deals.max(1) as f64
    );
    Ok(())
}
