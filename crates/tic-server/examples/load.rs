//! A bounded load run on loopback, shaped as boardgame.io's server was measured: N concurrent
//! matches of a two-player card game with hidden hands, both seats human, two WebSocket
//! clients per match each moving as soon as its turn comes (closed loop), clients kept
//! connected from one match to the next (a finished match's sockets follow a new match),
//! measured for a fixed time after a warm-up. Latency runs from a move's submission to the
//! other seat's update. The server runs as a child process, so its CPU time and memory are its
//! own.
//!
//! ```text
//! cargo run --release -p tic-server --example load -- [--matches 50,200,500] [--seconds 45]
//!     [--warmup 10] [--game tic-of-a-kind] [--database sqlite|postgres://...]
//!     [--forms json|text|both] [--client-threads 2] [--server-threads 2]
//! ```
//!
//! `--server-threads N`: the server's runtime workers (1: a current-thread runtime, every task
//! on one thread; the default 2, tokio's default on this machine, one a core).
//!
//! The clients ask for the snapshots' JSON forms alone by default (`?forms=json`) and send
//! actions as JSON; `--forms text` asks for the text forms and sends actions as text;
//! `--forms both` takes the default snapshots (both forms) and sends actions as text.
//!
//! Every loop is bounded in time; every socket is on 127.0.0.1.

use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use std::borrow::Cow;

mod support;

const USAGE: &str = "load [--matches 50,200,500] [--seconds 45] [--warmup 10] \
[--game tic-of-a-kind] [--database sqlite|postgres://...] [--forms json|text|both] \
[--client-threads 2] [--server-threads 2]";

/// The load generator and the server it starts (this same program) allocate with mimalloc,
/// as the Python extension does: glibc's allocator was a tenth of the server's CPU per move.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

struct Args {
    shape: support::Shape,
    game: String,
    database: String,
    forms: Forms,
}

/// Which forms the clients ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Forms {
    Json,
    Text,
    Both,
}

impl Forms {
    /// The socket URL's query for them.
    fn query(self) -> &'static str {
        match self {
            Forms::Json => "&forms=json",
            Forms::Text => "&forms=text",
            Forms::Both => "",
        }
    }
}

fn args() -> Args {
    let mut game = "tic-of-a-kind".to_owned();
    let mut database = "sqlite".to_owned();
    let mut forms = Forms::Json;
    let shape = support::Shape::from_args(USAGE, |flag, value| {
        match flag {
            "--game" => game = value,
            "--database" => database = value,
            "--forms" => {
                forms = match value.as_str() {
                    "json" => Forms::Json,
                    "text" => Forms::Text,
                    "both" => Forms::Both,
                    _ => {
                        eprintln!("--forms: json, text or both");
                        std::process::exit(2);
                    }
                }
            }
            _ => return false,
        }
        true
    });
    Args {
        shape,
        game,
        database,
        forms,
    }
}

/// The server process: `load --serve DATABASE_URL SECONDS THREADS` prints its address, then
/// serves (two minutes more than asked at most) on a runtime of `threads` workers (1: a
/// current-thread runtime).
fn serve(database: &str, limit_secs: u64, threads: usize) {
    let runtime = if threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .enable_all()
            .build()
    }
    .expect("runtime");
    runtime.block_on(async {
        let mut config =
            tic_server::ServeConfig::new(SocketAddr::from(([127, 0, 0, 1], 0)), database);
        // Closed-loop clients move as fast as the server answers.
        config.limits.moves_per_second = 100_000;
        config.limits.max_matches = 10_000_000;
        let running = tic_server::start(config).await.expect("server");
        println!("{}", running.addr);
        let _ = tokio::time::timeout(Duration::from_secs(limit_secs), running.wait()).await;
    });
}

struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    async fn start(database: &str, limit_secs: u64, threads: usize) -> Server {
        let mut child = Command::new(std::env::current_exe().expect("exe"))
            .args([
                "--serve",
                database,
                &limit_secs.to_string(),
                &threads.to_string(),
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("server process");
        let stdout = child.stdout.take().expect("stdout");
        let line = tokio::task::spawn_blocking(move || {
            let mut line = String::new();
            std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut line)
                .map(|_| line)
        });
        let line = tokio::time::timeout(Duration::from_secs(60), line)
            .await
            .expect("server started in time")
            .expect("read")
            .expect("an address");
        Server {
            child,
            addr: line.trim().parse().expect("an address"),
        }
    }

    /// CPU seconds (user + system) and resident memory in bytes.
    fn usage(&self) -> (f64, u64) {
        support::usage_of(self.child.id())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP/1.1 client on one kept-alive connection (reconnecting when the server closes it),
/// enough for the JSON requests of match creation.
struct Http {
    addr: SocketAddr,
    stream: Option<tokio::io::BufReader<tokio::net::TcpStream>>,
}

impl Http {
    fn new(addr: SocketAddr) -> Http {
        Http { addr, stream: None }
    }

    async fn post(&mut self, path: &str, body: &Value) -> Value {
        for _ in 0..2 {
            if let Some(answer) = self.try_post(path, body).await {
                return answer;
            }
            // The connection was closed: a new one.
            self.stream = None;
        }
        Value::Null
    }

    async fn try_post(&mut self, path: &str, body: &Value) -> Option<Value> {
        use tokio::io::AsyncBufReadExt;
        if self.stream.is_none() {
            let stream = tokio::net::TcpStream::connect(self.addr).await.ok()?;
            let _ = stream.set_nodelay(true);
            self.stream = Some(tokio::io::BufReader::new(stream));
        }
        let stream = self.stream.as_mut()?;
        let body = body.to_string();
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.addr,
            body.len()
        );
        stream.get_mut().write_all(request.as_bytes()).await.ok()?;
        let mut length = 0usize;
        let mut line = String::new();
        loop {
            line.clear();
            if stream.read_line(&mut line).await.ok()? == 0 {
                return None;
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().ok()?;
            }
        }
        let mut raw = vec![0; length.min(1 << 20)];
        stream.read_exact(&mut raw).await.ok()?;
        Some(serde_json::from_slice(&raw).unwrap_or(Value::Null))
    }
}

/// A new match with both seats taken: its id and the two tokens.
async fn new_match(http: &mut Http, game: &str, seed: u64) -> (String, [String; 2]) {
    let created = http
        .post(
            "/api/matches",
            &json!({"game": game, "players": 2, "seed": seed, "seats": ["human", "human"]}),
        )
        .await;
    let id = created["id"].as_str().expect("created").to_owned();
    let mut tokens = [String::new(), String::new()];
    for (seat, token) in tokens.iter_mut().enumerate() {
        let joined = http
            .post(&format!("/api/matches/{id}/join"), &json!({"seat": seat}))
            .await;
        *token = joined["token"].as_str().expect("joined").to_owned();
    }
    (id, tokens)
}

/// What a client reads of a push: borrowed from the message where it can be, the rest
/// skipped without being built.
#[derive(Deserialize)]
struct Push<'a> {
    #[serde(rename = "type", borrow)]
    kind: Cow<'a, str>,
    #[serde(borrow)]
    snapshot: Option<Light<'a>>,
}

#[derive(Deserialize)]
struct Light<'a> {
    #[serde(borrow)]
    id: Cow<'a, str>,
    version: u64,
    /// The legal actions in the JSON form (skipped here: the one chosen is cut out of the
    /// message's text).
    #[serde(default)]
    legal_actions: Option<IgnoredAny>,
    #[serde(default, borrow)]
    legal_action_texts: Option<Vec<Cow<'a, str>>>,
    outcome: Option<IgnoredAny>,
}

