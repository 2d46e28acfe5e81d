//! The machine's floor for the load run of `load.rs`: the same shape (N matches of two seats,
//! each seat's client moving as soon as its turn comes, closed loop, server and clients on
//! 127.0.0.1 in two processes of the same 2 cores), with a server that does nothing a match
//! server must do. No WebSocket framing, no JSON, no game, no storage, no tokens: a move is 8
//! bytes on a TCP socket, and the server answers it by writing a snapshot of `--bytes` bytes
//! (default 2,000, the size of a Tic-of-a-Kind push in its JSON form) to the other seat and to
//! the mover, straight from the mover's task. Latency is measured as `load.rs` measures it: from
//! a move's submission to the other seat's client reading its turn.
//!
//! Two such servers: `--server tokio` (the default: tokio's runtime on `--server-threads`
//! workers, as tic-server runs) and `--server epoll` (one thread, an epoll loop through mio,
//! each ready socket served in turn: no task to wake, no thread to hand over to).
//!
//! What this prints bounds any server in this shape on this machine (its moves a second from
//! above, its latency from below): a real one does all that this one leaves out, on the same
//! cores.
//!
//! ```text
//! cargo run --release -p tic-server --example floor -- [--matches 50,200,500] [--seconds 45]
//!     [--warmup 10] [--bytes 2000] [--server tokio|epoll] [--client-threads 2]
//!     [--server-threads 2]
//! ```
//!
//! Every loop is bounded in time; every socket is on 127.0.0.1.

use std::collections::BTreeMap;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::tcp::OwnedWriteHalf;
use tokio::net::{TcpListener, TcpStream};

mod support;

const USAGE: &str = "floor [--matches 50,200,500] [--seconds 45] [--warmup 10] [--bytes 2000] \
[--server tokio|epoll] [--client-threads 2] [--server-threads 2]";

struct Args {
    shape: support::Shape,
    bytes: usize,
    epoll: bool,
}

fn args() -> Args {
    let mut bytes = 2_000;
    let mut epoll = false;
    let shape = support::Shape::from_args(USAGE, |flag, value| match flag {
        // At least the header (version and seat to act), at most 1 MiB.
        "--bytes" => {
            bytes = value.parse().unwrap_or(2_000).clamp(9, 1 << 20);
            true
        }
        "--server" => {
            epoll = match value.as_str() {
                "tokio" => false,
                "epoll" => true,
                _ => return false,
            };
            true
        }
        _ => false,
    });
    Args {
        shape,
        bytes,
        epoll,
    }
}

fn runtime(threads: usize) -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads)
        .enable_all()
        .build()
        .expect("runtime")
}

/// A match on the server: its version, the seat to act, the seats connected, and the sockets'
/// write halves, which the mover's task writes to.
struct Match {
    state: Mutex<MatchState>,
    writers: [tokio::sync::Mutex<Option<OwnedWriteHalf>>; 2],
}

#[derive(Default)]
struct MatchState {
    turn: Turn,
    seated: u8,
}

/// Where a match stands, on either server: its version and the seat to act.
#[derive(Default)]
struct Turn {
    version: u64,
    to_act: u8,
}

impl Turn {
    /// A move by `seat` made against `made_against`: if it is that seat's turn at that
    /// version, the turn passes and the new version and seat to act are returned.
    fn take(&mut self, made_against: u64, seat: usize) -> Option<(u64, u8)> {
        if self.version != made_against || usize::from(self.to_act) != seat {
            return None;
        }
        self.version += 1;
        self.to_act ^= 1;
        Some((self.version, self.to_act))
    }
}

/// A seat's hello: its match (4 bytes, little-endian) and its seat (1 byte).
fn hello([a, b, c, d, seat]: [u8; 5]) -> (u32, usize) {
    (u32::from_le_bytes([a, b, c, d]), usize::from(seat & 1))
}

/// A snapshot as sent: its length, then the version and the seat to act, padded to `bytes`.
fn snapshot(version: u64, to_act: u8, bytes: usize) -> Vec<u8> {
    let mut message = vec![b' '; 4 + bytes];
    message[..4].copy_from_slice(&(bytes as u32).to_le_bytes());
    message[4..12].copy_from_slice(&version.to_le_bytes());
    message[12] = to_act;
    message
}

type Matches = Arc<Mutex<BTreeMap<u32, Arc<Match>>>>;

