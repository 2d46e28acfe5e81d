//! tic-grid's mask-based placement checks beside the naive references in `tic_grid::naive`,
//! on the same seeded positions. `cargo bench -p tic-benches --bench grid`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use seeded_deck::{GameRng, Seed};
use tic_core::{Card, CardSet};
use tic_grid::{BoundedGrid, Outline, Pos, RectGrid, Staggered, naive, tic_line_clusters};

fn shuffled(rng: &mut GameRng) -> Vec<Card> {
    let mut cards = tic_core::all_cards();
    rng.shuffle(&mut cards);
    cards
}

/// Pyramids of 10 rows built part-way by random legal plays, each with a 5-card hand.
fn pyramids(count: usize) -> Vec<(Staggered, Vec<Card>)> {
    let mut rng = GameRng::from_seed(Seed(21));
    (0..count)
        .map(|_| {
            let mut deck = shuffled(&mut rng);
            let mut layout = Staggered::new(Outline::Pyramid, 10).expect("pyramid");
            let target = 1 + rng.index(40);
            let mut misses = 0;
            while layout.board().occupied().len() < target && misses < 50 {
                let Some(card) = deck.pop() else { break };
                let cells: Vec<usize> = layout.legal_cells(card).iter().collect();
                if cells.is_empty() {
                    misses += 1;
                    deck.insert(0, card);
                } else {
                    let _ = layout.place(cells[rng.index(cells.len())], card);
                }
            }
            let hand: Vec<Card> = deck.iter().rev().take(5).copied().collect();
            (layout, hand)
        })
        .collect()
}

fn full_grids(count: usize, side: usize) -> Vec<RectGrid> {
    let mut rng = GameRng::from_seed(Seed(22));
    (0..count)
        .map(|_| {
            // Related cards (numbers 1-3, shapes 1-3) so Tics and clusters occur.
            let mut pool: Vec<Card> = tic_core::all_cards()
                .into_iter()
                .filter(|c| c.number().value() <= 3 && c.shape().value() <= 3)
                .collect();
            rng.shuffle(&mut pool);
            let mut grid = RectGrid::new(side, side).expect("grid");
            for (i, &c) in pool.iter().take(side * side).enumerate() {
                let _ = grid.place(Pos::new(i / side, i % side), c);
            }
            grid
        })
        .collect()
}

fn edge_tally(c: &mut Criterion) {
    let mut rng = GameRng::from_seed(Seed(20));
    let sets: Vec<(Card, Vec<Card>, CardSet)> = (0..4096)
        .map(|_| {
            let cards = shuffled(&mut rng);
            let touching: Vec<Card> = cards[1..5].to_vec();
            let mask = touching.iter().copied().collect();
            (cards[0], touching, mask)
        })
        .collect();
    let mut g = c.benchmark_group("edge tally of a card against 4 touching cards");
    g.throughput(Throughput::Elements(sets.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            sets.iter()
                .map(|(card, _, mask)| tic_grid::EdgeTally::of(*card, black_box(*mask)).tics)
                .sum::<u32>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            sets.iter()
                .map(|(card, touching, _)| naive::tally(*card, black_box(touching)).tics)
                .sum::<u32>()
        })
    });
    g.finish();
}

fn staggered_legal(c: &mut Criterion) {
    let positions = pyramids(256);
    let widths = Outline::Pyramid.widths(10);
    let arms = vec![(1..10).collect::<Vec<usize>>()];
    let mut g = c.benchmark_group("all legal plays of a 5-card hand on a 10-row pyramid");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(layout, hand)| {
                    layout
                        .legal_placements(hand.iter().copied().collect())
                        .len()
                })
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(layout, hand)| {
                    hand.iter()
                        .map(|&card| {
                            naive::staggered_legal(&widths, &arms, 0, layout.board().cells(), card)
                                .len()
                        })
                        .sum::<usize>()
                })
                .sum::<usize>()
        })
    });
    g.finish();
}

fn grid_tally(c: &mut Criterion) {
    let grids = full_grids(1024, 4);
    let mut g = c.benchmark_group("edge tally of a full 4x4 grid (no-Nic check)");
    g.throughput(Throughput::Elements(grids.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            grids
                .iter()
                .map(|gr| black_box(gr).tally().nics)
                .sum::<u32>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            grids
                .iter()
                .map(|gr| naive::grid_tally(4, 4, black_box(gr).board().cells()).nics)
                .sum::<u32>()
        })
    });
    g.finish();
}

fn clusters(c: &mut Criterion) {
    let grids = full_grids(512, 4);
    let mut g = c.benchmark_group("same-Tic-line clusters of a full 4x4 grid");
    g.throughput(Throughput::Elements(grids.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            grids
                .iter()
                .map(|gr| tic_line_clusters(black_box(gr).board(), 3).len())
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            grids
                .iter()
                .map(|gr| naive::clusters(4, 4, black_box(gr).board().cells()).len())
                .sum::<usize>()
        })
    });
    g.finish();
}

fn bounded_open(c: &mut Criterion) {
    let mut rng = GameRng::from_seed(Seed(23));
    let grids: Vec<(BoundedGrid, Vec<(i8, i8)>)> = (0..512)
        .map(|_| {
            let deck = shuffled(&mut rng);
            let mut grid = BoundedGrid::new(4, deck[0]).expect("grid");
            let mut laid = vec![(0, 0)];
            for &card in &deck[1..1 + rng.index(15)] {
                let open = grid.open_offsets();
                let at = open[rng.index(open.len())];
                let _ = grid.place(at, card);
                laid.push((at.row, at.col));
            }
            (grid, laid)
        })
        .collect();
    let mut g = c.benchmark_group("open cells of a 4x4-bounded grid");
    g.throughput(Throughput::Elements(grids.len() as u64));
    g.bench_function("fast", |b| {
        b.iter(|| {
            grids
                .iter()
                .map(|(gr, _)| black_box(gr).open_cells().len())
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            grids
                .iter()
                .map(|(_, laid)| naive::bounded_open(4, black_box(laid)).len())
                .sum::<usize>()
        })
    });
    g.finish();
}

criterion_group!(
    benches,
    edge_tally,
    staggered_legal,
    grid_tally,
    clusters,
    bounded_open
);
criterion_main!(benches);
