//! The browser table of the TIC engines: a lobby and a table drawn for every game, in plain
//! HTML, CSS and JavaScript modules embedded in the binary (no Node, no bundler, nothing
//! fetched from elsewhere). It speaks only `tic-server`'s public API (`/api/...`, HTTP and
//! WebSocket; docs/SERVER.md) and never decides what is legal: it offers exactly the legal
//! actions of each snapshot.
//!
//! [`router`] serves the page at `/` and its assets under `/page/`, each with its content type,
//! an `ETag` and `Cache-Control: no-cache` (a browser revalidates and gets `304 Not Modified`
//! while the binary is the same). `tic serve` merges it beside the API:
//!
//! ```
//! let page: axum::Router = tic_page::router();
//! // tic_server::ServeConfig { page: Some(page), .. }
//! # let _ = page;
//! ```
//!
//! [`ASSETS`] lists what is served, for tests and for measuring the page's weight.

use axum::Router;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

/// One embedded file of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Asset {
    /// The path it is served at.
    pub path: &'static str,
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its bytes.
    pub body: &'static [u8],
    /// Its entity tag (a hash of the bytes, quoted): the same while the binary is the same.
    pub etag: &'static str,
}

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";
const SVG: &str = "image/svg+xml";

/// FNV-1a, 64 bits, at compile time: the assets' entity tags.
const fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    hash
}

/// `"` + 16 hex digits + `"`, at compile time.
const fn etag_bytes(bytes: &[u8]) -> [u8; 18] {
    let hash = fnv1a(bytes);
    let digits = b"0123456789abcdef";
    let mut out = [b'"'; 18];
    let mut i = 0;
    while i < 16 {
        out[1 + i] = digits[((hash >> (60 - 4 * i)) & 0xf) as usize];
        i += 1;
    }
    out
}

macro_rules! asset {
    ($path:literal, $file:literal, $type:expr) => {{
        const BODY: &[u8] = include_bytes!(concat!("../assets/", $file));
        const TAG: [u8; 18] = etag_bytes(BODY);
        const ETAG: &str = match std::str::from_utf8(&TAG) {
            Ok(s) => s,
            Err(_) => panic!("an entity tag is ASCII"),
        };
        Asset {
            path: $path,
            content_type: $type,
            body: BODY,
            etag: ETAG,
        }
    }};
}

/// Every file of the page, the document first.
pub const ASSETS: &[Asset] = &[
    asset!("/", "index.html", HTML),
    asset!("/page/app.js", "app.js", JS),
    asset!("/page/api.js", "api.js", JS),
    asset!("/page/cards.js", "cards.js", JS),
    asset!("/page/table.js", "table.js", JS),
    asset!("/page/lobby.js", "lobby.js", JS),
    asset!("/page/style.css", "style.css", CSS),
    asset!("/page/icon.svg", "icon.svg", SVG),
];

/// The page's security policy: its own scripts, styles, images and connections only.
const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; \
                   connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

fn respond(asset: &'static Asset, request: &HeaderMap) -> Response {
    let fresh = request
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|tags| {
            tags.split(',')
                .any(|t| t.trim().trim_start_matches("W/") == asset.etag)
        });
    let mut headers = HeaderMap::new();
    headers.insert(header::ETAG, HeaderValue::from_static(asset.etag));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if fresh {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(asset.content_type),
    );
    if asset.content_type == HTML {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        );
        headers.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        );
    }
    (StatusCode::OK, headers, asset.body).into_response()
}

/// The page's routes: `/` (the document) and `/page/*` (its scripts, style sheet and icon).
/// Merge it beside `tic_server::router`, or pass it as `ServeConfig::page`.
pub fn router() -> Router {
    let mut router = Router::new();
    for asset in ASSETS {
        router = router.route(
            asset.path,
            get(move |headers: HeaderMap| async move { respond(asset, &headers) }),
        );
    }
    router
}

/// The total size in bytes of every asset: what a first load of the page transfers, before
/// compression and HTTP headers (the API's answers come on top).
#[must_use]
pub fn weight() -> usize {
    ASSETS.iter().map(|a| a.body.len()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn etags_differ_by_content() {
        assert_ne!(etag_bytes(b"a"), etag_bytes(b"b"));
        assert_eq!(etag_bytes(b"a").len(), 18);
        let paths: std::collections::BTreeSet<_> = ASSETS.iter().map(|a| a.etag).collect();
        assert_eq!(paths.len(), ASSETS.len(), "two assets share an entity tag");
    }
}
