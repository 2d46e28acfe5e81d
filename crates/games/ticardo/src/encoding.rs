//! The three games for learning agents: [`Encoded`] for [`Solitaire`], [`Duel`] and
//! [`Pieces`].
//!
//! Cards are numbered by their pattern class, `0..35` ([`Card::class`], the position in
//! [`PATTERNS`]): every card of a game has one color (the config's in the solitaire and the
//! duel; each player's own in the game with pieces), so the class tells them apart and both
//! colors share one numbering. Squares are numbered `0..9` ([`Cell::index`]: `3 * row +
//! column`, top-left first). With `K = 35` classes:
//!
//! # Actions
//!
//! A play or score carries a card and a move: each is numbered as a product (card, then the
//! squares), which stays small, so no action is split.
//!
//! | game | action | index |
//! |---|---|---|
//! | solitaire | `Play { card, from, to }` | `81 card + 9 from + to` |
//! | duel | `Pass` | `0` |
//! | duel | `Discard(card)` | `1 + card` |
//! | duel | `Play { card, from, to }` | `1 + K + 81 card + 9 from + to` |
//! | pieces | `KeepPieces` | `0` |
//! | pieces | `Discard(card)` | `1 + card` |
//! | pieces | `Adjust(change)` | `1 + K + change` |
//! | pieces | `Score { card, change }` | `1 + K + 99 + 99 card + change` |
//!
//! where a piece change is numbered `9 from + to` for `Move { from, to }`, `81 + to` for
//! `Add { to }` and `90 + from` for `Remove { from }` (99 changes). In the game with pieces the
//! squares are the seat's own: the red player (seat 1) sits across the board, so its squares
//! are turned half a turn (`8 - index`) in its actions and its observation, and both seats see
//! the board from their side.
//!
//! The action spaces, the same for every config: **2,835** (`81 K`) for the solitaire,
//! **2,871** (`1 + K + 81 K`) for the duel and **3,600** (`1 + K + 99 + 99 K`) for the game
//! with pieces.
//!
//! # Observation
//!
//! Built from the seat's view alone; card blocks are 35 long (one value per class), boards 9
//! (one per square, 1 for a dot or piece). The decks scale the pile sizes: `D = 22` three-dot
//! cards in the solitaire and the duel, 35 cards a player with pieces.
//!
//! The solitaire, length **87**:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 9 | the board's dots |
//! | 9 | 35 | the hand |
//! | 44 | 35 | the last card played (or the first card) |
//! | 79 | 5 | cards in the draw pile / D; cards played / D; over; won (draw pile used up); the bonus (hand cleared) |
//! | 84 | 3 | the reach one-hot: any, one space, cardinal |
//!
//! The duel, length **158** (the observer first):
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 9 | the board's dots |
//! | 9 | 35 | the hand |
//! | 44 | 35 | the observer's scored cards |
//! | 79 | 35 | the other player's scored cards |
//! | 114 | 35 | the discard pile's top |
//! | 149 | 6 | the other player's cards in hand / the hand size; cards in the draw pile / D; in the discard pile / D; passes in a row / 2; whether the observer is to act; over |
//! | 155 | 3 | the reach one-hot |
//!
//! The game with pieces, length **141** (the observer first, squares from its side):
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 9 | the observer's pieces |
//! | 9 | 9 | the other player's pieces |
//! | 18 | 35 | the hand |
//! | 53 | 35 | the observer's discard pile's top |
//! | 88 | 35 | the other player's discard pile's top |
//! | 123 | 13 | pieces off the board / 3, the observer's then the other's; the other's cards in hand / the hand size; draw piles / 35, discard piles / 35 and scored cards / 35, the observer's then the other's; turns played / the turn limit; whether the observer is to act; over; whether the observer is blue (seat 0, who starts) |
//! | 136 | 2 | the step one-hot: main (score or change a piece), discard |
//! | 138 | 3 | the reach one-hot (the config's) |
//!
//! # Returns
//!
//! The duel and the game with pieces keep the default: by rank at the end (most scored cards
//! first), zero-sum. The solitaire has one seat, for which ranks say nothing, and scores as it
//! goes (the score is the cards played): its return is the cards played over the cards that
//! can be played (the deck but the first card and the face-down dots: 18 of 22 by default),
//! at every step, so each play adds the same reward and clearing the hand gives 1.

