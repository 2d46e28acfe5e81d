//! HTTP and WebSocket over the service (axum).

use std::collections::HashMap;

use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{Cap, ServiceError};
use crate::limits::Bucket;
use crate::service::{CreateMatch, Forms, MoveRequest, Service, Since, SnapshotJson};

/// A WebSocket's read buffer, in bytes.
const READ_BUFFER: usize = 8 * 1024;

/// An error as an HTTP answer: its status and `{"error": {...}, "snapshot"?}`, the snapshot
/// in the forms the request asked for.
struct ApiError(ServiceError, Forms);

impl From<ServiceError> for ApiError {
    fn from(e: ServiceError) -> Self {
        ApiError(e, Forms::Both)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status =
            StatusCode::from_u16(self.0.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        json_response(status, &self.0.to_json_in(self.1))
    }
}

fn json_response<T: Serialize>(status: StatusCode, body: &T) -> Response {
    match serde_json::to_vec(body) {
        Ok(bytes) => (
            status,
            [(header::CONTENT_TYPE, "application/json")],
            Bytes::from(bytes),
        )
            .into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

fn ok<T: Serialize>(body: &T) -> Response {
    json_response(StatusCode::OK, body)
}

/// A snapshot's JSON text as a 200 answer.
fn ok_snapshot(snapshot: &SnapshotJson) -> Response {
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        Bytes::copy_from_slice(snapshot.json.as_bytes()),
    )
        .into_response()
}

type ApiResult = Result<Response, ApiError>;

/// The request body, within the body-size cap, read as JSON (an empty body as `{}`).
fn body_json<T: DeserializeOwned>(
    service: &Service,
    body: Result<Bytes, BytesRejection>,
) -> Result<T, ServiceError> {
    let body = body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            let limit = service.limits().max_body_bytes as u64;
            ServiceError::Cap {
                cap: Cap::BodySize,
                limit,
                detail: format!("the request body is over {limit} bytes"),
            }
        } else {
            ServiceError::bad(format!("unreadable body: {rejection}"))
        }
    })?;
    let text: &[u8] = if body.iter().all(u8::is_ascii_whitespace) {
        b"{}"
    } else {
        &body
    };
    serde_json::from_slice(text).map_err(|e| ServiceError::bad(format!("malformed JSON: {e}")))
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

fn parse_seat(text: &str) -> Result<usize, ServiceError> {
    text.parse().map_err(|_| {
        ServiceError::bad(format!(
            "seat {}: expected a number",
            rules_engine::quote_untrusted(text, 20)
        ))
    })
}

fn number<T: std::str::FromStr>(
    query: &HashMap<String, String>,
    key: &str,
) -> Result<Option<T>, ServiceError> {
    match query.get(key) {
        None => Ok(None),
        Some(v) => v.parse().map(Some).map_err(|_| {
            ServiceError::bad(format!(
                "{key}: {} is not a number",
                rules_engine::quote_untrusted(v, 20)
            ))
        }),
    }
}

/// `?since=VERSION` (the events after that version) or `?from_event=INDEX`; every event when
/// neither is given.
fn since(query: &HashMap<String, String>) -> Result<Since, ServiceError> {
    if let Some(v) = number(query, "since")? {
        return Ok(Since::Version(v));
    }
    if let Some(e) = number(query, "from_event")? {
        return Ok(Since::Event(e));
    }
    Ok(Since::All)
}

/// `?forms=json`, `?forms=text` or `?forms=json,text` (the default).
fn forms(query: &HashMap<String, String>) -> Result<Forms, ServiceError> {
    query
        .get("forms")
        .map_or(Ok(Forms::Both), |f| Forms::parse(f))
}

async fn list_games(State(service): State<Service>) -> Response {
    ok(&service.games())
}

async fn list_matches(
    State(service): State<Service>,
    Query(query): Query<HashMap<String, String>>,
) -> ApiResult {
    let limit = number(&query, "limit")?;
    Ok(ok(&service.open_matches(limit).await?))
}

