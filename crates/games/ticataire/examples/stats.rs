//! Decides seeded deals with the solver and plays them with the greedy bot: the share won,
//! proven unwinnable and left unknown, the solver's time per deal (median, p90, p99, max) and
//! its transposition table's size.
//!
//! `cargo run --release -p tic-ticataire --example stats -- --deals 1000 --seed 0 --budget 4000000`
//!
//! `--each` prints one line per deal (seed, result, time, nodes, table, the stage that
//! decided it); `--free-steps` plays the free reading of the sequence piles' steps.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rules_engine::{Bot, Game, Seed, run};
use tic_ticataire::{Finish, SolveResult, Ticataire, TicataireConfig, greedy_bot, solve};

fn arg(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a whole number")),
    }
}

fn main() -> ExitCode {
    match stats() {
        Ok(()) => ExitCode::SUCCESS,
        // Piped into `head` and cut short: not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn stats() -> Result<(), Box<dyn std::error::Error>> {
    let mut out = std::io::stdout().lock();
    let args: Vec<String> = std::env::args().collect();
    let deals = arg(&args, "--deals", 200)?;
    let budget = arg(&args, "--budget", 20_000_000)?;
    let first = arg(&args, "--seed", 0)?;
    // `--each`: one line per deal (seed, result, time, nodes), to find the hard deals.
    let each = args.iter().any(|a| a == "--each");
    if deals == 0 || deals > 1_000_000 {
        return Err("--deals must be 1 to 1,000,000".into());
    }
    // `--free-steps`: the free reading of the sequence piles' steps (not the default).
    let config = TicataireConfig {
        free_steps: args.iter().any(|a| a == "--free-steps"),
        ..TicataireConfig::default()
    };
    let (mut won, mut unwinnable, mut unknown, mut greedy_won) = (0u64, 0u64, 0u64, 0u64);
    let (mut nodes, mut exact, mut table) = (0u64, 0u64, 0usize);
    let mut times: Vec<(Duration, u64)> = Vec::new();
    let mut stages: std::collections::BTreeMap<String, u64> = std::collections::BTreeMap::new();
    let start = Instant::now();
    for i in 0..deals {
        let seed = Seed(first.saturating_add(i));
        let game = Ticataire::new(config.clone(), seed)?;
        let clock = Instant::now();
        let report = solve(game.board(), 0, config.stall_limit, budget);
        times.push((clock.elapsed(), seed.0));
        nodes += report.nodes;
        *stages.entry(format!("{:?}", report.stage)).or_insert(0u64) += 1;
        table = table.max(report.table);
        exact += u64::from(report.exact);
        if each {
            let verdict = match &report.result {
                SolveResult::Won(line) => format!("won in {} moves", line.len()),
                SolveResult::Unwinnable => "proven unwinnable".to_string(),
                SolveResult::Unknown => "unknown".to_string(),
            };
            writeln!(
                out,
                "seed {}: {verdict}, {:.2} ms, {} nodes, table {}, {:?}",
                seed.0,
                times[times.len() - 1].0.as_secs_f64() * 1000.0,
                report.nodes,
                report.table,
                report.stage
            )?;
        }
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
    let pct = |n: u64| 100.0 * n as f64 / deals as f64;
    writeln!(
        out,
        "deals {deals} (seeds {first}..{}), budget {budget} nodes, free_steps {}",
        first.saturating_add(deals),
        config.free_steps
    )?;
    writeln!(
        out,
        "solver: won {won} ({:.1}%), proven unwinnable {unwinnable} ({:.1}%), unknown {unknown} ({:.1}%)",
        pct(won),
        pct(unwinnable),
        pct(unknown)
    )?;
    writeln!(
        out,
        "greedy bot: won {greedy_won} ({:.1}%)",
        pct(greedy_won)
    )?;
    {
        let list = &mut times;
        list.sort();
        let at = |q: f64| {
            let i = ((list.len() as f64 - 1.0) * q).round() as usize;
            list[i].0.as_secs_f64() * 1000.0
        };
        let (slowest, slowest_seed) = list[list.len() - 1];
        writeln!(
            out,
            "solver time per deal (wall-clock): median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms (seed {slowest_seed})",
            at(0.5),
            at(0.9),
            at(0.99),
            slowest.as_secs_f64() * 1000.0
        )?;
    }
    writeln!(
        out,
        "{:.0} solver nodes per deal, largest transposition table {table} positions, exact search needed on {exact} deals",
        nodes as f64 / deals as f64
    )?;
    let by_stage: Vec<String> = stages.iter().map(|(s, n)| format!("{s} {n}")).collect();
    writeln!(out, "decided by: {}", by_stage.join(", "))?;
    writeln!(out, "{:.1} s in all", start.elapsed().as_secs_f64())?;
    Ok(())
}
