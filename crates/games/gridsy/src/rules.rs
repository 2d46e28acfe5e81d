//! Legality and round flow.
//!
//! The `Game` and `Determinize` implementations live here: the rules act on the state.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{GridsyAction, GridsyEvent, Illegal};
use crate::config::GridsyConfig;
use crate::state::Gridsy;
use crate::view::GridsyView;

/// The first pair of neighbouring cards that Nic in a row-major grid, if any.
#[must_use]
pub fn nic_edge(grid: &[Option<Card>], size: usize) -> Option<(Card, Card)> {
    for (i, card) in grid.iter().enumerate() {
        let Some(a) = card else { continue };
        let right = (i % size + 1 < size).then(|| i + 1);
        let below = Some(i + size);
        for j in [right, below].into_iter().flatten() {
            if let Some(Some(b)) = grid.get(j)
                && !CardSet::sharing_any(*a).contains(*b)
            {
                return Some((*a, *b));
            }
        }
    }
    None
}

/// The placed neighbours of a cell.
fn placed_neighbours(
    grid: &[Option<Card>],
    size: usize,
    cell: usize,
) -> impl Iterator<Item = Card> {
    let (r, c) = (cell / size, cell % size);
    let up = (r > 0).then(|| cell - size);
    let down = (r + 1 < size).then(|| cell + size);
    let left = (c > 0).then(|| cell - 1);
    let right = (c + 1 < size).then(|| cell + 1);
    [up, down, left, right]
        .into_iter()
        .flatten()
        .filter_map(|n| grid.get(n).copied().flatten())
        .collect::<Vec<_>>()
        .into_iter()
}

impl Gridsy {
    fn cell_index(&self, row: usize, col: usize) -> Result<usize, Illegal> {
        let size = self.config.size;
        if row < size && col < size {
            Ok(row * size + col)
        } else {
            Err(Illegal::NoSuchCell { row, col, size })
        }
    }

    /// Checks an action fully without changing anything.
    pub(crate) fn check(&self, player: usize, action: &GridsyAction) -> Result<(), Illegal> {
        let table = self
            .tables
            .get(player)
            .ok_or(Illegal::WrongMode("seated"))?;
        let size = self.config.size;
        match *action {
            GridsyAction::Place { card, row, col } => {
                let cell = self.cell_index(row, col)?;
                if !table.loose.contains(&card) {
                    return Err(Illegal::NotLoose(card));
                }
                if table.grid.get(cell).copied().flatten().is_some() {
                    return Err(Illegal::CellTaken(row, col));
                }
                let fits = CardSet::sharing_any(card);
                match placed_neighbours(&table.grid, size, cell).find(|n| !fits.contains(*n)) {
                    Some(neighbour) => Err(Illegal::Nic { card, neighbour }),
                    None => Ok(()),
                }
            }
            GridsyAction::Remove { row, col } => {
                let cell = self.cell_index(row, col)?;
                if table.grid.get(cell).copied().flatten().is_none() {
                    return Err(Illegal::CellEmpty(row, col));
                }
                if table.rearrangements_left == 0 {
                    return Err(Illegal::NoRearrangementsLeft);
                }
                Ok(())
            }
            GridsyAction::Swap { give, take } => {
                if self.is_solo() {
                    return Err(Illegal::WrongMode("solo"));
                }
                if !table.loose.contains(&give) {
                    return Err(Illegal::NotLoose(give));
                }
                if !self.pool.contains(&take) {
                    return Err(Illegal::NotInPool(take));
                }
                if table.rearrangements_left == 0 {
                    return Err(Illegal::NoRearrangementsLeft);
                }
                Ok(())
            }
            GridsyAction::Draw => {
                if !self.is_solo() {
                    return Err(Illegal::WrongMode("head-to-head"));
                }
                if self.deck.is_empty() {
                    return Err(Illegal::DeckEmpty);
                }
                Ok(())
            }
        }
    }

