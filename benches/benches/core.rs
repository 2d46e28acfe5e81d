//! tic-core primitives (filled in with the naive comparisons by the foundation work).
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let hands = tic_benches::random_hands(1024, 8, 1);
    c.bench_function("largest_tic_group/8", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|h| tic_core::largest_tic_group(*h).len())
                .sum::<usize>()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
