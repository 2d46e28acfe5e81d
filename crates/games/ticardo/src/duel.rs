//! The two-player game (section 4.0).

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use ticardo_core::{Card, Pattern};

use crate::actions::{DuelAction, Illegal};
use crate::config::DuelConfig;
use crate::events::{DuelEvent, EndReason, never_shown};
use crate::rules::{check_play, draw_or_reshuffle, has_play, plays, take};
use crate::view::DuelView;

rules_engine::validated_state! {
    /// A two-player game of Ticardo on one shared board.
    ///
    /// Set up as the solitaire; each player gets three cards and the dealer (player 0) starts. On
    /// a turn a player scores, one after the other, every "off by one" card they choose to play
    /// (each goes to their scored pile and they draw a replacement); the turn ends when they have
    /// no more. A player who starts a turn with no play may draw a new card and discard one
    /// from their hand onto the shared discard pile, or pass. The game ends when the draw and discard piles are both
    /// empty, or when both players pass in a row; the most scored cards wins.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Duel {
        config: DuelConfig,
        seed: Seed,
        rng: GameRng,
        board: Pattern,
        markers: Vec<Card>,
        draw: Vec<Card>,
        discard: Vec<Card>,
        hands: Vec<Vec<Card>>,
        scored: Vec<Vec<Card>>,
        turn: usize,
        scored_this_turn: bool,
        passes_in_row: u32,
        idle_turns: u32,
        ended: Option<EndReason>,
        events: Vec<DuelEvent>,
    }
}

impl Duel {
    /// The board's dots.
    #[must_use]
    pub fn board(&self) -> Pattern {
        self.board
    }

    /// A player's hand (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// A player's scored pile.
    #[must_use]
    pub fn scored(&self, player: usize) -> &[Card] {
        self.scored.get(player).map_or(&[], Vec::as_slice)
    }

    /// Why the game ended, once it has.
    #[must_use]
    pub fn end_reason(&self) -> Option<EndReason> {
        self.ended
    }

    fn can_play(&self, player: usize) -> bool {
        has_play(self.board, self.hand(player), self.config.reach)
    }

    fn end(&mut self, reason: EndReason) {
        self.ended = Some(reason);
        let scores = self.scored.iter().map(Vec::len).collect();
        self.events.push(DuelEvent::Ended { reason, scores });
    }

    fn draw_for(&mut self, player: usize) {
        let before = self.discard.len();
        if let Some((card, reshuffled)) =
            draw_or_reshuffle(&mut self.draw, &mut self.discard, &mut self.rng)
        {
            if reshuffled {
                self.events.push(DuelEvent::Reshuffled { cards: before });
            }
            if let Some(hand) = self.hands.get_mut(player) {
                hand.push(card);
            }
            self.events.push(DuelEvent::Drew {
                player,
                card: Some(card),
            });
        }
    }

    /// Ends the turn; returns early if the game ended.
    fn end_turn(&mut self, scored: bool) {
        if self.draw.is_empty() && self.discard.is_empty() {
            self.end(EndReason::CardsExhausted);
            return;
        }
        if scored {
            self.idle_turns = 0;
        } else {
            self.idle_turns += 1;
            if self.idle_turns >= self.config.idle_turn_limit {
                self.end(EndReason::IdleLimit);
                return;
            }
        }
        self.turn = 1 - self.turn;
        self.scored_this_turn = false;
    }
}

impl Game for Duel {
    type Config = DuelConfig;
    type Action = DuelAction;
    type View = DuelView;
    type Event = DuelEvent;
    type Card = Card;
    type Illegal = Illegal;

    const NAME: &'static str = "ticardo-duel";

    fn new(config: DuelConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut draw = config.deck();
        rng.shuffle(&mut draw);
        let Some(first) = draw.pop() else {
            return Err(ConfigError::Invalid {
                option: "color",
                reason: "empty deck".into(),
            });
        };
        let markers = draw.split_off(draw.len().saturating_sub(config.markers()));
        let mut hands = vec![Vec::new(); 2];
        let mut events = vec![DuelEvent::Started {
            first,
            board: first.pattern(),
        }];
        for _ in 0..config.hand_size {
            for (p, hand) in hands.iter_mut().enumerate() {
                if let Some(card) = draw.pop() {
                    hand.push(card);
                    events.push(DuelEvent::Drew {
                        player: p,
                        card: Some(card),
                    });
                }
            }
        }
        Ok(Duel {
            board: first.pattern(),
            config,
            seed,
            rng,
            markers,
            draw,
            discard: vec![first],
            hands,
            scored: vec![Vec::new(); 2],
            turn: 0,
            scored_this_turn: false,
            passes_in_row: 0,
            idle_turns: 0,
            ended: None,
            events,
        })
    }

    fn config(&self) -> &DuelConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        if self.ended.is_some() {
            ToAct::Nobody
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<DuelAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        let hand = self.hand(player);
        let scoring = plays(self.board, hand, self.config.reach);
        if !scoring.is_empty() {
            return scoring.into_iter().map(DuelAction::Play).collect();
        }
        let mut out: Vec<DuelAction> = hand.iter().map(|c| DuelAction::Discard(*c)).collect();
        out.push(DuelAction::Pass);
        out
    }

