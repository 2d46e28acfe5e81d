//! Storage: SQLite (a file, by default) or Postgres through one code path (sqlx, the same SQL
//! with `$n` placeholders for both).
//!
//! A match is its record: a row (id, game, config JSON, seed, bot seed, seats JSON, version,
//! and its latest actions as text, the *tail*), its older actions (one row each: match, index,
//! seat, action JSON) and its seats' token hashes. Every write goes through one writer task,
//! which batches whatever is ready into one transaction (group commit) and answers each
//! request only after the commit. A move is a compare-and-swap on the match's version that
//! appends its actions to the tail in the same statement: `UPDATE ... SET version = new,
//! tail_actions = tail_actions || new_lines WHERE id = $ AND version = old`, so a move
//! rewrites one row (one page) of one table. When the tail would pass [`TAIL_CAP`] bytes, the
//! move moves it into the actions table instead (a *spill*: its actions inserted, the tail
//! replaced by the move's own), in the same transaction. A move whose version moved meanwhile
//! (another process) is answered [`MoveCommit::Conflict`] and stores nothing.

use std::str::FromStr;
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Postgres, Row, Sqlite};
use tokio::sync::{mpsc, oneshot};

use crate::error::ServiceError;

/// Most requests one transaction commits.
const MAX_BATCH: usize = 512;
/// Most bytes of actions kept as text in a match's row (its tail) before they move to the
/// actions table: a row stays within one page of SQLite's 4 KiB, and a short match is one row.
pub(crate) const TAIL_CAP: usize = 1024;
/// The Postgres channel processes tell each other of new versions on.
pub(crate) const CHANNEL: &str = "tic_matches";

/// The database behind the store.
#[derive(Clone, Debug)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Pg(PgPool),
}

/// Runs the same code on either pool: `$p` is the pool of its own type in each arm, so the
/// sqlx calls inside are checked for both databases.
macro_rules! on_pool {
    ($pool:expr, |$p:ident| $body:expr) => {
        match $pool {
            Pool::Sqlite($p) => $body,
            Pool::Pg($p) => $body,
        }
    };
}

/// A new match's row.
#[derive(Clone, Debug)]
pub(crate) struct MatchRow {
    pub id: String,
    pub game: String,
    pub config: String,
    pub seed: u64,
    pub bot_seed: u64,
    pub seats: String,
    pub version: u64,
    pub finished: bool,
    pub open_seats: u64,
}

/// One stored action.
#[derive(Clone, Debug)]
pub(crate) struct ActionRow {
    pub index: u64,
    pub seat: usize,
    pub action: String,
}

/// A stored match: its row, actions in order (the actions table's, then the tail's), its
/// tail as stored and seats' token hashes.
#[derive(Debug)]
pub(crate) struct StoredMatch {
    pub row: MatchRow,
    pub actions: Vec<ActionRow>,
    pub tail: String,
    pub tokens: Vec<(usize, String)>,
}

/// Actions as the tail's text: one line each, `SEAT ACTION_JSON` (compact JSON holds no line
/// break).
pub(crate) fn tail_lines(actions: &[ActionRow]) -> String {
    let mut text = String::with_capacity(actions.iter().map(|a| a.action.len() + 4).sum());
    for a in actions {
        text.push_str(&a.seat.to_string());
        text.push(' ');
        text.push_str(&a.action);
        text.push('\n');
    }
    text
}

/// The actions of a tail whose first action has index `start`.
fn parse_tail(start: u64, tail: &str) -> Result<Vec<ActionRow>, String> {
    tail.lines()
        .enumerate()
        .map(|(k, line)| {
            let (seat, action) = line
                .split_once(' ')
                .ok_or_else(|| format!("tail line {k} has no seat"))?;
            Ok(ActionRow {
                index: start + k as u64,
                seat: seat
                    .parse()
                    .map_err(|_| format!("tail line {k}: bad seat"))?,
                action: action.to_owned(),
            })
        })
        .collect()
}

/// Actions in a tail.
fn tail_count(tail: &str) -> u64 {
    tail.bytes().filter(|&b| b == b'\n').count() as u64
}

/// What a write does to a match's tail: `text` appended to it (or put in its place with
/// `replace`), and the actions that move to the actions table.
struct TailWrite {
    text: String,
    replace: bool,
    spilled: Vec<ActionRow>,
}

/// The tail write for `actions` (the first at index `from`) after `tail`: appended while the
/// tail stays within [`TAIL_CAP`]; otherwise the tail's actions spill to the actions table and
/// the new ones become the tail (or spill too, should they alone pass the cap).
fn plan_tail(tail: &str, from: u64, actions: &[ActionRow]) -> Result<TailWrite, String> {
    let lines = tail_lines(actions);
    if tail.len() + lines.len() <= TAIL_CAP {
        return Ok(TailWrite {
            text: lines,
            replace: false,
            spilled: Vec::new(),
        });
    }
    let start = from
        .checked_sub(tail_count(tail))
        .ok_or("the tail holds more actions than the version")?;
    let mut spilled = parse_tail(start, tail)?;
    if lines.len() <= TAIL_CAP {
        Ok(TailWrite {
            text: lines,
            replace: true,
            spilled,
        })
    } else {
        spilled.extend(actions.iter().cloned());
        Ok(TailWrite {
            text: String::new(),
            replace: true,
            spilled,
        })
    }
}