    /// The counters agree with the rounds played: extra cards are the cards drawn, wins add
    /// up to at most the rounds, and a match goes on exactly while it is undecided and
    /// someone can act.
    fn validate_match(&self) -> Result<(), InvalidState> {
        let cells = self.config.cells();
        for (p, table) in self.tables.iter().enumerate() {
            let extra = if self.is_solo() { table.extra } else { 0 };
            let held = table.cards().count();
            InvalidState::ensure(
                table.extra == extra && Some(held) == cells.checked_add(extra),
                || {
                    format!(
                        "player {p} holds {held} cards with {} extra on a grid of {cells}",
                        table.extra
                    )
                },
            )?;
        }
        let most_extra = self
            .rounds_played
            .saturating_mul(Card::COUNT.saturating_sub(cells));
        InvalidState::ensure(self.extra_total <= most_extra, || {
            format!(
                "{} extra cards over {} rounds",
                self.extra_total, self.rounds_played
            )
        })?;
        let wins = self
            .wins
            .iter()
            .try_fold(0_usize, |sum, &w| sum.checked_add(w));
        let needed = self.config.rounds / 2 + 1;
        let decided = !self.is_solo() && self.wins.iter().any(|&w| w >= needed);
        if self.is_solo() {
            InvalidState::ensure(self.wins.iter().all(|&w| w == 0), || {
                "solo rounds are not won".into()
            })?;
        } else {
            InvalidState::ensure(self.extra_total == 0, || {
                "extra cards in a head-to-head match".into()
            })?;
            InvalidState::ensure(wins.is_some_and(|w| w <= self.rounds_played), || {
                "more rounds won than played".into()
            })?;
        }
        if self.over {
            InvalidState::ensure(decided || self.rounds_played == self.config.rounds, || {
                "the match is over but undecided".into()
            })
        } else {
            InvalidState::ensure(!decided && self.rounds_played < self.config.rounds, || {
                "the match is decided but goes on".into()
            })?;
            InvalidState::ensure(
                !self.tables.iter().any(crate::state::Table::is_complete),
                || "a complete grid but the round goes on".into(),
            )?;
            InvalidState::ensure(
                (0..self.config.players).any(|p| !self.actions(p).is_empty()),
                || "nobody can act but the round goes on".into(),
            )
        }
    }

    /// Every action `player` may take now.
    pub(crate) fn actions(&self, player: usize) -> Vec<GridsyAction> {
        let Some(table) = self.tables.get(player) else {
            return Vec::new();
        };
        let size = self.config.size;
        let mut loose = table.loose.clone();
        loose.sort_unstable();
        let mut out = Vec::new();
        for (cell, slot) in table.grid.iter().enumerate() {
            let (row, col) = (cell / size, cell % size);
            if slot.is_some() {
                if table.rearrangements_left > 0 {
                    out.push(GridsyAction::Remove { row, col });
                }
                continue;
            }
            let neighbours: Vec<Card> = placed_neighbours(&table.grid, size, cell).collect();
            for &card in &loose {
                let fits = CardSet::sharing_any(card);
                if neighbours.iter().all(|n| fits.contains(*n)) {
                    out.push(GridsyAction::Place { card, row, col });
                }
            }
        }
        if self.is_solo() {
            if !self.deck.is_empty() {
                out.push(GridsyAction::Draw);
            }
        } else if table.rearrangements_left > 0 {
            let mut pool = self.pool.clone();
            pool.sort_unstable();
            for &give in &loose {
                for &take in &pool {
                    out.push(GridsyAction::Swap { give, take });
                }
            }
        }
        out
    }

