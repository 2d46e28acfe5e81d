//! HTTP and WebSocket on 127.0.0.1:0 with a real WebSocket client: join, play to the end,
//! a stale move, a wrong token, a dropped and resumed socket, and every cap and refusal as
//! its status. Every message a seat or a spectator receives is checked for hidden cards.

use std::net::SocketAddr;

use serde_json::{Value, json};
use tic_server::{Forms, Limits, ServeConfig, Service, Snapshot};

use crate::common::{
    Rng, TempDb, Ws, check_snapshot, check_value, create_two_human, get, post, seat_snapshot,
    snapshot_of, ws_connect, ws_next, ws_send,
};

pub async fn start(url: &str, limits: Limits) -> tic_server::Running {
    let mut config = ServeConfig::new(SocketAddr::from(([127, 0, 0, 1], 0)), url);
    config.limits = limits;
    tic_server::start(config).await.expect("server")
}

/// Reads pushes until the snapshot of `version` (checking each for hidden cards).
async fn until_version(service: &Service, ws: &mut Ws, version: u64, what: &str) -> Snapshot {
    for _ in 0..100 {
        let message = ws_next(ws).await;
        assert_eq!(message["type"], "snapshot", "{what}: {message}");
        let snapshot = snapshot_of(&message);
        if snapshot.version == version {
            check_snapshot(service, &snapshot, what).await;
            return snapshot;
        }
        assert!(snapshot.version < version, "{what}: went past {version}");
    }
    panic!("{what}: version {version} never came");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_seats_play_to_the_end_over_http_and_websocket() {
    let db = TempDb::new("http");
    let server = start(&db.url(), Limits::default()).await;
    let addr = server.addr;
    let service = server.service.clone();

    let games = get(addr, "/api/games", None).await;
    assert_eq!(games.status, 200);
    let toker = games
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == "toker")
        .unwrap();
    assert_eq!(toker["players"], json!([2, 8]));
    assert!(
        toker["options"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o["key"] == "deals" && o["kind"] == "int")
    );
    assert!(toker["bots"].as_array().unwrap().contains(&json!("greedy")));

    let id = create_two_human(addr, "toker", 5).await;
    let open = get(addr, "/api/matches", None).await;
    assert!(
        open.body
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["id"] == id.as_str())
    );

    let public = get(addr, &format!("/api/matches/{id}"), None).await;
    assert_eq!(public.status, 200);
    assert_eq!(
        public.body["seats"],
        json!([{"kind": "human", "taken": false}, {"kind": "human", "taken": false}])
    );
    let spectator_first: Snapshot = serde_json::from_value(public.body.clone()).unwrap();
    check_snapshot(&service, &spectator_first, "public").await;

    let a = post(addr, &format!("/api/matches/{id}/join"), None, &json!({})).await;
    assert_eq!(a.status, 200, "{:?}", a.body);
    let b = post(
        addr,
        &format!("/api/matches/{id}/join"),
        None,
        &json!({"seat": 1}),
    )
    .await;
    assert_eq!(b.status, 200);
    let c = post(addr, &format!("/api/matches/{id}/join"), None, &json!({})).await;
    assert_eq!(c.status, 409);
    assert_eq!(c.body["error"]["kind"], "no_open_seat");
    let tokens = [
        a.body["token"].as_str().unwrap().to_owned(),
        b.body["token"].as_str().unwrap().to_owned(),
    ];
    assert_eq!(a.body["seat"], 0);
    assert_eq!(b.body["seat"], 1);

    // Wrong tokens: 403, for reading and for moving, over HTTP and WebSocket.
    let seat0 = format!("/api/matches/{id}/seats/0");
    assert_eq!(get(addr, &seat0, None).await.status, 403);
    assert_eq!(get(addr, &seat0, Some(&tokens[1])).await.status, 403);
    let wrong = post(
        addr,
        &format!("{seat0}/actions"),
        Some(&tokens[1]),
        &json!({"version": 0, "text": "fold"}),
    )
    .await;
    assert_eq!(wrong.status, 403);
    assert_eq!(wrong.body["error"]["kind"], "forbidden");
    assert!(wrong.body.get("snapshot").is_none());
    let refused = tokio_tungstenite::connect_async(format!(
        "ws://{addr}/api/matches/{id}/ws?seat=0&token={}",
        tokens[1]
    ))
    .await;
    assert!(refused.is_err(), "a socket with a wrong token is refused");

    let mut sockets = Vec::new();
    for seat in 0..2 {
        let mut ws = ws_connect(addr, &id, &format!("seat={seat}&token={}", tokens[seat])).await;
        let first = until_version(&service, &mut ws, 0, "first push").await;
        assert_eq!(first.seat, Some(seat));
        sockets.push(ws);
    }
    let mut spectator = ws_connect(addr, &id, "").await;
    let first = until_version(&service, &mut spectator, 0, "spectator").await;
    assert_eq!(first.seat, None);
    assert!(first.legal_actions.is_empty());

    let mut rng = Rng(5);
    let mut version = 0;
    let mut moves = 0;
    let mut dropped: Option<(u64, usize)> = None;
    let mut current: [Option<Snapshot>; 2] = [None, None];
    for seat in 0..2 {
        current[seat] = Some(seat_snapshot(addr, &id, seat, &tokens[seat]).await);
    }
    loop {
        let actor = (0..2).find(|&s| {
            current[s]
                .as_ref()
                .is_some_and(|c| !c.legal_actions.is_empty())
        });
        let Some(actor) = actor else {
            assert!(
                current[0].as_ref().unwrap().outcome.is_some(),
                "nobody may act but the match is on"
            );
            break;
        };
        assert!(moves < 2_000, "no end");
        let snap = current[actor].clone().unwrap();
        let k = rng.below(snap.legal_actions.len());
        if moves == 3 {
            // A stale move: 409 and the fresh snapshot.
            let stale = post(
                addr,
                &format!("/api/matches/{id}/seats/{actor}/actions"),
                Some(&tokens[actor]),
                &json!({"version": version + 5, "action": snap.legal_actions[k]}),
            )
            .await;
            assert_eq!(stale.status, 409, "{:?}", stale.body);
            assert_eq!(stale.body["error"]["kind"], "stale_version");
            assert_eq!(stale.body["snapshot"]["version"], version);
            check_value(&service, &id, Some(actor), version, &stale.body, "stale").await;
            // An illegal one: 422 and the snapshot. Malformed: 422 too, or 400 as JSON.
            let nonsense = post(
                addr,
                &format!("/api/matches/{id}/seats/{actor}/actions"),
                Some(&tokens[actor]),
                &json!({"version": version, "text": "dance a jig"}),
            )
            .await;
            assert_eq!(nonsense.status, 422, "{:?}", nonsense.body);
            assert_eq!(nonsense.body["snapshot"]["version"], version);
            check_value(
                &service,
                &id,
                Some(actor),
                version,
                &nonsense.body,
                "illegal",
            )
            .await;
            let garbage = crate::common::http(
                addr,
                "POST",
                &format!("/api/matches/{id}/seats/{actor}/actions"),
                Some(&tokens[actor]),
                Some("{\"version\": "),
            )
            .await;
            assert_eq!(garbage.status, 400);
            assert_eq!(garbage.body["error"]["kind"], "bad_request");
        }
        if moves == 4 {
            // Drop seat 1's socket; it resumes below from the last version it saw.
            let ws = sockets.remove(1);
            drop(ws);
            dropped = Some((version, current[1].as_ref().unwrap().event_count));
        }
        let via_ws = moves % 2 == 1 && actor < sockets.len();
        let answer = if via_ws {
            let ws = &mut sockets[actor];
            ws_send(
                ws,
                &json!({"version": version, "text": snap.legal_action_texts[k], "id": moves}),
            )
            .await;
            let reply = ws_next(ws).await;
            assert_eq!(reply["type"], "snapshot", "{reply}");
            assert_eq!(reply["ack"], moves);
            snapshot_of(&reply)
        } else {
            let r = post(
                addr,
                &format!("/api/matches/{id}/seats/{actor}/actions"),
                Some(&tokens[actor]),
                &json!({"version": version, "action": snap.legal_actions[k]}),
            )
            .await;
            assert_eq!(r.status, 200, "{:?}", r.body);
            serde_json::from_value::<Snapshot>(r.body).unwrap()
        };
        check_snapshot(&service, &answer, "answer").await;
        assert_eq!(answer.version, version + 1);
        version = answer.version;
        // Every socket hears of it (the mover's answer on its socket was its push).
        for (seat, ws) in sockets.iter_mut().enumerate() {
            if via_ws && seat == actor {
                continue;
            }
            let pushed = until_version(&service, ws, version, "push").await;
            assert_eq!(pushed.seat, Some(seat));
        }
        until_version(&service, &mut spectator, version, "spectator push").await;
        for seat in 0..2 {
            let read = seat_snapshot(addr, &id, seat, &tokens[seat]).await;
            check_snapshot(&service, &read, "a seat's read").await;
            current[seat] = Some(read);
        }
        moves += 1;
        if moves == 8 {
            // Seat 1 comes back with the last version it saw: it gets what it missed.
            let (seen, events_seen) = dropped.take().unwrap();
            let mut ws = ws_connect(
                addr,
                &id,
                &format!("seat=1&token={}&since={seen}", tokens[1]),
            )
            .await;
            let resumed = until_version(&service, &mut ws, version, "resumed").await;
            assert_eq!(
                resumed.events_from, events_seen,
                "events since the last version seen"
            );
            let full = current[1].as_ref().unwrap();
            assert_eq!(resumed.event_count, full.event_count);
            assert_eq!(resumed.view, full.view);
            sockets.push(ws);
        }
    }
    assert!(moves > 8, "the resume was exercised ({moves} moves)");
    let outcome = current[0]
        .as_ref()
        .unwrap()
        .outcome
        .clone()
        .expect("an outcome");
    assert_eq!(outcome.scores.len(), 2);
    let public = get(addr, &format!("/api/matches/{id}"), None).await;
    assert!(public.body["outcome"].is_object());
    // After the end: 422 match_over.
    let over = post(
        addr,
        &format!("/api/matches/{id}/seats/0/actions"),
        Some(&tokens[0]),
        &json!({"version": version, "text": "fold"}),
    )
    .await;
    assert_eq!(over.status, 422);
    assert_eq!(over.body["error"]["kind"], "match_over");
    // A socket follows the next match without reconnecting: as a spectator, then as a seat.
    let next = post(
        addr,
        "/api/matches",
        None,
        &json!({"game": "toker", "players": 2, "seed": 6, "seats": ["human", "bot:random"]}),
    )
    .await;
    let next_id = next.body["id"].as_str().unwrap().to_owned();
    ws_send(&mut spectator, &json!({"follow": {"id": next_id}})).await;
    let followed = snapshot_of(&ws_next(&mut spectator).await);
    assert_eq!(
        (followed.id.as_str(), followed.seat),
        (next_id.as_str(), None)
    );
    check_snapshot(&service, &followed, "followed").await;
    ws_send(
        &mut spectator,
        &json!({"follow": {"id": next_id, "seat": 0, "token": "nope"}}),
    )
    .await;
    let refused = ws_next(&mut spectator).await;
    assert_eq!(refused["error"]["kind"], "forbidden");
    ws_send(&mut spectator, &json!({"follow": {"id": 5}})).await;
    assert_eq!(
        ws_next(&mut spectator).await["error"]["kind"],
        "bad_request"
    );
    let joined = post(
        addr,
        &format!("/api/matches/{next_id}/join"),
        None,
        &json!({}),
    )
    .await;
    let token = joined.body["token"].as_str().unwrap();
    ws_send(
        &mut spectator,
        &json!({"follow": {"id": next_id, "seat": 0, "token": token}}),
    )
    .await;
    // (The join itself was pushed to the spectator first: a seat taken.)
    let mut seated = snapshot_of(&ws_next(&mut spectator).await);
    for _ in 0..3 {
        if seated.seat.is_some() {
            break;
        }
        check_snapshot(&service, &seated, "followed, a seat taken").await;
        assert!(seated.seats[0].taken);
        seated = snapshot_of(&ws_next(&mut spectator).await);
    }
    assert_eq!(seated.seat, Some(0));
    check_snapshot(&service, &seated, "followed seat").await;
    server.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_over_http_have_their_status() {
    let mut limits = Limits::default();
    limits.max_body_bytes = 2_000;
    limits.max_connections_per_match = 1;
    let server = start("sqlite::memory:", limits).await;
    let addr = server.addr;
    let big = json!({"game": "toker", "options": {"x": "y".repeat(3_000)}});
    let r = post(addr, "/api/matches", None, &big).await;
    assert_eq!(r.status, 413, "{:?}", r.body);
    assert_eq!(r.body["error"]["cap"], "body_size");
    let r = crate::common::http(addr, "POST", "/api/matches", None, Some("{not json")).await;
    assert_eq!(r.status, 400);
    let r = post(
        addr,
        "/api/matches",
        None,
        &json!({"game": "toker", "colour": "red"}),
    )
    .await;
    assert_eq!(r.status, 400, "unknown fields are refused");
    let r = post(addr, "/api/matches", None, &json!({"game": "chess"})).await;
    assert_eq!(r.status, 400);
    assert!(
        r.body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no game")
    );
    let r = get(addr, "/api/matches/0123456789abcdef", None).await;
    assert_eq!(r.status, 404);
    assert_eq!(r.body["error"]["kind"], "unknown_match");
    let r = get(addr, "/api/matches/0123456789abcdef/seats/zero", None).await;
    assert_eq!(r.status, 400);
    let r = get(addr, "/api/matches?limit=1000", None).await;
    assert_eq!(r.status, 429);
    assert_eq!(r.body["error"]["cap"], "list");
    let created = post(
        addr,
        "/api/matches",
        None,
        &json!({"game": "tic-of-a-kind", "players": 2, "seats": ["human", "bot:greedy"]}),
    )
    .await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let id = created.body["id"].as_str().unwrap();
    let r = post(
        addr,
        &format!("/api/matches/{id}/join"),
        None,
        &json!({"seat": 1}),
    )
    .await;
    assert_eq!(r.status, 409, "a bot's seat is not open");
    let _ws = ws_connect(addr, id, "").await;
    let r = get(addr, &format!("/api/matches/{id}/ws"), None).await;
    assert!(
        (400..500).contains(&r.status),
        "not a WebSocket request: {}",
        r.status
    );
    let second = tokio_tungstenite::connect_async(format!("ws://{addr}/api/matches/{id}/ws")).await;
    match second {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 429)
        }
        other => panic!("a second socket over the cap: {other:?}"),
    }
    // Every answer is JSON with a kind.
    let r = get(addr, "/api/matches/zz", None).await;
    assert!(r.body["error"]["kind"].is_string(), "{:?}", r.body);
    let _ = Value::Null;
    server.stop().await.unwrap();
}

