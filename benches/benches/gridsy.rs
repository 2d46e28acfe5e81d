//! The Gridsy solver beside the plain row-by-row backtracking it replaces, on the same seeded
//! deals (those of `solver_stats --seed 7`). `cargo bench -p tic-benches --bench gridsy`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tic_core::{Card, Seed, new_deck};
use tic_gridsy::solver;

/// Deal `d` of `solver_stats --seed 7`: the deal and the cards that follow it.
fn deal(d: u64) -> Vec<Card> {
    new_deck(Seed(7 * 1_000_003 + d)).as_slice().to_vec()
}

fn extra_cards(c: &mut Criterion, name: &str, size: usize, deals: &[u64], samples: usize) {
    let decks: Vec<Vec<Card>> = deals.iter().map(|&d| deal(d)).collect();
    let mut g = c.benchmark_group(name);
    g.sample_size(samples);
    g.throughput(Throughput::Elements(decks.len() as u64));
    g.bench_function("solver", |b| {
        b.iter(|| {
            decks
                .iter()
                .map(|deck| {
                    let (dealt, extras) = deck.split_at(size * size);
                    solver::extra_cards(black_box(dealt), extras, size).extra
                })
                .collect::<Vec<_>>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            decks
                .iter()
                .map(|deck| {
                    let (dealt, extras) = deck.split_at(size * size);
                    solver::naive::extra_cards(black_box(dealt), extras, size)
                })
                .collect::<Vec<_>>()
        })
    });
    g.finish();
}

fn gridsy(c: &mut Criterion) {
    let first_hundred: Vec<u64> = (0..100).collect();
    extra_cards(c, "gridsy 3x3, 100 deals", 3, &first_hundred, 20);
    // The deals the plain search finishes quickly: 0-24 but 8.
    let easy: Vec<u64> = (0..25).filter(|&d| d != 8).collect();
    extra_cards(c, "gridsy 4x4, 24 easy deals", 4, &easy, 20);
    // Deal 25 needs an extra card: the plain search spends most of a second proving the
    // first sixteen impossible.
    extra_cards(c, "gridsy 4x4, hard deal 25", 4, &[25], 10);
}

criterion_group!(benches, gridsy);
criterion_main!(benches);
