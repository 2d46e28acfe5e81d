//! The greedy bot, which asks the exact solver for a grid made of its cards and builds it (when
//! none exists it draws (solo) or makes the first swap with the pool that makes a grid
//! possible (head-to-head)), and the tuned search bot ([`TunedBots`], [`GridsySearchBot`]).

use rules_engine::{Bot, GameRng, MctsBot, SearchBudget, Seat, TunedBots};
use tic_core::Card;

use crate::actions::GridsyAction;
use crate::search::{candidates, race_standings};
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

/// The search bot: paired rollouts ([`MctsBot`]) of [`ROLLOUT_STEPS`] greedy actions, valued by
/// [`race_standings`], over only the moves [`candidates`] lists. Where the list has one move
/// (the greedy bot's: almost every move of a 4x4 round, and every solo move) it plays it
/// without searching.
pub struct GridsySearchBot {
    search: MctsBot<Gridsy>,
}

impl GridsySearchBot {
    /// The search bot with `budget` (rollouts a move when it searches).
    #[must_use]
    pub fn new(budget: SearchBudget) -> Self {
        GridsySearchBot {
            search: MctsBot::new(budget)
                .with_rollout(Box::new(GreedyGridsyBot))
                .with_max_rollout_steps(ROLLOUT_STEPS)
                .with_evaluator(race_standings),
        }
    }
}

impl Bot<Gridsy> for GridsySearchBot {
    fn name(&self) -> &str {
        self.search.name()
    }

    /// Given only a view there is nothing to sample from: plays as the greedy bot.
    fn choose(&mut self, view: &GridsyView, legal: &[GridsyAction], rng: &mut GameRng) -> usize {
        GreedyGridsyBot.choose(view, legal, rng)
    }

    fn choose_at(
        &mut self,
        seat: &Seat<'_, Gridsy>,
        legal: &[GridsyAction],
        rng: &mut GameRng,
    ) -> usize {
        let view = seat.view();
        let wanted = candidates(&view);
        let picked: Vec<usize> = (0..legal.len())
            .filter(|&i| wanted.contains(&legal[i]))
            .collect();
        match picked.len() {
            0 => GreedyGridsyBot.choose(&view, legal, rng),
            1 => picked[0],
            _ => {
                let moves: Vec<GridsyAction> = picked.iter().map(|&i| legal[i]).collect();
                let choice = self.search.choose_at(seat, &moves, rng);
                picked.get(choice).copied().unwrap_or(picked[0])
            }
        }
    }
}

/// Actions a search rollout plays (both players, drawn as the runner draws them) before
/// [`race_standings`] values it: enough for the opponent to answer a swap.
pub const ROLLOUT_STEPS: usize = 2;

/// Gridsy's opponents: [`GreedyGridsyBot`], and [`GridsySearchBot`]. A round is a race that the
/// greedy bot runs at full speed whenever its cards make a grid, so the search weighs only the
/// swaps that matter, with short rollouts valued by the race ([`race_standings`]) instead of
/// whole rounds played with the solver (0.5 s a move); docs/rules/gridsy.md, "Bots", gives the
/// measurements and why no bot can beat greedy by much at 4x4.
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_gridsy::{Gridsy, GridsyConfig};
///
/// let mut game = Gridsy::new(GridsyConfig::head_to_head(2, 3), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Gridsy>>> =
///     vec![Gridsy::search_bot(SearchBudget::Iterations(4)), Gridsy::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Gridsy {
    /// Rollouts a move where the search has a choice: about 10 ms of CPU on a 4x4 round (most
    /// moves have none and cost one solver call).
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(30);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyGridsyBot)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(GridsySearchBot::new(budget))
    }
}
