//! The board and its moves: columns that Tic, the two sequence piles, the deck.
//!
//! The board is the whole position without the game's bookkeeping, so the solver searches
//! it directly with [`Board::apply`] and [`Board::undo`], and the game plays on it with the
//! same functions.

use core::fmt;

use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
};
use tic_core::{Card, CardSet, Number, Step, shared_count, step};

use crate::actions::{Finish, Move, SeqPile, TicEvent, TicIllegal, Undo};
use crate::config::TicataireConfig;
use crate::state::{Board, COLUMNS, Pile, Ticataire, deal};
use crate::view::TicView;

/// Whether two cards Tic (exactly two properties in common).
#[must_use]
pub fn tics(a: Card, b: Card) -> bool {
    shared_count(a, b) == 2
}

/// Whether a card may start this sequence pile: two properties at the lowest value (1,
/// circle, violet) for the low pile, at the highest (5, star, red) for the high pile.
///
/// ```
/// use tic_ticataire::{starts, SeqPile};
/// assert!(starts(SeqPile::Low, "1-circle-red".parse()?));
/// assert!(starts(SeqPile::Low, "3-circle-violet".parse()?));
/// assert!(!starts(SeqPile::Low, "1-star-red".parse()?));
/// assert!(starts(SeqPile::High, "5-star-cyan".parse()?));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn starts(pile: SeqPile, card: Card) -> bool {
    let end = match pile {
        SeqPile::Low => 1,
        SeqPile::High => 5,
    };
    card.values().iter().filter(|v| **v == end).count() >= 2
}

/// The step from a sequence pile's top card to a card laid on it: under the text's reading
/// (ruling 17, `free_steps` false) a Mono, Duo or Tripo when exactly one, two or three
/// properties change, each by one increment, and the others stay as they are, else
/// [`Step::None`]; under the free reading the properties that change by one are counted
/// whatever the others do.
///
/// ```
/// use tic_core::{Card, Step};
/// use tic_ticataire::sequence_step;
/// let top: Card = "5-triangle-red".parse()?;
/// // The text's example: the number and the shape change by one, the color stays.
/// assert_eq!(sequence_step(false, top, "4-square-red".parse()?), Step::Duo);
/// // The color jumps from red to cyan: no step, except under the free reading.
/// assert_eq!(sequence_step(false, top, "4-square-cyan".parse()?), Step::None);
/// assert_eq!(sequence_step(true, top, "4-square-cyan".parse()?), Step::Duo);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn sequence_step(free_steps: bool, top: Card, card: Card) -> Step {
    if free_steps {
        return step(top, card);
    }
    let mut changed = 0;
    for (a, b) in top.values().into_iter().zip(card.values()) {
        match a.abs_diff(b) {
            0 => {}
            1 => changed += 1,
            _ => return Step::None,
        }
    }
    Step::from_count(changed)
}

/// Whether `card` may go on a sequence pile whose top is `top` (or that is empty): a Duo or
/// a Tripo from the top ([`sequence_step`] under the reading `free_steps` names), or a start
/// card on an empty pile.
///
/// ```
/// use tic_ticataire::{sequence_accepts, SeqPile};
/// let top = Some("5-triangle-red".parse()?);
/// assert!(sequence_accepts(SeqPile::High, top, "4-square-red".parse()?, false));
/// assert!(!sequence_accepts(SeqPile::High, top, "4-triangle-red".parse()?, false));
/// assert!(sequence_accepts(SeqPile::High, None, "5-star-cyan".parse()?, false));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn sequence_accepts(pile: SeqPile, top: Option<Card>, card: Card, free_steps: bool) -> bool {
    match top {
        None => starts(pile, card),
        Some(top) => sequence_step(free_steps, top, card) >= Step::Duo,
    }
}

impl Board {
    fn pile(&self, column: u8) -> Result<&Pile, TicIllegal> {
        self.piles
            .get(usize::from(column))
            .ok_or(TicIllegal::NoSuchColumn(column))
    }

    /// Whether a card may be laid in a column: below its bottom card if they Tic, or into an
    /// empty space if it is a 5.
    fn column_accepts(&self, to: u8, card: Card) -> Result<(), TicIllegal> {
        let pile = self.pile(to)?;
        match pile.bottom() {
            Some(bottom) if tics(bottom, card) => Ok(()),
            Some(bottom) => Err(TicIllegal::NoTic { card, bottom }),
            None if card.number() == Number::Five => Ok(()),
            None => Err(TicIllegal::EmptyNeedsFive(card)),
        }
    }

