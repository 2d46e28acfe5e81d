//! tic-page's tests: the assets as served (types, caching), and the page in a real browser
//! (Debian's chromium through chromedriver) against an in-process server on 127.0.0.1:0.

mod assets;
mod browser;
mod play;

use std::net::SocketAddr;

/// A server on a free loopback port with an in-memory SQLite database and the page.
pub async fn server() -> tic_server::Running {
    let mut config =
        tic_server::ServeConfig::new(SocketAddr::from(([127, 0, 0, 1], 0)), "sqlite::memory:");
    config.page = Some(tic_page::router());
    tic_server::start(config).await.expect("the server starts")
}
