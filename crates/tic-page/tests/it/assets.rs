//! The page's files as served: content types, entity tags, revalidation, the API beside them.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A raw HTTP/1.1 GET on a fresh connection: (status, headers in lower case, body).
async fn get(addr: std::net::SocketAddr, path: &str, extra: &str) -> (u16, String, Vec<u8>) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer))
        .await
        .expect("an answer within 10 s")
        .expect("read");
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("headers end");
    let head = String::from_utf8_lossy(&answer[..split]).to_lowercase();
    let status = head[9..12].parse().expect("a status");
    (status, head, answer[split + 4..].to_vec())
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines()
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
        .map(str::trim)
}

#[tokio::test]
async fn every_asset_is_served_with_its_type_and_revalidates() {
    let running = crate::server().await;
    let mut total = 0;
    for asset in tic_page::ASSETS {
        let (status, head, body) = get(running.addr, asset.path, "").await;
        assert_eq!(status, 200, "{}", asset.path);
        assert_eq!(body, asset.body, "{}: the body", asset.path);
        assert_eq!(
            header(&head, "content-type"),
            Some(asset.content_type),
            "{}",
            asset.path
        );
        assert_eq!(header(&head, "cache-control"), Some("no-cache"));
        assert_eq!(header(&head, "x-content-type-options"), Some("nosniff"));
        let etag = header(&head, "etag").expect("an entity tag").to_owned();
        assert_eq!(etag, asset.etag);
        let (status, head, body) = get(
            running.addr,
            asset.path,
            &format!("If-None-Match: {}\r\n", asset.etag),
        )
        .await;
        assert_eq!(status, 304, "{}: revalidated", asset.path);
        assert!(body.is_empty());
        assert_eq!(header(&head, "etag"), Some(etag.as_str()));
        // Another tag is not a match.
        let (status, ..) = get(
            running.addr,
            asset.path,
            "If-None-Match: \"0000000000000000\"\r\n",
        )
        .await;
        assert_eq!(status, 200);
        total += asset.body.len();
    }
    assert_eq!(total, tic_page::weight());
    // The document names its scripts and style sheet, each of which is served.
    let (_, head, body) = get(running.addr, "/", "").await;
    assert!(
        header(&head, "content-security-policy").is_some_and(|c| c.contains("default-src 'self'"))
    );
    let html = String::from_utf8(body).expect("UTF-8");
    for needed in ["/page/app.js", "/page/style.css"] {
        assert!(html.contains(needed), "the document loads {needed}");
    }
    // Every module a script imports is an asset.
    for asset in tic_page::ASSETS.iter().filter(|a| a.path.ends_with(".js")) {
        let text = std::str::from_utf8(asset.body).expect("UTF-8");
        for import in text.split("from \"./").skip(1) {
            let file = import.split('"').next().unwrap_or_default();
            let path = format!("/page/{file}");
            assert!(
                tic_page::ASSETS.iter().any(|a| a.path == path),
                "{} imports {path}, which is not served",
                asset.path
            );
        }
    }
    // The API is still there beside the page, and unknown paths are 404.
    let (status, _, body) = get(running.addr, "/api/games", "").await;
    assert_eq!(status, 200);
    println!("GET /api/games: {} bytes", body.len());
    assert!(String::from_utf8_lossy(&body).contains("toker"));
    let (status, ..) = get(running.addr, "/page/nothing.js", "").await;
    assert_eq!(status, 404);
    println!(
        "page weight: {} bytes in {} files (uncompressed)",
        tic_page::weight(),
        tic_page::ASSETS.len()
    );
    running.stop().await.expect("stops");
}
