//! The match service: create, join, act, read a seat, read what is public. No network here:
//! the HTTP and WebSocket layer ([`crate::router`]) is a thin client of it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use rules_engine::{Outcome, Seed, ToAct};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tic_registry::{DynGame, Entry, RegistryError};
use tokio::sync::watch;

use crate::error::{Cap, ServiceError};
use crate::limits::{Bucket, Limits};
use crate::store::{ActionRow, MatchRow, MoveCommit, OpenMatch, Store};
use crate::token::{self, TokenHash};

/// Who sits at a seat: a person (who joins and receives a token) or one of the game's bots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person, or any outside client.
    Human,
    /// A bot by the registry's name (`random`, `greedy`, `mcts`, `mcts:N`, `mcts:Nms`).
    Bot(String),
}

impl SeatKind {
    /// Reads `human` or `bot:<name>`.
    pub fn parse(text: &str) -> Result<SeatKind, ServiceError> {
        match text {
            "human" => Ok(SeatKind::Human),
            _ => match text.strip_prefix("bot:") {
                Some(name) if !name.is_empty() => Ok(SeatKind::Bot(name.to_owned())),
                _ => Err(ServiceError::bad(format!(
                    "seat {}: expected \"human\" or \"bot:<name>\"",
                    rules_engine::quote_untrusted(text, 40)
                ))),
            },
        }
    }

    /// `human` or `bot:<name>`.
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            SeatKind::Human => "human".to_owned(),
            SeatKind::Bot(name) => format!("bot:{name}"),
        }
    }
}

/// A request for a new match (`POST /api/matches`).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateMatch {
    /// The game's name, as the registry knows it.
    pub game: String,
    /// The number of players (the game's default when absent).
    #[serde(default)]
    pub players: Option<usize>,
    /// The game's options as a JSON object (`null` or absent for the defaults).
    #[serde(default)]
    pub options: Value,
    /// The seed of the deal (random when absent). The bots' seed derives from it.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Each seat, `human` or `bot:<name>` (every seat human when absent).
    #[serde(default)]
    pub seats: Option<Vec<String>>,
}

/// A new match.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Created {
    /// Its id.
    pub id: String,
    /// Its version (bots that act first have already moved).
    pub version: u64,
    /// Its seats.
    pub seats: Vec<String>,
}

/// A seat taken.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Joined {
    /// The seat.
    pub seat: usize,
    /// Its token: keep it, it is shown once and stored only hashed.
    pub token: String,
}

/// An action as a client gives it: its JSON, or its text.
#[derive(Clone, Debug, PartialEq)]
pub enum ActionInput {
    /// The action's JSON (as in the snapshot's `legal_actions`).
    Json(Value),
    /// The action's text (as in the snapshot's `legal_action_texts`).
    Text(String),
}

/// A move: the version it was made against and the action (`{"version", "action"}` or
/// `{"version", "text"}`), optionally with the version whose events the answer starts from.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The version the move was made against.
    pub version: u64,
    /// The action's JSON.
    #[serde(default)]
    pub action: Option<Value>,
    /// The action's text.
    #[serde(default)]
    pub text: Option<String>,
    /// A client's number for the move, echoed in the answer (WebSocket).
    #[serde(default)]
    pub id: Option<u64>,
}

impl MoveRequest {
    /// The action given, or what is wrong.
    pub fn input(&self) -> Result<ActionInput, ServiceError> {
        match (&self.action, &self.text) {
            (Some(action), None) => Ok(ActionInput::Json(action.clone())),
            (None, Some(text)) => Ok(ActionInput::Text(text.clone())),
            _ => Err(ServiceError::bad(
                "a move has exactly one of \"action\" (JSON) and \"text\"",
            )),
        }
    }
}

/// Which events a snapshot includes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Since {
    /// Every event.
    #[default]
    All,
    /// The events after this version (those a client at that version has not seen).
    Version(u64),
    /// The events from this index on.
    Event(usize),
}

/// Which forms of the view, the legal actions and the events a snapshot's JSON text holds
/// (`?forms=` on the API): both by default; a client that reads one form asks for it alone and
/// the server writes (and sends) half as much.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Forms {
    /// Both: `view` and `view_text`, `legal_actions` and `legal_action_texts`, `events` and
    /// `event_texts` (the default, and the whole [`Snapshot`]).
    #[default]
    Both,
    /// The JSON forms only: `view`, `legal_actions`, `events`.
    Json,
    /// The text forms only: `view_text`, `legal_action_texts`, `event_texts`.
    Text,
}

impl Forms {
    /// Reads `json`, `text`, or `json,text` (also `text,json` and `both`): what `?forms=`
    /// takes.
    ///
    /// ```
    /// use tic_server::Forms;
    /// assert_eq!(Forms::parse("json").unwrap(), Forms::Json);
    /// assert_eq!(Forms::parse("json,text").unwrap(), Forms::Both);
    /// assert!(Forms::parse("xml").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Forms, ServiceError> {
        match text {
            "json" => Ok(Forms::Json),
            "text" => Ok(Forms::Text),
            "json,text" | "text,json" | "both" => Ok(Forms::Both),
            _ => Err(ServiceError::bad(format!(
                "forms {}: expected \"json\", \"text\" or \"json,text\"",
                rules_engine::quote_untrusted(text, 20)
            ))),
        }
    }

    /// Whether the JSON forms are in.
    #[must_use]
    pub fn json(self) -> bool {
        matches!(self, Forms::Both | Forms::Json)
    }

    /// Whether the text forms are in.
    #[must_use]
    pub fn text(self) -> bool {
        matches!(self, Forms::Both | Forms::Text)
    }

    /// The fields of a [`Snapshot`] these forms leave out.
    ///
    /// ```
    /// use tic_server::Forms;
    /// assert!(Forms::Both.omitted().is_empty());
    /// assert_eq!(Forms::Json.omitted(), ["view_text", "legal_action_texts", "event_texts"]);
    /// ```
    #[must_use]
    pub fn omitted(self) -> &'static [&'static str] {
        match self {
            Forms::Both => &[],
            Forms::Json => &["view_text", "legal_action_texts", "event_texts"],
            Forms::Text => &["view", "legal_actions", "events"],
        }
    }
}

/// A seat's place at the table, as anyone may see it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct SeatInfo {
    /// `human` or `bot:<name>`.
    pub kind: String,
    /// Whether somebody holds it (always for a bot).
    pub taken: bool,
}

