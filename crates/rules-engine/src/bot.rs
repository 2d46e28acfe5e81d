//! Bots and the runner that plays a game to its end.

use core::marker::PhantomData;

use thiserror::Error;

use crate::{ActionError, Determinize, Game, GameRng, Record, Seed, ToAct};

/// One player's seat at the table: what that player may know of a game, and nothing else.
///
/// A bot is handed the seat of the player it plays for. Through it, it sees the player's
/// [`Game::View`], the redacted event log and the legal actions, and (for games that implement
/// [`Determinize`]) can draw complete states consistent with what the player knows, for
/// search. It never reaches the real state's hidden cards.
pub struct Seat<'a, G> {
    game: &'a G,
    player: usize,
}

impl<'a, G: Game> Seat<'a, G> {
    /// The seat of `player` at `game`.
    #[must_use]
    pub fn new(game: &'a G, player: usize) -> Self {
        Seat { game, player }
    }

    /// The player sitting here.
    #[must_use]
    pub fn player(&self) -> usize {
        self.player
    }

    /// What the player sees.
    #[must_use]
    pub fn view(&self) -> G::View {
        self.game.view(self.player)
    }

    /// The event log as the player saw it.
    #[must_use]
    pub fn events(&self) -> Vec<G::Event> {
        self.game.events_for(self.player)
    }

    /// The player's legal actions now.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<G::Action> {
        self.game.legal_actions(self.player)
    }

    /// The game's config (public at every table).
    #[must_use]
    pub fn config(&self) -> &G::Config {
        self.game.config()
    }

    /// Number of seats.
    #[must_use]
    pub fn num_players(&self) -> usize {
        self.game.num_players()
    }

    /// Who may act now.
    #[must_use]
    pub fn to_act(&self) -> ToAct {
        self.game.to_act()
    }
}

impl<G: Determinize> Seat<'_, G> {
    /// A complete state consistent with what the player knows ([`Determinize`]).
    #[must_use]
    pub fn sample(&self, rng: &mut GameRng) -> G {
        self.game.determinize(self.player, rng)
    }
}

/// Something that chooses actions for one player.
///
/// A bot sees only what its player may see: the [`Game::View`] in [`choose`](Bot::choose), or
/// the player's [`Seat`] in [`choose_at`](Bot::choose_at) (which runners call), never the full
/// state, so it cannot cheat.
///
/// Bots are [`Send`]: a server can move them to another thread or hold them across an
/// `.await`. A boxed bot is itself a bot, so `bots_for(&game, |_| G::greedy_bot())` works.
pub trait Bot<G: Game>: Send {
    /// A short name for reports, e.g. `"random"`.
    fn name(&self) -> &str;

    /// The index into `legal` of the chosen action, from the player's view. `legal` is never
    /// empty. An index out of range is treated as 0 by [`run`].
    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize;

    /// The index into `legal` of the chosen action, from the player's seat. Runners call this;
    /// by default it asks [`choose`](Bot::choose) with the seat's view. Search bots override it
    /// to sample states from the seat.
    fn choose_at(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        self.choose(&seat.view(), legal, rng)
    }
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        (**self).choose(view, legal, rng)
    }

    fn choose_at(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        (**self).choose_at(seat, legal, rng)
    }
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
    F: FnMut(&G::View, &G::Action) -> i64 + Send,
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

/// One bot for every seat of `game`, each made by `make(seat)`: the list [`run`] takes.
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{bots_for, run, Game, RandomBot, Seed};
///
/// let mut game = TwentyOne::new(TwentyOneConfig::default(), Seed(1))?;
/// let mut bots = bots_for(&game, |_seat| RandomBot);
/// run(&mut game, &mut bots, Seed(2), 1_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn bots_for<G, B>(game: &G, mut make: impl FnMut(usize) -> B) -> Vec<Box<dyn Bot<G>>>
where
    G: Game,
    B: Bot<G> + 'static,
{
    (0..game.num_players())
        .map(|seat| Box::new(make(seat)) as Box<dyn Bot<G>>)
        .collect()
}

/// The seats with a legal action now: who may act in a [`ToAct::Anyone`] phase (for
/// [`ToAct::Player`] the one seat, for [`ToAct::Nobody`] none).
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{ready_players, Game, Seed};
///
/// let game = TwentyOne::new(TwentyOneConfig::default(), Seed(1))?;
/// assert_eq!(ready_players(&game), vec![0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn ready_players<G: Game>(game: &G) -> Vec<usize> {
    (0..game.num_players())
        .filter(|&p| !game.legal_actions(p).is_empty())
        .collect()
}

/// The generator bots draw from at step `step` of a run (the number of actions applied before
/// it): one stream per step, derived from the bot seed, so that a game saved after any step
/// and resumed with the same bot seed plays on exactly as it would have.
#[must_use]
pub fn step_rng(bot_seed: Seed, step: usize) -> GameRng {
    GameRng::from_seed(bot_seed.derive(step as u64))
}

