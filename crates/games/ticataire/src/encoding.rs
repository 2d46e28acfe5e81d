//! Ticataire for learning agents: [`Encoded`] for [`Ticataire`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//! Columns are 0 to 6, the sequence piles `p` 0 (low) and 1 (high).
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `Flip` | `0` |
//! | `WasteToColumn(to)` | `1 + to` |
//! | `WasteToSequence(p)` | `8 + p` |
//! | `ColumnToColumn { from, to }` | `10 + 6 from + t`, `t = to` below `from`, `to - 1` above it |
//! | `ColumnToSequence { from, pile: p }` | `52 + 7p + from` |
//! | `SequenceToColumn { pile: p, to }` | `66 + 7p + to` |
//!
//! The action space is **80** for every config: each move is one index (a column move is
//! named by its two columns, never the same one).
//!
//! # Observation
//!
//! Built from the player's view alone: the face-up cards, how many cards lie face down under
//! each column and in the deck, and the deck's cards once it has been turned over (the player
//! has then seen them all, in order). A "card" below is 16 values: present, then its number,
//! shape and color one-hot (5 each); a "card block" is 125 values, one per card number.
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 7 x 34 | per column `k` (at `34k`): face-down cards / 7, face-up cards / 25, its top card (the one a column move carries), its bottom card (the one played on) |
//! | 238 | 125 | card block: the face-up cards in the columns |
//! | 363 | 2 x 17 | per sequence pile `p` (at `363 + 17p`): cards / 25, its top card |
//! | 397 | 2 x 125 | card blocks: the low pile's cards, then the high pile's |
//! | 647 | 16 | the flipped card that may be played |
//! | 663 | 125 | card block: the flipped cards |
//! | 788 | 16 | the next card of the deck, once the deck has been turned over |
//! | 804 | 125 | card block: the deck's cards, once it has been turned over |
//! | 929 | 4 | the phase one-hot: playing, won, stuck, stalled |
//! | 933 | 6 | cards in the deck / 69; flipped cards / 69; whether the deck's cards are listed (it has been turned over and is not empty); moves without progress / the stall limit; cards still to bring into play / 118; the option `free_steps` (0 or 1) |
//!
//! Length **939** for every config.
//!
//! # Returns
//!
//! The game has one seat, so the default rank return would always be 0. Its return is the
//! score as it goes, at every step: the cards brought into play over all the cards on the
//! board (1 for a won game; 7 / 125 at the deal).

use rules_engine::{Encoded, Game, encode_cards, encode_one_hot};
use tic_core::Card;

use crate::actions::{Finish, Move, SeqPile};
use crate::config::TicataireConfig;
use crate::state::{COLUMNS, Ticataire};

const CARDS: usize = Card::COUNT;
/// Values per card: present, number, shape, color.
const CARD: usize = 16;
/// Values per column.
const COLUMN: usize = 2 + 2 * CARD;
/// Values per sequence pile.
const PILE: usize = 1 + CARD;

const FLIP: usize = 0;
const WASTE_TO_COLUMN: usize = 1;
const WASTE_TO_SEQUENCE: usize = WASTE_TO_COLUMN + COLUMNS;
const COLUMN_TO_COLUMN: usize = WASTE_TO_SEQUENCE + 2;
const COLUMN_TO_SEQUENCE: usize = COLUMN_TO_COLUMN + COLUMNS * (COLUMNS - 1);
const SEQUENCE_TO_COLUMN: usize = COLUMN_TO_SEQUENCE + 2 * COLUMNS;
/// The action space, for every config.
const SPACE: usize = SEQUENCE_TO_COLUMN + 2 * COLUMNS;

/// Offsets of the observation's blocks.
const COLUMNS_AT: usize = 0;
const COLUMN_CARDS: usize = COLUMNS * COLUMN;
const PILES: usize = COLUMN_CARDS + CARDS;
const PILE_CARDS: usize = PILES + 2 * PILE;
const FLIPPED_TOP: usize = PILE_CARDS + 2 * CARDS;
const FLIPPED: usize = FLIPPED_TOP + CARD;
const DECK_NEXT: usize = FLIPPED + CARDS;
const DECK: usize = DECK_NEXT + CARD;
const PHASE: usize = DECK + CARDS;
const COUNTERS: usize = PHASE + 4;
const LEN: usize = COUNTERS + 6;

/// Cards dealt face down, and to the deck.
const BURIED: f32 = 49.0;
const DEALT_DECK: f32 = 69.0;
/// A scale for a pile's length.
const LONG_PILE: f32 = 25.0;

/// A card: present, then its number, shape and color one-hot (`block` holds 16 values).
fn out_card(card: Option<Card>, block: &mut [f32]) {
    if let Some(card) = card {
        block[0] = 1.0;
        block[1 + card.number().index()] = 1.0;
        block[6 + card.shape().index()] = 1.0;
        block[11 + card.color().index()] = 1.0;
    }
}

/// 1 for true, 0 for false.
fn flag(b: bool) -> f32 {
    f32::from(u8::from(b))
}

/// The pile with this index (0 low, 1 high).
fn pile_at(p: usize) -> Option<SeqPile> {
    SeqPile::ALL.get(p).copied()
}

impl Encoded for Ticataire {
    fn action_space(_config: &TicataireConfig) -> usize {
        SPACE
    }

