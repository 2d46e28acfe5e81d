//! Bots and the runner that plays a game to its end.

use core::marker::PhantomData;

use thiserror::Error;

use crate::{ActionError, Game, GameRng, Record, Seed, ToAct};

/// Something that chooses actions from what one player sees.
///
/// A bot sees only the player's [`Game::View`] and the legal actions, never the full state, so
/// it cannot cheat.
pub trait Bot<G: Game> {
    /// A short name for reports, e.g. `"random"`.
    fn name(&self) -> &str;

    /// The index into `legal` of the chosen action. `legal` is never empty. An index out of
    /// range is treated as 0 by [`run`].
    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize;
}

/// Chooses uniformly at random among the legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        rng.index(legal.len())
    }
}

/// The greedy bot hook: scores every legal action with a game-supplied function of the view
/// and the action, and plays a best one (ties broken at random with the seeded generator).
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneAction};
/// use rules_engine::{Bot, GreedyBot};
///
/// // Always play the smallest card.
/// let mut bot = GreedyBot::new("cautious", |_view, action: &TwentyOneAction| match action {
///     TwentyOneAction::Play(card) => -i64::from(card.0),
/// });
/// # let _: &mut dyn Bot<TwentyOne> = &mut bot;
/// ```
pub struct GreedyBot<G: Game, F> {
    name: String,
    score: F,
    _game: PhantomData<fn(&G)>,
}

impl<G: Game, F> GreedyBot<G, F>
where
    F: FnMut(&G::View, &G::Action) -> i64,
{
    /// A greedy bot with a name and a scoring function (higher is better).
    pub fn new(name: impl Into<String>, score: F) -> Self {
        GreedyBot {
            name: name.into(),
            score,
            _game: PhantomData,
        }
    }
}

impl<G: Game, F> Bot<G> for GreedyBot<G, F>
where
    F: FnMut(&G::View, &G::Action) -> i64,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| (self.score)(view, a)).collect();
        let Some(&best) = scores.iter().max() else {
            return 0;
        };
        let best_indices: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
        best_indices[rng.index(best_indices.len())]
    }
}

/// Why [`run`] stopped before the game ended.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum RunError<R: std::error::Error + 'static> {
    /// The step bound was reached: the game did not end in time.
    #[error("the game did not end within {0} actions")]
    StepLimit(usize),
    /// It was someone's turn but nobody had a legal action: a bug in the game.
    #[error("no player has a legal action but the game is not over ({0})")]
    Stuck(ToAct),
    /// There are fewer bots than players.
    #[error("{bots} bots for {players} players")]
    NotEnoughBots {
        /// Bots given.
        bots: usize,
        /// Players in the game.
        players: usize,
    },
    /// The game rejected an action it listed as legal: a bug in the game.
    #[error("player {player} played a listed legal action and it was rejected: {source}")]
    Rejected {
        /// Who acted.
        player: usize,
        /// The rejection.
        source: ActionError<R>,
    },
}

/// Plays `game` to its end with one bot per seat, returning the record of every action.
/// Call it on a new game: the record replays from the game's config and seed.
///
/// For [`ToAct::Anyone`] the next player to act is drawn at random (seeded) among those with a
/// legal action, modelling actions arriving in an unpredictable order. Bots draw their random
/// choices from a generator seeded by `bot_seed`, so the whole run is reproducible.
pub fn run<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    bot_seed: Seed,
    max_steps: usize,
) -> Result<Record<G>, RunError<G::Illegal>> {
    let players = game.num_players();
    if bots.len() < players {
        return Err(RunError::NotEnoughBots {
            bots: bots.len(),
            players,
        });
    }
    let mut record = Record::start(game);
    let mut rng = GameRng::from_seed(bot_seed);
    for _ in 0..max_steps {
        let to_act = game.to_act();
        let player = match to_act {
            ToAct::Nobody => return Ok(record),
            ToAct::Player(p) => p,
            ToAct::Anyone => {
                let ready: Vec<usize> = (0..players)
                    .filter(|&p| !game.legal_actions(p).is_empty())
                    .collect();
                match rng.choose(&ready) {
                    Some(&p) => p,
                    None => return Err(RunError::Stuck(to_act)),
                }
            }
        };
        let legal = game.legal_actions(player);
        if legal.is_empty() {
            return Err(RunError::Stuck(to_act));
        }
        let view = game.view(player);
        let choice = bots[player].choose(&view, &legal, &mut rng);
        let action = legal.get(choice).unwrap_or(&legal[0]).clone();
        game.apply(player, &action)
            .map_err(|source| RunError::Rejected { player, source })?;
        record.actions.push((player, action));
    }
    if game.is_over() {
        Ok(record)
    } else {
        Err(RunError::StepLimit(max_steps))
    }
}
