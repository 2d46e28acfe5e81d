//! An authoritative match server for every game of the TIC engines: hidden cards stay on the
//! server, moves are ordered and stored, bots fill seats, and a restarted server continues
//! every match exactly.
//!
//! Three layers, each usable alone:
//! - [`Service`]: the matches, with no network (create, join, act, read a seat, read what
//!   is public). A match is its record (game, config, seed, seats, actions) and a version; a
//!   move is a compare-and-swap on the version, committed before it is answered; bots move
//!   on the server right after each change, drawing per step so a resumed match is the match
//!   played straight through.
//! - storage: SQLite (a file by default) or Postgres through one code path, with writes
//!   batched into one transaction (group commit); on Postgres several processes share the
//!   matches and tell each other of new versions (LISTEN/NOTIFY).
//! - [`router`]: the HTTP and WebSocket API (docs/SERVER.md), and [`serve`] / [`start`] to run
//!   it.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! use tic_server::{CreateMatch, ActionInput, Limits, Service, Since};
//!
//! let service = Service::open("sqlite::memory:", Limits::default()).await?;
//! let created = service
//!     .create(CreateMatch {
//!         game: "toker".into(),
//!         seats: Some(vec!["human".into(), "bot:greedy".into()]),
//!         seed: Some(7),
//!         ..CreateMatch::default()
//!     })
//!     .await?;
//! let joined = service.join(&created.id, None).await?;
//! let me = service.seat(&created.id, joined.seat, Some(&joined.token), Since::All).await?;
//! if let Some(action) = me.legal_actions.first() {
//!     let after = service
//!         .act(&created.id, joined.seat, Some(&joined.token), me.version, ActionInput::Json(action.clone()))
//!         .await?;
//!     assert!(after.version > me.version);
//! }
//! # Ok(())
//! # }
//! ```

mod error;
mod http;
mod limits;
mod serve;
mod service;
mod store;
mod token;

pub use error::{Cap, ServiceError};
pub use http::router;
pub use limits::Limits;
pub use serve::{Running, ServeConfig, ServeError, serve, start};
pub use service::{
    ActionInput, Change, CreateMatch, Created, Forms, GameInfo, Inspection, Joined, MoveRequest,
    OptionInfo, SeatInfo, SeatKind, Service, Since, Snapshot, SnapshotJson, Subscription, games,
};
pub use store::OpenMatch;