    fn action_index(&self, _player: usize, mv: &Move) -> Option<usize> {
        let column = |c: u8| Some(usize::from(c)).filter(|&c| c < COLUMNS);
        match *mv {
            Move::Flip => Some(FLIP),
            Move::WasteToColumn(to) => Some(WASTE_TO_COLUMN + column(to)?),
            Move::WasteToSequence(pile) => Some(WASTE_TO_SEQUENCE + pile.index()),
            Move::ColumnToColumn { from, to } => {
                let (from, to) = (column(from)?, column(to)?);
                let t = match to.cmp(&from) {
                    core::cmp::Ordering::Less => to,
                    core::cmp::Ordering::Equal => return None,
                    core::cmp::Ordering::Greater => to - 1,
                };
                Some(COLUMN_TO_COLUMN + (COLUMNS - 1) * from + t)
            }
            Move::ColumnToSequence { from, pile } => {
                Some(COLUMN_TO_SEQUENCE + COLUMNS * pile.index() + column(from)?)
            }
            Move::SequenceToColumn { pile, to } => {
                Some(SEQUENCE_TO_COLUMN + COLUMNS * pile.index() + column(to)?)
            }
        }
    }

    fn action_at(&self, player: usize, index: usize) -> Option<Move> {
        // Columns are below 7, so they fit a u8.
        let col = |c: usize| u8::try_from(c).ok();
        let mv = if index == FLIP {
            Move::Flip
        } else if index < WASTE_TO_SEQUENCE {
            Move::WasteToColumn(col(index - WASTE_TO_COLUMN)?)
        } else if index < COLUMN_TO_COLUMN {
            Move::WasteToSequence(pile_at(index - WASTE_TO_SEQUENCE)?)
        } else if index < COLUMN_TO_SEQUENCE {
            let i = index - COLUMN_TO_COLUMN;
            let (from, t) = (i / (COLUMNS - 1), i % (COLUMNS - 1));
            let to = if t < from { t } else { t + 1 };
            Move::ColumnToColumn {
                from: col(from)?,
                to: col(to)?,
            }
        } else if index < SEQUENCE_TO_COLUMN {
            let i = index - COLUMN_TO_SEQUENCE;
            Move::ColumnToSequence {
                from: col(i % COLUMNS)?,
                pile: pile_at(i / COLUMNS)?,
            }
        } else if index < SPACE {
            let i = index - SEQUENCE_TO_COLUMN;
            Move::SequenceToColumn {
                pile: pile_at(i / COLUMNS)?,
                to: col(i % COLUMNS)?,
            }
        } else {
            return None;
        };
        (player == 0 && self.finish.is_none() && self.board.check(mv).is_ok()).then_some(mv)
    }

    fn observation_len(_config: &TicataireConfig) -> usize {
        LEN
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        out.fill(0.0);
        for (k, column) in view.columns.iter().enumerate().take(COLUMNS) {
            let at = COLUMNS_AT + k * COLUMN;
            let block = &mut out[at..at + COLUMN];
            block[0] = column.buried as f32 / 7.0;
            block[1] = column.up.len() as f32 / LONG_PILE;
            out_card(column.up.first().copied(), &mut block[2..2 + CARD]);
            out_card(column.up.last().copied(), &mut block[2 + CARD..]);
            encode_cards(column.up.iter().copied(), &mut out[COLUMN_CARDS..PILES]);
        }
        for (p, cards) in view.sequences.iter().enumerate() {
            let at = PILES + p * PILE;
            let block = &mut out[at..at + PILE];
            block[0] = cards.len() as f32 / LONG_PILE;
            out_card(cards.last().copied(), &mut block[1..]);
            let at = PILE_CARDS + p * CARDS;
            encode_cards(cards.iter().copied(), &mut out[at..at + CARDS]);
        }
        out_card(view.flipped_top(), &mut out[FLIPPED_TOP..FLIPPED]);
        encode_cards(view.flipped.iter().copied(), &mut out[FLIPPED..DECK_NEXT]);
        out_card(view.known_deck.last().copied(), &mut out[DECK_NEXT..DECK]);
        encode_cards(view.known_deck.iter().copied(), &mut out[DECK..PHASE]);
        let phase = match view.finish {
            None => 0,
            Some(Finish::Won) => 1,
            Some(Finish::Stuck) => 2,
            Some(Finish::Stalled) => 3,
        };
        encode_one_hot(phase, &mut out[PHASE..COUNTERS]);
        let c = &mut out[COUNTERS..LEN];
        c[0] = view.deck_len as f32 / DEALT_DECK;
        c[1] = view.flipped.len() as f32 / DEALT_DECK;
        c[2] = flag(!view.known_deck.is_empty());
        let (stall, limit) = view.stall;
        c[3] = if limit == 0 {
            0.0
        } else {
            (f64::from(stall) / f64::from(limit)) as f32
        };
        c[4] = view.remaining() as f32 / (BURIED + DEALT_DECK);
        c[5] = flag(view.free_steps);
    }

    /// The cards brought into play over all the cards on the board, at every step (see the
    /// module docs).
    fn returns(&self) -> Vec<f64> {
        let all = self.board.cards().count();
        let in_play = all.saturating_sub(self.board.remaining());
        vec![in_play as f64 / all.max(1) as f64]
    }
}
