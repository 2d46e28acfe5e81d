//! The Ticataire solver: against the naive reference on small positions, and on seeded
//! deals with a node budget.
//!
//! `cargo bench -p tic-benches --bench ticataire`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tic_core::Seed;
use tic_ticataire::{deal, naive, solve};

fn small_positions(c: &mut Criterion) {
    let boards: Vec<_> = (0..40).map(naive::small_position).collect();
    let mut group = c.benchmark_group("ticataire/small-positions-40");
    // The naive search takes seconds per iteration.
    group.sample_size(10);
    group.bench_function("solver", |b| {
        b.iter(|| {
            boards
                .iter()
                .filter(|board| {
                    matches!(
                        solve(board, 0, 12, 1_000_000).result,
                        tic_ticataire::SolveResult::Won(_)
                    )
                })
                .count()
        });
    });
    group.bench_function("naive", |b| {
        b.iter(|| {
            boards
                .iter()
                .filter(|board| naive::winnable(board, 0, 12))
                .count()
        });
    });
    group.finish();
}

fn seeded_deals(c: &mut Criterion) {
    let boards: Vec<_> = (0..10).map(|s| deal(Seed(s))).collect();
    let mut group = c.benchmark_group("ticataire/deals-10");
    group.sample_size(10);
    group.bench_function("solver-budget-20000", |b| {
        b.iter(|| {
            boards
                .iter()
                .map(|board| solve(black_box(board), 0, 300, 20_000).nodes)
                .sum::<u64>()
        });
    });
    group.finish();
}

criterion_group!(benches, small_positions, seeded_deals);
criterion_main!(benches);
