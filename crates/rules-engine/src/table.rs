//! A table where each seat is a person or a bot: the driver a UI, a server or a test harness
//! uses when not every seat is a bot.

use thiserror::Error;

use crate::bot::next_actor;
use crate::{ActionError, Bot, Game, Record, RunError, Seat, Seed, ready_players};

/// Who sits at a seat of a [`Table`].
pub enum Sitter<G: Game> {
    /// A person (or any outside client): the table waits for [`Table::act`].
    Human,
    /// A bot, which the table moves in [`Table::play_bots`].
    Bot(Box<dyn Bot<G>>),
}

impl<G: Game> core::fmt::Debug for Sitter<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Sitter::Human => f.write_str("Human"),
            Sitter::Bot(bot) => write!(f, "Bot({})", bot.name()),
        }
    }
}

/// Why a [`Table`] refused something. The table is unchanged after any of these.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum TableError<R: std::error::Error + 'static> {
    /// The number of sitters is not the number of seats.
    #[error("{sitters} sitters for {players} seats")]
    Seats {
        /// Sitters given.
        sitters: usize,
        /// Seats in the game.
        players: usize,
    },
    /// A bot sits at this seat: only the table moves it.
    #[error("a bot sits at seat {0}")]
    BotSeat(usize),
    /// The game rejected the action.
    #[error(transparent)]
    Action(#[from] ActionError<R>),
    /// A bot could not move (a bug in the game, or the step bound).
    #[error(transparent)]
    Run(#[from] RunError<R>),
    /// A saved record did not replay.
    #[error(transparent)]
    Replay(#[from] crate::ReplayError<R>),
}

/// A game with a sitter at every seat, and the record of every action: people act through
/// [`act`](Table::act), bots through [`play_bots`](Table::play_bots).
///
/// Bots draw from the same per-step generators as [`crate::run`] ([`crate::step_rng`]), so a
/// table whose seats are all bots plays exactly the game `run` plays, and a table rebuilt from
/// its record ([`Table::resume`]) plays on exactly as it would have. In a
/// [`ToAct::Anyone`](crate::ToAct::Anyone) phase the next seat is drawn among those with a
/// legal action, as `run` does: if it is a bot's, the bot moves; if a person's, the table
/// waits for a person to act (any ready person may).
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{Game, RandomBot, Seed, Sitter, Table};
///
/// let game = TwentyOne::new(TwentyOneConfig::default(), Seed(3))?;
/// let mut table = Table::new(game, vec![Sitter::Human, Sitter::Bot(Box::new(RandomBot))], Seed(9))?;
/// while !table.game().is_over() {
///     table.play_bots(1_000)?;
///     if let Some(&seat) = table.waiting().first() {
///         // A person would choose here; take the first legal action.
///         let action = table.game().legal_actions(seat)[0].clone();
///         table.act(seat, &action)?;
///     }
/// }
/// assert_eq!(table.record().replay()?, *table.game());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Table<G: Game> {
    game: G,
    record: Record<G>,
    sitters: Vec<Sitter<G>>,
    bot_seed: Seed,
}

impl<G: Game> Table<G> {
    /// A table for a new game (its record starts from the game's config and seed).
    pub fn new(
        game: G,
        sitters: Vec<Sitter<G>>,
        bot_seed: Seed,
    ) -> Result<Self, TableError<G::Illegal>> {
        let record = Record::start(&game);
        Self::with_record(game, record, sitters, bot_seed)
    }

    /// A table for a saved game: its record is replayed.
    pub fn resume(
        record: Record<G>,
        sitters: Vec<Sitter<G>>,
        bot_seed: Seed,
    ) -> Result<Self, TableError<G::Illegal>> {
        let game = record.replay()?;
        Self::with_record(game, record, sitters, bot_seed)
    }

    fn with_record(
        game: G,
        record: Record<G>,
        sitters: Vec<Sitter<G>>,
        bot_seed: Seed,
    ) -> Result<Self, TableError<G::Illegal>> {
        if sitters.len() != game.num_players() {
            return Err(TableError::Seats {
                sitters: sitters.len(),
                players: game.num_players(),
            });
        }
        Ok(Table {
            game,
            record,
            sitters,
            bot_seed,
        })
    }

    /// The game as it stands.
    #[must_use]
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Every action so far.
    #[must_use]
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// Whether a person sits at `seat`.
    #[must_use]
    pub fn is_human(&self, seat: usize) -> bool {
        matches!(self.sitters.get(seat), Some(Sitter::Human))
    }

    /// The people's seats that may act now (empty while a bot is to move or the game is over).
    #[must_use]
    pub fn waiting(&self) -> Vec<usize> {
        ready_players(&self.game)
            .into_iter()
            .filter(|&seat| self.is_human(seat))
            .collect()
    }

    /// A person's action at `seat`: applied and recorded, or rejected with the table unchanged.
    pub fn act(&mut self, seat: usize, action: &G::Action) -> Result<(), TableError<G::Illegal>> {
        if let Some(Sitter::Bot(_)) = self.sitters.get(seat) {
            return Err(TableError::BotSeat(seat));
        }
        self.game.apply(seat, action)?;
        self.record.actions.push((seat, action.clone()));
        Ok(())
    }

    /// Moves the bots until a person is to act or the game is over, at most `max_steps`
    /// moves; returns how many were made.
    pub fn play_bots(&mut self, max_steps: usize) -> Result<usize, TableError<G::Illegal>> {
        for made in 0..max_steps {
            let step = self.record.actions.len();
            let Some((seat, mut rng)) = next_actor(&self.game, self.bot_seed, step)? else {
                return Ok(made);
            };
            let Some(Sitter::Bot(bot)) = self.sitters.get_mut(seat) else {
                return Ok(made);
            };
            let legal = self.game.legal_actions(seat);
            if legal.is_empty() {
                return Err(RunError::Stuck(self.game.to_act()).into());
            }
            let choice = bot.choose_at(&Seat::new(&self.game, seat), &legal, &mut rng);
            let action = legal.get(choice).unwrap_or(&legal[0]).clone();
            self.game
                .apply(seat, &action)
                .map_err(|source| RunError::Rejected {
                    player: seat,
                    source,
                })?;
            self.record.actions.push((seat, action));
        }
        Ok(max_steps)
    }

    /// The game, its record and the sitters.
    #[must_use]
    pub fn into_parts(self) -> (G, Record<G>, Vec<Sitter<G>>) {
        (self.game, self.record, self.sitters)
    }
}
