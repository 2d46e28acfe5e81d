//! A game behind an object-safe, JSON-in/JSON-out interface.

use std::cell::RefCell;

use rules_engine::{Bot, Encoded, Game, Outcome, Record, Seed, ToAct, bot_move, ready_players};
use serde_json::Value;

use crate::{GameSpec, Options, RegistryError, build_config};

/// A game of any kind, driven by JSON (and text): what code that picks the game at run time
/// holds. Made by [`crate::Entry::new_game`], [`crate::Entry::load_state`] or
/// [`crate::Entry::load_record`].
///
/// What may be shown to whom: [`view`](DynGame::view) and
/// [`events_since`](DynGame::events_since) for a seat hold only what that seat may see; an
/// action's JSON or text names its cards, so show it to the seat that acts and broadcast the
/// events instead. [`state_json`](DynGame::state_json) and [`record_json`](DynGame::record_json)
/// reveal everything: for storage, never for a seat.
pub trait DynGame: Send {
    /// The game's name.
    fn name(&self) -> &'static str;
    /// Number of seats.
    fn num_players(&self) -> usize;
    /// Who may act.
    fn to_act(&self) -> ToAct;
    /// The seats with a legal action now.
    fn ready_players(&self) -> Vec<usize>;
    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.to_act() == ToAct::Nobody
    }
    /// The seat's legal actions, as JSON.
    fn legal_actions(&self, seat: usize) -> Vec<Value>;
    /// The seat's legal actions, as text (the same order).
    fn legal_action_texts(&self, seat: usize) -> Vec<String>;
    /// An action's JSON from its text.
    fn parse_action(&self, text: &str) -> Result<Value, RegistryError>;
    /// Applies an action given as JSON, or refuses it and changes nothing.
    fn apply(&mut self, seat: usize, action: &Value) -> Result<(), RegistryError>;
    /// Applies an action given as text, or refuses it and changes nothing.
    fn apply_text(&mut self, seat: usize, text: &str) -> Result<(), RegistryError>;
    /// What the seat sees, as JSON.
    fn view(&self, seat: usize) -> Value;
    /// What the seat sees, drawn as text.
    fn view_text(&self, seat: usize) -> String;
    /// The events from number `from` on, as the seat saw them, as JSON.
    fn events_since(&self, seat: usize, from: usize) -> Vec<Value>;
    /// The same events as text.
    fn event_texts_since(&self, seat: usize, from: usize) -> Vec<String>;
    /// How many events there are so far.
    fn event_count(&self) -> usize;
    /// What every player may see (a spectator's view), as JSON: the view of the seat after the
    /// last, which holds no private card.
    fn spectator_view(&self) -> Value {
        self.view(self.num_players())
    }
    /// The spectator's view drawn as text.
    fn spectator_view_text(&self) -> String {
        self.view_text(self.num_players())
    }
    /// The events from number `from` on as a spectator sees them, as JSON.
    fn spectator_events_since(&self, from: usize) -> Vec<Value> {
        self.events_since(self.num_players(), from)
    }
    /// Every text form of every card some player may not see: what a spectator's channel must
    /// never contain.
    fn spectator_hidden_card_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = (0..self.num_players())
            .flat_map(|seat| self.hidden_card_texts(seat))
            .collect();
        texts.sort();
        texts.dedup();
        texts
    }
    /// The outcome, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// The config, as JSON.
    fn config_json(&self) -> Value;
    /// The actions applied so far (since loading, for a game loaded from a state alone).
    fn actions_taken(&self) -> usize;
    /// The whole state (every hidden card): for storage.
    fn state_json(&self) -> String;
    /// The record (config, seed, actions; replays to this state): for storage. `None` for a
    /// game loaded from a state alone, whose history is unknown.
    fn record_json(&self) -> Option<String>;
    /// Every text form of every card hidden from the seat: what a channel to that seat must
    /// never contain.
    fn hidden_card_texts(&self, seat: usize) -> Vec<String>;
    /// The move the named bot makes now (who acts, and the action's JSON), drawing from the
    /// generator of this step derived from `bot_seed` (as [`rules_engine::run`] does), without
    /// applying it. `None` when the game is over.
    fn bot_action(
        &self,
        bot: &str,
        bot_seed: Seed,
    ) -> Result<Option<(usize, Value)>, RegistryError>;
    /// A copy.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// A new game with this game's config, dealt with `seed` (its record starts empty): what
    /// [`crate::Entry::new_game`] makes from the same players and options, without reading
    /// and checking them again (for environments that deal many games).
    fn redeal(&self, seed: Seed) -> Result<Box<dyn DynGame>, RegistryError>;
    /// [`redeal`](DynGame::redeal) in place: this game becomes the one `redeal` returns (its
    /// record starts empty), reusing its buffers (`rules_engine::Game::reset`). On an error
    /// nothing changes.
    fn reset(&mut self, seed: Seed) -> Result<(), RegistryError>;

    // The game encoded for learning agents (`rules_engine::Encoded`): a fixed action space,
    // legal actions as indices, observations as `f32` vectors. Each game's `encoding` module
    // says how it numbers its actions and lays out its observation.

    /// How many distinct action indices this game (with its config) has: every legal action's
    /// index is below it, and it never changes during the game.
    fn action_space(&self) -> usize;
    /// The index of an action given as JSON for `seat` now; `None` when the JSON is not an
    /// action of this game or the action has no index here (it is not legal).
    fn action_index_of(&self, seat: usize, action: &Value) -> Option<usize>;
    /// The action (as JSON) that `index` stands for, for `seat` now; `None` when no legal
    /// action has that index.
    fn action_of_index(&self, seat: usize, index: usize) -> Option<Value>;
    /// The indices of the seat's legal actions, in increasing order (empty when it may not
    /// act, or for a seat out of range).
    fn legal_action_indices(&self, seat: usize) -> Vec<usize>;
    /// [`legal_action_indices`](DynGame::legal_action_indices) written into `out` (cleared
    /// first), for a caller that keeps one buffer from step to step instead of a new vector
    /// each time.
    fn legal_action_indices_into(&self, seat: usize, out: &mut Vec<usize>) {
        out.clear();
        out.extend(self.legal_action_indices(seat));
    }
    /// Writes the seat's legal-action mask into `mask`: `true` at each legal index, `false`
    /// elsewhere. `mask` must hold [`action_space`](DynGame::action_space) values (otherwise
    /// an error, and nothing is written).
    fn legal_mask_into(&self, seat: usize, mask: &mut [bool]) -> Result<(), RegistryError>;
    /// Applies the seat's legal action with this index, or refuses it
    /// ([`RegistryError::IllegalIndex`]) and changes nothing.
    fn apply_index(&mut self, seat: usize, index: usize) -> Result<(), RegistryError>;
    /// The length of an observation (fixed for the game's config).
    fn observation_len(&self) -> usize;
    /// Writes what `seat` may see now into `out`, which must hold
    /// [`observation_len`](DynGame::observation_len) values; an error (and nothing written)
    /// for a seat out of range or a buffer of another length.
    fn observe_into(&self, seat: usize, out: &mut [f32]) -> Result<(), RegistryError>;
    /// Each seat's return so far (per the game's docs: by default +1 for a sole winner down to
    /// -1 for a sole loser at the end, all 0 before it; some games score as they go).
    fn returns(&self) -> Vec<f64>;

    // The same JSON as text, written straight from the game's types (no `serde_json::Value`
    // tree): for a server that sends it on as it is. Each parses to the `Value` its
    // `Value`-based method gives; only the order of an object's keys may differ.

    /// What the seat sees (the spectator: the seat after the last), as JSON text and drawn as
    /// text, from one view: [`view`](DynGame::view) and [`view_text`](DynGame::view_text).
    fn view_json_and_text(&self, seat: usize) -> (String, String);
    /// The seat's legal actions as one JSON array (text) and as texts in the same order, from
    /// one pass: [`legal_actions`](DynGame::legal_actions) and
    /// [`legal_action_texts`](DynGame::legal_action_texts).
    fn legal_actions_json_and_texts(&self, seat: usize) -> (String, Vec<String>);
    /// The events from number `from` on as the seat saw them, as one JSON array (text) and as
    /// texts, from one pass: [`events_since`](DynGame::events_since) and
    /// [`event_texts_since`](DynGame::event_texts_since).
    fn events_json_and_texts_since(&self, seat: usize, from: usize) -> (String, Vec<String>);

    // The JSON alone, as text (for a client that asks for no text forms): each parses to the
    // `Value` of its `Value`-based method, and equals the JSON half of its `_and_text` method.

    /// What the seat sees (the spectator: the seat after the last) as JSON text:
    /// [`view`](DynGame::view) written straight from the game's type.
    fn view_json(&self, seat: usize) -> String;
    /// The seat's legal actions as one JSON array (text):
    /// [`legal_actions`](DynGame::legal_actions) written straight from the game's types.
    fn legal_actions_json(&self, seat: usize) -> String;
    /// The events from number `from` on as the seat saw them, as one JSON array (text):
    /// [`events_since`](DynGame::events_since) written straight from the game's types.
    fn events_json_since(&self, seat: usize, from: usize) -> String;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A game of spec `S` with its record: the [`DynGame`] the registry hands out.
