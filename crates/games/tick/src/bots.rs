//! The greedy Tick bot: uses the meld solver to choose what to draw and what to discard.

use rules_engine::{Bot, GameRng};
use rummy_cards::{Card, MeldSolver, PointTable};

use crate::actions::TickAction;
use crate::scoring::deal_rules;
use crate::state::Tick;
use crate::view::TickView;

/// Plays the move that leaves the fewest points outside melds right now.
///
/// - Draw: takes the top discard when, after the best discard, it leaves fewer points than
///   the hand does now; else draws from the deck.
/// - Discard: calls Tick when it can; else discards the card whose loss leaves the fewest
///   points, keeping wild cards on ties and then throwing the highest card.
///
/// Ties are broken with the seeded generator.
#[derive(Clone, Debug, Default)]
pub struct GreedyTickBot;

impl GreedyTickBot {
    fn solver(view: &TickView) -> MeldSolver {
        MeldSolver::new(deal_rules(view.wild, view.ace_low), PointTable::tick())
    }

    fn points(solver: &mut MeldSolver, hand: &[Card]) -> i64 {
        solver.min_points(hand).map_or(i64::MAX / 4, i64::from)
    }

    fn without(hand: &[Card], card: Card) -> Vec<Card> {
        let mut rest = hand.to_vec();
        if let Some(at) = rest.iter().position(|c| *c == card) {
            rest.remove(at);
        }
        rest
    }

    /// A score per legal action, higher is better.
    fn scores(view: &TickView, legal: &[TickAction]) -> Vec<i64> {
        let mut solver = Self::solver(view);
        let rules = *solver.rules();
        let now = Self::points(&mut solver, &view.hand);
        legal
            .iter()
            .map(|action| match action {
                TickAction::DrawFromDeck => -now * 1000,
                TickAction::TakeDiscard => {
                    let Some(top) = view.discard_top else {
                        return i64::MIN;
                    };
                    let mut hand = view.hand.clone();
                    hand.push(top);
                    let mut options: Vec<Card> = view.hand.clone();
                    if view.may_discard_taken {
                        options.push(top);
                    }
                    options.sort_unstable();
                    options.dedup();
                    let best = options
                        .iter()
                        .map(|d| Self::points(&mut solver, &Self::without(&hand, *d)))
                        .min()
                        .unwrap_or(i64::MAX / 4);
                    // Strictly better than the hand now, else the deck (which may be better).
                    if best < now {
                        -best * 1000 + 1
                    } else {
                        -now * 1000 - 1
                    }
                }
                TickAction::Tick(_) => i64::MAX / 2,
                TickAction::Discard(card) => {
                    let left = Self::points(&mut solver, &Self::without(&view.hand, *card));
                    let keep_wild = if rules.is_wild(*card) { 500 } else { 0 };
                    -left * 1000 + i64::from(PointTable::tick().of(*card)) - keep_wild
                }
            })
            .collect()
    }
}

impl Bot<Tick> for GreedyTickBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &TickView, legal: &[TickAction], rng: &mut GameRng) -> usize {
        let scores = Self::scores(view, legal);
        let Some(&best) = scores.iter().max() else {
            return 0;
        };
        let best_indices: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
        best_indices
            .get(rng.index(best_indices.len()))
            .copied()
            .unwrap_or(0)
    }
}