/// The items of the JSON array whose text starts at `message[at..]` (just after its `[`), as
/// byte ranges into `message`, found by tracking brackets and strings; the index just past
/// its `]`, or `None` if the array does not close.
fn array_items(message: &str, at: usize, items: &mut Vec<(usize, usize)>) -> Option<usize> {
    items.clear();
    let bytes = message.as_bytes();
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut start = at;
    for (i, &b) in bytes.iter().enumerate().skip(at) {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => depth += 1,
            b']' | b'}' if depth > 0 => depth -= 1,
            b',' | b']' if depth == 0 => {
                if i > start {
                    items.push((start, i));
                }
                if b == b']' {
                    return Some(i + 1);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    None
}

/// What a client reads of a snapshot push in the JSON form (`?forms=json`), found in the text
/// as the server writes it (compact, its fields in a fixed order) without parsing the rest:
/// the match id and the version from the head, read in order; the outcome and the legal
/// actions (as ranges into the message, in `items`) found backwards from the end, past the
/// seats and the few new events only (not the view). `None` when the message is not such a
/// push (an error, or another shape): the client then reads it with serde.
fn scan_push<'m>(message: &'m str, items: &mut Vec<(usize, usize)>) -> Option<Scanned<'m>> {
    const LEGAL: &str = ",\"legal_actions\":[";
    const OUTCOME: &str = ",\"outcome\":";
    let rest = message.strip_prefix("{\"type\":\"snapshot\"")?;
    let rest = match rest.strip_prefix(",\"ack\":") {
        Some(ack) => ack.trim_start_matches(|c: char| c.is_ascii_digit()),
        None => rest,
    };
    let rest = rest.strip_prefix(",\"snapshot\":{\"id\":\"")?;
    let (id, rest) = rest.split_at(rest.find('"')?);
    let rest = rest.strip_prefix("\",\"game\":\"")?;
    let rest = rest.get(rest.find('"')? + 1..)?;
    let rest = rest.strip_prefix(",\"seat\":")?;
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_alphanumeric());
    let rest = rest.strip_prefix(",\"version\":")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let version = rest.get(..digits)?.parse().ok()?;
    // Only the seats follow the outcome, and only the counts and the new events come between
    // the legal actions and the outcome: both are found from the end.
    let outcome = rfind(message.as_bytes(), message.len(), OUTCOME.as_bytes())?;
    let legal = rfind(message.as_bytes(), outcome, LEGAL.as_bytes())? + LEGAL.len();
    if array_items(message, legal, items)? > outcome {
        return None;
    }
    Some(Scanned {
        id,
        version,
        over: !message.get(outcome + OUTCOME.len()..)?.starts_with("null"),
    })
}

/// The last place `needle` starts in `hay[..end]`.
fn rfind(hay: &[u8], end: usize, needle: &[u8]) -> Option<usize> {
    let first = *needle.first()?;
    let last = end.checked_sub(needle.len())?;
    (0..=last)
        .rev()
        .find(|&i| hay[i] == first && hay[i..].starts_with(needle))
}

/// [`scan_push`]'s findings.
struct Scanned<'m> {
    id: &'m str,
    version: u64,
    over: bool,
}

/// The legal actions of a push: in the JSON form, the ranges [`scan_push`] or
/// [`read_push`] left in the client's `items`; in the text form, the texts.
enum Choices<'m> {
    Json,
    Texts(Vec<Cow<'m, str>>),
}

/// What a client reads of a push.
struct Seen<'m> {
    id: Cow<'m, str>,
    version: u64,
    over: bool,
    choices: Choices<'m>,
}

