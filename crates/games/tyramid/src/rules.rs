//! Legality and turn flow.
//!
//! The `Game` and `Determinize` implementations live here: the rules act on the state.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_grid::{Staggered, seats};

use crate::actions::{EndReason, TyramidAction, TyramidEvent, TyramidIllegal};
use crate::config::{HAND_SIZE, OVER_HAND_PENALTY, TyramidConfig};
use crate::scoring::{MAX_PLAY_POINTS, PlayScore, play_score};
use crate::state::Tyramid;
use crate::view::TyramidView;

impl Tyramid {
    /// The cell of a row and place, if it exists.
    pub(crate) fn cell_of(&self, row: usize, place: usize) -> Option<usize> {
        let cells = self.layout.row_cells(row);
        let cell = cells.start.checked_add(place)?;
        cells.contains(&cell).then_some(cell)
    }

    /// Row and place of a cell.
    pub(crate) fn row_place(&self, cell: usize) -> (usize, usize) {
        self.layout.row_of(cell).unwrap_or((0, 0))
    }

    /// Every legal play of `player`'s hand, as `(card, cell)`.
    pub(crate) fn legal_plays(&self, player: usize) -> Vec<(Card, usize)> {
        let hand: CardSet = self.hands.get(player).into_iter().flatten().collect();
        self.layout.legal_placements(hand)
    }

    pub(crate) fn can_play(&self, player: usize) -> bool {
        let hand: CardSet = self.hands.get(player).into_iter().flatten().collect();
        self.layout
            .open_cells()
            .iter()
            .any(|cell| !(hand & self.layout.board().compatible(cell)).is_empty())
    }

    pub(crate) fn actions_for(&self, player: usize) -> Vec<TyramidAction> {
        let plays = self.legal_plays(player);
        if plays.is_empty() {
            return vec![if self.deck.is_empty() {
                TyramidAction::Pass
            } else {
                TyramidAction::Draw
            }];
        }
        let mut actions: Vec<TyramidAction> = plays
            .into_iter()
            .map(|(card, cell)| {
                let (row, place) = self.row_place(cell);
                TyramidAction::Play { card, row, place }
            })
            .collect();
        if self.bonus {
            actions.push(TyramidAction::EndTurn);
        }
        actions
    }

    /// Checks a play fully; returns the cell and its score.
    pub(crate) fn check_play(
        &self,
        player: usize,
        card: Card,
        row: usize,
        place: usize,
    ) -> Result<(usize, PlayScore), TyramidIllegal> {
        if !self.hands[player].contains(&card) {
            return Err(TyramidIllegal::NotInHand(card));
        }
        let cell = self
            .cell_of(row, place)
            .ok_or(TyramidIllegal::NoSuchPlace { row, place })?;
        if !self.layout.open_cells().contains(cell) {
            return Err(TyramidIllegal::NotOpen { row, place });
        }
        let touching = self.layout.touching(cell);
        if let Some(nic) = (touching & CardSet::nics_of(card)).first() {
            return Err(TyramidIllegal::Nic { card, nic });
        }
        Ok((
            cell,
            play_score(card, touching, self.config.same_pair_points),
        ))
    }

    pub(crate) fn do_play(&mut self, player: usize, card: Card, cell: usize, score: PlayScore) {
        // Checked by `check_play`: the cell is open and the card in hand.
        if self.layout.place(cell, card).is_err() {
            return;
        }
        self.hands[player].retain(|&c| c != card);
        self.points[player] = self.points[player].saturating_add(i64::from(score.points));
        let (row, place) = self.row_place(cell);
        self.events.push(TyramidEvent::Played {
            player,
            card,
            row,
            place,
            score,
        });
        if self.layout.is_complete() {
            self.finish(EndReason::Complete);
        } else if score.plays_again() && !self.hands[player].is_empty() {
            self.bonus = true;
        } else {
            self.end_turn(player);
        }
    }

    pub(crate) fn draw(&mut self, player: usize, count: usize, forced: bool) {
        let n = count.min(self.deck.len());
        if n == 0 {
            return;
        }
        let cards: Vec<Card> = self.deck.split_off(self.deck.len() - n);
        let cards: Vec<Card> = cards.into_iter().rev().collect();
        self.hands[player].extend(&cards);
        self.events.push(TyramidEvent::Drew {
            player,
            count: n,
            cards,
            forced,
        });
    }

    /// Ends `player`'s turn: refill to five, next player, and the stalled-game check.
    pub(crate) fn end_turn(&mut self, player: usize) {
        let missing = HAND_SIZE.saturating_sub(self.hands[player].len());
        self.draw(player, missing, false);
        self.events.push(TyramidEvent::TurnEnded { player });
        self.bonus = false;
        self.turn = (player + 1) % self.config.players;
        if self.deck.is_empty() && !(0..self.config.players).any(|p| self.can_play(p)) {
            self.finish(EndReason::Stalled);
        }
    }

