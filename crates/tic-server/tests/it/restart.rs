//! Restart: the server runs as a child process ([`ChildServer`]) on a SQLite file,
//! is killed with SIGKILL mid-game (a move in flight), started again on the same file, and the
//! match continues exactly: the finished match equals the same match played straight through.

use std::time::Duration;

use serde_json::{Value, json};
use tic_server::{ActionInput, CreateMatch, Limits, Service, Since};

use crate::common::{ChildServer, TempDb, choice, post, seat_snapshot};

const SEED: u64 = 21;

fn request() -> Value {
    // Each kind of bot: their moves after the restart are the moves of the match played
    // straight through (each draws from the match's seed and its step).
    json!({"game": "toker", "players": 4, "seed": SEED,
        "seats": ["human", "bot:greedy", "bot:random", "bot:mcts:20"]})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_server_restarts_and_continues_exactly() {
    let db = TempDb::new("restart");
    let server = ChildServer::start(&db.url());
    let created = post(server.addr, "/api/matches", None, &request()).await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let id = created.body["id"].as_str().unwrap().to_owned();
    let joined = post(
        server.addr,
        &format!("/api/matches/{id}/join"),
        None,
        &json!({}),
    )
    .await;
    let token = joined.body["token"].as_str().unwrap().to_owned();
    let mut snap = seat_snapshot(server.addr, &id, 0, &token).await;
    for _ in 0..4 {
        if snap.outcome.is_some() {
            break;
        }
        let k = choice(SEED, snap.version, snap.legal_actions.len());
        let answer = post(
            server.addr,
            &format!("/api/matches/{id}/seats/0/actions"),
            Some(&token),
            &json!({"version": snap.version, "action": snap.legal_actions[k]}),
        )
        .await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        snap = serde_json::from_value(answer.body).unwrap();
    }
    assert!(snap.outcome.is_none(), "still mid-game");
    let before = snap.version;
    // One more move in flight, and kill -9 at once: it lands whole or not at all.
    let k = choice(SEED, snap.version, snap.legal_actions.len());
    let path = format!("/api/matches/{id}/seats/0/actions");
    let body = json!({"version": snap.version, "action": snap.legal_actions[k]}).to_string();
    let addr = server.addr;
    let flying_token = token.clone();
    // The server is killed under it: no answer (or a torn one) is expected, not a panic.
    let in_flight = tokio::spawn(async move {
        let _ = tokio::time::timeout(
            Duration::from_secs(5),
            crate::common::try_http(addr, "POST", &path, Some(&flying_token), Some(&body)),
        )
        .await;
    });
    tokio::time::sleep(Duration::from_millis(2)).await;
    server.kill();
    in_flight.abort();

    let server = ChildServer::start(&db.url());
    let mut snap = seat_snapshot(server.addr, &id, 0, &token).await;
    assert!(
        snap.version >= before,
        "version {} after {before}",
        snap.version
    );
    let mut moves = 0;
    while snap.outcome.is_none() {
        assert!(moves < 3_000, "no end");
        let k = choice(SEED, snap.version, snap.legal_actions.len());
        let answer = post(
            server.addr,
            &format!("/api/matches/{id}/seats/0/actions"),
            Some(&token),
            &json!({"version": snap.version, "action": snap.legal_actions[k]}),
        )
        .await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        snap = serde_json::from_value(answer.body).unwrap();
        moves += 1;
    }
    let restarted_final = snap;
    server.kill();

    // The same match straight through, in process.
    let reference = Service::open("sqlite::memory:", Limits::default())
        .await
        .unwrap();
    let request: CreateMatch = serde_json::from_value(request()).unwrap();
    let created = reference.create(request).await.unwrap();
    let joined = reference.join(&created.id, None).await.unwrap();
    let mut snap = reference
        .seat(&created.id, 0, Some(&joined.token), Since::All)
        .await
        .unwrap();
    while snap.outcome.is_none() {
        let k = choice(SEED, snap.version, snap.legal_actions.len());
        snap = reference
            .act(
                &created.id,
                0,
                Some(&joined.token),
                snap.version,
                ActionInput::Json(snap.legal_actions[k].clone()),
            )
            .await
            .unwrap();
    }
    assert_eq!(snap.version, restarted_final.version);
    assert_eq!(snap.outcome, restarted_final.outcome);
    assert_eq!(snap.view, restarted_final.view);
    // The records are the same, action for action.
    let stored = Service::open(&db.url(), Limits::default()).await.unwrap();
    let a = stored.record_and_state(&id).await.unwrap();
    let b = reference.record_and_state(&created.id).await.unwrap();
    assert!(a.0.is_some());
    assert_eq!(a, b);
}
