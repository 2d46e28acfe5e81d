//! How Tri Up Tri Down games end: for each player count and bot, seeded games played to their
//! end by the tuned bots (every seat the same bot), the share that end by a player going out,
//! the distribution of their lengths (actions and turns), how often a player can play at the
//! start of a turn, and the plays by kind.
//!
//! `cargo run --release -p tic-tri-up-tri-down --example lengths -- --games 200 --players 2-6 --bots greedy`
//!
//! Options: `--games N` (per player count), `--players A-B`, `--bots greedy|mcts`,
//! `--rollouts N` (the mcts budget, default the tuned `SEARCH_BUDGET`), `--seed S`,
//! `--free-steps`, `--tripo-plays-again`, `--hand N`, `--max-actions N`, and `--drift`: also
//! the mean change of a player's hand from the start of one of their turns to the start of
//! the next, by the hand's size (where it is positive, hands grow back).

use std::time::Instant;

use rules_engine::{Bot, Game, SearchBudget, Seed, TunedBots, bot_move, bots_for};
use tic_core::Step;
use tic_tri_up_tri_down::{EndReason, TriAction, TriConfig, TriEvent, TriUpTriDown};

fn arg(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a whole number")),
    }
}

fn text<'a>(args: &'a [String], name: &str, default: &'a str) -> &'a str {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map_or(default, String::as_str)
}

/// The value at quantile `q` of sorted `values`.
fn at(values: &[u64], q: f64) -> u64 {
    values[((values.len() as f64 - 1.0) * q).round() as usize]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let games = arg(&args, "--games", 200)?;
    let first = arg(&args, "--seed", 1)?;
    let (low, high) = text(&args, "--players", "2-6")
        .split_once('-')
        .map_or(Ok((2, 6)), |(a, b)| {
            Ok::<_, std::num::ParseIntError>((a.parse()?, b.parse()?))
        })?;
    let bot_name = text(&args, "--bots", "greedy").to_owned();
    let budget = match arg(&args, "--rollouts", 0)? {
        0 => TriUpTriDown::SEARCH_BUDGET,
        n => SearchBudget::Iterations(u32::try_from(n)?),
    };
    let defaults = TriConfig::default();
    println!(
        "bots {bot_name}{}, {games} games per player count from seed {first}, free_steps {}, \
         tripo_plays_again {}",
        if bot_name == "mcts" {
            format!(" ({budget:?})")
        } else {
            String::new()
        },
        args.iter().any(|a| a == "--free-steps"),
        args.iter().any(|a| a == "--tripo-plays-again"),
    );
    println!(
        "players | went out | deck exhausted | action cap | actions: median p90 p99 max | \
         turns: median p90 max | can play at turn start | plays Mono/Duo/Tripo | ms per game"
    );
    for players in low..=high {
        let config = TriConfig {
            players,
            free_steps: args.iter().any(|a| a == "--free-steps"),
            tripo_plays_again: args.iter().any(|a| a == "--tripo-plays-again"),
            hand_size: usize::try_from(arg(&args, "--hand", defaults.hand_size as u64)?)?,
            max_actions: u32::try_from(arg(
                &args,
                "--max-actions",
                u64::from(defaults.max_actions),
            )?)?,
            ..TriConfig::default()
        };
        let (mut out, mut exhausted, mut capped) = (0u64, 0u64, 0u64);
        let (mut starts, mut playable) = (0u64, 0u64);
        let mut kinds = [0u64; 3];
        let mut lengths = Vec::new();
        // By hand size at a turn's start: the summed change to the next turn's start, and the
        // number of turns.
        let mut drift = [(0i64, 0u64); 64];
        let mut turn_counts = Vec::new();
        let clock = Instant::now();
        for g in 0..games {
            let seed = Seed(first + g);
            let mut game = TriUpTriDown::new(config.clone(), seed)?;
            let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> = bots_for(&game, |_| {
                if bot_name == "mcts" {
                    TriUpTriDown::search_bot(budget)
                } else {
                    TriUpTriDown::greedy_bot()
                }
            });
            let mut turns = 0u64;
            let mut counted = false;
            let mut at_start: Vec<Option<usize>> = vec![None; players];
            let mut step = 0usize;
            while !game.is_over() {
                // A turn starts at the deal and whenever the turn passes to another player.
                let turn = game.turn_player();
                if !counted {
                    counted = true;
                    turns += 1;
                    let held = game.hand(turn).len();
                    if let Some(before) = at_start[turn].filter(|&b| b < drift.len()) {
                        drift[before].0 += held as i64 - before as i64;
                        drift[before].1 += 1;
                    }
                    at_start[turn] = Some(held);
                    let can = game
                        .legal_actions(turn)
                        .iter()
                        .any(|a| matches!(a, TriAction::Play(_)));
                    playable += u64::from(can);
                }
                let Some((player, action)) = bot_move(&game, &mut bots, seed.derive(7), step)?
                else {
                    break;
                };
                game.apply(player, &action)?;
                if game.turn_player() != turn {
                    counted = false;
                }
                step += 1;
            }
            starts += turns;
            for event in game.events() {
                if let TriEvent::Played { step: s, .. } = event {
                    match s {
                        Step::Mono => kinds[0] += 1,
                        Step::Duo => kinds[1] += 1,
                        Step::Tripo => kinds[2] += 1,
                        Step::None => {}
                    }
                }
            }
            match game.end_reason() {
                Some(EndReason::WentOut(_)) => out += 1,
                Some(EndReason::DeckExhausted) => exhausted += 1,
                _ => capped += 1,
            }
            lengths.push(step as u64);
            turn_counts.push(turns);
        }
        lengths.sort_unstable();
        turn_counts.sort_unstable();
        let pct = |n: u64| 100.0 * n as f64 / games as f64;
        let plays: u64 = kinds.iter().sum::<u64>().max(1);
        println!(
            "{players} | {out} ({:.1}%) | {exhausted} | {capped} | {} {} {} {} | {} {} {} | {:.1}% | {:.0}/{:.0}/{:.0}% | {:.1}",
            pct(out),
            at(&lengths, 0.5),
            at(&lengths, 0.9),
            at(&lengths, 0.99),
            lengths[lengths.len() - 1],
            at(&turn_counts, 0.5),
            at(&turn_counts, 0.9),
            turn_counts[turn_counts.len() - 1],
            100.0 * playable as f64 / starts.max(1) as f64,
            100.0 * kinds[0] as f64 / plays as f64,
            100.0 * kinds[1] as f64 / plays as f64,
            100.0 * kinds[2] as f64 / plays as f64,
            clock.elapsed().as_secs_f64() * 1000.0 / games as f64,
        );
        if args.iter().any(|a| a == "--drift") {
            let cells: Vec<String> = drift
                .iter()
                .enumerate()
                .filter(|(_, (_, n))| *n >= 20)
                .map(|(h, (sum, n))| format!("{h}:{:+.2}", *sum as f64 / *n as f64))
                .collect();
            println!("  drift by hand size (20+ turns): {}", cells.join(" "));
        }
    }
    Ok(())
}
