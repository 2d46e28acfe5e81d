//! The `mcts` search bot on seeded deals: the share it wins, against the greedy bot's share
//! on the same deals, and its time per move. Its settings are those of the `tic` program's
//! `mcts` for Ticataire: greedy rollouts cut after `--steps` moves and scored by the share of
//! cards in play (a solitaire's outcome always places its one player first).
//!
//! `cargo run --release -p tic-ticataire --example mcts -- --deals 50 --rollouts 8 --steps 100`
//!
//! `--free-steps` plays the free reading of the sequence piles' steps (not the default).

use std::time::Instant;

use rules_engine::{Bot, Game, MctsBot, SearchBudget, Seed, run};
use tic_ticataire::{Finish, Ticataire, TicataireConfig, greedy_bot};

fn arg(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .filter(|v| (1..=1_000_000).contains(v))
            .ok_or_else(|| format!("{name} needs a whole number from 1 to 1,000,000")),
    }
}

fn in_play_share(game: &Ticataire) -> f64 {
    let board = game.board();
    let total = board.cards().count().max(1);
    (total - board.remaining()) as f64 / total as f64
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let deals = arg(&args, "--deals", 50)?;
    let rollouts = u32::try_from(arg(&args, "--rollouts", 8)?)?;
    let steps = usize::try_from(arg(&args, "--steps", 100)?)?;
    let first = arg(&args, "--seed", 0)?;
    let config = TicataireConfig {
        free_steps: args.iter().any(|a| a == "--free-steps"),
        ..TicataireConfig::default()
    };
    let (mut mcts_won, mut greedy_won, mut moves, mut cards) = (0u64, 0u64, 0u64, 0.0f64);
    let clock = Instant::now();
    for i in 0..deals {
        let seed = Seed(first + i);
        let game = Ticataire::new(config.clone(), seed)?;
        let mut played = game.clone();
        let mut bots: Vec<Box<dyn Bot<Ticataire>>> = vec![Box::new(
            MctsBot::new(SearchBudget::Iterations(rollouts))
                .with_rollout(Box::new(greedy_bot()))
                .with_max_rollout_steps(steps)
                .with_evaluator(|g: &Ticataire| vec![in_play_share(g)]),
        )];
        let record = run(&mut played, &mut bots, seed.derive(1), 1_000_000)?;
        moves += record.actions.len() as u64;
        cards += in_play_share(&played) * 125.0;
        mcts_won += u64::from(played.finish() == Some(Finish::Won));
        let mut greedy = game.clone();
        let mut bots: Vec<Box<dyn Bot<Ticataire>>> = vec![Box::new(greedy_bot())];
        run(&mut greedy, &mut bots, seed.derive(1), 1_000_000)?;
        greedy_won += u64::from(greedy.finish() == Some(Finish::Won));
    }
    let pct = |n: u64| 100.0 * n as f64 / deals as f64;
    println!(
        "deals {deals} (seeds {first}..{}), free_steps {}: mcts ({rollouts} rollouts of {steps} greedy moves) won {mcts_won} ({:.1}%), \
         mean {:.1} cards in play; greedy won {greedy_won} ({:.1}%); {:.2} ms per mcts move ({moves} moves)",
        first + deals,
        config.free_steps,
        pct(mcts_won),
        cards / deals as f64,
        pct(greedy_won),
        clock.elapsed().as_secs_f64() * 1000.0 / moves.max(1) as f64
    );
    Ok(())
}