/// An open match, as listed.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct OpenMatch {
    /// The match id.
    pub id: String,
    /// The game.
    pub game: String,
    /// Each seat: `human` or `bot:<name>`.
    pub seats: Vec<String>,
    /// Human seats nobody has joined yet.
    pub open_seats: u64,
    /// Actions applied so far.
    pub version: u64,
}

/// How a move's commit went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MoveCommit {
    /// Stored.
    Committed,
    /// The stored version was not the one the move was made against: nothing stored.
    Conflict,
}

/// A write for the writer task.
enum Write {
    Create {
        row: MatchRow,
        tail: TailWrite,
        reply: oneshot::Sender<Result<bool, ServiceError>>,
    },
    Move {
        id: String,
        from: u64,
        to: u64,
        finished: bool,
        tail: TailWrite,
        reply: oneshot::Sender<Result<MoveCommit, ServiceError>>,
    },
    Join {
        id: String,
        seat: usize,
        hash: String,
        reply: oneshot::Sender<Result<bool, ServiceError>>,
    },
}

/// The store: a pool for reads and the writer task's queue.
#[derive(Clone, Debug)]
pub(crate) struct Store {
    pool: Pool,
    writes: mpsc::Sender<WriteEnvelope>,
    /// Where the data is, for people (a file path, or the Postgres URL without password).
    pub description: String,
}

struct WriteEnvelope(Write);

impl std::fmt::Debug for WriteEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Write")
    }
}

fn i(n: u64) -> i64 {
    i64::from_ne_bytes(n.to_ne_bytes())
}

fn u(n: i64) -> u64 {
    u64::from_ne_bytes(n.to_ne_bytes())
}

fn to_usize(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// What a database URL names: a SQLite file (`sqlite://PATH`, `sqlite:PATH`, or a plain path)
/// or Postgres (`postgres://` or `postgresql://`).
pub(crate) fn normalize_url(url: &str) -> (bool, String) {
    let url = url.trim();
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        (true, url.to_owned())
    } else if url.starts_with("sqlite:") {
        (false, url.to_owned())
    } else {
        (false, format!("sqlite://{url}?mode=rwc"))
    }
}

const SQLITE_SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS tic_matches (
        id TEXT PRIMARY KEY NOT NULL,
        game TEXT NOT NULL,
        config TEXT NOT NULL,
        seed INTEGER NOT NULL,
        bot_seed INTEGER NOT NULL,
        seats TEXT NOT NULL,
        version INTEGER NOT NULL,
        finished INTEGER NOT NULL,
        open_seats INTEGER NOT NULL,
        created INTEGER NOT NULL,
        tail_actions TEXT NOT NULL DEFAULT ''
    )",
    "CREATE INDEX IF NOT EXISTS tic_matches_open ON tic_matches (finished, open_seats, created)",
    "CREATE TABLE IF NOT EXISTS tic_actions (
        match_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (match_id, idx)
    ) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS tic_seats (
        match_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        token_hash TEXT NOT NULL,
        PRIMARY KEY (match_id, seat)
    ) WITHOUT ROWID",
];

const PG_SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS tic_matches (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        config TEXT NOT NULL,
        seed BIGINT NOT NULL,
        bot_seed BIGINT NOT NULL,
        seats TEXT NOT NULL,
        version BIGINT NOT NULL,
        finished BIGINT NOT NULL,
        open_seats BIGINT NOT NULL,
        created BIGINT NOT NULL,
        tail_actions TEXT NOT NULL DEFAULT ''
    )",
    "CREATE INDEX IF NOT EXISTS tic_matches_open ON tic_matches (finished, open_seats, created)",
    "CREATE TABLE IF NOT EXISTS tic_actions (
        match_id TEXT NOT NULL,
        idx BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (match_id, idx)
    )",
    "CREATE TABLE IF NOT EXISTS tic_seats (
        match_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        token_hash TEXT NOT NULL,
        PRIMARY KEY (match_id, seat)
    )",
];

/// Whether the matches table has its tail column (a database made before it had none).
const PROBE_TAIL: &str = "SELECT tail_actions FROM tic_matches LIMIT 0";
/// The tail column added to a database made before it (its matches' actions are all in the
/// actions table: an empty tail is right for them).
const ADD_TAIL: &str = "ALTER TABLE tic_matches ADD COLUMN tail_actions TEXT NOT NULL DEFAULT ''";

