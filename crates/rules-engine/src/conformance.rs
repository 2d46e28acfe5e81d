//! The conformance suite every game crate runs in its tests (in the spirit of OpenSpiel's basic
//! tests). It plays many seeded random games to the end and checks, at every step:
//!
//! - the state validates, and the multiset of cards ([`Game::cards`]) never changes;
//! - someone can act: the player to act has a legal action (for [`ToAct::Anyone`], some
//!   player has one); players who may not act have none, and their actions are rejected with
//!   [`ActionError::NotYourTurn`] or [`ActionError::NoSuchPlayer`];
//! - actions that are not listed as legal (collected from other states and games) are rejected,
//!   and every rejection leaves the state exactly as it was; sampled legal actions are accepted;
//! - no view ([`Game::view`]) and no redacted event log ([`Game::events_for`]) contains a card
//!   the player may not see ([`Game::hidden_cards`]), as a serialized string, nor any of its
//!   text forms ([`Game::card_texts`]) as a word of the view's or an event's `Display` text;
//! - malformed actions (a legal action's JSON with a number pushed to an extreme, a card or
//!   name replaced, a list element dropped or doubled) are rejected without change;
//! - the state survives a serde (JSON) round trip unchanged, and a tampered serialized state
//!   is rejected on load or loads sound: a card copied over another, removed from its zone or
//!   added to it must be rejected (or load with exactly the same cards, where the place was
//!   not a card zone); an invalid card never loads; a card moved to another zone, or a number
//!   pushed to an extreme, may load only as a state that plays on soundly (validates at every
//!   step, keeps its cards, accepts its listed actions, no panic or overflow);
//! - determinization ([`Determinize`]) keeps its contract, for every player;
//!
//! and at the end: the game is over within the step bound, has an outcome with a score and a
//! place per player, accepts no further action, its replay [`Record`] reproduces the final
//! state, the same seeds give the same game, and a random-bot game saved halfway and continued
//! with [`run_on`] is the game played straight through.
//!
//! [`fuzz_play`] and [`fuzz_load`] are the same checks driven by fuzzer bytes;
//! [`check_tuned_bots`] checks a game's own bots ([`TunedBots`]).
//! [`golden_file`] pins a game's wire format in a checked-in JSON file, most often the
//! [`golden_document`] of a seeded game.
//!
//! ```
//! use rules_engine::conformance::{check, Settings};
//! use rules_engine::demo::{TwentyOne, TwentyOneConfig};
//!
//! let configs = [TwentyOneConfig::default(), TwentyOneConfig { players: 4, target: 40 }];
//! check::<TwentyOne>(&configs, &Settings::games(5));
//! ```
//!
//! Failures panic with a message naming the config, the seed and the step.
//!
//! Each test sets how many games it plays per config, enough for CI; the environment variable
//! [`GAMES_VAR`] (`RULES_ENGINE_CONFORMANCE_GAMES=N`) makes every suite play `N` instead, for
//! the longer runs recorded in docs/RELIABILITY.md.

use core::any::Any;
use core::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::bot::ready_players;

mod golden;
use crate::{
    ActionError, Bot, Determinize, Game, GameRng, RandomBot, Record, SearchBudget, Seed, ToAct,
    TunedBots, run, run_on,
};
pub use golden::{GOLDEN_MAX_STEPS, UPDATE_GOLDEN_VAR, golden_document, golden_file, with_text};

/// A game's tuned bots ([`TunedBots`]) play legal, reproducible games: from `config` and
/// `seed`, the search bot with `budget` in seat 0 and the greedy bot in every other seat, twice.
/// [`run`] fails on any illegal action; both games must end within `max_steps` actions and be
/// the same, action for action (the bots are deterministic for an iteration budget). Returns
/// the finished game. Panics, naming the config and the seed, on a failure.
///
/// ```
/// use rules_engine::conformance::check_tuned_bots;
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{SearchBudget, Game, Seed};
///
/// let config = TwentyOneConfig::default();
/// let game = check_tuned_bots::<TwentyOne>(&config, Seed(4), SearchBudget::Iterations(20), 1_000);
/// assert!(game.is_over());
/// ```
pub fn check_tuned_bots<G: TunedBots>(
    config: &G::Config,
    seed: Seed,
    budget: SearchBudget,
    max_steps: usize,
) -> G {
    let play = || {
        let mut game = G::new(config.clone(), seed)
            .unwrap_or_else(|e| panic!("{config:?}: the config was rejected: {e}"));
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..game.num_players())
            .map(|seat| {
                if seat == 0 {
                    G::search_bot(budget)
                } else {
                    G::greedy_bot()
                }
            })
            .collect();
        let record = run(&mut game, &mut bots, seed.derive(0xB075), max_steps)
            .unwrap_or_else(|e| panic!("{config:?} seed {}: the tuned bots: {e}", seed.0));
        (game, record)
    };
    let (game, record) = play();
    let (again, record_again) = play();
    assert!(
        game.is_over() && record == record_again && game == again,
        "{config:?} seed {}: the tuned bots played two different games from the same seeds",
        seed.0
    );
    game
}

/// How much the suite plays.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Settings {
    /// Games per config.
    pub games: usize,
    /// The most actions a game may take before it counts as non-terminating.
    pub max_steps: usize,
    /// The first game seed; game `i` uses `Seed(seed + i)`.
    pub seed: u64,
    /// Round-trip, tamper and leak checks run every this many steps (1 = every step).
    pub deep_check_every: usize,
    /// Illegal actions tried per step.
    pub illegal_tries: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            games: 20,
            max_steps: 20_000,
            seed: 1,
            deep_check_every: 1,
            illegal_tries: 4,
        }
    }
}

impl Settings {
    /// Settings with this many games per config.
    #[must_use]
    pub fn games(games: usize) -> Self {
        Settings {
            games,
            ..Settings::default()
        }
    }

    /// The same settings with another step bound.
    #[must_use]
    pub fn max_steps(mut self, max_steps: usize) -> Self {
        self.max_steps = max_steps;
        self
    }

    /// The same settings with deep checks every `every` steps.
    #[must_use]
    pub fn deep_check_every(mut self, every: usize) -> Self {
        self.deep_check_every = every.max(1);
        self
    }
}

