//! Legality and turn flow: which plays a player has, what an action would do, and what
//! happens after it.
//!
//! The `Game` and `Determinize` implementations live here: the rules act on the state.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::Card;
use tic_grid::seats;

use crate::actions::{Illegal, TicSquaredAction, TicSquaredEvent};
use crate::config::TicSquaredConfig;
use crate::growing::{Contact, GrowingGrid};
use crate::state::{Block, Phase, TicSquared, Turn};
use crate::view::TicSquaredView;

impl TicSquared {
    /// The phase, the turn and what is left agree: whoever is to act has an action, and a
    /// game that is over ended by someone going out or the deck running out.
    fn validate_progress(&self) -> Result<(), InvalidState> {
        let n = self.config.players;
        let plain_turn = Turn::of(self.turn.player);
        match self.phase {
            Phase::Opening => {
                InvalidState::ensure(self.turn == Turn::of(0), || {
                    "a turn under way before every grid is started".into()
                })?;
                InvalidState::ensure(
                    (0..n).all(|p| self.grids[p].is_some() || !self.hands[p].is_empty()),
                    || "a player must start a grid but has no card".into(),
                )
            }
            Phase::Play if self.config.race => {
                InvalidState::ensure(self.turn == plain_turn, || "the race has no turns".into())?;
                InvalidState::ensure(
                    !self.stock.is_empty() || (0..n).any(|p| self.can_play(p)),
                    || "nobody can play or pick up, but the race goes on".into(),
                )
            }
            Phase::Play => {
                let player = self.turn.player;
                InvalidState::ensure(
                    self.can_play(player) || (self.turn.picked.is_none() && !self.stock.is_empty()),
                    || format!("player {player} to act can neither play nor pick up"),
                )
            }
            Phase::Over => {
                InvalidState::ensure(self.went_out.is_some() || self.stock.is_empty(), || {
                    "the game is over with cards left to pick up and nobody out".into()
                })
            }
        }
    }

    /// Whether `player`'s previous play (this turn, or in the race their last play) made a
    /// Tic: a Singles-only last card may then go out.
    pub(crate) fn follows_tic(&self, player: usize) -> bool {
        if self.config.race {
            self.last_play_tic.get(player).copied().unwrap_or(false)
        } else {
            self.turn.tic_streak
        }
    }

    /// Checks a play fully, without changing anything.
    pub(crate) fn check_play(
        &self,
        player: usize,
        card: Card,
        grid: usize,
        at: crate::growing::Placement,
    ) -> Result<Contact, Illegal> {
        if self.phase == Phase::Opening {
            return Err(Illegal::Opening);
        }
        let hand = self.hands.get(player).ok_or(Illegal::NotInHand(card))?;
        if !self.config.race
            && let Some(picked) = self.turn.picked
            && picked != card
        {
            return Err(Illegal::MustPlayPicked(picked));
        }
        if !hand.contains(&card) {
            return Err(Illegal::NotInHand(card));
        }
        let Some(Some(target)) = self.grids.get(grid) else {
            return Err(Illegal::NoSuchGrid(grid));
        };
        if !self.config.race && grid != player {
            match self.turn.block {
                Block::Closed => return Err(Illegal::BlockOver),
                Block::On(other) if other != grid => return Err(Illegal::OtherOpponent(other)),
                _ => {}
            }
        }
        let contact = target.check(at, card)?;
        if hand.len() == 1 && contact.tics == 0 && !self.follows_tic(player) {
            return Err(Illegal::CannotGoOut);
        }
        Ok(contact)
    }

    /// Every play `player` may make now.
    pub(crate) fn plays(&self, player: usize) -> Vec<TicSquaredAction> {
        let Some(hand) = self.hands.get(player) else {
            return Vec::new();
        };
        let mut cards: Vec<Card> = match (self.config.race, self.turn.picked) {
            (false, Some(picked)) => vec![picked],
            _ => hand.clone(),
        };
        cards.sort_unstable();
        let mut out = Vec::new();
        for (g, grid) in self.grids.iter().enumerate() {
            let Some(grid) = grid else { continue };
            let placements = grid.placements();
            for &card in &cards {
                for &at in &placements {
                    if self.check_play(player, card, g, at).is_ok() {
                        out.push(TicSquaredAction::Play { card, grid: g, at });
                    }
                }
            }
        }
        out
    }

    /// Whether `player` has any play.
    pub(crate) fn can_play(&self, player: usize) -> bool {
        !self.plays(player).is_empty()
    }