impl Store {
    /// Opens (and creates where missing) the database and its tables, and starts the writer.
    pub(crate) async fn open(url: &str) -> Result<Store, ServiceError> {
        let (pg, url) = normalize_url(url);
        let (pool, description) = if pg {
            let options = PgConnectOptions::from_str(&url).map_err(ServiceError::storage)?;
            let description = format!(
                "postgres://{}@{}:{}/{}",
                options.get_username(),
                options.get_host(),
                options.get_port(),
                options.get_database().unwrap_or("")
            );
            let pool = PgPoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(30))
                .connect_with(options)
                .await
                .map_err(ServiceError::storage)?;
            let mut conn = pool.acquire().await.map_err(ServiceError::storage)?;
            // Processes starting together create the tables one at a time.
            sqlx::query("SELECT pg_advisory_lock(727272)")
                .execute(&mut *conn)
                .await
                .map_err(ServiceError::storage)?;
            for sql in PG_SCHEMA {
                sqlx::query(sql)
                    .execute(&mut *conn)
                    .await
                    .map_err(ServiceError::storage)?;
            }
            if sqlx::query(PROBE_TAIL).execute(&mut *conn).await.is_err() {
                sqlx::query(ADD_TAIL)
                    .execute(&mut *conn)
                    .await
                    .map_err(ServiceError::storage)?;
            }
            sqlx::query("SELECT pg_advisory_unlock(727272)")
                .execute(&mut *conn)
                .await
                .map_err(ServiceError::storage)?;
            (Pool::Pg(pool), description)
        } else {
            let options = SqliteConnectOptions::from_str(&url)
                .map_err(ServiceError::storage)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                // In WAL mode a commit survives the process being killed; an operating
                // system crash may lose the last commits (FULL would fsync each one).
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(10))
                // 64 MiB of page cache per connection (the default 2 MiB re-reads the pages
                // of the matches in play from the file on every batch).
                .pragma("cache_size", "-65536")
                // A batch's multi-row statements keep a statement journal (to undo one
                // statement alone): in memory, not in a temporary file written and read back.
                .pragma("temp_store", "memory")
                // The write-ahead log is copied back into the database every 8,192 pages
                // (32 MiB; the default 1,000 is about one batch of 500 moves, so each batch
                // paid a checkpoint of its own pages): a page written by many batches between
                // two checkpoints is copied back once.
                .pragma("wal_autocheckpoint", "8192");
            let path = options.get_filename();
            let description = if path.as_os_str() == ":memory:" || url.contains(":memory:") {
                "sqlite in memory".to_owned()
            } else {
                let shown = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
                format!("sqlite file {}", shown.display())
            };
            let in_memory = description == "sqlite in memory";
            let pool = SqlitePoolOptions::new()
                // One database in memory is one connection's: keep exactly one.
                .max_connections(if in_memory { 1 } else { 4 })
                .min_connections(if in_memory { 1 } else { 0 })
                .idle_timeout(if in_memory {
                    None
                } else {
                    Some(Duration::from_secs(600))
                })
                .max_lifetime(None)
                .acquire_timeout(Duration::from_secs(30))
                .connect_with(options)
                .await
                .map_err(ServiceError::storage)?;
            for sql in SQLITE_SCHEMA {
                sqlx::query(sql)
                    .execute(&pool)
                    .await
                    .map_err(ServiceError::storage)?;
            }
            if sqlx::query(PROBE_TAIL).execute(&pool).await.is_err() {
                sqlx::query(ADD_TAIL)
                    .execute(&pool)
                    .await
                    .map_err(ServiceError::storage)?;
            }
            (Pool::Sqlite(pool), description)
        };
        let (writes, queue) = mpsc::channel(16 * MAX_BATCH);
        tokio::spawn(writer(pool.clone(), queue));
        Ok(Store {
            pool,
            writes,
            description,
        })
    }

    /// A listener on the channel processes announce new versions on (Postgres only).
    pub(crate) async fn listener(&self) -> Result<Option<PgListener>, ServiceError> {
        let Pool::Pg(pool) = &self.pool else {
            return Ok(None);
        };
        let mut listener = PgListener::connect_with(pool)
            .await
            .map_err(ServiceError::storage)?;
        listener
            .listen(CHANNEL)
            .await
            .map_err(ServiceError::storage)?;
        Ok(Some(listener))
    }

    async fn send<T>(
        &self,
        write: Write,
        answer: oneshot::Receiver<Result<T, ServiceError>>,
    ) -> Result<T, ServiceError> {
        self.writes
            .send(WriteEnvelope(write))
            .await
            .map_err(|_| ServiceError::storage("the writer has stopped"))?;
        answer
            .await
            .map_err(|_| ServiceError::storage("the writer has stopped"))?
    }

    /// Stores a new match with its first `actions` (the bots'); its tail as stored, or
    /// `None` if its id is taken.
    pub(crate) async fn create(
        &self,
        row: MatchRow,
        actions: &[ActionRow],
    ) -> Result<Option<String>, ServiceError> {
        let (reply, answer) = oneshot::channel();
        let tail = plan_tail("", 0, actions).map_err(ServiceError::storage)?;
        let stored = tail.text.clone();
        let created = self
            .send(Write::Create { row, tail, reply }, answer)
            .await?;
        Ok(created.then_some(stored))
    }

    /// Stores a move (the actions from version `from`, reaching version `to`) if the stored
    /// version is still `from`; `tail` is the match's tail as stored at `from`, and becomes the
    /// new one when the move is committed.
    pub(crate) async fn commit_move(
        &self,
        id: &str,
        from: u64,
        finished: bool,
        tail: &mut String,
        actions: &[ActionRow],
    ) -> Result<MoveCommit, ServiceError> {
        let (reply, answer) = oneshot::channel();
        let to = from + actions.len() as u64;
        let write = plan_tail(tail, from, actions)
            .map_err(|e| ServiceError::storage(format!("match {id}: {e}")))?;
        let next = if write.replace {
            write.text.clone()
        } else {
            let mut next = String::with_capacity(tail.len() + write.text.len());
            next.push_str(tail);
            next.push_str(&write.text);
            next
        };
        let commit = self
            .send(
                Write::Move {
                    id: id.to_owned(),
                    from,
                    to,
                    finished,
                    tail: write,
                    reply,
                },
                answer,
            )
            .await?;
        if commit == MoveCommit::Committed {
            *tail = next;
        }
        Ok(commit)
    }

    /// Stores a seat's token hash if nobody holds the seat; `false` if somebody does.
    pub(crate) async fn join(
        &self,
        id: &str,
        seat: usize,
        hash: String,
    ) -> Result<bool, ServiceError> {
        let (reply, answer) = oneshot::channel();
        self.send(
            Write::Join {
                id: id.to_owned(),
                seat,
                hash,
                reply,
            },
            answer,
        )
        .await
    }

    /// A stored match, or `None`.
    pub(crate) async fn load(&self, id: &str) -> Result<Option<StoredMatch>, ServiceError> {
        on_pool!(&self.pool, |p| {
            let mut conn = p.acquire().await.map_err(ServiceError::storage)?;
            let Some(r) = sqlx::query(
                "SELECT id, game, config, seed, bot_seed, seats, version, finished, open_seats,
                 tail_actions FROM tic_matches WHERE id = $1",
            )
            .bind(id)
            .fetch_optional(&mut *conn)
            .await
            .map_err(ServiceError::storage)?
            else {
                return Ok(None);
            };
            let get = |e: sqlx::Error| ServiceError::storage(e);
            let row = MatchRow {
                id: r.try_get(0).map_err(get)?,
                game: r.try_get(1).map_err(get)?,
                config: r.try_get(2).map_err(get)?,
                seed: u(r.try_get(3).map_err(get)?),
                bot_seed: u(r.try_get(4).map_err(get)?),
                seats: r.try_get(5).map_err(get)?,
                version: u(r.try_get(6).map_err(get)?),
                finished: r.try_get::<i64, _>(7).map_err(get)? != 0,
                open_seats: u(r.try_get(8).map_err(get)?),
            };
            let tail: String = r.try_get(9).map_err(get)?;
            let corrupt = |e: String| ServiceError::storage(format!("match {id}: {e}"));
            let tail_start = row
                .version
                .checked_sub(tail_count(&tail))
                .ok_or_else(|| corrupt("the tail holds more actions than the version".into()))?;
            // The actions before the tail (read after the row: should another process spill
            // a tail meanwhile, its actions are the same at the same indexes, and those from
            // the row's tail on are left out here).
            let rows = sqlx::query(
                "SELECT idx, seat, action FROM tic_actions WHERE match_id = $1 AND idx < $2
                 ORDER BY idx",
            )
            .bind(id)
            .bind(i(tail_start))
            .fetch_all(&mut *conn)
            .await
            .map_err(ServiceError::storage)?;
            let mut actions = Vec::with_capacity(rows.len());
            for r in rows {
                actions.push(ActionRow {
                    index: u(r.try_get(0).map_err(get)?),
                    seat: to_usize(r.try_get(1).map_err(get)?),
                    action: r.try_get(2).map_err(get)?,
                });
            }
            drop(conn);
            actions.extend(parse_tail(tail_start, &tail).map_err(corrupt)?);
            let tokens = self.tokens(id).await?;
            Ok(Some(StoredMatch {
                row,
                actions,
                tail,
                tokens,
            }))
        })
    }

    /// The seats' token hashes of a match (hex).
    pub(crate) async fn tokens(&self, id: &str) -> Result<Vec<(usize, String)>, ServiceError> {
        on_pool!(&self.pool, |p| {
            let rows = sqlx::query("SELECT seat, token_hash FROM tic_seats WHERE match_id = $1")
                .bind(id)
                .fetch_all(p)
                .await
                .map_err(ServiceError::storage)?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat: i64 = r.try_get(0).map_err(ServiceError::storage)?;
                let hash: String = r.try_get(1).map_err(ServiceError::storage)?;
                out.push((to_usize(seat), hash));
            }
            Ok(out)
        })
    }

    /// Unfinished matches stored.
    pub(crate) async fn unfinished(&self) -> Result<u64, ServiceError> {
        on_pool!(&self.pool, |p| {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tic_matches WHERE finished = 0")
                .fetch_one(p)
                .await
                .map_err(ServiceError::storage)?;
            Ok(u(n))
        })
    }

    /// The newest unfinished matches with an open seat, at most `limit`.
    pub(crate) async fn open_matches(&self, limit: usize) -> Result<Vec<OpenMatch>, ServiceError> {
        on_pool!(&self.pool, |p| {
            let rows = sqlx::query(
                "SELECT id, game, seats, open_seats, version FROM tic_matches
                 WHERE finished = 0 AND open_seats > 0 ORDER BY created DESC LIMIT $1",
            )
            .bind(to_i64(limit))
            .fetch_all(p)
            .await
            .map_err(ServiceError::storage)?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seats: String = r.try_get(2).map_err(ServiceError::storage)?;
                out.push(OpenMatch {
                    id: r.try_get(0).map_err(ServiceError::storage)?,
                    game: r.try_get(1).map_err(ServiceError::storage)?,
                    seats: serde_json::from_str(&seats).unwrap_or_default(),
                    open_seats: u(r.try_get(3).map_err(ServiceError::storage)?),
                    version: u(r.try_get(4).map_err(ServiceError::storage)?),
                });
            }
            Ok(out)
        })
    }
}