/// A socket's caps: moves a second on one connection, then a message over the size cap,
/// each answered with an error naming its cap (the second before the socket closes, as
/// "message too big").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_names_the_cap_it_breaks() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let mut limits = Limits::default();
    limits.max_body_bytes = 2_000;
    limits.moves_per_second = 2;
    let server = start("sqlite::memory:", limits).await;
    let addr = server.addr;
    let id = create_two_human(addr, "toker", 3).await;
    let joined = post(addr, &format!("/api/matches/{id}/join"), None, &json!({})).await;
    let token = joined.body["token"].as_str().unwrap();
    let mut ws = ws_connect(addr, &id, &format!("seat=0&token={token}")).await;
    assert_eq!(ws_next(&mut ws).await["type"], "snapshot");
    // Two moves spend the connection's allowance (each answered: both stale here), the third
    // is refused by the cap.
    for n in 0..3 {
        ws_send(&mut ws, &json!({"version": 77, "text": "fold", "id": n})).await;
        let answer = ws_next(&mut ws).await;
        assert_eq!(answer["type"], "error", "{answer}");
        assert_eq!(answer["ack"], n);
        if n < 2 {
            assert_eq!(answer["error"]["kind"], "stale_version", "{answer}");
        } else {
            assert_eq!(answer["error"]["cap"], "moves_per_second", "{answer}");
        }
    }
    // A message over the size cap: an error naming it, then the close.
    let big = json!({"version": 0, "text": "x".repeat(3_000)}).to_string();
    ws.send(Message::Text(big.into())).await.unwrap();
    let answer = ws_next(&mut ws).await;
    assert_eq!(answer["type"], "error", "{answer}");
    assert_eq!(answer["error"]["cap"], "body_size", "{answer}");
    let close = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next())
        .await
        .expect("the close in time");
    match close {
        Some(Ok(Message::Close(Some(frame)))) => assert_eq!(u16::from(frame.code), 1009),
        other => panic!("a close after the size cap: {other:?}"),
    }
    server.stop().await.unwrap();
}

