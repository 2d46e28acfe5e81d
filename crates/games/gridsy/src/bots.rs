//! The greedy bot, which asks the exact solver for a grid made of its cards and builds it (when
//! none exists it draws (solo) or makes the first swap with the pool that makes a grid
//! possible (head-to-head)), and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, Budget, GameRng, MctsBot, TunedBots};
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

/// Gridsy's opponents: [`GreedyGridsyBot`], and a search over rollouts played by it. Each
/// rollout is a whole round played by the solver-guided bot (random rollouts wander through
/// rearrangements to the rollout cap and cost far more), so only a few fit in a move's budget;
/// docs/rules/gridsy.md, "Bots", gives the measurements.
///
/// ```
/// use rules_engine::{run, Bot, Budget, Game, Seed, TunedBots};
/// use tic_gridsy::{Gridsy, GridsyConfig};
///
/// let mut game = Gridsy::new(GridsyConfig::head_to_head(2, 3), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Gridsy>>> =
///     vec![Gridsy::search_bot(Budget::Iterations(4)), Gridsy::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Gridsy {
    /// 4 rollouts a move.
    const SEARCH_BUDGET: Budget = Budget::Iterations(4);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyGridsyBot)
    }

    fn search_bot(budget: Budget) -> Box<dyn Bot<Self>> {
        Box::new(MctsBot::new(budget).with_rollout(Box::new(GreedyGridsyBot)))
    }
}
