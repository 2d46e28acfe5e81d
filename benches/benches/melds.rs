//! Tick's meld solver (rummy-cards): the exact solver on seeded 13-card hands from two
//! decks with jokers and one wild rank (both wild kinds), the worst cases found by the hill
//! climb of `meld_adversary` (14 cards, a real Tick hand, and 20 cards, the solver's
//! `MAX_HAND`), and against the brute force on 8-card hands (the brute force cannot do 13).
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

/// The worst 20-card hand the hill climb found over up to 13 wild ranks (it settled on six).
const WORST_20_MANY_WILD: &str = "7c Jc 2d 3d 3d 4d 5d 6d 7d 8d 9d 10d Jd Qd 5h 7h Jh 7s Js Ks";

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
    // The worst hands found: by `meld_worst_case` among random 13-card hands, and by the hill
    // climb of `meld_adversary` at 14 cards and at the limit, 20 cards (the most search
    // states, over hands and sets of up to three or thirteen wild ranks).
    let worst: [(&str, &str, &[Rank]); 4] = [
        (
            "13 cards worst random",
            "Js Jk 7s 7h 7c Jc 4c Js Kc 9c 3d Jc 4s",
            &[Rank::Jack],
        ),
        (
            "14 cards worst found",
            "3c 5c 8c 9c 10c 2d 3d 8d Ad 3h 8h 3s 5s 8s",
            &[Rank::Three, Rank::Eight, Rank::Nine],
        ),
        (
            "20 cards worst found",
            "7c 8c Qc Kc 4d 4d 5d 6d 7d 8d 9d Qd 2h 7h 8h Qh 7s 8s Qs Ks",
            &[Rank::Four, Rank::Six, Rank::Eight],
        ),
        (
            "20 cards worst found, 6 wild ranks",
            WORST_20_MANY_WILD,
            &[
                Rank::Three,
                Rank::Four,
                Rank::Seven,
                Rank::Nine,
                Rank::Ten,
                Rank::Ace,
            ],
        ),
    ];
    for (name, hand, wild) in worst {
        let hand = rummy_cards::parse_cards(hand).unwrap_or_default();
        let mut solver = MeldSolver::new(MeldRules::new(wild.iter().copied()), points);
        group.bench_function(format!("solver/{name}"), |b| {
            b.iter(|| solver.min_points(&hand).unwrap_or(0))
        });
    }
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