    pub(crate) fn seq_accepts(&self, pile: SeqPile, card: Card) -> Result<(), TicIllegal> {
        let top = self.seq[pile.index()].last().copied();
        if sequence_accepts(pile, top, card, self.free_steps) {
            Ok(())
        } else {
            Err(match top {
                None => TicIllegal::NotAStart { card, pile },
                Some(top) => TicIllegal::NoDuo { card, top },
            })
        }
    }

    /// Checks a move without making it.
    pub fn check(&self, mv: Move) -> Result<(), TicIllegal> {
        match mv {
            Move::Flip => {
                if self.stock.is_empty() && self.waste.is_empty() {
                    Err(TicIllegal::DeckEmpty)
                } else {
                    Ok(())
                }
            }
            Move::WasteToColumn(to) => {
                let card = *self.waste.last().ok_or(TicIllegal::NoFlippedCard)?;
                self.column_accepts(to, card)
            }
            Move::WasteToSequence(pile) => {
                let card = *self.waste.last().ok_or(TicIllegal::NoFlippedCard)?;
                self.seq_accepts(pile, card)
            }
            Move::ColumnToColumn { from, to } => {
                let source = self.pile(from)?;
                self.pile(to)?;
                if from == to {
                    return Err(TicIllegal::SameColumn(from));
                }
                let top = *source.up.first().ok_or(TicIllegal::EmptyColumn(from))?;
                if self.pile(to)?.is_empty() && source.down.is_empty() {
                    // The column would leave one empty space for another: nothing changes.
                    return Err(TicIllegal::PointlessMove);
                }
                self.column_accepts(to, top)
            }
            Move::ColumnToSequence { from, pile } => {
                let card = self
                    .pile(from)?
                    .bottom()
                    .ok_or(TicIllegal::EmptyColumn(from))?;
                self.seq_accepts(pile, card)
            }
            Move::SequenceToColumn { pile, to } => {
                let card = *self.seq[pile.index()]
                    .last()
                    .ok_or(TicIllegal::EmptySequence(pile))?;
                self.column_accepts(to, card)
            }
        }
    }

