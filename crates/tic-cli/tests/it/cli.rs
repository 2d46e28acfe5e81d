//! The `tic` commands end to end: outputs, errors on stderr with non-zero exits, and that every
//! registered game simulates and saves/replays.

use std::process::Command;

use crate::support::{games, stderr, stdout, tic};

#[test]
fn cards_describes_and_compares() {
    let out = tic(&["cards", "3-star-orange"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("3-star-orange (compact 3so)"), "{text}");
    assert!(text.contains("value 12"), "{text}");

    let out = tic(&["cards", "4-square-red", "4-circle-red", "5-triangle-red"]);
    let text = stdout(&out);
    assert!(
        text.contains("4-square-red · 4-circle-red: Tic, no step"),
        "{text}"
    );
    assert!(
        text.contains("4-square-red · 5-triangle-red: Single, Duo step"),
        "{text}"
    );

    let out = tic(&["cards"]);
    let text = stdout(&out);
    assert!(text.contains("  1. 5-star-red"), "{text}");
    assert!(text.contains("125. 1-circle-violet"), "{text}");
}

#[test]
fn bad_cards_are_errors_on_stderr() {
    let out = tic(&["cards", "3-star-pink"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("`pink` in `3-star-pink` is not a color"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).is_empty());
    let out = tic(&["cards", "3so", "3-star-orange"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("twice"));
}

#[test]
fn unknown_games_and_options_are_errors() {
    let out = tic(&["simulate", "no-such-game"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no game \"no-such-game\""),
        "{}",
        stderr(&out)
    );
    let out = tic(&[
        "simulate",
        "twenty-one",
        "--opt",
        "colour=red",
        "--games",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown option \"colour\""),
        "{}",
        stderr(&out)
    );
    let out = tic(&[
        "simulate",
        "twenty-one",
        "--opt",
        "target=5",
        "--games",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("target"), "{}", stderr(&out));
}

#[test]
fn every_registered_game_simulates_with_every_bot() {
    let games = games();
    assert!(games.contains(&"twenty-one".to_owned()), "{games:?}");
    for game in &games {
        let out = tic(&[
            "simulate",
            game,
            "--games",
            "3",
            "--seed",
            "5",
            "--bots",
            "greedy,random",
            "--json",
        ]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let summary: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("json");
        assert_eq!(summary["games"], 3, "{game}");
    }
}

#[test]
fn play_saves_and_replay_steps_through() {
    let dir = std::env::temp_dir().join(format!("tic-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let save = dir.join("game.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tic"))
        .args(["play", "twenty-one", "--seed", "3", "--save"])
        .arg(&save)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        use std::io::Write;
        let stdin = child.stdin.as_mut().expect("stdin");
        // A bad move re-prompts; then play the first listed move until the game ends.
        writeln!(stdin, "99").expect("write");
        for _ in 0..20 {
            writeln!(stdin, "1").expect("write");
        }
    }
    let out = child.wait_with_output().expect("wait");
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("There is no move 99"), "{text}");
    assert!(text.contains("Final scores"), "{text}");
    let out = tic(&["replay", save.to_str().expect("utf-8 path"), "--all"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("Final scores"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_tour_shows_every_game() {
    let out = tic(&[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for game in games().iter().filter(|g| *g != "twenty-one") {
        assert!(text.contains(&format!("== {game} — ")), "{game}: {text}");
    }
    assert!(!text.contains("== twenty-one"));
}

/// `tic serve` with no database given: a SQLite file in the current directory, its path
/// printed with the address, and the API and the page answering there on 127.0.0.1.
#[test]
fn serve_stores_in_a_sqlite_file_here_and_prints_where() {
    use std::io::{BufRead, Read, Write};
    use std::sync::mpsc;
    use std::time::Duration;

    /// Kills the server however the test ends.
    struct Killed(std::process::Child);
    impl Drop for Killed {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    let dir = std::env::temp_dir().join(format!("tic-cli-serve-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut child = Killed(
        Command::new(env!("CARGO_BIN_EXE_tic"))
            .args(["serve", "--bind", "127.0.0.1:0"])
            .current_dir(&dir)
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("spawn"),
    );
    let stdout = child.0.stdout.take().expect("stdout");
    let (lines, lines_in) = mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let next = || {
        lines_in
            .recv_timeout(Duration::from_secs(60))
            .expect("a line from tic serve in time")
    };
    let listening = next();
    let addr = listening
        .strip_prefix("tic-server listening on http://")
        .unwrap_or_else(|| panic!("{listening}"))
        .to_owned();
    let stored = next();
    let file = dir.join("tic-server.sqlite3");
    let file = file.canonicalize().expect("the database file exists");
    assert!(
        stored.contains(&*file.to_string_lossy()),
        "{stored} names {}",
        file.display()
    );
    let get = |path: &str| {
        let mut stream = std::net::TcpStream::connect(&addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("timeout");
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
        )
        .expect("request");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("answer");
        answer
    };
    let games = get("/api/games");
    assert!(games.starts_with("HTTP/1.1 200"), "{games}");
    assert!(games.contains("\"name\":\"tic-of-a-kind\""), "{games}");
    let page = get("/");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    drop(child);
    let _ = std::fs::remove_dir_all(&dir);
}
