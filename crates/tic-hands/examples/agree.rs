//! Checks every fast evaluator against its reference on many seeded random hands, on all
//! cores: the naive evaluator where it is fast enough, otherwise the previous fast evaluator
//! (itself checked against the naive one by the proptests) or a best-of-subsets search built
//! on an evaluator checked here. Half the hands are uniform, half come from small sub-cubes of
//! the deck, where Tics, houses and sequences are common. Not part of CI:
//!
//! ```text
//! cargo run --release -p tic-hands --example agree --features naive -- --hands 10000000
//! cargo run --release -p tic-hands --example agree --features naive -- --hands 100000 --only toker_rank5
//! ```
//!
//! Exits with status 1 and the first disagreeing hand if any evaluator disagrees.

use std::process::ExitCode;
use std::time::Instant;

use tic_core::{Card, CardSet, GameRng, Seed};
use tic_hands::spectrum::PointTable;
use tic_hands::{HandError, naive, sequences, spectrum, tic_of_a_kind, toker};

/// One check: a name, the hand sizes it draws, and whether a hand agrees (or why not).
struct Check {
    name: &'static str,
    reference: &'static str,
    sizes: &'static [usize],
    agrees: fn(CardSet) -> Result<(), String>,
}

fn same<T: PartialEq + std::fmt::Debug>(fast: T, reference: T) -> Result<(), String> {
    if fast == reference {
        Ok(())
    } else {
        Err(format!("fast {fast:?}, reference {reference:?}"))
    }
}

/// The best of every `k`-subset by `rank`: a literal search over an evaluator checked alone.
fn best_of_subsets<R: Ord + Copy>(
    cards: CardSet,
    k: usize,
    rank: impl Fn(CardSet) -> Result<R, HandError>,
) -> Option<R> {
    naive::subsets(cards, k)
        .into_iter()
        .filter_map(|s| rank(s).ok())
        .max()
}

const CHECKS: &[Check] = &[
    Check {
        name: "sequences_best",
        reference: "previous fast evaluator (naive::sequences_best_by_triples)",
        sizes: &[6, 7, 8, 9, 10],
        agrees: |h| same(sequences::best(h), naive::sequences_best_by_triples(h)),
    },
    Check {
        name: "sequences_category",
        reference: "previous fast evaluator's category",
        sizes: &[6, 7, 8, 9, 10],
        agrees: |h| {
            same(
                sequences::category(h),
                naive::sequences_best_by_triples(h).map(|b| b.rank.category()),
            )
        },
    },
    Check {
        name: "sequences_rank6",
        reference: "naive evaluator",
        sizes: &[6],
        agrees: |h| same(sequences::rank6(h), naive::sequences_rank6(h)),
    },
    Check {
        name: "toker_rank5",
        reference: "naive evaluator",
        sizes: &[5],
        agrees: |h| same(toker::rank5(h), naive::toker_rank5(h)),
    },
    Check {
        name: "toker_best",
        reference: "best of every 5-subset by toker::rank5",
        sizes: &[6, 7, 8, 9, 10],
        agrees: |h| {
            same(
                toker::best(h).ok().map(|b| b.rank),
                best_of_subsets(h, 5, toker::rank5),
            )
        },
    },
    Check {
        name: "toker_category",
        reference: "toker::best's category",
        sizes: &[5, 6, 7, 8, 9, 10],
        agrees: |h| {
            same(
                toker::category(h),
                toker::best(h).map(|b| b.rank.category()),
            )
        },
    },
    Check {
        name: "tic_of_a_kind_score5",
        reference: "naive evaluator",
        sizes: &[5],
        agrees: |h| {
            same(
                tic_of_a_kind::score5(h).map(|s| s.points),
                naive::tic_of_a_kind_score(h, 1).map(|s| s.points),
            )
        },
    },
    Check {
        name: "tic_of_a_kind_points5",
        reference: "tic_of_a_kind::score (the general search, base hands included)",
        sizes: &[5],
        agrees: |h| {
            same(
                tic_of_a_kind::score5(h).map(|s| (s.points, s.bases)),
                tic_of_a_kind::score(h, 1).map(|s| (s.points, s.bases)),
            )?;
            same(
                tic_of_a_kind::points5(h),
                tic_of_a_kind::score(h, 1).map(|s| s.points),
            )
        },
    },
    Check {
        name: "tic_of_a_kind_score10",
        reference: "previous search (naive::tic_of_a_kind_score_by_candidates)",
        sizes: &[10],
        agrees: |h| {
            let fast = tic_of_a_kind::score10(h).map_err(|e| e.to_string())?;
            same(
                Ok(fast.points),
                naive::tic_of_a_kind_score_by_candidates(h, 2).map(|s| s.points),
            )?;
            // The base hands named are valid and worth the points.
            same(
                naive::tic_of_a_kind_points_of(h, &fast.bases),
                Some(fast.points),
            )
        },
    },
    Check {
        name: "spectrum_score10",
        reference: "previous fast evaluator (naive::spectrum_score10_by_splits)",
        sizes: &[10],
        agrees: |h| {
            let table = PointTable {
                mono: 7,
                duo: 19,
                tripo: 41,
                no_sequence: -3,
            };
            same(
                spectrum::score10(h, &table),
                naive::spectrum_score10_by_splits(h, &table),
            )?;
            let table = PointTable::default();
            same(
                spectrum::score10(h, &table),
                naive::spectrum_score10_by_splits(h, &table),
            )
        },
    },
    Check {
        name: "spectrum_score5",
        reference: "naive evaluator",
        sizes: &[5],
        agrees: |h| {
            let table = PointTable::default();
            same(
                spectrum::score5(h, &table),
                naive::spectrum_score5(h, &table),
            )
        },
    },
];

