//! The game state and its [`Game`] implementation.

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{Finish, Move, TicEvent, TicIllegal};
use crate::config::TicataireConfig;
use crate::rules::{BURIED_PER_COLUMN, Board, COLUMNS};
use crate::view::TicView;

/// A game of Ticataire (one player).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
pub struct Ticataire {
    pub(crate) config: TicataireConfig,
    pub(crate) seed: Seed,
    pub(crate) board: Board,
    /// Moves in a row that brought no card into play.
    pub(crate) stall: u32,
    pub(crate) moves: u32,
    pub(crate) finish: Option<Finish>,
    pub(crate) events: Vec<TicEvent>,
}

#[cfg(feature = "serde")]
rules_engine::validated_serde!(Ticataire);

/// Deals a board from a seed: seven columns of seven face-down cards with one face up on
/// each, the other 69 cards as the deck.
#[must_use]
pub fn deal(seed: Seed) -> Board {
    let mut rng = GameRng::from_seed(seed);
    let mut deck = tic_core::shuffled_deck(&mut rng);
    let mut board = Board::default();
    for pile in &mut board.piles {
        pile.down = deck.draw_up_to(BURIED_PER_COLUMN);
        pile.up = deck.draw_up_to(1);
    }
    board.stock = deck.into_vec();
    board
}

impl Ticataire {
    /// A game from a position set up by hand (any set of distinct cards, in a legal shape),
    /// for puzzles and tests.
    ///
    /// ```
    /// use rules_engine::{Game, Seed};
    /// use tic_ticataire::{Board, Move, Pile, Ticataire, TicataireConfig};
    ///
    /// let mut board = Board::default();
    /// board.piles[0] = Pile { down: vec!["1-circle-violet".parse()?], up: vec!["4-square-red".parse()?] };
    /// board.waste = vec!["4-circle-red".parse()?];
    /// let mut game = Ticataire::from_board(TicataireConfig::default(), board)?;
    /// game.apply(0, &Move::WasteToColumn(0))?;
    /// assert_eq!(game.board().piles[0].up.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_board(config: TicataireConfig, board: Board) -> Result<Self, InvalidState> {
        config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        board.check_shape().map_err(InvalidState::new)?;
        let mut game = Ticataire {
            config,
            seed: Seed(0),
            board,
            stall: 0,
            moves: 0,
            finish: None,
            events: Vec::new(),
        };
        game.settle();
        Ok(game)
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Moves in a row that brought no card into play.
    #[must_use]
    pub fn stall(&self) -> u32 {
        self.stall
    }

    /// How the game ended, once over.
    #[must_use]
    pub fn finish(&self) -> Option<Finish> {
        self.finish
    }

    /// Ends the game if it is won, stalled or stuck.
    fn settle(&mut self) {
        let finish = if self.board.is_won() {
            Some(Finish::Won)
        } else if self.stall >= self.config.stall_limit {
            Some(Finish::Stalled)
        } else if !self.board.has_move() {
            Some(Finish::Stuck)
        } else {
            None
        };
        if let Some(finish) = finish {
            self.finish = Some(finish);
            self.events.push(TicEvent::Ended { finish });
        }
    }

    fn hidden(&self) -> CardSet {
        self.board
            .piles
            .iter()
            .flat_map(|p| p.down.iter())
            .chain(&self.board.stock)
            .copied()
            .collect()
    }
}

impl Game for Ticataire {
    type Config = TicataireConfig;
    type Action = Move;
    type View = TicView;
    type Event = TicEvent;
    type Card = Card;
    type Illegal = TicIllegal;

    const NAME: &'static str = "ticataire";

    fn new(config: TicataireConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut game = Ticataire {
            config,
            seed,
            board: deal(seed),
            stall: 0,
            moves: 0,
            finish: None,
            events: Vec::new(),
        };
        game.settle();
        Ok(game)
    }

    fn config(&self) -> &TicataireConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        1
    }

    fn to_act(&self) -> ToAct {
        if self.finish.is_some() {
            ToAct::Nobody
        } else {
            ToAct::Player(0)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<Move> {
        if player != 0 || self.finish.is_some() {
            return Vec::new();
        }
        self.board.legal_moves()
    }

    fn apply(&mut self, player: usize, mv: &Move) -> Result<(), ActionError<TicIllegal>> {
        ActionError::check_turn(self.to_act(), player, 1)?;
        let before = self.board.remaining();
        let undo = self.board.apply(*mv).map_err(ActionError::Illegal)?;
        self.moves = self.moves.saturating_add(1);
        if undo.redealt {
            self.events.push(TicEvent::Redealt);
        }
        let card = match mv {
            Move::Flip | Move::WasteToColumn(_) | Move::WasteToSequence(_) => {
                // The card flipped (now on the waste) or the card played (now placed).
                match mv {
                    Move::Flip => self.board.waste.last().copied(),
                    Move::WasteToColumn(to) => self.board.piles[usize::from(*to)].bottom(),
                    Move::WasteToSequence(pile) => self.board.seq[pile.index()].last().copied(),
                    _ => None,
                }
            }
            Move::ColumnToColumn { to, .. } => {
                let up = &self.board.piles[usize::from(*to)].up;
                up.get(up.len() - undo.moved).copied()
            }
            Move::ColumnToSequence { pile, .. } => self.board.seq[pile.index()].last().copied(),
            Move::SequenceToColumn { to, .. } => self.board.piles[usize::from(*to)].bottom(),
        };
        self.events.push(TicEvent::Moved { mv: *mv, card });
        if undo.uncovered {
            let column = match *mv {
                Move::ColumnToColumn { from, .. } | Move::ColumnToSequence { from, .. } => from,
                _ => 0,
            };
            if let Some(card) = self.board.piles[usize::from(column)].bottom() {
                self.events.push(TicEvent::Uncovered { column, card });
            }
        }
        if self.board.remaining() < before {
            self.stall = 0;
        } else {
            self.stall = self.stall.saturating_add(1);
        }
        self.settle();
        Ok(())
    }

    fn view(&self, player: usize) -> TicView {
        let _ = player;
        TicView::of(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.finish?;
        Some(crate::scoring::outcome(&self.board))
    }

    fn events(&self) -> &[TicEvent] {
        &self.events
    }

    fn events_for(&self, _player: usize) -> Vec<TicEvent> {
        // A flipped card turned back into the deck is hidden again.
        let hidden = self.hidden();
        self.events
            .iter()
            .map(|e| match *e {
                TicEvent::Moved { mv, card } => TicEvent::Moved {
                    mv,
                    card: card.filter(|c| !hidden.contains(*c)),
                },
                ref other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        self.board.check_shape().map_err(InvalidState::new)?;
        InvalidState::ensure(self.board.piles.len() == COLUMNS, || {
            "not seven columns".into()
        })?;
        InvalidState::ensure(self.stall <= self.config.stall_limit, || {
            format!("stall {} past the limit", self.stall)
        })?;
        InvalidState::ensure(
            self.finish != Some(Finish::Won) || self.board.is_won(),
            || "marked won with cards still to bring into play".into(),
        )?;
        InvalidState::ensure(self.finish.is_some() || !self.board.is_won(), || {
            "the game is won but not over".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        self.board.cards().collect()
    }

    fn hidden_cards(&self, _player: usize) -> Vec<Card> {
        self.hidden().iter().collect()
    }
}