use rules_engine::{Encoded, Game, ToAct, encode_one_hot};
use ticardo_core::{Card, Cell, PATTERN_COUNT, PATTERNS, Pattern, Reach};

use crate::actions::{Change, DuelAction, PiecesAction, Play};
use crate::config::{DuelConfig, PiecesConfig, SolitaireConfig};
use crate::duel::Duel;
use crate::pieces::{PIECES_PER_PLAYER, Pieces};
use crate::solitaire::Solitaire;
use crate::view::Step;

/// Card classes.
const K: usize = PATTERN_COUNT;
/// Squares.
const CELLS: usize = 9;
/// Moves of a dot: from a square to a square.
const MOVES: usize = CELLS * CELLS;
/// Piece changes: moves, adds, removes.
const CHANGES: usize = MOVES + 2 * CELLS;
/// Plays: a card and a move.
const PLAYS: usize = K * MOVES;

/// The three-dot cards of a color: the deck of the solitaire and the duel.
const THREE_DOT: usize = {
    let mut count = 0;
    let mut i = 0;
    while i < PATTERN_COUNT {
        if PATTERNS[i].count() == 3 {
            count += 1;
        }
        i += 1;
    }
    count
};

/// Adds 1 at each card's class in `out` (35 long).
fn encode_classes(cards: impl IntoIterator<Item = Card>, out: &mut [f32]) {
    for card in cards {
        if let Some(slot) = out.get_mut(card.class()) {
            *slot += 1.0;
        }
    }
}

/// Writes 1 at each square of `pattern` in `out` (9 long).
fn encode_board(pattern: Pattern, out: &mut [f32]) {
    for cell in pattern.cells() {
        if let Some(slot) = out.get_mut(usize::from(cell.index())) {
            *slot = 1.0;
        }
    }
}

fn encode_reach(reach: Reach, out: &mut [f32]) {
    let index = match reach {
        Reach::Any => 0,
        Reach::OneSpace => 1,
        Reach::Cardinal => 2,
    };
    encode_one_hot(index, out);
}

fn flag(b: bool) -> f32 {
    f32::from(u8::from(b))
}

/// `value / scale` as `f32`, 0 for a zero scale.
fn ratio(value: usize, scale: usize) -> f32 {
    if scale == 0 {
        0.0
    } else {
        value as f32 / scale as f32
    }
}

fn cell(c: Cell) -> usize {
    usize::from(c.index())
}

/// A play's number among the plays: the card's class, then the move.
fn play_index(play: &Play) -> usize {
    play.card.class() * MOVES + cell(play.from) * CELLS + cell(play.to)
}

/// A square as `player` of the game with pieces sees it: turned half a turn for the red
/// player, who sits across.
fn seen(player: usize, c: Cell) -> usize {
    if player == 0 {
        cell(c)
    } else {
        cell(c.rotated_half())
    }
}

/// A board as `player` of the game with pieces sees it.
fn seen_board(player: usize, pattern: Pattern) -> Pattern {
    if player == 0 {
        pattern
    } else {
        pattern.rotated_half()
    }
}

/// A change's number among the changes, in `player`'s squares.
fn change_index(player: usize, change: Change) -> usize {
    match change {
        Change::Move { from, to } => seen(player, from) * CELLS + seen(player, to),
        Change::Add { to } => MOVES + seen(player, to),
        Change::Remove { from } => MOVES + CELLS + seen(player, from),
    }
}

impl Solitaire {
    /// The cards the solitaire can play at most: the deck but the first card and the
    /// face-down dots.
    fn playable(&self) -> usize {
        THREE_DOT.saturating_sub(1 + self.config().markers())
    }
}

impl Encoded for Solitaire {
    fn action_space(_config: &SolitaireConfig) -> usize {
        PLAYS
    }

    fn action_index(&self, _player: usize, action: &Play) -> Option<usize> {
        Some(play_index(action))
    }

    fn observation_len(_config: &SolitaireConfig) -> usize {
        87
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        out.fill(0.0);
        encode_board(view.board, &mut out[..9]);
        encode_classes(view.hand.iter().copied(), &mut out[9..44]);
        encode_classes(view.discard_top, &mut out[44..79]);
        let c = &mut out[79..84];
        c[0] = ratio(view.draw_pile, THREE_DOT);
        c[1] = ratio(view.played, THREE_DOT);
        c[2] = flag(view.over);
        c[3] = flag(view.won);
        c[4] = flag(view.hand_cleared);
        encode_reach(view.reach, &mut out[84..87]);
    }

