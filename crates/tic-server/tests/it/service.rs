//! The service in process, no network: every game of the registry with bots on every seat but
//! one, which the test drives with random legal actions to the end, checking every snapshot
//! for hidden cards; and every refusal.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tic_server::{
    ActionInput, Cap, CreateMatch, Forms, Limits, Service, ServiceError, Since, Snapshot,
};

use crate::common::{Rng, TempDb, check_snapshot, check_value};

fn create(game: &str, players: Option<usize>, seed: u64, seats: &[&str]) -> CreateMatch {
    CreateMatch {
        game: game.to_owned(),
        players,
        seed: Some(seed),
        seats: Some(seats.iter().map(|s| (*s).to_owned()).collect()),
        ..CreateMatch::default()
    }
}

/// The snapshot's JSON text (`seat_json`, `spectate_json`) holds what the typed snapshot
/// serializes to, field for field; with `each_form`, so does each single-form snapshot (the
/// default's fields less the other form's), checked for hidden cards too.
async fn assert_same_json(
    service: &Service,
    id: &str,
    seat: Option<(usize, Option<&str>)>,
    since: Since,
    each_form: bool,
    what: &str,
) {
    let (typed, text) = match seat {
        Some((seat, token)) => (
            service.seat(id, seat, token, since).await.unwrap(),
            service
                .seat_json(id, seat, token, since, Forms::Both)
                .await
                .unwrap(),
        ),
        None => (
            service.spectate(id, since).await.unwrap(),
            service.spectate_json(id, since, Forms::Both).await.unwrap(),
        ),
    };
    let parsed: Value = serde_json::from_str(&text.json)
        .unwrap_or_else(|e| panic!("{what}: {seat:?} {since:?}: not JSON: {e}"));
    assert_eq!(
        parsed,
        serde_json::to_value(&typed).unwrap(),
        "{what}: {seat:?} {since:?}: the text and the typed snapshot differ"
    );
    assert_eq!(
        (text.version, text.event_count),
        (typed.version, typed.event_count)
    );
    if !each_form {
        return;
    }
    // Each form alone: exactly the default's fields less the other form's, with the same
    // values, and nothing hidden from the seat in it.
    for forms in [Forms::Json, Forms::Text] {
        let alone = match seat {
            Some((seat, token)) => service.seat_json(id, seat, token, since, forms).await,
            None => service.spectate_json(id, since, forms).await,
        }
        .unwrap();
        let alone: Value = serde_json::from_str(&alone.json)
            .unwrap_or_else(|e| panic!("{what}: {seat:?} {forms:?}: not JSON: {e}"));
        let mut expected = parsed.clone();
        let object = expected.as_object_mut().unwrap();
        for field in forms.omitted() {
            assert!(object.remove(*field).is_some(), "{field} in the default");
        }
        assert_eq!(object.len(), 15 - 3, "{what}: the default's fields");
        assert_eq!(alone, expected, "{what}: {seat:?} {since:?} {forms:?}");
        check_value(
            service,
            id,
            seat.map(|(s, _)| s),
            typed.version,
            &alone,
            &format!("{what} {forms:?}"),
        )
        .await;
    }
}

/// Plays one match of `game` with the human at `human` and `bot` elsewhere, to the end.
async fn play_one(
    service: &Service,
    game: &str,
    players: usize,
    human: usize,
    bot: &str,
    seed: u64,
) -> usize {
    let bots = vec![bot; players];
    play_seats(service, game, players, human, &bots, seed).await
}