/// `?forms=json` and `?forms=text` on a seat's and the public snapshot, an action's answer,
/// a stale move's error and a WebSocket's pushes: exactly the default's fields less the other
/// form's, the same values, nothing hidden; an unknown form is a 400.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_form_alone_holds_the_defaults_fields_of_that_form() {
    let server = start("sqlite::memory:", Limits::default()).await;
    let addr = server.addr;
    let service = server.service.clone();
    let id = create_two_human(addr, "tic-of-a-kind", 9).await;
    let mut tokens = Vec::new();
    for seat in 0..2 {
        let joined = post(
            addr,
            &format!("/api/matches/{id}/join"),
            None,
            &json!({ "seat": seat }),
        )
        .await;
        tokens.push(joined.body["token"].as_str().unwrap().to_owned());
    }
    let without = |mut body: Value, forms: Forms| {
        for field in forms.omitted() {
            assert!(body.as_object_mut().unwrap().remove(*field).is_some());
        }
        body
    };
    let version_of = |body: &Value| body["version"].as_u64().unwrap();
    // A seat's and the public snapshot over HTTP, in each form.
    for (path, token, seat) in [
        (
            format!("/api/matches/{id}/seats/0"),
            Some(tokens[0].as_str()),
            Some(0),
        ),
        (
            format!("/api/matches/{id}/seats/1"),
            Some(tokens[1].as_str()),
            Some(1),
        ),
        (format!("/api/matches/{id}"), None, None),
    ] {
        let both = get(addr, &path, token).await;
        assert_eq!(both.status, 200, "{:?}", both.body);
        assert!(both.body.get("view").is_some() && both.body.get("view_text").is_some());
        for (query, forms) in [("json", Forms::Json), ("text", Forms::Text)] {
            let alone = get(addr, &format!("{path}?forms={query}"), token).await;
            assert_eq!(alone.status, 200, "{:?}", alone.body);
            assert_eq!(
                alone.body,
                without(both.body.clone(), forms),
                "{path} {query}"
            );
            check_value(
                &service,
                &id,
                seat,
                version_of(&both.body),
                &alone.body,
                &path,
            )
            .await;
        }
        let bad = get(addr, &format!("{path}?forms=xml"), token).await;
        assert_eq!(bad.status, 400, "{:?}", bad.body);
    }
    // Two sockets, JSON alone for seat 0 and text alone for seat 1, play a few moves; every
    // push holds its form only and hides what it must.
    let mut sockets = [
        ws_connect(addr, &id, &format!("seat=0&token={}&forms=json", tokens[0])).await,
        ws_connect(addr, &id, &format!("seat=1&token={}&forms=text", tokens[1])).await,
    ];
    let forms = [Forms::Json, Forms::Text];
    let mut last = [
        ws_next(&mut sockets[0]).await,
        ws_next(&mut sockets[1]).await,
    ];
    let mut rng = Rng(4);
    for step in 0..12 {
        for seat in 0..2 {
            let snapshot = &last[seat]["snapshot"];
            for field in forms[seat].omitted() {
                assert!(snapshot.get(*field).is_none(), "step {step}: {field} sent");
            }
            check_value(
                &service,
                &id,
                Some(seat),
                version_of(snapshot),
                snapshot,
                "ws",
            )
            .await;
        }
        if last[0]["snapshot"]["outcome"] != Value::Null {
            break;
        }
        let Some(mover) = (0..2).find(|&s| {
            let snapshot = &last[s]["snapshot"];
            let field = if s == 0 {
                "legal_actions"
            } else {
                "legal_action_texts"
            };
            !snapshot[field].as_array().unwrap().is_empty()
        }) else {
            panic!("step {step}: nobody may move");
        };
        let snapshot = last[mover]["snapshot"].clone();
        let version = version_of(&snapshot);
        let request = if mover == 0 {
            let legal = snapshot["legal_actions"].as_array().unwrap();
            json!({"version": version, "action": legal[rng.below(legal.len())], "id": step})
        } else {
            let legal = snapshot["legal_action_texts"].as_array().unwrap();
            json!({"version": version, "text": legal[rng.below(legal.len())], "id": step})
        };
        ws_send(&mut sockets[mover], &request).await;
        let answer = ws_next(&mut sockets[mover]).await;
        assert_eq!(answer["type"], "snapshot", "{answer}");
        assert_eq!(answer["ack"], step);
        assert!(version_of(&answer["snapshot"]) > version);
        last[mover] = answer;
        let other = 1 - mover;
        loop {
            let push = ws_next(&mut sockets[other]).await;
            let reached = version_of(&push["snapshot"]) >= version_of(&last[mover]["snapshot"]);
            last[other] = push;
            if reached {
                break;
            }
        }
        // A stale move: the error's snapshot in the socket's form too.
        if step == 3 {
            ws_send(
                &mut sockets[mover],
                &json!({"version": version, "text": "pass", "id": 99}),
            )
            .await;
            let error = ws_next(&mut sockets[mover]).await;
            assert_eq!(error["type"], "error", "{error}");
            assert_eq!(error["error"]["kind"], "stale_version");
            for field in forms[mover].omitted() {
                assert!(
                    error["snapshot"].get(*field).is_none(),
                    "{field} in the error"
                );
            }
            assert!(
                error["snapshot"].get("view").is_some()
                    || error["snapshot"].get("view_text").is_some()
            );
        }
    }
    // An action over HTTP answered in one form, and its stale repeat.
    let snapshot = get(
        addr,
        &format!("/api/matches/{id}/seats/0?forms=json"),
        Some(&tokens[0]),
    )
    .await
    .body;
    let version = version_of(&snapshot);
    let legal = snapshot["legal_actions"].as_array().unwrap().clone();
    if snapshot["outcome"] == Value::Null && !legal.is_empty() {
        let path = format!("/api/matches/{id}/seats/0/actions?forms=text");
        let moved = post(
            addr,
            &path,
            Some(&tokens[0]),
            &json!({"version": version, "action": legal[0]}),
        )
        .await;
        assert_eq!(moved.status, 200, "{:?}", moved.body);
        for field in Forms::Text.omitted() {
            assert!(moved.body.get(*field).is_none(), "{field} in the answer");
        }
        assert!(moved.body.get("view_text").is_some());
        let stale = post(
            addr,
            &path,
            Some(&tokens[0]),
            &json!({"version": version, "action": legal[0]}),
        )
        .await;
        assert_eq!(stale.status, 409, "{:?}", stale.body);
        assert!(stale.body["snapshot"].get("view").is_none());
        assert!(stale.body["snapshot"].get("view_text").is_some());
    }
    server.stop().await.unwrap();
}
