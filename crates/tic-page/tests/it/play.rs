//! Two browser sessions sit at one match as two seats (one desktop-sized, one phone-sized) and
//! play it to the end by clicking the legal actions the page offers, for one game of each
//! family, with bots in the other seats where the game has more; a third session watches. At
//! every step each page's text and text alternatives are checked for the cards hidden from it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::Value;

use crate::browser::{
    Driver, Rng, assert_no_hidden, click, eval, new_log_entries, page_texts, wait_for,
};

const WAIT: Duration = Duration::from_secs(15);
/// Clicks on legal actions at most, per game.
const MAX_STEPS: usize = 400;

struct Case {
    game: &'static str,
    family: &'static str,
    seats: &'static [&'static str],
    options: &'static [(&'static str, &'static str)],
}

/// One game of each family, in small configs so that each plays out in a few hundred clicks.
const CASES: &[Case] = &[
    Case {
        game: "toker",
        family: "hand",
        seats: &["human", "human"],
        options: &[("deals", "1")],
    },
    Case {
        game: "tyramid",
        family: "grid",
        seats: &["human", "human"],
        options: &[("size", "4")],
    },
    Case {
        game: "ticardo-duel",
        family: "ticardo",
        seats: &["human", "human"],
        options: &[],
    },
    Case {
        game: "tick",
        family: "tick",
        seats: &["human", "human"],
        options: &[
            ("first-hand", "3"),
            ("last-hand", "3"),
            ("decks", "1"),
            ("max-rounds", "20"),
        ],
    },
    Case {
        game: "tri-up-tri-down",
        family: "table",
        seats: &["human", "human", "bot:greedy"],
        options: &[("hand", "6"), ("max-actions", "200")],
    },
];

fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/tic-page-screenshots");
    std::fs::create_dir_all(&dir).expect("the screenshots' folder");
    dir
}

async fn shoot(client: &Client, name: &str) {
    eval(client, "window.scrollTo(0, 0); return true").await;
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(screenshots().join(format!("{name}.png")), png).expect("save the screenshot");
}

fn js_str(s: &str) -> String {
    serde_json::to_string(s).expect("a JSON string")
}

async fn number(client: &Client, script: &str) -> f64 {
    eval(client, script).await.as_f64().unwrap_or(f64::NAN)
}

async fn at_version(client: &Client, version: u64, what: &str) {
    wait_for(
        client,
        &format!("return document.body.dataset.version === \"{version}\""),
        WAIT,
        &format!("{what} to show version {version}"),
    )
    .await;
}

/// Creates the match from the lobby in `a`'s browser: game, players, seats and options as
/// form fields, then the create button; returns the match's id and seat 1's share link.
async fn create_in_lobby(base: &str, a: &Client, case: &Case) -> (String, String) {
    a.goto(&format!("{base}/#/")).await.expect("open the lobby");
    wait_for(
        a,
        "return document.body.dataset.ready === 'lobby'",
        WAIT,
        "the lobby",
    )
    .await;
    let mut script = format!(
        "const g = document.getElementById('game'); g.value = {}; g.dispatchEvent(new Event('change'));\n\
         const p = document.getElementById('players'); p.value = '{}'; p.dispatchEvent(new Event('input'));\n",
        js_str(case.game),
        case.seats.len()
    );
    for (i, seat) in case.seats.iter().enumerate() {
        script.push_str(&format!(
            "document.getElementById('seat-{i}').value = {};\n",
            js_str(seat)
        ));
    }
    for (key, value) in case.options {
        script.push_str(&format!(
            "document.getElementById('opt-{key}').value = {};\n",
            js_str(value)
        ));
    }
    script.push_str("document.getElementById('seed').value = '11'; return document.getElementById('game').value;");
    assert_eq!(
        eval(a, &script).await,
        Value::String(case.game.to_owned()),
        "the lobby lists {}",
        case.game
    );
    if case.game == "toker" {
        // Options are fields with their ranges and the game's defaults.
        let deals = eval(a, "const d = document.getElementById('opt-deals'); return [d.type, d.min, d.max, d.placeholder]").await;
        assert_eq!(deals[0], "number");
        assert_eq!(
            (deals[1].as_str(), deals[2].as_str()),
            (Some("1"), Some("100"))
        );
        assert!(
            deals[3].as_str().is_some_and(|p| p.starts_with('5')),
            "{deals}"
        );
        eval(
            a,
            "document.querySelector('details.options').open = true; return true",
        )
        .await;
        shoot(a, "lobby").await;
    }
    click(a, "#create").await;
    wait_for(
        a,
        "return !!document.querySelector('#created a.share[data-seat=\"1\"]')",
        WAIT,
        "the created match",
    )
    .await;
    let link = eval(
        a,
        "return document.querySelector('#created a.share[data-seat=\"1\"]').href",
    )
    .await;
    let link = link.as_str().expect("a link").to_owned();
    let id = link
        .rsplit('/')
        .nth(1)
        .expect("the id in the link")
        .to_owned();
    click(a, "#created button.sit[data-seat=\"0\"]").await;
    (id, link)
}

