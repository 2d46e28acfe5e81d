//! Tuned opponents: a search that weighs a shortlist of moves with short rollouts, and the
//! [`TunedBots`] trait through which each game offers its greedy and search bots.

use crate::{Bot, Determinize, Game, GameRng, MctsBot, SearchBudget, Seat};

/// A game's own opponents, set up by the game's crate: the one-move greedy bot and a search bot
/// tuned for the game (rollout bot, rollout length, evaluator, shortlist), so that a game
/// project gets a strong opponent without choosing settings.
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{run, Bot, Game, Seed, TunedBots};
///
/// let mut game = TwentyOne::new(TwentyOneConfig::default(), Seed(7))?;
/// let mut bots: Vec<Box<dyn Bot<TwentyOne>>> =
///     vec![TwentyOne::search_bot(TwentyOne::SEARCH_BUDGET), TwentyOne::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 1_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait TunedBots: Determinize + 'static {
    /// The search bot's budget at about 10 ms of CPU a move on one core (docs/PERFORMANCE.md
    /// says how each game's was measured). An iteration budget, so deterministic.
    const SEARCH_BUDGET: SearchBudget;

    /// The greedy bot: the best move by the game's one-move rating.
    fn greedy_bot() -> Box<dyn Bot<Self>>;

    /// The search bot with `budget`, tuned for this game.
    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>>;
}

/// A search bot that weighs only a shortlist of moves: the `keep` best by a quick rating of
/// the move from the player's view (usually the greedy bot's), ties kept in the order of the
/// legal moves. With a budget of a few hundred rollouts and dozens of legal moves, the search
/// otherwise spends a few samples on each move and picks the luckiest; on the shortlist each
/// candidate gets enough samples to tell them apart. Deterministic like the bot it wraps.
pub struct Shortlist<G: Game> {
    search: Box<dyn Bot<G>>,
    rate: fn(&G::View, &G::Action) -> i64,
    keep: usize,
}

impl<G: Game> Shortlist<G> {
    /// `search` choosing among the `keep` (at least 1) best moves by `rate`.
    #[must_use]
    pub fn new(
        search: Box<dyn Bot<G>>,
        rate: fn(&G::View, &G::Action) -> i64,
        keep: usize,
    ) -> Self {
        Shortlist {
            search,
            rate,
            keep: keep.max(1),
        }
    }

    /// Indices into `legal` of the moves to weigh, in the order of `legal`.
    #[must_use]
    pub fn shortlist(&self, view: &G::View, legal: &[G::Action]) -> Vec<usize> {
        let mut order: Vec<usize> = (0..legal.len()).collect();
        if legal.len() > self.keep {
            // A stable sort: equal ratings keep the order of the legal moves.
            order.sort_by_key(|&i| std::cmp::Reverse((self.rate)(view, &legal[i])));
            order.truncate(self.keep);
            order.sort_unstable();
        }
        order
    }
}

impl<G: Game> Bot<G> for Shortlist<G> {
    fn name(&self) -> &str {
        self.search.name()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        self.search.choose(view, legal, rng)
    }

    fn choose_at(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        if legal.len() <= self.keep {
            return self.search.choose_at(seat, legal, rng);
        }
        let picked = self.shortlist(&seat.view(), legal);
        let moves: Vec<G::Action> = picked.iter().map(|&i| legal[i].clone()).collect();
        let choice = self.search.choose_at(seat, &moves, rng);
        picked.get(choice).or(picked.first()).copied().unwrap_or(0)
    }
}

/// Each player's lead over the mean of the others, squashed into 0..1 by `tanh(lead /
/// scale)` (0.5 = level): a search evaluator for rollouts cut short
/// ([`MctsBot::with_evaluator`]) in games where the highest score wins.
///
/// ```
/// let values = rules_engine::lead_values(&[30, 10], 20.0);
/// assert!(values[0] > 0.5 && values[1] < 0.5);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-12);
/// ```
#[must_use]
pub fn lead_values(scores: &[i64], scale: f64) -> Vec<f64> {
    let n = scores.len();
    let total: f64 = scores.iter().map(|&s| s as f64).sum();
    scores
        .iter()
        .map(|&own| {
            let own = own as f64;
            let others = (total - own) / (n.max(2) - 1) as f64;
            0.5 + 0.5 * ((own - others) / scale).tanh()
        })
        .collect()
}

/// The settings of a search that weighs a shortlist with short rollouts: an [`MctsBot`] with
/// rollouts played by `rollout()` for `rollout_steps` actions and valued by `standings`,
/// choosing among the `shortlist` best moves by `rate`. A game crate keeps its measured
/// settings in a `const` of this type and builds its [`TunedBots::search_bot`] from it.
pub struct ShortlistSearch<G: Game> {
    /// Rollouts a move at about 10 ms of CPU ([`TunedBots::SEARCH_BUDGET`]).
    pub rollouts: u32,
    /// Actions a rollout plays before `standings` values it.
    pub rollout_steps: usize,
    /// Moves weighed: the best by `rate`.
    pub shortlist: usize,
    /// A quick rating of a move (usually the greedy bot's).
    pub rate: fn(&G::View, &G::Action) -> i64,
    /// Each player's value of an unfinished state, in 0..=1 (e.g. [`lead_values`]).
    pub standings: fn(&G) -> Vec<f64>,
    /// The bot that plays the rollouts (usually the greedy bot).
    pub rollout: fn() -> Box<dyn Bot<G>>,
}

impl<G: Determinize + 'static> ShortlistSearch<G> {
    /// The default budget: `rollouts` rollouts a move.
    #[must_use]
    pub const fn budget(&self) -> SearchBudget {
        SearchBudget::Iterations(self.rollouts)
    }

    /// The search bot with `budget`.
    #[must_use]
    pub fn bot(&self, budget: SearchBudget) -> Shortlist<G> {
        let standings = self.standings;
        let search = MctsBot::new(budget)
            .with_rollout((self.rollout)())
            .with_max_rollout_steps(self.rollout_steps)
            .with_evaluator(standings);
        Shortlist::new(Box::new(search), self.rate, self.shortlist)
    }
}
