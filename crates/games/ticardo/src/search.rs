//! The three games' tuned opponents ([`TunedBots`]): the greedy bots of [`crate::bots`] and a
//! search over greedy rollouts, with each game's measured settings (docs/rules/ticardo.md,
//! "The search bot").

use rules_engine::{Bot, MctsBot, SearchBudget, TunedBots};

use crate::bots::{duel_greedy, pieces_greedy, solitaire_greedy};
use crate::duel::Duel;
use crate::pieces::Pieces;
use crate::solitaire::Solitaire;

/// Actions a rollout of the game with pieces plays before [`pieces_standings`] values it: a
/// game lasts hundreds of turns.
const PIECES_ROLLOUT_STEPS: usize = 40;

/// Each player's value of an unfinished game with pieces, in 0..=1: 0.5 plus half the lead in
/// scored cards over 35 (the most a player can score is 35, so it never leaves 0..=1).
///
/// ```
/// use rules_engine::{Game, Seed};
/// use ticardo::{Pieces, PiecesConfig, pieces_standings};
///
/// let game = Pieces::new(PiecesConfig::default(), Seed(1))?;
/// assert_eq!(pieces_standings(&game), vec![0.5, 0.5]); // nothing scored yet
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn pieces_standings(game: &Pieces) -> Vec<f64> {
    let (blue, red) = (game.scored(0).len() as f64, game.scored(1).len() as f64);
    let lead = (blue - red) / 35.0;
    vec![0.5 + lead / 2.0, 0.5 - lead / 2.0]
}

/// The solitaire's opponents... of itself: the greedy bot, and a search over paired greedy
/// rollouts to the end of the deal (a deal is about 18 plays, so rollouts are cheap).
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use ticardo::{Solitaire, SolitaireConfig};
///
/// let mut game = Solitaire::new(SolitaireConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Solitaire>>> = vec![Solitaire::search_bot(SearchBudget::Iterations(20))];
/// run(&mut game, &mut bots, Seed(1), 1_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Solitaire {
    /// 200 rollouts a move.
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(200);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(solitaire_greedy())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(MctsBot::new(budget).with_rollout(Self::greedy_bot()))
    }
}

/// The two-player game's opponents: the greedy bot, and a search over paired greedy rollouts
/// to the end of the game (about 14 actions).
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use ticardo::{Duel, DuelConfig};
///
/// let mut game = Duel::new(DuelConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Duel>>> =
///     vec![Duel::search_bot(SearchBudget::Iterations(20)), Duel::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 1_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Duel {
    /// 3,600 rollouts: about 10 ms of CPU a move.
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(3_600);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(duel_greedy())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(MctsBot::new(budget).with_rollout(Self::greedy_bot()))
    }
}

/// The opponents of the game with pieces: the greedy bot, and a search over greedy rollouts cut
/// after 40 actions and valued by [`pieces_standings`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use ticardo::{Pieces, PiecesConfig};
///
/// let config = PiecesConfig { turn_limit: 40, ..PiecesConfig::default() };
/// let mut game = Pieces::new(config, Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Pieces>>> =
///     vec![Pieces::search_bot(SearchBudget::Iterations(20)), Pieces::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 10_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Pieces {
    /// 100 rollouts a move.
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(100);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(pieces_greedy())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(
            MctsBot::new(budget)
                .with_rollout(Self::greedy_bot())
                .with_max_rollout_steps(PIECES_ROLLOUT_STEPS)
                .with_evaluator(pieces_standings),
        )
    }
}
