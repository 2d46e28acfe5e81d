//! A quick timing loop for the hand evaluators (not a benchmark: criterion in
//! benches/benches/hands.rs is the measurement of record). Useful under `valgrind --tool=callgrind`
//! or `perf stat`, which count instructions repeatably on a loaded machine:
//!
//! ```text
//! cargo run --release -p tic-hands --example speed -- [best|category|rank5|hist|census|tok5|tok5points|tok10|spec10|seq9|seq9category] [passes] [category index]
//! ```

use std::hint::black_box;
use std::time::Instant;

use tic_core::{Card, CardSet, GameRng, Seed};
use tic_hands::{sequences, spectrum, tic_of_a_kind, toker};

fn main() {
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_else(|| "best".into());
    let passes: u32 = args.next().and_then(|p| p.parse().ok()).unwrap_or(30);
    let size = match what.as_str() {
        "rank5" | "tok5" | "tok5points" => 5,
        "tok10" | "spec10" => 10,
        "seq9" | "seq9category" => 9,
        _ => 8,
    };
    let mut rng = GameRng::from_seed(Seed(1));
    let mut deck: Vec<Card> = Card::all().collect();
    // Optionally only hands of one category (its index in `Category::ALL`).
    let only: Option<usize> = args.next().and_then(|c| c.parse().ok());
    let mut hands: Vec<CardSet> = Vec::with_capacity(1000);
    while hands.len() < 1000 {
        for k in 0..size {
            let j = k + rng.index(deck.len() - k);
            deck.swap(k, j);
        }
        let hand: CardSet = deck[..size].iter().collect();
        let category = if size == 9 {
            sequences::category(hand).map(|c| c as usize)
        } else {
            toker::category(hand).map(|c| c as usize)
        };
        if only.is_none_or(|c| category.is_ok_and(|h| h == c)) {
            hands.push(hand);
        }
    }
    let run = |f: &dyn Fn(CardSet) -> u64| {
        let mut best = f64::MAX;
        let mut sum = 0u64;
        for _ in 0..passes {
            let start = Instant::now();
            for &h in &hands {
                sum = sum.wrapping_add(f(black_box(h)));
            }
            best = best.min(start.elapsed().as_secs_f64() / hands.len() as f64);
        }
        (best * 1e9, sum)
    };
    if what == "census" {
        let orbits = tic_hands::census::card_triple_orbits();
        let start = Instant::now();
        let mut hands = 0;
        for &(a, b, c, _) in orbits.iter().take(passes as usize) {
            hands += tic_hands::census::five_card_census_with_triple(a, b, c).hands;
        }
        let ns = start.elapsed().as_secs_f64() * 1e9 / hands as f64;
        println!("census: {ns:.1} ns per hand ({hands} hands)");
        return;
    }
    if what == "hist" {
        let mut counts = [0u32; 11];
        for &h in &hands {
            if let Ok(c) = toker::category(h) {
                counts[c as usize] += 1;
            }
        }
        for (c, n) in toker::Category::ALL.iter().zip(counts) {
            println!("{c:<18} {n}");
        }
        return;
    }
    let (ns, sum) = match what.as_str() {
        "category" => run(&|h| toker::category(h).map_or(0, |c| c as u64)),
        "rank5" => run(&|h| toker::rank5(h).map_or(0, |r| r.key())),
        "tok5" => run(&|h| tic_of_a_kind::score5(h).map_or(0, |s| s.points as u64)),
        "tok5points" => run(&|h| tic_of_a_kind::points5(h).map_or(0, |p| p as u64)),
        "tok10" => run(&|h| tic_of_a_kind::score10(h).map_or(0, |s| s.points as u64)),
        "spec10" => run(&|h| {
            spectrum::score10(h, &spectrum::PointTable::default()).map_or(0, |s| s.points as u64)
        }),
        "seq9" => run(&|h| sequences::best(h).map_or(0, |b| b.rank.key())),
        "seq9category" => run(&|h| sequences::category(h).map_or(0, |c| c as u64)),
        _ => run(&|h| toker::best(h).map_or(0, |b| b.rank.key() ^ b.cards.bits() as u64)),
    };
    println!("{what}: {ns:.1} ns per hand (best of {passes} passes; checksum {sum})");
}
