//! Races: many clients submitting on one match at once (exactly one move per version lands,
//! every request is answered), and players joining the same seat at once (one wins).

use std::sync::Arc;

use serde_json::json;
use tic_server::Limits;

use crate::common::{TempDb, create_two_human, get, post, seat_snapshot};
use crate::http::start;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_clients_submitting_at_once_land_one_move_per_version() {
    let db = TempDb::new("races");
    moves_race(&db.url()).await;
}

/// Clients of both seats submit at one version at once, ten rounds, on a server over `url`:
/// exactly one move lands each time and every request is answered.
pub async fn moves_race(url: &str) {
    let mut limits = Limits::default();
    limits.moves_per_second = 10_000;
    let server = start(url, limits).await;
    let addr = server.addr;
    let id = create_two_human(addr, "toker", 9).await;
    let mut tokens = Vec::new();
    for _ in 0..2 {
        let joined = post(addr, &format!("/api/matches/{id}/join"), None, &json!({})).await;
        tokens.push(joined.body["token"].as_str().unwrap().to_owned());
    }
    let tokens = Arc::new(tokens);
    const CLIENTS: usize = 12;
    let mut landed = 0;
    for round in 0..10 {
        let mut snaps = Vec::new();
        for seat in 0..2 {
            snaps.push(seat_snapshot(addr, &id, seat, &tokens[seat]).await);
        }
        if snaps[0].outcome.is_some() {
            break;
        }
        let version = snaps[0].version;
        assert_eq!(
            version, landed,
            "round {round}: every landed move counted, none lost"
        );
        // Every client of both seats submits at the same version at once.
        let mut tasks = Vec::new();
        for c in 0..CLIENTS {
            let seat = c % 2;
            let snap = snaps[seat].clone();
            let tokens = Arc::clone(&tokens);
            let id = id.clone();
            tasks.push(tokio::spawn(async move {
                let action = if snap.legal_actions.is_empty() {
                    json!("fold")
                } else {
                    snap.legal_actions[c % snap.legal_actions.len()].clone()
                };
                post(
                    addr,
                    &format!("/api/matches/{id}/seats/{seat}/actions"),
                    Some(&tokens[seat]),
                    &json!({"version": version, "action": action}),
                )
                .await
            }));
        }
        let mut ok = 0;
        for task in tasks {
            let answer = task.await.expect("every request answered");
            match answer.status {
                200 => ok += 1,
                409 | 422 => {
                    assert!(
                        answer.body["snapshot"].is_object(),
                        "refusals carry the snapshot"
                    );
                }
                other => panic!("round {round}: status {other}: {:?}", answer.body),
            }
        }
        assert_eq!(
            ok, 1,
            "round {round}: exactly one move lands at version {version}"
        );
        landed += 1;
    }
    assert!(landed >= 5);
    // A second service on the same file sees exactly the moves that landed.
    drop(server);
    let fresh = tic_server::Service::open(url, Limits::default())
        .await
        .unwrap();
    let seen = fresh
        .seat(&id, 0, Some(&tokens[0]), tic_server::Since::All)
        .await
        .unwrap();
    assert_eq!(seen.version, landed);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_joining_one_seat_at_once_one_wins() {
    joins_race(&["sqlite::memory:"]).await;
}

/// 16 players join the two seats of a match at once, three rounds, through servers over
/// `urls` in turn (two servers on one database: the database decides): each seat is won
/// once.
pub async fn joins_race(urls: &[&str]) {
    let mut servers = Vec::new();
    for url in urls {
        servers.push(start(url, Limits::default()).await);
    }
    let addrs: Vec<_> = servers.iter().map(|s| s.addr).collect();
    let addr = addrs[0];
    for round in 0..3 {
        let created = post(
            addr,
            "/api/matches",
            None,
            &json!({"game": "tic-of-a-kind", "players": 2, "seed": round, "seats": ["human", "human"]}),
        )
        .await;
        let id = created.body["id"].as_str().unwrap().to_owned();
        let mut tasks = Vec::new();
        for c in 0..16 {
            let id = id.clone();
            let addr = addrs[(c / 2) % addrs.len()];
            // Half ask for seat 1, half for any seat.
            let body = if c % 2 == 0 {
                json!({"seat": 1})
            } else {
                json!({})
            };
            tasks.push(tokio::spawn(async move {
                post(addr, &format!("/api/matches/{id}/join"), None, &body).await
            }));
        }
        let mut seats = Vec::new();
        for task in tasks {
            let answer = task.await.expect("answered");
            match answer.status {
                200 => seats.push(answer.body["seat"].as_u64().unwrap()),
                409 => assert!(
                    ["seat_taken", "no_open_seat"]
                        .contains(&answer.body["error"]["kind"].as_str().unwrap())
                ),
                other => panic!("status {other}"),
            }
        }
        seats.sort_unstable();
        assert_eq!(seats, vec![0, 1], "each seat won once");
        // Every server shows both seats taken (another server's joins reach it through the
        // database's notifications: a few tries, a second at most).
        let taken = json!([{"kind": "human", "taken": true}, {"kind": "human", "taken": true}]);
        for &addr in &addrs {
            let mut public = get(addr, &format!("/api/matches/{id}"), None).await;
            for _ in 0..20 {
                if public.body["seats"] == taken {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                public = get(addr, &format!("/api/matches/{id}"), None).await;
            }
            assert_eq!(public.body["seats"], taken, "{addr}");
        }
    }
}
