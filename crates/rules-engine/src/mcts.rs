//! A search bot for every game: information-set Monte Carlo tree search over [`Determinize`].

use std::time::{Duration, Instant};

use crate::bot::ready_players;
use crate::{Bot, Determinize, Game, GameRng, Outcome, RandomBot, Seat, Seed, ToAct};

/// How much a [`MctsBot`] searches per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SearchBudget {
    /// This many iterations (one sample, one descent, one rollout each). Deterministic: the
    /// same seat and generator give the same move on every machine.
    Iterations(u32),
    /// As many iterations as fit in this time (at least one). Depends on the machine's speed,
    /// so a game with this budget is not reproducible.
    Time(Duration),
}

impl SearchBudget {
    /// The most iterations any budget runs (a time budget stops here too).
    pub const MAX_ITERATIONS: u32 = 10_000_000;
}

/// How a [`MctsBot`] uses its samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Search {
    /// Paired rollouts (the default): each sample is played out once after *every* legal
    /// move, with the same chance draws, and the move with the best mean wins. Comparing
    /// moves on the same deals removes most of the luck from the comparison, so few samples
    /// separate moves that differ little; and a rollout bot improved by one step of lookahead
    /// plays at least as well as the rollout bot itself. The budget counts rollouts.
    #[default]
    PairedRollouts,
    /// Single-observer information-set MCTS: a tree over moves, UCB1 with availability
    /// counts, the rollout bot's choice as a prior. The budget counts iterations.
    Tree,
}

/// A node of the search tree: the move that led here (`None` at the root), who made it, and the
/// statistics of that move.
struct Node<A> {
    action: Option<A>,
    player: usize,
    children: Vec<usize>,
    visits: u32,
    /// How often this move was available when its parent was visited (ISMCTS's UCB uses it in
    /// place of the parent's visits, since moves come and go between samples).
    available: u32,
    /// How often the rollout bot would have played this move when it was available: the
    /// search's prior, so that with little time it plays at least as the rollout bot does.
    hinted: u32,
    reward: f64,
}

/// A search bot for every game that implements [`Determinize`]: Monte Carlo search over
/// states sampled from what its player knows.
///
/// Two searches ([`Search`]): by default *paired rollouts* (each sample played out after every
/// legal move with the same chance draws; the best mean wins), which on the games measured
/// (docs/PERFORMANCE.md) beats the greedy bots more often at the same time per move than the
/// tree; and *information-set MCTS* ([`Search::Tree`]).
///
/// Rewards are in 0..=1, mixing the place (first 1, last 0) with the score margin
/// ([`with_score_weight`](MctsBot::with_score_weight)).
///
/// Information-set MCTS (single observer, open loop): each iteration draws a complete state from what the player knows ([`Seat::sample`]), descends
/// the tree choosing among the moves legal in that sample by UCB1 (counting how often each move
/// was available), adds one new move, plays the sample out with the rollout bot and credits
/// every move on the path with the result for the player who made it: 1 for first place, 0
/// for last, shared places in between. Chance (draws, shuffles) is resampled with each
/// determinization, since the sample's generator is reseeded; in [`ToAct::Anyone`] phases the
/// acting player is drawn among those who can act, as the runner does.
///
/// It plays every game that implements [`Determinize`], with a budget in iterations
/// (deterministic) or time.
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{run, Bot, SearchBudget, Game, MctsBot, RandomBot, Seed};
///
/// let mut game = TwentyOne::new(TwentyOneConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<TwentyOne>>> =
///     vec![Box::new(MctsBot::new(SearchBudget::Iterations(200))), Box::new(RandomBot)];
/// run(&mut game, &mut bots, Seed(1), 1_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct MctsBot<G: Game> {
    name: String,
    budget: SearchBudget,
    search: Search,
    exploration: f64,
    prior_weight: f64,
    score_weight: f64,
    max_rollout_steps: usize,
    rollout: Box<dyn Bot<G>>,
    evaluate: Option<Evaluator<G>>,
    sampler: Option<Sampler<G>>,
}

/// A heuristic value of an unfinished state for each player, in 0..=1 (see
/// [`MctsBot::with_evaluator`]).
pub type Evaluator<G> = Box<dyn Fn(&G) -> Vec<f64> + Send>;