pub struct Erased<S: GameSpec> {
    game: S::G,
    /// How the game was reached (`None` when it was loaded from a state alone).
    record: Option<Record<S::G>>,
    /// Actions applied since the game was made or loaded.
    taken: usize,
    /// One seat's legal actions with their indices, kept until the next action: an agent asks
    /// for the legal indices (or the mask) and then applies one of them, and the actions are
    /// generated once for both.
    indexed: RefCell<IndexedLegal<<S::G as Game>::Action>>,
}

/// A seat's legal actions, sorted by their (distinct) action indices. The vector is kept from
/// one state to the next (refilled, not reallocated): a learning loop asks for them every step.
struct IndexedLegal<A> {
    /// The seat they are for; `None` when they are stale (an action was applied since).
    seat: Option<usize>,
    actions: Vec<(usize, A)>,
}

impl<A> IndexedLegal<A> {
    const STALE: IndexedLegal<A> = IndexedLegal {
        seat: None,
        actions: Vec::new(),
    };
}

impl<S: GameSpec> Clone for Erased<S> {
    fn clone(&self) -> Self {
        Erased {
            game: self.game.clone(),
            record: self.record.clone(),
            taken: self.taken,
            // A copy is usually stepped differently: it computes its own.
            indexed: RefCell::new(IndexedLegal::STALE),
        }
    }
}

