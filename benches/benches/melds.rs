//! Tick's meld solver (playing-cards): the exact solver on seeded 13-card hands from two
//! decks with jokers and one wild rank (both wild kinds), and against the brute force on
//! 8-card hands (the brute force cannot do 13).
//!
//! `cargo bench -p tic-benches --bench melds`

use criterion::{Criterion, criterion_group, criterion_main};
use rummy_cards::{Card, GameRng, MeldRules, MeldSolver, PointTable, Rank, Seed, naive, shoe};

/// `count` seeded hands of `size` cards from Tick's shoe, each with a random wild rank.
fn hands(count: usize, size: usize, seed: u64) -> Vec<(Vec<Card>, usize)> {
    let mut rng = GameRng::from_seed(Seed(seed));
    let mut cards = shoe(2, 2);
    (0..count)
        .map(|_| {
            rng.shuffle(&mut cards);
            (cards[..size].to_vec(), rng.index(13))
        })
        .collect()
}

fn rules(wild: usize) -> MeldRules {
    MeldRules::new([Rank::ALL[wild]])
}

fn bench(c: &mut Criterion) {
    let points = PointTable::tick();
    let mut group = c.benchmark_group("melds");
    for size in [8usize, 13] {
        let inputs = hands(64, size, 7);
        // One reusable solver per wild rank, as a game keeps one per deal.
        let mut solvers: Vec<MeldSolver> =
            (0..13).map(|w| MeldSolver::new(rules(w), points)).collect();
        group.bench_function(format!("solver/{size} cards x64"), |b| {
            b.iter(|| {
                inputs
                    .iter()
                    .map(|(hand, wild)| solvers[*wild].min_points(hand).unwrap_or(0))
                    .sum::<u32>()
            })
        });
    }
    // The worst hand found by `meld_worst_case` (the most search states).
    let worst =
        rummy_cards::parse_cards("Js Jk 7s 7h 7c Jc 4c Js Kc 9c 3d Jc 4s").unwrap_or_default();
    let mut solver = MeldSolver::new(MeldRules::new([Rank::Jack]), points);
    group.bench_function("solver/13 cards worst", |b| {
        b.iter(|| solver.min_points(&worst).unwrap_or(0))
    });
    let inputs = hands(64, 8, 7);
    group.sample_size(10);
    group.bench_function("naive/8 cards x64", |b| {
        b.iter(|| {
            inputs
                .iter()
                .map(|(hand, wild)| naive::min_points_and_cards(hand, &rules(*wild), &points).0)
                .sum::<u32>()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