/// What one seat (or a spectator) may see of a match at one version.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Snapshot {
    /// The match.
    pub id: String,
    /// The game.
    pub game: String,
    /// The seat (`null` for a spectator).
    pub seat: Option<usize>,
    /// Actions applied so far.
    pub version: u64,
    /// Who may act.
    pub to_act: ToAct,
    /// What the seat sees (a spectator: what every player sees), as JSON.
    pub view: Value,
    /// The same, drawn as text.
    pub view_text: String,
    /// The seat's legal actions as JSON (none for a spectator, or when it may not act).
    pub legal_actions: Vec<Value>,
    /// The same actions as text, in the same order.
    pub legal_action_texts: Vec<String>,
    /// The index of the first event below.
    pub events_from: usize,
    /// Events so far (the next `events_from` to ask for).
    pub event_count: usize,
    /// The events from `events_from` on, as the seat saw them, as JSON.
    pub events: Vec<Value>,
    /// The same events as text.
    pub event_texts: Vec<String>,
    /// The outcome, once over.
    pub outcome: Option<Outcome>,
    /// Every seat: who sits there, and whether it is taken.
    pub seats: Vec<SeatInfo>,
}

/// A [`Snapshot`] as the JSON text the API sends (the same fields and values as serializing
/// the [`Snapshot`], less those its [`Forms`] leave out), written once per seat, version,
/// first event and forms, and shared by the HTTP answer and every socket of that seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotJson {
    /// The match's version in it.
    pub version: u64,
    /// Events so far (its `event_count`).
    pub event_count: usize,
    /// The JSON object.
    pub json: Arc<str>,
}

/// A game of the registry as `GET /api/games` lists it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct GameInfo {
    /// Its name.
    pub name: String,
    /// One line about it.
    pub summary: String,
    /// Fewest and most players.
    pub players: [usize; 2],
    /// Players of the default game.
    pub default_players: usize,
    /// Its options.
    pub options: Vec<OptionInfo>,
    /// Its bots (`random` and the game's own; `mcts:N` and `mcts:Nms` too where `mcts` is).
    pub bots: Vec<String>,
}

/// One option of a game.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct OptionInfo {
    /// The key.
    pub key: String,
    /// `bool`, `int`, `choice` or `text`.
    pub kind: String,
    /// For `int`: the smallest value.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub min: Option<i64>,
    /// For `int`: the largest value.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub max: Option<i64>,
    /// For `choice`: the words.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub choices: Option<Vec<String>>,
    /// The default, as text.
    pub default: String,
    /// What it does.
    pub help: String,
    /// What a value looks like, in words.
    pub describe: String,
}

/// Every game of the registry, with its players, options and bots.
#[must_use]
pub fn games() -> Vec<GameInfo> {
    tic_registry::entries()
        .iter()
        .map(|e| GameInfo {
            name: e.name.to_owned(),
            summary: e.summary.to_owned(),
            players: [e.players.0, e.players.1],
            default_players: e.default_players,
            options: e
                .options
                .iter()
                .map(|o| {
                    let (kind, min, max, choices) = match &o.kind {
                        tic_registry::OptionKind::Bool => ("bool", None, None, None),
                        tic_registry::OptionKind::Int { min, max } => {
                            ("int", Some(*min), Some(*max), None)
                        }
                        tic_registry::OptionKind::Choice(words) => (
                            "choice",
                            None,
                            None,
                            Some(words.iter().map(|w| (*w).to_owned()).collect()),
                        ),
                        _ => ("text", None, None, None),
                    };
                    OptionInfo {
                        key: o.key.to_owned(),
                        kind: kind.to_owned(),
                        min,
                        max,
                        choices,
                        default: o.default.to_owned(),
                        help: o.help.to_owned(),
                        describe: o.kind.describe(),
                    }
                })
                .collect(),
            bots: std::iter::once("random")
                .chain(e.bots.iter().copied())
                .map(str::to_owned)
                .collect(),
        })
        .collect()
}

/// Whether `name` is a bot the game offers.
fn bot_known(entry: &Entry, name: &str) -> bool {
    name == "random"
        || entry.bots.contains(&name)
        || (entry.bots.contains(&"mcts")
            && tic_registry::search_budget(name, rules_engine::SearchBudget::Iterations(1))
                .is_some())
}

fn registry_bad(e: &RegistryError) -> ServiceError {
    ServiceError::bad(e.to_string())
}

/// A match in memory: its game at its version, and what the store holds besides.
struct Loaded {
    entry: Entry,
    game: Box<dyn DynGame>,
    version: u64,
    seats: Vec<SeatKind>,
    tokens: Vec<Option<TokenHash>>,
    bot_seed: Seed,
    /// The number of events after each version (index: version).
    events_at: Vec<usize>,
    /// Snapshots written as JSON at this version.
    texts: TextCache,
    /// The match's latest actions as its row stores them (the store's tail, at `version`).
    tail: String,
}

/// Most snapshots kept as text per match (seat or spectator, and first event), at one
/// version.
const TEXTS_KEPT: usize = 8;

/// What a kept snapshot text is for: the seat (`None`: a spectator), the version, the first
/// event and the forms.
type TextKey = (Option<usize>, u64, usize, Forms);

/// The snapshots of a match written as JSON at one version: keyed by seat (`None`: a
/// spectator), version, first event and forms, so a seat never receives another's. Emptied
/// when the version moves and when a seat is taken (the `seats` field changes).
#[derive(Default)]
struct TextCache {
    entries: Vec<(TextKey, SnapshotJson)>,
}

impl TextCache {
    fn get(&self, key: TextKey) -> Option<&SnapshotJson> {
        self.entries
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, text)| text)
    }

    fn put(&mut self, key: TextKey, text: SnapshotJson) {
        self.entries.retain(|(k, _)| k.1 == key.1);
        if self.entries.len() >= TEXTS_KEPT {
            self.entries.remove(0);
        }
        self.entries.push((key, text));
    }

    fn clear(&mut self) {
        self.entries.clear();
    }
}

impl Loaded {
    fn finished(&self) -> bool {
        self.game.is_over()
    }

    fn events_from(&self, since: Since) -> usize {
        let count = self.game.event_count();
        match since {
            Since::All => 0,
            Since::Event(e) => e.min(count),
            Since::Version(v) => {
                let v = usize::try_from(v).unwrap_or(usize::MAX);
                self.events_at.get(v).copied().unwrap_or(count).min(count)
            }
        }
    }

    /// Records a seat's token hash (the snapshots' `seats` change: the texts are dropped).
    fn set_token(&mut self, seat: usize, hash: TokenHash) {
        if let Some(slot) = self.tokens.get_mut(seat) {
            *slot = Some(hash);
            self.texts.clear();
        }
    }

    fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .zip(&self.tokens)
            .map(|(kind, token)| SeatInfo {
                kind: kind.text(),
                taken: matches!(kind, SeatKind::Bot(_)) || token.is_some(),
            })
            .collect()
    }

    fn snapshot(&self, id: &str, seat: Option<usize>, since: Since) -> Snapshot {
        let from = self.events_from(since);
        let game = &*self.game;
        let (view, view_text, legal_actions, legal_action_texts, events, event_texts) = match seat {
            Some(seat) => (
                game.view(seat),
                game.view_text(seat),
                game.legal_actions(seat),
                game.legal_action_texts(seat),
                game.events_since(seat, from),
                game.event_texts_since(seat, from),
            ),
            None => (
                game.spectator_view(),
                game.spectator_view_text(),
                Vec::new(),
                Vec::new(),
                game.spectator_events_since(from),
                // The spectator's events as text: those of the seat after the last.
                game.event_texts_since(game.num_players(), from),
            ),
        };
        Snapshot {
            id: id.to_owned(),
            game: game.name().to_owned(),
            seat,
            version: self.version,
            to_act: game.to_act(),
            view,
            view_text,
            legal_actions,
            legal_action_texts,
            events_from: from,
            event_count: game.event_count(),
            events,
            event_texts,
            outcome: game.outcome(),
            seats: self.seat_infos(),
        }
    }

    /// The snapshot as the JSON text the API sends, kept for this seat, version, first event
    /// and forms (a second socket of the seat, or its HTTP answer, reuses it).
    fn snapshot_json(
        &mut self,
        id: &str,
        seat: Option<usize>,
        since: Since,
        forms: Forms,
    ) -> SnapshotJson {
        let from = self.events_from(since);
        let key = (seat, self.version, from, forms);
        if let Some(text) = self.texts.get(key) {
            return text.clone();
        }
        let text = SnapshotJson {
            version: self.version,
            event_count: self.game.event_count(),
            json: self.write_snapshot(id, seat, from, forms).into(),
        };
        self.texts.put(key, text.clone());
        text
    }

    /// Writes what [`Loaded::snapshot`] holds as JSON (its fields in the same order, less
    /// those `forms` leave out), the game's parts (view, legal actions, events) as the game
    /// writes them from its types.
    fn write_snapshot(&self, id: &str, seat: Option<usize>, from: usize, forms: Forms) -> String {
        let game = &*self.game;
        let mut out: Vec<u8> = Vec::with_capacity(if forms == Forms::Both { 4096 } else { 2048 });
        out.extend_from_slice(b"{\"id\":");
        put_json(&mut out, id);
        put_json_field(&mut out, "game", Some(game.name()));
        put_json_field(&mut out, "seat", Some(&seat));
        put_json_field(&mut out, "version", Some(&self.version));
        put_json_field(&mut out, "to_act", Some(&game.to_act()));
        // A spectator sees what the seat after the last sees, and has no legal action.
        let looker = seat.unwrap_or_else(|| game.num_players());
        // Each form asked for, written in one pass over the game where both are.
        let (view, view_text, legal_actions, legal_action_texts, events, event_texts) = match forms
        {
            Forms::Json => (
                Some(game.view_json(looker)),
                None,
                Some(seat.map_or_else(|| "[]".to_owned(), |s| game.legal_actions_json(s))),
                None,
                Some(game.events_json_since(looker, from)),
                None,
            ),
            Forms::Text => (
                None,
                Some(game.view_text(looker)),
                None,
                Some(seat.map_or_else(Vec::new, |s| game.legal_action_texts(s))),
                None,
                Some(game.event_texts_since(looker, from)),
            ),
            Forms::Both => {
                let (view, view_text) = game.view_json_and_text(looker);
                let (legal, legal_texts) = match seat {
                    Some(seat) => game.legal_actions_json_and_texts(seat),
                    None => ("[]".to_owned(), Vec::new()),
                };
                let (events, event_texts) = game.events_json_and_texts_since(looker, from);
                (
                    Some(view),
                    Some(view_text),
                    Some(legal),
                    Some(legal_texts),
                    Some(events),
                    Some(event_texts),
                )
            }
        };
        put_raw_field(&mut out, "view", view.as_deref());
        put_json_field(&mut out, "view_text", view_text.as_ref());
        put_raw_field(&mut out, "legal_actions", legal_actions.as_deref());
        put_json_field(&mut out, "legal_action_texts", legal_action_texts.as_ref());
        put_json_field(&mut out, "events_from", Some(&from));
        put_json_field(&mut out, "event_count", Some(&game.event_count()));
        put_raw_field(&mut out, "events", events.as_deref());
        put_json_field(&mut out, "event_texts", event_texts.as_ref());
        put_json_field(&mut out, "outcome", Some(&game.outcome()));
        put_json_field(&mut out, "seats", Some(&self.seat_infos()));
        out.push(b'}');
        json_string(out)
    }

    /// Applies one stored or given action, keeping the events count per version.
    fn apply(&mut self, seat: usize, action: &Value) -> Result<(), RegistryError> {
        self.game.apply(seat, action)?;
        self.version += 1;
        self.events_at.push(self.game.event_count());
        Ok(())
    }
}

/// Appends `value` as JSON (`null` in its place should it not serialize, as
/// `serde_json::to_value` falls back in the game's JSON methods).
fn put_json<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    let at = out.len();
    if serde_json::to_writer(&mut *out, value).is_err() {
        out.truncate(at);
        out.extend_from_slice(b"null");
    }
}

/// Appends `,"key":` and `value` as JSON; nothing when the form asked for leaves it out.
fn put_json_field<T: Serialize + ?Sized>(out: &mut Vec<u8>, key: &str, value: Option<&T>) {
    if let Some(value) = value {
        put_key(out, key);
        put_json(out, value);
    }
}

/// Appends `,"key":` and JSON text the game wrote (an object or array, from its types);
/// nothing when the form asked for leaves it out.
fn put_raw_field(out: &mut Vec<u8>, key: &str, json: Option<&str>) {
    if let Some(json) = json {
        put_key(out, key);
        out.extend_from_slice(json.as_bytes());
    }
}

/// Appends `,"key":` (the keys are the snapshot's own names: no escaping needed).
fn put_key(out: &mut Vec<u8>, key: &str) {
    out.extend_from_slice(b",\"");
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(b"\":");
}

