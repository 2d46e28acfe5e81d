//! Legality and turn flow.
//!
//! The `Game` and `Determinize` implementations live here: the rules act on the state.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_grid::{Piles, Pos, seats};

use crate::actions::{EndReason, PenticAction, PenticEvent, PenticIllegal};
use crate::config::{HAND_SIZE, PenticConfig};
use crate::scoring::{MAX_PLAY_POINTS, PlayScore, score_play};
use crate::state::{Pentic, SIDE};
use crate::view::PenticView;

impl Pentic {
    /// Every legal play of a hand, as `(card, pile cell)`, by card then cell.
    pub(crate) fn legal_plays(&self, player: usize) -> Vec<(Card, usize)> {
        let mut out = Vec::new();
        let mut hand: Vec<Card> = self.hands.get(player).cloned().unwrap_or_default();
        hand.sort_unstable();
        for card in hand {
            let cells = self.piles.sharing_tops(card) | self.piles.all_nic_cells(card, 4);
            out.extend(cells.iter().map(|cell| (card, cell)));
        }
        out
    }

    pub(crate) fn actions_for(&self, player: usize) -> Vec<PenticAction> {
        let plays = self.legal_plays(player);
        if plays.is_empty() {
            return vec![PenticAction::Pass];
        }
        let cols = self.piles.cols();
        plays
            .into_iter()
            .map(|(card, cell)| PenticAction::Play {
                card,
                row: cell / cols,
                col: cell % cols,
            })
            .collect()
    }

    pub(crate) fn check_play(
        &self,
        player: usize,
        card: Card,
        row: usize,
        col: usize,
    ) -> Result<PlayScore, PenticIllegal> {
        if !self.hands[player].contains(&card) {
            return Err(PenticIllegal::NotInHand(card));
        }
        let pos = Pos::new(row, col);
        let top = self
            .piles
            .top(pos)
            .ok_or(PenticIllegal::NoSuchPile { row, col })?;
        score_play(card, top, self.piles.touching(pos))
            .ok_or(PenticIllegal::NicWithTop { card, top })
    }

    pub(crate) fn do_play(
        &mut self,
        player: usize,
        card: Card,
        row: usize,
        col: usize,
        score: PlayScore,
    ) {
        let Ok(covered) = self.piles.play(Pos::new(row, col), card) else {
            return;
        };
        self.hands[player].retain(|&c| c != card);
        self.scores[player] = self.scores[player].saturating_add(i64::from(score.points));
        self.seen.insert(card);
        self.passes_in_a_row = 0;
        self.events.push(PenticEvent::Played {
            player,
            card,
            row,
            col,
            covered,
            score,
        });
        let missing = HAND_SIZE.saturating_sub(self.hands[player].len());
        self.draw(player, missing);
        self.next_turn(player);
    }

    pub(crate) fn pass(&mut self, player: usize) {
        self.events.push(PenticEvent::Passed { player });
        let drew = self.draw(player, 1);
        self.passes_in_a_row = if drew == 0 {
            self.passes_in_a_row + 1
        } else {
            0
        };
        self.next_turn(player);
    }

    /// Draws up to `count` cards, reshuffling the covered cards in when the deck runs out.
    pub(crate) fn draw(&mut self, player: usize, count: usize) -> usize {
        let mut drawn = Vec::new();
        while drawn.len() < count {
            if self.deck.is_empty() && self.config.reshuffle_covered {
                let mut fresh = self.piles.take_covered();
                if !fresh.is_empty() {
                    self.rng.shuffle(&mut fresh);
                    self.events
                        .push(PenticEvent::Reshuffled { count: fresh.len() });
                    self.deck = fresh;
                }
            }
            match self.deck.pop() {
                Some(card) => drawn.push(card),
                None => break,
            }
        }
        let n = drawn.len();
        if n > 0 {
            self.hands[player].extend(&drawn);
            self.events.push(PenticEvent::Drew {
                player,
                count: n,
                cards: drawn,
            });
        }
        n
    }

    fn next_turn(&mut self, player: usize) {
        let n = self.config.players;
        self.turn = (player + 1) % n;
        if self.turn == 0 {
            self.rounds += 1;
            if self
                .scores
                .iter()
                .any(|&s| s >= i64::from(self.config.target))
            {
                return self.finish(EndReason::Target);
            }
            if self.rounds >= self.config.max_rounds {
                return self.finish(EndReason::RoundCap);
            }
        }
        if self.passes_in_a_row >= n {
            self.finish(EndReason::Stalled);
        }
    }

    fn finish(&mut self, reason: EndReason) {
        self.ended = Some(reason);
        self.events.push(PenticEvent::Ended { reason });
    }

    pub(crate) fn can_play(&self, player: usize) -> bool {
        self.hands[player].iter().any(|&card| {
            !(self.piles.sharing_tops(card) | self.piles.all_nic_cells(card, 4)).is_empty()
        })
    }

    /// Cards everyone has seen face up (the starting tops and every played card).
    pub(crate) fn public_cards(&self) -> CardSet {
        self.seen
    }
}

impl Game for Pentic {
    type Config = PenticConfig;
    type Action = PenticAction;
    type View = PenticView;
    type Event = PenticEvent;
    type Card = Card;
    type Illegal = PenticIllegal;