/// What one game's run measured.
#[derive(Default)]
struct Measured {
    clicks: usize,
    latencies_ms: Vec<f64>,
    /// How long the other page took to draw the snapshot (within the latency).
    render_ms: Vec<f64>,
}

async fn check_hidden(
    service: &tic_server::Service,
    id: &str,
    pages: [(&Client, Option<usize>); 3],
    logs_checked: &mut [u64; 3],
    game: &str,
    step: usize,
) -> u64 {
    let inspection = service.inspect(id).await.expect("inspect");
    for (k, (client, seat)) in pages.into_iter().enumerate() {
        let who = seat.map_or("the spectator".to_owned(), |s| format!("player {s}"));
        at_version(client, inspection.version, &format!("{game}: {who}'s page")).await;
        let hidden = match seat {
            Some(s) => &inspection.hidden[s],
            None => &inspection.spectator_hidden,
        };
        let texts = page_texts(client).await;
        assert_no_hidden(
            &texts,
            hidden,
            &format!("{game}, step {step}, {who}'s page"),
        );
        let (entries, top) = new_log_entries(client, logs_checked[k]).await;
        assert_no_hidden(
            &entries,
            hidden,
            &format!("{game}, step {step}, {who}'s new events"),
        );
        logs_checked[k] = top;
    }
    // Nothing moved while the pages were read.
    let again = service.inspect(id).await.expect("inspect");
    assert_eq!(
        again.version, inspection.version,
        "{game}: the match moved during the check"
    );
    inspection.version
}

async fn enabled_actions(client: &Client) -> usize {
    number(
        client,
        "return document.querySelectorAll('button.action:not([disabled])').length",
    )
    .await as usize
}

async fn log_len(client: &Client) -> usize {
    number(client, "return document.querySelectorAll('#log li').length").await as usize
}