    fn apply(&mut self, player: usize, action: &DuelAction) -> Result<(), ActionError<Illegal>> {
        ActionError::check_turn(self.to_act(), player, 2)?;
        let can_play = self.can_play(player);
        match *action {
            DuelAction::Play(play) => {
                let board = check_play(self.board, self.hand(player), self.config.reach, &play)
                    .map_err(ActionError::Illegal)?;
                self.board = board;
                take(&mut self.hands[player], play.card);
                self.scored[player].push(play.card);
                self.events.push(DuelEvent::Scored {
                    player,
                    play,
                    board,
                });
                self.passes_in_row = 0;
                self.scored_this_turn = true;
                self.idle_turns = 0;
                self.draw_for(player);
                if self.draw.is_empty() && self.discard.is_empty() {
                    self.end(EndReason::CardsExhausted);
                } else if !self.can_play(player) {
                    self.end_turn(true);
                }
            }
            DuelAction::Discard(card) => {
                if can_play {
                    return Err(ActionError::Illegal(Illegal::MustScore));
                }
                if !self.hand(player).contains(&card) {
                    return Err(ActionError::Illegal(Illegal::NotInHand(card)));
                }
                // "Place a card from their hand face-up into a discard pile and draw a new
                // card": the new card is drawn first, so a reshuffle of the discard pile never
                // hands back the card given up.
                self.draw_for(player);
                take(&mut self.hands[player], card);
                self.discard.push(card);
                self.events.push(DuelEvent::Discarded { player, card });
                self.passes_in_row = 0;
                self.end_turn(false);
            }
            DuelAction::Pass => {
                if can_play {
                    return Err(ActionError::Illegal(Illegal::MustScore));
                }
                self.events.push(DuelEvent::Passed { player });
                self.passes_in_row += 1;
                if self.passes_in_row >= 2 {
                    self.end(EndReason::TwoPasses);
                } else {
                    self.end_turn(false);
                }
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> DuelView {
        DuelView {
            player,
            board: self.board,
            hand: self.hand(player).to_vec(),
            other_hand_size: self.hand(1 - player.min(1)).len(),
            scored: self.scored.clone(),
            draw_pile: self.draw.len(),
            discard_top: self.discard.last().copied(),
            discard_pile: self.discard.len(),
            reach: self.config.reach,
            to_act: self.to_act(),
            passes_in_row: self.passes_in_row,
            ended: self.ended,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended?;
        Some(Outcome::highest_wins(
            self.scored.iter().map(|s| s.len() as i64).collect(),
        ))
    }

    fn events(&self) -> &[DuelEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<DuelEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<DuelEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                DuelEvent::Drew { player: p, .. } if *p != player => DuelEvent::Drew {
                    player: *p,
                    card: None,
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        InvalidState::ensure(self.hands.len() == 2 && self.scored.len() == 2, || {
            "a two-player game needs two hands and two scored piles".into()
        })?;
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == self.config.deck(), || {
            "the cards are not the deck: one is missing, duplicated or of another kind".into()
        })?;
        InvalidState::ensure(self.markers.len() == self.config.markers(), || {
            format!("{} marker cards on the grid", self.markers.len())
        })?;
        InvalidState::ensure(self.board.count() == 3, || {
            format!("the board has {} dots, not 3", self.board.count())
        })?;
        InvalidState::ensure(self.turn < 2, || format!("turn {}", self.turn))?;
        for (p, hand) in self.hands.iter().enumerate() {
            InvalidState::ensure(hand.len() <= self.config.hand_size, || {
                format!("player {p} holds {} cards", hand.len())
            })?;
        }
        InvalidState::ensure(
            self.passes_in_row <= 2 && self.idle_turns <= self.config.idle_turn_limit,
            || {
                format!(
                    "{} passes in a row, {} idle turns (limit {})",
                    self.passes_in_row, self.idle_turns, self.config.idle_turn_limit
                )
            },
        )?;
        if self.ended.is_none() {
            InvalidState::ensure(self.idle_turns < self.config.idle_turn_limit, || {
                "the idle-turn limit is reached but the game is not over".into()
            })?;
            InvalidState::ensure(self.passes_in_row < 2, || "two passes but not over".into())?;
            InvalidState::ensure(!self.draw.is_empty() || !self.discard.is_empty(), || {
                "no cards to draw but not over".into()
            })?;
            InvalidState::ensure(!self.scored_this_turn || self.can_play(self.turn), || {
                "the turn goes on after the last play".into()
            })?;
        }
        Ok(())
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.draw.clone();
        all.extend(&self.markers);
        all.extend(&self.discard);
        all.extend(self.hands.iter().flatten());
        all.extend(self.scored.iter().flatten());
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut zone = self.draw.clone();
        zone.extend(&self.markers);
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                zone.extend(hand);
            }
        }
        never_shown(zone, &self.events_for(player))
    }
}

impl rules_engine::Determinize for Duel {
    /// The draw pile, the markers and the other player's hand are redealt among themselves
    /// (hand sizes kept); the event log becomes the one `player` saw. A player whose turn goes
    /// on after scoring is known to hold another play: redeals are drawn until one agrees.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        rules_engine::determinize::first_valid(256, rng, |rng| self.redealt(player, rng))
    }
}

impl Duel {
    fn redealt(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let mut hidden: Vec<Card> = sample.draw.iter().chain(&sample.markers).copied().collect();
        for (p, hand) in sample.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.draw[..], &mut sample.markers[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        rules_engine::determinize::redeal(&mut zones, &hidden, rng);
        sample.rng = rules_engine::determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
