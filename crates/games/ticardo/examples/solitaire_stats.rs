//! How often a solitaire deal can be won, and how often the greedy bot wins it.
//!
//! ```text
//! cargo run --release -p ticardo --example solitaire_stats -- --deals 1000
//! ```
//!
//! For deals `Seed(0)` to `Seed(deals - 1)` of the solitaire, its one-space variation and the
//! cardinal challenge: the share of deals the solver can win (the draw pile used up) and clear
//! (every card played, the bonus), and the same shares for the greedy bot.

use std::time::Instant;

use rules_engine::{Bot, Game, Seed, run};
use ticardo::{Solitaire, SolitaireConfig, bots, solver};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let deals: u64 = args
        .iter()
        .position(|a| a == "--deals")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    println!("{deals} deals per rule (seeds 0..{deals})");
    println!(
        "{:<12} {:>10} {:>10} {:>10} {:>10} {:>12} {:>12}",
        "moves", "winnable", "clearable", "greedy win", "greedy clr", "mean best", "solve ms/deal"
    );
    for config in [
        SolitaireConfig::default(),
        SolitaireConfig::variation(),
        SolitaireConfig::cardinal(),
    ] {
        let (mut win, mut clear, mut g_win, mut g_clear, mut best_sum) =
            (0u64, 0u64, 0u64, 0u64, 0usize);
        let mut solve_time = 0.0;
        for seed in 0..deals {
            let Ok(mut game) = Solitaire::new(config.clone(), Seed(seed)) else {
                eprintln!("bad config");
                return;
            };
            let start = Instant::now();
            let best = solver::solve(&game.position());
            solve_time += start.elapsed().as_secs_f64();
            win += u64::from(best.winnable());
            clear += u64::from(best.clears_hand());
            best_sum += best.max_played;
            let mut bots: Vec<Box<dyn Bot<Solitaire>>> = vec![Box::new(bots::solitaire_greedy())];
            if run(&mut game, &mut bots, Seed(seed), 1_000).is_err() || !game.is_over() {
                eprintln!("seed {seed}: the greedy game did not finish");
                return;
            }
            g_win += u64::from(game.draw_pile_used_up());
            g_clear += u64::from(game.hand_cleared());
        }
        let pct = |n: u64| 100.0 * n as f64 / deals.max(1) as f64;
        println!(
            "{:<12} {:>9.1}% {:>9.1}% {:>9.1}% {:>9.1}% {:>12.2} {:>12.3}",
            config.reach.to_string(),
            pct(win),
            pct(clear),
            pct(g_win),
            pct(g_clear),
            best_sum as f64 / deals.max(1) as f64,
            1000.0 * solve_time / deals.max(1) as f64
        );
    }
}
