//! The two-player game with pieces (section 4.1).

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use ticardo_core::{Card, Color, Pattern, class_of};

use crate::actions::{Change, Illegal, PiecesAction};
use crate::config::{AddRemoveLimit, PiecesConfig};
use crate::events::{EndReason, PiecesEvent, never_shown};
use crate::rules::{apply_change, changes, draw_or_reshuffle, take};
use crate::view::{PiecesView, Step};

/// Pieces each player owns.
pub const PIECES_PER_PLAYER: u32 = 3;

/// The color of a seat: seat 0 is blue (who starts), seat 1 red.
#[must_use]
pub const fn seat_color(player: usize) -> Color {
    if player == 0 { Color::Blue } else { Color::Red }
}

/// One player's cards.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct Seat {
    /// Face down; the top card is the last.
    draw: Vec<Card>,
    hand: Vec<Card>,
    /// Face up; the first card is the starting card.
    discard: Vec<Card>,
    scored: Vec<Card>,
}

rules_engine::validated_state! {
    /// A game of Ticardo with pieces: each player has all the cards of their color (35: see the
    /// crate docs) and three pieces on the shared board.
    ///
    /// Each player turns up a starting card and puts pieces on its pattern, as the card lies in
    /// front of them (the red player sits across, so their pattern is turned half a turn on the
    /// board). On a turn the player scores, one card after the other, by changing one of their own
    /// pieces (move to an empty square, add from hand to an empty square, or remove) so that their
    /// pieces show the card's pattern in some rotation; each scored card is replaced from their
    /// draw pile. When no score is possible the turn ends: an optional change of one piece, then a
    /// discard and a draw. A player who scores all their cards wins; the engine also ends the game
    /// at a turn limit (most scored cards wins).
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct Pieces {
        config: PiecesConfig,
        seed: Seed,
        rng: GameRng,
        /// Each seat's pieces, as squares of the board seen from the blue player's side.
        pieces: Vec<Pattern>,
        seats: Vec<Seat>,
        turn: usize,
        step: Step,
        turns: u32,
        /// Whether the player to act has added or removed a piece this turn (the text allows one).
        added_or_removed: bool,
        ended: Option<EndReason>,
        events: Vec<PiecesEvent>,
    }
}

impl Pieces {
    /// A seat's pieces on the board (empty for a seat that does not exist).
    #[must_use]
    pub fn pieces(&self, player: usize) -> Pattern {
        self.pieces.get(player).copied().unwrap_or_default()
    }

    /// A seat's pieces off the board.
    #[must_use]
    pub fn pieces_in_hand(&self, player: usize) -> u32 {
        PIECES_PER_PLAYER.saturating_sub(self.pieces(player).count())
    }