/// The text of JSON written by serde_json (always UTF-8).
fn json_string(out: Vec<u8>) -> String {
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Moves the bots while a bot is to act: for [`ToAct::Anyone`] the seat is drawn as
/// [`rules_engine::Table`] draws it (the generator of the step), and the bots stop when a
/// person's seat is drawn. Returns the actions made.
fn play_bots(loaded: &mut Loaded, max: usize) -> Result<Vec<(usize, Value)>, ServiceError> {
    let mut made = Vec::new();
    loop {
        let seat = match loaded.game.to_act() {
            ToAct::Nobody => break,
            ToAct::Player(p) => p,
            ToAct::Anyone => {
                // Who acts does not depend on the bot: ask the cheapest one.
                match loaded
                    .game
                    .bot_action("random", loaded.bot_seed)
                    .map_err(|e| ServiceError::Bot(e.to_string()))?
                {
                    Some((p, _)) => p,
                    None => break,
                }
            }
        };
        let Some(SeatKind::Bot(name)) = loaded.seats.get(seat).cloned() else {
            break;
        };
        if made.len() >= max {
            return Err(ServiceError::Cap {
                cap: Cap::BotSteps,
                limit: max as u64,
                detail: "the bots did not stop".to_owned(),
            });
        }
        let Some((p, action)) = loaded
            .game
            .bot_action(&name, loaded.bot_seed)
            .map_err(|e| ServiceError::Bot(e.to_string()))?
        else {
            break;
        };
        loaded
            .apply(p, &action)
            .map_err(|e| ServiceError::Bot(e.to_string()))?;
        made.push((p, action));
    }
    Ok(made)
}

/// Whether a bot may be the next to act (so the bots must be asked).
fn bots_may_act(loaded: &Loaded) -> bool {
    match loaded.game.to_act() {
        ToAct::Nobody => false,
        ToAct::Player(p) => matches!(loaded.seats.get(p), Some(SeatKind::Bot(_))),
        ToAct::Anyone => loaded.seats.iter().any(|s| matches!(s, SeatKind::Bot(_))),
    }
}

/// Runs the bots on a blocking thread (a search bot spends milliseconds of CPU a move).
async fn play_bots_blocking(
    mut loaded: Loaded,
    max: usize,
) -> (Option<Loaded>, Result<Vec<(usize, Value)>, ServiceError>) {
    if !bots_may_act(&loaded) {
        return (Some(loaded), Ok(Vec::new()));
    }
    match tokio::task::spawn_blocking(move || {
        let made = play_bots(&mut loaded, max);
        (loaded, made)
    })
    .await
    {
        Ok((loaded, made)) => (Some(loaded), made),
        Err(e) => (None, Err(ServiceError::Bot(e.to_string()))),
    }
}

/// Whether a move counts against its seat's moves a second (HTTP; a socket counts its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rated {
    PerSeat,
    No,
}

/// What [`Service::inspect`] reveals (tests only).
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Inspection {
    /// The match's version.
    pub version: u64,
    /// Every text form of every card hidden from each seat (sorted).
    pub hidden: Vec<Vec<String>>,
    /// Every text form of every card some seat may not see (sorted).
    pub spectator_hidden: Vec<String>,
}

/// What changed last in a match: its version, and how many times its seats were taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Change {
    /// The match's version.
    pub version: u64,
    /// Counts seats being taken (a seated player shows as taken to the others).
    pub seats: u64,
}

/// A match's place in the cache: its state behind a lock, and the version watchers see.
pub(crate) struct Cell {
    state: Arc<tokio::sync::Mutex<Option<Loaded>>>,
    version: watch::Sender<Change>,
    connections: AtomicUsize,
}

/// A client's subscription to a match's changes (a WebSocket): counts towards the cap on
/// connections per match while it lives.
pub struct Subscription {
    cell: Arc<Cell>,
    /// The match's version, changed after every commit.
    pub versions: watch::Receiver<Change>,
}

impl Cell {
    /// Tells the watchers the match reached `version` (versions only grow: a lower one,
    /// which a commit announced after the lock was released may bring late, changes
    /// nothing).
    fn set_version(&self, version: u64) {
        self.version.send_if_modified(|c| {
            let changed = version > c.version;
            if changed {
                c.version = version;
            }
            changed
        });
    }

    fn seats_changed(&self) {
        self.version.send_modify(|c| c.seats += 1);
    }
}

impl std::fmt::Debug for Subscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Subscription")
            .field("change", &*self.versions.borrow())
            .finish_non_exhaustive()
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        self.cell.connections.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The match service. Cheap to clone (one shared state).
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Service {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Service")
            .field("storage", &self.inner.store.description)
            .finish_non_exhaustive()
    }
}

struct Inner {
    store: Store,
    limits: Limits,
    cache: Mutex<HashMap<String, Arc<Cell>>>,
    http_buckets: Mutex<HashMap<(String, usize), Bucket>>,
    /// The unfinished matches counted in storage, when, and this process's creates since.
    unfinished: Mutex<Option<(std::time::Instant, u64)>>,
}

/// How long a count of unfinished matches serves [`Service::create`]'s cap while it is below
/// half the cap.
const UNFINISHED_FRESH: std::time::Duration = std::time::Duration::from_secs(1);

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A match id is 16 lowercase hex digits; anything else names no match.
fn check_id(id: &str) -> Result<(), ServiceError> {
    if id.len() == 16
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        Ok(())
    } else {
        Err(ServiceError::UnknownMatch {
            id: rules_engine::quote_untrusted(id, 40),
        })
    }
}

impl Service {
    /// A service on the database at `database_url` (`sqlite://PATH?mode=rwc`, a plain path
    /// for a SQLite file, `sqlite::memory:`, or `postgres://...`), with these caps. On
    /// Postgres it listens for the other processes' moves.
    pub async fn open(database_url: &str, limits: Limits) -> Result<Service, ServiceError> {
        let store = Store::open(database_url).await?;
        let service = Service {
            inner: Arc::new(Inner {
                store,
                limits,
                cache: Mutex::new(HashMap::new()),
                http_buckets: Mutex::new(HashMap::new()),
                unfinished: Mutex::new(None),
            }),
        };
        if let Some(listener) = service.inner.store.listener().await? {
            tokio::spawn(listen(Arc::downgrade(&service.inner), listener));
        }
        Ok(service)
    }

    /// Where the matches are stored, for people (`sqlite file /path/...` or a Postgres URL
    /// without its password).
    #[must_use]
    pub fn storage(&self) -> &str {
        &self.inner.store.description
    }

