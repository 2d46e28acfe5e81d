//! Legality and turn flow: drafting, placing, the attack round, rounds.
//!
//! The `Game` and `Determinize` implementations live here: the rules act on the state.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::Card;
use tic_grid::{BoundedGrid, Offset, seats};

use crate::actions::{QueenAction, QueenEvent, QueenIllegal};
use crate::config::QueenConfig;
use crate::scoring::grid_score;
use crate::state::{Queen, Slot, Step};
use crate::view::QueenView;

impl Queen {
    /// Lays a centre line from the top of the deck (`None` if the deck is short).
    pub(crate) fn lay_line(&mut self) -> Option<Vec<Slot>> {
        let k = self.config.centre_cards;
        if self.deck.len() < k {
            return None;
        }
        let cards: Vec<Card> = self
            .deck
            .split_off(self.deck.len() - k)
            .into_iter()
            .rev()
            .collect();
        self.events.push(QueenEvent::Line {
            cards: cards.clone(),
        });
        Some(
            cards
                .into_iter()
                .map(|card| Slot {
                    card: Some(card),
                    token: None,
                })
                .collect(),
        )
    }

    /// The line a choice is made on now.
    fn drafting_line(&self) -> Option<&Vec<Slot>> {
        match self.step {
            Step::Draft(_) => Some(&self.line),
            Step::Choose(_) => Some(&self.next_line),
            _ => None,
        }
    }

    /// The card under `player`'s token on the line being placed from.
    pub(crate) fn token_card(&self, player: usize) -> Option<Card> {
        self.line
            .iter()
            .find(|s| s.token == Some(player))
            .and_then(|s| s.card)
    }

    /// Players still to place this round, other than `player`.
    fn others_to_place(&self, player: usize) -> Vec<usize> {
        self.line
            .iter()
            .filter_map(|s| s.token)
            .filter(|&t| t != player && !self.placed[t])
            .collect()
    }

    /// Why `player` may not lay their card on `grid` now (commonness and position aside).
    fn grid_refusal(&self, player: usize, grid: usize) -> Option<QueenIllegal> {
        if grid >= self.config.players {
            return Some(QueenIllegal::NoSuchGrid(grid));
        }
        if self.attacking && grid == player {
            return Some(QueenIllegal::MustAttack);
        }
        if !self.attacking && grid == player {
            return None;
        }
        let may_start_attack = self.config.attack && !self.attack_used;
        if !self.attacking && !may_start_attack {
            return Some(QueenIllegal::NotYourGrid);
        }
        if self.played[grid] {
            return Some(QueenIllegal::GridAlreadyPlayed(grid));
        }
        // Each later player must still find an unplayed opponent's grid: that fails only when
        // one player is left and the one grid left is their own.
        if let [last] = self.others_to_place(player)[..] {
            let left: Vec<usize> = (0..self.config.players)
                .filter(|&g| !self.played[g] && g != grid)
                .collect();
            if left == [last] {
                return Some(QueenIllegal::DeadEnd);
            }
        }
        None
    }

    pub(crate) fn actions_for(&self, player: usize) -> Vec<QueenAction> {
        if let Some(line) = self.drafting_line() {
            return line
                .iter()
                .enumerate()
                .filter(|(_, s)| s.card.is_some() && s.token.is_none())
                .map(|(position, _)| QueenAction::Choose { position })
                .collect();
        }
        let Some(card) = self.token_card(player) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for grid in 0..self.config.players {
            if self.grid_refusal(player, grid).is_some() {
                continue;
            }
            for at in self.grids[grid].open_offsets() {
                out.push(QueenAction::Place { card, grid, at });
            }
        }
        out
    }

    pub(crate) fn check_choose(&self, position: usize) -> Result<(), QueenIllegal> {
        let line = self.drafting_line().ok_or(QueenIllegal::NotChoosing)?;
        match line.get(position) {
            Some(Slot {
                card: Some(_),
                token: None,
            }) => Ok(()),
            _ => Err(QueenIllegal::PositionTaken(position)),
        }
    }

