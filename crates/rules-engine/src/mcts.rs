//! A search bot for every game: information-set Monte Carlo tree search over [`Determinize`].

use std::time::{Duration, Instant};

use crate::{Bot, Determinize, Game, GameRng, Outcome, RandomBot, Seat, ToAct};

/// How much a [`MctsBot`] searches per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Budget {
    /// This many iterations (one sample, one descent, one rollout each). Deterministic: the
    /// same seat and generator give the same move on every machine.
    Iterations(u32),
    /// As many iterations as fit in this time (at least one). Depends on the machine's speed,
    /// so a game with this budget is not reproducible.
    Time(Duration),
}

impl Budget {
    /// The most iterations any budget runs (a time budget stops here too).
    pub const MAX_ITERATIONS: u32 = 10_000_000;
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
    reward: f64,
}

/// Information-set Monte Carlo tree search (single-observer ISMCTS, open loop).
///
/// Each iteration draws a complete state from what the player knows ([`Seat::sample`]), descends
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
/// use rules_engine::{run, Bot, Budget, Game, MctsBot, RandomBot, Seed};
///
/// let mut game = TwentyOne::new(TwentyOneConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<TwentyOne>>> =
///     vec![Box::new(MctsBot::new(Budget::Iterations(200))), Box::new(RandomBot)];
/// run(&mut game, &mut bots, Seed(1), 1_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct MctsBot<G: Game> {
    name: String,
    budget: Budget,
    exploration: f64,
    max_rollout_steps: usize,
    rollout: Box<dyn Bot<G>>,
}

impl<G: Determinize> MctsBot<G> {
    /// A search bot with random rollouts.
    #[must_use]
    pub fn new(budget: Budget) -> Self {
        MctsBot {
            name: "mcts".to_owned(),
            budget,
            exploration: 0.7,
            max_rollout_steps: 2_000,
            rollout: Box::new(RandomBot),
        }
    }

    /// The same bot playing its rollouts with another bot (for instance the game's greedy bot:
    /// slower rollouts, better informed).
    #[must_use]
    pub fn with_rollout(mut self, rollout: Box<dyn Bot<G>>) -> Self {
        self.rollout = rollout;
        self
    }

    /// The same bot with another UCB exploration constant (default 0.7; rewards are in 0..=1).
    #[must_use]
    pub fn with_exploration(mut self, c: f64) -> Self {
        self.exploration = if c.is_finite() { c.max(0.0) } else { 0.7 };
        self
    }

    /// The same bot with another bound on rollout length (default 2,000 actions); a rollout cut
    /// short scores every player 0.5.
    #[must_use]
    pub fn with_max_rollout_steps(mut self, steps: usize) -> Self {
        self.max_rollout_steps = steps;
        self
    }

    /// The same bot under another name (for reports).
    #[must_use]
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The budget.
    #[must_use]
    pub fn budget(&self) -> Budget {
        self.budget
    }

    fn search(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        let me = seat.player();
        let mut tree: Vec<Node<G::Action>> = vec![Node {
            action: None,
            player: me,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
        }];
        let (iterations, deadline) = match self.budget {
            Budget::Iterations(n) => (n.clamp(1, Budget::MAX_ITERATIONS), None),
            Budget::Time(d) => (Budget::MAX_ITERATIONS, Some(Instant::now() + d)),
        };
        let mut path: Vec<usize> = Vec::new();
        for i in 0..iterations {
            if i > 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            let mut state = seat.sample(rng);
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
                let mut untried: Vec<usize> = Vec::new();
                let mut known: Vec<usize> = Vec::new();
                for (m, action) in moves.iter().enumerate() {
                    match tree[node].children.iter().copied().find(|&c| {
                        tree[c].player == player && tree[c].action.as_ref() == Some(action)
                    }) {
                        Some(c) => known.push(c),
                        None => untried.push(m),
                    }
                }
                for &c in &known {
                    tree[c].available += 1;
                }
                let next = if untried.is_empty() {
                    let c = self.exploration;
                    let mut best = known[0];
                    let mut best_score = f64::NEG_INFINITY;
                    for &k in &known {
                        let n = &tree[k];
                        let visits = f64::from(n.visits.max(1));
                        let score = n.reward / visits
                            + c * (f64::from(n.available.max(1)).ln() / visits).sqrt();
                        if score > best_score {
                            best_score = score;
                            best = k;
                        }
                    }
                    best
                } else {
                    let m = untried[rng.index(untried.len())];
                    tree.push(Node {
                        action: Some(moves[m].clone()),
                        player,
                        children: Vec::new(),
                        visits: 0,
                        available: 1,
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
        match state.outcome() {
            Some(outcome) => rewards(&outcome),
            None => vec![0.5; state.num_players()],
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
        ToAct::Anyone => {
            let ready: Vec<usize> = (0..state.num_players())
                .filter(|&p| !state.legal_actions(p).is_empty())
                .collect();
            rng.choose(&ready).copied()
        }
    }
}

/// Each player's reward in 0..=1 from the places: first 1, last 0, linear between.
fn rewards(outcome: &Outcome) -> Vec<f64> {
    let n = outcome.places.len();
    if n <= 1 {
        return outcome
            .places
            .iter()
            .map(|&p| if p == 0 { 1.0 } else { 0.0 })
            .collect();
    }
    let last = (n - 1) as f64;
    outcome
        .places
        .iter()
        .map(|&p| 1.0 - (p.min(n - 1) as f64) / last)
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
