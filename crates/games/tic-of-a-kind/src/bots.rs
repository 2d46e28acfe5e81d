//! The greedy Tic-of-a-Kind bot, and the pick both knock games' greedy bots make.

use rules_engine::{Bot, GameRng};
use tic_core::Card;

use crate::actions::TicOfAKindAction;
use crate::hands::TicOfAKindRules;
use crate::scoring::score_hand;
use crate::state::KnockGame;
use crate::view::TicOfAKindView;

/// The index of the action with the highest `score` (the first of equals; 0 when `legal` is
/// empty).
///
/// ```
/// assert_eq!(tic_of_a_kind::best_action(&[3, 9, 9, 1], |&a| a), 1);
/// ```
pub fn best_action<A>(legal: &[A], mut score: impl FnMut(&A) -> i64) -> usize {
    let mut best = (0, i64::MIN);
    for (i, action) in legal.iter().enumerate() {
        let s = score(action);
        if s > best.1 || i == 0 {
            best = (i, s);
        }
    }
    best.0
}

/// A greedy player: it takes the discard when keeping it (and discarding its worst card)
/// scores more than its hand now, otherwise draws from the deck; it discards the card whose
/// loss leaves the best score; it knocks once its hand scores at least the knock threshold.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot {
    /// Knock once the hand scores at least this much (the default is 40 for five cards, 80
    /// for ten).
    pub knock_at: Option<i64>,
}

fn points(hand: &[Card]) -> i64 {
    score_hand(hand).map_or(i64::MIN / 4, |(p, _)| p)
}

/// The cards of a hand other than `card`.
fn without(hand: &[Card], card: Card) -> Vec<Card> {
    hand.iter().copied().filter(|&c| c != card).collect()
}

impl GreedyBot {
    fn score(&self, view: &TicOfAKindView, action: TicOfAKindAction) -> i64 {
        let now = points(&view.hand);
        let knock_at = self
            .knock_at
            .unwrap_or(if view.hand.len() >= 10 { 80 } else { 40 });
        match action {
            TicOfAKindAction::Knock if now >= knock_at => i64::MAX,
            TicOfAKindAction::Knock => i64::MIN,
            // Drawing can only help (the drawn card may be discarded): worth a little more
            // than standing still.
            TicOfAKindAction::DrawDeck => now + 1,
            TicOfAKindAction::TakeDiscard => {
                let Some(top) = view.discard_top() else {
                    return i64::MIN;
                };
                let mut with = view.hand.clone();
                with.push(top);
                view.hand
                    .iter()
                    .map(|&c| points(&without(&with, c)))
                    .max()
                    .unwrap_or(i64::MIN)
            }
            TicOfAKindAction::Discard(card) => points(&without(&view.hand, card)),
        }
    }
}

impl Bot<KnockGame<TicOfAKindRules>> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(
        &mut self,
        view: &TicOfAKindView,
        legal: &[TicOfAKindAction],
        _: &mut GameRng,
    ) -> usize {
        best_action(legal, |&action| self.score(view, action))
    }
}