/// Runs the whole suite on every config. Panics, naming config, seed and step, on the first
/// failure.
///
/// The games (one per config and seed) are independent, so they run on all cores: each game
/// plays and checks exactly the same whatever the number of threads (its pool of actions to
/// try as illegal starts empty), so a failure reproduces on any machine.
pub fn check<G>(configs: &[G::Config], settings: &Settings)
where
    G: Determinize + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned + Sync,
    G::Action: Serialize + DeserializeOwned,
    G::View: Serialize,
    G::Event: Serialize,
{
    assert!(
        !configs.is_empty(),
        "the conformance suite needs at least one config"
    );
    let games = games_from_env().unwrap_or(settings.games);
    let jobs: Vec<(&G::Config, Seed)> = configs
        .iter()
        .flat_map(|config| {
            (0..games).map(move |i| (config, Seed(settings.seed.wrapping_add(i as u64))))
        })
        .collect();
    // Jobs are taken in order and none is taken after a failure, so every job before the
    // first failing one has run: the failure reported is the lowest failing job's, as in a
    // run on one thread.
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let first_failure: Mutex<Option<(usize, Box<dyn Any + Send>)>> = Mutex::new(None);
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(jobs.len());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while !failed.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(config, seed)) = jobs.get(index) else {
                        break;
                    };
                    let run = panic::catch_unwind(AssertUnwindSafe(|| {
                        check_game::<G>(config, seed, settings);
                    }));
                    if let Err(payload) = run {
                        failed.store(true, Ordering::Relaxed);
                        let mut first = first_failure.lock().unwrap_or_else(|e| e.into_inner());
                        if first.as_ref().is_none_or(|(i, _)| index < *i) {
                            *first = Some((index, payload));
                        }
                    }
                }
            });
        }
    });
    let first = first_failure
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    if let Some((_, payload)) = first {
        panic::resume_unwind(payload);
    }
}

/// The environment variable that sets the games per config for every [`check`], overriding
/// the test's own [`Settings::games`]: a longer run than CI's, for example
/// `RULES_ENGINE_CONFORMANCE_GAMES=200 cargo test -p tic-team --all-features conformance`.
pub const GAMES_VAR: &str = "RULES_ENGINE_CONFORMANCE_GAMES";

/// The games per config [`GAMES_VAR`] asks for: 1 to 1,000,000, or `None` when unset.
///
/// # Panics
/// When the variable is set but not a whole number in that range (a typo must not silently
/// run the short suite).
fn games_from_env() -> Option<usize> {
    let text = std::env::var(GAMES_VAR).ok()?;
    match text.trim().parse::<usize>() {
        Ok(n @ 1..=1_000_000) => Some(n),
        _ => panic!("{GAMES_VAR} must be a whole number from 1 to 1000000, not {text:?}"),
    }
}

/// The whole suite on one config and seed.
fn check_game<G>(config: &G::Config, seed: Seed, settings: &Settings)
where
    G: Determinize + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
    G::View: Serialize,
    G::Event: Serialize,
{
    let ctx = Ctx {
        config: format!("{config:?}"),
        seed,
    };
    let mut pool: Vec<G::Action> = Vec::new();
    let (final_state, record) = play_checked::<G>(config, seed, settings, &mut pool, &ctx);
    check_end(&final_state, &record, &ctx, &pool);
    // Same seeds, same game.
    let mut no_pool = Vec::new();
    let (again, record_again) = play_checked::<G>(
        config,
        seed,
        &Settings {
            deep_check_every: usize::MAX,
            illegal_tries: 0,
            ..settings.clone()
        },
        &mut no_pool,
        &ctx,
    );
    assert!(
        again == final_state,
        "{ctx}: the same seeds gave a different game"
    );
    assert!(
        record_again == record,
        "{ctx}: the same seeds gave a different record"
    );
    check_resume::<G>(config, seed, settings, &ctx);
}

struct Ctx {
    config: String,
    seed: Seed,
}

impl core::fmt::Display for Ctx {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "config {} seed {}", self.config, self.seed)
    }
}