    const NAME: &'static str = "pentic";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: PenticConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let tops: Vec<Card> = deck
            .split_off(deck.len() - SIDE * SIDE)
            .into_iter()
            .rev()
            .collect();
        let piles = Piles::new(SIDE, SIDE, &tops).map_err(|e| ConfigError::Invalid {
            option: "piles",
            reason: e.to_string(),
        })?;
        let n = config.players;
        let mut game = Pentic {
            scores: vec![0; n],
            hands: vec![Vec::new(); n],
            seen: piles.tops().placed(),
            piles,
            seed,
            rng,
            deck,
            turn: 0,
            rounds: 0,
            passes_in_a_row: 0,
            ended: None,
            events: vec![PenticEvent::Laid { cards: tops }],
            partial_deck: false,
            config,
        };
        for p in 0..n {
            game.draw(p, HAND_SIZE);
        }
        Ok(game)
    }

    fn config(&self) -> &PenticConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<PenticAction> {
        seats::if_to_act(self.to_act(), player, || self.actions_for(player))
    }

    fn apply(
        &mut self,
        player: usize,
        action: &PenticAction,
    ) -> Result<(), ActionError<PenticIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        match *action {
            PenticAction::Play { card, row, col } => {
                let score = self
                    .check_play(player, card, row, col)
                    .map_err(ActionError::Illegal)?;
                self.do_play(player, card, row, col, score);
            }
            PenticAction::Pass => {
                if self.can_play(player) {
                    return Err(ActionError::Illegal(PenticIllegal::MustPlay));
                }
                self.pass(player);
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> PenticView {
        PenticView {
            player,
            piles: self.piles.clone(),
            hand: seats::highest_first(self.hand(player)),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_size: self.deck.len(),
            scores: self.scores.clone(),
            target: self.config.target,
            rounds: self.rounds,
            to_act: self.to_act(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended?;
        Some(Outcome::highest_wins(self.scores.clone()))
    }

    fn events(&self) -> &[PenticEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<PenticEvent> {
        self.events_since(player, 0)
    }

    /// Only the events from `from` on are cloned and redacted.
    fn events_since(&self, player: usize, from: usize) -> Vec<PenticEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                PenticEvent::Drew {
                    player: p, count, ..
                } if *p != player => PenticEvent::Drew {
                    player: *p,
                    count: *count,
                    cards: Vec::new(),
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
        InvalidState::ensure(self.hands.len() == n && self.scores.len() == n, || {
            format!(
                "{} hands, {} scores for {n} players",
                self.hands.len(),
                self.scores.len()
            )
        })?;
        InvalidState::ensure(self.turn < n, || format!("turn {} of {n}", self.turn))?;
        InvalidState::ensure(
            self.piles.rows() == SIDE && self.piles.cols() == SIDE,
            || "the piles are not 3x3".into(),
        )?;
        // A score was below the target at the last round's end (or the game would have
        // ended), and each player plays at most once a round.
        let most = i64::from(self.config.target) - 1 + i64::from(MAX_PLAY_POINTS);
        InvalidState::ensure(self.scores.iter().all(|&s| (0..=most).contains(&s)), || {
            format!("a score outside 0..={most}")
        })?;
        InvalidState::ensure(self.rounds <= self.config.max_rounds, || {
            format!(
                "{} rounds played of at most {}",
                self.rounds, self.config.max_rounds
            )
        })?;
        InvalidState::ensure(self.passes_in_a_row <= n, || {
            format!("{} passes in a row among {n} players", self.passes_in_a_row)
        })?;
        let target_met = self
            .scores
            .iter()
            .any(|&s| s >= i64::from(self.config.target));
        match self.ended {
            None => InvalidState::ensure(
                self.rounds < self.config.max_rounds
                    && self.passes_in_a_row < n
                    && !(self.turn == 0 && self.rounds > 0 && target_met),
                || "the game should have ended".into(),
            )?,
            Some(EndReason::Target) => InvalidState::ensure(target_met && self.turn == 0, || {
                "ended at the target, but nobody reached it at a round's end".into()
            })?,
            Some(EndReason::RoundCap) => InvalidState::ensure(
                self.rounds == self.config.max_rounds && self.turn == 0,
                || "ended at the round cap before it".into(),
            )?,
            Some(EndReason::Stalled) => {
                InvalidState::ensure(self.passes_in_a_row == n && self.deck.is_empty(), || {
                    "ended stalled, but not everyone passed with nothing to draw".into()
                })?;
            }
        }
        let mut all = self.cards();
        all.sort_unstable();
        let before = all.len();
        all.dedup();
        InvalidState::ensure(all.len() == before, || "a card is in two places".into())?;
        InvalidState::ensure(before == Card::COUNT || self.partial_deck, || {
            format!("{before} cards in play; the deck has 125")
        })?;
        let on_piles: CardSet = self.piles.all_cards().into_iter().collect();
        InvalidState::ensure(on_piles.is_subset(self.seen), || {
            "a card on the piles is not marked as seen".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(self.hands.iter().flatten());
        all.extend(self.piles.all_cards());
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        // Cards once face up (then covered, maybe reshuffled and drawn) are known by name to
        // everyone; what stays secret is which hand holds them, which no view shows.
        let public = self.public_cards();
        let mut hidden: Vec<Card> = self
            .deck
            .iter()
            .copied()
            .filter(|c| !public.contains(*c))
            .collect();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand.iter().copied().filter(|c| !public.contains(*c)));
            }
        }
        hidden
    }
}

impl rules_engine::Determinize for Pentic {
    /// The draw pile and the other players' hands are redealt among themselves, every card in
    /// them: even a card everyone saw face up (covered, then reshuffled into the deck) may be
    /// in the deck or in any other hand, as far as the player knows. The player's own hand and
    /// the piles stay.
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        let mut sample = self.clone();
        let unknown_places = seats::unseen_by(player, &[&self.deck], &self.hands);
        seats::redeal_unseen(
            player,
            &mut [&mut sample.deck],
            &mut sample.hands,
            &unknown_places,
            rng,
        );
        sample.rng = rules_engine::determinize::reseed(rng);
        // The real log names the cards others drew.
        sample.events = self.events_for(player);
        sample
    }
}