    /// Applies a checked action, then ends the round (and deals the next) when it is over.
    pub(crate) fn perform(&mut self, player: usize, action: &GridsyAction) {
        let size = self.config.size;
        let Some(table) = self.tables.get_mut(player) else {
            return;
        };
        match *action {
            GridsyAction::Place { card, row, col } => {
                let cell = row * size + col;
                table.loose.retain(|&c| c != card);
                if let Some(slot) = table.grid.get_mut(cell) {
                    *slot = Some(card);
                }
                self.events.push(GridsyEvent::Placed { player, card, cell });
            }
            GridsyAction::Remove { row, col } => {
                let cell = row * size + col;
                if let Some(card) = table.grid.get_mut(cell).and_then(Option::take) {
                    table.loose.push(card);
                    table.rearrangements_left -= 1;
                    self.events
                        .push(GridsyEvent::Removed { player, card, cell });
                }
            }
            GridsyAction::Swap { give, take } => {
                table.loose.retain(|&c| c != give);
                table.loose.push(take);
                table.rearrangements_left -= 1;
                for c in &mut self.pool {
                    if *c == take {
                        *c = give;
                    }
                }
                self.events
                    .push(GridsyEvent::Swapped { player, give, take });
            }
            GridsyAction::Draw => {
                if let Some(card) = self.deck.pop() {
                    table.loose.push(card);
                    table.extra += 1;
                    self.events.push(GridsyEvent::Drew { player, card });
                }
            }
        }
        self.settle();
    }

    /// Ends the round when a grid is complete or nobody can act, and the match when it is
    /// decided.
    pub(crate) fn settle(&mut self) {
        if self.over {
            return;
        }
        let completed = self
            .tables
            .iter()
            .position(crate::state::Table::is_complete);
        if let Some(player) = completed {
            let extra = self.tables.get(player).map_or(0, |t| t.extra);
            self.events.push(GridsyEvent::Completed { player, extra });
            if self.is_solo() {
                self.extra_total = self.extra_total.saturating_add(extra);
            } else if let Some(w) = self.wins.get_mut(player) {
                *w = w.saturating_add(1);
            }
            self.end_round();
        } else if (0..self.config.players).all(|p| self.actions(p).is_empty()) {
            self.events.push(GridsyEvent::Stalled);
            if self.is_solo() {
                // An unsolved round counts as if every card of the deck had been taken.
                let extra = self.tables.first().map_or(0, |t| t.extra);
                self.extra_total = self
                    .extra_total
                    .saturating_add(extra.saturating_add(self.deck.len()));
            }
            self.end_round();
        }
    }

    /// Every card the log names (placed, taken back, swapped or drawn: each face up then).
    fn named_cards(&self) -> CardSet {
        let mut named = CardSet::EMPTY;
        for event in &self.events {
            match *event {
                GridsyEvent::Placed { card, .. }
                | GridsyEvent::Removed { card, .. }
                | GridsyEvent::Drew { card, .. } => {
                    named.insert(card);
                }
                GridsyEvent::Swapped { give, take, .. } => {
                    named.insert(give);
                    named.insert(take);
                }
                GridsyEvent::RoundStarts { .. }
                | GridsyEvent::Completed { .. }
                | GridsyEvent::Stalled
                | GridsyEvent::MatchOver => {}
            }
        }
        named
    }

    fn end_round(&mut self) {
        self.rounds_played += 1;
        let needed = self.config.rounds / 2 + 1;
        let decided = !self.is_solo() && self.wins.iter().any(|&w| w >= needed);
        if decided || self.rounds_played >= self.config.rounds {
            self.over = true;
            self.events.push(GridsyEvent::MatchOver);
        } else {
            self.deal_round();
        }
    }
}

impl Game for Gridsy {
    type Config = GridsyConfig;
    type Action = GridsyAction;
    type View = GridsyView;
    type Event = GridsyEvent;
    type Card = Card;
    type Illegal = Illegal;