/// The writer's own connection, held from one batch to the next (when the pool has room for
/// more than one): no other connection of this process writes, so its page cache stays valid
/// (SQLite drops a connection's whole cache when another one has committed), and no batch
/// waits for the pool or its health check.
#[derive(Default)]
struct Held {
    sqlite: Option<PoolConnection<Sqlite>>,
    pg: Option<PoolConnection<Postgres>>,
}

/// The held connection of one database type.
trait HeldSlot: sqlx::Database {
    fn slot(held: &mut Held) -> &mut Option<PoolConnection<Self>>;
}

impl HeldSlot for Sqlite {
    fn slot(held: &mut Held) -> &mut Option<PoolConnection<Self>> {
        &mut held.sqlite
    }
}

impl HeldSlot for Postgres {
    fn slot(held: &mut Held) -> &mut Option<PoolConnection<Self>> {
        &mut held.pg
    }
}

/// A transaction on the held connection, which is taken from the pool first when there is
/// none and the pool holds more than one (a database in memory is one connection, which the
/// readers need too: each batch takes it from the pool then).
async fn begin<'c, DB: HeldSlot>(
    pool: &sqlx::Pool<DB>,
    held: &'c mut Held,
) -> Result<sqlx::Transaction<'c, DB>, sqlx::Error> {
    let slot = DB::slot(held);
    if slot.is_none() && pool.options().get_max_connections() > 1 {
        *slot = Some(pool.acquire().await?);
    }
    match slot {
        Some(conn) => sqlx::Connection::begin(&mut **conn).await,
        None => pool.begin().await,
    }
}