    /// A seat's hand.
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.seats.get(player).map_or(&[], |s| s.hand.as_slice())
    }

    /// A seat's scored pile.
    #[must_use]
    pub fn scored(&self, player: usize) -> &[Card] {
        self.seats.get(player).map_or(&[], |s| s.scored.as_slice())
    }

    /// The step of the turn.
    #[must_use]
    pub fn step(&self) -> Step {
        self.step
    }

    /// Why the game ended, once it has.
    #[must_use]
    pub fn end_reason(&self) -> Option<EndReason> {
        self.ended
    }

    fn others(&self, player: usize) -> Pattern {
        self.pieces(1 - player.min(1))
    }

    fn own_changes(&self, player: usize) -> Vec<Change> {
        let mut all = changes(
            self.pieces(player),
            self.others(player),
            self.pieces_in_hand(player),
            self.config.reach,
        );
        if self.add_remove_spent() {
            all.retain(|c| matches!(c, Change::Move { .. }));
        }
        all
    }

    /// Whether the player to act may no longer add or remove a piece this turn.
    fn add_remove_spent(&self) -> bool {
        self.added_or_removed && self.config.add_remove == AddRemoveLimit::OnePerTurn
    }

    /// Rejects a second add or remove in a turn (when the config allows one), and notes one.
    fn note_change(&mut self, change: Change) -> Result<(), Illegal> {
        if matches!(change, Change::Move { .. }) {
            return Ok(());
        }
        if self.add_remove_spent() {
            return Err(Illegal::OneAddOrRemovePerTurn);
        }
        Ok(())
    }

    /// Every scoring action of `player` now: each change whose result shows the pattern of a
    /// card in hand.
    fn scoring_actions(&self, player: usize) -> Vec<PiecesAction> {
        let own = self.pieces(player);
        let hand = self.hand(player);
        let mut out = Vec::new();
        let candidates: Vec<(Change, Option<usize>)> = self
            .own_changes(player)
            .into_iter()
            .map(|change| {
                let after = match change {
                    Change::Move { from, to } => own.without(from).with(to),
                    Change::Add { to } => own.with(to),
                    Change::Remove { from } => own.without(from),
                };
                (change, class_of(after))
            })
            .collect();
        for &card in hand {
            for (change, class) in &candidates {
                if *class == Some(card.class()) {
                    out.push(PiecesAction::Score {
                        card,
                        change: *change,
                    });
                }
            }
        }
        out
    }

    fn end(&mut self, reason: EndReason) {
        self.ended = Some(reason);
        let scores = self.seats.iter().map(|s| s.scored.len()).collect();
        self.events.push(PiecesEvent::Ended { reason, scores });
    }

    fn draw_for(&mut self, player: usize) {
        let Some(seat) = self.seats.get_mut(player) else {
            return;
        };
        let before = seat.discard.len();
        if let Some((card, reshuffled)) =
            draw_or_reshuffle(&mut seat.draw, &mut seat.discard, &mut self.rng)
        {
            seat.hand.push(card);
            if reshuffled {
                self.events.push(PiecesEvent::Reshuffled {
                    player,
                    cards: before,
                });
            }
            self.events.push(PiecesEvent::Drew {
                player,
                card: Some(card),
            });
        }
    }

    fn end_turn(&mut self) {
        self.turns += 1;
        if self.turns >= self.config.turn_limit {
            self.end(EndReason::TurnLimit);
            return;
        }
        self.turn = 1 - self.turn;
        self.step = Step::Main;
        self.added_or_removed = false;
    }

    /// Whether the player must discard at the end of the turn: they hold a card and a
    /// replacement can be drawn (with no cards to draw they keep their hand, as the text says).
    fn must_discard(&self, player: usize) -> bool {
        self.seats
            .get(player)
            .is_some_and(|s| !s.hand.is_empty() && (!s.draw.is_empty() || !s.discard.is_empty()))
    }

    fn the_deck(player: usize) -> Vec<Card> {
        Card::deck(seat_color(player), 1..=3)
    }
}

impl Game for Pieces {
    type Config = PiecesConfig;
    type Action = PiecesAction;
    type View = PiecesView;
    type Event = PiecesEvent;
    type Card = Card;
    type Illegal = Illegal;

    const NAME: &'static str = "ticardo-pieces";

    fn new(config: PiecesConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut seats = Vec::with_capacity(2);
        let mut pieces = Vec::with_capacity(2);
        let mut events = Vec::new();
        for player in 0..2 {
            let mut draw = Pieces::the_deck(player);
            rng.shuffle(&mut draw);
            let Some(start) = draw.pop() else {
                return Err(ConfigError::Invalid {
                    option: "deck",
                    reason: "empty deck".into(),
                });
            };
            // The card lies upright for its owner: the red player, across the table, sees the
            // board turned half a turn.
            let placed = if player == 0 {
                start.pattern()
            } else {
                start.pattern().rotated_half()
            };
            pieces.push(placed);
            events.push(PiecesEvent::Started {
                player,
                card: start,
                pieces: placed,
            });
            let hand = draw.split_off(draw.len().saturating_sub(config.hand_size));
            seats.push(Seat {
                draw,
                hand,
                discard: vec![start],
                scored: Vec::new(),
            });
        }
        for (player, seat) in seats.iter().enumerate() {
            for &card in &seat.hand {
                events.push(PiecesEvent::Drew {
                    player,
                    card: Some(card),
                });
            }
        }
        Ok(Pieces {
            config,
            seed,
            rng,
            pieces,
            seats,
            turn: 0,
            step: Step::Main,
            turns: 0,
            added_or_removed: false,
            ended: None,
            events,
        })
    }

