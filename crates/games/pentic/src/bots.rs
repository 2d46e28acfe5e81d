//! The greedy bot (the play scoring most now) and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GameRng, SearchBudget, ShortlistSearch, TunedBots, lead_values};
use tic_grid::Pos;

use crate::actions::PenticAction;
use crate::scoring::score_play;
use crate::state::Pentic;
use crate::view::PenticView;

/// The points an action scores now, seen from a view (0 for a pass or an illegal play).
#[must_use]
pub fn immediate_points(view: &PenticView, action: &PenticAction) -> i64 {
    match *action {
        PenticAction::Play { card, row, col } => {
            let pos = Pos::new(row, col);
            view.piles
                .top(pos)
                .and_then(|top| score_play(card, top, view.piles.touching(pos)))
                .map_or(0, |s| i64::from(s.points))
        }
        PenticAction::Pass => 0,
    }
}

/// Plays the action with the best immediate score (random among equals).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Pentic> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &PenticView, legal: &[PenticAction], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| immediate_points(view, a)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] == best).collect();
        top.get(rng.index(top.len().max(1))).copied().unwrap_or(0)
    }
}

/// Each player's standing in 0..1 for a search rollout cut short: the lead in points over the
/// other players' mean, squashed so that a lead of 50 points (a few good plays) is worth about
/// three quarters of a win.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_pentic::{Pentic, PenticConfig, standings};
///
/// let game = Pentic::new(PenticConfig::default(), Seed(1))?;
/// assert_eq!(standings(&game), vec![0.5, 0.5]); // nobody has scored yet
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &Pentic) -> Vec<f64> {
    lead_values(game.scores(), 50.0)
}

/// The search bot's settings, measured in docs/rules/pentic.md, "Bots": 1,200 rollouts a move
/// (about 10 ms of CPU). A greedy rollout to the target costs about 0.1 ms and a move has 20 to
/// 60 legal plays, so the search weighs only the greedy bot's 6 best plays and looks 4 actions
/// ahead (the opponent's replies), valued by [`standings`].
pub const SEARCH_SETTINGS: ShortlistSearch<Pentic> = ShortlistSearch {
    rollouts: 1200,
    rollout_steps: 4,
    shortlist: 6,
    rate: immediate_points,
    standings,
    rollout: || Box::new(GreedyBot),
};

/// Pentic's opponents: [`GreedyBot`], and the shortlist search of [`SEARCH_SETTINGS`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_pentic::{Pentic, PenticConfig};
///
/// let mut game = Pentic::new(PenticConfig::default().with_target(100), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Pentic>>> =
///     vec![Pentic::search_bot(SearchBudget::Iterations(20)), Pentic::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Pentic {
    const SEARCH_BUDGET: SearchBudget = SEARCH_SETTINGS.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyBot)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH_SETTINGS.bot(budget))
    }
}