async fn create_match(
    State(service): State<Service>,
    body: Result<Bytes, BytesRejection>,
) -> ApiResult {
    let request: CreateMatch = body_json(&service, body)?;
    let created = service.create(request).await?;
    Ok(json_response(StatusCode::CREATED, &created))
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    #[serde(default)]
    seat: Option<usize>,
}

async fn join_match(
    State(service): State<Service>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> ApiResult {
    let request: JoinRequest = body_json(&service, body)?;
    Ok(ok(&service.join(&id, request.seat).await?))
}

async fn public_match(
    State(service): State<Service>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> ApiResult {
    let forms = forms(&query)?;
    Ok(ok_snapshot(
        &service
            .spectate_json(&id, since(&query)?, forms)
            .await
            .map_err(|e| ApiError(e, forms))?,
    ))
}

async fn seat_snapshot(
    State(service): State<Service>,
    Path((id, seat)): Path<(String, String)>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> ApiResult {
    let seat = parse_seat(&seat)?;
    let forms = forms(&query)?;
    let snapshot = service
        .seat_json(&id, seat, bearer(&headers), since(&query)?, forms)
        .await
        .map_err(|e| ApiError(e, forms))?;
    Ok(ok_snapshot(&snapshot))
}

async fn seat_action(
    State(service): State<Service>,
    Path((id, seat)): Path<(String, String)>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> ApiResult {
    let seat = parse_seat(&seat)?;
    let forms = forms(&query)?;
    let request: MoveRequest = body_json(&service, body)?;
    let snapshot = service
        .act_http_json(&id, seat, bearer(&headers), &request, forms)
        .await
        .map_err(|e| ApiError(e, forms))?;
    Ok(ok_snapshot(&snapshot))
}

/// An error message the server sends on a WebSocket.
#[derive(Serialize)]
struct ErrorPush<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    ack: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    snapshot: Option<&'a serde_json::Value>,
}

/// `{"type": "snapshot", "ack"?: N, "snapshot": {...}}` around a snapshot's JSON text.
fn push_text(ack: Option<u64>, snapshot: &SnapshotJson) -> String {
    let mut text = String::with_capacity(snapshot.json.len() + 48);
    text.push_str("{\"type\":\"snapshot\"");
    if let Some(ack) = ack {
        text.push_str(",\"ack\":");
        text.push_str(&ack.to_string());
    }
    text.push_str(",\"snapshot\":");
    text.push_str(&snapshot.json);
    text.push('}');
    text
}

/// Whether a socket's read failed on a message or frame over the size cap (rather than on a
/// broken connection).
fn over_size_cap(error: &axum::Error) -> bool {
    std::error::Error::source(error)
        .and_then(|e| e.downcast_ref::<tungstenite::Error>())
        .is_some_and(|e| matches!(e, tungstenite::Error::Capacity(_)))
}

/// `{"type": "error", "ack"?: N, "error": {...}, "snapshot"?: {...}}`, the snapshot in the
/// socket's forms.
fn error_text(ack: Option<u64>, error: &ServiceError, forms: Forms) -> String {
    let body = error.to_json_in(forms);
    serde_json::to_string(&ErrorPush {
        kind: "error",
        ack,
        error: body.get("error").cloned(),
        snapshot: body.get("snapshot"),
    })
    .unwrap_or_default()
}

async fn websocket(
    State(service): State<Service>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> ApiResult {
    let seat: Option<usize> = number(&query, "seat")?;
    let token = query
        .get("token")
        .map(String::as_str)
        .or_else(|| bearer(&headers))
        .map(str::to_owned);
    let since = since(&query)?;
    let forms = forms(&query)?;
    // Everything is checked before the upgrade: a refused socket is a plain HTTP error.
    let subscription = service.subscribe(&id).await?;
    let first = match seat {
        Some(seat) => {
            service
                .seat_json(&id, seat, token.as_deref(), since, forms)
                .await?
        }
        None => service.spectate_json(&id, since, forms).await?,
    };
    let max = service.limits().max_body_bytes;
    Ok(upgrade
        .max_message_size(max)
        .max_frame_size(max)
        // Messages are small: a small read buffer (the default 128 KiB is zeroed on reads).
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let connection = Connection {
                service,
                id,
                seat,
                token,
                forms,
                subscription,
            };
            connection.run(socket, first).await;
        }))
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Follow {
    id: String,
    #[serde(default)]
    seat: Option<usize>,
    #[serde(default)]
    token: Option<String>,
    #[serde(default)]
    since: Option<u64>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct FollowMessage {
    follow: Follow,
}

/// A `{"follow": ...}` message, read (or why not), or `None` for any other message.
fn follow_request(text: &str) -> Option<Result<Follow, ServiceError>> {
    if !text.trim_start().starts_with("{\"follow\"") {
        return None;
    }
    Some(
        serde_json::from_str::<FollowMessage>(text)
            .map(|m| m.follow)
            .map_err(|e| ServiceError::bad(format!("malformed follow: {e}"))),
    )
}

/// One WebSocket: pushes the seat's snapshot after every change and takes its moves.
struct Connection {
    service: Service,
    id: String,
    seat: Option<usize>,
    token: Option<String>,
    /// The forms of every snapshot sent (`?forms=` of the socket's URL; kept when it follows
    /// another match).
    forms: Forms,
    subscription: crate::service::Subscription,
}

impl Connection {
    async fn run(mut self, mut socket: WebSocket, first: SnapshotJson) {
        let mut sent = first.version;
        let mut seen_change = *self.subscription.versions.borrow_and_update();
        let mut events_seen = first.event_count;
        if socket
            .send(Message::Text(push_text(None, &first).into()))
            .await
            .is_err()
        {
            return;
        }
        let mut bucket = Bucket::new(self.service.limits().moves_per_second);
        loop {
            tokio::select! {
                changed = self.subscription.versions.changed() => {
                    if changed.is_err() {
                        return;
                    }
                    let change = *self.subscription.versions.borrow_and_update();
                    if change.version <= sent && change.seats == seen_change.seats {
                        continue;
                    }
                    seen_change = change;
                    let snapshot = match self.seat {
                        Some(seat) => {
                            self.service
                                .seat_json(&self.id, seat, self.token.as_deref(), Since::Event(events_seen), self.forms)
                                .await
                        }
                        None => self.service.spectate_json(&self.id, Since::Event(events_seen), self.forms).await,
                    };
                    let text = match &snapshot {
                        Ok(s) => {
                            sent = s.version;
                            events_seen = s.event_count;
                            push_text(None, s)
                        }
                        Err(e) => error_text(None, e, self.forms),
                    };
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                }
                message = socket.recv() => {
                    let text = match message {
                        Some(Ok(Message::Text(text))) => text,
                        Some(Ok(Message::Binary(_))) => {
                            let e = ServiceError::bad("send moves as JSON text messages");
                            if socket.send(Message::Text(error_text(None, &e, self.forms).into())).await.is_err() {
                                return;
                            }
                            continue;
                        }
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                        Some(Err(e)) if over_size_cap(&e) => {
                            // The rest of the message cannot be read past: the socket says
                            // which cap it broke, then closes ("message too big").
                            let limit = self.service.limits().max_body_bytes as u64;
                            let e = ServiceError::Cap {
                                cap: Cap::BodySize,
                                limit,
                                detail: format!("a WebSocket message is over {limit} bytes"),
                            };
                            let _ = socket.send(Message::Text(error_text(None, &e, self.forms).into())).await;
                            let _ = socket
                                .send(Message::Close(Some(CloseFrame {
                                    code: close_code::SIZE,
                                    reason: "body_size".into(),
                                })))
                                .await;
                            return;
                        }
                        Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                    };
                    if let Some(follow) = follow_request(text.as_str()) {
                        // The socket follows another match (or seat) from now on.
                        let followed = match follow {
                            Ok(follow) => self.follow(follow).await,
                            Err(e) => Err(e),
                        };
                        let text = match followed {
                            Ok(first) => {
                                sent = first.version;
                                events_seen = first.event_count;
                                seen_change = *self.subscription.versions.borrow_and_update();
                                push_text(None, &first)
                            }
                            Err(e) => error_text(None, &e, self.forms),
                        };
                        if socket.send(Message::Text(text.into())).await.is_err() {
                            return;
                        }
                        continue;
                    }
                    let reply = self.handle(text.as_str(), &mut bucket).await;
                    let text = match reply {
                        (ack, Ok(snapshot)) => {
                            sent = sent.max(snapshot.version);
                            events_seen = snapshot.event_count;
                            push_text(ack, &snapshot)
                        }
                        (ack, Err(e)) => {
                            if let Some(s) = e.snapshot() {
                                sent = sent.max(s.version);
                                events_seen = s.event_count;
                            }
                            error_text(ack, &e, self.forms)
                        }
                    };
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                }
            }
        }
    }

    /// `{"follow": {"id", "seat"?, "token"?, "since"?}}`: the socket leaves its match for
    /// another (a client kept connected from one match to the next). Checked as a new socket
    /// would be; on a refusal the socket stays where it was.
    async fn follow(&mut self, follow: Follow) -> Result<SnapshotJson, ServiceError> {
        let since = follow.since.map_or(Since::All, Since::Version);
        let subscription = self.service.subscribe(&follow.id).await?;
        let first = match follow.seat {
            Some(seat) => {
                self.service
                    .seat_json(&follow.id, seat, follow.token.as_deref(), since, self.forms)
                    .await?
            }
            None => {
                self.service
                    .spectate_json(&follow.id, since, self.forms)
                    .await?
            }
        };
        self.subscription = subscription;
        self.id = follow.id;
        self.seat = follow.seat;
        self.token = follow.token;
        Ok(first)
    }

    /// A move sent on the socket: `{"version", "action" | "text", "id"?}`.
    async fn handle(
        &self,
        text: &str,
        bucket: &mut Bucket,
    ) -> (Option<u64>, Result<SnapshotJson, ServiceError>) {
        let request: MoveRequest = match serde_json::from_str(text) {
            Ok(r) => r,
            Err(e) => return (None, Err(ServiceError::bad(format!("malformed JSON: {e}")))),
        };
        let ack = request.id;
        let Some(seat) = self.seat else {
            return (ack, Err(ServiceError::bad("a spectator cannot move")));
        };
        if !bucket.take() {
            let limit = u64::from(self.service.limits().moves_per_second);
            return (
                ack,
                Err(ServiceError::Cap {
                    cap: Cap::MovesPerSecond,
                    limit,
                    detail: "this connection moves too fast".to_owned(),
                }),
            );
        }
        let input = match request.input() {
            Ok(input) => input,
            Err(e) => return (ack, Err(e)),
        };
        let result = self
            .service
            .act_json(
                &self.id,
                seat,
                self.token.as_deref(),
                request.version,
                input,
                self.forms,
            )
            .await;
        (ack, result)
    }
}

/// The API's routes over a service: `/api/...` (see docs/SERVER.md). CORS headers are not
/// sent (same-origin only). Merge a router for the page at `/` into it, or nest it in a
/// larger one.
pub fn router(service: Service) -> Router {
    let limit = service.limits().max_body_bytes;
    Router::new()
        .route("/api/games", get(list_games))
        .route("/api/matches", get(list_matches).post(create_match))
        .route("/api/matches/{id}", get(public_match))
        .route("/api/matches/{id}/join", post(join_match))
        .route("/api/matches/{id}/seats/{seat}", get(seat_snapshot))
        .route("/api/matches/{id}/seats/{seat}/actions", post(seat_action))
        .route("/api/matches/{id}/ws", get(websocket))
        .layer(DefaultBodyLimit::max(limit))
        .with_state(service)
}