    /// Checks any action fully (turn order aside), without changing anything.
    pub(crate) fn check(&self, player: usize, action: &TicSquaredAction) -> Result<(), Illegal> {
        match *action {
            TicSquaredAction::Start(card) => {
                if self.phase != Phase::Opening {
                    return Err(Illegal::AlreadyStarted);
                }
                if matches!(self.grids.get(player), Some(Some(_))) {
                    return Err(Illegal::AlreadyStarted);
                }
                if !self.hands.get(player).is_some_and(|h| h.contains(&card)) {
                    return Err(Illegal::NotInHand(card));
                }
                Ok(())
            }
            TicSquaredAction::Play { card, grid, at } => {
                self.check_play(player, card, grid, at).map(|_| ())
            }
            TicSquaredAction::PickUp => {
                if self.phase == Phase::Opening {
                    return Err(Illegal::Opening);
                }
                if !self.config.race && self.turn.picked.is_some() {
                    return Err(Illegal::AlreadyPickedUp);
                }
                if self.stock.is_empty() {
                    return Err(Illegal::DeckEmpty);
                }
                Ok(())
            }
            TicSquaredAction::EndTurn => {
                if self.config.race {
                    return Err(Illegal::NoTurns);
                }
                if self.phase == Phase::Opening {
                    return Err(Illegal::Opening);
                }
                if !self.turn.tic_streak && self.turn.picked.is_none() {
                    return Err(Illegal::CannotEndTurn);
                }
                if !self.can_play(player) {
                    return Err(Illegal::MustPickUp);
                }
                Ok(())
            }
        }
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, player: usize, action: &TicSquaredAction) {
        match *action {
            TicSquaredAction::Start(card) => {
                if let Some(hand) = self.hands.get_mut(player) {
                    hand.retain(|&c| c != card);
                }
                if let Some(slot) = self.grids.get_mut(player) {
                    *slot = Some(crate::growing::GrowingGrid::new(card));
                }
                self.events.push(TicSquaredEvent::Started { player, card });
                if self.grids.iter().all(Option::is_some) {
                    self.phase = Phase::Play;
                    if !self.config.race {
                        self.start_turn(0);
                    }
                }
            }
            TicSquaredAction::Play { card, grid, at } => self.play(player, card, grid, at),
            TicSquaredAction::PickUp => {
                let card = self.stock.pop();
                if let (Some(card), Some(hand)) = (card, self.hands.get_mut(player)) {
                    hand.push(card);
                    self.events.push(TicSquaredEvent::PickedUp {
                        player,
                        card: Some(card),
                    });
                    if !self.config.race {
                        self.turn.picked = Some(card);
                    }
                }
            }
            TicSquaredAction::EndTurn => self.next_turn(),
        }
        self.settle();
    }

    fn play(&mut self, player: usize, card: Card, grid: usize, at: crate::growing::Placement) {
        let Some(Some(target)) = self.grids.get_mut(grid) else {
            return;
        };
        let Ok(contact) = target.place(at, card) else {
            return;
        };
        if let Some(hand) = self.hands.get_mut(player) {
            hand.retain(|&c| c != card);
        }
        self.events.push(TicSquaredEvent::Played {
            player,
            card,
            grid,
            at,
            singles: contact.singles,
            tics: contact.tics,
        });
        if let Some(flag) = self.last_play_tic.get_mut(player) {
            *flag = contact.tics > 0;
        }
        if !self.config.race {
            self.turn.picked = None;
            self.turn.block = match (grid == player, self.turn.block) {
                (true, Block::On(_)) => Block::Closed,
                (true, b) => b,
                (false, _) => Block::On(grid),
            };
        }
        if contact.tics >= 2 {
            self.penalty(player, card.number().value());
        }
        if self.hands.get(player).is_some_and(Vec::is_empty) {
            self.went_out = Some(player);
            self.phase = Phase::Over;
            self.events.push(TicSquaredEvent::WentOut { player });
            return;
        }
        if !self.config.race {
            if contact.tics == 0 {
                self.next_turn();
            } else {
                self.turn.tic_streak = true;
            }
        }
    }

    /// Every other player picks up `due` cards, in seat order from the next player, while the
    /// deck lasts.
    fn penalty(&mut self, player: usize, due: u8) {
        let n = self.config.players;
        for k in 1..n {
            let other = (player + k) % n;
            let mut cards = Vec::new();
            for _ in 0..due {
                match self.stock.pop() {
                    Some(c) => cards.push(c),
                    None => break,
                }
            }
            if let Some(hand) = self.hands.get_mut(other) {
                hand.extend(&cards);
            }
            self.events.push(TicSquaredEvent::Penalty {
                player: other,
                due,
                taken: cards.len(),
                cards,
            });
        }
    }