    /// The caps in force.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.inner.limits
    }

    /// Every game, with its players, options and bots.
    #[must_use]
    pub fn games(&self) -> Vec<GameInfo> {
        games()
    }

    /// Creates a match. Bots that act first move before this returns; nothing is stored for
    /// a refused request.
    pub async fn create(&self, request: CreateMatch) -> Result<Created, ServiceError> {
        let entry = tic_registry::find(&request.game).map_err(|e| registry_bad(&e))?;
        if let Some(players) = request.players
            && !(entry.players.0..=entry.players.1).contains(&players)
        {
            return Err(ServiceError::bad(format!(
                "players: {players} is not from {} to {} for {}",
                entry.players.0, entry.players.1, entry.name
            )));
        }
        let options = if request.options.is_null() {
            Value::Object(serde_json::Map::new())
        } else {
            request.options.clone()
        };
        if !options.is_object() {
            return Err(ServiceError::bad("options: expected a JSON object"));
        }
        let seed = match request.seed {
            Some(seed) => seed,
            None => token::random_u64().map_err(ServiceError::storage)?,
        };
        let bot_seed = Seed(seed).derive(0xB075);
        let game = entry
            .new_game(request.players, &options, Seed(seed))
            .map_err(|e| registry_bad(&e))?;
        let players = game.num_players();
        let seats: Vec<SeatKind> = match &request.seats {
            None => vec![SeatKind::Human; players],
            Some(seats) => {
                if seats.len() != players {
                    return Err(ServiceError::bad(format!(
                        "seats: {} given for {players} players",
                        seats.len()
                    )));
                }
                seats
                    .iter()
                    .map(|s| SeatKind::parse(s))
                    .collect::<Result<_, _>>()?
            }
        };
        for seat in &seats {
            if let SeatKind::Bot(name) = seat
                && !bot_known(&entry, name)
            {
                return Err(ServiceError::bad(format!(
                    "no bot {} for {}; bots: random, {} (mcts:N, mcts:Nms)",
                    rules_engine::quote_untrusted(name, 40),
                    entry.name,
                    entry.bots.join(", ")
                )));
            }
        }
        let stored = self.unfinished().await?;
        if stored >= self.inner.limits.max_matches {
            return Err(ServiceError::Cap {
                cap: Cap::Matches,
                limit: self.inner.limits.max_matches,
                detail: format!("{stored} unfinished matches are stored"),
            });
        }
        let config = game.config_json().to_string();
        let loaded = Loaded {
            entry,
            events_at: vec![game.event_count()],
            texts: TextCache::default(),
            tail: String::new(),
            game,
            version: 0,
            tokens: vec![None; seats.len()],
            seats,
            bot_seed,
        };
        let (loaded, made) = play_bots_blocking(loaded, self.inner.limits.max_bot_steps).await;
        let made = made?;
        let Some(loaded) = loaded else {
            return Err(ServiceError::Bot("the bots stopped".to_owned()));
        };
        let actions: Vec<ActionRow> = made
            .iter()
            .enumerate()
            .map(|(k, (seat, action))| ActionRow {
                index: k as u64,
                seat: *seat,
                action: action.to_string(),
            })
            .collect();
        let seat_texts: Vec<String> = loaded.seats.iter().map(SeatKind::text).collect();
        let open_seats = loaded
            .seats
            .iter()
            .filter(|s| **s == SeatKind::Human)
            .count() as u64;
        for _ in 0..4 {
            let id = token::random_hex(8).map_err(ServiceError::storage)?;
            let row = MatchRow {
                id: id.clone(),
                game: loaded.entry.name.to_owned(),
                config: config.clone(),
                seed,
                bot_seed: loaded.bot_seed.0,
                seats: serde_json::to_string(&seat_texts).unwrap_or_default(),
                version: loaded.version,
                finished: loaded.finished(),
                open_seats,
            };
            if let Some(tail) = self.inner.store.create(row, &actions).await? {
                let mut loaded = loaded;
                loaded.tail = tail;
                let created = Created {
                    id: id.clone(),
                    version: loaded.version,
                    seats: seat_texts,
                };
                if let Some((_, count)) = lock(&self.inner.unfinished).as_mut() {
                    *count += 1;
                }
                let cell = self.cell(&id);
                *cell.state.lock().await = Some(loaded);
                cell.set_version(created.version);
                return Ok(created);
            }
        }
        Err(ServiceError::storage("could not find a free match id"))
    }

    /// Unfinished matches stored, for the cap on them: counted in storage (a scan of the
    /// unfinished matches' index), and that count plus this process's creates since reused
    /// for a second while it is below half the cap (a create no longer waits for a count of
    /// its own; other processes' creates of that second are the most it can be behind).
    /// Near the cap, every create counts again.
    async fn unfinished(&self) -> Result<u64, ServiceError> {
        let max = self.inner.limits.max_matches;
        if let Some((at, count)) = *lock(&self.inner.unfinished)
            && at.elapsed() < UNFINISHED_FRESH
            && count < max / 2
        {
            return Ok(count);
        }
        let count = self.inner.store.unfinished().await?;
        *lock(&self.inner.unfinished) = Some((std::time::Instant::now(), count));
        Ok(count)
    }

    /// The match's cell, made (empty) if it is not cached.
    fn cell(&self, id: &str) -> Arc<Cell> {
        let mut cache = lock(&self.inner.cache);
        if let Some(cell) = cache.get(id) {
            return Arc::clone(cell);
        }
        if cache.len() >= self.inner.limits.max_cached_matches {
            // Drop idle matches nobody holds or watches (they reload from storage).
            let idle: Vec<String> = cache
                .iter()
                .filter(|(_, c)| {
                    Arc::strong_count(c) == 1 && c.connections.load(Ordering::Acquire) == 0
                })
                .map(|(k, _)| k.clone())
                .take(cache.len() / 4 + 1)
                .collect();
            for k in idle {
                cache.remove(&k);
            }
        }
        let cell = Arc::new(Cell {
            state: Arc::new(tokio::sync::Mutex::new(None)),
            version: watch::Sender::new(Change::default()),
            connections: AtomicUsize::new(0),
        });
        cache.insert(id.to_owned(), Arc::clone(&cell));
        cell
    }

    /// Loads a match from storage: its record replayed action by action.
    async fn load(&self, id: &str) -> Result<Loaded, ServiceError> {
        let stored =
            self.inner
                .store
                .load(id)
                .await?
                .ok_or_else(|| ServiceError::UnknownMatch {
                    id: rules_engine::quote_untrusted(id, 40),
                })?;
        let corrupt = |what: String| ServiceError::storage(format!("match {id}: {what}"));
        let entry = tic_registry::find(&stored.row.game).map_err(|e| corrupt(e.to_string()))?;
        let config: Value =
            serde_json::from_str(&stored.row.config).map_err(|e| corrupt(e.to_string()))?;
        let record = serde_json::json!({
            "game": entry.name,
            "config": config,
            "seed": stored.row.seed,
            "actions": [],
        });
        let game = entry
            .load_record(&record.to_string())
            .map_err(|e| corrupt(e.to_string()))?;
        let seat_texts: Vec<String> =
            serde_json::from_str(&stored.row.seats).map_err(|e| corrupt(e.to_string()))?;
        let seats = seat_texts
            .iter()
            .map(|s| SeatKind::parse(s))
            .collect::<Result<Vec<_>, _>>()?;
        let mut loaded = Loaded {
            entry,
            events_at: vec![game.event_count()],
            texts: TextCache::default(),
            tail: stored.tail,
            game,
            version: 0,
            tokens: vec![None; seats.len()],
            seats,
            bot_seed: Seed(stored.row.bot_seed),
        };
        for (seat, hash) in stored.tokens {
            if let Some(hash) = token::unhex(&hash) {
                loaded.set_token(seat, hash);
            }
        }
        for (k, row) in stored.actions.iter().enumerate() {
            if row.index != k as u64 {
                return Err(corrupt(format!("action {k} is missing")));
            }
            let action: Value =
                serde_json::from_str(&row.action).map_err(|e| corrupt(e.to_string()))?;
            loaded
                .apply(row.seat, &action)
                .map_err(|e| corrupt(format!("action {k} does not replay: {e}")))?;
        }
        if loaded.version != stored.row.version {
            // Actions beyond the row's version cannot be committed (the same transaction
            // moves both); fewer would be a damaged database.
            return Err(corrupt(format!(
                "{} actions stored for version {}",
                loaded.version, stored.row.version
            )));
        }
        Ok(loaded)
    }

    /// The match, loaded into its cell if it is not there; the cell's lock is held.
    async fn locked(
        &self,
        id: &str,
    ) -> Result<(Arc<Cell>, tokio::sync::OwnedMutexGuard<Option<Loaded>>), ServiceError> {
        check_id(id)?;
        let cell = self.cell(id);
        let mut state = Arc::clone(&cell.state).lock_owned().await;
        if state.is_none() {
            match self.load(id).await {
                Ok(loaded) => {
                    cell.set_version(loaded.version);
                    *state = Some(loaded);
                }
                Err(e) => {
                    if matches!(e, ServiceError::UnknownMatch { .. }) {
                        let mut cache = lock(&self.inner.cache);
                        if cache.get(id).is_some_and(|c| Arc::ptr_eq(c, &cell)) {
                            cache.remove(id);
                        }
                    }
                    return Err(e);
                }
            }
        }
        Ok((cell, state))
    }

    /// Checks `token` against the seat's stored hash (re-read from storage while the seat
    /// looks open here: another process may have seated somebody).
    async fn authorize(
        &self,
        id: &str,
        loaded: &mut Loaded,
        seat: usize,
        token: Option<&str>,
    ) -> Result<(), ServiceError> {
        let seats = loaded.seats.len();
        if seat >= seats {
            return Err(ServiceError::UnknownSeat { seat, seats });
        }
        let Some(token) = token else {
            return Err(ServiceError::Forbidden { seat });
        };
        if loaded.tokens[seat].is_none() && loaded.seats[seat] == SeatKind::Human {
            self.refresh_tokens(id, loaded).await?;
        }
        match &loaded.tokens[seat] {
            Some(hash) if token::matches(token, hash) => Ok(()),
            _ => Err(ServiceError::Forbidden { seat }),
        }
    }

    async fn refresh_tokens(&self, id: &str, loaded: &mut Loaded) -> Result<(), ServiceError> {
        for (seat, hash) in self.inner.store.tokens(id).await? {
            if let Some(hash) = token::unhex(&hash) {
                loaded.set_token(seat, hash);
            }
        }
        Ok(())
    }

    /// Takes an open human seat (`seat`, or the first open one) and returns its token.
    pub async fn join(&self, id: &str, seat: Option<usize>) -> Result<Joined, ServiceError> {
        let (cell, mut state) = self.locked(id).await?;
        let loaded = state
            .as_mut()
            .ok_or_else(|| ServiceError::storage("not loaded"))?;
        let seats = loaded.seats.len();
        if let Some(seat) = seat
            && seat >= seats
        {
            return Err(ServiceError::UnknownSeat { seat, seats });
        }
        for _ in 0..=seats {
            let open = |loaded: &Loaded, s: usize| {
                loaded.seats[s] == SeatKind::Human && loaded.tokens[s].is_none()
            };
            let chosen = match seat {
                Some(s) if open(loaded, s) => s,
                Some(s) => return Err(ServiceError::SeatTaken { seat: s }),
                None => match (0..seats).find(|&s| open(loaded, s)) {
                    Some(s) => s,
                    None => {
                        return Err(ServiceError::NoOpenSeat { id: id.to_owned() });
                    }
                },
            };
            let token = token::new_token().map_err(ServiceError::storage)?;
            let hash = token::hash(&token);
            if self.inner.store.join(id, chosen, token::hex(&hash)).await? {
                loaded.set_token(chosen, hash);
                cell.seats_changed();
                return Ok(Joined {
                    seat: chosen,
                    token,
                });
            }
            // Somebody took it through another process: learn who holds what, try again.
            self.refresh_tokens(id, loaded).await?;
        }
        Err(ServiceError::NoOpenSeat { id: id.to_owned() })
    }

    /// What the seat may see now (its token required), with the events `since` asks for.
    pub async fn seat(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        since: Since,
    ) -> Result<Snapshot, ServiceError> {
        self.read_as(id, Some((seat, token)), |loaded, looker| {
            loaded.snapshot(id, looker, since)
        })
        .await
    }

    /// What every player may see now (no token).
    pub async fn spectate(&self, id: &str, since: Since) -> Result<Snapshot, ServiceError> {
        self.read_as(id, None, |loaded, looker| {
            loaded.snapshot(id, looker, since)
        })
        .await
    }

    /// [`Service::seat`] as the JSON text the API sends, in the forms asked for (written once
    /// per seat, version, first event and forms).
    pub async fn seat_json(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        since: Since,
        forms: Forms,
    ) -> Result<SnapshotJson, ServiceError> {
        self.read_as(id, Some((seat, token)), |loaded, looker| {
            loaded.snapshot_json(id, looker, since, forms)
        })
        .await
    }

    /// [`Service::spectate`] as the JSON text the API sends, in the forms asked for.
    pub async fn spectate_json(
        &self,
        id: &str,
        since: Since,
        forms: Forms,
    ) -> Result<SnapshotJson, ServiceError> {
        self.read_as(id, None, |loaded, looker| {
            loaded.snapshot_json(id, looker, since, forms)
        })
        .await
    }

    /// A read of the match for a seat (its token checked) or for a spectator (`None`),
    /// answered by `answer` (the snapshot in one form or another) under the match's lock.
    async fn read_as<T>(
        &self,
        id: &str,
        seat: Option<(usize, Option<&str>)>,
        answer: impl FnOnce(&mut Loaded, Option<usize>) -> T,
    ) -> Result<T, ServiceError> {
        let (_cell, mut state) = self.locked(id).await?;
        let loaded = state
            .as_mut()
            .ok_or_else(|| ServiceError::storage("not loaded"))?;
        if let Some((seat, token)) = seat {
            self.authorize(id, loaded, seat, token).await?;
        }
        Ok(answer(loaded, seat.map(|(seat, _)| seat)))
    }

    /// The newest unfinished matches with an open seat (at most `limit`, capped by
    /// [`Limits::max_list`]).
    pub async fn open_matches(&self, limit: Option<usize>) -> Result<Vec<OpenMatch>, ServiceError> {
        let max = self.inner.limits.max_list;
        let limit = limit.unwrap_or(max);
        if limit > max {
            return Err(ServiceError::Cap {
                cap: Cap::List,
                limit: max as u64,
                detail: format!("{limit} matches asked for"),
            });
        }
        self.inner.store.open_matches(limit).await
    }

    /// A move over HTTP: [`Service::act`], counted against the seat's moves a second once its
    /// token is checked.
    pub async fn act_http(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        request: &MoveRequest,
    ) -> Result<Snapshot, ServiceError> {
        self.act_as(
            id,
            seat,
            token,
            request.version,
            request.input()?,
            Rated::PerSeat,
            |loaded, id, seat, since| loaded.snapshot(id, Some(seat), since),
        )
        .await
    }

    /// [`Service::act_http`] answered with the JSON text the API sends, in the forms asked
    /// for.
    pub async fn act_http_json(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        request: &MoveRequest,
        forms: Forms,
    ) -> Result<SnapshotJson, ServiceError> {
        self.act_as(
            id,
            seat,
            token,
            request.version,
            request.input()?,
            Rated::PerSeat,
            |loaded, id, seat, since| loaded.snapshot_json(id, Some(seat), since, forms),
        )
        .await
    }

    /// The per-seat cap on moves a second over HTTP: takes one move from the seat's bucket.
    /// Called once the seat's token is checked, so that nobody else can spend a seat's moves
    /// (and an unknown match adds no bucket).
    fn http_rate(&self, id: &str, seat: usize) -> Result<(), ServiceError> {
        {
            let mut buckets = lock(&self.inner.http_buckets);
            if buckets.len() > 10_000 {
                let now = std::time::Instant::now();
                buckets.retain(|_, b| !b.idle(now));
            }
            let rate = self.inner.limits.moves_per_second;
            let bucket = buckets
                .entry((id.to_owned(), seat))
                .or_insert_with(|| Bucket::new(rate));
            if !bucket.take() {
                return Err(ServiceError::Cap {
                    cap: Cap::MovesPerSecond,
                    limit: u64::from(rate),
                    detail: format!("seat {seat} moves too fast"),
                });
            }
        }
        Ok(())
    }

    /// Applies the seat's action made against `version`, then the bots' moves that follow,
    /// commits them (a compare-and-swap on the version) and returns the seat's snapshot with
    /// the events since `version`. A refused action changes and stores nothing, and its error
    /// carries the seat's fresh snapshot.
    pub async fn act(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        version: u64,
        action: ActionInput,
    ) -> Result<Snapshot, ServiceError> {
        self.act_as(
            id,
            seat,
            token,
            version,
            action,
            Rated::No,
            |loaded, id, seat, since| loaded.snapshot(id, Some(seat), since),
        )
        .await
    }

    /// [`Service::act`] answered with the JSON text the API sends, in the forms asked for
    /// (kept for the seat's sockets).
    pub async fn act_json(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        version: u64,
        action: ActionInput,
        forms: Forms,
    ) -> Result<SnapshotJson, ServiceError> {
        self.act_as(
            id,
            seat,
            token,
            version,
            action,
            Rated::No,
            |loaded, id, seat, since| loaded.snapshot_json(id, Some(seat), since, forms),
        )
        .await
    }

    /// [`Service::act`], answered by `answer` (the seat's snapshot in one form or another),
    /// after the per-seat cap on moves a second if `rated` says so.
    // The public moves' arguments, plus how the move is rated and answered.
    #[allow(clippy::too_many_arguments)]
    async fn act_as<T>(
        &self,
        id: &str,
        seat: usize,
        token: Option<&str>,
        version: u64,
        action: ActionInput,
        rated: Rated,
        answer: impl FnOnce(&mut Loaded, &str, usize, Since) -> T,
    ) -> Result<T, ServiceError> {
        let (cell, mut state) = self.locked(id).await?;
        for attempt in 0..3 {
            if state.is_none() {
                let loaded = self.load(id).await?;
                cell.set_version(loaded.version);
                *state = Some(loaded);
            }
            let loaded = state
                .as_mut()
                .ok_or_else(|| ServiceError::storage("not loaded"))?;
            self.authorize(id, loaded, seat, token).await?;
            if attempt == 0 && rated == Rated::PerSeat {
                self.http_rate(id, seat)?;
            }
            let fresh = |loaded: &Loaded| {
                Box::new(loaded.snapshot(id, Some(seat), Since::Version(version)))
            };
            if version > loaded.version && attempt == 0 {
                // The client knows a newer version: another process may have moved this
                // match. Read it again before judging.
                *state = None;
                continue;
            }
            if version != loaded.version {
                return Err(ServiceError::StaleVersion {
                    given: version,
                    current: loaded.version,
                    snapshot: fresh(loaded),
                });
            }
            if loaded.finished() {
                return Err(ServiceError::MatchOver {
                    snapshot: fresh(loaded),
                });
            }
            let json = match &action {
                ActionInput::Json(v) => v.clone(),
                ActionInput::Text(text) => match loaded.game.parse_action(text) {
                    Ok(v) => v,
                    Err(e) => {
                        return Err(ServiceError::MalformedAction {
                            message: e.to_string(),
                            snapshot: fresh(loaded),
                        });
                    }
                },
            };
            if let Err(e) = loaded.apply(seat, &json) {
                let message = e.to_string();
                return Err(match e {
                    RegistryError::Json(_) => ServiceError::MalformedAction {
                        message,
                        snapshot: fresh(loaded),
                    },
                    _ => ServiceError::IllegalAction {
                        message,
                        snapshot: fresh(loaded),
                    },
                });
            }
            let Some(taken) = state.take() else {
                return Err(ServiceError::storage("not loaded"));
            };
            let (back, made) = play_bots_blocking(taken, self.inner.limits.max_bot_steps).await;
            *state = back;
            let made = match made {
                Ok(made) => made,
                Err(e) => {
                    // The match in memory moved past what is stored: reload it next time.
                    *state = None;
                    return Err(e);
                }
            };
            let Some(loaded) = state.as_mut() else {
                return Err(ServiceError::storage("not loaded"));
            };
            let mut actions = Vec::with_capacity(1 + made.len());
            actions.push(ActionRow {
                index: version,
                seat,
                action: json.to_string(),
            });
            for (k, (s, a)) in made.iter().enumerate() {
                actions.push(ActionRow {
                    index: version + 1 + k as u64,
                    seat: *s,
                    action: a.to_string(),
                });
            }
            let finished = loaded.finished();
            match self
                .inner
                .store
                .commit_move(id, version, finished, &mut loaded.tail, &actions)
                .await
            {
                Ok(MoveCommit::Committed) => {
                    let snapshot = answer(loaded, id, seat, Since::Version(version));
                    let reached = loaded.version;
                    // The lock released first: the other seats' sockets, woken next, find
                    // the match free rather than wait for this task to let go of it.
                    drop(state);
                    cell.set_version(reached);
                    return Ok(snapshot);
                }
                Ok(MoveCommit::Conflict) => {
                    // Another process moved this match: reload it and try again (the
                    // version check then answers a stale move).
                    *state = None;
                    if attempt == 2 {
                        break;
                    }
                }
                Err(e) => {
                    *state = None;
                    return Err(e);
                }
            }
        }
        Err(ServiceError::storage(
            "the match kept changing under this move",
        ))
    }

    /// Subscribes to a match's changes (for a WebSocket), within the cap on connections per
    /// match.
    pub async fn subscribe(&self, id: &str) -> Result<Subscription, ServiceError> {
        let (cell, state) = self.locked(id).await?;
        drop(state);
        let max = self.inner.limits.max_connections_per_match;
        let before = cell.connections.fetch_add(1, Ordering::AcqRel);
        let versions = cell.version.subscribe();
        let subscription = Subscription {
            cell: Arc::clone(&cell),
            versions,
        };
        if before >= max {
            return Err(ServiceError::Cap {
                cap: Cap::ConnectionsPerMatch,
                limit: max as u64,
                detail: format!("match {id} has {before} connections"),
            });
        }
        Ok(subscription)
    }

    /// What a match hides from each seat and from spectators: for leak checks in tests.
    /// Never send any of it to a client.
    #[doc(hidden)]
    pub async fn inspect(&self, id: &str) -> Result<Inspection, ServiceError> {
        let (_cell, state) = self.locked(id).await?;
        let loaded = state
            .as_ref()
            .ok_or_else(|| ServiceError::storage("not loaded"))?;
        let game = &*loaded.game;
        Ok(Inspection {
            version: loaded.version,
            hidden: (0..game.num_players())
                .map(|seat| game.hidden_card_texts(seat))
                .collect(),
            spectator_hidden: game.spectator_hidden_card_texts(),
        })
    }

    /// A match's record and state (every card: storage only), for replay checks in tests.
    #[doc(hidden)]
    pub async fn record_and_state(
        &self,
        id: &str,
    ) -> Result<(Option<String>, String), ServiceError> {
        let (_cell, state) = self.locked(id).await?;
        let loaded = state
            .as_ref()
            .ok_or_else(|| ServiceError::storage("not loaded"))?;
        Ok((loaded.game.record_json(), loaded.game.state_json()))
    }

    /// Another process announced a version of a match: reload it if this one is behind.
    async fn announced(&self, id: &str, version: Option<u64>) {
        let cell = {
            let cache = lock(&self.inner.cache);
            match cache.get(id) {
                Some(cell) => Arc::clone(cell),
                None => return,
            }
        };
        let mut state = Arc::clone(&cell.state).lock_owned().await;
        let Some(loaded) = state.as_mut() else {
            return;
        };
        match version {
            Some(v) if v > loaded.version => match self.load(id).await {
                Ok(fresh) => {
                    let v = fresh.version;
                    *state = Some(fresh);
                    cell.set_version(v);
                }
                Err(_) => *state = None,
            },
            Some(_) => {}
            None => {
                let _ = self.refresh_tokens(id, loaded).await;
                // Seats changed: watchers redraw.
                cell.seats_changed();
            }
        }
    }
}