    /// Every legal move, in a fixed order.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let columns = 0..COLUMNS as u8;
        for pile in SeqPile::ALL {
            moves.push(Move::WasteToSequence(pile));
            for from in columns.clone() {
                moves.push(Move::ColumnToSequence { from, pile });
            }
            for to in columns.clone() {
                moves.push(Move::SequenceToColumn { pile, to });
            }
        }
        for to in columns.clone() {
            moves.push(Move::WasteToColumn(to));
            for from in columns.clone() {
                moves.push(Move::ColumnToColumn { from, to });
            }
        }
        moves.push(Move::Flip);
        moves.retain(|mv| self.check(*mv).is_ok());
        moves
    }

    /// Whether any move is legal (cheaper than [`legal_moves`](Board::legal_moves) while the
    /// deck still has cards, since a flip is then always possible).
    #[must_use]
    pub fn has_move(&self) -> bool {
        !self.stock.is_empty() || !self.waste.is_empty() || !self.legal_moves().is_empty()
    }

    /// Takes the face-up cards leaving column `from` (`count` from its bottom) and turns up
    /// the next buried card if the column has no face-up card left.
    fn take_from(&mut self, from: usize, count: usize) -> (Vec<Card>, bool) {
        let pile = &mut self.piles[from];
        let at = pile.up.len() - count;
        let taken = pile.up.split_off(at);
        let mut uncovered = false;
        if pile.up.is_empty()
            && let Some(card) = pile.down.pop()
        {
            pile.up.push(card);
            uncovered = true;
        }
        (taken, uncovered)
    }

    /// Makes a move, or returns why it is illegal (the board is then unchanged).
    pub fn apply(&mut self, mv: Move) -> Result<Undo, TicIllegal> {
        self.check(mv)?;
        let mut undo = Undo {
            mv,
            uncovered: false,
            redealt: false,
            moved: 1,
        };
        // Checked above: every index and every card taken below exists.
        match mv {
            Move::Flip => {
                if self.stock.is_empty() {
                    self.stock = self.waste.drain(..).rev().collect();
                    undo.redealt = true;
                }
                if let Some(card) = self.stock.pop() {
                    self.waste.push(card);
                }
            }
            Move::WasteToColumn(to) => {
                if let Some(card) = self.waste.pop() {
                    self.piles[usize::from(to)].up.push(card);
                }
            }
            Move::WasteToSequence(pile) => {
                if let Some(card) = self.waste.pop() {
                    self.seq[pile.index()].push(card);
                }
            }
            Move::ColumnToColumn { from, to } => {
                let count = self.piles[usize::from(from)].up.len();
                let (cards, uncovered) = self.take_from(usize::from(from), count);
                self.piles[usize::from(to)].up.extend(cards);
                undo.uncovered = uncovered;
                undo.moved = count;
            }
            Move::ColumnToSequence { from, pile } => {
                let (cards, uncovered) = self.take_from(usize::from(from), 1);
                self.seq[pile.index()].extend(cards);
                undo.uncovered = uncovered;
            }
            Move::SequenceToColumn { pile, to } => {
                if let Some(card) = self.seq[pile.index()].pop() {
                    self.piles[usize::from(to)].up.push(card);
                }
            }
        }
        Ok(undo)
    }

    /// Reverses the move [`apply`](Board::apply) returned `undo` for (it must be the last
    /// move applied).
    pub fn undo(&mut self, undo: Undo) {
        let rebury = |pile: &mut Pile| {
            if undo.uncovered
                && let Some(card) = pile.up.pop()
            {
                pile.down.push(card);
            }
        };
        match undo.mv {
            Move::Flip => {
                if let Some(card) = self.waste.pop() {
                    self.stock.push(card);
                }
                if undo.redealt {
                    self.waste = self.stock.drain(..).rev().collect();
                }
            }
            Move::WasteToColumn(to) => {
                if let Some(card) = self.piles[usize::from(to)].up.pop() {
                    self.waste.push(card);
                }
            }
            Move::WasteToSequence(pile) => {
                if let Some(card) = self.seq[pile.index()].pop() {
                    self.waste.push(card);
                }
            }
            Move::ColumnToColumn { from, to } => {
                let target = &mut self.piles[usize::from(to)].up;
                let cards = target.split_off(target.len() - undo.moved);
                let source = &mut self.piles[usize::from(from)];
                rebury(source);
                source.up.extend(cards);
            }
            Move::ColumnToSequence { from, pile } => {
                let card = self.seq[pile.index()].pop();
                let source = &mut self.piles[usize::from(from)];
                rebury(source);
                source.up.extend(card);
            }
            Move::SequenceToColumn { pile, to } => {
                if let Some(card) = self.piles[usize::from(to)].up.pop() {
                    self.seq[pile.index()].push(card);
                }
            }
        }
    }

    /// Checks the board's shape: no card twice, columns Tic card to card, a buried card
    /// always under a face-up one, sequence piles built by their rules.
    pub fn check_shape(&self) -> Result<(), String> {
        let mut seen = tic_core::CardSet::EMPTY;
        for card in self.cards() {
            if !seen.insert(card) {
                return Err(format!("{card} appears twice"));
            }
        }
        for (i, pile) in self.piles.iter().enumerate() {
            if !pile.down.is_empty() && pile.up.is_empty() {
                return Err(format!(
                    "column {} has buried cards and no face-up card",
                    i + 1
                ));
            }
            if let Some(w) = pile.up.windows(2).find(|w| !tics(w[0], w[1])) {
                return Err(format!(
                    "column {}: {} and {} do not Tic",
                    i + 1,
                    w[0],
                    w[1]
                ));
            }
        }
        for pile in SeqPile::ALL {
            let cards = &self.seq[pile.index()];
            if let Some(&first) = cards.first()
                && !starts(pile, first)
            {
                return Err(format!("{first} cannot start the {pile} pile"));
            }
            if let Some(w) = cards
                .windows(2)
                .find(|w| sequence_step(self.free_steps, w[0], w[1]) < Step::Duo)
            {
                return Err(format!("{} on {} is not a Duo or Tripo", w[1], w[0]));
            }
        }
        Ok(())
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for pile in SeqPile::ALL {
            let cards = &self.seq[pile.index()];
            match cards.last() {
                Some(top) => writeln!(f, "{pile} sequence pile: {top} ({} cards)", cards.len())?,
                None => writeln!(f, "{pile} sequence pile: (not started)")?,
            }
        }
        for (i, pile) in self.piles.iter().enumerate() {
            write!(f, "column {}: ", i + 1)?;
            if pile.is_empty() {
                f.write_str("(empty: takes a 5)")?;
            }
            if !pile.down.is_empty() {
                write!(f, "[{} face down]", pile.down.len())?;
            }
            for card in &pile.up {
                write!(f, " {card}")?;
            }
            writeln!(f)?;
        }
        write!(f, "deck: {} face down, ", self.stock.len())?;
        match self.waste.last() {
            Some(card) => write!(f, "flipped: {card} ({} cards)", self.waste.len()),
            None => f.write_str("flipped: none"),
        }
    }
}

