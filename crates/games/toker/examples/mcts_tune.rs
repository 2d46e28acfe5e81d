//! Tunes the `mcts` bot against `greedy` in two-player Toker or Sequences-like settings.
//!
//! `cargo run --release -p tic-toker --example mcts_tune -- GAMES ITERATIONS ROLLOUT [C] [VARIATION]`
//! with ROLLOUT `random` or `greedyN` (the greedy bot sampling N replacements).

use std::time::Instant;

use rules_engine::{Bot, Game, MctsBot, RandomBot, SearchBudget, Seed, run};
use tic_toker::{ExchangeConfig, GreedyExchangeBot, Toker, TokerHands};

fn rollout(kind: &str) -> Box<dyn Bot<Toker>> {
    if kind == "playout" {
        return Box::new(GreedyExchangeBot::<TokerHands>::playout());
    }
    match kind.strip_prefix("greedy") {
        Some(n) => Box::new(GreedyExchangeBot::<TokerHands>::new(
            n.parse().unwrap_or(12),
        )),
        None => Box::new(RandomBot),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let games: u64 = arg(0, "40").parse().unwrap_or(40);
    let iterations: u32 = arg(1, "200").parse().unwrap_or(200);
    let kind = arg(2, "random");
    let c: f64 = arg(3, "0.7").parse().unwrap_or(0.7);
    let variation = arg(4, "0");
    let prior: f64 = arg(5, "1").parse().unwrap_or(1.0);
    let score: f64 = arg(6, "0.5").parse().unwrap_or(0.5);
    let config = match variation.as_str() {
        "1" => ExchangeConfig::variation1(2),
        "2" => ExchangeConfig::variation2(2),
        "3" => ExchangeConfig::variation3(2),
        _ => ExchangeConfig::new(2),
    };
    let (mut won, mut moves) = (0.0, 0u64);
    let start = Instant::now();
    for g in 0..games {
        let mcts_seat = (g % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Toker>>> = vec![
            Box::new(GreedyExchangeBot::<TokerHands>::default()),
            Box::new(GreedyExchangeBot::<TokerHands>::default()),
        ];
        bots[mcts_seat] = Box::new(
            MctsBot::new(SearchBudget::Iterations(iterations))
                .with_rollout(rollout(&kind))
                .with_exploration(c)
                .with_prior_weight(prior)
                .with_score_weight(score),
        );
        let mut game = Toker::new(config, Seed(g)).expect("valid");
        let record = run(&mut game, &mut bots, Seed(g + 1000), 100_000).expect("plays");
        moves += record
            .actions
            .iter()
            .filter(|(seat, _)| *seat == mcts_seat)
            .count() as u64;
        let winners = game.outcome().expect("over").winners();
        if winners.contains(&mcts_seat) {
            won += 1.0 / winners.len() as f64;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{kind} it={iterations} c={c} v={variation} prior={prior} score={score}: mcts {:.1}% of {games}, {:.2} ms/mcts move (wall, all bots)",
        100.0 * won / games as f64,
        1000.0 * secs / moves as f64
    );
}
