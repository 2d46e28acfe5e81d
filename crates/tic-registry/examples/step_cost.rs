//! What a random-play step costs in the engines alone, through the registry's erased game as
//! the Python package drives it (the seat to act, its legal indices, `apply_index`, a finished
//! game dealt anew in place with `reset`), on one thread with the allocator the package uses:
//! the part of a Python step that is not Python's. Per game: nanoseconds a step (deals
//! included), the games dealt, and what a deal costs.
//!
//! ```text
//! cargo run --release -p tic-registry --example step_cost -- [game[,game...]|all] [steps]
//! ```
//!
//! Steps are at most 10,000,000 a game; Toker plays one deal a game, as the Python benchmark.

use std::time::Instant;

use rules_engine::{GameRng, Seed, ToAct};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args
        .next()
        .unwrap_or_else(|| "toker,tic-of-a-kind,spectrum".to_owned());
    let steps: usize = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000)
        .clamp(1, 10_000_000);
    let entries: Vec<_> = if games == "all" {
        tic_registry::entries().to_vec()
    } else {
        games
            .split(',')
            .filter_map(|name| match tic_registry::find(name) {
                Ok(entry) => Some(entry),
                Err(e) => {
                    eprintln!("{e}");
                    None
                }
            })
            .collect()
    };
    for entry in entries {
        let options = if entry.name == "toker" {
            serde_json::json!({ "deals": 1 })
        } else {
            serde_json::Value::Null
        };
        let Ok(mut game) = entry.new_game(None, &options, Seed(0)) else {
            eprintln!("{}: the default config does not make a game", entry.name);
            continue;
        };
        let mut rng = GameRng::from_seed(Seed(1));
        // One buffer for the legal indices, as the package keeps one.
        let mut legal = Vec::new();
        let (mut done, mut deals, mut deal_ns) = (0usize, 0u64, 0u128);
        let start = Instant::now();
        // A bounded loop: each pass takes a step or deals a game; a game that cannot go on
        // (nobody with a legal action) is dealt anew too.
        while done < steps {
            let seat = match game.to_act() {
                ToAct::Player(p) => Some(p),
                ToAct::Anyone => game.ready_players().first().copied(),
                ToAct::Nobody => None,
            };
            match seat {
                Some(s) => game.legal_action_indices_into(s, &mut legal),
                None => legal.clear(),
            }
            match (seat, legal.is_empty()) {
                (Some(seat), false) => {
                    let index = legal[rng.index(legal.len())];
                    if let Err(e) = game.apply_index(seat, index) {
                        eprintln!("{}: a legal index was refused: {e}", entry.name);
                        break;
                    }
                    done += 1;
                }
                _ => {
                    deals += 1;
                    let t = Instant::now();
                    if let Err(e) = game.reset(Seed(deals)) {
                        eprintln!("{}: {e}", entry.name);
                        break;
                    }
                    deal_ns += t.elapsed().as_nanos();
                }
            }
        }
        let total = start.elapsed().as_nanos() as f64;
        let per_deal = deal_ns as f64 / deals.max(1) as f64;
        println!(
            "{:26} {:>6.0} ns a step ({} steps, {} games dealt anew, {:.0} ns a deal: {:.0} ns a step)",
            entry.name,
            total / done.max(1) as f64,
            done,
            deals,
            per_deal,
            deal_ns as f64 / done.max(1) as f64,
        );
    }
}
