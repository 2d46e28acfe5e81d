//! Counts every five-card hand (Toker categories and Tic-of-a-Kind points) on all cores, by
//! the parts of `census::five_card_parts` (orbits of card triples), and checks the total; with
//! `--pairs`, by the orbits of card pairs instead (what `tic hands table` did before). Prints
//! the wall and CPU-bound time. Not part of CI:
//!
//! ```text
//! cargo run --release -p tic-hands --example table [-- --pairs]
//! ```

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use tic_hands::census::{self, FiveCardCensus};

fn main() -> ExitCode {
    let pairs = std::env::args().any(|a| a == "--pairs");
    let start = Instant::now();
    let jobs: Vec<Box<dyn Fn() -> Option<FiveCardCensus> + Sync>> = if pairs {
        census::card_pair_orbits()
            .into_iter()
            .map(|(a, b, n)| {
                Box::new(move || {
                    FiveCardCensus::default()
                        .add_weighted(&census::five_card_census_with_pair(a, b), n)
                }) as Box<dyn Fn() -> Option<FiveCardCensus> + Sync>
            })
            .collect()
    } else {
        census::five_card_parts()
            .into_iter()
            .map(|part| {
                Box::new(move || part.count()) as Box<dyn Fn() -> Option<FiveCardCensus> + Sync>
            })
            .collect()
    };
    let orbits_time = start.elapsed().as_secs_f64();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = Mutex::new(0usize);
    let total = Mutex::new(Some(FiveCardCensus::default()));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let k = {
                        let Ok(mut next) = next.lock() else { return };
                        *next += 1;
                        *next - 1
                    };
                    let Some(job) = jobs.get(k) else {
                        return;
                    };
                    let part = job();
                    if let Ok(mut total) = total.lock() {
                        *total = total
                            .as_ref()
                            .zip(part.as_ref())
                            .and_then(|(t, p)| t.add_weighted(p, 1));
                    }
                }
            });
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    let sum = total.into_inner().ok().flatten();
    let total = if pairs {
        sum.and_then(|s| s.divided(10))
            .filter(|t| t.hands == 234_531_275)
    } else {
        sum.as_ref().and_then(census::five_card_total)
    };
    let Some(total) = total else {
        eprintln!("the count is wrong");
        return ExitCode::FAILURE;
    };
    for (category, n) in total.categories() {
        println!("{category:<18} {n:>10}");
    }
    let points: Vec<String> = total.points().map(|(p, n)| format!("{p}:{n}")).collect();
    println!("Tic-of-a-Kind points: {}", points.join(" "));
    println!("mean Tic-of-a-Kind points {:.3}", total.mean_points());
    println!(
        "{} parts ({orbits_time:.3} s to list), {} hands, {threads} threads: {seconds:.2} s wall",
        jobs.len(),
        total.hands
    );
    ExitCode::SUCCESS
}
