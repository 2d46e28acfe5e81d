//! Helpers: the hidden-card check, a small HTTP client, WebSocket clients, seeded choices.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tic_server::{ServeConfig, Service, Snapshot};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

/// Panics if any string in `value` (keys and values, at any depth) has a word that is a text
/// form of a hidden card, read as rules-engine's conformance suite reads a game's texts.
/// `hidden` is sorted.
pub fn assert_no_hidden(value: &Value, hidden: &[String], what: &str) {
    if let Some(leak) = rules_engine::conformance::find_hidden_word_in_json(value, hidden) {
        panic!("{what}: the hidden card {leak} appears in {value}");
    }
}

/// Checks a snapshot sent to `seat` (or a spectator) against what the match hides from it now.
pub async fn check_snapshot(service: &Service, snapshot: &Snapshot, what: &str) {
    let inspection = service.inspect(&snapshot.id).await.expect("inspect");
    assert_eq!(
        inspection.version, snapshot.version,
        "{what}: checked at another version"
    );
    let hidden = match snapshot.seat {
        Some(seat) => &inspection.hidden[seat],
        None => &inspection.spectator_hidden,
    };
    let json = serde_json::to_value(snapshot).expect("snapshot JSON");
    assert_no_hidden(&json, hidden, what);
}

/// Checks a snapshot's JSON sent to `seat` (or a spectator) at `version` against what the
/// match hides from it now.
pub async fn check_value(
    service: &Service,
    id: &str,
    seat: Option<usize>,
    version: u64,
    snapshot: &Value,
    what: &str,
) {
    let inspection = service.inspect(id).await.expect("inspect");
    assert_eq!(
        inspection.version, version,
        "{what}: checked at another version"
    );
    let hidden = match seat {
        Some(seat) => &inspection.hidden[seat],
        None => &inspection.spectator_hidden,
    };
    assert_no_hidden(snapshot, hidden, what);
}

/// A small seeded generator (SplitMix64) for the test's own choices.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A choice that depends only on the seed and the version (the same in two runs of a match).
pub fn choice(seed: u64, version: u64, n: usize) -> usize {
    let mut rng = Rng(seed ^ version.wrapping_mul(0x2545_F491_4F6C_DD1D));
    rng.below(n)
}

/// An HTTP answer: status and body (JSON, or the text as a JSON string).
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: Value,
}

/// One HTTP/1.1 request on a fresh connection (panics, saying why, if no answer comes).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> Answer {
    try_http(addr, method, path, token, body)
        .await
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
}

/// One HTTP/1.1 request on a fresh connection, or why no answer came (a server killed
/// mid-request answers nothing).
pub async fn try_http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> Result<Answer, String> {
    let mut stream = tokio::time::timeout(
        Duration::from_secs(10),
        tokio::net::TcpStream::connect(addr),
    )
    .await
    .map_err(|_| "no connection in time".to_owned())?
    .map_err(|e| format!("connect: {e}"))?;
    let body = body.unwrap_or("");
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| format!("write: {e}"))?;
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(60), stream.read_to_end(&mut raw))
        .await
        .map_err(|_| "no answer in time".to_owned())?
        .map_err(|e| format!("read: {e}"))?;
    let text = String::from_utf8_lossy(&raw);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| format!("not an HTTP answer: {text:?}"))?;
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status in {head:?}"))?;
    let body = serde_json::from_str(body).unwrap_or_else(|_| Value::String(body.to_owned()));
    Ok(Answer { status, body })
}

pub async fn post(addr: SocketAddr, path: &str, token: Option<&str>, body: &Value) -> Answer {
    http(addr, "POST", path, token, Some(&body.to_string())).await
}

pub async fn get(addr: SocketAddr, path: &str, token: Option<&str>) -> Answer {
    http(addr, "GET", path, token, None).await
}

/// A seat's snapshot read over HTTP with its token (200 expected).
pub async fn seat_snapshot(addr: SocketAddr, id: &str, seat: usize, token: &str) -> Snapshot {
    let answer = get(
        addr,
        &format!("/api/matches/{id}/seats/{seat}"),
        Some(token),
    )
    .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    serde_json::from_value(answer.body).expect("a snapshot")
}

/// Creates a two-player match of `game` with both seats human over HTTP and returns its id
/// (the answer must be 201).
pub async fn create_two_human(addr: SocketAddr, game: &str, seed: u64) -> String {
    let created = post(
        addr,
        "/api/matches",
        None,
        &json!({"game": game, "players": 2, "seed": seed, "seats": ["human", "human"]}),
    )
    .await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    created.body["id"].as_str().unwrap().to_owned()
}

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens a WebSocket (`query` after `?`).
pub async fn ws_connect(addr: SocketAddr, id: &str, query: &str) -> Ws {
    let url = format!("ws://{addr}/api/matches/{id}/ws?{query}");
    let (ws, _) = tokio::time::timeout(
        Duration::from_secs(10),
        tokio_tungstenite::connect_async(url),
    )
    .await
    .expect("WebSocket in time")
    .expect("WebSocket");
    ws
}