fn sorted_strings<C: ToString>(cards: &[C]) -> Vec<String> {
    let mut v: Vec<String> = cards.iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn play_checked<G>(
    config: &G::Config,
    seed: Seed,
    settings: &Settings,
    pool: &mut Vec<G::Action>,
    ctx: &Ctx,
) -> (G, Record<G>)
where
    G: Determinize + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
    G::View: Serialize,
    G::Event: Serialize,
{
    let mut game = match G::new(config.clone(), seed) {
        Ok(g) => g,
        Err(e) => panic!("{ctx}: the config was rejected: {e}"),
    };
    let twin = G::new(config.clone(), seed).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert!(twin == game, "{ctx}: two new games from one seed differ");
    let mut sorted_cards = game.cards();
    sorted_cards.sort();
    let mut record = Record::start(&game);
    // Choices and checks draw from separate generators, so that the checks done do not change
    // the game played.
    let mut rng = GameRng::from_seed(seed.derive(0xC0FF));
    let mut check_rng = GameRng::from_seed(seed.derive(0xC4EC));
    let players = game.num_players();
    assert!(players > 0, "{ctx}: a game needs players");
    let mut logs_checked = LogsChecked::default();

    for step in 0..settings.max_steps {
        let deep = step % settings.deep_check_every.max(1) == 0;
        if let Err(e) = game.validate() {
            panic!("{ctx} step {step}: a reachable state does not validate: {e}");
        }
        let mut cards = game.cards();
        cards.sort();
        assert!(
            cards == sorted_cards,
            "{ctx} step {step}: cards changed (conservation broken)"
        );
        if deep {
            check_views(&game, ctx, step, &mut logs_checked);
            check_serde(&game, ctx, step);
            check_determinize(&game, ctx, step, &mut check_rng);
        }

        let to_act = game.to_act();
        let legal: Vec<Vec<G::Action>> = (0..players).map(|p| game.legal_actions(p)).collect();
        let player = match to_act {
            ToAct::Nobody => return (game, record),
            ToAct::Player(p) => {
                assert!(
                    p < players,
                    "{ctx} step {step}: player {p} to act of {players}"
                );
                assert!(
                    !legal[p].is_empty(),
                    "{ctx} step {step}: player {p} to act has no legal action"
                );
                for q in (0..players).filter(|&q| q != p) {
                    assert!(
                        legal[q].is_empty(),
                        "{ctx} step {step}: player {q} has legal actions on player {p}'s turn"
                    );
                    expect_rejected(
                        &mut game,
                        q,
                        &legal[p][0],
                        ctx,
                        step,
                        "an out-of-turn action",
                    );
                }
                p
            }
            ToAct::Anyone => {
                let ready: Vec<usize> = (0..players).filter(|&p| !legal[p].is_empty()).collect();
                assert!(
                    !ready.is_empty(),
                    "{ctx} step {step}: anyone may act but nobody has a legal action"
                );
                ready[rng.index(ready.len())]
            }
        };
        if let Some(action) = legal[player].first() {
            expect_rejected(
                &mut game,
                players,
                action,
                ctx,
                step,
                "an action by a seat that does not exist",
            );
        }

        // Actions seen elsewhere and not legal here must be rejected, leaving the state as it was.
        for _ in 0..settings.illegal_tries.min(pool.len()) {
            let candidate = &pool[check_rng.index(pool.len())];
            if !legal[player].contains(candidate) {
                expect_rejected(
                    &mut game,
                    player,
                    candidate,
                    ctx,
                    step,
                    "an unlisted action",
                );
            }
        }
        // Malformed actions: a listed action with its numbers, cards and lists bent.
        for _ in 0..settings.illegal_tries.min(4) {
            let base = &legal[player][check_rng.index(legal[player].len())];
            if let Some(bent) = malformed(base, &mut check_rng)
                && !legal[player].contains(&bent)
            {
                expect_rejected(&mut game, player, &bent, ctx, step, "a malformed action");
            }
        }
        // Listed actions must be accepted (a sample, on copies).
        if deep {
            for _ in 0..2 {
                let action = &legal[player][check_rng.index(legal[player].len())];
                let mut copy = game.clone();
                if let Err(e) = copy.apply(player, action) {
                    panic!("{ctx} step {step}: listed legal action `{action}` was rejected: {e}");
                }
            }
        }
        for action in &legal[player] {
            if pool.len() < 4096 && !pool.contains(action) {
                pool.push(action.clone());
            }
        }

        if deep {
            for action in &legal[player] {
                check_action_text::<G>(action, ctx, step);
            }
        }
        let action = legal[player][rng.index(legal[player].len())].clone();
        check_action_text::<G>(&action, ctx, step);
        if let Err(e) = game.apply(player, &action) {
            panic!(
                "{ctx} step {step}: listed legal action `{action}` by player {player} was rejected: {e}"
            );
        }
        record.actions.push((player, action));
    }
    panic!(
        "{ctx}: the game did not end within {} actions (to act: {})",
        settings.max_steps,
        game.to_act()
    );
}

/// A variant of `action` made by bending its JSON form: a number set to an extreme, a string
/// (a card or a name) replaced by another or emptied, a list element dropped or doubled.
/// `None` when the bent form is not an action of the game at all.
fn malformed<A: Serialize + DeserializeOwned>(action: &A, rng: &mut GameRng) -> Option<A> {
    let mut json = serde_json::to_value(action).ok()?;
    let mut spots = Vec::new();
    paths_where(&json, &mut spots, |_| true);
    let path = rng.choose(&spots)?.clone();
    let target = leaf_mut(&mut json, &path)?;
    match target {
        Value::Number(_) => {
            let extremes = [
                Value::from(u64::MAX),
                Value::from(-1),
                Value::from(255),
                Value::from(1_000_000),
                Value::from(7),
            ];
            *target = extremes[rng.index(extremes.len())].clone();
        }
        Value::String(text) => {
            // Another card-like text, or nonsense.
            let bent = [
                "",
                "1-star-red",
                "5-circle-violet",
                "AS",
                "Jk",
                "red:x.x/.x./...",
                "??",
            ];
            *text = bent[rng.index(bent.len())].to_owned();
        }
        Value::Array(items) if !items.is_empty() => {
            let i = rng.index(items.len());
            if rng.chance(1, 2) {
                items.remove(i);
            } else {
                let copy = items[i].clone();
                items.push(copy);
            }
        }
        Value::Bool(b) => *b = !*b,
        _ => return None,
    }
    serde_json::from_value(json).ok()
}

/// An action's text reads back as the same action, and its JSON too; a JSON object with an
/// unknown field is rejected.
fn check_action_text<G>(action: &G::Action, ctx: &Ctx, step: usize)
where
    G: Game,
    G::Action: Serialize + DeserializeOwned,
{
    let text = action.to_string();
    match text.parse::<G::Action>() {
        Ok(back) => assert!(
            back == *action,
            "{ctx} step {step}: the text `{text}` reads back as another action, `{back}`"
        ),
        Err(e) => panic!("{ctx} step {step}: the action's own text does not read back: {e}"),
    }
    let json = serde_json::to_value(action)
        .unwrap_or_else(|e| panic!("{ctx} step {step}: `{text}` does not serialize: {e}"));
    if let Some(with_unknown) = with_unknown_field(&json) {
        assert!(
            serde_json::from_value::<G::Action>(with_unknown).is_err(),
            "{ctx} step {step}: `{text}` loaded with an unknown field in its JSON"
        );
    }
}

/// `json` with an unknown field added to its first object (the root, or the first object
/// found depth first): what every reader of outside data must reject. `None` without objects.
fn with_unknown_field(json: &Value) -> Option<Value> {
    fn first_object(value: &mut Value) -> Option<&mut serde_json::Map<String, Value>> {
        match value {
            Value::Object(map) => Some(map),
            Value::Array(items) => items.iter_mut().find_map(first_object),
            _ => None,
        }
    }
    let mut copy = json.clone();
    first_object(&mut copy)?.insert("zz_unknown_field".to_owned(), Value::from(0));
    Some(copy)
}

fn expect_rejected<G: Game>(
    game: &mut G,
    player: usize,
    action: &G::Action,
    ctx: &Ctx,
    step: usize,
    what: &str,
) {
    let before = game.clone();
    let result = game.apply(player, action);
    assert!(
        result.is_err(),
        "{ctx} step {step}: {what} (`{action}` by player {player}) was accepted"
    );
    assert!(
        *game == before,
        "{ctx} step {step}: a rejected action (`{action}` by player {player}) changed the state"
    );
}

fn string_leaves<'a>(value: &'a Value, out: &mut Vec<&'a str>) {
    match value {
        Value::String(s) => out.push(s),
        Value::Array(items) => items.iter().for_each(|v| string_leaves(v, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| {
            out.push(k);
            string_leaves(v, out);
        }),
        _ => {}
    }
}

/// How much of each player's redacted event log the leak checks have read: a game's log grows
/// by a few events a step, so reading it whole at every step would cost the square of its length.
#[derive(Default)]
struct LogsChecked {
    events: Vec<usize>,
}

/// Every player's view and redacted event log hide the cards hidden from that player, as JSON
/// and as text. The log is read from where the last check stopped, and whole at steps 1, 2, 4,
/// 8... and when the game is over, or when it got shorter (so an old event that a later state
/// redacts differently is still caught).
fn check_views<G>(game: &G, ctx: &Ctx, step: usize, checked: &mut LogsChecked)
where
    G: Game,
    G::View: Serialize,
    G::Event: Serialize,
{
    let whole_log = step.is_power_of_two() || game.to_act() == ToAct::Nobody;
    checked.events.resize(game.num_players(), 0);
    for p in 0..game.num_players() {
        let hidden_cards = game.hidden_cards(p);
        let hidden: Vec<String> = hidden_cards.iter().map(ToString::to_string).collect();
        let view = game.view(p);
        let all_events = game.events_for(p);
        let from = if whole_log || all_events.len() < checked.events[p] {
            0
        } else {
            checked.events[p]
        };
        checked.events[p] = all_events.len();
        let events = &all_events[from..];
        // The new events alone are the same as the end of the whole redacted log.
        let since = game.events_since(p, from);
        let since_json = serde_json::to_value(&since)
            .unwrap_or_else(|e| panic!("{ctx}: events do not serialize: {e}"));
        let tail_json = serde_json::to_value(events)
            .unwrap_or_else(|e| panic!("{ctx}: events do not serialize: {e}"));
        assert!(
            since_json == tail_json,
            "{ctx} step {step}: player {p}'s events since {from} differ from the end of the redacted log"
        );
        assert!(
            game.events_since(p, all_events.len() + 1).is_empty(),
            "{ctx} step {step}: events past the end of the log"
        );
        let view_json = serde_json::to_value(&view)
            .unwrap_or_else(|e| panic!("{ctx}: the view does not serialize: {e}"));
        let events_json = serde_json::to_value(events)
            .unwrap_or_else(|e| panic!("{ctx}: events do not serialize: {e}"));
        for (what, value) in [("view", &view_json), ("event log", &events_json)] {
            let mut leaves = Vec::new();
            string_leaves(value, &mut leaves);
            if let Some(leak) = leaves.iter().find(|s| hidden.iter().any(|h| h == *s)) {
                panic!("{ctx} step {step}: player {p}'s {what} shows the hidden card {leak}");
            }
        }
        // The text a UI prints: every form of every hidden card, as a whole word.
        let mut forms: Vec<String> = hidden_cards.iter().flat_map(G::card_texts).collect();
        forms.sort();
        forms.dedup();
        if forms.is_empty() {
            continue;
        }
        let view_text = view.to_string();
        let event_text: Vec<String> = events.iter().map(ToString::to_string).collect();
        for (what, text) in std::iter::once(("view text", &view_text))
            .chain(event_text.iter().map(|t| ("event text", t)))
        {
            if let Some(leak) = find_hidden_word(text, &forms) {
                panic!(
                    "{ctx} step {step}: player {p}'s {what} shows the hidden card {leak}: {text}"
                );
            }
        }
    }
}

/// The first word of `text` that is one of `hidden` (sorted), reading the text as the suite's
/// hidden-card check does: so a server, a page or a binding that passes a game's texts on can
/// check what it sends the same way. `hidden` holds every text form of every card the reader
/// may not see (for instance from [`Game::hidden_cards`] and [`Game::card_texts`]).
///
/// ```
/// use rules_engine::conformance::find_hidden_word;
/// let hidden = vec!["3-star-orange".to_owned(), "3so".to_owned()]; // sorted
/// assert_eq!(find_hidden_word("Ann drew 3so.", &hidden), Some("3so"));
/// assert_eq!(find_hidden_word("[1qc, 3-star-orange]", &hidden), Some("3-star-orange"));
/// assert_eq!(find_hidden_word("Ann drew 3son", &hidden), None);
/// ```
pub fn find_hidden_word<'t>(text: &'t str, hidden: &[String]) -> Option<&'t str> {
    words(text).find(|w| hidden.binary_search_by(|h| h.as_str().cmp(w)).is_ok())
}

