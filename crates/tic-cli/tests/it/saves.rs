//! Save files: bounded reading, strict checks of what a save says, atomic writing, and what
//! `tic replay` shows of an unfinished game.

use std::path::Path;

use crate::support::{TempDir, first_moves, path_str, stderr, stdout, tic, tic_with_input};

/// A two-player Twenty-One saved after `moves` of the human's moves (quitting then).
fn saved_twenty_one(dir: &TempDir, name: &str, moves: usize) -> std::path::PathBuf {
    let file = dir.file(name);
    let out = tic_with_input(
        &[
            "play",
            "twenty-one",
            "--seed",
            "3",
            "--save",
            path_str(&file),
        ],
        &format!("{}q\n", first_moves(moves)),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    file
}

fn edit_json(file: &Path, edit: impl FnOnce(&mut serde_json::Value)) {
    let mut value: serde_json::Value =
        serde_json::from_slice(&std::fs::read(file).expect("read")).expect("json");
    edit(&mut value);
    std::fs::write(file, serde_json::to_vec(&value).expect("json")).expect("write");
}

fn assert_rejected(args: &[&str], file: &Path, what: &str) {
    let out = tic(args);
    let err = stderr(&out);
    assert!(!out.status.success(), "{what}: accepted");
    assert!(
        err.contains(path_str(file)),
        "{what}: the error names the file: {err}"
    );
    assert!(err.contains(what), "{what}: {err}");
}

#[test]
fn a_save_holds_the_record_and_loads_in_the_library() {
    let dir = TempDir::new("save-library");
    let file = saved_twenty_one(&dir, "game.json", 2);
    let bytes = std::fs::read(&file).expect("read");
    let value: serde_json::Value = serde_json::from_slice(&bytes).expect("json");
    assert_eq!(value["game"], "twenty-one");
    assert_eq!(value["record"]["game"], "twenty-one");
    assert_eq!(value["human"], 0);
    // Two human moves, each followed by the bot's: four actions.
    assert_eq!(value["record"]["actions"].as_array().map(Vec::len), Some(4));
    assert_eq!(
        tic_cli::check_save_file(&bytes).expect("loads"),
        "twenty-one"
    );
    assert!(tic_cli::check_save_file(b"").is_err());
    assert!(tic_cli::check_save_file(b"{\"game\": \"no-such-game\"}").is_err());
    // No temporary file is left beside the save.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["game.json"]);
    // Readable by its owner only: it holds every hidden card.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file)
            .expect("metadata")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}

#[test]
fn resume_of_dev_zero_and_of_huge_files_ends_with_a_clear_error() {
    if Path::new("/dev/zero").exists() {
        let out = tic(&["resume", "/dev/zero"]);
        assert!(!out.status.success());
        let err = stderr(&out);
        assert!(err.contains("/dev/zero: not a regular file"), "{err}");
    }
    let dir = TempDir::new("save-huge");
    let file = dir.file("huge.json");
    let mut text = String::from("{\"game\": \"twenty-one\", \"bots\": [");
    text.push_str(&" ".repeat(16 << 20));
    std::fs::write(&file, text).expect("write");
    assert_rejected(&["resume", path_str(&file)], &file, "larger than 16 MiB");
}

#[test]
fn a_save_naming_a_seat_that_does_not_exist_is_rejected() {
    let dir = TempDir::new("save-human");
    let file = saved_twenty_one(&dir, "game.json", 1);
    edit_json(&file, |v| v["human"] = 99.into());
    assert_rejected(
        &["resume", path_str(&file)],
        &file,
        "the human's seat 99 does not exist",
    );
    assert_rejected(
        &["replay", path_str(&file), "--all"],
        &file,
        "seat 99 does not exist",
    );
}

#[test]
fn a_save_with_more_bots_than_seats_or_unknown_bots_is_rejected() {
    let dir = TempDir::new("save-bots");
    let file = saved_twenty_one(&dir, "game.json", 1);
    edit_json(&file, |v| {
        v["bots"] = serde_json::Value::Array(vec!["random".into(); 10_000]);
    });
    assert_rejected(
        &["resume", path_str(&file)],
        &file,
        "10000 bot names for 1 bot seat",
    );
    edit_json(&file, |v| v["bots"] = serde_json::json!(["cheater"]));
    assert_rejected(&["resume", path_str(&file)], &file, "no bot \"cheater\"");
    // `tic play` saves only the names it uses: one bot seat, one name.
    let file = dir.file("two-names.json");
    let out = tic_with_input(
        &[
            "play",
            "twenty-one",
            "--bots",
            "random,greedy",
            "--save",
            path_str(&file),
        ],
        "q\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).expect("read")).expect("json");
    assert_eq!(value["bots"], serde_json::json!(["random"]));
}

#[test]
fn a_save_with_unknown_fields_or_a_broken_record_is_rejected() {
    let dir = TempDir::new("save-broken");
    let file = saved_twenty_one(&dir, "game.json", 1);
    edit_json(&file, |v| v["cheat"] = true.into());
    assert_rejected(&["resume", path_str(&file)], &file, "unknown field `cheat`");
    let file = saved_twenty_one(&dir, "game2.json", 2);
    // The second recorded action played by the wrong seat.
    edit_json(&file, |v| v["record"]["actions"][1][0] = 0.into());
    assert_rejected(&["replay", path_str(&file)], &file, "does not replay");
}

#[test]
fn a_record_relabelled_as_another_game_is_rejected() {
    let dir = TempDir::new("save-label");
    let file = dir.file("toker.json");
    let out = tic_with_input(
        &[
            "play",
            "toker",
            "--bots",
            "random",
            "--seed",
            "11",
            "--save",
            path_str(&file),
        ],
        &format!("{}q\n", first_moves(3)),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    edit_json(&file, |v| v["game"] = "sequences".into());
    assert_rejected(
        &["replay", path_str(&file), "--all"],
        &file,
        "the record is of \"toker\", not `sequences`",
    );
    assert_rejected(
        &["resume", path_str(&file)],
        &file,
        "the record is of \"toker\", not `sequences`",
    );
}

#[test]
fn replay_of_an_unfinished_game_shows_only_the_saved_players_seat() {
    let dir = TempDir::new("save-reveal");
    let file = saved_twenty_one(&dir, "game.json", 1);
    let out = tic(&["replay", path_str(&file), "--all", "--seat", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("pass --reveal"), "{}", stderr(&out));
    assert!(stdout(&out).is_empty());
    let out = tic(&["replay", path_str(&file), "--all"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("the game is unfinished"),
        "{}",
        stdout(&out)
    );
    let out = tic(&[
        "replay",
        path_str(&file),
        "--all",
        "--seat",
        "1",
        "--reveal",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = tic(&["replay", path_str(&file), "--all", "--seat", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("there is no seat 2"),
        "{}",
        stderr(&out)
    );
    // A finished game may be shown from any seat.
    let file = saved_twenty_one(&dir, "finished.json", 30);
    let out = tic(&["replay", path_str(&file), "--all", "--seat", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("Final scores"));
}

#[test]
fn a_save_to_an_unwritable_path_fails_before_the_game_starts() {
    let dir = TempDir::new("save-unwritable");
    let file = dir.file("no-such-directory").join("game.json");
    let out = tic_with_input(
        &["play", "twenty-one", "--save", path_str(&file)],
        &first_moves(30),
    );
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains(path_str(&file)), "{err}");
    assert!(err.contains("cannot save here"), "{err}");
    assert!(
        !stdout(&out).contains("you are player"),
        "the game started: {}",
        stdout(&out)
    );
    // A directory is not a file to save to either.
    let out = tic(&["play", "twenty-one", "--save", path_str(dir.path())]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("cannot save here"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_save_fuzz_seeds_load_or_are_rejected_as_named() {
    // `fuzz/seeds/cli_save/`: a save of every game (each loads) and `broken-*` files (each
    // rejected), the corpus of the `cli_save` fuzz target.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/cli_save");
    let mut loaded = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the seed directory") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let bytes = std::fs::read(&path).expect("read");
        let result = tic_cli::check_save_file(&bytes);
        if name.starts_with("broken-") {
            assert!(result.is_err(), "{name} loads");
        } else {
            let game = result.unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(format!("{game}.json"), name);
            loaded.push(game.to_owned());
        }
    }
    loaded.sort();
    let mut all = crate::support::games();
    all.sort();
    assert_eq!(loaded, all, "a seed save for every game");
}