impl<S: GameSpec> Erased<S> {
    /// A new game (its record starts empty).
    #[must_use]
    pub fn new(game: S::G) -> Self {
        // A redeal sizes the record and the legal actions from the game before (`redeal`).
        Self::with_room(game, 0, 0)
    }

    /// A new game whose record and legal-action buffer start with room for `actions` and
    /// `legal` items: a learning loop deals game after game, and growing them each game
    /// costs more than the rest of a short game's bookkeeping.
    fn with_room(game: S::G, actions: usize, legal: usize) -> Self {
        let mut record = Record::start(&game);
        record.actions.reserve(actions);
        Erased {
            game,
            record: Some(record),
            taken: 0,
            indexed: RefCell::new(IndexedLegal {
                seat: None,
                actions: Vec::with_capacity(legal),
            }),
        }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &S::G {
        &self.game
    }

    /// Its record (`None` for a game loaded from a state alone).
    #[must_use]
    pub fn record(&self) -> Option<&Record<S::G>> {
        self.record.as_ref()
    }

    /// Whether `seat` is a seat of this game (the encoding's observation and bounds use it).
    fn check_seat(&self, seat: usize) -> Result<(), RegistryError> {
        let n = self.game.num_players();
        if seat < n {
            Ok(())
        } else {
            Err(RegistryError::usage(format!(
                "seat {seat} is out of range: this game has {n} seats (0 to {})",
                n - 1
            )))
        }
    }

    fn act(&mut self, seat: usize, action: <S::G as Game>::Action) -> Result<(), RegistryError> {
        self.game
            .apply(seat, &action)
            .map_err(|e| RegistryError::Action(e.to_string()))?;
        self.indexed.get_mut().seat = None;
        if let Some(record) = &mut self.record {
            record.actions.push((seat, action));
        }
        self.taken += 1;
        Ok(())
    }

    /// Calls `f` with the seat's legal actions and their indices, sorted by index (computed
    /// once per seat and state). `seat` must be a seat of the game.
    fn with_indexed<R>(
        &self,
        seat: usize,
        f: impl FnOnce(&[(usize, <S::G as Game>::Action)]) -> R,
    ) -> R {
        let mut cache = self.indexed.borrow_mut();
        if cache.seat != Some(seat) {
            let IndexedLegal {
                seat: for_seat,
                actions,
            } = &mut *cache;
            self.game.legal_indexed_into(seat, actions);
            // A game that lists them in index order leaves nothing to sort.
            if !actions.is_sorted_by_key(|(i, _)| *i) {
                actions.sort_unstable_by_key(|(i, _)| *i);
            }
            // Distinct legal actions have distinct indices (`Encoded`'s contract, checked by
            // every crate's `check_encoding`); a duplicate would be a game's bug, kept out.
            actions.dedup_by_key(|(i, _)| *i);
            *for_seat = Some(seat);
        }
        f(&cache.actions)
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    // The game types serialize to JSON without fail (no maps with non-string keys, no
    // non-finite floats); `Null` stands for the impossible failure rather than a panic.
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// `value` as JSON text, written straight from its type; should it not serialize, the text of
/// what [`to_json`] falls back to (the same values either way).
fn to_json_text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| to_json(value).to_string())
}

impl<S: GameSpec> DynGame for Erased<S> {
    fn name(&self) -> &'static str {
        <S::G as Game>::NAME
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn to_act(&self) -> ToAct {
        self.game.to_act()
    }