/// [`find_hidden_word`] over every string of a JSON value, keys included, at any depth.
///
/// ```
/// use rules_engine::conformance::find_hidden_word_in_json;
/// let hidden = vec!["3so".to_owned()];
/// let sent = serde_json::json!({"hand": ["1qc"], "log": [{"text": "Bo drew 3so"}]});
/// assert_eq!(find_hidden_word_in_json(&sent, &hidden), Some("3so"));
/// assert_eq!(find_hidden_word_in_json(&serde_json::json!({"3so": 1}), &hidden), Some("3so"));
/// assert_eq!(find_hidden_word_in_json(&serde_json::json!([1, null, "1qc"]), &hidden), None);
/// ```
pub fn find_hidden_word_in_json<'v>(value: &'v Value, hidden: &[String]) -> Option<&'v str> {
    match value {
        Value::String(s) => find_hidden_word(s, hidden),
        Value::Array(items) => items
            .iter()
            .find_map(|v| find_hidden_word_in_json(v, hidden)),
        Value::Object(map) => map.iter().find_map(|(k, v)| {
            find_hidden_word(k, hidden).or_else(|| find_hidden_word_in_json(v, hidden))
        }),
        _ => None,
    }
}

/// The words of a text: runs between white space, brackets, commas and semicolons, each also
/// without its trailing sentence punctuation (so `drew 3so.` finds `3so`, while a card form
/// that itself contains `:`, `.` or `/` stays whole).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| {
        c.is_whitespace() || matches!(c, ',' | ';' | '[' | ']' | '(' | ')' | '{' | '}' | '|' | '"')
    })
    .filter(|w| !w.is_empty())
    .flat_map(|w| {
        let trimmed = w.trim_end_matches(['.', ':', '!', '?']);
        [w, trimmed]
    })
    .filter(|w| !w.is_empty())
}