    fn config(&self) -> &PiecesConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<PiecesAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        match self.step {
            Step::Main => {
                let scoring = self.scoring_actions(player);
                if !scoring.is_empty() {
                    return scoring;
                }
                let mut out: Vec<PiecesAction> = self
                    .own_changes(player)
                    .into_iter()
                    .map(PiecesAction::Adjust)
                    .collect();
                out.push(PiecesAction::KeepPieces);
                out
            }
            Step::Discard => self
                .hand(player)
                .iter()
                .map(|c| PiecesAction::Discard(*c))
                .collect(),
        }
    }

    fn apply(&mut self, player: usize, action: &PiecesAction) -> Result<(), ActionError<Illegal>> {
        ActionError::check_turn(self.to_act(), player, 2)?;
        let illegal = ActionError::Illegal;
        let own = self.pieces(player);
        let others = self.others(player);
        let in_hand = self.pieces_in_hand(player);
        match (*action, self.step) {
            (PiecesAction::Score { card, change }, Step::Main) => {
                if !self.hand(player).contains(&card) {
                    return Err(illegal(Illegal::NotInHand(card)));
                }
                self.note_change(change).map_err(illegal)?;
                let after = apply_change(own, others, in_hand, self.config.reach, change)
                    .map_err(illegal)?;
                if class_of(after) != Some(card.class()) {
                    return Err(illegal(Illegal::NoMatch(card)));
                }
                self.added_or_removed |= !matches!(change, Change::Move { .. });
                self.pieces[player] = after;
                take(&mut self.seats[player].hand, card);
                self.seats[player].scored.push(card);
                self.events.push(PiecesEvent::Scored {
                    player,
                    card,
                    change,
                    pieces: after,
                });
                self.draw_for(player);
                if self.seats[player].scored.len() == Pieces::the_deck(player).len() {
                    self.end(EndReason::AllScored);
                }
            }
            (PiecesAction::Adjust(_) | PiecesAction::KeepPieces, Step::Main) => {
                if !self.scoring_actions(player).is_empty() {
                    return Err(illegal(Illegal::MustScore));
                }
                if let PiecesAction::Adjust(change) = *action {
                    self.note_change(change).map_err(illegal)?;
                    let after = apply_change(own, others, in_hand, self.config.reach, change)
                        .map_err(illegal)?;
                    self.added_or_removed |= !matches!(change, Change::Move { .. });
                    self.pieces[player] = after;
                    self.events.push(PiecesEvent::Adjusted {
                        player,
                        change,
                        pieces: after,
                    });
                }
                if self.must_discard(player) {
                    self.step = Step::Discard;
                } else {
                    self.end_turn();
                }
            }
            (PiecesAction::Discard(card), Step::Discard) => {
                if !self.hand(player).contains(&card) {
                    return Err(illegal(Illegal::NotInHand(card)));
                }
                take(&mut self.seats[player].hand, card);
                self.seats[player].discard.push(card);
                self.events.push(PiecesEvent::Discarded { player, card });
                self.draw_for(player);
                self.end_turn();
            }
            (_, Step::Main) => {
                return Err(illegal(Illegal::WrongStep(
                    "score, or end the turn by changing a piece or leaving them",
                )));
            }
            (_, Step::Discard) => {
                return Err(illegal(Illegal::WrongStep(
                    "discard a card to end the turn",
                )));
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> PiecesView {
        let me = player.min(1);
        let other = 1 - me;
        let seat = |p: usize| self.seats.get(p).cloned().unwrap_or_default();
        let (mine, theirs) = (seat(me), seat(other));
        PiecesView {
            player,
            color: seat_color(me),
            own_pieces: self.pieces(me),
            other_pieces: self.pieces(other),
            own_pieces_in_hand: self.pieces_in_hand(me),
            other_pieces_in_hand: self.pieces_in_hand(other),
            // A seat past the last (a spectator) sees seat 1's side without its hand.
            hand: if player == me { mine.hand } else { Vec::new() },
            other_hand_size: theirs.hand.len(),
            draw_piles: [mine.draw.len(), theirs.draw.len()],
            discard_tops: [mine.discard.last().copied(), theirs.discard.last().copied()],
            discard_piles: [mine.discard.len(), theirs.discard.len()],
            scored: [mine.scored.len(), theirs.scored.len()],
            step: self.step,
            to_act: self.to_act(),
            turns: self.turns,
            turn_limit: self.config.turn_limit,
            ended: self.ended,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended?;
        Some(Outcome::highest_wins(
            self.seats.iter().map(|s| s.scored.len() as i64).collect(),
        ))
    }

    fn events(&self) -> &[PiecesEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<PiecesEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<PiecesEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                PiecesEvent::Drew { player: p, .. } if *p != player => PiecesEvent::Drew {
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
        InvalidState::ensure(self.seats.len() == 2 && self.pieces.len() == 2, || {
            "a game with pieces needs two seats".into()
        })?;
        for (p, seat) in self.seats.iter().enumerate() {
            let mut cards: Vec<Card> = seat
                .draw
                .iter()
                .chain(&seat.hand)
                .chain(&seat.discard)
                .chain(&seat.scored)
                .copied()
                .collect();
            cards.sort_unstable();
            InvalidState::ensure(cards == Pieces::the_deck(p), || {
                format!(
                    "player {p}'s cards are not the {} deck: one is missing, duplicated or of the other color",
                    seat_color(p)
                )
            })?;
            InvalidState::ensure(seat.hand.len() <= self.config.hand_size, || {
                format!("player {p} holds {} cards", seat.hand.len())
            })?;
            // Hands are refilled after every score and discard while the draw pile lasts.
            InvalidState::ensure(
                seat.draw.is_empty() || seat.hand.len() == self.config.hand_size,
                || {
                    format!(
                        "player {p} holds {} cards with cards left to draw",
                        seat.hand.len()
                    )
                },
            )?;
            InvalidState::ensure(self.pieces[p].count() <= PIECES_PER_PLAYER, || {
                format!(
                    "player {p} has {} pieces on the board",
                    self.pieces[p].count()
                )
            })?;
        }
        InvalidState::ensure(self.turn < 2, || format!("turn {}", self.turn))?;
        if self.ended.is_none() {
            InvalidState::ensure(self.turns < self.config.turn_limit, || {
                "the turn limit is passed but the game is not over".into()
            })?;
            InvalidState::ensure(
                self.step == Step::Main || !self.hand(self.turn).is_empty(),
                || "a discard is due with an empty hand".into(),
            )?;
        }
        Ok(())
    }

    fn cards(&self) -> Vec<Card> {
        self.seats
            .iter()
            .flat_map(|s| {
                s.draw
                    .iter()
                    .chain(&s.hand)
                    .chain(&s.discard)
                    .chain(&s.scored)
            })
            .copied()
            .collect()
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut zone = Vec::new();
        for (p, seat) in self.seats.iter().enumerate() {
            zone.extend(&seat.draw);
            if p != player {
                zone.extend(&seat.hand);
            }
        }
        never_shown(zone, &self.events_for(player))
    }
}

impl rules_engine::Determinize for Pieces {
    /// Each seat's draw pile and the other players' hands are redealt; cards never leave their
    /// owner's color, so each seat's hidden cards are redealt within that seat. The event log
    /// becomes the one `player` saw.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        for (p, seat) in sample.seats.iter_mut().enumerate() {
            let mut hidden: Vec<Card> = seat.draw.clone();
            if p != player {
                hidden.extend(&seat.hand);
            }
            let mut zones: Vec<&mut [Card]> = vec![&mut seat.draw[..]];
            if p != player {
                zones.push(&mut seat.hand[..]);
            }
            rules_engine::determinize::redeal(&mut zones, &hidden, rng);
        }
        sample.rng = rules_engine::determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