    pub(crate) fn do_choose(&mut self, player: usize, position: usize) {
        let drafting_first = matches!(self.step, Step::Draft(_));
        let line = if drafting_first {
            &mut self.line
        } else {
            &mut self.next_line
        };
        let Some(slot) = line.get_mut(position) else {
            return;
        };
        slot.token = Some(player);
        let card = slot.card;
        if let Some(card) = card {
            self.events.push(QueenEvent::Chose {
                player,
                position,
                card,
            });
        }
        match self.step {
            Step::Draft(i) if i + 1 < self.order.len() => self.step = Step::Draft(i + 1),
            Step::Draft(_) => {
                if self.round + 1 < self.config.rounds() {
                    self.next_line = self.lay_line().unwrap_or_default();
                }
                self.advance();
            }
            _ => self.advance(),
        }
    }

    pub(crate) fn check_place(
        &self,
        player: usize,
        card: Card,
        grid: usize,
        at: Offset,
    ) -> Result<(), QueenIllegal> {
        if self.step != Step::Place(player) {
            return Err(QueenIllegal::NotPlacing);
        }
        let expected = self.token_card(player).ok_or(QueenIllegal::NotPlacing)?;
        if card != expected {
            return Err(QueenIllegal::WrongCard {
                expected,
                given: card,
            });
        }
        if let Some(refusal) = self.grid_refusal(player, grid) {
            return Err(refusal);
        }
        let g = &self.grids[grid];
        match g.cell(at) {
            Some(cell) if g.open_cells().contains(cell) => Ok(()),
            _ => Err(QueenIllegal::NotOpen(at)),
        }
    }

    pub(crate) fn do_place(&mut self, player: usize, card: Card, grid: usize, at: Offset) {
        if self.grids[grid].place(at, card).is_err() {
            return;
        }
        let after = grid_score(&self.grids[grid]).total();
        let change = after - self.grid_scores[grid];
        self.grid_scores[grid] = after;
        if grid != player && !self.attacking {
            self.attacking = true;
            self.attack_used = true;
            self.events.push(QueenEvent::Attack { player });
        }
        for slot in &mut self.line {
            if slot.token == Some(player) {
                slot.card = None;
            }
        }
        self.played[grid] = true;
        self.placed[player] = true;
        self.events.push(QueenEvent::Placed {
            player,
            card,
            grid,
            at,
            change,
        });
        if self.next_line.is_empty() {
            self.advance();
        } else {
            self.step = Step::Choose(player);
        }
    }

    /// The next player to place, or the end of the round.
    fn advance(&mut self) {
        let next = self
            .line
            .iter()
            .filter_map(|s| s.token)
            .find(|&t| !self.placed[t]);
        if let Some(p) = next {
            self.step = Step::Place(p);
            return;
        }
        let unused: Vec<Card> = self.line.iter().filter_map(|s| s.card).collect();
        if !unused.is_empty() {
            self.discard.extend(&unused);
            self.events.push(QueenEvent::Discarded { cards: unused });
        }
        self.round += 1;
        let n = self.config.players;
        self.played = vec![false; n];
        self.placed = vec![false; n];
        self.attacking = false;
        if self.round >= self.config.rounds() {
            self.line.clear();
            self.step = Step::Over;
            self.events.push(QueenEvent::Ended);
            return;
        }
        self.line = core::mem::take(&mut self.next_line);
        if self.round + 1 < self.config.rounds() {
            self.next_line = self.lay_line().unwrap_or_default();
        }
        let first = self.line.iter().find_map(|s| s.token);
        self.step = first.map_or(Step::Over, Step::Place);
    }
}

impl Game for Queen {
    type Config = QueenConfig;
    type Action = QueenAction;
    type View = QueenView;
    type Event = QueenEvent;
    type Card = Card;
    type Illegal = QueenIllegal;

