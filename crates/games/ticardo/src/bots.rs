//! Greedy bots for the three games. Each looks one step ahead using only its player's view.

use rules_engine::{Bot, GreedyBot};
use ticardo_core::{
    Card, ClassSet, Pattern, Reach, add_one_classes, one_move_classes, remove_one_classes,
};

use crate::actions::{Change, DuelAction, PiecesAction};
use crate::duel::Duel;
use crate::pieces::{PIECES_PER_PLAYER, Pieces};
use crate::solitaire::Solitaire;
use crate::view::{DuelView, PiecesView, SolitaireView};

/// Cards of `hand` (except `played`) that are off by one from `board`.
fn options(board: Pattern, hand: &[Card], played: Option<Card>, reach: Reach) -> i64 {
    let playable = one_move_classes(board, reach);
    hand.iter()
        .filter(|c| Some(**c) != played && playable.contains(c.class()))
        .count() as i64
}

/// How many three-dot boards a card is off by one from: how easy it is to play later.
fn flexibility(card: Card, reach: Reach) -> i64 {
    (0u16..512)
        .filter(|m| m.count_ones() == 3)
        .filter_map(Pattern::from_bits)
        .filter(|b| one_move_classes(*b, reach).contains(card.class()))
        .count() as i64
}

/// The solitaire's greedy bot: plays the card and move after which the rest of the hand
/// chains longest on its own (solved exactly over the known cards, ignoring the unknown draws),
/// then that leave the most cards playable. Once the draw pile is empty this is perfect play.
#[must_use]
pub fn solitaire_greedy() -> impl Bot<Solitaire> {
    GreedyBot::new("greedy", |view: &SolitaireView, play: &crate::Play| {
        let after = view.board.without(play.from).with(play.to);
        let rest: Vec<Card> = view
            .hand
            .iter()
            .copied()
            .filter(|c| *c != play.card)
            .collect();
        let chain = crate::solver::solve(&crate::solver::Position {
            board: after,
            hand: rest,
            draw: Vec::new(),
            reach: view.reach,
        })
        .max_played as i64;
        100 * chain + options(after, &view.hand, Some(play.card), view.reach)
    })
}

/// The two-player game's greedy bot: scores whenever it can, choosing the play that keeps the
/// most of its own cards playable; otherwise discards its least flexible card, or passes when
/// ahead.
#[must_use]
pub fn duel_greedy() -> impl Bot<Duel> {
    GreedyBot::new(
        "greedy",
        |view: &DuelView, action: &DuelAction| match action {
            DuelAction::Play(play) => {
                let after = view.board.without(play.from).with(play.to);
                1000 + options(after, &view.hand, Some(play.card), view.reach)
            }
            DuelAction::Discard(card) => 500 - flexibility(*card, view.reach),
            DuelAction::Pass => {
                let mine = view.scored.get(view.player).map_or(0, Vec::len);
                let theirs = view.scored.get(1 - view.player.min(1)).map_or(0, Vec::len);
                if mine > theirs { 600 } else { 0 }
            }
        },
    )
}

/// The classes a player's pieces can show after one change (ignoring blocking).
fn reachable(own: Pattern, in_hand: u32, reach: Reach) -> ClassSet {
    let mut set = one_move_classes(own, reach).0 | remove_one_classes(own).0;
    if in_hand > 0 {
        set |= add_one_classes(own).0;
    }
    ClassSet(set)
}

fn after_change(own: Pattern, change: Change) -> Pattern {
    match change {
        Change::Move { from, to } => own.without(from).with(to),
        Change::Add { to } => own.with(to),
        Change::Remove { from } => own.without(from),
    }
}

fn pieces_options(own: Pattern, hand: &[Card], skip: Option<Card>) -> i64 {
    let in_hand = PIECES_PER_PLAYER.saturating_sub(own.count());
    let set = reachable(own, in_hand, Reach::Any);
    hand.iter()
        .filter(|c| Some(**c) != skip && set.contains(c.class()))
        .count() as i64
}

/// The greedy bot of the game with pieces: scores whenever it can, keeping the most cards
/// scorable next; at the end of a turn, changes a piece only if that makes more of its hand
/// scorable, and discards the card hardest to reach from its pieces.
#[must_use]
pub fn pieces_greedy() -> impl Bot<Pieces> {
    GreedyBot::new(
        "greedy",
        |view: &PiecesView, action: &PiecesAction| match action {
            PiecesAction::Score { card, change } => {
                let after = after_change(view.own_pieces, *change);
                1000 + pieces_options(after, &view.hand, Some(*card))
            }
            PiecesAction::Adjust(change) => {
                let after = after_change(view.own_pieces, *change);
                2 * pieces_options(after, &view.hand, None)
            }
            PiecesAction::KeepPieces => 2 * pieces_options(view.own_pieces, &view.hand, None) + 1,
            PiecesAction::Discard(card) => {
                let in_hand = PIECES_PER_PLAYER.saturating_sub(view.own_pieces.count());
                let near = reachable(view.own_pieces, in_hand, Reach::Any).contains(card.class());
                let distance = i64::from(card.dots().abs_diff(view.own_pieces.count()));
                distance - if near { 10 } else { 0 }
            }
        },
    )
}
