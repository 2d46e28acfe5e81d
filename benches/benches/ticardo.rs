//! Ticardo: the table-driven "off by one" check and play listing beside their naive versions,
//! and the solitaire solver (memoized) beside the plain search.
//! `cargo bench -p tic-benches --bench ticardo`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules_engine::{Game, GameRng, Seed};
use ticardo::{Solitaire, SolitaireConfig, solver};
use ticardo_core::{Card, Color, Pattern, Reach, naive, one_move_classes};

/// Random three-dot boards with random cards of any dot count.
fn pairs(count: usize) -> Vec<(Pattern, Card)> {
    let mut rng = GameRng::from_seed(Seed(17));
    let boards: Vec<Pattern> = (0u16..512)
        .filter(|m| m.count_ones() == 3)
        .filter_map(Pattern::from_bits)
        .collect();
    let cards: Vec<Card> = Card::all().collect();
    (0..count)
        .map(|_| {
            (
                boards[rng.index(boards.len())],
                cards[rng.index(cards.len())],
            )
        })
        .collect()
}

fn off_by_one(c: &mut Criterion) {
    let pairs = pairs(4096);
    let mut g = c.benchmark_group("ticardo off-by-one check");
    g.throughput(Throughput::Elements(pairs.len() as u64));
    g.bench_function("table", |b| {
        b.iter(|| {
            pairs
                .iter()
                .filter(|(board, card)| {
                    one_move_classes(*board, Reach::OneSpace).contains(card.class())
                })
                .count()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            pairs
                .iter()
                .filter(|(board, card)| {
                    naive::is_off_by_one(*board, card.pattern(), Reach::OneSpace)
                })
                .count()
        })
    });
    g.finish();
}

fn list_plays(c: &mut Criterion) {
    let mut rng = GameRng::from_seed(Seed(5));
    let deck = Card::deck(Color::Red, 3..=3);
    let positions: Vec<(Pattern, Vec<Card>)> = (0..512)
        .map(|_| {
            let mut d = deck.clone();
            rng.shuffle(&mut d);
            (d[0].pattern(), d[1..6].to_vec())
        })
        .collect();
    let mut g = c.benchmark_group("ticardo list plays of a 5-card hand");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("table", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(board, hand)| ticardo::plays(*board, hand, Reach::Any).len())
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(board, hand)| {
                    hand.iter()
                        .map(|c| naive::moves_to(*board, c.pattern(), Reach::Any).len())
                        .sum::<usize>()
                })
                .sum::<usize>()
        })
    });
    g.finish();
}

/// Positions late in random games (three cards left to draw), where the plain search ends.
fn late_positions(reach: Reach) -> Vec<solver::Position> {
    (0..32)
        .filter_map(|seed| {
            let config = SolitaireConfig {
                reach,
                ..SolitaireConfig::default()
            };
            let mut game = Solitaire::new(config, Seed(seed)).ok()?;
            let mut rng = GameRng::from_seed(Seed(seed).derive(1));
            while game.draw_pile().len() > 3 && !game.is_over() {
                let legal = game.legal_actions(0);
                let a = legal[rng.index(legal.len())];
                game.apply(0, &a).ok()?;
            }
            Some(game.position())
        })
        .collect()
}

fn solve(c: &mut Criterion) {
    let late = late_positions(Reach::OneSpace);
    let mut g = c.benchmark_group("ticardo solver, late positions (one-space)");
    g.throughput(Throughput::Elements(late.len() as u64));
    g.sample_size(10);
    g.bench_function("memoized", |b| {
        b.iter(|| {
            late.iter()
                .map(|p| solver::solve(p).max_played)
                .sum::<usize>()
        })
    });
    g.bench_function("naive", |b| {
        b.iter(|| {
            late.iter()
                .map(|p| solver::solve_naive(p).max_played)
                .sum::<usize>()
        })
    });
    g.finish();

    let mut g = c.benchmark_group("ticardo solver, whole deals");
    g.sample_size(10);
    for config in [
        SolitaireConfig::default(),
        SolitaireConfig::variation(),
        SolitaireConfig::cardinal(),
    ] {
        let deals: Vec<solver::Position> = (0..64)
            .filter_map(|s| Solitaire::new(config.clone(), Seed(s)).ok())
            .map(|g| g.position())
            .collect();
        g.throughput(Throughput::Elements(deals.len() as u64));
        g.bench_function(config.reach.to_string(), |b| {
            b.iter(|| {
                deals
                    .iter()
                    .map(|p| solver::solve(black_box(p)).max_played)
                    .sum::<usize>()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, off_by_one, list_plays, solve);
criterion_main!(benches);