/// One seat's connection on the server: a hello (match and seat), then moves, each the
/// version it was made against.
async fn seat_connection(stream: TcpStream, matches: Matches, bytes: usize) -> Option<()> {
    stream.set_nodelay(true).ok()?;
    let (read, write) = stream.into_split();
    let mut read = BufReader::with_capacity(4096, read);
    let mut said = [0u8; 5];
    read.read_exact(&mut said).await.ok()?;
    let (id, seat) = hello(said);
    let game = {
        let mut all = matches.lock().ok()?;
        Arc::clone(all.entry(id).or_insert_with(|| {
            Arc::new(Match {
                state: Mutex::new(MatchState::default()),
                writers: [tokio::sync::Mutex::new(None), tokio::sync::Mutex::new(None)],
            })
        }))
    };
    *game.writers[seat].lock().await = Some(write);
    let both_seated = {
        let mut state = game.state.lock().ok()?;
        state.seated += 1;
        state.seated == 2
    };
    if both_seated {
        let first = snapshot(0, 0, bytes);
        for writer in &game.writers {
            if let Some(writer) = writer.lock().await.as_mut() {
                writer.write_all(&first).await.ok()?;
            }
        }
    }
    let mut message = [0u8; 8];
    loop {
        read.read_exact(&mut message).await.ok()?;
        let made_against = u64::from_le_bytes(message);
        let moved = game.state.lock().ok()?.turn.take(made_against, seat);
        if let Some((version, to_act)) = moved {
            let update = snapshot(version, to_act, bytes);
            // The other seat first: its latency is the one measured.
            for other in [1 - seat, seat] {
                if let Some(writer) = game.writers[other].lock().await.as_mut() {
                    let _ = writer.write_all(&update).await;
                }
            }
        }
    }
}

/// The server process: `floor --serve BYTES THREADS SECONDS [epoll]` prints its port, then
/// serves for `SECONDS` at most.
fn serve(bytes: usize, threads: usize, seconds: u64) {
    runtime(threads).block_on(async move {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        println!("{}", listener.local_addr().expect("address").port());
        let matches: Matches = Arc::default();
        let deadline = Instant::now() + Duration::from_secs(seconds);
        while Instant::now() < deadline {
            let Ok(Ok((stream, _))) =
                tokio::time::timeout(Duration::from_secs(1), listener.accept()).await
            else {
                continue;
            };
            tokio::spawn(seat_connection(stream, Arc::clone(&matches), bytes));
        }
    });
}

/// A seat's socket on the epoll server: what it has sent that is not read yet, what is to be
/// written to it that the socket did not take yet, and its match and seat once it said hello.
struct EpollSeat {
    stream: mio::net::TcpStream,
    input: Vec<u8>,
    output: Vec<u8>,
    seated: Option<(u32, usize)>,
}

/// A match on the epoll server: where it stands and its seats' sockets.
#[derive(Default)]
struct EpollMatch {
    turn: Turn,
    sockets: [Option<usize>; 2],
}

/// Writes as much of `data` as the socket takes: the bytes written, and whether the socket
/// failed (rather than being full).
fn write_until_blocked(stream: &mut mio::net::TcpStream, data: &[u8]) -> (usize, bool) {
    use std::io::Write;
    let mut written = 0;
    while written < data.len() {
        match stream.write(&data[written..]) {
            Ok(n) => written += n,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
            Err(_) => return (written, true),
        }
    }
    (written, false)
}

/// Writes `message` to socket `at`, keeping what the socket does not take for when it is
/// writable again.
fn epoll_send(poll: &mio::Poll, seats: &mut [Option<EpollSeat>], at: usize, message: &[u8]) {
    let Some(seat) = seats.get_mut(at).and_then(Option::as_mut) else {
        return;
    };
    let mut written = 0;
    if seat.output.is_empty() {
        let failed;
        (written, failed) = write_until_blocked(&mut seat.stream, message);
        if failed {
            return;
        }
    }
    if written < message.len() {
        seat.output.extend_from_slice(&message[written..]);
        let _ = poll.registry().reregister(
            &mut seat.stream,
            mio::Token(at),
            mio::Interest::READABLE | mio::Interest::WRITABLE,
        );
    }
}

