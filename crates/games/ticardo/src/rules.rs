//! Rules shared by the games: which plays a hand has on a board, drawing with reshuffles,
//! and the piece changes of the game with pieces.

use rules_engine::GameRng;
use ticardo_core::{Card, Cell, ClassSet, Pattern, Reach, moves_to, one_move_classes};

use crate::actions::{Change, Illegal, Play};

/// The classes of the cards in a hand.
pub(crate) fn hand_classes(hand: &[Card]) -> ClassSet {
    hand.iter().fold(ClassSet::EMPTY, |s, c| s.with(c.class()))
}

/// Whether some card of `hand` is "off by one" from `board`. Constant time per card.
#[must_use]
pub fn has_play(board: Pattern, hand: &[Card], reach: Reach) -> bool {
    !one_move_classes(board, reach)
        .intersection(hand_classes(hand))
        .is_empty()
}

/// Every play of a hand on a board: each matching card with each move that makes it, in the
/// order of the hand, then by move.
#[must_use]
pub fn plays(board: Pattern, hand: &[Card], reach: Reach) -> Vec<Play> {
    let matching = one_move_classes(board, reach);
    let mut out = Vec::new();
    for &card in hand {
        if matching.contains(card.class()) {
            out.extend(
                moves_to(board, card.pattern(), reach, Pattern::EMPTY).map(|(from, to)| Play {
                    card,
                    from,
                    to,
                }),
            );
        }
    }
    out
}

/// Checks a play against a board and hand; returns the new board.
pub(crate) fn check_play(
    board: Pattern,
    hand: &[Card],
    reach: Reach,
    play: &Play,
) -> Result<Pattern, Illegal> {
    if !hand.contains(&play.card) {
        return Err(Illegal::NotInHand(play.card));
    }
    if !board.contains(play.from) {
        return Err(Illegal::NoDotThere(play.from));
    }
    if board.contains(play.to) {
        return Err(Illegal::NotEmpty(play.to));
    }
    if !reach.allows(play.from, play.to) {
        return Err(Illegal::TooFar {
            from: play.from,
            to: play.to,
            reach,
        });
    }
    let after = board.without(play.from).with(play.to);
    if after.is_rotation_of(play.card.pattern()) {
        Ok(after)
    } else {
        Err(Illegal::NoMatch(play.card))
    }
}

/// Removes one copy of `card` from `cards` (which must hold it).
pub(crate) fn take(cards: &mut Vec<Card>, card: Card) {
    if let Some(at) = cards.iter().position(|c| *c == card) {
        cards.remove(at);
    }
}

/// Draws the top card; when the draw pile is empty, the whole discard pile is shuffled to
/// make a new one first (the texts shuffle the discard pile itself). Returns the card and
/// whether a reshuffle happened; `None` when both piles are empty.
pub(crate) fn draw_or_reshuffle(
    draw: &mut Vec<Card>,
    discard: &mut Vec<Card>,
    rng: &mut GameRng,
) -> Option<(Card, bool)> {
    let mut reshuffled = false;
    if draw.is_empty() && !discard.is_empty() {
        draw.append(discard);
        rng.shuffle(draw);
        reshuffled = true;
    }
    draw.pop().map(|c| (c, reshuffled))
}

/// Every change a player may make to their own pieces `own`, with `others` the opponent's
/// squares and `in_hand` pieces off the board: moves within `reach` and adds to squares empty
/// of both colors, and removes.
pub(crate) fn changes(own: Pattern, others: Pattern, in_hand: u32, reach: Reach) -> Vec<Change> {
    let occupied = Pattern::from_bits(own.bits() | others.bits()).unwrap_or(own);
    let mut out = Vec::new();
    for from in own.cells() {
        for to in occupied.empty_cells() {
            if reach.allows(from, to) {
                out.push(Change::Move { from, to });
            }
        }
    }
    if in_hand > 0 {
        out.extend(occupied.empty_cells().map(|to| Change::Add { to }));
    }
    out.extend(own.cells().map(|from| Change::Remove { from }));
    out
}

/// Checks a change and returns the player's pieces after it.
pub(crate) fn apply_change(
    own: Pattern,
    others: Pattern,
    in_hand: u32,
    reach: Reach,
    change: Change,
) -> Result<Pattern, Illegal> {
    let empty = |cell: Cell| !own.contains(cell) && !others.contains(cell);
    match change {
        Change::Move { from, to } => {
            if !own.contains(from) {
                return Err(Illegal::NoDotThere(from));
            }
            if !empty(to) {
                return Err(Illegal::NotEmpty(to));
            }
            if !reach.allows(from, to) {
                return Err(Illegal::TooFar { from, to, reach });
            }
            Ok(own.without(from).with(to))
        }
        Change::Add { to } => {
            if in_hand == 0 {
                return Err(Illegal::NoPieceInHand);
            }
            if !empty(to) {
                return Err(Illegal::NotEmpty(to));
            }
            Ok(own.with(to))
        }
        Change::Remove { from } => {
            if !own.contains(from) {
                return Err(Illegal::NoDotThere(from));
            }
            Ok(own.without(from))
        }
    }
}
