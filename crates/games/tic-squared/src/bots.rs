//! The greedy bot (Tics first, double Tics most; own grid before others'; shed cards rather
//! than pick up) and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GreedyBot, SearchBudget, ShortlistSearch, TunedBots, lead_values};

use crate::actions::TicSquaredAction;
use crate::state::TicSquared;
use crate::view::TicSquaredView;

/// How the greedy bot rates an action (higher is better).
#[must_use]
pub fn greedy_score(view: &TicSquaredView, action: &TicSquaredAction) -> i64 {
    match *action {
        // Start with a card that shares much with the rest of the hand.
        TicSquaredAction::Start(card) => view
            .hand
            .iter()
            .filter(|&&c| c != card && tic_core::shared_count(c, card) > 0)
            .count() as i64,
        TicSquaredAction::Play { card, grid, at } => {
            let contact = view
                .grids
                .get(grid)
                .and_then(Option::as_ref)
                .and_then(|g| g.check(at, card).ok())
                .unwrap_or_default();
            let mut score = 100 + 30 * i64::from(contact.tics) + i64::from(contact.singles);
            if contact.tics >= 2 {
                score += 40 + i64::from(card.number().value());
            }
            // Growing one's own grid counts at the end; feeding an opponent's does not.
            if grid == view.player {
                score += 10;
            }
            score
        }
        TicSquaredAction::PickUp => 0,
        TicSquaredAction::EndTurn => -10,
    }
}

/// The greedy bot.
#[must_use]
pub fn greedy_bot() -> GreedyBot<TicSquared, fn(&TicSquaredView, &TicSquaredAction) -> i64> {
    GreedyBot::new("greedy", greedy_score as fn(&_, &_) -> i64)
}

/// Each player's standing in 0..1 for a search rollout cut short: the lead in score as it
/// stands (grid cards minus hand cards) over the other players' mean, squashed so that a lead
/// of 5 points is worth about three quarters of a win.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_squared::{TicSquared, TicSquaredConfig, standings};
///
/// let game = TicSquared::new(TicSquaredConfig::default(), Seed(1))?;
/// assert_eq!(standings(&game), vec![0.5, 0.5]); // equal hands, no grids yet
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &TicSquared) -> Vec<f64> {
    lead_values(&game.scores(), 5.0)
}

/// The search bot's settings, measured in docs/rules/tic-squared.md, "Bots": 550 rollouts a
/// move (about 10 ms of CPU). The search weighs only the greedy bot's 6 best moves and looks 8
/// actions ahead, valued by [`standings`].
pub const SEARCH_SETTINGS: ShortlistSearch<TicSquared> = ShortlistSearch {
    rollouts: 550,
    rollout_steps: 8,
    shortlist: 6,
    rate: greedy_score,
    standings,
    rollout: || Box::new(greedy_bot()),
};

/// Tic Squared's opponents: [`greedy_bot`], and the shortlist search of [`SEARCH_SETTINGS`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_squared::{TicSquared, TicSquaredConfig};
///
/// let mut game = TicSquared::new(TicSquaredConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<TicSquared>>> =
///     vec![TicSquared::search_bot(SearchBudget::Iterations(20)), TicSquared::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for TicSquared {
    const SEARCH_BUDGET: SearchBudget = SEARCH_SETTINGS.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(greedy_bot())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH_SETTINGS.bot(budget))
    }
}