    const NAME: &'static str = "gridsy";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: GridsyConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut game = Gridsy {
            rng: GameRng::from_seed(seed),
            seed,
            deck: Vec::new(),
            tables: Vec::new(),
            pool: Vec::new(),
            rounds_played: 0,
            wins: vec![0; config.players],
            extra_total: 0,
            over: false,
            events: Vec::new(),
            config,
        };
        game.deal_round();
        Ok(game)
    }

    fn config(&self) -> &GridsyConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        self.who_acts()
    }

    fn legal_actions(&self, player: usize) -> Vec<GridsyAction> {
        if self.over || player >= self.config.players {
            return Vec::new();
        }
        self.actions(player)
    }

    fn apply(&mut self, player: usize, action: &GridsyAction) -> Result<(), ActionError<Illegal>> {
        ActionError::check_turn(self.to_act(), player, self.config.players)?;
        self.check(player, action).map_err(ActionError::Illegal)?;
        self.perform(player, action);
        Ok(())
    }

    fn view(&self, player: usize) -> GridsyView {
        GridsyView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        Some(crate::scoring::outcome(self))
    }

    fn events(&self) -> &[GridsyEvent] {
        &self.events
    }

    /// Every card an event names was face up when it happened, so every seat saw it: the
    /// log hides nothing and is the same for every seat.
    fn events_for(&self, _player: usize) -> Vec<GridsyEvent> {
        self.events.clone()
    }

    /// The log only grows (earlier rounds' events stay), so `from` counts in
    /// [`events`](Game::events); only the events from there on are cloned.
    fn events_since(&self, _player: usize, from: usize) -> Vec<GridsyEvent> {
        self.events.get(from..).unwrap_or_default().to_vec()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = self.config.players;
        let cells = self.config.cells();
        InvalidState::ensure(self.tables.len() == n && self.wins.len() == n, || {
            format!("{} tables for {n} players", self.tables.len())
        })?;
        InvalidState::ensure(self.pool.len() == self.config.pool_size(), || {
            format!("a pool of {} cards", self.pool.len())
        })?;
        InvalidState::ensure(self.rounds_played <= self.config.rounds, || {
            "more rounds played than the match has".into()
        })?;
        for (p, table) in self.tables.iter().enumerate() {
            InvalidState::ensure(table.grid.len() == cells, || {
                format!("player {p}'s grid has {} cells", table.grid.len())
            })?;
            InvalidState::ensure(
                table.rearrangements_left <= self.config.rearrangements,
                || format!("player {p} has too many rearrangements left"),
            )?;
            if let Some((a, b)) = crate::rules::nic_edge(&table.grid, self.config.size) {
                return Err(InvalidState::new(format!(
                    "player {p}'s grid has a Nic edge: {a} and {b}"
                )));
            }
            if !self.is_solo() {
                InvalidState::ensure(table.cards().count() == cells, || {
                    format!("player {p} holds {} cards", table.cards().count())
                })?;
            }
        }
        let mut cards = self.cards();
        cards.sort_unstable();
        let whole: Vec<Card> = Card::all().collect();
        InvalidState::ensure(cards == whole, || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })?;
        self.validate_match()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(&self.pool);
        for table in &self.tables {
            all.extend(table.cards());
        }
        all
    }

    /// The deck's cards, less those the log names: a card placed, taken back, swapped or
    /// drawn in an earlier round was seen face up by every seat before it went back into the
    /// deck (as TIC Rummy's memory of cards seen), so naming it is no secret; only its place
    /// in the deck is.
    fn hidden_cards(&self, _player: usize) -> Vec<Card> {
        let named = self.named_cards();
        self.deck
            .iter()
            .copied()
            .filter(|c| !named.contains(*c))
            .collect()
    }
}

impl rules_engine::Determinize for Gridsy {
    /// Every card of a round is face up but the deck: all of its cards are reshuffled in
    /// place (a card seen in an earlier round is named, but nobody knows where it lies in the
    /// deck). The log is kept whole: it names only cards that were face up.
    fn determinize(&self, _player: usize, rng: &mut rules_engine::GameRng) -> Self {
        let mut sample = self.clone();
        let deck = self.deck.clone();
        rules_engine::determinize::redeal(&mut [&mut sample.deck[..]], &deck, rng);
        sample.rng = rules_engine::determinize::reseed(rng);
        sample
    }
}