impl Ticataire {
    /// A game from a position set up by hand (any set of distinct cards, in a legal shape),
    /// for puzzles and tests. The position is the game's start: its cards are the game's
    /// cards. The board follows the config's reading of steps (its
    /// [`free_steps`](Board::free_steps) is set from the config's).
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
        let board = Board {
            free_steps: config.free_steps,
            ..board
        };
        board.check_shape().map_err(InvalidState::new)?;
        let mut game = Ticataire {
            config,
            seed: Seed(0),
            start: Some(Box::new(board.clone())),
            board,
            stall: 0,
            moves: 0,
            deck_seen: false,
            finish: None,
            events: Vec::new(),
        };
        game.settle();
        Ok(game)
    }

    /// The game's end for this board and stall count, if it is over.
    fn ending(&self) -> Option<Finish> {
        if self.board.is_won() {
            Some(Finish::Won)
        } else if self.stall >= self.config.stall_limit {
            Some(Finish::Stalled)
        } else if !self.board.has_move() {
            Some(Finish::Stuck)
        } else {
            None
        }
    }

    /// Ends the game if it is won, stalled or stuck.
    fn settle(&mut self) {
        if let Some(finish) = self.ending() {
            self.finish = Some(finish);
            self.events.push(TicEvent::Ended { finish });
        }
    }

    /// Every invariant play keeps, against the start position: the same cards, buried cards
    /// still those dealt to their column, an unturned deck still the dealt deck's unflipped
    /// part, counters within what play can reach and agreeing with the event log, and the
    /// end agreeing with the board.
    fn check_state(&self) -> Result<(), String> {
        let board = &self.board;
        if board.free_steps != self.config.free_steps {
            return Err("the board's reading of steps is not the config's".into());
        }
        board.check_shape()?;
        let start = self.start();
        if start.free_steps != self.config.free_steps {
            return Err("the start position's reading of steps is not the config's".into());
        }
        if self.start.is_some() {
            start
                .check_shape()
                .map_err(|e| format!("start position: {e}"))?;
        }
        let now: CardSet = board.cards().collect();
        let dealt: CardSet = start.cards().collect();
        if let Some(card) = dealt.iter().find(|c| !now.contains(*c)) {
            return Err(format!("{card} is missing from the board"));
        }
        if let Some(card) = now.iter().find(|c| !dealt.contains(*c)) {
            return Err(format!("{card} is not one of the game's cards"));
        }
        for (i, (pile, dealt)) in board.piles.iter().zip(&start.piles).enumerate() {
            if !dealt.down.starts_with(&pile.down) {
                return Err(format!(
                    "column {}: the buried cards are not those dealt there",
                    i + 1
                ));
            }
        }
        let deck: CardSet = start.stock.iter().chain(&start.waste).collect();
        if let Some(card) = board
            .stock
            .iter()
            .chain(&board.waste)
            .find(|c| !deck.contains(**c))
        {
            return Err(format!("{card} is in the deck but was not dealt to it"));
        }
        if !self.deck_seen && !start.stock.starts_with(&board.stock) {
            return Err("the unturned deck is not the unflipped part of the dealt deck".into());
        }
        let limit = self.config.stall_limit;
        if self.stall > limit || self.stall > self.moves {
            return Err(format!(
                "stall count {} out of range (limit {limit}, {} moves)",
                self.stall, self.moves
            ));
        }
        // Each move brings at most one card into play.
        let progress = start.remaining() - board.remaining().min(start.remaining());
        if board.remaining() > start.remaining() || (self.moves as usize) < progress {
            return Err(format!(
                "{} moves cannot bring {progress} cards into play",
                self.moves
            ));
        }
        let (mut moved, mut redealt, mut uncovered, mut ended) = (0usize, false, 0usize, 0usize);
        for event in &self.events {
            match event {
                TicEvent::Moved { .. } => moved += 1,
                TicEvent::Redealt => redealt = true,
                TicEvent::Uncovered { .. } => uncovered += 1,
                TicEvent::Ended { .. } => ended += 1,
            }
        }
        if moved != self.moves as usize {
            return Err(format!("{} moves but {moved} in the log", self.moves));
        }
        if redealt != self.deck_seen {
            return Err("the deck's turned-over mark disagrees with the log".into());
        }
        if uncovered != start.buried() - board.buried().min(start.buried()) {
            return Err(format!(
                "{uncovered} uncovered cards in the log, {} on the board",
                start.buried() - board.buried().min(start.buried())
            ));
        }
        if self.finish != self.ending() || ended != usize::from(self.finish.is_some()) {
            return Err(format!(
                "the game's end ({:?}) disagrees with the board ({:?})",
                self.finish,
                self.ending()
            ));
        }
        Ok(())
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

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: TicataireConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let board = Board {
            free_steps: config.free_steps,
            ..deal(seed)
        };
        let mut game = Ticataire {
            config,
            seed,
            start: None,
            board,
            stall: 0,
            moves: 0,
            deck_seen: false,
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
            self.deck_seen = true;
            self.events.push(TicEvent::Redealt);
        }
        // The card flipped (now on the waste) or the card played (now placed).
        let card = match *mv {
            Move::Flip => self.board.waste.last().copied(),
            Move::WasteToColumn(to) | Move::SequenceToColumn { to, .. } => {
                self.board.piles[usize::from(to)].bottom()
            }
            Move::WasteToSequence(pile) | Move::ColumnToSequence { pile, .. } => {
                self.board.seq[pile.index()].last().copied()
            }
            Move::ColumnToColumn { to, .. } => {
                let up = &self.board.piles[usize::from(to)].up;
                up.get(up.len() - undo.moved).copied()
            }
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

    fn events_for(&self, player: usize) -> Vec<TicEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, _player: usize, from: usize) -> Vec<TicEvent> {
        // Every card an event names was face up when it happened, and a deck card once seen
        // stays known (the deck turns over without a shuffle): nothing to redact.
        self.events.get(from..).unwrap_or_default().to_vec()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        self.check_state().map_err(InvalidState::new)
    }

    fn cards(&self) -> Vec<Card> {
        self.board.cards().collect()
    }

    fn hidden_cards(&self, _player: usize) -> Vec<Card> {
        self.hidden().iter().collect()
    }
}