/// The writer task: takes whatever writes are waiting (at most [`MAX_BATCH`]), commits them in
/// one transaction and answers each.
async fn writer(pool: Pool, mut queue: mpsc::Receiver<WriteEnvelope>) {
    let pg = matches!(pool, Pool::Pg(_));
    let mut batch = Vec::with_capacity(MAX_BATCH);
    let mut held = Held::default();
    while let Some(first) = queue.recv().await {
        batch.push(first.0);
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(next) => batch.push(next.0),
                Err(_) => break,
            }
        }
        // Counted first (each statement's rows changed, no row sent back); only a batch where
        // some write lost (a taken id or seat, a move whose version moved: other processes,
        // racing joins) is rolled back and written again with `RETURNING`, to tell which.
        let mut outcome = write_batch(&pool, &mut held, &batch, pg, false).await;
        if matches!(outcome, Ok(None)) {
            outcome = write_batch(&pool, &mut held, &batch, pg, true).await;
        }
        let outcome = outcome.and_then(|done| {
            done.ok_or_else(|| sqlx::Error::Protocol("a batch kept losing its writes".into()))
        });
        if outcome.is_err() {
            // The connection may be what failed: the next batch takes a fresh one.
            held = Held::default();
        }
        answer(&mut batch, outcome);
    }
}

/// What a committed batch did, per write (in order).
enum Done {
    Created(bool),
    Moved(MoveCommit),
    Joined(bool),
}

fn answer(batch: &mut Vec<Write>, outcome: Result<Vec<Done>, sqlx::Error>) {
    match outcome {
        Ok(done) => {
            for (write, done) in batch.drain(..).zip(done) {
                match (write, done) {
                    (Write::Create { reply, .. }, Done::Created(ok))
                    | (Write::Join { reply, .. }, Done::Joined(ok)) => {
                        let _ = reply.send(Ok(ok));
                    }
                    (Write::Move { reply, .. }, Done::Moved(m)) => {
                        let _ = reply.send(Ok(m));
                    }
                    (write, _) => fail(write, "internal mismatch"),
                }
            }
        }
        Err(e) => {
            let message = e.to_string();
            for write in batch.drain(..) {
                fail(write, &message);
            }
        }
    }
}