/// A seat and the action its bot chose.
pub type BotMove<G> = (usize, <G as Game>::Action);

/// Who acts at step `step` of a run, and the generator their bot draws from: the player to
/// act, or for [`ToAct::Anyone`] one drawn (from the step's generator) among the players with
/// a legal action. `Ok(None)` when the game is over.
pub(crate) fn next_actor<G: Game>(
    game: &G,
    bot_seed: Seed,
    step: usize,
) -> Result<Option<(usize, GameRng)>, RunError<G::Illegal>> {
    let mut rng = step_rng(bot_seed, step);
    let to_act = game.to_act();
    let player = match to_act {
        ToAct::Nobody => return Ok(None),
        ToAct::Player(p) => p,
        ToAct::Anyone => {
            let ready = ready_players(game);
            match rng.choose(&ready) {
                Some(&p) => p,
                None => return Err(RunError::Stuck(to_act)),
            }
        }
    };
    Ok(Some((player, rng)))
}

/// The bot move at step `step` of a run: who acts and what their bot chooses, without applying
/// it. For [`ToAct::Anyone`] the acting player is drawn (from the step's generator) among the
/// players with a legal action. `Ok(None)` when the game is over.
pub fn bot_move<G: Game>(
    game: &G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    bot_seed: Seed,
    step: usize,
) -> Result<Option<BotMove<G>>, RunError<G::Illegal>> {
    let players = game.num_players();
    if bots.len() < players {
        return Err(RunError::NotEnoughBots {
            bots: bots.len(),
            players,
        });
    }
    let Some((player, mut rng)) = next_actor(game, bot_seed, step)? else {
        return Ok(None);
    };
    let legal = game.legal_actions(player);
    let to_act = game.to_act();
    if legal.is_empty() {
        return Err(RunError::Stuck(to_act));
    }
    let Some(bot) = bots.get_mut(player) else {
        return Err(RunError::NotEnoughBots {
            bots: bots.len(),
            players,
        });
    };
    let choice = bot.choose_at(&Seat::new(game, player), &legal, &mut rng);
    let action = legal.get(choice).unwrap_or(&legal[0]).clone();
    Ok(Some((player, action)))
}

/// Plays `game` to its end with one bot per seat, returning the record of every action.
/// Call it on a new game: the record replays from the game's config and seed.
///
/// For [`ToAct::Anyone`] the next player to act is drawn at random (seeded) among those with a
/// legal action, modelling actions arriving in an unpredictable order. Bots draw their random
/// choices from generators derived from `bot_seed` and the step ([`step_rng`]), so the whole
/// run is reproducible, and [`run_on`] continues a saved game exactly.
pub fn run<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    bot_seed: Seed,
    max_steps: usize,
) -> Result<Record<G>, RunError<G::Illegal>> {
    let mut record = Record::start(game);
    run_on(game, &mut record, bots, bot_seed, max_steps)?;
    Ok(record)
}

/// Continues a run: plays `game` (the state reached by `record`) to its end, at most
/// `max_steps` more actions, appending them to `record`. With the same `bot_seed`, a game run
/// straight through and one saved and continued with `run_on` are the same game.
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{run, run_on, Bot, Game, RandomBot, Record, Seed};
///
/// let bots = || -> Vec<Box<dyn Bot<TwentyOne>>> { vec![Box::new(RandomBot), Box::new(RandomBot)] };
/// let mut straight = TwentyOne::new(TwentyOneConfig::default(), Seed(4))?;
/// let whole = run(&mut straight, &mut bots(), Seed(8), 1_000)?;
///
/// // Save after three actions, then continue with the same bot seed.
/// let saved = Record::new(whole.config.clone(), whole.seed, whole.actions[..3].to_vec());
/// let mut resumed = saved.replay()?;
/// let mut record = saved.clone();
/// run_on(&mut resumed, &mut record, &mut bots(), Seed(8), 1_000)?;
/// assert_eq!(resumed, straight);
/// assert_eq!(record, whole);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run_on<G: Game>(
    game: &mut G,
    record: &mut Record<G>,
    bots: &mut [Box<dyn Bot<G> + '_>],
    bot_seed: Seed,
    max_steps: usize,
) -> Result<(), RunError<G::Illegal>> {
    for _ in 0..max_steps {
        let step = record.actions.len();
        let Some((player, action)) = bot_move(game, bots, bot_seed, step)? else {
            return Ok(());
        };
        game.apply(player, &action)
            .map_err(|source| RunError::Rejected { player, source })?;
        record.actions.push((player, action));
    }
    if game.is_over() {
        Ok(())
    } else {
        Err(RunError::StepLimit(max_steps))
    }
}