/// Plays one match with the human at `human` and `bots[s]` at every other seat, to the end.
async fn play_seats(
    service: &Service,
    game: &str,
    players: usize,
    human: usize,
    bots: &[&str],
    seed: u64,
) -> usize {
    let seats: Vec<&str> = (0..players)
        .map(|s| if s == human { "human" } else { bots[s] })
        .collect();
    let created = service
        .create(create(game, Some(players), seed, &seats))
        .await
        .unwrap_or_else(|e| panic!("{game}: create: {e}"));
    let what = format!("{game} seed {seed} seat {human}");
    let spectator = service.spectate(&created.id, Since::All).await.unwrap();
    check_snapshot(service, &spectator, &format!("{what} spectator")).await;
    let joined = service.join(&created.id, None).await.unwrap();
    assert_eq!(joined.seat, human, "{what}: the one open seat");
    let token = Some(joined.token.as_str());
    let mut snapshot = service
        .seat(&created.id, human, token, Since::All)
        .await
        .unwrap();
    check_snapshot(service, &snapshot, &what).await;
    let mut log = snapshot.event_texts.clone();
    let mut rng = Rng(seed);
    let mut moves = 0;
    let started = Instant::now();
    while snapshot.outcome.is_none() {
        assert!(moves < 5_000, "{what}: no end after {moves} moves");
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "{what}: too slow"
        );
        assert!(
            !snapshot.legal_actions.is_empty(),
            "{what}: the server waits for a seat with no legal action at version {}",
            snapshot.version
        );
        assert_eq!(
            snapshot.legal_actions.len(),
            snapshot.legal_action_texts.len()
        );
        let k = rng.below(snapshot.legal_actions.len());
        // JSON and text alike.
        let input = if moves % 2 == 0 {
            ActionInput::Json(snapshot.legal_actions[k].clone())
        } else {
            ActionInput::Text(snapshot.legal_action_texts[k].clone())
        };
        // The typed answer and the JSON text answer in turn.
        let next = if moves % 3 == 1 {
            let text = service
                .act_json(
                    &created.id,
                    human,
                    token,
                    snapshot.version,
                    input,
                    Forms::Both,
                )
                .await
                .unwrap_or_else(|e| panic!("{what}: move {moves}: {e}"));
            let next: Snapshot = serde_json::from_str(&text.json)
                .unwrap_or_else(|e| panic!("{what}: move {moves}: the text: {e}"));
            assert_eq!(
                (text.version, text.event_count),
                (next.version, next.event_count)
            );
            // The same seat at the same version and first event: the text kept.
            let again = service
                .seat_json(
                    &created.id,
                    human,
                    token,
                    Since::Version(snapshot.version),
                    Forms::Both,
                )
                .await
                .unwrap();
            assert!(
                Arc::ptr_eq(&again.json, &text.json),
                "{what}: the text written again"
            );
            next
        } else {
            service
                .act(&created.id, human, token, snapshot.version, input)
                .await
                .unwrap_or_else(|e| panic!("{what}: move {moves}: {e}"))
        };
        // The single-form snapshots every fourth step and at the last (each is written by
        // the same code as the default, which is checked at every step).
        let each_form = moves % 4 == 0 || next.outcome.is_some();
        assert_same_json(
            service,
            &created.id,
            Some((human, token)),
            Since::Version(snapshot.version),
            each_form,
            &what,
        )
        .await;
        assert!(next.version > snapshot.version);
        assert_eq!(
            next.events_from, snapshot.event_count,
            "{what}: events since the move"
        );
        check_snapshot(service, &next, &what).await;
        log.extend(next.event_texts.iter().cloned());
        let since = if moves % 8 == 0 {
            Since::All
        } else {
            Since::Version(snapshot.version)
        };
        let spectator = service.spectate(&created.id, since).await.unwrap();
        check_snapshot(service, &spectator, &format!("{what} spectator")).await;
        assert_same_json(service, &created.id, None, since, each_form, &what).await;
        snapshot = next;
        moves += 1;
    }
    // The events gathered move by move are as many as the seat's whole log (an old event may
    // read differently now that more is public: only the count is compared).
    let whole = service
        .seat(&created.id, human, token, Since::All)
        .await
        .unwrap();
    assert_eq!(
        whole.event_texts.len(),
        log.len(),
        "{what}: the events move by move"
    );
    assert_eq!(whole.event_count, log.len());
    check_snapshot(service, &whole, &what).await;
    // A finished match accepts nothing, and says why.
    let over = service
        .act(
            &created.id,
            human,
            token,
            whole.version,
            ActionInput::Text("anything".into()),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(over, ServiceError::MatchOver { .. }),
        "{what}: {over}"
    );
    assert_eq!(over.status(), 422);
    moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_to_the_end_with_one_seat_driven_by_the_test() {
    let service = Service::open("sqlite::memory:", Limits::default())
        .await
        .unwrap();
    let games = tic_server::games();
    assert!(games.len() >= 15, "every game of the registry");
    // With the conformance suites' games-per-config variable at 1 (CI's step that tests each
    // crate alone, unoptimised) each game plays its first table only.
    let one_table = std::env::var("RULES_ENGINE_CONFORMANCE_GAMES").is_ok_and(|v| v.trim() == "1");
    let mut total = 0;
    for (g, game) in games.iter().enumerate() {
        let started = Instant::now();
        let players = game.default_players;
        let human = g % players;
        let seed = 1_000 + g as u64;
        let moves = play_one(&service, &game.name, players, human, "bot:greedy", seed).await;
        eprintln!(
            "{}: {moves} moves by seat {human} of {players} against greedy bots, {:.1} s",
            game.name,
            started.elapsed().as_secs_f64()
        );
        total += moves;
        if one_table {
            continue;
        }
        // Another table: for a short game the most players (up to five) with random, search
        // and greedy bots; for a long one (random bots alone drag some to their action limit)
        // the fewest players and greedy bots. The test takes another seat.
        let started = Instant::now();
        let entry = tic_registry::find(&game.name).unwrap();
        let valid = |n: usize| {
            entry
                .new_game(Some(n), &serde_json::Value::Null, rules_engine::Seed(1))
                .is_ok()
        };
        let (players, kinds): (usize, &[&str]) = if moves < 300 {
            let n = (game.players[0]..=game.players[1].min(5))
                .rev()
                .find(|&n| valid(n))
                .unwrap();
            (n, &["bot:random", "bot:mcts:10", "bot:greedy"])
        } else {
            (game.players[0], &["bot:greedy"])
        };
        let human = (human + 1) % players;
        let bots: Vec<&str> = (0..players).map(|s| kinds[s % kinds.len()]).collect();
        let moves = play_seats(&service, &game.name, players, human, &bots, seed + 100).await;
        eprintln!(
            "{}: {moves} moves by seat {human} of {players} against {bots:?}, {:.1} s",
            game.name,
            started.elapsed().as_secs_f64()
        );
        total += moves;
    }
    assert!(total > 100);
}

