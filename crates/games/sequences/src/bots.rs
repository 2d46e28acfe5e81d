//! Sequences' tuned bots: the exchange engine's ([`ExchangeBots`]) with its own budget.

use rules_engine::SearchBudget;
use tic_toker::ExchangeBots;

use crate::SequencesHands;

/// Sequences' tuned bots (docs/rules/sequences.md, "Bots"): the greedy exchange bot and the
/// search over playout rollouts of [`ExchangeBots`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_sequences::{ExchangeConfig, Sequences};
///
/// let mut game = Sequences::new(ExchangeConfig::new(2), Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<Sequences>>> =
///     vec![Sequences::search_bot(SearchBudget::Iterations(20)), Sequences::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 10_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl ExchangeBots for SequencesHands {
    /// 700 iterations: about 10 ms of CPU a move.
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(700);
}