/// A push read: scanned when the socket asked for the JSON form and the message has the
/// snapshot's shape, parsed with serde otherwise (the text forms, errors). `None` (an error
/// counted if it was one) when there is no snapshot to act on.
fn read_push<'m>(
    message: &'m str,
    forms: Forms,
    items: &mut Vec<(usize, usize)>,
    stats: &Stats,
) -> Option<Seen<'m>> {
    if forms == Forms::Json
        && let Some(scanned) = scan_push(message, items)
    {
        return Some(Seen {
            id: Cow::Borrowed(scanned.id),
            version: scanned.version,
            over: scanned.over,
            choices: Choices::Json,
        });
    }
    let Ok(push) = serde_json::from_str::<Push<'_>>(message) else {
        stats.errors.fetch_add(1, Ordering::Relaxed);
        return None;
    };
    if push.kind != "snapshot" {
        stats.errors.fetch_add(1, Ordering::Relaxed);
    }
    let snapshot = push.snapshot?;
    let choices = match (snapshot.legal_actions, snapshot.legal_action_texts) {
        (Some(_), _) => {
            let at = message.find("\"legal_actions\":[")? + "\"legal_actions\":[".len();
            array_items(message, at, items)?;
            Choices::Json
        }
        (None, Some(texts)) => Choices::Texts(texts),
        (None, None) => Choices::Texts(Vec::new()),
    };
    Some(Seen {
        id: snapshot.id,
        version: snapshot.version,
        over: snapshot.outcome.is_some(),
        choices,
    })
}

/// What the two clients of a match share: the match they are at, and when the last move was
/// sent (nanoseconds since the start; 0 for none).
struct Table {
    current: Mutex<(String, [String; 2])>,
    sent_at: AtomicU64,
    sent_version: AtomicU64,
    next: tokio::sync::Notify,
}

