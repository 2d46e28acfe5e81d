//! The registry: every game listed once with sane players and options, options checked as they
//! are given, and every game driven to its end through the erased JSON interface, with no
//! hidden card reaching a seat or a spectator.

use rules_engine::conformance::{find_hidden_word, find_hidden_word_in_json};
use rules_engine::{Seed, ToAct};
use tic_registry::{OptionKind, Options, RegistryError, entries, find};

mod encoding;
mod text_forms;

/// Panics when a word of a text, or of any string of a JSON value, is a hidden card's text form
/// (read as the conformance suite reads them).
fn assert_hides<'a>(
    what: &str,
    texts: impl IntoIterator<Item = &'a str>,
    values: impl IntoIterator<Item = &'a serde_json::Value>,
    hidden: &[String],
) {
    let leak = texts
        .into_iter()
        .find_map(|t| find_hidden_word(t, hidden))
        .or_else(|| {
            values
                .into_iter()
                .find_map(|v| find_hidden_word_in_json(v, hidden))
        });
    if let Some(leak) = leak {
        panic!("{what} shows the hidden card {leak}");
    }
}

#[test]
fn every_game_is_listed_once_with_players_options_and_bots() {
    let all = entries();
    assert_eq!(all.len(), 18);
    let mut names: Vec<&str> = all.iter().map(|e| e.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all.len(), "a game is listed twice");
    for entry in all {
        let (min, max) = entry.players;
        assert!(
            min >= 1 && min <= max,
            "{}: players {min} to {max}",
            entry.name
        );
        assert!(
            (min..=max).contains(&entry.default_players),
            "{}: default players",
            entry.name
        );
        assert!(entry.bots.contains(&"greedy"), "{}", entry.name);
        for option in entry.options {
            assert_eq!(
                option.key,
                option.key.to_ascii_lowercase().replace('_', "-")
            );
            // A default that is a value (not words such as "by players") is of the option's
            // kind and in its range.
            let plain = match option.kind {
                OptionKind::Int { .. } => option.default.parse::<i64>().is_ok(),
                OptionKind::Bool => matches!(option.default, "true" | "false"),
                _ => false,
            };
            if plain {
                let pair = format!("{}={}", option.key, option.default);
                assert!(
                    Options::parse(std::slice::from_ref(&pair), entry.options).is_ok(),
                    "{}: the default {pair} is not valid",
                    entry.name
                );
            }
        }
        // Every player count in range makes a game, and one past it does not.
        for n in [min, max] {
            entry
                .new_game(Some(n), &serde_json::Value::Null, Seed(1))
                .unwrap_or_else(|e| panic!("{} with {n} players: {e}", entry.name));
        }
        assert!(
            entry
                .new_game(Some(max + 1), &serde_json::Value::Null, Seed(1))
                .is_err()
        );
    }
    assert!(find("TIC_of_a_Kind").is_ok());
    let err = find("poker").unwrap_err();
    assert!(matches!(err, RegistryError::UnknownGame { .. }), "{err}");
    assert!(err.to_string().contains("toker"), "{err}");
}

#[test]
fn options_are_checked_when_given_and_named_as_typed() {
    let toker = find("toker").expect("toker");
    let parse = |pairs: &[&str]| {
        let pairs: Vec<String> = pairs.iter().map(|p| (*p).to_owned()).collect();
        Options::parse(&pairs, toker.options)
    };
    assert!(parse(&["deals=3", "betting", "chips=50"]).is_ok());
    let message = |pairs: &[&str]| parse(pairs).unwrap_err().to_string();
    assert_eq!(
        message(&["Deals=0"]),
        r#"option `Deals`: "0" is not a whole number from 1 to 100"#
    );
    assert_eq!(
        message(&["chips=18446744073709551615"]),
        r#"option `chips`: "18446744073709551615" is not a whole number from 1 to 1000000"#
    );
    assert!(
        message(&["chips=0"]).contains("chips"),
        "checked with betting off"
    );
    assert!(message(&["betting=maybe"]).contains("true or false"));
    assert!(message(&["deals=2", "deals=3"]).contains("given twice"));
    assert!(message(&["no-such=1"]).contains("unknown option"));
    assert!(message(&["\u{1b}[2J=1"]).contains("\\u{1b}"));
    // From JSON, the same checks.
    let json = |v: serde_json::Value| Options::from_json(&v, toker.options);
    assert!(json(serde_json::json!({"deals": 3, "betting": true})).is_ok());
    assert!(json(serde_json::json!({"deals": 0})).is_err());
    assert!(json(serde_json::json!({"deals": [1]})).is_err());
    assert!(json(serde_json::json!([1, 2])).is_err());
    // A config the game's own check refuses names the option as typed.
    let squared = find("tic-squared").expect("tic-squared");
    let err = squared
        .new_game(Some(4), &serde_json::json!({"deck_cards": 2}), Seed(1))
        .err()
        .expect("too few cards for the hands");
    assert!(err.to_string().contains("`deck_cards`"), "{err}");
    // Ranges are enforced, never replaced by a default.
    for (game, key) in [
        ("toker", "exchanges"),
        ("gridsy", "pool"),
        ("tic-squared", "deck-cards"),
    ] {
        let entry = find(game).expect("game");
        assert!(
            entry
                .new_game(None, &serde_json::json!({ key: 0 }), Seed(1))
                .is_err(),
            "{game} {key}=0"
        );
    }
}

