//! Storage on its own: a match reloads from the database and plays on; two services on one
//! database never both land a move at one version (compare-and-swap), and a service whose
//! copy is behind catches up. Run on a SQLite file, and on Postgres when it is given.

use serde_json::json;
use tic_server::{ActionInput, CreateMatch, Limits, Service, ServiceError, Since};

use crate::common::{TempDb, check_snapshot};

fn two_humans(seed: u64) -> CreateMatch {
    serde_json::from_value(
        json!({"game": "tic-of-a-kind", "players": 2, "seed": seed, "seats": ["human", "human"]}),
    )
    .unwrap()
}

/// The seat to act and its token.
fn actor<'a>(snapshot: &tic_server::Snapshot, tokens: &'a [String]) -> (usize, &'a str) {
    match snapshot.to_act {
        rules_engine::ToAct::Player(p) => (p, tokens[p].as_str()),
        _ => (0, tokens[0].as_str()),
    }
}

pub async fn reload_and_race(url: &str) {
    let a = Service::open(url, Limits::default()).await.unwrap();
    let created = a.create(two_humans(4)).await.unwrap();
    let id = created.id.as_str();
    let tokens: Vec<String> = vec![
        a.join(id, None).await.unwrap().token,
        a.join(id, None).await.unwrap().token,
    ];
    let mut snap = a.spectate(id, Since::All).await.unwrap();
    for _ in 0..3 {
        let (seat, token) = actor(&snap, &tokens);
        let mine = a.seat(id, seat, Some(token), Since::All).await.unwrap();
        snap = a
            .act(
                id,
                seat,
                Some(token),
                mine.version,
                ActionInput::Json(mine.legal_actions[0].clone()),
            )
            .await
            .unwrap();
    }
    // A second service on the same database: it loads the match and agrees.
    let b = Service::open(url, Limits::default()).await.unwrap();
    let (seat, token) = actor(&snap, &tokens);
    let on_a = a.seat(id, seat, Some(token), Since::All).await.unwrap();
    let on_b = b.seat(id, seat, Some(token), Since::All).await.unwrap();
    assert_eq!(on_a, on_b, "a reloaded match is the match");
    check_snapshot(&b, &on_b, "reloaded").await;
    // Both take a move at the same version: exactly one lands, the other is told it is stale.
    let v = on_a.version;
    let first = a
        .act(
            id,
            seat,
            Some(token),
            v,
            ActionInput::Json(on_a.legal_actions[0].clone()),
        )
        .await
        .unwrap();
    assert_eq!(first.version, v + 1);
    let second = b
        .act(
            id,
            seat,
            Some(token),
            v,
            ActionInput::Json(on_b.legal_actions[0].clone()),
        )
        .await
        .unwrap_err();
    match &second {
        ServiceError::StaleVersion {
            given,
            current,
            snapshot,
        } => {
            assert_eq!((*given, *current), (v, v + 1));
            assert_eq!(snapshot.version, v + 1, "B caught up with what A stored");
        }
        other => panic!("expected a stale version, got {other}"),
    }
    // B moves next; A, behind, catches up when the client shows a newer version.
    let (seat, token) = actor(&first, &tokens);
    let on_b = b.seat(id, seat, Some(token), Since::All).await.unwrap();
    assert_eq!(on_b.version, v + 1);
    let moved = b
        .act(
            id,
            seat,
            Some(token),
            v + 1,
            ActionInput::Text(on_b.legal_action_texts[0].clone()),
        )
        .await
        .unwrap();
    let (seat, token) = actor(&moved, &tokens);
    let fresh = b.seat(id, seat, Some(token), Since::All).await.unwrap();
    if fresh.outcome.is_none() {
        let on_a = a
            .act(
                id,
                seat,
                Some(token),
                v + 2,
                ActionInput::Json(fresh.legal_actions[0].clone()),
            )
            .await
            .unwrap();
        assert_eq!(on_a.version, v + 3);
    }
    // Joins through another service see the seats taken there.
    let created = b.create(two_humans(5)).await.unwrap();
    let id = created.id.as_str();
    a.spectate(id, Since::All).await.unwrap();
    let joined = b.join(id, Some(0)).await.unwrap();
    let e = a.join(id, Some(0)).await.unwrap_err();
    assert!(matches!(e, ServiceError::SeatTaken { seat: 0 }), "{e}");
    a.seat(id, 0, Some(&joined.token), Since::All)
        .await
        .expect("a token taken elsewhere works here");
    let other = a.join(id, None).await.unwrap();
    assert_eq!(other.seat, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_reload_and_race() {
    let db = TempDb::new("storage");
    reload_and_race(&db.url()).await;
}

/// Seat tokens are stored as their SHA-256 alone: the seats' table holds each token's hash,
/// and no byte of the database or its log spells a token (while the hashes are there to find).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seat_tokens_are_stored_as_their_hashes_alone() {
    use sha2::{Digest, Sha256};
    let db = TempDb::new("tokens");
    let a = Service::open(&db.url(), Limits::default()).await.unwrap();
    let created = a.create(two_humans(5)).await.unwrap();
    let tokens = [
        a.join(&created.id, None).await.unwrap().token,
        a.join(&created.id, None).await.unwrap().token,
    ];
    let hashes: Vec<String> = tokens
        .iter()
        .map(|t| {
            Sha256::digest(t.as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect()
        })
        .collect();
    let pool = sqlx::SqlitePool::connect(&db.url()).await.unwrap();
    let stored: Vec<(i64, String)> =
        sqlx::query_as("SELECT seat, token_hash FROM tic_seats WHERE match_id = ? ORDER BY seat")
            .bind(&created.id)
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(stored, vec![(0, hashes[0].clone()), (1, hashes[1].clone())]);
    pool.close().await;
    let mut files = Vec::new();
    for suffix in ["", "-wal"] {
        files.extend(std::fs::read(format!("{}{suffix}", db.path.display())).unwrap_or_default());
    }
    let holds = |text: &str| files.windows(text.len()).any(|w| w == text.as_bytes());
    for (token, hash) in tokens.iter().zip(&hashes) {
        assert!(holds(hash), "the hash is in the files: the search can find");
        assert!(!holds(token), "a token in the database's files");
    }
    drop(a);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_paths_are_sqlite_files() {
    let db = TempDb::new("plain");
    let service = Service::open(&db.path.display().to_string(), Limits::default())
        .await
        .unwrap();
    assert!(
        service.storage().starts_with("sqlite file /"),
        "{}",
        service.storage()
    );
    assert!(db.path.exists());
}

/// Long matches (twenty deals of Toker): their actions pass the kibibyte a match's row keeps
/// and move to the actions table, in a match the bots play to the end as it is created and in
/// one whose human seat the test drives against a random bot. A service opened afresh on the
/// database (after the first, and every tenth move of the second) replays the same record
/// and state, and plays on from it.
pub async fn long_matches_reload(url: &str) {
    let a = Service::open(url, Limits::default()).await.unwrap();
    // A match the bots play to the end as it is created: all its actions in one write.
    let bots: CreateMatch = serde_json::from_value(
        json!({"game": "toker", "players": 2, "options": {"deals": 20}, "seed": 11,
            "seats": ["bot:random", "bot:random"]}),
    )
    .unwrap();
    let created = a.create(bots).await.unwrap();
    let fresh = Service::open(url, Limits::default()).await.unwrap();
    let (record, state) = a.record_and_state(&created.id).await.unwrap();
    assert!(
        record.as_deref().is_some_and(|r| r.len() > 2_000),
        "a bots' match long enough to spill: {record:?}"
    );
    assert_eq!(
        fresh.record_and_state(&created.id).await.unwrap(),
        (record, state),
        "the bots' match reloaded"
    );
    let human: CreateMatch = serde_json::from_value(
        json!({"game": "toker", "players": 2, "options": {"deals": 20}, "seed": 12,
            "seats": ["human", "bot:random"]}),
    )
    .unwrap();
    let created = a.create(human).await.unwrap();
    let id = created.id.as_str();
    let token = a.join(id, Some(0)).await.unwrap().token;
    let mut snapshot = a.seat(id, 0, Some(&token), Since::All).await.unwrap();
    let mut moves = 0;
    while snapshot.outcome.is_none() && moves < 400 {
        let k = (moves * 7 + 3) % snapshot.legal_actions.len();
        snapshot = a
            .act(
                id,
                0,
                Some(&token),
                snapshot.version,
                ActionInput::Json(snapshot.legal_actions[k].clone()),
            )
            .await
            .unwrap();
        moves += 1;
        if moves % 10 == 0 || snapshot.outcome.is_some() {
            let fresh = Service::open(url, Limits::default()).await.unwrap();
            assert_eq!(
                fresh.record_and_state(id).await.unwrap(),
                a.record_and_state(id).await.unwrap(),
                "reloaded after {moves} moves"
            );
            let on_fresh = fresh.seat(id, 0, Some(&token), Since::All).await.unwrap();
            assert_eq!(
                on_fresh,
                a.seat(id, 0, Some(&token), Since::All).await.unwrap()
            );
        }
    }
    let (record, _) = a.record_and_state(id).await.unwrap();
    assert!(
        record.as_deref().is_some_and(|r| r.len() > 2_000),
        "a match long enough to spill ({moves} moves): {record:?}"
    );
    // The reloaded service plays on where the first left off (when the match is not over).
    if snapshot.outcome.is_none() {
        let b = Service::open(url, Limits::default()).await.unwrap();
        let on_b = b.seat(id, 0, Some(&token), Since::All).await.unwrap();
        let moved = b
            .act(
                id,
                0,
                Some(&token),
                on_b.version,
                ActionInput::Json(on_b.legal_actions[0].clone()),
            )
            .await
            .unwrap();
        assert!(moved.version > on_b.version);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_long_matches_reload() {
    let db = TempDb::new("long");
    long_matches_reload(&db.url()).await;
}

/// A database made before the row's tail (every action in `tic_actions`, no `tail_actions`
/// column): a service opening it adds the column, replays the match from the actions table
/// and plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_without_the_tail_column_opens_and_replays() {
    let db = TempDb::new("before-tail");
    let a = Service::open(&db.url(), Limits::default()).await.unwrap();
    let created = a.create(two_humans(9)).await.unwrap();
    let id = created.id.clone();
    let tokens: Vec<String> = vec![
        a.join(&id, None).await.unwrap().token,
        a.join(&id, None).await.unwrap().token,
    ];
    let mut snap = a.spectate(&id, Since::All).await.unwrap();
    for _ in 0..3 {
        let (seat, token) = actor(&snap, &tokens);
        let mine = a.seat(&id, seat, Some(token), Since::All).await.unwrap();
        snap = a
            .act(
                &id,
                seat,
                Some(token),
                mine.version,
                ActionInput::Json(mine.legal_actions[0].clone()),
            )
            .await
            .unwrap();
    }
    let expected = a.record_and_state(&id).await.unwrap();
    drop(a);
    // The layout before the tail, by hand: the tail's actions into their table, the column
    // dropped.
    let pool = sqlx::SqlitePool::connect(&db.url()).await.unwrap();
    let tail: String = sqlx::query_scalar("SELECT tail_actions FROM tic_matches WHERE id = ?")
        .bind(&id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(
        tail.lines().count(),
        3,
        "three actions in the tail: {tail:?}"
    );
    for (k, line) in tail.lines().enumerate() {
        let (seat, action) = line.split_once(' ').unwrap();
        sqlx::query("INSERT INTO tic_actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)")
            .bind(&id)
            .bind(k as i64)
            .bind(seat.parse::<i64>().unwrap())
            .bind(action)
            .execute(&pool)
            .await
            .unwrap();
    }
    sqlx::query("ALTER TABLE tic_matches DROP COLUMN tail_actions")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let b = Service::open(&db.url(), Limits::default()).await.unwrap();
    assert_eq!(
        b.record_and_state(&id).await.unwrap(),
        expected,
        "replayed from the actions table"
    );
    let (seat, token) = actor(&snap, &tokens);
    let mine = b.seat(&id, seat, Some(token), Since::All).await.unwrap();
    assert_eq!(mine.version, 3);
    if mine.outcome.is_none() {
        let moved = b
            .act(
                &id,
                seat,
                Some(token),
                3,
                ActionInput::Json(mine.legal_actions[0].clone()),
            )
            .await
            .unwrap();
        assert_eq!(moved.version, 4);
        let c = Service::open(&db.url(), Limits::default()).await.unwrap();
        assert_eq!(
            c.record_and_state(&id).await.unwrap(),
            b.record_and_state(&id).await.unwrap(),
            "the move after the old actions, in the new tail"
        );
    }
}
