//! Plays seeded bot games and prints throughput and results: `cargo run --release -p tic-team
//! --example team_sim -- [games] [bots, one letter per seat: r random, g greedy] [tic|duo]`.

use std::time::Instant;

use rules_engine::{Bot, Game, RandomBot, Seed, run};
use tic_team::{Melds, TeamTic, TeamTicConfig, greedy_bot};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let bots = args.get(2).cloned().unwrap_or_else(|| "rr".into());
    let melds: Melds = args.get(3).map_or(Ok(Melds::Tic), |s| s.parse())?;
    let players = bots.len();
    let start = Instant::now();
    let mut steps = 0;
    let mut wins = vec![0usize; players];
    let mut totals = vec![0i64; players];
    for g in 0..games {
        let config = TeamTicConfig {
            players,
            melds,
            ..TeamTicConfig::default()
        };
        let mut game = TeamTic::new(config, Seed(g))?;
        let mut seats: Vec<Box<dyn Bot<TeamTic>>> = bots
            .chars()
            .map(|c| -> Box<dyn Bot<TeamTic>> {
                if c == 'g' {
                    Box::new(greedy_bot())
                } else {
                    Box::new(RandomBot)
                }
            })
            .collect();
        let record = run(&mut game, &mut seats, Seed(g).derive(1), 1_000_000)?;
        steps += record.actions.len();
        if let Some(o) = game.outcome() {
            for w in o.winners() {
                wins[w] += 1;
            }
            for (t, s) in totals.iter_mut().zip(&o.scores) {
                *t += s;
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let means: Vec<f64> = totals.iter().map(|&t| t as f64 / games as f64).collect();
    println!(
        "{games} games ({bots}, {melds}): {:.0} games/s, {:.0} actions/game, wins {wins:?}, mean scores {means:.1?}",
        games as f64 / secs,
        steps as f64 / games as f64,
    );
    Ok(())
}