/// Every game with a bot at every seat (the fewest players, greedy bots): the bots play the
/// match to its end as it is created, the spectator's snapshot hides what it must, no seat is
/// open, and a service opened afresh on the database reloads the same finished match.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_itself_out_with_bots_at_every_seat() {
    let db = TempDb::new("all-bots");
    let service = Service::open(&db.url(), Limits::default()).await.unwrap();
    for (g, game) in tic_server::games().iter().enumerate() {
        let players = game.players[0];
        let seats = vec!["bot:greedy"; players];
        let what = format!("{} with {players} greedy bots", game.name);
        let created = service
            .create(create(&game.name, Some(players), 2_000 + g as u64, &seats))
            .await
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let public = service.spectate(&created.id, Since::All).await.unwrap();
        assert!(public.outcome.is_some(), "{what}: not over at creation");
        assert!(public.version > 0, "{what}: no move stored");
        assert_eq!(public.event_count, public.event_texts.len());
        check_snapshot(&service, &public, &what).await;
        let e = service.join(&created.id, None).await.unwrap_err();
        assert_eq!(e.status(), 409, "{what}: {e}");
        let fresh = Service::open(&db.url(), Limits::default()).await.unwrap();
        assert_eq!(
            fresh.spectate(&created.id, Since::All).await.unwrap(),
            public,
            "{what}: reloaded"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_typed_and_store_nothing() {
    let db = TempDb::new("refusals");
    let service = Service::open(&db.url(), Limits::default()).await.unwrap();
    let bad = |r: Result<tic_server::Created, ServiceError>| {
        let e = r.unwrap_err();
        assert_eq!(e.status(), 400, "{e}");
        e.to_string()
    };
    let message = bad(service.create(create("no-such-game", None, 1, &[])).await);
    assert!(message.contains("no game"), "{message}");
    let message = bad(service
        .create(CreateMatch {
            options: json!({"no_such_option": 1}),
            ..create("toker", Some(2), 1, &["human", "human"])
        })
        .await);
    assert!(message.contains("no_such_option"), "{message}");
    let message = bad(service
        .create(CreateMatch {
            options: json!({"deals": 100000}),
            ..create("toker", Some(2), 1, &["human", "human"])
        })
        .await);
    assert!(message.contains("deals"), "{message}");
    let message = bad(service.create(create("toker", Some(99), 1, &[])).await);
    assert!(message.contains("players"), "{message}");
    let message = bad(service
        .create(create("toker", Some(2), 1, &["human"]))
        .await);
    assert!(message.contains("seats"), "{message}");
    let message = bad(service
        .create(create("toker", Some(2), 1, &["human", "robot"]))
        .await);
    assert!(message.contains("robot"), "{message}");
    let message = bad(service
        .create(create("toker", Some(2), 1, &["human", "bot:nobody"]))
        .await);
    assert!(message.contains("nobody"), "{message}");
    let message = bad(service
        .create(CreateMatch {
            options: json!([1, 2]),
            ..create("toker", Some(2), 1, &["human", "human"])
        })
        .await);
    assert!(message.contains("options"), "{message}");
    assert!(
        service.open_matches(None).await.unwrap().is_empty(),
        "nothing stored"
    );

    let created = service
        .create(create("toker", Some(2), 3, &["human", "human"]))
        .await
        .unwrap();
    let id = created.id.as_str();
    let e = service.join("0123456789abcdef", None).await.unwrap_err();
    assert_eq!(e.status(), 404);
    let e = service.join("../etc/passwd", None).await.unwrap_err();
    assert_eq!(e.status(), 404);
    let e = service.join(id, Some(5)).await.unwrap_err();
    assert!(matches!(e, ServiceError::UnknownSeat { .. }), "{e}");
    let a = service.join(id, None).await.unwrap();
    let b = service.join(id, None).await.unwrap();
    assert_eq!((a.seat, b.seat), (0, 1));
    assert_ne!(a.token, b.token);
    assert_eq!(a.token.len(), 32, "128 bits as hex");
    let e = service.join(id, None).await.unwrap_err();
    assert!(matches!(e, ServiceError::NoOpenSeat { .. }), "{e}");
    let e = service.join(id, Some(0)).await.unwrap_err();
    assert!(matches!(e, ServiceError::SeatTaken { seat: 0 }), "{e}");
    assert_eq!(e.status(), 409);

    // Tokens: missing, wrong, another seat's.
    for token in [None, Some("0".repeat(32).as_str()), Some(b.token.as_str())] {
        let e = service.seat(id, 0, token, Since::All).await.unwrap_err();
        assert!(matches!(e, ServiceError::Forbidden { seat: 0 }), "{e}");
        assert_eq!(e.status(), 403);
        let e = service
            .act(id, 0, token, 0, ActionInput::Text("x".into()))
            .await
            .unwrap_err();
        assert_eq!(e.status(), 403, "{e}");
        assert!(e.snapshot().is_none(), "no snapshot for a stranger");
    }
    let mine = service
        .seat(id, 0, Some(&a.token), Since::All)
        .await
        .unwrap();
    let (actor, token) = match mine.to_act {
        rules_engine::ToAct::Player(0) => (0, a.token.as_str()),
        _ => (1, b.token.as_str()),
    };
    let other = 1 - actor;
    let other_token = if other == 0 {
        a.token.as_str()
    } else {
        b.token.as_str()
    };
    let snap = service
        .seat(id, actor, Some(token), Since::All)
        .await
        .unwrap();
    // Stale: 409 with the fresh snapshot.
    let e = service
        .act(
            id,
            actor,
            Some(token),
            7,
            ActionInput::Json(snap.legal_actions[0].clone()),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(
            e,
            ServiceError::StaleVersion {
                given: 7,
                current: 0,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.status(), 409);
    assert_eq!(e.snapshot().unwrap().version, 0);
    assert_eq!(e.snapshot().unwrap().seat, Some(actor));
    // Malformed: JSON that is no action, text that reads as none.
    let e = service
        .act(
            id,
            actor,
            Some(token),
            0,
            ActionInput::Json(json!({"fly": 3})),
        )
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::MalformedAction { .. }), "{e}");
    assert_eq!(e.status(), 422);
    let e = service
        .act(
            id,
            actor,
            Some(token),
            0,
            ActionInput::Text("fly away".into()),
        )
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::MalformedAction { .. }), "{e}");
    // Illegal: the other seat acting out of turn.
    let e = service
        .act(
            id,
            other,
            Some(other_token),
            0,
            ActionInput::Json(snap.legal_actions[0].clone()),
        )
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::IllegalAction { .. }), "{e}");
    assert_eq!(e.status(), 422);
    assert!(
        e.to_json()["snapshot"].is_object(),
        "the fresh snapshot comes along"
    );
    // Nothing was stored: a second service on the same file sees version 0.
    let fresh = Service::open(&db.url(), Limits::default()).await.unwrap();
    let seen = fresh
        .seat(id, actor, Some(token), Since::All)
        .await
        .unwrap();
    assert_eq!(seen.version, 0);
    assert_eq!(seen, snap);
    // And a legal move lands.
    let after = service
        .act(
            id,
            actor,
            Some(token),
            0,
            ActionInput::Text(snap.legal_action_texts[0].clone()),
        )
        .await
        .unwrap();
    assert_eq!(after.version, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caps_say_which() {
    let mut limits = Limits::default();
    limits.max_matches = 2;
    limits.max_connections_per_match = 2;
    limits.max_list = 5;
    limits.moves_per_second = 2;
    let service = Service::open("sqlite::memory:", limits).await.unwrap();
    let a = service
        .create(create("toker", Some(2), 1, &["human", "human"]))
        .await
        .unwrap();
    service
        .create(create("toker", Some(2), 2, &["human", "human"]))
        .await
        .unwrap();
    let e = service
        .create(create("toker", Some(2), 3, &["human", "human"]))
        .await
        .unwrap_err();
    assert!(
        matches!(
            e,
            ServiceError::Cap {
                cap: Cap::Matches,
                limit: 2,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.status(), 429);
    assert_eq!(e.to_json()["error"]["cap"], "matches");
    let e = service.open_matches(Some(6)).await.unwrap_err();
    assert!(matches!(e, ServiceError::Cap { cap: Cap::List, .. }), "{e}");
    assert_eq!(service.open_matches(None).await.unwrap().len(), 2);
    let s1 = service.subscribe(&a.id).await.unwrap();
    let _s2 = service.subscribe(&a.id).await.unwrap();
    let e = service.subscribe(&a.id).await.unwrap_err();
    assert!(
        matches!(
            e,
            ServiceError::Cap {
                cap: Cap::ConnectionsPerMatch,
                ..
            }
        ),
        "{e}"
    );
    drop(s1);
    let _s3 = service
        .subscribe(&a.id)
        .await
        .expect("a connection closed frees its place");
    // Moves a second, per seat over HTTP: the third quick move is refused before anything.
    let joined = service.join(&a.id, Some(0)).await.unwrap();
    let request = tic_server::MoveRequest {
        version: 99,
        action: None,
        text: Some("x".into()),
        id: None,
    };
    // A stranger's moves (no token, a wrong one) are refused before the cap is consulted:
    // they spend nothing of the seat's allowance.
    let wrong = "0".repeat(joined.token.len());
    for token in [None, Some(wrong.as_str()), None, Some(wrong.as_str())] {
        let e = service
            .act_http(&a.id, 0, token, &request)
            .await
            .unwrap_err();
        assert_eq!(e.status(), 403, "{e}");
    }
    for _ in 0..2 {
        let e = service
            .act_http(&a.id, 0, Some(&joined.token), &request)
            .await
            .unwrap_err();
        assert_eq!(e.status(), 409, "{e}");
    }
    let e = service
        .act_http(&a.id, 0, Some(&joined.token), &request)
        .await
        .unwrap_err();
    assert!(
        matches!(
            e,
            ServiceError::Cap {
                cap: Cap::MovesPerSecond,
                ..
            }
        ),
        "{e}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn snapshot_texts_are_kept_per_seat_and_dropped_when_a_seat_is_taken() {
    let db = TempDb::new("texts");
    let service = Service::open(&db.url(), Limits::default()).await.unwrap();
    let created = service
        .create(create("tic-of-a-kind", Some(2), 11, &["human", "human"]))
        .await
        .unwrap();
    let id = created.id.as_str();
    let first = service.join(id, Some(0)).await.unwrap();
    let token0 = Some(first.token.as_str());
    let before = service
        .seat_json(id, 0, token0, Since::All, Forms::Both)
        .await
        .unwrap();
    let public_before = service
        .spectate_json(id, Since::All, Forms::Both)
        .await
        .unwrap();
    // Seat 1 is taken: the texts written before show it open, and are not given again.
    let second = service.join(id, Some(1)).await.unwrap();
    let token1 = Some(second.token.as_str());
    let after = service
        .seat_json(id, 0, token0, Since::All, Forms::Both)
        .await
        .unwrap();
    assert!(!Arc::ptr_eq(&before.json, &after.json));
    let seats = |text: &str| serde_json::from_str::<Snapshot>(text).unwrap().seats;
    assert!(!seats(&before.json)[1].taken);
    assert!(seats(&after.json)[1].taken);
    let public_after = service
        .spectate_json(id, Since::All, Forms::Both)
        .await
        .unwrap();
    assert!(seats(&public_after.json)[1].taken && !seats(&public_before.json)[1].taken);
    // Each seat gets its own text at the same version and first event, never the other's.
    let mine = service
        .seat_json(id, 1, token1, Since::All, Forms::Both)
        .await
        .unwrap();
    assert!(!Arc::ptr_eq(&mine.json, &after.json));
    for (seat, token, text) in [(0, token0, &after), (1, token1, &mine)] {
        let parsed: Snapshot = serde_json::from_str(&text.json).unwrap();
        assert_eq!(parsed.seat, Some(seat));
        check_snapshot(&service, &parsed, &format!("seat {seat}")).await;
        let typed = service.seat(id, seat, token, Since::All).await.unwrap();
        assert_eq!(parsed, typed);
        // Asked again: the text kept.
        let again = service
            .seat_json(id, seat, token, Since::All, Forms::Both)
            .await
            .unwrap();
        assert!(Arc::ptr_eq(&again.json, &text.json));
    }
    let public = service
        .spectate_json(id, Since::All, Forms::Both)
        .await
        .unwrap();
    assert_eq!(
        serde_json::from_str::<Snapshot>(&public.json).unwrap().seat,
        None
    );
}