/// Each option's stated default is the game's: giving it changes nothing (so `tic list`
/// and the server's listing tell the truth about a default game).
#[test]
fn every_options_stated_default_is_the_games() {
    for entry in tic_registry::entries() {
        let plain = entry
            .new_game(None, &serde_json::Value::Null, Seed(1))
            .unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        for option in entry.options {
            let given = serde_json::json!({ option.key: option.default });
            // A default that depends on the rest ("false in Toker, true in Sequences") is
            // words, not a value: only values are checked.
            let Ok(game) = entry.new_game(None, &given, Seed(1)) else {
                assert!(
                    option.default.contains(' '),
                    "{} option {} default {:?} is neither a value nor words",
                    entry.name,
                    option.key,
                    option.default
                );
                continue;
            };
            assert_eq!(
                game.config_json(),
                plain.config_json(),
                "{} option {} stated default {:?}",
                entry.name,
                option.key,
                option.default
            );
        }
    }
}

/// Calls `f` on every game, on all cores (the games are independent).
/// The seat that acts now: the one to act, or one of the ready seats drawn from `rng` when any
/// may act; `None` once the game is over.
fn acting_seat(game: &dyn tic_registry::DynGame, rng: &mut rules_engine::GameRng) -> Option<usize> {
    match game.to_act() {
        ToAct::Nobody => None,
        ToAct::Player(p) => Some(p),
        ToAct::Anyone => {
            let ready = game.ready_players();
            Some(ready[rng.index(ready.len())])
        }
    }
}

fn on_all_cores(f: impl Fn(&tic_registry::Entry) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    while let Some(entry) =
                        entries().get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                    {
                        f(entry);
                    }
                })
            })
            .collect();
        for worker in workers {
            if let Err(payload) = worker.join() {
                std::panic::resume_unwind(payload);
            }
        }
    });
}

#[test]
fn every_game_plays_to_its_end_through_json_and_hides_what_it_must() {
    on_all_cores(|entry| {
        let mut game = entry
            .new_game(None, &serde_json::Value::Null, Seed(11))
            .unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        let n = game.num_players();
        let mut seen = vec![0usize; n + 1];
        let mut rng = rules_engine::GameRng::from_seed(Seed(5));
        for step in 0..3_000 {
            // Every seat's and the spectator's channel hides what it must.
            for (seat, seen) in seen.iter_mut().enumerate().take(n) {
                let view = game.view(seat);
                let events = game.events_since(seat, *seen);
                let view_text = game.view_text(seat);
                let event_texts = game.event_texts_since(seat, *seen);
                assert_hides(
                    &format!("{} step {step} seat {seat}", entry.name),
                    std::iter::once(view_text.as_str())
                        .chain(event_texts.iter().map(String::as_str)),
                    std::iter::once(&view).chain(&events),
                    &game.hidden_card_texts(seat),
                );
                *seen = game.event_count();
            }
            let view = game.spectator_view();
            let events = game.spectator_events_since(seen[n]);
            let view_text = game.spectator_view_text();
            assert_hides(
                &format!("{} step {step} spectator", entry.name),
                [view_text.as_str()],
                std::iter::once(&view).chain(&events),
                &game.spectator_hidden_card_texts(),
            );
            seen[n] = game.event_count();

            let Some(seat) = acting_seat(&*game, &mut rng) else {
                break;
            };
            let legal = game.legal_actions(seat);
            let action = &legal[rng.index(legal.len())];
            // A rejected action changes nothing: an action of a seat that may not act
            // (compared every few steps: the state's JSON holds the whole log, so comparing it
            // every step would cost the square of the game's length).
            if let ToAct::Player(p) = game.to_act()
                && n > 1
                && step % 16 == 0
            {
                let before = game.state_json();
                assert!(game.apply((p + 1) % n, action).is_err());
                assert_eq!(game.state_json(), before);
            }
            assert!(
                game.apply(seat, &serde_json::json!({"no": "such action"}))
                    .is_err()
            );
            game.apply(seat, action)
                .unwrap_or_else(|e| panic!("{} step {step}: {e}", entry.name));
        }
        // The record replays to the state; the state reloads; a tampered state does not.
        let record = game.record_json().expect("a new game has its record");
        let replayed = entry.load_record(&record).expect("the record replays");
        assert_eq!(replayed.state_json(), game.state_json(), "{}", entry.name);
        let reloaded = entry
            .load_state(&game.state_json())
            .expect("the state reloads");
        assert_eq!(reloaded.state_json(), game.state_json());
        let mut tampered: serde_json::Value =
            serde_json::from_str(&game.state_json()).expect("json");
        tampered["zz_unknown"] = serde_json::Value::Bool(true);
        assert!(
            entry.load_state(&tampered.to_string()).is_err(),
            "{}",
            entry.name
        );
        // Another game's record is refused.
        let other = if entry.name == "toker" {
            "sequences"
        } else {
            "toker"
        };
        assert!(find(other).expect("other").load_record(&record).is_err());
    });
}

#[test]
fn bots_move_through_the_erased_game_as_run_would() {
    for entry in entries() {
        let mut game = entry
            .new_game(None, &serde_json::Value::Null, Seed(3))
            .expect("default game");
        for _ in 0..20 {
            let Some((seat, action)) = game.bot_action("greedy", Seed(4)).expect("a bot move")
            else {
                break;
            };
            game.apply(seat, &action)
                .unwrap_or_else(|e| panic!("{}: the bot's move was refused: {e}", entry.name));
        }
        assert!(game.bot_action("cheater", Seed(4)).is_err());
    }
}
