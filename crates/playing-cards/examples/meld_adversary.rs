//! Searches for the meld solver's worst case: a hill climb over hands of `size` cards from
//! Tick's shoe (two decks, four jokers) and sets of wild ranks, maximising the search states
//! of one solve. Prints the worst hand found and its time (best of 20 solves).
//!
//! ```text
//! cargo run --release -p rummy-cards --example meld_adversary -- [size] [restarts] [steps] [seed] [max wild ranks]
//! ```

use std::time::Instant;

use rummy_cards::{Card, GameRng, MeldRules, MeldSolver, PointTable, Rank, Seed, shoe};

fn states(hand: &[Card], wild: &[Rank]) -> usize {
    let mut solver = MeldSolver::new(MeldRules::new(wild.iter().copied()), PointTable::tick());
    solver.min_points(hand).expect("a hand within the limits");
    solver.last_states()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> u64 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
    };
    let size = arg(0, 20) as usize;
    let restarts = arg(1, 4);
    let steps = arg(2, 2000);
    let mut rng = GameRng::from_seed(Seed(arg(3, 1)));
    let max_wild = arg(4, 3) as usize;
    let mut worst: (usize, Vec<Card>, Vec<Rank>) = (0, Vec::new(), Vec::new());
    for _ in 0..restarts {
        let mut cards = shoe(2, 2);
        rng.shuffle(&mut cards);
        let (hand, rest) = cards.split_at(size);
        let (mut hand, mut rest) = (hand.to_vec(), rest.to_vec());
        let mut wild: Vec<Rank> = vec![Rank::ALL[rng.index(13)]];
        let mut here = states(&hand, &wild);
        for _ in 0..steps {
            let (mut h, mut r, mut w) = (hand.clone(), rest.clone(), wild.clone());
            if rng.index(8) == 0 {
                let rank = Rank::ALL[rng.index(13)];
                if let Some(at) = w.iter().position(|x| *x == rank) {
                    w.remove(at);
                } else if w.len() < max_wild {
                    w.push(rank);
                }
            } else {
                let (i, j) = (rng.index(h.len()), rng.index(r.len()));
                core::mem::swap(&mut h[i], &mut r[j]);
            }
            let s = states(&h, &w);
            if s >= here {
                (hand, rest, wild, here) = (h, r, w, s);
            }
        }
        if here > worst.0 {
            worst = (here, hand, wild);
        }
    }
    let (states, mut hand, wild) = worst;
    hand.sort_unstable();
    let mut solver = MeldSolver::new(MeldRules::new(wild.iter().copied()), PointTable::tick());
    let micros = (0..20)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(solver.min_points(&hand).expect("a hand within the limits"));
            start.elapsed().as_nanos() as f64 / 1000.0
        })
        .fold(f64::INFINITY, f64::min);
    let text: Vec<String> = hand.iter().map(ToString::to_string).collect();
    let wild_text: Vec<&str> = wild.iter().map(|r| r.plural()).collect();
    println!(
        "worst of {size} cards: {states} states, {micros:.1} us, {} and jokers wild: {}",
        wild_text.join(" and "),
        text.join(" ")
    );
}
