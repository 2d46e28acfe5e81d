//! Plays seeded bot matches and prints lengths and timings: `cargo run --release -p tic-rummy
//! --example rummy_sim -- [games] [bots: rr|gr|gg] [first_round]`.

use std::time::Instant;

use rules_engine::{Bot, Game, RandomBot, Seed, run};
use tic_rummy::{RummyConfig, TicRummy, greedy_bot};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let bots = args.get(2).cloned().unwrap_or_else(|| "rr".into());
    let first_round: u8 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let start = Instant::now();
    let mut steps = 0;
    let mut deals = 0;
    let mut wins = [0usize; 2];
    for g in 0..games {
        let config = RummyConfig {
            first_round,
            ..RummyConfig::default()
        };
        let mut game = TicRummy::new(config, Seed(g))?;
        let mut seats: Vec<Box<dyn Bot<TicRummy>>> = bots
            .chars()
            .map(|c| -> Box<dyn Bot<TicRummy>> {
                if c == 'g' {
                    Box::new(greedy_bot())
                } else {
                    Box::new(RandomBot)
                }
            })
            .collect();
        let record = run(&mut game, &mut seats, Seed(g).derive(1), 1_000_000)?;
        steps += record.actions.len();
        deals += game.deal_number();
        for w in game.outcome().map(|o| o.winners()).unwrap_or_default() {
            wins[w] += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} games: {:.1} games/s, {:.0} steps/game, {:.1} deals/game, wins {wins:?}",
        games as f64 / secs,
        steps as f64 / games as f64,
        deals as f64 / games as f64
    );
    Ok(())
}