/// A seeded hand: uniform, or from a small sub-cube of the deck.
fn hand(rng: &mut GameRng, size: usize, deck: &mut Vec<Card>) -> CardSet {
    deck.clear();
    if rng.chance(1, 2) {
        deck.extend(Card::all());
    } else {
        // Per property 2 to 5 values, often a run: Tics and sequences become common.
        let pick = |rng: &mut GameRng| -> Vec<usize> {
            let len = 2 + rng.below(4) as usize;
            if rng.chance(1, 2) {
                let lo = rng.below((6 - len) as u64) as usize;
                (lo..lo + len).collect()
            } else {
                let mut values = vec![0, 1, 2, 3, 4];
                rng.shuffle(&mut values);
                values.truncate(len);
                values
            }
        };
        let (ns, ss, cs) = (pick(rng), pick(rng), pick(rng));
        for &n in &ns {
            for &s in &ss {
                for &c in &cs {
                    if let Some(card) = Card::from_index(25 * n + 5 * s + c) {
                        deck.push(card);
                    }
                }
            }
        }
        if deck.len() < size {
            deck.clear();
            deck.extend(Card::all());
        }
    }
    for k in 0..size {
        let j = k + rng.index(deck.len() - k);
        deck.swap(k, j);
    }
    deck[..size].iter().collect()
}

fn main() -> ExitCode {
    let mut hands: u64 = 10_000_000;
    let mut only: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--hands", Some(n)) => match n.parse::<u64>() {
                Ok(n) if (1..=10_000_000_000).contains(&n) => hands = n,
                _ => {
                    eprintln!("--hands must be 1 to 10000000000");
                    return ExitCode::from(2);
                }
            },
            ("--only", Some(name)) => only = Some(name),
            _ => {
                eprintln!("usage: agree [--hands N] [--only NAME]");
                return ExitCode::from(2);
            }
        }
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let mut failed = false;
    let start_all = Instant::now();
    for (i, check) in CHECKS.iter().enumerate() {
        if only.as_deref().is_some_and(|o| o != check.name) {
            continue;
        }
        let start = Instant::now();
        let results: Vec<Option<String>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    scope.spawn(move || {
                        let mut rng = GameRng::from_seed(Seed(i as u64).derive(t));
                        let mut deck = Vec::with_capacity(125);
                        let n = hands / threads + u64::from(t < hands % threads);
                        for _ in 0..n {
                            let size = check.sizes[rng.index(check.sizes.len())];
                            let h = hand(&mut rng, size, &mut deck);
                            if let Err(why) = (check.agrees)(h) {
                                return Some(format!("{h}: {why}"));
                            }
                        }
                        None
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or(Some("worker panicked".into())))
                .collect()
        });
        let seconds = start.elapsed().as_secs_f64();
        match results.into_iter().flatten().next() {
            None => println!(
                "{:<22} {hands} hands agree with: {} ({seconds:.1} s)",
                check.name, check.reference
            ),
            Some(why) => {
                failed = true;
                println!("{:<22} DISAGREES: {why}", check.name);
            }
        }
    }
    println!(
        "{} threads, {:.1} s in all",
        threads,
        start_all.elapsed().as_secs_f64()
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
