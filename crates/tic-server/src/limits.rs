//! The caps on what one client may ask of the server.

use std::time::{Duration, Instant};

/// Every cap the server enforces; each refusal is a [`crate::ServiceError::Cap`] naming it.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Limits {
    /// Largest request body or WebSocket message, in bytes (413 beyond).
    pub max_body_bytes: usize,
    /// Most unfinished matches stored at once (429 beyond).
    pub max_matches: u64,
    /// Most WebSocket connections to one match, seats and spectators together (429 beyond).
    pub max_connections_per_match: usize,
    /// Moves a second one connection (or, over HTTP, one seat) may make, on average; bursts of
    /// up to this many are allowed (429 beyond).
    pub moves_per_second: u32,
    /// Most open matches one listing returns.
    pub max_list: usize,
    /// Most bot moves in a row after one change (a safety net against a game that never ends).
    pub max_bot_steps: usize,
    /// Most matches kept in memory; idle ones beyond it are dropped (and reloaded from storage
    /// when next used).
    pub max_cached_matches: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_body_bytes: 64 * 1024,
            max_matches: 100_000,
            max_connections_per_match: 64,
            moves_per_second: 100,
            max_list: 100,
            max_bot_steps: 100_000,
            max_cached_matches: 20_000,
        }
    }
}

/// A token bucket: `rate` moves a second, bursts of `rate`.
#[derive(Debug)]
pub(crate) struct Bucket {
    tokens: f64,
    rate: f64,
    last: Instant,
}

impl Bucket {
    pub(crate) fn new(rate: u32) -> Self {
        let rate = f64::from(rate.max(1));
        Bucket {
            tokens: rate,
            rate,
            last: Instant::now(),
        }
    }

    /// Takes one move, or says no.
    pub(crate) fn take(&mut self) -> bool {
        let now = Instant::now();
        let elapsed = now.saturating_duration_since(self.last);
        self.last = now;
        self.tokens = (self.tokens + elapsed.as_secs_f64() * self.rate).min(self.rate);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket is full again (nothing to remember).
    pub(crate) fn idle(&self, now: Instant) -> bool {
        now.saturating_duration_since(self.last) > Duration::from_secs(2)
    }
}