/// A game-specific way to draw the search's samples (see [`MctsBot::with_sampler`]).
pub type Sampler<G> = Box<dyn Fn(&Seat<'_, G>, &mut GameRng) -> G + Send>;

impl<G: Determinize> MctsBot<G> {
    /// A search bot with random rollouts.
    #[must_use]
    pub fn new(budget: SearchBudget) -> Self {
        MctsBot {
            name: "mcts".to_owned(),
            budget,
            search: Search::default(),
            exploration: 0.7,
            prior_weight: 1.0,
            score_weight: 0.5,
            max_rollout_steps: 2_000,
            rollout: Box::new(RandomBot),
            evaluate: None,
            sampler: None,
        }
    }

    /// The same bot playing its rollouts with another bot (for instance the game's greedy bot:
    /// slower rollouts, better informed).
    #[must_use]
    pub fn with_rollout(mut self, rollout: Box<dyn Bot<G>>) -> Self {
        self.rollout = rollout;
        self
    }

    /// The same bot searching another way ([`Search`]).
    #[must_use]
    pub fn with_search(mut self, search: Search) -> Self {
        self.search = search;
        self
    }

    /// The same bot with another UCB exploration constant (default 0.7; rewards are in 0..=1).
    #[must_use]
    pub fn with_exploration(mut self, c: f64) -> Self {
        self.exploration = if c.is_finite() { c.max(0.0) } else { 0.7 };
        self
    }

    /// The same bot with another weight of the rollout bot's choice in the descent (default 1;
    /// 0 for plain ISMCTS). A move the rollout bot would play gets a bonus of
    /// `weight * share / (1 + visits)`, where `share` is how often it was the rollout bot's
    /// choice when available: with few iterations the search follows the rollout bot, and
    /// leaves it only where its samples show a better move.
    #[must_use]
    pub fn with_prior_weight(mut self, weight: f64) -> Self {
        self.prior_weight = if weight.is_finite() {
            weight.max(0.0)
        } else {
            1.0
        };
        self
    }

    /// The same bot with another weight of the score margin in the reward (default 0.5; 0
    /// rewards places only, 1 the margin only). See [`MctsBot`].
    #[must_use]
    pub fn with_score_weight(mut self, weight: f64) -> Self {
        self.score_weight = if weight.is_finite() {
            weight.clamp(0.0, 1.0)
        } else {
            0.5
        };
        self
    }

    /// The same bot with another bound on rollout length (default 2,000 actions); a rollout cut
    /// short scores every player 0.5, or what the evaluator says
    /// ([`with_evaluator`](MctsBot::with_evaluator)).
    #[must_use]
    pub fn with_max_rollout_steps(mut self, steps: usize) -> Self {
        self.max_rollout_steps = steps;
        self
    }

    /// The same bot scoring rollouts cut short by `max_rollout_steps` with `evaluate` (each
    /// player's value in 0..=1, e.g. from the points so far) instead of 0.5 for everyone: with
    /// short rollouts, long games can be searched within a small budget.
    #[must_use]
    pub fn with_evaluator(mut self, evaluate: impl Fn(&G) -> Vec<f64> + Send + 'static) -> Self {
        self.evaluate = Some(Box::new(evaluate));
        self
    }

    /// The same bot drawing its samples with `sample` instead of [`Seat::sample`]: for games
    /// where a better-informed guess of the hidden cards pays (for instance opponents' hands
    /// that look like what the opponents' bots keep). The sampler must keep the
    /// [`Determinize`] contract: a complete state that looks the same to the seat's player,
    /// drawn only from what that player may see and from the generator.
    ///
    /// ```
    /// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
    /// use rules_engine::{run, Bot, SearchBudget, Game, MctsBot, RandomBot, Seed};
    ///
    /// // Here the sampler only redraws with the game's own determinization.
    /// let bot = MctsBot::<TwentyOne>::new(SearchBudget::Iterations(50))
    ///     .with_sampler(|seat, rng| seat.sample(rng));
    /// let mut game = TwentyOne::new(TwentyOneConfig::default(), Seed(3))?;
    /// let mut bots: Vec<Box<dyn Bot<TwentyOne>>> = vec![Box::new(bot), Box::new(RandomBot)];
    /// run(&mut game, &mut bots, Seed(1), 1_000)?;
    /// assert!(game.is_over());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_sampler(
        mut self,
        sample: impl Fn(&Seat<'_, G>, &mut GameRng) -> G + Send + 'static,
    ) -> Self {
        self.sampler = Some(Box::new(sample));
        self
    }

    /// A sample for the search: the game's determinization or the bot's own sampler.
    fn sample(&self, seat: &Seat<'_, G>, rng: &mut GameRng) -> G {
        match &self.sampler {
            Some(sample) => sample(seat, rng),
            None => seat.sample(rng),
        }
    }

    /// The same bot under another name (for reports).
    #[must_use]
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The budget.
    #[must_use]
    pub fn budget(&self) -> SearchBudget {
        self.budget
    }

    fn iterations_and_deadline(&self) -> (u32, Option<Instant>) {
        match self.budget {
            SearchBudget::Iterations(n) => (n.clamp(1, SearchBudget::MAX_ITERATIONS), None),
            SearchBudget::Time(d) => (SearchBudget::MAX_ITERATIONS, Some(Instant::now() + d)),
        }
    }

    fn paired(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        let me = seat.player();
        let hint = self
            .rollout
            .choose_at(seat, legal, rng)
            .min(legal.len() - 1);
        let mut totals = vec![0.0f64; legal.len()];
        let mut counts = vec![0u32; legal.len()];
        let (rollouts, deadline) = self.iterations_and_deadline();
        let mut used: u32 = 0;
        loop {
            let sample = self.sample(seat, rng);
            let draws = Seed(rng.next_u64());
            for (i, action) in legal.iter().enumerate() {
                let mut state = sample.clone();
                if state.apply(me, action).is_err() {
                    continue;
                }
                let mut chance = GameRng::from_seed(draws);
                let rewards = self.rollout(&mut state, &mut chance);
                totals[i] += rewards.get(me).copied().unwrap_or(0.5);
                counts[i] += 1;
                used = used.saturating_add(1);
            }
            if used >= rollouts || deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
        }
        // The best mean; the rollout bot's move wins ties.
        let mean = |i: usize| totals[i] / f64::from(counts[i].max(1));
        let mut best = hint;
        for (i, &count) in counts.iter().enumerate() {
            if count > 0 && mean(i) > mean(best) + 1e-12 {
                best = i;
            }
        }
        best
    }

    fn search(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        if self.search == Search::PairedRollouts {
            return self.paired(seat, legal, rng);
        }
        let me = seat.player();
        let mut tree: Vec<Node<G::Action>> = vec![Node {
            action: None,
            player: me,
            children: Vec::new(),
            visits: 0,
            available: 0,
            hinted: 0,
            reward: 0.0,
        }];
        let (iterations, deadline) = self.iterations_and_deadline();
        let mut path: Vec<usize> = Vec::new();
        for i in 0..iterations {
            if i > 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            let mut state = self.sample(seat, rng);
            path.clear();
            path.push(0);
            let mut node = 0;
            let mut first = true;
            // Selection and expansion.
            while let Some(player) = acting_player(&state, first.then_some(me), rng) {
                first = false;
                let moves = state.legal_actions(player);
                if moves.is_empty() {
                    break;
                }
                let hint = if self.prior_weight > 0.0 && moves.len() > 1 {
                    self.rollout
                        .choose_at(&Seat::new(&state, player), &moves, rng)
                        .min(moves.len() - 1)
                } else {
                    usize::MAX
                };
                let mut untried: Vec<usize> = Vec::new();
                let mut known: Vec<usize> = Vec::new();
                for (m, action) in moves.iter().enumerate() {
                    match tree[node].children.iter().copied().find(|&c| {
                        tree[c].player == player && tree[c].action.as_ref() == Some(action)
                    }) {
                        Some(c) => {
                            tree[c].available += 1;
                            if m == hint {
                                tree[c].hinted += 1;
                            }
                            known.push(c);
                        }
                        None => untried.push(m),
                    }
                }
                let next = if untried.is_empty() {
                    let c = self.exploration;
                    let w = self.prior_weight;
                    let mut best = known[0];
                    let mut best_score = f64::NEG_INFINITY;
                    for &k in &known {
                        let n = &tree[k];
                        let visits = f64::from(n.visits.max(1));
                        let available = f64::from(n.available.max(1));
                        let prior = f64::from(n.hinted) / available;
                        let score = n.reward / visits
                            + c * (available.ln() / visits).sqrt()
                            + w * prior / (1.0 + f64::from(n.visits));
                        if score > best_score {
                            best_score = score;
                            best = k;
                        }
                    }
                    best
                } else {
                    // The rollout bot's move first, then the others at random.
                    let m = if untried.contains(&hint) {
                        hint
                    } else {
                        untried[rng.index(untried.len())]
                    };
                    tree.push(Node {
                        action: Some(moves[m].clone()),
                        player,
                        children: Vec::new(),
                        visits: 0,
                        available: 1,
                        hinted: u32::from(m == hint),
                        reward: 0.0,
                    });
                    let child = tree.len() - 1;
                    tree[node].children.push(child);
                    child
                };
                let Some(action) = tree[next].action.clone() else {
                    break;
                };
                if state.apply(player, &action).is_err() {
                    break;
                }
                path.push(next);
                node = next;
                if !untried.is_empty() {
                    break;
                }
            }
            // Rollout.
            let rewards = self.rollout(&mut state, rng);
            // Backpropagation.
            for &n in &path {
                let node = &mut tree[n];
                node.visits += 1;
                node.reward += rewards.get(node.player).copied().unwrap_or(0.5);
            }
        }
        // The most visited move that is legal at the real table.
        let mut best = (0, 0u32);
        for &c in &tree[0].children {
            let node = &tree[c];
            if node.player != me {
                continue;
            }
            if let Some(i) = legal.iter().position(|a| node.action.as_ref() == Some(a))
                && node.visits > best.1
            {
                best = (i, node.visits);
            }
        }
        best.0
    }

    fn rollout(&mut self, state: &mut G, rng: &mut GameRng) -> Vec<f64> {
        for _ in 0..self.max_rollout_steps {
            let Some(player) = acting_player(state, None, rng) else {
                break;
            };
            let legal = state.legal_actions(player);
            if legal.is_empty() {
                break;
            }
            let choice = self
                .rollout
                .choose_at(&Seat::new(state, player), &legal, rng);
            let action = legal.get(choice).unwrap_or(&legal[0]);
            if state.apply(player, action).is_err() {
                break;
            }
        }
        match (state.outcome(), &self.evaluate) {
            (Some(outcome), _) => rewards(&outcome, self.score_weight),
            (None, Some(evaluate)) => evaluate(state)
                .into_iter()
                .map(|v| {
                    if v.is_finite() {
                        v.clamp(0.0, 1.0)
                    } else {
                        0.5
                    }
                })
                .collect(),
            (None, None) => vec![0.5; state.num_players()],
        }
    }
}

/// Who acts now in a search state: the forced player at the root, else the player to act, or
/// in an `Anyone` phase one drawn among those with a legal action. `None` when over.
fn acting_player<G: Game>(state: &G, forced: Option<usize>, rng: &mut GameRng) -> Option<usize> {
    if let Some(p) = forced {
        return Some(p);
    }
    match state.to_act() {
        ToAct::Nobody => None,
        ToAct::Player(p) => Some(p),
        ToAct::Anyone => rng.choose(&ready_players(state)).copied(),
    }
}

/// Each player's reward in 0..=1: in a solitaire, the score squashed into 0..1; otherwise by
/// place (first 1, last 0, linear between), mixed with
/// weight `score_weight` with the score margin against the other players' mean, scaled by the
/// spread of scores (a close loss is worth more than a rout: a steadier signal than the place
/// alone). The direction of scores (highest or lowest wins) is read from the outcome itself:
/// where the winners' scores are not the extreme ones, scores are ignored.
fn rewards(outcome: &Outcome, score_weight: f64) -> Vec<f64> {
    let n = outcome.places.len();
    if n == 1 {
        // A solitaire: the place is always first, so the score is the only signal. Squashed
        // into 0..1, keeping its order.
        let s = outcome.scores.first().copied().unwrap_or(0) as f64 / 10.0;
        return vec![0.5 + 0.5 * s / (1.0 + s.abs())];
    }
    let by_place: Vec<f64> = if n == 0 {
        Vec::new()
    } else {
        let last = (n - 1) as f64;
        outcome
            .places
            .iter()
            .map(|&p| 1.0 - (p.min(n - 1) as f64) / last)
            .collect()
    };
    let scores = &outcome.scores;
    if n < 2 || scores.len() != n || score_weight <= 0.0 {
        return by_place;
    }
    let (Some(&max), Some(&min)) = (scores.iter().max(), scores.iter().min()) else {
        return by_place;
    };
    let winners: Vec<usize> = (0..n).filter(|&p| outcome.places[p] == 0).collect();
    let sign = if max == min {
        0.0
    } else if winners.iter().all(|&p| scores[p] == max) {
        1.0
    } else if winners.iter().all(|&p| scores[p] == min) {
        -1.0
    } else {
        0.0
    };
    let spread = (max as f64) - (min as f64);
    let total: f64 = scores.iter().map(|&s| s as f64).sum();
    (0..n)
        .map(|p| {
            let own = scores[p] as f64;
            let others = (total - own) / (n - 1) as f64;
            // Relative to the size of the scores, so that a close result counts as close.
            let scale = spread.max(own.abs() + others.abs());
            let margin = if scale > 0.0 {
                (sign * (own - others) / scale).clamp(-1.0, 1.0)
            } else {
                0.0
            };
            (1.0 - score_weight) * by_place[p] + score_weight * 0.5 * (1.0 + margin)
        })
        .collect()
}

impl<G: Determinize> Bot<G> for MctsBot<G> {
    fn name(&self) -> &str {
        &self.name
    }

    /// Given only a view there is nothing to sample from: plays as the rollout bot.
    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        self.rollout.choose(view, legal, rng)
    }

    fn choose_at(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        self.search(seat, legal, rng)
    }
}