/// Follows the other processes' announcements (Postgres `LISTEN tic_matches`): each payload
/// holds `id:version` (a move) or `id:join` (a seat taken) items separated by spaces.
async fn listen(inner: std::sync::Weak<Inner>, mut listener: sqlx::postgres::PgListener) {
    loop {
        let next = listener.try_recv().await;
        let Some(inner) = inner.upgrade() else {
            return;
        };
        let service = Service { inner };
        match next {
            Ok(Some(notification)) => {
                for item in notification.payload().split(' ') {
                    let Some((id, what)) = item.split_once(':') else {
                        continue;
                    };
                    let version = match what {
                        "join" => None,
                        v => match v.parse() {
                            Ok(v) => Some(v),
                            Err(_) => continue,
                        },
                    };
                    let service = service.clone();
                    let id = id.to_owned();
                    tokio::spawn(async move { service.announced(&id, version).await });
                }
            }
            Ok(None) => {
                // The connection was lost and is back: announcements may have been missed, so
                // every watched match is read again.
                let watched: Vec<String> = lock(&service.inner.cache)
                    .iter()
                    .filter(|(_, c)| c.connections.load(Ordering::Acquire) > 0)
                    .map(|(k, _)| k.clone())
                    .collect();
                for id in watched {
                    let service = service.clone();
                    tokio::spawn(async move { service.announced(&id, Some(u64::MAX)).await });
                }
            }
            Err(_) => tokio::time::sleep(std::time::Duration::from_millis(500)).await,
        }
    }
}