    /// The cards played over the cards that can be played, at every step (see the module
    /// docs).
    fn returns(&self) -> Vec<f64> {
        vec![self.played() as f64 / self.playable().max(1) as f64]
    }
}

/// The duel's first play index.
const DUEL_PLAY: usize = 1 + K;

impl Encoded for Duel {
    fn action_space(_config: &DuelConfig) -> usize {
        DUEL_PLAY + PLAYS
    }

    fn action_index(&self, _player: usize, action: &DuelAction) -> Option<usize> {
        Some(match action {
            DuelAction::Pass => 0,
            DuelAction::Discard(card) => 1 + card.class(),
            DuelAction::Play(play) => DUEL_PLAY + play_index(play),
        })
    }

    fn observation_len(_config: &DuelConfig) -> usize {
        158
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        out.fill(0.0);
        encode_board(view.board, &mut out[..9]);
        encode_classes(view.hand.iter().copied(), &mut out[9..44]);
        let me = player.min(1);
        let scored = |p: usize| view.scored.get(p).into_iter().flatten().copied();
        encode_classes(scored(me), &mut out[44..79]);
        encode_classes(scored(1 - me), &mut out[79..114]);
        encode_classes(view.discard_top, &mut out[114..149]);
        let c = &mut out[149..155];
        c[0] = ratio(view.other_hand_size, self.config().hand_size);
        c[1] = ratio(view.draw_pile, THREE_DOT);
        c[2] = ratio(view.discard_pile, THREE_DOT);
        c[3] = view.passes_in_row as f32 / 2.0;
        c[4] = flag(view.to_act == ToAct::Player(player));
        c[5] = flag(view.ended.is_some());
        encode_reach(view.reach, &mut out[155..158]);
    }
}

/// The game with pieces' first adjust and score indices.
const PIECES_ADJUST: usize = 1 + K;
const PIECES_SCORE: usize = PIECES_ADJUST + CHANGES;
/// Cards a player of the game with pieces owns.
const PIECES_DECK: usize = PATTERN_COUNT;

impl Encoded for Pieces {
    fn action_space(_config: &PiecesConfig) -> usize {
        PIECES_SCORE + K * CHANGES
    }

    fn action_index(&self, player: usize, action: &PiecesAction) -> Option<usize> {
        let me = player.min(1);
        Some(match *action {
            PiecesAction::KeepPieces => 0,
            PiecesAction::Discard(card) => 1 + card.class(),
            PiecesAction::Adjust(change) => PIECES_ADJUST + change_index(me, change),
            PiecesAction::Score { card, change } => {
                PIECES_SCORE + card.class() * CHANGES + change_index(me, change)
            }
        })
    }

    fn observation_len(_config: &PiecesConfig) -> usize {
        141
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let me = player.min(1);
        out.fill(0.0);
        encode_board(seen_board(me, view.own_pieces), &mut out[..9]);
        encode_board(seen_board(me, view.other_pieces), &mut out[9..18]);
        encode_classes(view.hand.iter().copied(), &mut out[18..53]);
        encode_classes(view.discard_tops[0], &mut out[53..88]);
        encode_classes(view.discard_tops[1], &mut out[88..123]);
        let pieces = PIECES_PER_PLAYER as f32;
        let c = &mut out[123..136];
        c[0] = view.own_pieces_in_hand as f32 / pieces;
        c[1] = view.other_pieces_in_hand as f32 / pieces;
        c[2] = ratio(view.other_hand_size, self.config().hand_size);
        c[3] = ratio(view.draw_piles[0], PIECES_DECK);
        c[4] = ratio(view.draw_piles[1], PIECES_DECK);
        c[5] = ratio(view.discard_piles[0], PIECES_DECK);
        c[6] = ratio(view.discard_piles[1], PIECES_DECK);
        c[7] = ratio(view.scored[0], PIECES_DECK);
        c[8] = ratio(view.scored[1], PIECES_DECK);
        c[9] = view.turns as f32 / view.turn_limit.max(1) as f32;
        c[10] = flag(view.to_act == ToAct::Player(player));
        c[11] = flag(view.ended.is_some());
        c[12] = flag(me == 0);
        let step = match view.step {
            Step::Main => 0,
            Step::Discard => 1,
        };
        encode_one_hot(step, &mut out[136..138]);
        encode_reach(self.config().reach, &mut out[138..141]);
    }
}
