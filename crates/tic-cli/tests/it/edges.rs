//! The program at its edges: what replay shows of an unfinished game, where saves may be
//! written and read, closed and full outputs, hostile text in messages, options checked
//! always, long save names, stray dashes in card names, and saves appended to, not rewritten.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{TempDir, first_moves, games, path_str, stderr, stdout, tic, tic_with_input};

/// The words of a text as the conformance suite reads them: runs between white space and
/// brackets, each also without trailing sentence punctuation.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| {
        c.is_whitespace() || matches!(c, ',' | ';' | '[' | ']' | '(' | ')' | '{' | '}' | '|' | '"')
    })
    .filter(|w| !w.is_empty())
    .flat_map(|w| [w, w.trim_end_matches(['.', ':', '!', '?'])])
    .filter(|w| !w.is_empty())
    .collect()
}

/// The save's record (the first line's, with any appended action lines).
fn record_of(file: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(file).expect("read");
    let mut lines = text.lines();
    let mut saved: serde_json::Value =
        serde_json::from_str(lines.next().expect("a first line")).expect("json");
    for line in lines.filter(|l| !l.trim().is_empty()) {
        let action: serde_json::Value = serde_json::from_str(line).expect("an action line");
        saved["record"]["actions"]
            .as_array_mut()
            .expect("actions")
            .push(action);
    }
    saved["record"].take()
}

#[test]
fn replay_of_every_unfinished_game_shows_no_card_hidden_from_the_saved_seat() {
    let dir = TempDir::new("edges-replay");
    let names = games();
    crate::support::on_all_cores(&names, |game| {
        let file = dir.file(&format!("{game}.json"));
        let out = tic_with_input(
            &[
                "play",
                game,
                "--bots",
                "random",
                "--seed",
                "4",
                "--save",
                path_str(&file),
            ],
            &format!("{}q\n", first_moves(3)),
        );
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let record = record_of(&file);
        let out = tic(&["--color", "never", "replay", path_str(&file), "--all"]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let text = stdout(&out);
        let entry = tic_registry::find(game).expect("registered");
        let actions = record["actions"].as_array().expect("actions").clone();
        let rebuilt = |steps: usize| {
            let mut partial = record.clone();
            partial["actions"] = serde_json::Value::Array(actions[..steps].to_vec());
            entry
                .load_record(&partial.to_string())
                .expect("a prefix of the record replays")
        };
        if rebuilt(actions.len()).is_over() {
            return;
        }
        // The text before "step 1:" is the first view; block k follows step k.
        let blocks: Vec<&str> = text.split("\nstep ").collect();
        assert_eq!(blocks.len(), actions.len() + 1, "{game}: {text}");
        for (steps, block) in blocks.iter().enumerate() {
            let hidden = rebuilt(steps).hidden_card_texts(0);
            if let Some(leak) = words(block)
                .into_iter()
                .find(|w| hidden.binary_search_by(|h| h.as_str().cmp(w)).is_ok())
            {
                panic!("{game} step {steps}: replay shows the hidden card {leak}:\n{block}");
            }
        }
    });
}

#[test]
fn saves_refuse_links_fifos_devices_and_directories() {
    let dir = TempDir::new("edges-save-targets");
    let target = dir.file("precious.txt");
    std::fs::write(&target, "keep me").expect("write");
    let link = dir.file("link.json");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    let fifo = dir.file("fifo.json");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    for path in [
        link.as_path(),
        fifo.as_path(),
        Path::new("/dev/null"),
        dir.path(),
    ] {
        let out = tic_with_input(
            &["play", "twenty-one", "--save", path_str(path)],
            &first_moves(2),
        );
        assert!(!out.status.success(), "{}: saved", path.display());
        assert!(
            stderr(&out).contains("cannot save here"),
            "{}: {}",
            path.display(),
            stderr(&out)
        );
    }
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "keep me");
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("link")
            .file_type()
            .is_symlink()
    );
    use std::os::unix::fs::FileTypeExt;
    assert!(
        std::fs::metadata("/dev/null")
            .expect("/dev/null")
            .file_type()
            .is_char_device()
    );
    // A save leaves no temporary file and is its owner's alone.
    let file = dir.file("game.json");
    let out = tic_with_input(
        &["play", "twenty-one", "--save", path_str(&file)],
        &format!("{}q\n", first_moves(2)),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let strays: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(strays.is_empty(), "{strays:?}");
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&file).expect("save").permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn stray_temporary_files_of_killed_runs_are_removed() {
    let dir = TempDir::new("edges-strays");
    let stray = dir.file(".tic-save-0123456789abcdef.tmp");
    std::fs::write(&stray, "half a save").expect("write");
    // Ten minutes old, as a killed run's would be by now.
    let old = std::time::SystemTime::now() - Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&stray)
        .and_then(|f| f.set_modified(old))
        .expect("mtime");
    let recent = dir.file(".tic-save-fedcba9876543210.tmp");
    std::fs::write(&recent, "another run's write in progress").expect("write");
    let file = dir.file("game.json");
    let out = tic_with_input(
        &["play", "twenty-one", "--save", path_str(&file)],
        &format!("{}q\n", first_moves(1)),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stray.exists(), "the old stray is removed");
    assert!(recent.exists(), "a recent one may be another run's: kept");
}

