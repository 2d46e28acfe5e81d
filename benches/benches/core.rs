//! tic-core primitives beside their definition-by-enumeration versions (`tic_core::naive`), on
//! the same seeded inputs. `cargo bench -p tic-benches --bench core`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tic_core::{Card, CardSet, Step, naive};

fn pairs(count: usize) -> Vec<(Card, Card)> {
    tic_benches::random_hands(count, 2, 11)
        .into_iter()
        .filter_map(|h| Some((h.first()?, h.last()?)))
        .collect()
}

fn commonness(c: &mut Criterion) {
    let pairs = pairs(4096);
    let mut g = c.benchmark_group("pairwise commonness");
    g.throughput(Throughput::Elements(pairs.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            pairs
                .iter()
                .map(|(x, y)| tic_core::commonness(*x, *y) as u32)
                .sum::<u32>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            pairs
                .iter()
                .map(|(x, y)| naive::commonness(*x, *y) as u32)
                .sum::<u32>()
        })
    });
    g.finish();
}

fn largest_tic_group(c: &mut Criterion) {
    let hands = tic_benches::random_hands(1024, 8, 12);
    let mut g = c.benchmark_group("largest Tic group of 8 cards");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|h| tic_core::largest_tic_group(black_box(*h)).len())
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|h| naive::largest_tic_group_len(black_box(*h)))
                .sum::<usize>()
        })
    });
    g.finish();
}

fn sequences(c: &mut Criterion) {
    let fives = tic_benches::random_hands(1024, 5, 13);
    let mut g = c.benchmark_group("sequence kind of 5 cards");
    g.throughput(Throughput::Elements(fives.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            fives
                .iter()
                .map(|h| tic_core::sequence_step(black_box(*h)) as u32)
                .sum::<u32>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            fives
                .iter()
                .map(|h| naive::sequence_step(&black_box(*h).iter().collect::<Vec<_>>()) as u32)
                .sum::<u32>()
        })
    });
    g.finish();

    let eights: Vec<CardSet> = tic_benches::random_hands(256, 8, 14);
    let mut g = c.benchmark_group("longest Mono sequence in 8 cards");
    g.throughput(Throughput::Elements(eights.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            eights
                .iter()
                .map(|h| tic_core::longest_sequence(black_box(*h), Step::Mono).len())
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            eights
                .iter()
                .map(|h| naive::longest_sequence_len(black_box(*h), Step::Mono))
                .sum::<usize>()
        })
    });
    g.finish();
}

criterion_group!(benches, commonness, largest_tic_group, sequences);
criterion_main!(benches);
