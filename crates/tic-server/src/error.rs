//! The one error type of the service, and how each maps to HTTP.

use serde::Serialize;
use thiserror::Error;

use crate::service::Snapshot;

/// Which cap a request ran into ([`ServiceError::Cap`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Cap {
    /// A request body or WebSocket message larger than [`crate::Limits::max_body_bytes`].
    BodySize,
    /// As many unfinished matches as [`crate::Limits::max_matches`].
    Matches,
    /// As many WebSocket connections to one match as
    /// [`crate::Limits::max_connections_per_match`].
    ConnectionsPerMatch,
    /// More moves than [`crate::Limits::moves_per_second`] on one connection (or, over HTTP,
    /// for one seat).
    MovesPerSecond,
    /// More open matches asked for than [`crate::Limits::max_list`].
    List,
    /// More bot moves in a row than [`crate::Limits::max_bot_steps`].
    BotSteps,
}

impl Cap {
    /// The cap's name as it appears in errors (`body_size`, `matches`, ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Cap::BodySize => "body_size",
            Cap::Matches => "matches",
            Cap::ConnectionsPerMatch => "connections_per_match",
            Cap::MovesPerSecond => "moves_per_second",
            Cap::List => "list",
            Cap::BotSteps => "bot_steps",
        }
    }
}

/// Everything the service can refuse, each with its HTTP status ([`ServiceError::status`]) and
/// a stable machine-readable kind ([`ServiceError::kind`]). Errors about an action carry the
/// seat's fresh snapshot, so a client that was behind catches up in the same answer. Nothing
/// is stored for a refused request.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ServiceError {
    /// The move was made against an older version of the match (409).
    #[error("stale version {given}: the match is at version {current}")]
    StaleVersion {
        /// The version the move was made against.
        given: u64,
        /// The match's version now.
        current: u64,
        /// The seat's snapshot now.
        snapshot: Box<Snapshot>,
    },
    /// The game refused the action (not the seat's turn, not a legal move) (422).
    #[error("illegal action: {message}")]
    IllegalAction {
        /// The game's reason.
        message: String,
        /// The seat's snapshot now.
        snapshot: Box<Snapshot>,
    },
    /// The action is not an action of this game (malformed JSON or text) (422).
    #[error("malformed action: {message}")]
    MalformedAction {
        /// What is wrong.
        message: String,
        /// The seat's snapshot now.
        snapshot: Box<Snapshot>,
    },
    /// The match is over: no action is accepted (422).
    #[error("the match is over")]
    MatchOver {
        /// The seat's snapshot (with the outcome).
        snapshot: Box<Snapshot>,
    },
    /// The token is missing or is not this seat's (403).
    #[error("wrong or missing token for seat {seat}")]
    Forbidden {
        /// The seat asked for.
        seat: usize,
    },
    /// No match of that id (404).
    #[error("no match {id}")]
    UnknownMatch {
        /// The id asked for (quoted).
        id: String,
    },
    /// The match has no such seat (404).
    #[error("no seat {seat}: the match has {seats} seats")]
    UnknownSeat {
        /// The seat asked for.
        seat: usize,
        /// The match's seats.
        seats: usize,
    },
    /// The seat asked for is taken, or is a bot's (409).
    #[error("seat {seat} is not open")]
    SeatTaken {
        /// The seat asked for.
        seat: usize,
    },
    /// No human seat of the match is open (409).
    #[error("no open seat in match {id}")]
    NoOpenSeat {
        /// The match.
        id: String,
    },
    /// A cap was reached (429, or 413 for the body size).
    #[error("over the {} cap ({limit}): {detail}", cap.name())]
    Cap {
        /// Which cap.
        cap: Cap,
        /// Its value.
        limit: u64,
        /// What ran into it.
        detail: String,
    },
    /// A request that cannot be served as given: malformed JSON, an unknown game, option or
    /// bot, an out-of-range config, a bad seat list (400).
    #[error("bad request: {0}")]
    BadRequest(String),
    /// The database failed; nothing was stored for this request (503).
    #[error("storage: {0}")]
    Storage(String),
    /// A bot could not move (a bug in a game) (500).
    #[error("a bot could not move: {0}")]
    Bot(String),
}

