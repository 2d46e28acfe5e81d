//! Decides many seeded Gridsy deals exactly and prints the share needing 0, 1, 2, ... extra
//! cards and the time per deal.
//!
//! `cargo run --release -p tic-gridsy --example solver_stats -- --size 4 --deals 10000 --seed 1`
//! (add `--naive` to time the plain backtracking instead).

use std::time::{Duration, Instant};

use tic_core::{Seed, new_deck};
use tic_gridsy::solver;

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
    let mut nodes = 0u64;
    for d in 0..deals {
        if only.is_some_and(|o| o != d) {
            continue;
        }
        let deck = new_deck(Seed(seed.wrapping_mul(1_000_003).wrapping_add(d)));
        let cards = deck.as_slice();
        let (deal, extras) = cards.split_at(size * size);
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
        times.push((start.elapsed(), d));
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
    let (max, worst) = times[times.len() - 1];
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
        "median {:?}, max {:?} (deal {worst}), mean {:?}, nodes {nodes}",
        median,
        max,
        total / u32::try_from(deals.max(1)).unwrap_or(1)
    );
}
