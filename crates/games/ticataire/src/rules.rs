//! The board and its moves: columns that Tic, the two sequence piles, the deck.
//!
//! The board is the whole position without the game's bookkeeping, so the solver searches
//! it directly with [`Board::apply`] and [`Board::undo`], and the game plays on it with the
//! same functions.

use core::fmt;

use tic_core::{Card, Number, Step, shared_count, step};

use crate::actions::{Move, SeqPile, TicIllegal};

/// Number of columns.
pub const COLUMNS: usize = 7;
/// Face-down cards dealt to each column.
pub const BURIED_PER_COLUMN: usize = 7;

/// One of the seven columns: a stack of face-down cards with face-up cards laid on it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pile {
    /// Face-down cards; the last is the next to be uncovered.
    pub down: Vec<Card>,
    /// Face-up cards: `up[0]` is the column's top card (the first laid), the last is its
    /// bottom card, the one exposed to play on.
    pub up: Vec<Card>,
}

impl Pile {
    /// The exposed card new cards are laid below.
    #[must_use]
    pub fn bottom(&self) -> Option<Card> {
        self.up.last().copied()
    }

    /// Whether the space is empty (no face-down and no face-up card).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.up.is_empty() && self.down.is_empty()
    }
}

/// The whole position: seven columns, two sequence piles, the deck and its flipped cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Board {
    /// The seven columns.
    pub piles: [Pile; COLUMNS],
    /// The sequence piles, low then high; the last card of each is on top.
    pub seq: [Vec<Card>; 2],
    /// The face-down deck; the last card is flipped next.
    pub stock: Vec<Card>,
    /// Cards flipped from the deck; the last is the one that may be played.
    pub waste: Vec<Card>,
}

/// What [`Board::apply`] did beyond the move itself, so [`Board::undo`] can reverse it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    /// The move applied.
    pub mv: Move,
    /// A face-down card was turned up in the column the move left.
    pub uncovered: bool,
    /// The flip first turned the flipped cards over to form a new deck.
    pub redealt: bool,
    /// For a column move: how many cards moved.
    pub moved: usize,
}

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

/// Whether `card` may go on a sequence pile whose top is `top` (or that is empty): a Duo or
/// a Tripo from the top, or a start card on an empty pile.
#[must_use]
pub fn sequence_accepts(pile: SeqPile, top: Option<Card>, card: Card) -> bool {
    match top {
        None => starts(pile, card),
        Some(top) => step(top, card) >= Step::Duo,
    }
}

impl Board {
    /// Cards still to bring into play: face-down cards plus the deck and its flipped cards.
    /// The game is won when this reaches zero, and it never grows.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.piles.iter().map(|p| p.down.len()).sum::<usize>() + self.stock.len() + self.waste.len()
    }

    /// Whether every buried card is uncovered and every deck card is in play.
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    /// Every card on the board.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.piles
            .iter()
            .flat_map(|p| p.down.iter().chain(&p.up))
            .chain(self.seq.iter().flatten())
            .chain(&self.stock)
            .chain(&self.waste)
            .copied()
    }

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

    fn seq_accepts(&self, pile: SeqPile, card: Card) -> Result<(), TicIllegal> {
        let top = self.seq[pile.index()].last().copied();
        if sequence_accepts(pile, top, card) {
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
            if let Some(w) = cards.windows(2).find(|w| step(w[0], w[1]) < Step::Duo) {
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