impl ServiceError {
    /// The HTTP status code.
    #[must_use]
    pub fn status(&self) -> u16 {
        match self {
            ServiceError::StaleVersion { .. }
            | ServiceError::SeatTaken { .. }
            | ServiceError::NoOpenSeat { .. } => 409,
            ServiceError::IllegalAction { .. }
            | ServiceError::MalformedAction { .. }
            | ServiceError::MatchOver { .. } => 422,
            ServiceError::Forbidden { .. } => 403,
            ServiceError::UnknownMatch { .. } | ServiceError::UnknownSeat { .. } => 404,
            ServiceError::Cap {
                cap: Cap::BodySize, ..
            } => 413,
            ServiceError::Cap { .. } => 429,
            ServiceError::BadRequest(_) => 400,
            ServiceError::Storage(_) => 503,
            ServiceError::Bot(_) => 500,
        }
    }

    /// A stable name for the error (`stale_version`, `illegal_action`, ...), for clients.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            ServiceError::StaleVersion { .. } => "stale_version",
            ServiceError::IllegalAction { .. } => "illegal_action",
            ServiceError::MalformedAction { .. } => "malformed_action",
            ServiceError::MatchOver { .. } => "match_over",
            ServiceError::Forbidden { .. } => "forbidden",
            ServiceError::UnknownMatch { .. } => "unknown_match",
            ServiceError::UnknownSeat { .. } => "unknown_seat",
            ServiceError::SeatTaken { .. } => "seat_taken",
            ServiceError::NoOpenSeat { .. } => "no_open_seat",
            ServiceError::Cap { .. } => "cap",
            ServiceError::BadRequest(_) => "bad_request",
            ServiceError::Storage(_) => "storage",
            ServiceError::Bot(_) => "bot",
        }
    }

    /// The seat's fresh snapshot an action error carries.
    #[must_use]
    pub fn snapshot(&self) -> Option<&Snapshot> {
        match self {
            ServiceError::StaleVersion { snapshot, .. }
            | ServiceError::IllegalAction { snapshot, .. }
            | ServiceError::MalformedAction { snapshot, .. }
            | ServiceError::MatchOver { snapshot } => Some(snapshot),
            _ => None,
        }
    }

    /// The error as the JSON body the API answers with:
    /// `{"error": {"kind", "status", "message", "cap"?}, "snapshot"?}`.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        let mut error = serde_json::json!({
            "kind": self.kind(),
            "status": self.status(),
            "message": self.to_string(),
        });
        if let ServiceError::Cap { cap, limit, .. } = self {
            error["cap"] = serde_json::json!(cap.name());
            error["limit"] = serde_json::json!(limit);
        }
        let mut body = serde_json::json!({ "error": error });
        if let Some(snapshot) = self.snapshot() {
            body["snapshot"] = serde_json::to_value(snapshot).unwrap_or_default();
        }
        body
    }

    /// [`ServiceError::to_json`] with the snapshot in the forms asked for (its fields that
    /// `forms` leave out removed).
    #[must_use]
    pub fn to_json_in(&self, forms: crate::Forms) -> serde_json::Value {
        let mut body = self.to_json();
        if let Some(snapshot) = body
            .get_mut("snapshot")
            .and_then(serde_json::Value::as_object_mut)
        {
            for field in forms.omitted() {
                snapshot.remove(*field);
            }
        }
        body
    }

    pub(crate) fn storage(e: impl std::fmt::Display) -> Self {
        ServiceError::Storage(e.to_string())
    }

    pub(crate) fn bad(message: impl Into<String>) -> Self {
        ServiceError::BadRequest(message.into())
    }
}