    fn start_turn(&mut self, player: usize) {
        self.turn = crate::state::Turn::of(player);
        self.events.push(TicSquaredEvent::TurnStarts { player });
    }

    fn next_turn(&mut self) {
        let next = (self.turn.player + 1) % self.config.players;
        self.start_turn(next);
    }

    /// Automatic steps after an action: a picked card that cannot be played ends the turn; a
    /// player who must pick up from an empty deck ends the game (deck exhausted); in the race
    /// the game ends when the deck is empty and nobody can play.
    pub(crate) fn settle(&mut self) {
        if self.phase != Phase::Play {
            return;
        }
        if self.config.race {
            if self.stock.is_empty() && (0..self.config.players).all(|p| !self.can_play(p)) {
                self.end_exhausted();
            }
            return;
        }
        // Each pass either returns or starts the next turn; a turn that cannot even pick up
        // ends the game, so this loop ends.
        for _ in 0..=self.config.players {
            let player = self.turn.player;
            if self.can_play(player) {
                return;
            }
            if self.turn.picked.is_some() {
                self.next_turn();
                continue;
            }
            if self.stock.is_empty() {
                self.end_exhausted();
            }
            return;
        }
    }

    fn end_exhausted(&mut self) {
        self.phase = Phase::Over;
        self.events.push(TicSquaredEvent::DeckExhausted);
    }
}

impl Game for TicSquared {
    type Config = TicSquaredConfig;
    type Action = TicSquaredAction;
    type View = TicSquaredView;
    type Event = TicSquaredEvent;
    type Card = Card;
    type Illegal = Illegal;

    const NAME: &'static str = "tic-squared";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: TicSquaredConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut all: Vec<Card> = Card::all().collect();
        rng.shuffle(&mut all);
        let boxed = all.split_off(config.cards_in_play());
        let mut stock = all;
        let mut hands = vec![Vec::new(); config.players];
        for _ in 0..config.hand_size {
            for hand in &mut hands {
                hand.extend(stock.pop());
            }
        }
        Ok(TicSquared {
            last_play_tic: vec![false; config.players],
            grids: vec![None; config.players],
            seed,
            rng,
            stock,
            boxed,
            hands,
            phase: Phase::Opening,
            turn: Turn::of(0),
            went_out: None,
            events: Vec::new(),
            config,
        })
    }

    fn config(&self) -> &TicSquaredConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<TicSquaredAction> {
        let may = match self.to_act() {
            ToAct::Nobody => false,
            ToAct::Anyone => player < self.config.players,
            ToAct::Player(p) => p == player,
        };
        if !may {
            return Vec::new();
        }
        if self.phase == Phase::Opening {
            if self.grid(player).is_some() {
                return Vec::new();
            }
            let mut cards = self.hand(player).to_vec();
            cards.sort_unstable();
            return cards.into_iter().map(TicSquaredAction::Start).collect();
        }
        let mut out = self.plays(player);
        for extra in [TicSquaredAction::PickUp, TicSquaredAction::EndTurn] {
            if self.check(player, &extra).is_ok() {
                out.push(extra);
            }
        }
        out
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TicSquaredAction,
    ) -> Result<(), ActionError<Illegal>> {
        ActionError::check_turn(self.to_act(), player, self.config.players)?;
        self.check(player, action).map_err(ActionError::Illegal)?;
        self.perform(player, action);
        Ok(())
    }

    fn view(&self, player: usize) -> TicSquaredView {
        TicSquaredView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(crate::scoring::outcome(self.scores(), self.went_out))
    }

    fn events(&self) -> &[TicSquaredEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TicSquaredEvent> {
        self.events_since(player, 0)
    }

    /// Only the events from `from` on are cloned and redacted.
    fn events_since(&self, player: usize, from: usize) -> Vec<TicSquaredEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                TicSquaredEvent::PickedUp { player: p, .. } if *p != player => {
                    TicSquaredEvent::PickedUp {
                        player: *p,
                        card: None,
                    }
                }
                TicSquaredEvent::Penalty {
                    player: p,
                    due,
                    taken,
                    ..
                } if *p != player => TicSquaredEvent::Penalty {
                    player: *p,
                    due: *due,
                    taken: *taken,
                    cards: Vec::new(),
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = self.config.players;
        InvalidState::ensure(self.hands.len() == n && self.grids.len() == n, || {
            format!(
                "{} hands and {} grids for {n} players",
                self.hands.len(),
                self.grids.len()
            )
        })?;
        InvalidState::ensure(self.last_play_tic.len() == n, || {
            "one race flag per player".into()
        })?;
        InvalidState::ensure(self.turn.player < n, || {
            format!("turn of player {} of {n}", self.turn.player)
        })?;
        for grid in self.grids.iter().flatten() {
            grid.validate().map_err(InvalidState::new)?;
        }
        let started = self.grids.iter().all(Option::is_some);
        InvalidState::ensure((self.phase == Phase::Opening) != started, || {
            "the phase does not match the started grids".into()
        })?;
        if let Some(picked) = self.turn.picked {
            InvalidState::ensure(self.hand(self.turn.player).contains(&picked), || {
                format!("the picked card {picked} is not in the player's hand")
            })?;
        }
        if let Block::On(g) = self.turn.block {
            InvalidState::ensure(g < n && g != self.turn.player, || {
                format!("the turn's opponent grid {g} is not an opponent's")
            })?;
        }
        if let Some(w) = self.went_out {
            InvalidState::ensure(w < n && self.hand(w).is_empty(), || {
                format!("player {w} went out with cards in hand")
            })?;
            InvalidState::ensure(self.phase == Phase::Over, || {
                "a player went out but the game goes on".into()
            })?;
        }
        let mut cards = self.cards();
        cards.sort_unstable();
        let whole: Vec<Card> = Card::all().collect();
        InvalidState::ensure(cards == whole, || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })?;
        // The cards left out at the deal stay out.
        let boxed_at_least = Card::COUNT.saturating_sub(self.config.cards_in_play());
        InvalidState::ensure(self.boxed.len() >= boxed_at_least, || {
            format!(
                "{} cards left out of play, fewer than the {boxed_at_least} of the deal",
                self.boxed.len()
            )
        })?;
        self.validate_progress()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.stock.clone();
        all.extend(&self.boxed);
        all.extend(self.hands.iter().flatten());
        all.extend(self.grids.iter().flatten().flat_map(GrowingGrid::cards));
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        seats::unseen_by(player, &[&self.stock, &self.boxed], &self.hands)
    }
}

