//! The greedy bot, which asks the exact solver for a grid made of its cards and builds it (when
//! none exists it draws (solo) or makes the first swap with the pool that makes a grid
//! possible (head-to-head)). The search bot (`search.rs`,
//! [`GridsySearchBot`](crate::GridsySearchBot)) builds on it; this module does not depend on
//! the search.

use rules_engine::{Bot, GameRng};
use tic_core::Card;

use crate::actions::GridsyAction;
use crate::solver;
use crate::state::Gridsy;
use crate::view::GridsyView;

/// The solver-guided bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyGridsyBot;

/// The action the solver-guided bot wants, if any (it may not be legal; the bot then
/// falls back to a random legal one).
#[must_use]
pub fn planned_action(view: &GridsyView) -> Option<GridsyAction> {
    let table = view.own()?;
    let size = view.size;
    let mut cards: Vec<Card> = table.cards().collect();
    cards.sort_unstable();
    match solver::arrange(&cards, size) {
        Some(target) => {
            // Take back any card that is not where the plan puts it, then fill the plan.
            for (cell, slot) in table.grid.iter().enumerate() {
                if let Some(card) = slot
                    && target.get(cell) != Some(card)
                {
                    return Some(GridsyAction::Remove {
                        row: cell / size,
                        col: cell % size,
                    });
                }
            }
            let cell = table.grid.iter().position(Option::is_none)?;
            Some(GridsyAction::Place {
                card: *target.get(cell)?,
                row: cell / size,
                col: cell % size,
            })
        }
        None if view.tables.len() == 1 => Some(GridsyAction::Draw),
        None => {
            for &give in &table.loose {
                for &take in &view.pool {
                    let mut with: Vec<Card> =
                        cards.iter().copied().filter(|&c| c != give).collect();
                    with.push(take);
                    if solver::arrange(&with, size).is_some() {
                        return Some(GridsyAction::Swap { give, take });
                    }
                }
            }
            None
        }
    }
}

impl Bot<Gridsy> for GreedyGridsyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &GridsyView, legal: &[GridsyAction], rng: &mut GameRng) -> usize {
        planned_action(view)
            .and_then(|a| legal.iter().position(|l| *l == a))
            .unwrap_or_else(|| rng.index(legal.len()))
    }
}