fn fail(write: Write, message: &str) {
    let error = || ServiceError::storage(message);
    match write {
        Write::Create { reply, .. } | Write::Join { reply, .. } => {
            let _ = reply.send(Err(error()));
        }
        Write::Move { reply, .. } => {
            let _ = reply.send(Err(error()));
        }
    }
}

/// Splits `items` into chunks of a few fixed sizes (64, 16, 4, 1): the statements built for
/// them have few distinct texts, so each is prepared once and then found in the connection's
/// statement cache (a statement per batch size would be prepared anew each time). Sizes
/// that are powers of two up to 256 (fewer statements a batch) measured slower: 13,863 and
/// 14,365 moves/s against 14,721 and 16,237 at 500 matches, 91-93 µs a move against 78-87.
fn fixed_chunks<T>(items: &[T]) -> impl Iterator<Item = &[T]> {
    let mut rest = items;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let size = CHUNK_SIZES
            .into_iter()
            .find(|&s| s <= rest.len())
            .unwrap_or(1);
        let (chunk, tail) = rest.split_at(size);
        rest = tail;
        Some(chunk)
    })
}

/// The sizes [`fixed_chunks`] cuts into, largest first.
const CHUNK_SIZES: [usize; 4] = [64, 16, 4, 1];

/// Whether a statement over `chunk` changed a row for each of its items.
fn all_changed<T>(rows_affected: u64, chunk: &[T]) -> bool {
    usize::try_from(rows_affected).is_ok_and(|n| n == chunk.len())
}

/// Runs a chunk's statement for what it tells. With `precise`, `Some` of the rows it returned,
/// each read by `$row`. Otherwise only its count of rows changed: `None` when every item of the
/// chunk changed a row; when one did not, the batch function returns `Ok(None)` (the batch is
/// rolled back and written again with `precise`, to tell which).
macro_rules! run_chunk {
    ($query:expr, $tx:expr, $chunk:expr, $precise:expr, $row:expr) => {
        if $precise {
            Some(
                $query
                    .fetch_all(&mut *$tx)
                    .await?
                    .iter()
                    .map($row)
                    .collect::<Result<_, sqlx::Error>>()?,
            )
        } else if all_changed($query.execute(&mut *$tx).await?.rows_affected(), $chunk) {
            None
        } else {
            return Ok(None);
        }
    };
}

/// Placeholders `($1, $2, ...), ...` for `rows` rows of `width` values: numbered for
/// Postgres, plain `?` in the same order for SQLite (sqlx looks each numbered parameter up by
/// name in SQLite, a walk of the statement's list of names per parameter: quadratic in a
/// multi-row statement's parameters, where `?` is found by its position).
fn placeholders(rows: usize, width: usize, pg: bool) -> String {
    let mut sql = String::with_capacity(rows * width * 5);
    let mut n = 1;
    for r in 0..rows {
        if r > 0 {
            sql.push_str(", ");
        }
        sql.push('(');
        for c in 0..width {
            if c > 0 {
                sql.push_str(", ");
            }
            if pg {
                sql.push('$');
                sql.push_str(&n.to_string());
            } else {
                sql.push('?');
            }
            n += 1;
        }
        sql.push(')');
    }
    sql
}