    fn ready_players(&self) -> Vec<usize> {
        ready_players(&self.game)
    }

    fn legal_actions(&self, seat: usize) -> Vec<Value> {
        self.game.legal_actions(seat).iter().map(to_json).collect()
    }

    fn legal_action_texts(&self, seat: usize) -> Vec<String> {
        self.game
            .legal_actions(seat)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn parse_action(&self, text: &str) -> Result<Value, RegistryError> {
        let action: <S::G as Game>::Action = text
            .parse()
            .map_err(|e: rules_engine::ParseActionError| RegistryError::Json(e.to_string()))?;
        Ok(to_json(&action))
    }

    fn apply(&mut self, seat: usize, action: &Value) -> Result<(), RegistryError> {
        let action = <<S::G as Game>::Action as serde::Deserialize>::deserialize(action)
            .map_err(|e| RegistryError::Json(format!("not an action of {}: {e}", self.name())))?;
        self.act(seat, action)
    }

    fn apply_text(&mut self, seat: usize, text: &str) -> Result<(), RegistryError> {
        let action = text
            .parse()
            .map_err(|e: rules_engine::ParseActionError| RegistryError::Json(e.to_string()))?;
        self.act(seat, action)
    }

    fn view(&self, seat: usize) -> Value {
        to_json(&self.game.view(seat))
    }

    fn view_text(&self, seat: usize) -> String {
        self.game.view(seat).to_string()
    }

    fn events_since(&self, seat: usize, from: usize) -> Vec<Value> {
        self.game
            .events_since(seat, from)
            .iter()
            .map(to_json)
            .collect()
    }

    fn event_texts_since(&self, seat: usize, from: usize) -> Vec<String> {
        self.game
            .events_since(seat, from)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn event_count(&self) -> usize {
        self.game.events().len()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn config_json(&self) -> Value {
        to_json(self.game.config())
    }

    fn actions_taken(&self) -> usize {
        self.taken
    }

    fn state_json(&self) -> String {
        to_json(&self.game).to_string()
    }

    fn record_json(&self) -> Option<String> {
        self.record.as_ref().map(|r| to_json(r).to_string())
    }

    fn hidden_card_texts(&self, seat: usize) -> Vec<String> {
        let mut texts: Vec<String> = self
            .game
            .hidden_cards(seat)
            .iter()
            .flat_map(<S::G as Game>::card_texts)
            .collect();
        texts.sort();
        texts.dedup();
        texts
    }

    fn bot_action(
        &self,
        bot: &str,
        bot_seed: Seed,
    ) -> Result<Option<(usize, Value)>, RegistryError> {
        let mut bots: Vec<Box<dyn Bot<S::G>>> = Vec::with_capacity(self.num_players());
        for _ in 0..self.num_players() {
            bots.push(crate::bot::<S>(bot)?);
        }
        // The step counts every action of the game, so bots draw as in a straight run.
        let step = self.record.as_ref().map_or(self.taken, |r| r.actions.len());
        let chosen = bot_move(&self.game, &mut bots, bot_seed, step)
            .map_err(|e| RegistryError::Action(e.to_string()))?;
        Ok(chosen.map(|(seat, action)| (seat, to_json(&action))))
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }

    fn redeal(&self, seed: Seed) -> Result<Box<dyn DynGame>, RegistryError> {
        let game = S::G::new(self.game.config().clone(), seed)
            .map_err(|e| RegistryError::Config(e.to_string()))?;
        // The next game of the same config needs about the room this one grew to.
        let actions = self.record.as_ref().map_or(0, |r| r.actions.capacity());
        let legal = self
            .indexed
            .try_borrow()
            .map_or(0, |c| c.actions.capacity());
        Ok(Box::new(Erased::<S>::with_room(
            game,
            actions.min(1024),
            legal.min(1024),
        )))
    }

    fn reset(&mut self, seed: Seed) -> Result<(), RegistryError> {
        self.game
            .reset(seed)
            .map_err(|e| RegistryError::Config(e.to_string()))?;
        match &mut self.record {
            Some(record) => {
                record.seed = seed;
                record.actions.clear();
            }
            None => self.record = Some(Record::start(&self.game)),
        }
        self.taken = 0;
        self.indexed.get_mut().seat = None;
        Ok(())
    }

    fn action_space(&self) -> usize {
        <S::G as Encoded>::action_space(self.game.config())
    }

    fn action_index_of(&self, seat: usize, action: &Value) -> Option<usize> {
        let action = <<S::G as Game>::Action as serde::Deserialize>::deserialize(action).ok()?;
        if !self.game.legal_actions(seat).contains(&action) {
            return None;
        }
        self.game.action_index(seat, &action)
    }

    fn action_of_index(&self, seat: usize, index: usize) -> Option<Value> {
        if seat >= self.game.num_players() {
            return None;
        }
        self.with_indexed(seat, |legal| {
            legal
                .binary_search_by_key(&index, |(i, _)| *i)
                .ok()
                .map(|at| to_json(&legal[at].1))
        })
    }

    fn legal_action_indices(&self, seat: usize) -> Vec<usize> {
        let mut indices = Vec::new();
        self.legal_action_indices_into(seat, &mut indices);
        indices
    }

    fn legal_action_indices_into(&self, seat: usize, out: &mut Vec<usize>) {
        out.clear();
        if seat < self.game.num_players() {
            self.with_indexed(seat, |legal| out.extend(legal.iter().map(|(i, _)| *i)));
        }
    }

    fn legal_mask_into(&self, seat: usize, mask: &mut [bool]) -> Result<(), RegistryError> {
        let space = self.action_space();
        if mask.len() != space {
            return Err(RegistryError::usage(format!(
                "a legal-action mask of {} holds {space} values, not {}",
                self.name(),
                mask.len()
            )));
        }
        mask.fill(false);
        if seat >= self.game.num_players() {
            return Ok(());
        }
        self.with_indexed(seat, |legal| {
            for (index, _) in legal {
                if let Some(slot) = mask.get_mut(*index) {
                    *slot = true;
                }
            }
        });
        Ok(())
    }

    fn apply_index(&mut self, seat: usize, index: usize) -> Result<(), RegistryError> {
        let action = if seat < self.game.num_players() {
            self.with_indexed(seat, |legal| {
                legal
                    .binary_search_by_key(&index, |(i, _)| *i)
                    .ok()
                    .map(|at| legal[at].1.clone())
            })
        } else {
            None
        };
        match action {
            Some(action) => self.act(seat, action),
            None => Err(RegistryError::IllegalIndex {
                game: self.name(),
                seat,
                index,
                space: self.action_space(),
            }),
        }
    }

    fn observation_len(&self) -> usize {
        <S::G as Encoded>::observation_len(self.game.config())
    }

    fn observe_into(&self, seat: usize, out: &mut [f32]) -> Result<(), RegistryError> {
        self.check_seat(seat)?;
        let len = self.observation_len();
        if out.len() != len {
            return Err(RegistryError::usage(format!(
                "an observation of {} holds {len} values, not {}",
                self.name(),
                out.len()
            )));
        }
        self.game.observe(seat, out);
        Ok(())
    }

    fn returns(&self) -> Vec<f64> {
        Encoded::returns(&self.game)
    }

    fn view_json_and_text(&self, seat: usize) -> (String, String) {
        let view = self.game.view(seat);
        (to_json_text(&view), view.to_string())
    }

    fn legal_actions_json_and_texts(&self, seat: usize) -> (String, Vec<String>) {
        let actions = self.game.legal_actions(seat);
        (
            to_json_text(&actions),
            actions.iter().map(ToString::to_string).collect(),
        )
    }

    fn events_json_and_texts_since(&self, seat: usize, from: usize) -> (String, Vec<String>) {
        let events = self.game.events_since(seat, from);
        (
            to_json_text(&events),
            events.iter().map(ToString::to_string).collect(),
        )
    }

    fn view_json(&self, seat: usize) -> String {
        to_json_text(&self.game.view(seat))
    }

    fn legal_actions_json(&self, seat: usize) -> String {
        to_json_text(&self.game.legal_actions(seat))
    }

    fn events_json_since(&self, seat: usize, from: usize) -> String {
        to_json_text(&self.game.events_since(seat, from))
    }
}

pub(crate) fn new_game<S: GameSpec>(
    players: Option<usize>,
    options: &Value,
    seed: Seed,
) -> Result<Box<dyn DynGame>, RegistryError> {
    let options = Options::from_json(options, S::OPTIONS)?;
    let config = build_config::<S>(players, options)?;
    let game = S::G::new(config, seed).map_err(|e| RegistryError::Config(e.to_string()))?;
    Ok(Box::new(Erased::<S>::new(game)))
}

pub(crate) fn load_state<S: GameSpec>(json: &str) -> Result<Box<dyn DynGame>, RegistryError> {
    let game: S::G = serde_json::from_str(json)
        .map_err(|e| RegistryError::Json(format!("not a {} state: {e}", S::G::NAME)))?;
    // A state loaded alone has no record of how it was reached.
    Ok(Box::new(Erased::<S> {
        game,
        record: None,
        taken: 0,
        indexed: RefCell::new(IndexedLegal::STALE),
    }))
}

pub(crate) fn load_record<S: GameSpec>(json: &str) -> Result<Box<dyn DynGame>, RegistryError> {
    let record: Record<S::G> = serde_json::from_str(json)
        .map_err(|e| RegistryError::Json(format!("not a {} record: {e}", S::G::NAME)))?;
    let game = record
        .replay()
        .map_err(|e| RegistryError::Json(format!("the record does not replay: {e}")))?;
    let taken = record.actions.len();
    Ok(Box::new(Erased::<S> {
        game,
        record: Some(record),
        taken,
        indexed: RefCell::new(IndexedLegal::STALE),
    }))
}