#[allow(clippy::too_many_lines)]
async fn play_case(
    base: &str,
    service: &tic_server::Service,
    clients: [&Client; 3],
    case: &Case,
    rng: &mut Rng,
) -> Measured {
    let [a, b, watcher] = clients;
    let (id, link) = create_in_lobby(base, a, case).await;
    wait_for(
        a,
        "return document.body.dataset.ready === 'table' && !!document.body.dataset.version",
        WAIT,
        "seat 0's table",
    )
    .await;
    b.goto(&link).await.expect("open the share link");
    wait_for(
        b,
        "return document.body.dataset.ready === 'table' && !!document.body.dataset.version",
        WAIT,
        "seat 1's table",
    )
    .await;
    watcher
        .goto(&format!("{base}/#/watch/{id}"))
        .await
        .expect("open the spectator's page");
    wait_for(
        watcher,
        "return !!document.body.dataset.version",
        WAIT,
        "the spectator's table",
    )
    .await;
    assert_eq!(
        eval(a, "return document.body.dataset.family").await,
        Value::String(case.family.to_owned()),
        "{}: the family drawn",
        case.game
    );
    let pages = [(a, Some(0)), (b, Some(1)), (watcher, None)];
    let mut measured = Measured::default();
    let mut reloaded = false;
    let mut dropped = false;
    let mut refused = false;
    let mut shot = false;
    let mut logs_checked = [0u64; 3];
    for step in 0.. {
        assert!(
            step <= MAX_STEPS,
            "{}: not over after {MAX_STEPS} clicks",
            case.game
        );
        let version = check_hidden(service, &id, pages, &mut logs_checked, case.game, step).await;
        let over =
            eval(a, "return document.body.dataset.over === 'yes'").await == Value::Bool(true);
        if over {
            break;
        }
        if step == 1 {
            // Every card picture has a name: its own, or its button's.
            for (client, who) in [(a, "player 0"), (b, "player 1"), (watcher, "the spectator")] {
                let unnamed = number(client, "return [...document.querySelectorAll('svg.card-svg, svg.board-svg')].filter((s) => !s.getAttribute('aria-label') && !(s.closest('button') && s.closest('button').getAttribute('aria-label')) && !s.closest('[role=img][aria-label]')).length").await;
                let named = number(
                    client,
                    "return document.querySelectorAll('svg.card-svg, svg.board-svg').length",
                )
                .await;
                assert!(named > 0.0, "{}: {who}'s page draws no card", case.game);
                assert_eq!(
                    unnamed, 0.0,
                    "{}: {who}'s page has card pictures without a name",
                    case.game
                );
            }
        }
        if !shot && step >= 6 {
            shoot(a, &format!("{}-desktop", case.game)).await;
            shoot(b, &format!("{}-phone", case.game)).await;
            shoot(watcher, &format!("{}-spectator", case.game)).await;
            shot = true;
        }
        if step == 4 && !reloaded {
            // A reload resumes the seat: same version, the same log.
            let before = log_len(b).await;
            b.refresh().await.expect("reload");
            wait_for(
                b,
                "return document.body.dataset.ready === 'table' && !!document.body.dataset.version",
                WAIT,
                "the reloaded table",
            )
            .await;
            at_version(b, version, "the reloaded page").await;
            assert_eq!(
                log_len(b).await,
                before,
                "{}: the log after a reload",
                case.game
            );
            reloaded = true;
        }
        if step == 8 && !dropped {
            // A lost connection resumes with since=: the same log, no event twice.
            let before = log_len(a).await;
            eval(a, "window.ticTable.ws.close(); return true").await;
            wait_for(
                a,
                "return document.body.dataset.conn === 'down'",
                WAIT,
                "the socket to drop",
            )
            .await;
            wait_for(
                a,
                "return document.body.dataset.conn === 'live'",
                WAIT,
                "the socket to come back",
            )
            .await;
            at_version(a, version, "the reconnected page").await;
            assert_eq!(
                log_len(a).await,
                before,
                "{}: the log after reconnecting",
                case.game
            );
            dropped = true;
        }
        let counts = [enabled_actions(a).await, enabled_actions(b).await];
        let movers: Vec<usize> = (0..2).filter(|&i| counts[i] > 0).collect();
        assert!(
            !movers.is_empty(),
            "{}: nobody may move at version {version}",
            case.game
        );
        let mover = movers[rng.below(movers.len())];
        let (me, other) = if mover == 0 { (a, b) } else { (b, a) };
        if !refused && step >= 2 {
            // A move against an old version: the page shows the server's refusal and goes on.
            eval(me, "const t = window.ticTable; t.snap = {...t.snap, version: t.snap.version - 1}; t.send(0); return true").await;
            wait_for(
                me,
                "return document.getElementById('message').textContent.includes('stale')",
                WAIT,
                "the refusal's message",
            )
            .await;
            at_version(me, version, "the page after a refusal").await;
            refused = true;
            continue;
        }
        if step == 12 {
            // A move while the socket is away goes over HTTP (the answer is drawn the same).
            eval(me, "const t = window.ticTable; const w = t.ws; t.ws = null; t.send(0).then(() => { t.ws = w; }); return true").await;
            measured.clicks += 1;
            wait_for(me, &format!("return Number(document.body.dataset.version) > {version} && window.ticTable.ws !== null"), WAIT, "the move over HTTP").await;
            continue;
        }
        if step == 10 {
            // Keyboard play: the key 1 plays the first listed move.
            me.find(Locator::Css("body"))
                .await
                .expect("the body")
                .send_keys("1")
                .await
                .expect("press 1");
            measured.clicks += 1;
            wait_for(
                me,
                &format!("return Number(document.body.dataset.version) > {version}"),
                WAIT,
                "the key's move",
            )
            .await;
            continue;
        }
        // Half the time, narrow the moves by clicking a card or place first.
        let selectable = number(
            me,
            "return document.querySelectorAll('button.card.selectable').length",
        )
        .await as usize;
        if selectable > 0 && rng.below(2) == 0 {
            let cards = me
                .find_all(Locator::Css("button.card.selectable"))
                .await
                .expect("cards");
            cards[rng.below(cards.len())]
                .click()
                .await
                .expect("click a card");
        }
        let buttons = me
            .find_all(Locator::Css("button.action:not([disabled])"))
            .await
            .expect("actions");
        assert!(
            !buttons.is_empty(),
            "{}: a selection left no move",
            case.game
        );
        buttons[rng.below(buttons.len())]
            .click()
            .await
            .expect("click a move");
        measured.clicks += 1;
        // Wait for the clicking page to move on, then for the other seat's page to show it.
        wait_for(
            me,
            &format!("return Number(document.body.dataset.version) > {version}"),
            WAIT,
            "the move's answer",
        )
        .await;
        let after = number(me, "return Number(document.body.dataset.version)").await;
        wait_for(
            other,
            &format!("return Number(document.body.dataset.version) >= {after}"),
            WAIT,
            "the other seat's update",
        )
        .await;
        let sent = number(me, "return Number(document.body.dataset.sentAt)").await;
        let shown = number(other, "return Number(document.body.dataset.appliedAt)").await;
        if sent.is_finite() && shown.is_finite() && shown >= sent {
            measured.latencies_ms.push(shown - sent);
        }
        let render = number(other, "return Number(document.body.dataset.renderMs)").await;
        if render.is_finite() {
            measured.render_ms.push(render);
        }
    }
    assert!(
        reloaded && refused,
        "{}: too short to reload and refuse a move",
        case.game
    );
    for (client, who) in [(a, "player 0"), (b, "player 1"), (watcher, "the spectator")] {
        wait_for(
            client,
            "return !!document.getElementById('outcome')",
            WAIT,
            &format!("{}: {who}'s outcome", case.game),
        )
        .await;
    }
    shoot(a, &format!("{}-over", case.game)).await;
    if !shot {
        shoot(b, &format!("{}-phone", case.game)).await;
    }
    measured
}

