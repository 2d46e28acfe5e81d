//! `tic simulate`: bounded counts, streaming summaries, win-rate intervals and move times.

use crate::support::{stderr, stdout, tic};

fn json(args: &[&str]) -> serde_json::Value {
    let out = tic(args);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_str(&stdout(&out)).expect("json")
}

#[test]
fn simulate_is_deterministic_and_speaks_json() {
    let args = [
        "simulate",
        "twenty-one",
        "--games",
        "200",
        "--seed",
        "9",
        "--bots",
        "greedy,random",
        "--json",
    ];
    let a = json(&args);
    let b = json(&[&args[..], &["--threads", "1"]].concat());
    assert_eq!(a["games"], 200);
    assert_eq!(a["seats"][0]["bot"], "greedy");
    // Everything but the timings is the same whatever the threads.
    for key in [
        "wins",
        "tied_wins",
        "win_rate",
        "win_rate_low",
        "win_rate_high",
        "mean_score",
        "min_score",
        "max_score",
        "moves",
    ] {
        for seat in 0..2 {
            assert_eq!(a["seats"][seat][key], b["seats"][seat][key], "{key}");
        }
    }
    assert_eq!(a["mean_length"], b["mean_length"]);
    assert_eq!(a["max_length"], b["max_length"]);
}

#[test]
fn win_rates_carry_an_interval_and_bots_a_move_time() {
    let s = json(&[
        "simulate",
        "twenty-one",
        "--players",
        "2",
        "--bots",
        "mcts:20,greedy",
        "--games",
        "40",
        "--seed",
        "1",
        "--json",
    ]);
    let mut rate_sum = 0.0;
    let mut moves = 0;
    for seat in s["seats"].as_array().expect("seats") {
        let rate = seat["win_rate"].as_f64().expect("rate");
        let low = seat["win_rate_low"].as_f64().expect("low");
        let high = seat["win_rate_high"].as_f64().expect("high");
        assert!(
            0.0 <= low && low <= rate && rate <= high && high <= 1.0,
            "{seat}"
        );
        // 40 games: the interval is wide, several points each side.
        assert!(high - low > 0.1, "{seat}");
        assert!(seat["mean_move_ms"].as_f64().expect("ms") > 0.0, "{seat}");
        moves += seat["moves"].as_u64().expect("moves");
        rate_sum += rate;
    }
    assert_eq!(s["seats"][0]["bot"], "mcts:20");
    // Shared first places count 1/k: the rates add up to one.
    assert!((rate_sum - 1.0).abs() < 1e-9, "{rate_sum}");
    // Every action of every game is one bot move.
    let mean_length = s["mean_length"].as_f64().expect("length");
    assert!((moves as f64 - 40.0 * mean_length).abs() < 1e-6);
    let out = tic(&["simulate", "twenty-one", "--games", "10", "--seed", "1"]);
    let text = stdout(&out);
    assert!(text.contains("95% interval"), "{text}");
    assert!(text.contains("ms/move"), "{text}");
    assert!(text.contains("counts 1/k of a win"), "{text}");
}

#[test]
fn absurd_counts_are_clear_errors() {
    for (args, message) in [
        (&["--games", "0"][..], "--games"),
        (&["--games", "18446744073709551615"][..], "100000000"),
        (&["--games", "100000001"][..], "100000000"),
        (&["--threads", "18446744073709551615"][..], "--threads"),
        (&["--threads", "65"][..], "1..=64"),
        (&["--threads", "0"][..], "--threads"),
    ] {
        let out = tic(&[&["simulate", "twenty-one"][..], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
    // The largest thread count works, on fewer games than threads.
    let s = json(&[
        "simulate",
        "twenty-one",
        "--games",
        "3",
        "--threads",
        "64",
        "--json",
    ]);
    assert_eq!(s["games"], 3);
    // A bot the game does not have is an error.
    let out = tic(&["simulate", "twenty-one", "--bots", "random,cheater"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no bot \"cheater\""),
        "{}",
        stderr(&out)
    );
}
