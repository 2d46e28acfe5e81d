//! Decides many seeded Gridsy deals exactly and prints the share needing 0, 1, 2, ... extra
//! cards and the time per deal.
//!
//! `cargo run --release -p tic-gridsy --example solver_stats -- --size 4 --deals 10000 --seed 1`
//! (add `--naive` to time the plain backtracking instead).

use std::time::{Duration, Instant};

use tic_core::{Seed, new_deck};
use tic_gridsy::solver;

/// Time this thread has spent on a CPU (Linux `schedstat`), so that waiting for a core on a
/// busy machine is not counted; `None` elsewhere.
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let get = |name: &str, default: u64| -> u64 {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let size = usize::try_from(get("--size", 4)).unwrap_or(4);
    let deals = get("--deals", 1000);
    let seed = get("--seed", 1);
    let naive = args.iter().any(|a| a == "--naive");
    let only = args
        .iter()
        .position(|a| a == "--deal")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse::<u64>().ok());
    let mut counts: Vec<u64> = Vec::new();
    let mut unsolved = 0u64;
    let mut times: Vec<(Duration, u64)> = Vec::new();
    let mut cpu_times: Vec<(Duration, u64)> = Vec::new();
    let mut nodes = 0u64;
    for d in 0..deals {
        if only.is_some_and(|o| o != d) {
            continue;
        }
        let deck = new_deck(Seed(seed.wrapping_mul(1_000_003).wrapping_add(d)));
        let cards = deck.as_slice();
        let (deal, extras) = cards.split_at(size * size);
        let cpu_start = cpu_time();
        let start = Instant::now();
        let extra = if naive {
            solver::naive::extra_cards(deal, extras, size)
        } else {
            let decision = solver::extra_cards(deal, extras, size);
            if only.is_some() {
                println!("{decision:?}");
            }
            nodes += decision.stats.nodes;
            decision.extra
        };
        let wall = start.elapsed();
        let cpu = cpu_time()
            .zip(cpu_start)
            .map_or(wall, |(end, begin)| end.saturating_sub(begin));
        times.push((wall, d));
        cpu_times.push((cpu, d));
        if args.iter().any(|a| a == "--verbose") {
            println!("deal {d}: {extra:?} extra in {:?}", start.elapsed());
        }
        match extra {
            Some(e) => {
                if counts.len() <= e {
                    counts.resize(e + 1, 0);
                }
                counts[e] += 1;
            }
            None => unsolved += 1,
        }
    }
    times.sort();
    let median = times[times.len() / 2].0;
    let (raw_max, raw_worst) = times[times.len() - 1];
    // The machine may be shared: time the ten slowest deals three more times each and keep
    // each one's fastest run, so a preempted run does not pass for a hard deal.
    let slowest: Vec<u64> = times.iter().rev().take(10).map(|t| t.1).collect();
    let mut retimed: Vec<(Duration, u64)> = slowest
        .iter()
        .map(|&d| {
            let deck = new_deck(Seed(seed.wrapping_mul(1_000_003).wrapping_add(d)));
            let (deal, extras) = deck.as_slice().split_at(size * size);
            let best = (0..3)
                .map(|_| {
                    let start = Instant::now();
                    if naive {
                        let _ = solver::naive::extra_cards(deal, extras, size);
                    } else {
                        let _ = solver::extra_cards(deal, extras, size);
                    }
                    start.elapsed()
                })
                .min()
                .unwrap_or_default();
            (best, d)
        })
        .collect();
    retimed.sort();
    let (mut max, mut worst) = retimed.last().copied().unwrap_or((raw_max, raw_worst));
    // Deals outside the ten were not re-timed: their first run stands.
    if let Some(&(t, d)) = times.iter().rev().nth(10)
        && t > max
    {
        (max, worst) = (t, d);
    }
    cpu_times.sort();
    let (cpu_max, cpu_worst) = cpu_times[cpu_times.len() - 1];
    let total: Duration = times.iter().map(|t| t.0).sum();
    println!(
        "size {size}x{size}, {deals} deals, seed {seed}{}",
        if naive { " (naive)" } else { "" }
    );
    for (e, n) in counts.iter().enumerate() {
        println!(
            "  {e} extra: {n} ({:.2}%)",
            100.0 * *n as f64 / deals as f64
        );
    }
    if unsolved > 0 {
        println!("  never: {unsolved}");
    }
    println!(
        "median {:?}, max {:?} (deal {worst}; first run {:?}, deal {raw_worst}), mean {:?}, nodes {nodes}",
        median,
        max,
        raw_max,
        total / u32::try_from(deals.max(1)).unwrap_or(1)
    );
    // The kernel's per-thread CPU clock advances in scheduler ticks: meaningful for the
    // slowest deals only.
    println!("on-CPU time of the slowest deal: {cpu_max:?} (deal {cpu_worst})");
}
