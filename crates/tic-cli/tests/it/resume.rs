//! Exact resume: a game saved at any of the human's turns and resumed is the game played
//! straight through, bots included, for every registered game.
//!
//! The human always plays the first listed move. The straight game, saved as it goes, ends in a
//! file holding its whole record; the interrupted game quits after `k` moves (saving), is
//! resumed from the file and played to the end: its file must be the same, byte for byte, and
//! the final table the same.

use crate::support::{TempDir, first_moves, games, path_str, stderr, stdout, tic_with_input};

/// Enough answers to finish any registered game with the human always taking move 1.
const ANSWERS: usize = 20_000;

/// The final table and scores: what follows the last blank line.
fn ending(text: &str) -> &str {
    text.rsplit("\n\n").next().unwrap_or(text)
}

fn check_resume(game: &str, bots: &str, seed: &str, quit_after: &[usize]) {
    check_resume_with(game, bots, seed, &first_moves(ANSWERS), quit_after);
}

/// [`check_resume`] with the human's answers given: the interrupted game reads the first `k`
/// lines of `answers`, then `q`; the resumed game reads the rest. `game` may carry options
/// after the name (`"gridsy --players 2"`).
fn check_resume_with(game: &str, bots: &str, seed: &str, answers: &str, quit_after: &[usize]) {
    let lines: Vec<&str> = answers.lines().collect();
    let dir =
        TempDir::new(&format!("resume-{game}-{bots}-{seed}").replace([':', ',', ' ', '='], "_"));
    let straight = dir.file("straight.json");
    let args = |file: &str| -> Vec<String> {
        let mut args = vec!["play".to_owned()];
        args.extend(game.split_whitespace().map(str::to_owned));
        args.extend(["--bots", bots, "--seed", seed, "--save", file].map(str::to_owned));
        args
    };
    let straight_args = args(path_str(&straight));
    let straight_args: Vec<&str> = straight_args.iter().map(String::as_str).collect();
    let out = tic_with_input(&straight_args, answers);
    assert!(out.status.success(), "{game}: {}", stderr(&out));
    let straight_text = stdout(&out);
    assert!(
        straight_text.contains("Final scores"),
        "{game}: the straight game did not end within {ANSWERS} answers"
    );
    let whole = std::fs::read(&straight).expect("the straight game's save");
    for &k in quit_after {
        let file = dir.file(&format!("quit-after-{k}.json"));
        let quit_args = args(path_str(&file));
        let quit_args: Vec<&str> = quit_args.iter().map(String::as_str).collect();
        let before: String = lines[..k].iter().map(|l| format!("{l}\n")).collect();
        let after: String = lines[k..].iter().map(|l| format!("{l}\n")).collect();
        let out = tic_with_input(&quit_args, &format!("{before}q\n"));
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let out = tic_with_input(&["resume", path_str(&file)], &after);
        assert!(
            out.status.success(),
            "{game} resumed after {k}: {}",
            stderr(&out)
        );
        let resumed = std::fs::read(&file).expect("the resumed game's save");
        assert!(
            resumed == whole,
            "{game} --bots {bots} --seed {seed}: saved after {k} moves and resumed, the record \
             differs from the game played straight through"
        );
        assert_eq!(
            ending(&stdout(&out)),
            ending(&straight_text),
            "{game}: the final table differs"
        );
    }
}

#[test]
fn every_game_resumes_exactly_with_random_bots() {
    crate::support::on_all_cores(&games(), |game| {
        // With random moves a TIC Rummy match runs to its 40-deal limit, rewriting a growing
        // save after every move (5 s a game, and seven games here); four deals still cross
        // deal boundaries.
        let game = match game.as_str() {
            "tic-rummy" => "tic-rummy --opt max-deals=4",
            other => other,
        };
        check_resume(game, "random", "11", &[0, 1, 3]);
    });
}

#[test]
fn every_game_resumes_exactly_with_its_default_bots() {
    for game in games() {
        // The game's own bots (the registry's list), one seat each, cycled.
        let own = tic_registry::find(&game).expect("a registered game").bots;
        let Some(&bot) = own.first() else { continue };
        let bot = if bot == "mcts" { "mcts:20" } else { bot };
        check_resume(&game, bot, "4", &[2]);
    }
}

#[test]
fn toker_saved_after_three_moves_resumes_as_the_straight_game() {
    // The case the issue reported: Toker, random bots, seed 11, saved after 3 moves.
    check_resume("toker", "random", "11", &[3]);
}

#[test]
fn letting_the_others_move_in_turnless_phases_resumes_exactly() {
    // An empty answer in a turnless (`Anyone`) phase lets the bots move (drawn per step); at an
    // ordinary turn it is refused and the next answer, `1`, plays.
    let answers = "\n1\n".repeat(ANSWERS / 2);
    let games = [
        "tic-squared --opt race",
        "gridsy --players 2",
        "gridsy --players 3 --opt size=3",
        "tri-up-tri-down",
    ];
    crate::support::on_all_cores(&games, |game| {
        check_resume_with(game, "random", "6", &answers, &[1, 2, 5]);
    });
}
