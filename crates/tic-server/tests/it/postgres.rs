//! Postgres, when `TIC_TEST_POSTGRES_URL` is set (`.ci/postgres.sh` starts one and prints
//! it): the storage tests, and two server processes (two OS processes, [`ChildServer`]) on one
//! database, where a move made through one reaches a WebSocket client of the other.

use std::time::Duration;

use serde_json::json;

use crate::common::{
    ChildServer, create_two_human, get, post, postgres_url, snapshot_of, ws_connect, ws_next,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_reload_and_race() {
    let Some(url) = postgres_url("postgres_reload_and_race") else {
        return;
    };
    crate::storage::reload_and_race(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_moves_race() {
    let Some(url) = postgres_url("postgres_moves_race") else {
        return;
    };
    crate::races::moves_race(&url).await;
}

/// Joins racing through two servers on one Postgres: the database's unique seat decides.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_joins_race_across_two_servers() {
    let Some(url) = postgres_url("postgres_joins_race_across_two_servers") else {
        return;
    };
    crate::races::joins_race(&[&url, &url]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_long_matches_reload() {
    let Some(url) = postgres_url("postgres_long_matches_reload") else {
        return;
    };
    crate::storage::long_matches_reload(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_servers_one_database() {
    let Some(url) = postgres_url("postgres_two_servers_one_database") else {
        return;
    };
    let one = ChildServer::start(&url);
    let two = ChildServer::start(&url);
    let id = create_two_human(one.addr, "toker", 3).await;
    let a = post(
        one.addr,
        &format!("/api/matches/{id}/join"),
        None,
        &json!({}),
    )
    .await;
    // The second seat joins through the other server.
    let b = post(
        two.addr,
        &format!("/api/matches/{id}/join"),
        None,
        &json!({}),
    )
    .await;
    assert_eq!(
        (a.body["seat"].as_u64(), b.body["seat"].as_u64()),
        (Some(0), Some(1)),
        "{:?} {:?}",
        a.body,
        b.body
    );
    let tokens = [
        a.body["token"].as_str().unwrap().to_owned(),
        b.body["token"].as_str().unwrap().to_owned(),
    ];
    let mut watchers = Vec::new();
    for seat in 0..2 {
        // Every seat watches through server two.
        let mut ws = ws_connect(
            two.addr,
            &id,
            &format!("seat={seat}&token={}", tokens[seat]),
        )
        .await;
        let first = snapshot_of(&ws_next(&mut ws).await);
        assert_eq!(first.version, 0);
        watchers.push(ws);
    }
    let mut version = 0;
    for _ in 0..6 {
        let mut acted = false;
        for seat in 0..2 {
            let snap: tic_server::Snapshot = serde_json::from_value(
                get(
                    one.addr,
                    &format!("/api/matches/{id}/seats/{seat}"),
                    Some(&tokens[seat]),
                )
                .await
                .body,
            )
            .unwrap();
            if snap.outcome.is_some() || snap.legal_actions.is_empty() || snap.version != version {
                continue;
            }
            // The move goes through server one ...
            let moved = post(
                one.addr,
                &format!("/api/matches/{id}/seats/{seat}/actions"),
                Some(&tokens[seat]),
                &json!({"version": version, "action": snap.legal_actions[0]}),
            )
            .await;
            assert_eq!(moved.status, 200, "{:?}", moved.body);
            version += 1;
            acted = true;
            // ... and reaches both sockets on server two.
            for ws in &mut watchers {
                let pushed = tokio::time::timeout(Duration::from_secs(10), async {
                    loop {
                        let message = ws_next(ws).await;
                        let s = snapshot_of(&message);
                        if s.version >= version {
                            return s;
                        }
                    }
                })
                .await
                .expect("the move reaches the other server's sockets");
                assert_eq!(pushed.version, version);
            }
            break;
        }
        if !acted {
            break;
        }
    }
    assert!(version >= 2, "moves were made");
    one.kill();
    two.kill();
}