/// The lobby's open matches (join the first open seat), and the refusals said on the page: a
/// seat this browser holds no token for, a seat already taken, a wrong token.
async fn lobby_joins_and_refusals(
    base: &str,
    service: &tic_server::Service,
    clients: [&Client; 3],
) {
    let [a, b, watcher] = clients;
    let created = service
        .create(tic_server::CreateMatch {
            game: "tic-of-a-kind".into(),
            players: Some(2),
            seed: Some(3),
            ..tic_server::CreateMatch::default()
        })
        .await
        .expect("create");
    let id = created.id;
    // The lobby lists it; "join" takes its first open seat (0) and opens the table.
    b.goto(&format!("{base}/#/")).await.expect("the lobby");
    let button = format!("button.join-open[data-id=\"{id}\"]");
    wait_for(
        b,
        &format!(
            "return !!document.querySelector({})",
            crate::browser::js(&button)
        ),
        WAIT,
        "the open match listed",
    )
    .await;
    click(b, &button).await;
    wait_for(
        b,
        &format!("return location.hash === '#/play/{id}/0' && !!document.body.dataset.version"),
        WAIT,
        "the joined table",
    )
    .await;
    // A seat this browser holds no token for: said, nothing shown of the match.
    error_page_says(
        watcher,
        &format!("{base}/#/play/{id}/1"),
        "no token for player 1",
    )
    .await;
    // A taken seat's link: the server's refusal, said.
    error_page_says(
        watcher,
        &format!("{base}/#/join/{id}/0"),
        "seat 0 is not open",
    )
    .await;
    // A wrong token: the socket is refused, the page asks why over HTTP and says it.
    let bogus = format!(
        "localStorage.setItem('tic.seats', JSON.stringify({{'{id}/1': {{token: '0123456789abcdef0123456789abcdef', game: 'x', at: 1}}}})); return true"
    );
    a.goto(&format!("{base}/#/")).await.expect("the lobby");
    eval(a, &bogus).await;
    a.goto(&format!("{base}/#/play/{id}/1"))
        .await
        .expect("open");
    wait_for(a, "return document.getElementById('message') && document.getElementById('message').textContent.includes('wrong or missing token')", WAIT, "the wrong token's message").await;
}

