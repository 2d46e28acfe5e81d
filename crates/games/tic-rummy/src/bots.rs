//! The greedy bot: lays down as soon as it can, integrates every extra card it can, keeps the
//! cards that bring its collections closer, and discards the highest-value card it needs least.
//! The search bot (`search.rs`) builds on it; this module does not depend on the search.

use rules_engine::{Bot, GameRng};
use tic_core::{Card, CardSet, largest_single_group, largest_tic_group, longest_sequence};

use crate::TicRummy;
use crate::actions::RummyAction;
use crate::collections::{CollectionKind, Requirement, can_lay_down, extends};
use crate::deal::End;
use crate::view::RummyView;

/// How close a hand is to its round's collections: 1000 when it can lay down, otherwise the
/// sum over the collections of the largest fitting group it holds (capped at the size asked).
#[must_use]
pub fn progress(requirements: &[Requirement], hand: CardSet) -> i64 {
    if can_lay_down(requirements, hand) {
        return 1000;
    }
    requirements
        .iter()
        .map(|r| {
            let best = match r.kind {
                CollectionKind::Single => largest_single_group(hand).len(),
                CollectionKind::Tic => largest_tic_group(hand).len(),
                CollectionKind::Nic => largest_nic_group(hand, r.cards),
                CollectionKind::Sequence(step) => longest_sequence(hand, step).len(),
            };
            best.min(r.cards) as i64
        })
        .sum()
}

/// The size of a largest pairwise-Nic subset, up to `cap`.
fn largest_nic_group(pool: CardSet, cap: usize) -> usize {
    fn go(pool: CardSet, size: usize, cap: usize) -> usize {
        if size >= cap {
            return size;
        }
        let mut best = size;
        let mut rest = pool;
        while let Some(c) = rest.first() {
            rest.remove(c);
            best = best.max(go(rest & CardSet::nics_of(c), size + 1, cap));
            if best >= cap {
                break;
            }
        }
        best
    }
    go(pool, 0, cap)
}

fn fits_somewhere(view: &RummyView, card: Card) -> bool {
    view.players.iter().any(|p| {
        p.laid.iter().any(|l| {
            extends(l.kind, &l.cards, card, End::Back)
                || extends(l.kind, &l.cards, card, End::Front)
        })
    })
}

/// The greedy score of one action seen from a view (higher is better).
#[must_use]
pub fn greedy_score(view: &RummyView, action: &RummyAction) -> i64 {
    let hand: CardSet = view.hand.iter().collect();
    score_with_base(view, action, hand, progress(&view.requirements, hand))
}

fn score_with_base(view: &RummyView, action: &RummyAction, hand: CardSet, base: i64) -> i64 {
    let laid_down = view
        .players
        .get(view.player)
        .is_some_and(|p| !p.laid.is_empty());
    let reqs = &view.requirements;
    match *action {
        RummyAction::DrawFromDeck => 0,
        RummyAction::TakeDiscard(card) => {
            if laid_down {
                if fits_somewhere(view, card) { 10 } else { -1 }
            } else {
                let gain = progress(reqs, hand | CardSet::single(card)) - base;
                if gain > 0 { 10 * gain } else { -1 }
            }
        }
        RummyAction::Select(_) => 1000,
        RummyAction::ConfirmLaydown => 2000,
        RummyAction::CancelLaydown => -1000,
        RummyAction::Integrate { card, .. } => 500 + i64::from(card.value()),
        RummyAction::Discard(card) => {
            let value = i64::from(card.value());
            if laid_down {
                value
            } else {
                let loss = base - progress(reqs, hand - CardSet::single(card));
                -100 * loss + value
            }
        }
    }
}

/// The greedy TIC Rummy bot: plays the best action by [`greedy_score`], ties broken at random
/// (seeded). Computes the hand's progress once per decision rather than once per action.
#[derive(Clone, Copy, Debug, Default)]
pub struct RummyGreedy;

impl Bot<TicRummy> for RummyGreedy {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &RummyView, legal: &[RummyAction], rng: &mut GameRng) -> usize {
        let hand: CardSet = view.hand.iter().collect();
        let base = progress(&view.requirements, hand);
        let scores: Vec<i64> = legal
            .iter()
            .map(|a| score_with_base(view, a, hand, base))
            .collect();
        let Some(&best) = scores.iter().max() else {
            return 0;
        };
        let best_indices: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
        best_indices[rng.index(best_indices.len())]
    }
}

/// The greedy TIC Rummy bot.
#[must_use]
pub fn greedy_bot() -> RummyGreedy {
    RummyGreedy
}
