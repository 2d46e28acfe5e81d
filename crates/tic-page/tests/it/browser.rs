//! A real browser for the tests: Debian's chromium driven through chromedriver (WebDriver)
//! with fantoccini, on loopback. Every wait is bounded.

use std::io::{BufRead, BufReader};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

/// Where chromium and chromedriver are (Debian's packages), unless the environment says.
fn chromium() -> String {
    std::env::var("TIC_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned())
}

fn chromedriver() -> String {
    std::env::var("TIC_CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".to_owned())
}

/// Whether the browser tests run. `TIC_SKIP_BROWSER_TESTS=1` skips them. Otherwise they run
/// when chromium and chromedriver are there; when they are not, the tests print that they
/// were skipped (so `cargo test --workspace` works on a machine without a browser, as the
/// Postgres tests do without a database), unless `TIC_REQUIRE_BROWSER=1` (CI sets it, after
/// installing them), when a panic names what is missing.
pub fn available() -> bool {
    if std::env::var("TIC_SKIP_BROWSER_TESTS").is_ok_and(|v| v == "1") {
        eprintln!("browser tests skipped: TIC_SKIP_BROWSER_TESTS=1");
        return false;
    }
    let missing: Vec<String> = [chromium(), chromedriver()]
        .into_iter()
        .filter(|p| !std::path::Path::new(p).exists())
        .collect();
    if missing.is_empty() {
        return true;
    }
    let how = format!(
        "the browser tests need Debian's chromium and chromium-driver: {} missing. Install them \
         (`apt-get install -y chromium chromium-driver`, as .ci/browser.sh does) or point \
         TIC_CHROMIUM / TIC_CHROMEDRIVER at them",
        missing.join(" and ")
    );
    assert!(
        !std::env::var("TIC_REQUIRE_BROWSER").is_ok_and(|v| v == "1"),
        "{how} (TIC_REQUIRE_BROWSER=1 asks for them)"
    );
    eprintln!("browser tests skipped: {how}");
    false
}

/// A chromedriver process on a free loopback port, killed when dropped.
pub struct Driver {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub url: String,
    dirs: Vec<std::path::PathBuf>,
}

impl Driver {
    /// Starts chromedriver with `--port=0` and reads the port it reports.
    pub fn start() -> Driver {
        // Its own process group, which the browsers it starts join: dropping the driver ends
        // them all, even when a test panics before closing its sessions.
        let mut child = Command::new(chromedriver())
            .args(["--port=0", "--allowed-ips=127.0.0.1"])
            .process_group(0)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let stdout = child.stdout.take().expect("chromedriver's output");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(rest) = line.split("on port ").nth(1)
                    && line.contains("started successfully")
                {
                    let port: String = rest.chars().take_while(char::is_ascii_digit).collect();
                    let _ = tx.send(port);
                }
            }
        });
        let port = match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(port) => port,
            Err(_) => {
                let _ = child.kill();
                panic!("chromedriver did not report its port within 20 s");
            }
        };
        Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
            dirs: Vec::new(),
        }
    }

    /// A new headless chromium session with a fresh profile, `width` x `height`.
    pub async fn session(&mut self, width: u32, height: u32) -> Client {
        let dir = std::env::temp_dir().join(format!(
            "tic-page-chromium-{}-{}",
            std::process::id(),
            self.dirs.len()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a profile folder");
        let args = vec![
            "--headless".to_owned(),
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-quic".to_owned(),
            "--no-first-run".to_owned(),
            "--disable-background-networking".to_owned(),
            "--disable-component-update".to_owned(),
            "--disable-sync".to_owned(),
            "--disable-dev-shm-usage".to_owned(),
            "--hide-scrollbars".to_owned(),
            format!("--window-size={width},{height}"),
            format!("--user-data-dir={}", dir.display()),
        ];
        self.dirs.push(dir);
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".to_owned(),
            json!({"binary": chromium(), "args": args}),
        );
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = tokio::time::timeout(
            Duration::from_secs(60),
            ClientBuilder::new(connector)
                .capabilities(caps)
                .connect(&self.url),
        )
        .await
        .expect("chromium started within 60 s")
        .expect("a WebDriver session");
        client
            .set_window_size(width, height)
            .await
            .expect("window size");
        client
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // The whole group: chromedriver and the browsers it started.
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
        for dir in &self.dirs {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// Runs a script in the page and returns its value.
pub async fn eval(client: &Client, script: &str) -> Value {
    client
        .execute(script, vec![])
        .await
        .unwrap_or_else(|e| panic!("script {script:?} failed: {e}"))
}

/// Waits until `script` returns `true`, at most `limit`; panics naming `what` otherwise.
pub async fn wait_for(client: &Client, script: &str, limit: Duration, what: &str) {
    let start = Instant::now();
    loop {
        if eval(client, script).await == Value::Bool(true) {
            return;
        }
        if start.elapsed() > limit {
            let text = eval(client, "return document.body.innerText").await;
            panic!(
                "waited {limit:?} for {what}; the page says: {}",
                text.as_str()
                    .unwrap_or("")
                    .chars()
                    .take(1500)
                    .collect::<String>()
            );
        }
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
}

/// A JavaScript string literal.
pub fn js(s: &str) -> String {
    serde_json::to_string(s).expect("a JSON string")
}

/// Clicks the element `css`.
pub async fn click(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no element {css}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("click on {css} failed: {e}"));
}

/// Every text of the page a person or a screen reader meets, but the event log: each text
/// node (in hidden parts too) and every attribute's value (`alt`, `aria-label`, `title`, the
/// `data-*` the page keeps, links), one per line.
pub async fn page_texts(client: &Client) -> String {
    let script = r#"
        const out = [];
        const log = document.getElementById("log");
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          if (!log || !log.contains(walker.currentNode)) out.push(walker.currentNode.data);
        }
        for (const e of document.body.querySelectorAll("*")) {
          if (log && log.contains(e)) continue;
          for (const a of e.attributes) out.push(a.value);
        }
        out.push(document.title);
        return out.join("\n");
    "#;
    eval(client, script)
        .await
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The event log's entries numbered above `after` (entries count from 1), one per line, and
/// the highest number shown. The log is checked as it grows, each entry when it arrives: an
/// event names the cards visible when it happened, some of which may be hidden again later
/// (a discard pile shuffled into the deck), as the server's channel is checked message by
/// message.
pub async fn new_log_entries(client: &Client, after: u64) -> (String, u64) {
    let script = format!(
        r##"
        let top = 0; const out = [];
        for (const li of document.querySelectorAll("#log li")) {{
          const n = Number(li.getAttribute("value"));
          top = Math.max(top, n);
          if (n > {after}) out.push(li.textContent);
        }}
        return [out.join("\n"), top];
    "##
    );
    let value = eval(client, &script).await;
    (
        value[0].as_str().unwrap_or_default().to_owned(),
        value[1].as_u64().unwrap_or(after),
    )
}

/// Panics when a word of `text` is a text form of a hidden card (`hidden` sorted).
pub fn assert_no_hidden(text: &str, hidden: &[String], what: &str) {
    // Read as rules-engine's conformance suite reads a game's texts.
    if let Some(leak) = rules_engine::conformance::find_hidden_word(text, hidden) {
        let at = text.find(leak).unwrap_or(0);
        let around: String = text[at.saturating_sub(80)..].chars().take(200).collect();
        panic!("{what}: the hidden card {leak} is on the page: ...{around}...");
    }
}

/// A small seeded generator (SplitMix64) for the test's choices.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