/// One transaction for a batch of writes, each kind in multi-row statements (one round trip
/// to the database each, however many requests). Creates and joins insert with `ON CONFLICT
/// DO NOTHING` (a taken id or seat is an answer, not an error that would abort the batch),
/// then the joined matches' open seats are counted down; the moves are one compare-and-swap
/// statement on the version that also appends each move's actions to its match's tail
/// (`UPDATE ... FROM (VALUES ...)`), one insert of the actions spilled by those that won, and
/// for the moves that finish their match an update of `finished` (indexed: written once a
/// match, not each move).
///
/// Not `precise`, each statement's rows changed are counted: all of them changed, every write
/// of the chunk landed; fewer, and the batch is dropped (rolled back) and `None` returned, for
/// the writer to write it again `precise`: with `RETURNING`, which names the ids, seats and
/// moves that landed. Counting spares a row sent back from SQLite's thread per write (a
/// message on sqlx's channel each, about one thread wake-up a move), where losing is rare
/// (another process, joins racing for one seat).
async fn write_batch(
    pool: &Pool,
    held: &mut Held,
    batch: &[Write],
    pg: bool,
    precise: bool,
) -> Result<Option<Vec<Done>>, sqlx::Error> {
    on_pool!(pool, |p| {
        let mut done: Vec<Option<Done>> = (0..batch.len()).map(|_| None).collect();
        let mut tx = begin(p, held).await?;
        let mut action_rows: Vec<(&str, &ActionRow)> = Vec::new();
        let mut notices: Vec<String> = Vec::new();
        let mut finished_ids: Vec<&str> = Vec::new();
        // The creates: one insert per chunk (`precise`: `RETURNING` the ids that were free).
        let creates: Vec<(usize, &MatchRow, &TailWrite)> = batch
            .iter()
            .enumerate()
            .filter_map(|(k, w)| match w {
                Write::Create { row, tail, .. } => Some((k, row, tail)),
                _ => None,
            })
            .collect();
        let created_at = now_ms();
        for chunk in fixed_chunks(&creates) {
            let sql = format!(
                "INSERT INTO tic_matches (id, game, config, seed, bot_seed, seats, version,
                 finished, open_seats, created, tail_actions)
                 VALUES {} ON CONFLICT DO NOTHING{}",
                placeholders(chunk.len(), 11, pg),
                if precise { " RETURNING id" } else { "" }
            );
            let mut query = sqlx::query(&sql);
            for (_, row, tail) in chunk {
                query = query
                    .bind(row.id.as_str())
                    .bind(row.game.as_str())
                    .bind(row.config.as_str())
                    .bind(i(row.seed))
                    .bind(i(row.bot_seed))
                    .bind(row.seats.as_str())
                    .bind(i(row.version))
                    .bind(i64::from(row.finished))
                    .bind(i(row.open_seats))
                    .bind(created_at)
                    .bind(tail.text.as_str());
            }
            let mut inserted: Option<std::collections::HashSet<String>> =
                run_chunk!(query, tx, chunk, precise, |r| r.try_get::<String, _>(0));
            for (k, row, tail) in chunk {
                // An id given twice in one chunk: the first request's row is the one stored.
                let ok = inserted
                    .as_mut()
                    .is_none_or(|set| set.remove(row.id.as_str()));
                if ok {
                    action_rows.extend(tail.spilled.iter().map(|a| (row.id.as_str(), a)));
                }
                done[*k] = Some(Done::Created(ok));
            }
        }
        // The joins: one insert per chunk (`precise`: `RETURNING` the seats taken, with the
        // hash, so two requests for one seat in one batch are told apart), then each match's open seats
        // counted down by the seats it lost.
        let joins: Vec<(usize, &str, usize, &str)> = batch
            .iter()
            .enumerate()
            .filter_map(|(k, w)| match w {
                Write::Join { id, seat, hash, .. } => Some((k, id.as_str(), *seat, hash.as_str())),
                _ => None,
            })
            .collect();
        let mut seated: Vec<(&str, i64)> = Vec::new();
        for chunk in fixed_chunks(&joins) {
            let sql = format!(
                "INSERT INTO tic_seats (match_id, seat, token_hash) VALUES {}
                 ON CONFLICT DO NOTHING{}",
                placeholders(chunk.len(), 3, pg),
                if precise {
                    " RETURNING match_id, seat, token_hash"
                } else {
                    ""
                }
            );
            let mut query = sqlx::query(&sql);
            for (_, id, seat, hash) in chunk {
                query = query.bind(*id).bind(to_i64(*seat)).bind(*hash);
            }
            let inserted: Option<std::collections::HashSet<(String, i64, String)>> =
                run_chunk!(query, tx, chunk, precise, |r| Ok((
                    r.try_get(0)?,
                    r.try_get(1)?,
                    r.try_get(2)?
                )));
            for (k, id, seat, hash) in chunk {
                let ok = inserted.as_ref().is_none_or(|set| {
                    set.contains(&((*id).to_owned(), to_i64(*seat), (*hash).to_owned()))
                });
                if ok {
                    match seated.iter_mut().find(|(m, _)| m == id) {
                        Some((_, n)) => *n += 1,
                        None => seated.push((id, 1)),
                    }
                    notices.push(format!("{id}:join"));
                }
                done[*k] = Some(Done::Joined(ok));
            }
        }
        for chunk in fixed_chunks(&seated) {
            let sql = format!(
                "UPDATE tic_matches SET open_seats = CASE WHEN open_seats > v.column2
                 THEN open_seats - v.column2 ELSE 0 END
                 FROM (VALUES {}) AS v WHERE tic_matches.id = v.column1",
                placeholders(chunk.len(), 2, pg)
            );
            let mut query = sqlx::query(&sql);
            for (id, n) in chunk {
                query = query.bind(*id).bind(*n);
            }
            query.execute(&mut *tx).await?;
        }
        // The moves: one compare-and-swap for all of them, in chunks of bounded size.
        let moves: Vec<(usize, &Write)> = batch
            .iter()
            .enumerate()
            .filter(|(_, w)| matches!(w, Write::Move { .. }))
            .collect();
        for chunk in fixed_chunks(&moves) {
            let sql = format!(
                "UPDATE tic_matches SET version = v.column3,
                 tail_actions = CASE WHEN v.column5 = 1 THEN v.column4
                                ELSE tic_matches.tail_actions || v.column4 END
                 FROM (VALUES {}) AS v
                 WHERE tic_matches.id = v.column1 AND tic_matches.version = v.column2{}",
                placeholders(chunk.len(), 5, pg),
                if precise { " RETURNING id" } else { "" }
            );
            let mut query = sqlx::query(&sql);
            for (_, write) in chunk {
                if let Write::Move {
                    id, from, to, tail, ..
                } = write
                {
                    query = query
                        .bind(id.as_str())
                        .bind(i(*from))
                        .bind(i(*to))
                        .bind(tail.text.as_str())
                        .bind(i64::from(tail.replace));
                }
            }
            // A batch holds at most one move of a match (its lock is held until the commit):
            // every row changed is a move that won.
            let won: Option<std::collections::HashSet<String>> =
                run_chunk!(query, tx, chunk, precise, |r| r.try_get::<String, _>(0));
            for (k, write) in chunk {
                if let Write::Move {
                    id,
                    to,
                    tail,
                    finished,
                    ..
                } = write
                {
                    if won.as_ref().is_none_or(|set| set.contains(id.as_str())) {
                        if *finished {
                            finished_ids.push(id.as_str());
                        }
                        action_rows.extend(tail.spilled.iter().map(|a| (id.as_str(), a)));
                        notices.push(format!("{id}:{to}"));
                        done[*k] = Some(Done::Moved(MoveCommit::Committed));
                    } else {
                        done[*k] = Some(Done::Moved(MoveCommit::Conflict));
                    }
                }
            }
        }
        for chunk in fixed_chunks(&finished_ids) {
            let sql = format!(
                "UPDATE tic_matches SET finished = 1 WHERE id IN (VALUES {})",
                placeholders(chunk.len(), 1, pg)
            );
            let mut query = sqlx::query(&sql);
            for id in chunk {
                query = query.bind(*id);
            }
            query.execute(&mut *tx).await?;
        }
        for chunk in fixed_chunks(&action_rows) {
            let sql = format!(
                "INSERT INTO tic_actions (match_id, idx, seat, action) VALUES {}",
                placeholders(chunk.len(), 4, pg)
            );
            let mut query = sqlx::query(&sql);
            for (id, a) in chunk {
                query = query
                    .bind(*id)
                    .bind(i(a.index))
                    .bind(to_i64(a.seat))
                    .bind(a.action.as_str());
            }
            query.execute(&mut *tx).await?;
        }
        if pg && !notices.is_empty() {
            // Other processes learn "match M is at version N" (or "M has a new player") when
            // this commits: one notification per few hundred, each under Postgres' 8,000 bytes.
            let mut payload = String::new();
            let mut payloads = Vec::new();
            for notice in notices {
                if payload.len() + notice.len() + 1 > 7_000 {
                    payloads.push(std::mem::take(&mut payload));
                }
                if !payload.is_empty() {
                    payload.push(' ');
                }
                payload.push_str(&notice);
            }
            payloads.push(payload);
            for payload in payloads {
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(CHANNEL)
                    .bind(payload)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(Some(
            done.into_iter()
                .map(|d| d.unwrap_or(Done::Created(false)))
                .collect(),
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_take_the_largest_size_that_fits_covering_every_item_in_order() {
        for n in 0..=600usize {
            let items: Vec<usize> = (0..n).collect();
            let chunks: Vec<&[usize]> = fixed_chunks(&items).collect();
            let sizes: Vec<usize> = chunks.iter().map(|c| c.len()).collect();
            assert!(
                sizes.iter().all(|s| CHUNK_SIZES.contains(s)),
                "{n}: {sizes:?}"
            );
            assert!(sizes.windows(2).all(|w| w[0] >= w[1]), "{n}: {sizes:?}");
            assert_eq!(chunks.concat(), items, "{n}: every item once, in order");
            // Greedy: n = 64a + 16b + 4c + d with b, c, d under 4.
            let expected = n / 64 + n % 64 / 16 + n % 16 / 4 + n % 4;
            assert_eq!(sizes.len(), expected, "{n}: {sizes:?}");
        }
    }

    #[test]
    fn a_tail_spills_past_its_cap_and_reads_back() {
        let row = |index: u64| ActionRow {
            index,
            seat: (index % 2) as usize,
            action: format!("{{\"play\":\"{}\"}}", "x".repeat(40)),
        };
        let mut tail = String::new();
        let mut spilled = Vec::new();
        for v in 0..100u64 {
            let write = plan_tail(&tail, v, &[row(v)]).unwrap();
            spilled.extend(write.spilled.iter().map(|a| a.index));
            if write.replace {
                tail = write.text;
            } else {
                tail.push_str(&write.text);
            }
            assert!(tail.len() <= TAIL_CAP, "{v}: {}", tail.len());
            // Every action is either spilled or in the tail, once, in order.
            let start = v + 1 - tail_count(&tail);
            let mut all = spilled.clone();
            all.extend(parse_tail(start, &tail).unwrap().iter().map(|a| a.index));
            assert_eq!(all, (0..=v).collect::<Vec<_>>(), "{v}");
        }
        assert!(!spilled.is_empty(), "50-byte lines pass 1 KiB");
        // Actions that alone pass the cap spill at once, the tail left empty.
        let many: Vec<ActionRow> = (100..130).map(row).collect();
        let write = plan_tail(&tail, 100, &many).unwrap();
        assert!(write.replace && write.text.is_empty());
        assert_eq!(write.spilled.last().map(|a| a.index), Some(129));
    }
}