/// Opens `url` on `client`, waits for the page's error state and checks its text says
/// `expected`.
async fn error_page_says(client: &Client, url: &str, expected: &str) {
    client.goto(url).await.expect("open");
    wait_for(
        client,
        "return document.body.dataset.ready === 'error'",
        WAIT,
        &format!("the message {expected:?}"),
    )
    .await;
    let text = eval(client, "return document.body.innerText").await;
    assert!(
        text.as_str().is_some_and(|t| t.contains(expected)),
        "{text}"
    );
}

/// Every game of the registry, with bots in every seat but one: the page draws its table
/// (not the words-only fallback), shows no hidden card to the seat or the spectator, and plays
/// a few clicks; the spectator watches on the phone-sized window, which each table must fit; a
/// screenshot of each is saved.
async fn every_game_is_drawn(
    base: &str,
    service: &tic_server::Service,
    clients: [&Client; 3],
    rng: &mut Rng,
) -> usize {
    // The spectator watches on the phone-sized window: each game's table must fit it.
    let [a, watcher, _] = clients;
    let mut count = 0;
    let mut fallback_checked = false;
    for game in tic_server::games() {
        let players = game.default_players.min(3).max(game.players[0]);
        let bot = if game.bots.iter().any(|b| b == "greedy") {
            "bot:greedy"
        } else {
            "bot:random"
        };
        let seats: Vec<String> = (0..players)
            .map(|i| {
                if i == 0 {
                    "human".to_owned()
                } else {
                    bot.to_owned()
                }
            })
            .collect();
        let created = service
            .create(tic_server::CreateMatch {
                game: game.name.clone(),
                players: Some(players),
                seed: Some(5),
                seats: Some(seats),
                ..tic_server::CreateMatch::default()
            })
            .await
            .unwrap_or_else(|e| panic!("create {}: {e}", game.name));
        a.goto(&format!("{base}/#/join/{}/0", created.id))
            .await
            .expect("open the seat's link");
        wait_for(
            a,
            "return document.body.dataset.ready === 'table' && !!document.body.dataset.version",
            WAIT,
            &format!("{}'s table", game.name),
        )
        .await;
        watcher
            .goto(&format!("{base}/#/watch/{}", created.id))
            .await
            .expect("watch");
        wait_for(
            watcher,
            "return !!document.body.dataset.version",
            WAIT,
            "the spectator's table",
        )
        .await;
        let mut logs = [0u64; 3];
        for click_no in 0..6 {
            let inspection = service.inspect(&created.id).await.expect("inspect");
            for (client, seat, k) in [(a, Some(0), 0), (watcher, None, 2)] {
                at_version(client, inspection.version, &game.name).await;
                let hidden = seat.map_or(&inspection.spectator_hidden, |s| &inspection.hidden[s]);
                let what = format!(
                    "{}, click {click_no}, {}",
                    game.name,
                    if seat.is_some() {
                        "player 0"
                    } else {
                        "the spectator"
                    }
                );
                assert_no_hidden(&page_texts(client).await, hidden, &what);
                let (entries, top) = new_log_entries(client, logs[k]).await;
                assert_no_hidden(&entries, hidden, &what);
                logs[k] = top;
            }
            assert_eq!(
                eval(a, "return document.body.dataset.drawn").await,
                Value::String("drawn".to_owned()),
                "{}: the table is drawn",
                game.name
            );
            if !fallback_checked
                && number(
                    a,
                    "return document.querySelectorAll('button.action').length",
                )
                .await
                    > 0.0
            {
                fallback_checked = true;
                // The fallback: a view the drawing cannot handle shows the view in words, and
                // the moves stay buttons.
                let fallback = eval(a, "const t = window.ticTable; t.renderFelt = () => { throw new Error('not drawn'); }; t.render();                     const r = [document.body.dataset.drawn, !!document.querySelector('.felt > pre.view-text'), document.querySelectorAll('button.action').length];                     delete t.renderFelt; t.render(); return r").await;
                assert_eq!(fallback[0], "words", "{}: the fallback", game.name);
                assert_eq!(fallback[1], true, "{}: the view in words", game.name);
                assert!(
                    fallback[2].as_u64().is_some_and(|n| n > 0),
                    "{}: moves in the fallback",
                    game.name
                );
            }
            if click_no == 2 {
                shoot(a, &format!("game-{}", game.name)).await;
                shoot(watcher, &format!("game-{}-phone-spectator", game.name)).await;
                let overflow = number(
                    watcher,
                    "return document.documentElement.scrollWidth - window.innerWidth",
                )
                .await;
                assert!(
                    overflow <= 0.0,
                    "{}: the phone-sized page is {overflow} px too wide",
                    game.name
                );
            }
            if eval(a, "return document.body.dataset.over === 'yes'").await == Value::Bool(true) {
                break;
            }
            let buttons = a
                .find_all(Locator::Css("button.action:not([disabled])"))
                .await
                .expect("actions");
            if buttons.is_empty() {
                break;
            }
            buttons[rng.below(buttons.len())]
                .click()
                .await
                .expect("click a move");
            wait_for(
                a,
                &format!(
                    "return Number(document.body.dataset.version) > {}",
                    inspection.version
                ),
                WAIT,
                "the move's answer",
            )
            .await;
        }
        count += 1;
    }
    assert!(
        fallback_checked,
        "no game offered a move to check the fallback with"
    );
    count
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_browsers_play_one_game_of_each_family_to_the_end() {
    if !crate::browser::available() {
        return;
    }
    let started = Instant::now();
    let running = crate::server().await;
    let base = running.url();
    let mut driver = Driver::start();
    let a = driver.session(1280, 900).await;
    let b = driver.session(390, 844).await;
    let watcher = driver.session(1100, 800).await;
    let ready = started.elapsed();
    let mut rng = Rng(28);
    let only = std::env::var("TIC_PAGE_GAMES").ok();
    let mut all = Vec::new();
    for case in CASES {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|g| g == case.game))
        {
            continue;
        }
        let t = Instant::now();
        let measured = play_case(&base, &running.service, [&a, &b, &watcher], case, &mut rng).await;
        let mut l = measured.latencies_ms.clone();
        l.sort_by(f64::total_cmp);
        let median = l.get(l.len() / 2).copied().unwrap_or(f64::NAN);
        let mut r = measured.render_ms.clone();
        r.sort_by(f64::total_cmp);
        println!(
            "{}: played to the end in {} clicks, {:.1} s; click to the other seat's page: median {median:.1} ms, max {:.1} ms ({} samples); drawing the table: median {:.1} ms, max {:.1} ms",
            case.game,
            measured.clicks,
            t.elapsed().as_secs_f64(),
            l.last().copied().unwrap_or(f64::NAN),
            l.len(),
            r.get(r.len() / 2).copied().unwrap_or(f64::NAN),
            r.last().copied().unwrap_or(f64::NAN),
        );
        all.extend(l);
    }
    lobby_joins_and_refusals(&base, &running.service, [&a, &b, &watcher]).await;
    if only
        .as_deref()
        .is_none_or(|o| o.split(',').any(|g| g == "every-game"))
    {
        let t = Instant::now();
        let games =
            every_game_is_drawn(&base, &running.service, [&a, &b, &watcher], &mut rng).await;
        println!(
            "every game drawn: {games} games opened, checked and played a few clicks in {:.1} s",
            t.elapsed().as_secs_f64()
        );
    }
    all.sort_by(f64::total_cmp);
    if !all.is_empty() {
        println!(
            "click to the other seat's page, all games: median {:.1} ms, p90 {:.1} ms, max {:.1} ms over {} moves",
            all[all.len() / 2],
            all[all.len() * 9 / 10],
            all[all.len() - 1],
            all.len()
        );
    }
    println!(
        "browsers ready in {:.1} s; whole test {:.1} s; screenshots in {}",
        ready.as_secs_f64(),
        started.elapsed().as_secs_f64(),
        screenshots().display()
    );
    for client in [a, b, watcher] {
        let _ = client.close().await;
    }
    drop(driver);
    running.stop().await.expect("stops");
}
