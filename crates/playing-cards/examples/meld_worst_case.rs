//! Runs the meld solver over many seeded random hands from Tick's shoe (two decks, four
//! jokers) with `wilds` random wild ranks each (default 1), and reports the time per hand (median, percentiles)
//! and the hands that need the most search states (the worst cases found), re-timed.
//!
//! ```text
//! cargo run --release -p rummy-cards --example meld_worst_case -- [hands] [size] [seed] [wilds]
//! ```
//!
//! Each hand is timed as the best of three solves, to keep scheduler noise out of the figures.

use std::time::Instant;

use rummy_cards::{Card, GameRng, MeldRules, MeldSolver, PointTable, Rank, Seed, shoe};

fn time_best_of(solver: &mut MeldSolver, hand: &[Card], runs: usize) -> f64 {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            let points = solver.min_points(hand).expect("a small hand");
            std::hint::black_box(points);
            start.elapsed().as_nanos() as f64 / 1000.0
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> u64 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
    };
    let hands = arg(0, 100_000) as usize;
    let size = arg(1, 13) as usize;
    let seed = arg(2, 1);
    let wilds = (arg(3, 1) as usize).min(13);
    let mut rng = GameRng::from_seed(Seed(seed));
    let mut cards = shoe(2, 2);
    let mut times = Vec::with_capacity(hands);
    let mut worst: Vec<(usize, Vec<Card>, Vec<Rank>)> = Vec::new();
    let mut ticks = 0usize;
    for _ in 0..hands {
        rng.shuffle(&mut cards);
        let hand = cards[..size].to_vec();
        let mut ranks = Rank::ALL.to_vec();
        rng.shuffle(&mut ranks);
        ranks.truncate(wilds);
        ranks.sort_unstable();
        let mut solver = MeldSolver::new(MeldRules::new(ranks.iter().copied()), PointTable::tick());
        times.push(time_best_of(&mut solver, &hand, 3));
        if solver.min_points(&hand).expect("a small hand") == 0 {
            ticks += 1;
        }
        worst.push((solver.last_states(), hand, ranks));
        if worst.len() > 64 {
            worst.sort_by_key(|w| std::cmp::Reverse(w.0));
            worst.truncate(8);
        }
    }
    times.sort_by(f64::total_cmp);
    let pick = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!("{hands} hands of {size} cards, {wilds} random wild ranks each (plus the 4 jokers)");
    println!(
        "median {:.1} us, mean {:.1} us, p90 {:.1} us, p99 {:.1} us, p99.9 {:.1} us, max {:.1} us",
        pick(0.5),
        times.iter().sum::<f64>() / times.len() as f64,
        pick(0.9),
        pick(0.99),
        pick(0.999),
        pick(1.0)
    );
    println!("hands with 0 points left: {ticks}");
    worst.sort_by_key(|w| std::cmp::Reverse(w.0));
    for (states, hand, ranks) in worst.iter().take(3) {
        let mut solver = MeldSolver::new(MeldRules::new(ranks.iter().copied()), PointTable::tick());
        let micros = time_best_of(&mut solver, hand, 20);
        let text: Vec<String> = hand.iter().map(ToString::to_string).collect();
        println!(
            "most states: {states} states, {micros:.1} us, {} wild: {}",
            ranks
                .iter()
                .map(|r| r.plural())
                .collect::<Vec<_>>()
                .join(" and "),
            text.join(" ")
        );
    }
}