/// The paths (keys and indices from the root) to every node of `value` that `keep` selects.
fn paths_where(value: &Value, out: &mut Vec<Vec<PathStep>>, keep: impl Fn(&Value) -> bool) {
    fn walk(
        value: &Value,
        path: &mut Vec<PathStep>,
        out: &mut Vec<Vec<PathStep>>,
        keep: &dyn Fn(&Value) -> bool,
    ) {
        if keep(value) {
            out.push(path.clone());
        }
        match value {
            Value::Array(items) => {
                for (i, v) in items.iter().enumerate() {
                    path.push(PathStep::Index(i));
                    walk(v, path, out, keep);
                    path.pop();
                }
            }
            Value::Object(map) => {
                for (k, v) in map {
                    path.push(PathStep::Key(k.clone()));
                    walk(v, path, out, keep);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    walk(value, &mut Vec::new(), out, &keep);
}

#[derive(Clone, Debug)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn leaf_mut<'a>(value: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    let mut here = value;
    for step in path {
        here = match step {
            PathStep::Index(i) => here.get_mut(*i)?,
            PathStep::Key(k) => here.get_mut(k.as_str())?,
        };
    }
    Some(here)
}

fn check_serde<G>(game: &G, ctx: &Ctx, step: usize)
where
    G: Game + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned,
{
    let json = serde_json::to_value(game)
        .unwrap_or_else(|e| panic!("{ctx} step {step}: the state does not serialize: {e}"));
    let back: G = serde_json::from_value(json.clone())
        .unwrap_or_else(|e| panic!("{ctx} step {step}: the serialized state does not load: {e}"));
    assert!(
        back == *game,
        "{ctx} step {step}: the serde round trip changed the state"
    );
    // Every route to a state validates: here `G::deserialize` on a deserializer of text.
    let text = json.to_string();
    let direct = G::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(
        direct.as_ref().is_ok_and(|d| d == game),
        "{ctx} step {step}: `deserialize` on the state's text did not give the state back"
    );
    for (what, value) in [
        ("state", Some(json.clone())),
        (
            "config",
            serde_json::to_value(game.config())
                .ok()
                .filter(Value::is_object),
        ),
    ] {
        if let Some(with_unknown) = value.as_ref().and_then(with_unknown_field) {
            let rejected = if what == "state" {
                serde_json::from_value::<G>(with_unknown).is_err()
            } else {
                serde_json::from_value::<G::Config>(with_unknown).is_err()
            };
            assert!(
                rejected,
                "{ctx} step {step}: a {what} with an unknown field loaded"
            );
        }
    }

    let mut card_names = sorted_strings(&game.cards());
    card_names.dedup();
    let expected = sorted_strings(&game.cards());
    let mut paths = Vec::new();
    paths_where(&json, &mut paths, |v| {
        v.as_str()
            .is_some_and(|s| card_names.binary_search_by(|c| c.as_str().cmp(s)).is_ok())
    });
    if paths.len() < 2 {
        return;
    }
    // Tamper: copy one card over another (a duplicate and a missing card), at a few places.
    let tries = paths.len().min(6);
    for t in 0..tries {
        let from = &paths[(t * 7919 + step) % paths.len()];
        let to = &paths[(t * 104_729 + step * 31 + 1) % paths.len()];
        let mut tampered = json.clone();
        let Some(Value::String(card)) = leaf_mut(&mut tampered, from).cloned() else {
            continue;
        };
        let Some(target) = leaf_mut(&mut tampered, to) else {
            continue;
        };
        if target.as_str() == Some(card.as_str()) {
            continue;
        }
        *target = Value::String(card);
        if let Ok(loaded) = serde_json::from_value::<G>(tampered) {
            // Loading may succeed only where the tampered place was not a card zone (a copy
            // such as "the last card played"); then the cards must be exactly as before.
            assert!(
                loaded.validate().is_ok() && sorted_strings(&loaded.cards()) == expected,
                "{ctx} step {step}: a state with a card copied over another loaded with different cards"
            );
        }
    }
    // An invalid card must never load.
    let mut tampered = json.clone();
    if let Some(target) = leaf_mut(&mut tampered, &paths[step % paths.len()]) {
        *target = Value::String("not a card".to_owned());
        assert!(
            serde_json::from_value::<G>(tampered).is_err(),
            "{ctx} step {step}: a state with an invalid card loaded"
        );
    }
    tamper_zones::<G>(&json, &paths, &expected, ctx, step);
    tamper_numbers::<G>(&json, ctx, step);
}

/// Removes a card from its list, adds a copy of one to its list, and moves one from its list to
/// another. A state missing a card or holding an extra one must be rejected (it may load only
/// where the list was not a card zone, such as an event: then with exactly the same cards); a
/// moved card may make a state that play can reach, so if it loads it must play on soundly.
fn tamper_zones<G>(
    json: &Value,
    paths: &[Vec<PathStep>],
    expected: &[String],
    ctx: &Ctx,
    step: usize,
) where
    G: Game + Serialize + DeserializeOwned,
{
    // Only cards that sit in lists can be removed, added or moved.
    let in_lists: Vec<&Vec<PathStep>> = paths
        .iter()
        .filter(|p| matches!(p.last(), Some(PathStep::Index(_))))
        .collect();
    if in_lists.is_empty() {
        return;
    }
    let pick = |k: usize| in_lists[(k * 7_919 + step * 13) % in_lists.len()];
    for k in 0..2 {
        let path = pick(k);
        let (list_path, Some(PathStep::Index(i))) = (&path[..path.len() - 1], path.last()) else {
            continue;
        };
        // Remove.
        let mut removed = json.clone();
        let mut card = None;
        if let Some(Value::Array(items)) = leaf_mut(&mut removed, list_path)
            && *i < items.len()
        {
            card = Some(items.remove(*i));
        }
        let Some(card) = card else { continue };
        if let Ok(loaded) = serde_json::from_value::<G>(removed) {
            assert!(
                sorted_strings(&loaded.cards()) == expected,
                "{ctx} step {step}: a state with the card {card} removed from a zone loaded"
            );
        }
        // Add a second copy next to it.
        let mut added = json.clone();
        if let Some(Value::Array(items)) = leaf_mut(&mut added, list_path) {
            items.insert(*i, card.clone());
        }
        if let Ok(loaded) = serde_json::from_value::<G>(added) {
            assert!(
                sorted_strings(&loaded.cards()) == expected,
                "{ctx} step {step}: a state with an extra {card} added to a zone loaded"
            );
        }
        // Move it to another list of cards.
        let other = pick(k + 5);
        let other_list = &other[..other.len() - 1];
        if other_list.len() == list_path.len()
            && other_list
                .iter()
                .zip(list_path)
                .all(|(a, b)| same_step(a, b))
        {
            continue;
        }
        let mut moved = json.clone();
        if let Some(Value::Array(items)) = leaf_mut(&mut moved, list_path)
            && *i < items.len()
        {
            items.remove(*i);
        }
        if let Some(Value::Array(items)) = leaf_mut(&mut moved, other_list) {
            items.push(card.clone());
        }
        if let Ok(loaded) = serde_json::from_value::<G>(moved) {
            play_on(loaded, ctx, step, "a state with a card moved between zones");
        }
    }
}

fn same_step(a: &PathStep, b: &PathStep) -> bool {
    match (a, b) {
        (PathStep::Index(x), PathStep::Index(y)) => x == y,
        (PathStep::Key(x), PathStep::Key(y)) => x == y,
        _ => false,
    }
}

/// Pushes numbers of the saved state to extremes. A state that loads must play on soundly: no
/// panic, no overflow, every step valid (a counter pushed out of the range play can reach
/// should be rejected by `validate`; this catches the ones that are not and break play).
fn tamper_numbers<G>(json: &Value, ctx: &Ctx, step: usize)
where
    G: Game + Serialize + DeserializeOwned,
{
    let mut numbers = Vec::new();
    paths_where(json, &mut numbers, Value::is_number);
    if numbers.is_empty() {
        return;
    }
    let extremes = [
        Value::from(i64::MAX),
        Value::from(i64::MIN),
        Value::from(u64::MAX),
        Value::from(-1),
        Value::from(1_000_000_007_u64),
        Value::from(u64::from(u32::MAX)),
    ];
    for k in 0..4 {
        let path = &numbers[(k * 104_729 + step * 17) % numbers.len()];
        let extreme = &extremes[(k + step) % extremes.len()];
        let mut tampered = json.clone();
        if let Some(target) = leaf_mut(&mut tampered, path) {
            *target = extreme.clone();
        }
        if let Ok(loaded) = serde_json::from_value::<G>(tampered) {
            play_on(
                loaded,
                ctx,
                step,
                &format!("a state with a number set to {extreme}"),
            );
        }
    }
}

/// Plays a loaded state on for a while with random legal actions: every step validates, keeps
/// its cards, shows every view, and accepts its listed actions; the end has an outcome.
fn play_on<G: Game>(mut game: G, ctx: &Ctx, step: usize, what: &str) {
    let mut cards = game.cards();
    cards.sort();
    let mut rng = GameRng::from_seed(Seed(step as u64));
    for k in 0..24 {
        if let Err(e) = game.validate() {
            panic!(
                "{ctx} step {step}: {what} loaded, then after {k} actions did not validate: {e}"
            );
        }
        let mut now = game.cards();
        now.sort();
        assert!(
            now == cards,
            "{ctx} step {step}: {what} loaded, then after {k} actions its cards changed"
        );
        for p in 0..game.num_players() {
            let _ = game.view(p).to_string();
            let _ = game.events_for(p);
        }
        let player = match game.to_act() {
            ToAct::Nobody => {
                assert!(
                    game.outcome().is_some(),
                    "{ctx} step {step}: {what} loaded and ended without an outcome"
                );
                return;
            }
            ToAct::Player(p) => p,
            ToAct::Anyone => {
                let ready = ready_players(&game);
                match rng.choose(&ready) {
                    Some(&p) => p,
                    None => panic!("{ctx} step {step}: {what} loaded and nobody can act"),
                }
            }
        };
        let legal = game.legal_actions(player);
        let Some(action) = rng.choose(&legal).cloned() else {
            panic!("{ctx} step {step}: {what} loaded and player {player} to act has no action");
        };
        if let Err(e) = game.apply(player, &action) {
            panic!(
                "{ctx} step {step}: {what} loaded and rejected its listed action `{action}`: {e}"
            );
        }
    }
}

/// Bots resumed from a saved record play on exactly as they would have: a random-bot game run
/// straight through equals one saved halfway, replayed and continued with [`run_on`].
fn check_resume<G: Game>(config: &G::Config, seed: Seed, settings: &Settings, ctx: &Ctx) {
    let bots = |n: usize| -> Vec<Box<dyn Bot<G>>> {
        (0..n)
            .map(|_| Box::new(RandomBot) as Box<dyn Bot<G>>)
            .collect()
    };
    let bot_seed = seed.derive(0xB07);
    let mut straight = G::new(config.clone(), seed).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let n = straight.num_players();
    let whole = run(&mut straight, &mut bots(n), bot_seed, settings.max_steps)
        .unwrap_or_else(|e| panic!("{ctx}: a random-bot run failed: {e}"));
    let cut = whole.actions.len() / 2;
    let mut saved = Record::start(&straight);
    saved.actions = whole.actions[..cut].to_vec();
    let mut resumed = saved
        .replay()
        .unwrap_or_else(|e| panic!("{ctx}: a record prefix does not replay: {e}"));
    run_on(
        &mut resumed,
        &mut saved,
        &mut bots(n),
        bot_seed,
        settings.max_steps,
    )
    .unwrap_or_else(|e| panic!("{ctx}: the resumed run failed: {e}"));
    assert!(
        saved == whole && resumed == straight,
        "{ctx}: a game resumed after {cut} actions differs from the game played straight through"
    );
}

/// Determinization keeps its contract: for every player, the sample validates, holds the same
/// cards, looks the same to the player (view, redacted events and legal actions, compared as
/// JSON), is a function of the generator, and does not depend on where the player's hidden
/// cards really are (a twin state with two hidden cards swapped gives the same sample).
fn check_determinize<G>(game: &G, ctx: &Ctx, step: usize, check_rng: &mut GameRng)
where
    G: Determinize + Serialize + DeserializeOwned,
    G::Action: Serialize,
    G::View: Serialize,
    G::Event: Serialize,
{
    // What a player sees, as JSON text: the same types serialize their fields in the same
    // order, so equal texts are equal values (and texts are much cheaper to build than trees).
    let looks = |g: &G, p: usize| {
        (
            serde_json::to_string(&g.view(p)).ok(),
            serde_json::to_string(&g.events_for(p)).ok(),
            serde_json::to_string(&g.legal_actions(p)).ok(),
        )
    };
    let expected = sorted_strings(&game.cards());
    let mut game_json: Option<String> = None;
    for p in 0..game.num_players() {
        let seed = Seed(check_rng.next_u64());
        let sample = game.determinize(p, &mut GameRng::from_seed(seed));
        let seen = looks(game, p);
        assert!(
            sample == game.determinize(p, &mut GameRng::from_seed(seed)),
            "{ctx} step {step}: determinize for player {p} is not a function of its generator"
        );
        if let Err(e) = sample.validate() {
            panic!("{ctx} step {step}: a determinized state for player {p} does not validate: {e}");
        }
        assert!(
            sorted_strings(&sample.cards()) == expected,
            "{ctx} step {step}: a determinized state for player {p} holds other cards"
        );
        assert!(
            looks(&sample, p) == seen,
            "{ctx} step {step}: a determinized state looks different to player {p} (view, events or legal actions)"
        );
        // A twin that looks the same to p: swap two distinct hidden cards everywhere.
        let mut hidden = sorted_strings(&game.hidden_cards(p));
        hidden.dedup();
        if hidden.len() < 2 {
            continue;
        }
        let a = hidden[check_rng.index(hidden.len())].clone();
        let b = hidden[check_rng.index(hidden.len())].clone();
        if a == b {
            continue;
        }
        let json = match &game_json {
            Some(json) => json,
            None => match serde_json::to_string(game) {
                Ok(json) => game_json.insert(json),
                Err(_) => continue,
            },
        };
        let Ok(twin) = serde_json::from_str::<G>(&swap_strings(json, &a, &b)) else {
            continue;
        };
        if twin == *game || looks(&twin, p) != seen {
            continue;
        }
        assert!(
            twin.determinize(p, &mut GameRng::from_seed(seed)) == sample,
            "{ctx} step {step}: determinize for player {p} depends on hidden cards: swapping {a} and {b} changed the sample"
        );
    }
}

/// `json` with the string values `a` and `b` exchanged (object keys stay): the JSON text is
/// walked string by string, so a card name inside a longer string is left alone.
fn swap_strings(json: &str, a: &str, b: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let mut rest = json;
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        // The closing quote: the first one not escaped by a backslash.
        let mut close = 0;
        let bytes = rest.as_bytes();
        while close < bytes.len() && bytes[close] != b'"' {
            close += if bytes[close] == b'\\' { 2 } else { 1 };
        }
        let close = close.min(rest.len());
        let text = &rest[..close];
        let is_key = rest[close..]
            .strip_prefix('"')
            .is_some_and(|r| r.starts_with(':'));
        out.push_str(match text {
            t if t == a && !is_key => b,
            t if t == b && !is_key => a,
            t => t,
        });
        rest = &rest[close..];
        if let Some(r) = rest.strip_prefix('"') {
            out.push('"');
            rest = r;
        }
    }
    out.push_str(rest);
    out
}

fn check_end<G>(game: &G, record: &Record<G>, ctx: &Ctx, pool: &[G::Action])
where
    G: Game + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    assert_eq!(
        game.to_act(),
        ToAct::Nobody,
        "{ctx}: the game ended without being over"
    );
    let outcome = game
        .outcome()
        .unwrap_or_else(|| panic!("{ctx}: a finished game has no outcome"));
    let n = game.num_players();
    assert_eq!(outcome.scores.len(), n, "{ctx}: outcome scores");
    assert_eq!(outcome.places.len(), n, "{ctx}: outcome places");
    assert!(
        outcome.places.contains(&0),
        "{ctx}: nobody is in first place"
    );
    for p in 0..n {
        assert!(
            game.legal_actions(p).is_empty(),
            "{ctx}: player {p} has legal actions after the end"
        );
        if let Some(action) = pool.first() {
            let mut copy = game.clone();
            match copy.apply(p, action) {
                Err(ActionError::GameOver) => {}
                other => {
                    panic!("{ctx}: an action after the end gave {other:?} instead of GameOver")
                }
            }
        }
    }
    let replayed = record
        .replay()
        .unwrap_or_else(|e| panic!("{ctx}: the record does not replay: {e}"));
    assert!(
        replayed == *game,
        "{ctx}: replaying the record gave another state"
    );
    let json = serde_json::to_string(record)
        .unwrap_or_else(|e| panic!("{ctx}: the record does not serialize: {e}"));
    let loaded: Record<G> = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{ctx}: the record does not load: {e}"));
    assert!(
        loaded == *record,
        "{ctx}: the record's serde round trip changed it"
    );
    // A record says its game first; one of another game, or with an unknown field, is refused.
    let mut value: Value = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{ctx}: the record is not JSON: {e}"));
    assert!(
        json.starts_with(r#"{"game":"#),
        "{ctx}: the record's JSON does not start with its game"
    );
    if let Some(with_unknown) = with_unknown_field(&value) {
        assert!(
            serde_json::from_value::<Record<G>>(with_unknown).is_err(),
            "{ctx}: a record with an unknown field loaded"
        );
    }
    value["game"] = Value::from("another-game");
    match serde_json::from_value::<Record<G>>(value) {
        Err(e) => assert!(
            e.to_string().contains("another-game"),
            "{ctx}: a record of another game was refused without naming it: {e}"
        ),
        Ok(_) => panic!("{ctx}: a record of another game loaded"),
    }
}

/// Fuzzing entry point: a game configured and driven by `data`, checked after every step.
///
/// `data` is: two bytes (little-endian) giving the length `n` (at most 4,096) of a JSON config
/// that follows (`n = 0`, or JSON that is not a config: the default config; a config the game
/// rejects ends the run, which must not panic), eight bytes of seed, then one byte per step.
/// Each step byte picks the acting player's legal action (by index), or, for bytes from
/// `0xF0`, tries an action that must be rejected (a malformed variant of a legal one, or a
/// legal one by the wrong seat). After every step the state validates and keeps its cards,
/// every view and redacted log hides the hidden cards (as JSON and as text), determinization
/// keeps its contract, and a rejected action left the state unchanged. At most 4,096 steps.
///
/// ```
/// use rules_engine::conformance::fuzz_play;
/// use rules_engine::demo::TwentyOne;
///
/// fuzz_play::<TwentyOne>(b"\x00\x00seed....\x01\x02\xf3\x04");
/// fuzz_play::<TwentyOne>(b"\x19\x00{\"players\":3,\"target\":50}seed....\x05\x06");
/// ```
pub fn fuzz_play<G>(data: &[u8])
where
    G: Determinize + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
    G::View: Serialize,
    G::Event: Serialize,
{
    let Some(len) = data.get(0..2) else {
        return;
    };
    let len = usize::from(u16::from_le_bytes([len[0], len[1]])).min(4096);
    let Some(config_bytes) = data.get(2..2 + len) else {
        return;
    };
    let config: G::Config = serde_json::from_slice(config_bytes).unwrap_or_default();
    let rest = &data[2 + len..];
    let Some(seed_bytes) = rest.get(0..8) else {
        return;
    };
    let mut seed = [0u8; 8];
    seed.copy_from_slice(seed_bytes);
    let seed = Seed(u64::from_le_bytes(seed));
    let steps = &rest[8..];
    let ctx = Ctx {
        config: format!("{config:?}"),
        seed,
    };
    let Ok(mut game) = G::new(config, seed) else {
        return;
    };
    let mut cards = game.cards();
    cards.sort();
    let mut rng = GameRng::from_seed(seed.derive(0xF022));
    let mut logs_checked = LogsChecked::default();
    for (step, &byte) in steps.iter().take(4096).enumerate() {
        if let Err(e) = game.validate() {
            panic!("{ctx} step {step}: a reachable state does not validate: {e}");
        }
        let mut now = game.cards();
        now.sort();
        assert!(now == cards, "{ctx} step {step}: cards changed");
        check_views(&game, &ctx, step, &mut logs_checked);
        check_determinize(&game, &ctx, step, &mut rng);
        let players = game.num_players();
        let player = match game.to_act() {
            ToAct::Nobody => {
                assert!(game.outcome().is_some(), "{ctx}: over without an outcome");
                return;
            }
            ToAct::Player(p) => p,
            ToAct::Anyone => {
                let ready = ready_players(&game);
                assert!(!ready.is_empty(), "{ctx} step {step}: nobody can act");
                ready[usize::from(byte) % ready.len()]
            }
        };
        let legal = game.legal_actions(player);
        assert!(
            !legal.is_empty(),
            "{ctx} step {step}: player {player} to act has no legal action"
        );
        if byte >= 0xF0 {
            let base = &legal[usize::from(byte) % legal.len()];
            if let Some(bent) = malformed(base, &mut rng)
                && !legal.contains(&bent)
            {
                expect_rejected(&mut game, player, &bent, &ctx, step, "a malformed action");
            }
            if let ToAct::Player(p) = game.to_act() {
                let other = (p + 1 + usize::from(byte) % players.max(1)) % (players + 1);
                if other != p {
                    expect_rejected(
                        &mut game,
                        other,
                        base,
                        &ctx,
                        step,
                        "an action by another seat",
                    );
                }
            }
            continue;
        }
        let action = legal[usize::from(byte) % legal.len()].clone();
        if let Err(e) = game.apply(player, &action) {
            panic!("{ctx} step {step}: listed action `{action}` was rejected: {e}");
        }
    }
}

/// Fuzzing entry point: `data` as a saved state and as a replay record. Whatever loads must be
/// sound: a state validates and plays on (views, legal actions, outcome) without panicking; a
/// record replays or is rejected with an error.
pub fn fuzz_load<G>(data: &[u8])
where
    G: Game + Serialize + DeserializeOwned,
    G::Config: Serialize + DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
{
    let ctx = Ctx {
        config: "loaded".to_owned(),
        seed: Seed(0),
    };
    if let Ok(state) = serde_json::from_slice::<G>(data) {
        play_on(state, &ctx, 0, "a fuzzed saved state");
    }
    if let Ok(record) = serde_json::from_slice::<Record<G>>(data)
        && let Ok(game) = record.replay()
        && let Err(e) = game.validate()
    {
        panic!("a replayed record gave a state that does not validate: {e}");
    }
}

/// A game's encoding for learning agents ([`Encoded`](crate::Encoded)) keeps its contract, on
/// seeded random games of every config (`settings.games` per config): at every step (every
/// `settings.deep_check_every`-th for the costlier checks) and for every seat,
/// - each legal action has an index below the action space, distinct legal actions have
///   distinct indices, and [`action_at`](crate::Encoded::action_at) maps each index back to its
///   action;
/// - the legal mask has the action space's length and is true exactly at the legal actions'
///   indices;
/// - the observation has its stated length, every value finite, written whole (a buffer filled
///   with NaN first holds none after);
/// - the observation is the same in states the seat cannot tell apart: in three
///   determinizations of what it cannot see ([`Determinize`]), so it cannot leak a hidden card;
/// - returns have one finite value per seat.
///
/// ```
/// use rules_engine::conformance::{check_encoding, Settings};
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
///
/// check_encoding::<TwentyOne>(&[TwentyOneConfig::default()], &Settings::games(3));
/// ```
pub fn check_encoding<G>(configs: &[G::Config], settings: &Settings)
where
    G: crate::Encoded + Determinize,
{
    let games = games_from_env().unwrap_or(settings.games);
    for config in configs {
        for i in 0..games {
            let seed = Seed(settings.seed.wrapping_add(i as u64));
            let ctx = Ctx {
                config: format!("{config:?}"),
                seed,
            };
            let mut game = G::new(config.clone(), seed)
                .unwrap_or_else(|e| panic!("{ctx}: the config was rejected: {e}"));
            let space = G::action_space(config);
            let len = G::observation_len(config);
            let mut rng = GameRng::from_seed(seed.derive(0xE4C0));
            for step in 0..settings.max_steps {
                let deep = step % settings.deep_check_every.max(1) == 0;
                for p in 0..game.num_players() {
                    check_encoded_seat(&game, p, space, len, deep, &mut rng, &ctx, step);
                }
                let returns = game.returns();
                assert!(
                    returns.len() == game.num_players() && returns.iter().all(|r| r.is_finite()),
                    "{ctx} step {step}: returns {returns:?}"
                );
                let player = match game.to_act() {
                    ToAct::Nobody => break,
                    ToAct::Player(p) => p,
                    ToAct::Anyone => {
                        let ready = ready_players(&game);
                        ready[rng.index(ready.len())]
                    }
                };
                let legal = game.legal_actions(player);
                let action = legal[rng.index(legal.len())].clone();
                game.apply(player, &action).unwrap_or_else(|e| {
                    panic!("{ctx} step {step}: listed action `{action}` rejected: {e}")
                });
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn check_encoded_seat<G>(
    game: &G,
    p: usize,
    space: usize,
    len: usize,
    deep: bool,
    rng: &mut GameRng,
    ctx: &Ctx,
    step: usize,
) where
    G: crate::Encoded + Determinize,
{
    let legal = game.legal_actions(p);
    let mut indices = Vec::with_capacity(legal.len());
    for action in &legal {
        let index = game.action_index(p, action).unwrap_or_else(|| {
            panic!("{ctx} step {step}: legal `{action}` of seat {p} has no index")
        });
        assert!(
            index < space,
            "{ctx} step {step}: `{action}` has index {index}, past the action space {space}"
        );
        indices.push(index);
        if deep {
            assert!(
                game.action_at(p, index).as_ref() == Some(action),
                "{ctx} step {step}: index {index} of seat {p} maps back to another action than `{action}`"
            );
        }
    }
    // The game's own pairing of actions and indices (an override, or the default) lists the
    // same actions with the same indices, in the legal actions' order or by index.
    let mut indexed = Vec::new();
    game.legal_indexed_into(p, &mut indexed);
    let mut expected: Vec<(usize, &G::Action)> = indices.iter().copied().zip(&legal).collect();
    let listed = |expected: &[(usize, &G::Action)]| {
        indexed
            .iter()
            .map(|(i, a)| (*i, a))
            .eq(expected.iter().copied())
    };
    let same = listed(&expected) || {
        expected.sort_by_key(|&(i, _)| i);
        listed(&expected)
    };
    assert!(
        same,
        "{ctx} step {step}: seat {p}'s legal_indexed_into differs from its legal actions and their indices"
    );
    let mut sorted = indices.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert!(
        sorted.len() == indices.len(),
        "{ctx} step {step}: two legal actions of seat {p} share an index"
    );
    let mask = game.legal_mask(p);
    assert_eq!(mask.len(), space, "{ctx} step {step}: the mask's length");
    let marked: Vec<usize> = (0..space).filter(|&i| mask[i]).collect();
    assert!(
        marked == sorted,
        "{ctx} step {step}: seat {p}'s mask is not its legal actions' indices"
    );
    let mut observation = vec![f32::NAN; len];
    game.observe(p, &mut observation);
    assert!(
        observation.iter().all(|v| v.is_finite()),
        "{ctx} step {step}: seat {p}'s observation has a value not written or not finite"
    );
    if deep {
        let mut other = vec![0.0f32; len];
        for _ in 0..3 {
            let sample = game.determinize(p, rng);
            sample.observe(p, &mut other);
            assert!(
                other == observation,
                "{ctx} step {step}: seat {p}'s observation changes with cards it cannot see"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::swap_strings;

    #[test]
    fn swap_strings_exchanges_whole_string_values_only() {
        let json = r#"{"hand":["3so","4sq"],"3so":"x","note":"3so played","esc":"a\"3so","n":3}"#;
        assert_eq!(
            swap_strings(json, "3so", "4sq"),
            r#"{"hand":["4sq","3so"],"3so":"x","note":"3so played","esc":"a\"3so","n":3}"#
        );
        assert_eq!(swap_strings("[\"x\",\"y\"]", "x", "y"), "[\"y\",\"x\"]");
        assert_eq!(swap_strings("\"unclosed", "a", "b"), "\"unclosed");
    }
}