/// The epoll server: one thread, every ready socket served in turn.
fn serve_epoll(bytes: usize, seconds: u64) {
    use std::io::Read;
    const LISTENER: mio::Token = mio::Token(1 << 30);
    let mut poll = mio::Poll::new().expect("epoll");
    let mut listener =
        mio::net::TcpListener::bind(std::net::SocketAddr::from(([127, 0, 0, 1], 0))).expect("bind");
    println!("{}", listener.local_addr().expect("address").port());
    poll.registry()
        .register(&mut listener, LISTENER, mio::Interest::READABLE)
        .expect("register");
    let mut seats: Vec<Option<EpollSeat>> = Vec::new();
    let mut matches: BTreeMap<u32, EpollMatch> = BTreeMap::new();
    let mut events = mio::Events::with_capacity(1024);
    let mut buffer = vec![0u8; 64 * 1024];
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while Instant::now() < deadline {
        if poll
            .poll(&mut events, Some(Duration::from_secs(1)))
            .is_err()
        {
            continue;
        }
        for event in &events {
            if event.token() == LISTENER {
                // Bounded by the clients' count (two sockets a match, at most 5,000 matches).
                while let Ok((mut stream, _)) = listener.accept() {
                    if seats.len() >= 10_000 || stream.set_nodelay(true).is_err() {
                        continue;
                    }
                    let token = mio::Token(seats.len());
                    if poll
                        .registry()
                        .register(&mut stream, token, mio::Interest::READABLE)
                        .is_ok()
                    {
                        seats.push(Some(EpollSeat {
                            stream,
                            input: Vec::new(),
                            output: Vec::new(),
                            seated: None,
                        }));
                    }
                }
                continue;
            }
            let at = event.token().0;
            if event.is_writable()
                && let Some(seat) = seats.get_mut(at).and_then(Option::as_mut)
            {
                let (written, _) = write_until_blocked(&mut seat.stream, &seat.output);
                seat.output.drain(..written);
                if seat.output.is_empty() {
                    let _ = poll.registry().reregister(
                        &mut seat.stream,
                        event.token(),
                        mio::Interest::READABLE,
                    );
                }
            }
            // Everything the socket holds (edge-triggered: until it would block).
            while let Some(seat) = seats.get_mut(at).and_then(Option::as_mut) {
                match seat.stream.read(&mut buffer) {
                    Ok(0) => {
                        seats[at] = None;
                        break;
                    }
                    Ok(n) => seat.input.extend_from_slice(&buffer[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                    Err(_) => {
                        seats[at] = None;
                        break;
                    }
                }
            }
            // Then every whole message in it: the hello, then moves.
            while let Some(seat) = seats.get_mut(at).and_then(Option::as_mut) {
                let (sockets, update) = match seat.seated {
                    None => {
                        let Some(said) = seat.input.get(..5).and_then(|b| b.try_into().ok()) else {
                            break;
                        };
                        seat.input.drain(..5);
                        let (id, which) = hello(said);
                        seat.seated = Some((id, which));
                        let game = matches.entry(id).or_default();
                        game.sockets[which] = Some(at);
                        if game.sockets.iter().any(Option::is_none) {
                            continue;
                        }
                        (game.sockets, snapshot(0, 0, bytes))
                    }
                    Some((id, which)) => {
                        let Some(made_against) = seat
                            .input
                            .get(..8)
                            .and_then(|b| b.try_into().ok())
                            .map(u64::from_le_bytes)
                        else {
                            break;
                        };
                        seat.input.drain(..8);
                        let Some(game) = matches.get_mut(&id) else {
                            continue;
                        };
                        let Some((version, to_act)) = game.turn.take(made_against, which) else {
                            continue;
                        };
                        // The other seat first: its latency is the one measured.
                        let order = [game.sockets[1 - which], game.sockets[which]];
                        (order, snapshot(version, to_act, bytes))
                    }
                };
                for to in sockets.into_iter().flatten() {
                    epoll_send(&poll, &mut seats, to, &update);
                }
            }
        }
    }
}

struct Stats {
    measuring: AtomicBool,
    moves: AtomicU64,
    latencies: Mutex<Vec<u32>>,
}

/// One seat's client: moves as soon as a snapshot says it is its turn.
async fn client(
    port: u16,
    id: u32,
    seat: u8,
    sent_at: Arc<AtomicU64>,
    start: Instant,
    stats: Arc<Stats>,
) -> Option<()> {
    let stream = TcpStream::connect(("127.0.0.1", port)).await.ok()?;
    stream.set_nodelay(true).ok()?;
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::with_capacity(4096, read);
    let [a, b, c, d] = id.to_le_bytes();
    write.write_all(&[a, b, c, d, seat]).await.ok()?;
    let mut body = Vec::new();
    loop {
        let mut length = [0u8; 4];
        read.read_exact(&mut length).await.ok()?;
        body.resize(u32::from_le_bytes(length) as usize, 0);
        read.read_exact(&mut body).await.ok()?;
        let version = u64::from_le_bytes(body.get(..8)?.try_into().ok()?);
        if *body.get(8)? != seat {
            continue;
        }
        // The other seat's move reached this seat: its latency.
        let now = start.elapsed().as_nanos() as u64;
        let sent = sent_at.swap(0, Ordering::AcqRel);
        if sent != 0 && stats.measuring.load(Ordering::Relaxed) {
            let micros = ((now - sent) / 1_000).min(u64::from(u32::MAX)) as u32;
            stats.latencies.lock().ok()?.push(micros);
        }
        sent_at.store(start.elapsed().as_nanos() as u64, Ordering::Release);
        write.write_all(&version.to_le_bytes()).await.ok()?;
        if stats.measuring.load(Ordering::Relaxed) {
            stats.moves.fetch_add(1, Ordering::Relaxed);
        }
    }
}

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn run(args: &Args, n: usize) {
    let limit = args.shape.warmup + args.shape.seconds + 60;
    let mut child = Command::new(std::env::current_exe().expect("exe"))
        .args([
            "--serve",
            &args.bytes.to_string(),
            &args.shape.server_threads.to_string(),
            &limit.to_string(),
            if args.epoll { "epoll" } else { "tokio" },
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("server process");
    let stdout = child.stdout.take().expect("stdout");
    let server = Server(child);
    let mut line = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut line).expect("port");
    let port: u16 = line.trim().parse().expect("a port");
    let pid = server.0.id();
    let stats = Arc::new(Stats {
        measuring: AtomicBool::new(false),
        moves: AtomicU64::new(0),
        latencies: Mutex::new(Vec::new()),
    });
    let runtime = runtime(args.shape.client_threads);
    runtime.block_on(async {
        let start = Instant::now();
        for id in 0..n as u32 {
            let sent_at = Arc::new(AtomicU64::new(0));
            for seat in 0..2 {
                tokio::spawn(client(
                    port,
                    id,
                    seat,
                    Arc::clone(&sent_at),
                    start,
                    Arc::clone(&stats),
                ));
            }
        }
        tokio::time::sleep(Duration::from_secs(args.shape.warmup)).await;
        let (server0, client0) = (support::usage_of(pid).0, support::usage_of(std::process::id()).0);
        stats.measuring.store(true, Ordering::Relaxed);
        let measured = Instant::now();
        tokio::time::sleep(Duration::from_secs(args.shape.seconds)).await;
        stats.measuring.store(false, Ordering::Relaxed);
        let elapsed = measured.elapsed().as_secs_f64();
        let (server1, client1) = (support::usage_of(pid).0, support::usage_of(std::process::id()).0);
        let moves = stats.moves.load(Ordering::Relaxed).max(1) as f64;
        let mut latencies = stats.latencies.lock().expect("latencies").clone();
        latencies.sort_unstable();
        let percentile = |p: f64| -> f64 {
            let Some(last) = latencies.len().checked_sub(1) else {
                return f64::NAN;
            };
            f64::from(latencies[(last as f64 * p).round() as usize]) / 1000.0
        };
        println!(
            "floor {n:4} matches: {:8.0} moves/s  p50 {:6.2} ms  p99 {:6.2} ms  server CPU {:4.2} cores ({:5.1} us a move)  client CPU {:4.2} cores ({:5.1} us a move)",
            moves / elapsed,
            percentile(0.5),
            percentile(0.99),
            (server1 - server0) / elapsed,
            (server1 - server0) * 1e6 / moves,
            (client1 - client0) / elapsed,
            (client1 - client0) * 1e6 / moves,
        );
    });
    // The clients' tasks end with their runtime, the server with its process.
    runtime.shutdown_background();
    drop(server);
}

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    if argv.get(1).map(String::as_str) == Some("--serve") {
        let number = |i: usize, default: u64| {
            argv.get(i)
                .and_then(|s| s.parse::<u64>().ok())
                .unwrap_or(default)
        };
        let bytes = number(2, 2_000).clamp(9, 1 << 20) as usize;
        let seconds = number(4, 120).min(900);
        if argv.get(5).map(String::as_str) == Some("epoll") {
            serve_epoll(bytes, seconds);
        } else {
            serve(bytes, number(3, 2).clamp(1, 8) as usize, seconds);
        }
        return;
    }
    let args = args();
    println!(
        "floor: {} server, {} B snapshots, {} s after {} s warm-up, server threads {}, client threads {}",
        if args.epoll {
            "epoll (one thread)"
        } else {
            "tokio"
        },
        args.bytes,
        args.shape.seconds,
        args.shape.warmup,
        args.shape.server_threads,
        args.shape.client_threads
    );
    for &n in &args.shape.matches {
        run(&args, n);
    }
}