    const NAME: &'static str = "queen-of-the-ticcitories";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: QueenConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let short = || ConfigError::Invalid {
            option: "players",
            reason: "not enough cards".into(),
        };
        // Each pulls a card: highest number + shape value first (then the card order); the
        // pulled cards go to the bottom of the deck.
        let pulled: Vec<Card> = deck.split_off(deck.len() - n).into_iter().rev().collect();
        let key = |c: Card| (c.number().value() + c.shape().value(), c.rank_key());
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&p| core::cmp::Reverse(key(pulled[p])));
        for &c in pulled.iter().rev() {
            deck.insert(0, c);
        }
        let mut events = vec![QueenEvent::Order {
            pulled: pulled.clone(),
            order: order.clone(),
        }];
        let mut game = Queen {
            seed,
            rng,
            deck,
            pulled,
            order,
            line: Vec::new(),
            next_line: Vec::new(),
            grids: Vec::new(),
            grid_scores: vec![0; n],
            round: 0,
            played: vec![false; n],
            placed: vec![false; n],
            attack_used: false,
            attacking: false,
            discard: Vec::new(),
            step: Step::Draft(0),
            events: Vec::new(),
            partial_deck: false,
            config,
        };
        game.line = game.lay_line().ok_or_else(short)?;
        let starts: Vec<Card> = (0..n).filter_map(|_| game.deck.pop()).collect();
        if starts.len() != n {
            return Err(short());
        }
        game.grids = starts
            .iter()
            .map(|&c| BoundedGrid::new(game.config.grid, c))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| ConfigError::Invalid {
                option: "grid",
                reason: e.to_string(),
            })?;
        events.append(&mut game.events);
        events.push(QueenEvent::Started { cards: starts });
        game.events = events;
        Ok(game)
    }

    fn config(&self) -> &QueenConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        match self.step {
            Step::Draft(i) => self
                .order
                .get(i)
                .map_or(ToAct::Nobody, |&p| ToAct::Player(p)),
            Step::Place(p) | Step::Choose(p) => ToAct::Player(p),
            Step::Over => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<QueenAction> {
        seats::if_to_act(self.to_act(), player, || self.actions_for(player))
    }

    fn apply(
        &mut self,
        player: usize,
        action: &QueenAction,
    ) -> Result<(), ActionError<QueenIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        match *action {
            QueenAction::Choose { position } => {
                self.check_choose(position).map_err(ActionError::Illegal)?;
                self.do_choose(player, position);
            }
            QueenAction::Place { card, grid, at } => {
                self.check_place(player, card, grid, at)
                    .map_err(ActionError::Illegal)?;
                self.do_place(player, card, grid, at);
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> QueenView {
        QueenView {
            player,
            grids: self.grids.clone(),
            scores: self.scores(),
            line: self.line.clone(),
            next_line: self.next_line.clone(),
            deck_size: self.deck.len(),
            round: self.round,
            rounds: self.config.rounds(),
            attack_available: self.config.attack && !self.attack_used,
            attacking: self.attacking,
            played: self.played.clone(),
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<rules_engine::Outcome> {
        (self.step == Step::Over).then(|| Outcome::highest_wins(self.scores()))
    }

    fn events(&self) -> &[QueenEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<QueenEvent> {
        self.events_since(player, 0)
    }

    /// Everything that happens is face up: the events from `from` on, as they are.
    fn events_since(&self, _player: usize, from: usize) -> Vec<QueenEvent> {
        self.events.get(from..).unwrap_or_default().to_vec()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(e.to_string()))?;
        let n = self.config.players;
        InvalidState::ensure(
            self.grids.len() == n && self.played.len() == n && self.placed.len() == n,
            || "grids or round flags do not match the players".into(),
        )?;
        let mut sorted = self.order.clone();
        sorted.sort_unstable();
        InvalidState::ensure(sorted == (0..n).collect::<Vec<_>>(), || {
            "the order of play is not a permutation of the seats".into()
        })?;
        InvalidState::ensure(
            self.grid_scores.len() == n
                && self
                    .grids
                    .iter()
                    .zip(&self.grid_scores)
                    .all(|(g, &s)| grid_score(g).total() == s),
            || "the grid scores do not match the grids".into(),
        )?;
        InvalidState::ensure(self.round <= self.config.rounds(), || {
            "too many rounds".into()
        })?;
        for (p, g) in self.grids.iter().enumerate() {
            InvalidState::ensure(g.bound() == self.config.grid && g.is_buildable(), || {
                format!("player {p}'s grid is broken")
            })?;
            let expected = 1 + self.round + usize::from(self.played[p]);
            InvalidState::ensure(g.count() == expected, || {
                format!(
                    "player {p}'s grid holds {} cards, expected {expected}",
                    g.count()
                )
            })?;
        }
        let slots_ok = |line: &[Slot]| {
            line.iter().all(|s| s.token.is_none_or(|t| t < n))
                && line.len() <= self.config.centre_cards
        };
        InvalidState::ensure(slots_ok(&self.line) && slots_ok(&self.next_line), || {
            "a centre line is malformed".into()
        })?;
        let mut all = self.cards();
        all.sort_unstable();
        let total = all.len();
        all.dedup();
        InvalidState::ensure(all.len() == total, || "a card is in two places".into())?;
        InvalidState::ensure(total == Card::COUNT || self.partial_deck, || {
            format!("{total} cards in play; the deck has 125")
        })?;
        InvalidState::ensure(!self.attacking || self.attack_used, || {
            "an attack under way but not used".into()
        })?;
        for line in [&self.line, &self.next_line] {
            let mut tokens: Vec<usize> = line.iter().filter_map(|s| s.token).collect();
            tokens.sort_unstable();
            let count = tokens.len();
            tokens.dedup();
            InvalidState::ensure(tokens.len() == count, || {
                "a player has two tokens on one line".into()
            })?;
        }
        // The step names a seat that exists, the game is over exactly after the last
        // round, and whoever is to act has an action.
        let (acting, over) = match self.step {
            Step::Draft(i) => (self.order.get(i).copied(), false),
            Step::Place(p) | Step::Choose(p) => ((p < n).then_some(p), false),
            Step::Over => (None, true),
        };
        InvalidState::ensure(over == (self.round == self.config.rounds()), || {
            format!(
                "round {} of {} with the game {}",
                self.round,
                self.config.rounds(),
                if over { "over" } else { "going on" }
            )
        })?;
        if !over {
            let player = acting.ok_or_else(|| InvalidState::new("the step names no seat"))?;
            InvalidState::ensure(!self.actions_for(player).is_empty(), || {
                format!("player {player} is to act but has no action")
            })?;
        }
        Ok(())
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(self.line.iter().filter_map(|s| s.card));
        all.extend(self.next_line.iter().filter_map(|s| s.card));
        all.extend(self.grids.iter().flat_map(|g| g.placed()));
        all.extend(&self.discard);
        all
    }

    fn hidden_cards(&self, _player: usize) -> Vec<Card> {
        // Only the deck is face down, and the pulled cards at its bottom were seen by all.
        self.deck
            .iter()
            .copied()
            .filter(|c| !self.pulled.contains(c))
            .collect()
    }
}

impl rules_engine::Determinize for Queen {
    /// Everything is face up but the deck: its unseen cards are reshuffled in their places
    /// (the cards pulled for the order of play, seen by all, stay at its bottom).
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        let mut sample = self.clone();
        let hidden = self.hidden_cards(player);
        seats::redeal_unseen(player, &mut [&mut sample.deck], &mut [], &hidden, rng);
        sample.rng = rules_engine::determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
