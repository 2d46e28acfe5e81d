//! Running the server: bind, serve, stop.

use std::net::SocketAddr;

use axum::Router;
use thiserror::Error;
use tokio::sync::oneshot;

use crate::error::ServiceError;
use crate::limits::Limits;
use crate::service::Service;

/// How to run the server. [`ServeConfig::default`] listens on `127.0.0.1:8080` and stores the
/// matches in the SQLite file `tic-server.sqlite3` in the current directory.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ServeConfig {
    /// The address to listen on (loopback by default; port 0 picks a free port).
    pub bind: SocketAddr,
    /// The database: `sqlite://PATH?mode=rwc` (or a plain file path), `sqlite::memory:`, or
    /// `postgres://user:password@host/database`.
    pub database_url: String,
    /// The caps.
    pub limits: Limits,
    /// Routes merged beside the API (the page of the browser table, served at `/`).
    pub page: Option<Router>,
}

impl Default for ServeConfig {
    fn default() -> Self {
        ServeConfig {
            bind: SocketAddr::from(([127, 0, 0, 1], 8080)),
            database_url: "sqlite://tic-server.sqlite3?mode=rwc".to_owned(),
            limits: Limits::default(),
            page: None,
        }
    }
}

impl ServeConfig {
    /// The default config on another address and database.
    #[must_use]
    pub fn new(bind: SocketAddr, database_url: impl Into<String>) -> Self {
        ServeConfig {
            bind,
            database_url: database_url.into(),
            ..ServeConfig::default()
        }
    }
}

/// Why the server could not run.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ServeError {
    /// The database could not be opened.
    #[error("cannot open the database: {0}")]
    Storage(#[from] ServiceError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// Serving failed.
    #[error("server: {0}")]
    Io(#[from] std::io::Error),
}

/// A running server ([`start`]).
#[derive(Debug)]
pub struct Running {
    /// The address it listens on (the port chosen when 0 was asked).
    pub addr: SocketAddr,
    /// The service behind it.
    pub service: Service,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    /// `http://ADDR`.
    #[must_use]
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Stops accepting connections and waits for the server to finish.
    pub async fn stop(mut self) -> Result<(), ServeError> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        self.wait().await
    }

    /// Waits until the server stops.
    pub async fn wait(self) -> Result<(), ServeError> {
        match self.task.await {
            Ok(result) => Ok(result?),
            Err(e) => Err(ServeError::Io(std::io::Error::other(e))),
        }
    }
}

/// Opens the database, binds the address and serves in the background.
pub async fn start(config: ServeConfig) -> Result<Running, ServeError> {
    let service = Service::open(&config.database_url, config.limits.clone()).await?;
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .map_err(|source| ServeError::Bind {
            addr: config.bind,
            source,
        })?;
    let addr = listener.local_addr()?;
    let mut app = crate::http::router(service.clone());
    if let Some(page) = config.page {
        app = app.merge(page);
    }
    let (stop, stopped) = oneshot::channel::<()>();
    // Small messages go out at once (no Nagle delay waiting for an acknowledgement).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let task = tokio::spawn(async move {
        axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                let _ = stopped.await;
            })
            .await
    });
    Ok(Running {
        addr,
        service,
        stop: Some(stop),
        task,
    })
}

/// Runs the server until Ctrl-C: prints the address it listens on and where the matches are
/// stored, then serves.
pub async fn serve(config: ServeConfig) -> Result<(), ServeError> {
    let running = start(config).await?;
    println!("tic-server listening on {}", running.url());
    println!("matches stored in {}", running.service.storage());
    let _ = tokio::signal::ctrl_c().await;
    running.stop().await
}