impl Determinize for Ticataire {
    /// The buried cards (and the deck, until it has been turned over and so seen) are redealt
    /// among their places; the start position gets the same exchange, so the sample is a game
    /// that could have been dealt.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let hidden: Vec<Card> = self.hidden().iter().collect();
        {
            let mut zones: Vec<&mut [Card]> = sample
                .board
                .piles
                .iter_mut()
                .map(|p| &mut p.down[..])
                .collect();
            if !self.deck_seen {
                zones.push(&mut sample.board.stock[..]);
            }
            rules_engine::determinize::redeal(&mut zones, &hidden, rng);
        }
        let mut exchange: [Option<Card>; Card::COUNT] = [None; Card::COUNT];
        let places = |b: &Board| -> Vec<Card> {
            let stock: &[Card] = if self.deck_seen { &[] } else { &b.stock };
            b.piles
                .iter()
                .flat_map(|p| p.down.iter())
                .chain(stock)
                .copied()
                .collect()
        };
        for (old, new) in places(&self.board).into_iter().zip(places(&sample.board)) {
            exchange[old.index()] = Some(new);
        }
        let mut start = self.start();
        for card in start
            .piles
            .iter_mut()
            .flat_map(|p| p.down.iter_mut())
            .chain(start.stock.iter_mut())
        {
            if let Some(new) = exchange[card.index()] {
                *card = new;
            }
        }
        sample.start = Some(Box::new(start));
        sample.events = self.events_for(player);
        sample
    }
}