impl rules_engine::Determinize for TicSquared {
    /// The stock, the boxed cards and the other players' hands are redealt among
    /// themselves; the player's hand and every grid stay. A card an opponent picked up this
    /// turn and must play is known to be playable (else their turn would have ended): the
    /// sample puts there one of the unseen cards that is, drawn first.
    /// Public facts constrain the hidden cards (the player to act can play or pick up; a
    /// waiting picked-up card plays): redeals are drawn until one agrees with them.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        rules_engine::determinize::first_valid(64, rng, |rng| self.redealt(player, rng))
    }
}

impl TicSquared {
    fn redealt(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let mut hidden = self.hidden_cards(player);
        hidden.sort_unstable();
        let picker = self.turn.player;
        let picked_at = match self.turn.picked {
            Some(picked) if picker != player && !self.config.race => {
                self.hand(picker).iter().position(|&c| c == picked)
            }
            _ => None,
        };
        if let Some(at) = picked_at {
            let playable: Vec<Card> = hidden
                .iter()
                .copied()
                .filter(|&c| {
                    sample.hands[picker][at] = c;
                    sample.turn.picked = Some(c);
                    sample.can_play(picker)
                })
                .collect();
            let real = self.hands[picker][at];
            let card = rng.choose(&playable).copied().unwrap_or(real);
            sample.hands[picker][at] = real;
            // The chosen card trades places with the real picked card.
            let elsewhere = sample
                .stock
                .iter_mut()
                .chain(sample.boxed.iter_mut())
                .chain(
                    sample
                        .hands
                        .iter_mut()
                        .enumerate()
                        .filter(|&(p, _)| p != player)
                        .flat_map(|(_, hand)| hand.iter_mut()),
                )
                .find(|c| **c == card);
            if let Some(slot) = elsewhere {
                *slot = real;
            }
            sample.hands[picker][at] = card;
            sample.turn.picked = Some(card);
            if let Ok(k) = hidden.binary_search(&card) {
                hidden.remove(k);
            }
        }
        // The chosen picked card is out of `hidden`, so it stays in its place.
        seats::redeal_unseen(
            player,
            &mut [&mut sample.stock, &mut sample.boxed],
            &mut sample.hands,
            &hidden,
            rng,
        );
        sample.rng = rules_engine::determinize::reseed(rng);
        // The real log names the cards others picked up.
        sample.events = self.events_for(player);
        sample
    }
}
