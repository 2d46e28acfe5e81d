//! The game fuzz targets' checks (`fuzz/games.rs`: `play_<game>` and `load_<game>`) on their
//! seed inputs in `fuzz/seeds/`, so CI covers them on the stable toolchain. `cargo fuzz run
//! play_toker` (nightly) explores further from the same seeds.

#[path = "../../../../fuzz/games.rs"]
mod games;
#[path = "../../../../fuzz/seed_inputs.rs"]
mod seed_inputs;

use std::path::Path;

use seed_inputs::{seed_dir, seeds};

#[test]
fn every_game_has_fuzz_targets() {
    for game in games::GAMES {
        assert!(crate::with_game!(*game, G => ()).is_some(), "{game}");
        for kind in ["play", "load"] {
            let target = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../fuzz/fuzz_targets")
                .join(format!("{kind}_{game}.rs"));
            assert!(target.exists(), "missing {}", target.display());
        }
    }
}

#[test]
fn play_seeds() {
    crate::support::on_all_cores(games::GAMES, |game| {
        for input in seeds(&format!("play_{game}")) {
            games::play(game, &input);
        }
    });
}

#[test]
fn load_seeds() {
    for game in games::GAMES {
        for input in seeds(&format!("load_{game}")) {
            games::load(game, &input);
        }
    }
}

/// Writes the `load_<game>` seed inputs: saved states and records of seeded random games,
/// whole and cut short. Rerun with `cargo test -p tic-cli --test it -- --ignored
/// write_load_seeds` after a change to a game's saved form.
#[test]
#[ignore = "writes files: run by hand to refresh the seed inputs"]
fn write_load_seeds() {
    for game in games::GAMES {
        let dir = seed_dir(&format!("load_{game}"));
        std::fs::create_dir_all(&dir).expect("seed dir");
        crate::with_game!(*game, G => write_states::<G>(&dir));
    }
}

fn write_states<G>(dir: &Path)
where
    G: rules_engine::Game + serde::Serialize,
    G::Config: serde::Serialize,
    G::Action: serde::Serialize,
{
    use rules_engine::{Bot, RandomBot, Seed, run};
    for seed in 0..2u64 {
        let Ok(mut game) = G::new(G::Config::default(), Seed(seed)) else {
            continue;
        };
        let start = game.clone();
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..game.num_players())
            .map(|_| Box::new(RandomBot) as Box<dyn Bot<G>>)
            .collect();
        let Ok(record) = run(&mut game, &mut bots, Seed(seed), 100_000) else {
            continue;
        };
        let cut = (record.actions.len() / 3).min(60);
        let mut mid = start;
        for (p, a) in record.actions.iter().take(cut) {
            let _ = mid.apply(*p, a);
        }
        let files = [
            (format!("state_mid_{seed}.json"), serde_json::to_vec(&mid)),
            (format!("state_end_{seed}.json"), serde_json::to_vec(&game)),
            (format!("record_{seed}.json"), serde_json::to_vec(&record)),
        ];
        for (name, bytes) in files {
            // Seeds stay small: long games' final states are left out.
            if let Ok(bytes) = bytes
                && bytes.len() <= 200_000
            {
                std::fs::write(dir.join(name), bytes).expect("write seed");
            }
        }
    }
}