    fn finish(&mut self, reason: EndReason) {
        self.bonus = false;
        for player in 0..self.config.players {
            let over = self.hands[player].len().saturating_sub(HAND_SIZE);
            if over > 0 {
                self.events.push(TyramidEvent::Penalty {
                    player,
                    cards_over: over,
                    points: i64::try_from(over)
                        .unwrap_or(i64::MAX)
                        .saturating_mul(OVER_HAND_PENALTY),
                });
            }
        }
        self.ended = Some(reason);
        self.events.push(TyramidEvent::Ended { reason });
    }

    /// Final scores: play points less 2 per card in hand above five.
    pub(crate) fn final_scores(&self) -> Vec<i64> {
        self.points
            .iter()
            .zip(&self.hands)
            .map(|(&pts, hand)| {
                let over = i64::try_from(hand.len().saturating_sub(HAND_SIZE)).unwrap_or(i64::MAX);
                pts.saturating_sub(over.saturating_mul(OVER_HAND_PENALTY))
            })
            .collect()
    }
}

impl Game for Tyramid {
    type Config = TyramidConfig;
    type Action = TyramidAction;
    type View = TyramidView;
    type Event = TyramidEvent;
    type Card = Card;
    type Illegal = TyramidIllegal;

    const NAME: &'static str = "tyramid";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: TyramidConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let n = config.players;
        let mut events = Vec::new();
        // Pull one card each to see who goes first (distinct cards never tie), then return
        // them and shuffle.
        let pulled: Vec<Card> = deck.split_off(deck.len() - n).into_iter().rev().collect();
        let first = (0..n)
            .max_by(|&a, &b| pulled[a].cmp_rank(pulled[b]))
            .unwrap_or(0);
        deck.extend(&pulled);
        rng.shuffle(&mut deck);
        events.push(TyramidEvent::FirstPlayer { pulled, first });
        let mut layout =
            Staggered::new(config.outline, config.size).map_err(|e| ConfigError::Invalid {
                option: "size",
                reason: e.to_string(),
            })?;
        let mut game = Tyramid {
            points: vec![0; n],
            hands: vec![Vec::new(); n],
            layout: layout.clone(),
            seed,
            deck,
            rng,
            first,
            turn: first,
            bonus: false,
            ended: None,
            events,
            partial_deck: false,
            config,
        };
        for p in 0..n {
            game.draw(p, HAND_SIZE, false);
        }
        let start = game.deck.pop().ok_or_else(|| ConfigError::Invalid {
            option: "players",
            reason: "not enough cards".into(),
        })?;
        layout
            .place(layout.start_cell(), start)
            .map_err(|e| ConfigError::Invalid {
                option: "size",
                reason: e.to_string(),
            })?;
        game.layout = layout;
        game.events.push(TyramidEvent::Start { card: start });
        Ok(game)
    }

    fn config(&self) -> &TyramidConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        seats::turn_to_act(self.ended.is_some(), self.turn)
    }

    fn legal_actions(&self, player: usize) -> Vec<TyramidAction> {
        seats::if_to_act(self.to_act(), player, || self.actions_for(player))
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TyramidAction,
    ) -> Result<(), ActionError<TyramidIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        match *action {
            TyramidAction::Play { card, row, place } => {
                let (cell, score) = self
                    .check_play(player, card, row, place)
                    .map_err(ActionError::Illegal)?;
                self.do_play(player, card, cell, score);
            }
            TyramidAction::EndTurn => {
                if !self.bonus {
                    return Err(ActionError::Illegal(TyramidIllegal::NoBonusPlay));
                }
                if !self.can_play(player) {
                    return Err(ActionError::Illegal(TyramidIllegal::CannotPass));
                }
                self.end_turn(player);
            }
            TyramidAction::Draw => {
                if self.can_play(player) {
                    return Err(ActionError::Illegal(TyramidIllegal::MustPlay));
                }
                if self.deck.is_empty() {
                    return Err(ActionError::Illegal(TyramidIllegal::CannotDraw));
                }
                self.draw(player, 1, true);
                self.end_turn(player);
            }
            TyramidAction::Pass => {
                if self.can_play(player) {
                    return Err(ActionError::Illegal(TyramidIllegal::MustPlay));
                }
                if !self.deck.is_empty() {
                    return Err(ActionError::Illegal(TyramidIllegal::CannotPass));
                }
                self.events.push(TyramidEvent::Passed { player });
                self.end_turn(player);
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> TyramidView {
        TyramidView {
            player,
            layout: self.layout.clone(),
            open_cells: self.layout.open_cells().iter().collect(),
            hand: seats::highest_first(self.hand(player)),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_size: self.deck.len(),
            points: self.points.clone(),
            same_pair_points: self.config.same_pair_points,
            bonus: self.bonus,
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended?;
        Some(Outcome::highest_wins(self.final_scores()))
    }

    fn events(&self) -> &[TyramidEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TyramidEvent> {
        self.events_since(player, 0)
    }

    /// Only the events from `from` on are cloned and redacted.
    fn events_since(&self, player: usize, from: usize) -> Vec<TyramidEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                TyramidEvent::Drew {
                    player: p,
                    count,
                    forced,
                    ..
                } if *p != player => TyramidEvent::Drew {
                    player: *p,
                    count: *count,
                    cards: Vec::new(),
                    forced: *forced,
                },
                // The pulled cards went back into the shuffled deck.
                TyramidEvent::FirstPlayer { first, .. } => TyramidEvent::FirstPlayer {
                    pulled: Vec::new(),
                    first: *first,
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(e.to_string()))?;
        let n = self.config.players;
        InvalidState::ensure(self.hands.len() == n && self.points.len() == n, || {
            format!(
                "{} hands and {} scores for {n} players",
                self.hands.len(),
                self.points.len()
            )
        })?;
        InvalidState::ensure(self.turn < n && self.first < n, || {
            format!("turn {} / first {} of {n} players", self.turn, self.first)
        })?;
        InvalidState::ensure(
            self.layout.outline() == self.config.outline && self.layout.size() == self.config.size,
            || "the layout does not match the config".into(),
        )?;
        InvalidState::ensure(
            self.layout.get(self.layout.start_cell()).is_some() && self.layout.is_buildable(),
            || "the layout was not built row by row from its start card".into(),
        )?;
        InvalidState::ensure(!self.layout.board().has_nic_edge(), || {
            "two touching cards of the layout Nic".into()
        })?;
        let mut all: Vec<Card> = self.cards();
        all.sort_unstable();
        let expected: Vec<Card> = {
            let mut set: Vec<Card> = all.clone();
            set.dedup();
            set
        };
        InvalidState::ensure(expected.len() == all.len(), || {
            "a card is in two places".into()
        })?;
        InvalidState::ensure(all.len() == Card::COUNT || self.partial_deck, || {
            format!("{} cards in play; the deck has 125", all.len())
        })?;
        InvalidState::ensure(
            self.ended != Some(EndReason::Complete) || self.layout.is_complete(),
            || "the game ended complete but the layout is not".into(),
        )?;
        InvalidState::ensure(!(self.bonus && self.ended.is_some()), || {
            "a bonus play after the end".into()
        })?;
        InvalidState::ensure(!self.bonus || !self.hands[self.turn].is_empty(), || {
            "a bonus play with an empty hand".into()
        })?;
        // Every card laid after the start scored at most MAX_PLAY_POINTS, for one player.
        let laid = self.layout.board().placed().len().saturating_sub(1);
        let most = i64::try_from(laid)
            .unwrap_or(i64::MAX)
            .saturating_mul(i64::from(MAX_PLAY_POINTS));
        InvalidState::ensure(self.points.iter().all(|&p| p >= 0), || {
            "a negative score".into()
        })?;
        InvalidState::ensure(
            self.points
                .iter()
                .try_fold(0_i64, |sum, &p| sum.checked_add(p))
                .is_some_and(|sum| sum <= most),
            || format!("the scores add up to more than {laid} plays can score"),
        )?;
        let stalled = self.deck.is_empty() && !(0..n).any(|p| self.can_play(p));
        match self.ended {
            None => InvalidState::ensure(!stalled && !self.layout.is_complete(), || {
                "the game should have ended".into()
            }),
            Some(EndReason::Complete) => Ok(()),
            Some(EndReason::Stalled) => InvalidState::ensure(stalled, || {
                "the game ended stalled but a play or a draw is left".into()
            }),
        }
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(self.hands.iter().flatten());
        all.extend(self.layout.board().placed());
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        seats::unseen_by(player, &[&self.deck], &self.hands)
    }
}

impl rules_engine::Determinize for Tyramid {
    /// The draw pile and the other players' hands are redealt among themselves (nobody sees
    /// another's draws, and the cards pulled for the first seat went back into the shuffle);
    /// the player's own hand and the layout stay.
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        let mut sample = self.clone();
        let hidden = self.hidden_cards(player);
        seats::redeal_unseen(
            player,
            &mut [&mut sample.deck],
            &mut sample.hands,
            &hidden,
            rng,
        );
        sample.rng = rules_engine::determinize::reseed(rng);
        // The real log names the cards others drew.
        sample.events = self.events_for(player);
        sample
    }
}
