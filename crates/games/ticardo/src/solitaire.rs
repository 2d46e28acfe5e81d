//! The solitaire (section 3.0) and its variation (3.1).

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use ticardo_core::{Card, Pattern};

use crate::actions::{Illegal, Play};
use crate::config::SolitaireConfig;
use crate::events::{SolitaireEvent, never_shown};
use crate::rules::{check_play, draw_or_reshuffle, has_play, plays, take};
use crate::view::SolitaireView;

rules_engine::validated_state! {
    /// A game of solitaire Ticardo.
    ///
    /// The first card starts the discard pile and sets the board's three dots; three more cards
    /// (face down) stand for the dots; five make the hand and the rest the draw pile. Each turn,
    /// play a card whose pattern the board can be turned into by moving one dot (in some rotation
    /// of the card), move the dot, and draw. The game ends when no card in hand is "off by one":
    /// it is won if the draw pile is used up by then, with the bonus if the hand is empty too.
    /// The score is the number of cards played.
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Solitaire {
        config: SolitaireConfig,
        seed: Seed,
        rng: GameRng,
        board: Pattern,
        /// The face-down cards standing for the dots on the grid.
        markers: Vec<Card>,
        /// Face down; the top card is the last.
        draw: Vec<Card>,
        hand: Vec<Card>,
        /// Face up: the first card, then every card played; the top is the last.
        discard: Vec<Card>,
        events: Vec<SolitaireEvent>,
    }
}

impl Solitaire {
    /// The board's dots.
    #[must_use]
    pub fn board(&self) -> Pattern {
        self.board
    }

    /// The hand.
    #[must_use]
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// The draw pile, bottom first (the top card is the last).
    #[must_use]
    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }

    /// Cards played so far.
    #[must_use]
    pub fn played(&self) -> usize {
        self.discard.len().saturating_sub(1)
    }

    /// Whether the game is won so far: the draw pile is used up.
    #[must_use]
    pub fn draw_pile_used_up(&self) -> bool {
        self.draw.is_empty()
    }

    /// Whether the bonus is reached: every card played, the hand empty.
    #[must_use]
    pub fn hand_cleared(&self) -> bool {
        self.draw.is_empty() && self.hand.is_empty()
    }

    fn can_play(&self) -> bool {
        has_play(self.board, &self.hand, self.config.reach)
    }

    fn expected_cards(&self) -> Vec<Card> {
        self.config.deck()
    }
}

impl Game for Solitaire {
    type Config = SolitaireConfig;
    type Action = Play;
    type View = SolitaireView;
    type Event = SolitaireEvent;
    type Card = Card;
    type Illegal = Illegal;

    const NAME: &'static str = "ticardo-solitaire";

    fn new(config: SolitaireConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut draw = config.deck();
        rng.shuffle(&mut draw);
        let needed = 1 + config.markers() + config.hand_size;
        if draw.len() < needed {
            return Err(ConfigError::Invalid {
                option: "hand-size",
                reason: format!("the deal needs {needed} cards, the deck has {}", draw.len()),
            });
        }
        let first = draw.pop().ok_or_else(|| ConfigError::Invalid {
            option: "color",
            reason: "empty deck".into(),
        })?;
        let markers = draw.split_off(draw.len() - config.markers());
        let hand: Vec<Card> = draw.split_off(draw.len() - config.hand_size);
        let board = first.pattern();
        let events = vec![
            SolitaireEvent::Started { first, board },
            SolitaireEvent::Dealt { hand: hand.clone() },
        ];
        let mut game = Solitaire {
            config,
            seed,
            rng,
            board,
            markers,
            draw,
            hand,
            discard: vec![first],
            events,
        };
        game.note_end();
        Ok(game)
    }