struct Stats {
    measuring: AtomicBool,
    stop: AtomicBool,
    moves: AtomicU64,
    latencies: Mutex<Vec<u32>>,
    matches_done: AtomicU64,
    errors: AtomicU64,
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(addr: SocketAddr, id: &str, seat: usize, token: &str, forms: Forms) -> Ws {
    let url = format!(
        "ws://{addr}/api/matches/{id}/ws?seat={seat}&token={token}{}",
        forms.query()
    );
    // A read buffer of 4 KiB (a push of the JSON form is about 2 KB): the default 128 KiB is
    // zeroed on every read, which was a third of the load generator's CPU (8 KiB until
    // 2026-11-28, third round). No Nagle delay on the client's moves.
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(4 * 1024);
    tokio_tungstenite::connect_async_with_config(url, Some(config), true)
        .await
        .expect("socket")
        .0
}

/// One seat's client: moves when it may, follows the next match when this one is over.
#[allow(clippy::too_many_arguments)]
async fn client(
    addr: SocketAddr,
    seat: usize,
    table: Arc<Table>,
    stats: Arc<Stats>,
    start: Instant,
    game: String,
    seed: Arc<AtomicU64>,
    forms: Forms,
) {
    let (id, tokens) = table.current.lock().unwrap().clone();
    let mut ws = connect(addr, &id, seat, &tokens[seat], forms).await;
    let mut id = id;
    let mut moved_at: u64 = u64::MAX;
    let mut rng: u64 = seed.load(Ordering::Relaxed) * 2 + seat as u64;
    // Seat 0 creates the table's next matches over one kept-alive connection.
    let mut http = Http::new(addr);
    // The legal actions of the last push, as ranges into it (kept from one push to the next).
    let mut items: Vec<(usize, usize)> = Vec::with_capacity(64);
    while !stats.stop.load(Ordering::Relaxed) {
        // No timer per message: the tasks are aborted when the run ends.
        let message = match ws.next().await {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(_)) => continue,
            _ => return,
        };
        let Some(snapshot) = read_push(message.as_str(), forms, &mut items, &stats) else {
            continue;
        };
        if snapshot.id != id.as_str() {
            continue;
        }
        let now = start.elapsed().as_nanos() as u64;
        // The other seat's move reached this seat: its latency.
        let sent = table.sent_at.load(Ordering::Acquire);
        let sent_version = table.sent_version.load(Ordering::Acquire);
        if sent != 0
            && snapshot.version > sent_version
            && moved_at != sent_version
            && table
                .sent_at
                .compare_exchange(sent, 0, Ordering::AcqRel, Ordering::Relaxed)
                .is_ok()
            && stats.measuring.load(Ordering::Relaxed)
        {
            let micros = ((now - sent) / 1_000).min(u64::from(u32::MAX)) as u32;
            stats.latencies.lock().unwrap().push(micros);
        }
        if snapshot.over {
            stats.matches_done.fetch_add(1, Ordering::Relaxed);
            // Seat 0 sets up the next match; both follow it on their sockets.
            if seat == 0 {
                let next = new_match(&mut http, &game, seed.fetch_add(1, Ordering::Relaxed)).await;
                *table.current.lock().unwrap() = next;
                table.next.notify_one();
            } else {
                table.next.notified().await;
            }
            let (next_id, tokens) = table.current.lock().unwrap().clone();
            id = next_id;
            let follow = json!({"follow": {"id": id, "seat": seat, "token": tokens[seat]}});
            if ws
                .send(Message::Text(follow.to_string().into()))
                .await
                .is_err()
            {
                return;
            }
            moved_at = u64::MAX;
            continue;
        }
        let legal = match &snapshot.choices {
            Choices::Json => items.len(),
            Choices::Texts(texts) => texts.len(),
        };
        if legal == 0 || moved_at == snapshot.version {
            continue;
        }
        // A random legal action (SplitMix64 on the client's own stream).
        rng = rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let k = ((z ^ (z >> 31)) % legal as u64) as usize;
        let request = match &snapshot.choices {
            Choices::Json => {
                let Some(action) = items.get(k).and_then(|&(a, b)| message.as_str().get(a..b))
                else {
                    stats.errors.fetch_add(1, Ordering::Relaxed);
                    continue;
                };
                format!("{{\"version\":{},\"action\":{action}}}", snapshot.version)
            }
            Choices::Texts(texts) => format!(
                "{{\"version\":{},\"text\":{}}}",
                snapshot.version,
                serde_json::to_string(&texts[k]).unwrap_or_default()
            ),
        };
        table
            .sent_version
            .store(snapshot.version, Ordering::Release);
        table
            .sent_at
            .store(start.elapsed().as_nanos() as u64, Ordering::Release);
        moved_at = snapshot.version;
        if ws.send(Message::Text(request.into())).await.is_err() {
            return;
        }
        if stats.measuring.load(Ordering::Relaxed) {
            stats.moves.fetch_add(1, Ordering::Relaxed);
        }
    }
    let _ = ws.close(None).await;
}

