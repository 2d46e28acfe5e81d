//! The greedy bot (the play scoring most now) and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GameRng, SearchBudget, ShortlistSearch, TunedBots, lead_values};

use crate::actions::TyramidAction;
use crate::scoring::play_score;
use crate::state::Tyramid;
use crate::view::TyramidView;

/// The immediate points of an action seen from a view: a play's score (ties broken toward
/// plays that earn another play); stopping after a double Tic scores -1, so the bot keeps
/// playing while it can.
#[must_use]
pub fn immediate_points(view: &TyramidView, action: &TyramidAction) -> i64 {
    match *action {
        TyramidAction::Play { card, row, place } => {
            let cells = view.layout.row_cells(row);
            let touching = view.layout.touching(cells.start + place);
            let score = play_score(card, touching, view.same_pair_points);
            2 * i64::from(score.points) + i64::from(score.plays_again())
        }
        TyramidAction::EndTurn => -1,
        TyramidAction::Draw | TyramidAction::Pass => 0,
    }
}

/// Plays the action with the best immediate score (random among equals).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Tyramid> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &TyramidView, legal: &[TyramidAction], rng: &mut GameRng) -> usize {
        let scores: Vec<i64> = legal.iter().map(|a| immediate_points(view, a)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] == best).collect();
        top.get(rng.index(top.len().max(1))).copied().unwrap_or(0)
    }
}

/// Each player's standing in 0..1 for a search rollout cut short: the lead in points over the
/// other players' mean, squashed so that a lead of 15 points (a few Tics) is worth about three
/// quarters of a win.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_tyramid::{Tyramid, TyramidConfig, standings};
///
/// let game = Tyramid::new(TyramidConfig::default(), Seed(1))?;
/// assert_eq!(standings(&game), vec![0.5, 0.5]); // nobody has scored yet
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &Tyramid) -> Vec<f64> {
    lead_values(game.points(), 15.0)
}

/// The search bot's settings, measured in docs/rules/tyramid.md, "Bots": 5,500 rollouts a move
/// (about 10 ms of CPU). The search weighs only the greedy bot's 6 best plays, each by the reply
/// it leaves the opponent: rollouts of 2 actions valued by [`standings`].
pub const SEARCH_SETTINGS: ShortlistSearch<Tyramid> = ShortlistSearch {
    rollouts: 5500,
    rollout_steps: 2,
    shortlist: 6,
    rate: immediate_points,
    standings,
    rollout: || Box::new(GreedyBot),
};

/// Tyramid's opponents: [`GreedyBot`], and the shortlist search of [`SEARCH_SETTINGS`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_tyramid::{Tyramid, TyramidConfig};
///
/// let mut game = Tyramid::new(TyramidConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Tyramid>>> =
///     vec![Tyramid::search_bot(SearchBudget::Iterations(20)), Tyramid::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Tyramid {
    const SEARCH_BUDGET: SearchBudget = SEARCH_SETTINGS.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyBot)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH_SETTINGS.bot(budget))
    }
}
