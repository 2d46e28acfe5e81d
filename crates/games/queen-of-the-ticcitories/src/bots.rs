//! The greedy bot (the move that does best now) and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GameRng, SearchBudget, ShortlistSearch, TunedBots, lead_values};

use crate::actions::QueenAction;
use crate::scoring::score_change;
use crate::state::Queen;
use crate::view::QueenView;

/// The immediate value of an action for the viewer: placing raises their own grid's score
/// (or lowers an opponent's); choosing a card is worth the best placement it would have on
/// their own grid now.
#[must_use]
pub fn immediate_value(view: &QueenView, action: &QueenAction) -> i64 {
    match *action {
        QueenAction::Place { card, grid, at } => {
            let Some(g) = view.grids.get(grid) else {
                return i64::MIN / 2;
            };
            let change = score_change(g, at, card).unwrap_or(0);
            if grid == view.player { change } else { -change }
        }
        QueenAction::Choose { position } => {
            let line = if view.next_line.is_empty() {
                &view.line
            } else {
                &view.next_line
            };
            let (Some(card), Some(own)) = (
                line.get(position).and_then(|s| s.card),
                view.grids.get(view.player),
            ) else {
                return 0;
            };
            own.open_offsets()
                .into_iter()
                .filter_map(|at| score_change(own, at, card))
                .max()
                .unwrap_or(0)
        }
    }
}

/// Takes the action with the best immediate value (random among equals).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Queen> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &QueenView, legal: &[QueenAction], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| immediate_value(view, a)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] == best).collect();
        top.get(rng.index(top.len().max(1))).copied().unwrap_or(0)
    }
}

/// Each player's standing in 0..1 for a search rollout cut short: the lead in grid score over
/// the other players' mean, squashed so that a lead of 10 points is worth about three quarters
/// of a win.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_queen::{Queen, QueenConfig, standings};
///
/// let game = Queen::new(QueenConfig::default(), Seed(1))?;
/// assert_eq!(standings(&game), vec![0.5, 0.5]); // empty grids
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &Queen) -> Vec<f64> {
    lead_values(&game.scores(), 10.0)
}

/// The search bot's settings, measured in docs/rules/queen-of-the-ticcitories.md, "Bots": 500
/// rollouts a move (about 10 ms of CPU). A greedy rollout to the end costs about 0.4 ms (the
/// greedy bot scores every open cell of every grid), so the search weighs only the greedy bot's
/// 6 best moves and looks 4 actions ahead, valued by [`standings`].
pub const SEARCH_SETTINGS: ShortlistSearch<Queen> = ShortlistSearch {
    rollouts: 500,
    rollout_steps: 4,
    shortlist: 6,
    rate: immediate_value,
    standings,
    rollout: || Box::new(GreedyBot),
};

/// Queen of the Ticcitories' opponents: [`GreedyBot`], and the shortlist search of
/// [`SEARCH_SETTINGS`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_queen::{Queen, QueenConfig};
///
/// let mut game = Queen::new(QueenConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Queen>>> =
///     vec![Queen::search_bot(SearchBudget::Iterations(20)), Queen::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Queen {
    const SEARCH_BUDGET: SearchBudget = SEARCH_SETTINGS.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyBot)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH_SETTINGS.bot(budget))
    }
}