async fn run(args: &Args, n: usize) {
    let sqlite_file = (args.database == "sqlite")
        .then(|| std::env::temp_dir().join(format!("tic-load-{}-{n}.sqlite3", std::process::id())));
    let remove_files = |path: &std::path::Path| {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    };
    let database = match &sqlite_file {
        Some(path) => {
            remove_files(path);
            format!("sqlite://{}?mode=rwc", path.display())
        }
        None => args.database.clone(),
    };
    let server = Server::start(
        &database,
        args.shape.warmup + args.shape.seconds + 120,
        args.shape.server_threads,
    )
    .await;
    let addr = server.addr;
    let (_, rss_idle) = server.usage();
    let seed = Arc::new(AtomicU64::new(1));
    let stats = Arc::new(Stats {
        measuring: AtomicBool::new(false),
        stop: AtomicBool::new(false),
        moves: AtomicU64::new(0),
        latencies: Mutex::new(Vec::new()),
        matches_done: AtomicU64::new(0),
        errors: AtomicU64::new(0),
    });
    let start = Instant::now();
    let mut tasks = Vec::new();
    let mut http = Http::new(addr);
    for _ in 0..n {
        let table = Arc::new(Table {
            current: Mutex::new(
                new_match(&mut http, &args.game, seed.fetch_add(1, Ordering::Relaxed)).await,
            ),
            sent_at: AtomicU64::new(0),
            sent_version: AtomicU64::new(0),
            next: tokio::sync::Notify::new(),
        });
        for seat in 0..2 {
            tasks.push(tokio::spawn(client(
                addr,
                seat,
                Arc::clone(&table),
                Arc::clone(&stats),
                start,
                args.game.clone(),
                Arc::clone(&seed),
                args.forms,
            )));
        }
    }
    tokio::time::sleep(Duration::from_secs(args.shape.warmup)).await;
    let (cpu0, _) = server.usage();
    let (client0, _) = support::usage_of(std::process::id());
    stats.measuring.store(true, Ordering::Relaxed);
    let measured = Instant::now();
    tokio::time::sleep(Duration::from_secs(args.shape.seconds)).await;
    stats.measuring.store(false, Ordering::Relaxed);
    let elapsed = measured.elapsed().as_secs_f64();
    let (cpu1, rss) = server.usage();
    let (client1, _) = support::usage_of(std::process::id());
    stats.stop.store(true, Ordering::Relaxed);
    for task in &tasks {
        task.abort();
    }
    let moves = stats.moves.load(Ordering::Relaxed);
    let finished = stats.matches_done.load(Ordering::Relaxed) / 2;
    let mut lat = stats.latencies.lock().unwrap().clone();
    lat.sort_unstable();
    let pct = |p: f64| -> f64 {
        if lat.is_empty() {
            return f64::NAN;
        }
        let i = ((lat.len() as f64 - 1.0) * p).round() as usize;
        f64::from(lat[i]) / 1000.0
    };
    let kind = if database.starts_with("postgres") {
        "postgres"
    } else {
        "sqlite"
    };
    println!(
        "{kind:8} {n:4} matches: {:8.0} moves/s  p50 {:6.2} ms  p99 {:6.2} ms  server CPU {:4.2} cores ({:5.1} us a move)  client CPU {:4.2} cores  RSS {:6.1} MiB ({:5.1} KiB per match held)  {finished} matches finished  {} errors",
        moves as f64 / elapsed,
        pct(0.5),
        pct(0.99),
        (cpu1 - cpu0) / elapsed,
        (cpu1 - cpu0) * 1e6 / (moves.max(1) as f64),
        (client1 - client0) / elapsed,
        rss as f64 / 1048576.0,
        // Every match played stays in memory (up to the cache cap): per match held.
        rss.saturating_sub(rss_idle) as f64 / 1024.0 / (finished as f64 + n as f64),
        stats.errors.load(Ordering::Relaxed),
    );
    // The server stopped, its SQLite file (tens of MiB after a run) goes.
    drop(server);
    if let Some(path) = &sqlite_file {
        remove_files(path);
    }
}

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    if argv.get(1).map(String::as_str) == Some("--serve") {
        let limit = argv.get(3).and_then(|s| s.parse().ok()).unwrap_or(300);
        let threads = argv
            .get(4)
            .and_then(|s| s.parse().ok())
            .unwrap_or(2)
            .clamp(1, 8);
        serve(
            argv.get(2).map_or("sqlite::memory:", String::as_str),
            limit,
            threads,
        );
        return;
    }
    let args = args();
    // The load generator's own threads (one: a runtime on this thread alone).
    let runtime = if args.shape.client_threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(args.shape.client_threads)
            .enable_all()
            .build()
    }
    .expect("runtime");
    println!(
        "load: {} (2 players, both human), {} s after {} s warm-up, database {}, forms {:?}, server threads {}, client threads {}",
        args.game,
        args.shape.seconds,
        args.shape.warmup,
        args.database,
        args.forms,
        args.shape.server_threads,
        args.shape.client_threads
    );
    for &n in &args.shape.matches {
        runtime.block_on(run(&args, n));
    }
}
