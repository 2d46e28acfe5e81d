use std::hint::black_box;
use std::time::Instant;
use tic_core::{CardSet, GameRng, Seed};
use tic_hands::{sequences, tic_of_a_kind, toker};

fn hands(count: usize, size: usize, seed: u64) -> Vec<CardSet> {
    let mut rng = GameRng::from_seed(Seed(seed));
    (0..count).map(|_| { let mut d = tic_core::all_cards(); rng.shuffle(&mut d); d.into_iter().take(size).collect() }).collect()
}
fn time(name: &str, hs: &[CardSet], f: impl Fn(CardSet) -> u64) {
    let mut best = f64::MAX;
    for _ in 0..30 {
        let t = Instant::now();
        let mut acc = 0u64;
        for &h in hs { acc = acc.wrapping_add(f(black_box(h))); }
        black_box(acc);
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!("{name:<28} {:>8.1} ns/hand", best * 1e9 / hs.len() as f64);
}
fn main() {
    let t8 = hands(1000, 8, 1);
    let s9 = hands(1000, 9, 2);
    let f5 = hands(1000, 5, 3);
    let s6 = hands(1000, 6, 5);
    time("toker best 8", &t8, |h| toker::best(h).map_or(0, |b| b.rank.key()));
    time("toker category 8", &t8, |h| toker::category(h).map_or(0, |c| c as u64));
    time("sequences best 9", &s9, |h| sequences::best(h).map_or(0, |b| b.rank.key()));
    time("sequences category 9", &s9, |h| sequences::category(h).map_or(0, |c| c as u64));
    time("sequences category 6", &s6, |h| sequences::category(h).map_or(0, |c| c as u64));
    time("tic_of_a_kind 5", &f5, |h| tic_of_a_kind::score5(h).map_or(0, |s| s.points as u64));
}