/// The next JSON message on a WebSocket (within 30 s).
pub async fn ws_next(ws: &mut Ws) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(30), ws.next())
            .await
            .expect("a message in time")
            .expect("the socket open")
            .expect("a message");
        match message {
            Message::Text(text) => return serde_json::from_str(text.as_str()).expect("JSON"),
            Message::Ping(_) | Message::Pong(_) => continue,
            other => panic!("unexpected message {other:?}"),
        }
    }
}

pub async fn ws_send(ws: &mut Ws, value: &Value) {
    ws.send(Message::Text(value.to_string().into()))
        .await
        .expect("send");
}

/// The snapshot in a pushed message.
pub fn snapshot_of(message: &Value) -> Snapshot {
    serde_json::from_value(message["snapshot"].clone()).expect("a snapshot")
}

/// A fresh SQLite file in the temporary directory (removed with its WAL files on drop).
pub struct TempDb {
    pub path: std::path::PathBuf,
}

impl TempDb {
    pub fn new(name: &str) -> TempDb {
        let mut path = std::env::temp_dir();
        let unique = format!(
            "tic-server-test-{name}-{}-{}.sqlite3",
            std::process::id(),
            Rng(std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64)
            .next()
        );
        path.push(unique);
        TempDb { path }
    }

    pub fn url(&self) -> String {
        format!("sqlite://{}?mode=rwc", self.path.display())
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", self.path.display()));
        }
    }
}

/// The Postgres URL for the tests, or `None` (and a line saying they were skipped). With
/// `TIC_REQUIRE_POSTGRES=1` (CI sets it) a missing URL fails the test instead: a Postgres
/// that did not start must not pass as skipped tests.
pub fn postgres_url(test: &str) -> Option<String> {
    match std::env::var("TIC_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            assert!(
                !std::env::var("TIC_REQUIRE_POSTGRES").is_ok_and(|v| v == "1"),
                "{test}: TIC_TEST_POSTGRES_URL is not set, and TIC_REQUIRE_POSTGRES=1 asks for it"
            );
            eprintln!("{test}: skipped (TIC_TEST_POSTGRES_URL is not set)");
            None
        }
    }
}

/// A server in a child process: this test binary re-invoked to run [`child_server`] alone.
/// Killed on drop.
pub struct ChildServer {
    child: Child,
    pub addr: SocketAddr,
}

/// The server process of the restart and two-process tests: serves on 127.0.0.1:0 from
/// `TIC_CHILD_DB`, writes its address to `TIC_CHILD_ADDR`, and stops by itself after two
/// minutes at most.
#[test]
#[ignore = "run by the restart and Postgres tests as their server process"]
fn child_server() {
    let (Ok(db), Ok(addr_file)) = (
        std::env::var("TIC_CHILD_DB"),
        std::env::var("TIC_CHILD_ADDR"),
    ) else {
        return;
    };
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let config = ServeConfig::new(SocketAddr::from(([127, 0, 0, 1], 0)), db);
        let running = tic_server::start(config).await.unwrap();
        let tmp = format!("{addr_file}.tmp");
        std::fs::write(&tmp, running.addr.to_string()).unwrap();
        std::fs::rename(&tmp, &addr_file).unwrap();
        let _ = tokio::time::timeout(Duration::from_secs(120), running.wait()).await;
    });
}

impl ChildServer {
    /// Starts a server process on `database_url` and waits (a minute at most) for its address.
    // The child is waited for in `kill` or on drop.
    #[allow(clippy::zombie_processes)]
    pub fn start(database_url: &str) -> ChildServer {
        let mut addr_file = std::env::temp_dir();
        addr_file.push(format!(
            "tic-server-child-{}-{}.addr",
            std::process::id(),
            Rng(std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64)
            .next()
        ));
        let _ = std::fs::remove_file(&addr_file);
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "common::child_server",
                "--exact",
                "--ignored",
                "--test-threads=1",
            ])
            .env("TIC_CHILD_DB", database_url)
            .env("TIC_CHILD_ADDR", &addr_file)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server process");
        let started = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(&addr_file) {
                let _ = std::fs::remove_file(&addr_file);
                return ChildServer {
                    child,
                    addr: text.trim().parse().unwrap(),
                };
            }
            if started.elapsed() > Duration::from_secs(60)
                || child.try_wait().ok().flatten().is_some()
            {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the server process did not start");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGKILL: no chance to finish anything.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for ChildServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