    fn config(&self) -> &SolitaireConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        1
    }

    fn to_act(&self) -> ToAct {
        if self.can_play() {
            ToAct::Player(0)
        } else {
            ToAct::Nobody
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<Play> {
        if player != 0 {
            return Vec::new();
        }
        plays(self.board, &self.hand, self.config.reach)
    }

    fn apply(&mut self, player: usize, action: &Play) -> Result<(), ActionError<Illegal>> {
        ActionError::check_turn(self.to_act(), player, 1)?;
        let board = check_play(self.board, &self.hand, self.config.reach, action)
            .map_err(ActionError::Illegal)?;
        take(&mut self.hand, action.card);
        self.discard.push(action.card);
        self.board = board;
        self.events.push(SolitaireEvent::Played {
            play: *action,
            board,
        });
        // The solitaire never reshuffles: the played cards stay in the discard pile.
        let mut no_reshuffle = Vec::new();
        if let Some((card, _)) = draw_or_reshuffle(&mut self.draw, &mut no_reshuffle, &mut self.rng)
        {
            self.hand.push(card);
            self.events.push(SolitaireEvent::Drew { card });
        }
        self.note_end();
        Ok(())
    }

    fn view(&self, _player: usize) -> SolitaireView {
        SolitaireView {
            board: self.board,
            hand: self.hand.clone(),
            draw_pile: self.draw.len(),
            discard_top: self.discard.last().copied(),
            played: self.played(),
            reach: self.config.reach,
            over: !self.can_play(),
            won: self.draw.is_empty(),
            hand_cleared: self.hand_cleared(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.can_play() {
            return None;
        }
        Some(Outcome::highest_wins(vec![self.played() as i64]))
    }

    fn events(&self) -> &[SolitaireEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<SolitaireEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, _player: usize, from: usize) -> Vec<SolitaireEvent> {
        // The only player sees every event; no event shows a face-down card.
        self.events.get(from..).unwrap_or_default().to_vec()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == self.expected_cards(), || {
            "the cards are not the solitaire deck: one is missing, duplicated or of another kind"
                .into()
        })?;
        InvalidState::ensure(self.markers.len() == self.config.markers(), || {
            format!("{} marker cards on the grid", self.markers.len())
        })?;
        InvalidState::ensure(self.board.count() == 3, || {
            format!("the board has {} dots, not 3", self.board.count())
        })?;
        let top = self
            .discard
            .last()
            .ok_or_else(|| InvalidState::new("the discard pile is empty"))?;
        InvalidState::ensure(self.board.is_rotation_of(top.pattern()), || {
            format!("the board {} does not show the last card {top}", self.board)
        })?;
        let full = self.config.hand_size;
        InvalidState::ensure(
            self.hand.len() <= full && (self.draw.is_empty() || self.hand.len() == full),
            || format!("{} cards in hand", self.hand.len()),
        )
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.draw.clone();
        all.extend(&self.markers);
        all.extend(&self.hand);
        all.extend(&self.discard);
        all
    }

    fn hidden_cards(&self, _player: usize) -> Vec<Card> {
        let mut zone = self.draw.clone();
        zone.extend(&self.markers);
        never_shown(zone, &self.events)
    }
}

impl Solitaire {
    fn note_end(&mut self) {
        if !self.can_play() {
            self.events.push(SolitaireEvent::Ended {
                played: self.played(),
                won: self.draw.is_empty(),
                hand_cleared: self.hand_cleared(),
            });
        }
    }

    /// The position the solver works on: board, hand and draw pile (top last).
    #[must_use]
    pub fn position(&self) -> crate::solver::Position {
        crate::solver::Position {
            board: self.board,
            hand: self.hand.clone(),
            draw: self.draw.clone(),
            reach: self.config.reach,
        }
    }
}

impl rules_engine::Determinize for Solitaire {
    /// The face-down draw pile and the face-down markers are redealt among themselves; the
    /// player knows every other card.
    fn determinize(&self, _player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let hidden: Vec<Card> = sample.draw.iter().chain(&sample.markers).copied().collect();
        rules_engine::determinize::redeal(
            &mut [&mut sample.draw[..], &mut sample.markers[..]],
            &hidden,
            rng,
        );
        sample.rng = rules_engine::determinize::reseed(rng);
        sample
    }
}