/// Runs `tic` with `args`, killing it after `limit`: `None` if it had to be killed.
fn run_bounded(args: &[&str], limit: Duration) -> Option<std::process::Output> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tic"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tic runs");
    let start = Instant::now();
    while start.elapsed() < limit {
        if child.try_wait().expect("wait").is_some() {
            return Some(child.wait_with_output().expect("output"));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[test]
fn resume_and_replay_refuse_a_fifo_at_once() {
    let dir = TempDir::new("edges-fifo");
    let fifo = dir.file("game.json");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    for command in ["resume", "replay"] {
        let out = run_bounded(&[command, path_str(&fifo)], Duration::from_secs(20))
            .unwrap_or_else(|| panic!("`tic {command}` on a FIFO blocked"));
        assert!(!out.status.success());
        assert!(
            stderr(&out).contains("not a regular file"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn a_closed_or_full_output_ends_quietly_or_with_an_error_never_a_panic() {
    for args in [
        vec!["list"],
        vec!["cards"],
        vec!["simulate", "twenty-one", "--games", "50", "--json"],
        vec![],
    ] {
        // Closed pipe: the reader is gone before the program writes.
        let mut child = Command::new(env!("CARGO_BIN_EXE_tic"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tic runs");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("wait");
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: quiet, not {err}");
        // A full disk: a clear error.
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_tic"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("tic runs");
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains("tic: error:"), "{args:?}: {err}");
    }
    // `play` into a closed pipe, too.
    let mut child = Command::new(env!("CARGO_BIN_EXE_tic"))
        .args(["play", "twenty-one"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tic runs");
    drop(child.stdout.take());
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(first_moves(5).as_bytes());
    }
    let out = child.wait_with_output().expect("wait");
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
}

#[test]
fn hostile_or_huge_text_from_a_save_reaches_the_terminal_escaped_and_short() {
    let dir = TempDir::new("edges-hostile");
    let file = dir.file("game.json");
    let title = "\u{1b}]0;pwned\u{7}\u{1b}[2J";
    std::fs::write(
        &file,
        serde_json::json!({"game": title, "human": 0}).to_string(),
    )
    .expect("write");
    let out = tic(&["resume", path_str(&file)]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    let huge = "x".repeat(16_000_000);
    std::fs::write(
        &file,
        serde_json::json!({"game": huge, "human": 0}).to_string(),
    )
    .expect("write");
    let out = tic(&["resume", path_str(&file)]);
    assert!(!out.status.success());
    assert!(stderr(&out).len() < 5_000, "{} bytes", stderr(&out).len());
    // A bot name from the command line, too.
    let out = tic(&["play", "twenty-one", "--bots", "\u{1b}[2Jevil"]);
    assert!(!out.status.success());
    assert!(!stderr(&out).contains('\u{1b}'), "{:?}", stderr(&out));
}

#[test]
fn every_option_given_is_checked_and_named_as_typed() {
    for (args, expected) in [
        (
            vec!["play", "toker", "--opt", "chips=0"],
            "option `chips`: \"0\" is not a whole number from 1 to 1000000",
        ),
        (vec!["play", "toker", "--opt", "ante=0"], "option `ante`"),
        (vec!["play", "toker", "--opt", "deals=0"], "option `deals`"),
        (
            vec!["play", "toker", "--opt", "exchanges=0"],
            "option `exchanges`",
        ),
        (vec!["play", "gridsy", "--opt", "pool=0"], "option `pool`"),
        (
            vec!["play", "tic-squared", "--opt", "deck_cards=0"],
            "option `deck_cards`",
        ),
        (
            vec!["play", "toker", "--opt", "chips=18446744073709551615"],
            "\"18446744073709551615\"",
        ),
        (
            vec!["play", "toker", "--opt", "betting=maybe"],
            "true or false",
        ),
        (
            vec!["play", "ticardo-duel", "--opt", "reach=far"],
            "one of any, one-space, cardinal",
        ),
    ] {
        let out = tic(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).contains(expected),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    // Options whose values only matter together are still checked together.
    let out = tic(&[
        "play", "toker", "--opt", "betting", "--opt", "chips=5", "--opt", "ante=9",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("ante"), "{}", stderr(&out));
}

#[test]
fn a_save_name_of_250_bytes_works() {
    let dir = TempDir::new("edges-long-name");
    let file = dir.file(&format!("{}.json", "g".repeat(245)));
    let out = tic_with_input(
        &["play", "twenty-one", "--save", path_str(&file)],
        &format!("{}q\n", first_moves(2)),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(tic(&["replay", path_str(&file), "--all"]).status.success());
}

#[test]
fn stray_dashes_in_card_names_are_errors() {
    for card in ["-3so", "3so-", "3-star-red-", "3--star-red"] {
        let out = tic(&["cards", "--", card]);
        assert!(!out.status.success(), "{card}: {}", stdout(&out));
    }
}

#[test]
fn a_save_is_appended_to_while_playing_and_a_killed_run_leaves_it_loadable() {
    let dir = TempDir::new("edges-append");
    let file = dir.file("game.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tic"))
        .args([
            "play",
            "tic-of-a-kind",
            "--seed",
            "2",
            "--save",
            path_str(&file),
        ])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("tic runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let first_line = |path: &Path| {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|t| t.lines().next().map(str::to_owned))
    };
    let lines = |path: &Path| std::fs::read_to_string(path).map_or(0, |t| t.lines().count());
    let start = Instant::now();
    while first_line(&file).is_none() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let header = first_line(&file).expect("the save is written before the game starts");
    for _ in 0..8 {
        stdin.write_all(b"1\n").expect("a move");
        stdin.flush().expect("flush");
    }
    let start = Instant::now();
    while lines(&file) < 8 && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().expect("kill");
    let _ = child.wait();
    // The first line was never rewritten: the moves since were appended as lines.
    assert_eq!(first_line(&file), Some(header));
    assert!(lines(&file) >= 8, "{} lines", lines(&file));
    let bytes = std::fs::read(&file).expect("read");
    assert_eq!(
        tic_cli::check_save_file(&bytes).expect("loads"),
        "tic-of-a-kind"
    );
    // A line cut short by the kill is not an action: left out, and the save still loads.
    let mut torn = bytes.clone();
    torn.extend_from_slice(b"[0,{\"disc");
    assert_eq!(
        tic_cli::check_save_file(&torn).expect("loads"),
        "tic-of-a-kind"
    );
    // Resuming plays on from it (and quitting writes it whole again, one line).
    let out = tic_with_input(&["resume", path_str(&file)], "q\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(lines(&file), 1);
}
