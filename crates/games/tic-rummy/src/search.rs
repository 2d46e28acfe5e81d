//! TIC Rummy's search bot: the value of a match cut short ([`standings`]), the settings of the
//! shortlist search over the greedy bot ([`SEARCH_SETTINGS`]) and the [`TunedBots`] impl.
//! Depends on the greedy bot (`bots.rs`), never the other way round.

use rules_engine::{Bot, Game, SearchBudget, ShortlistSearch, TunedBots};

use crate::TicRummy;
use crate::bots::{RummyGreedy, greedy_score, progress};

/// Each player's standing in 0..=1 (0.5 = level): ahead in requirement rounds reached and
/// behind in penalty totals (the lowest total wins), against the mean of the others, squashed
/// by `tanh(lead)` with a lead of 100 penalty points or two rounds worth 1. The current deal
/// counts toward the rounds: a player who has laid down is a round ahead (they move on when the
/// deal ends), one who could lay down 0.9, and otherwise 0.8 times the share of the round's
/// collections their hand holds ([`progress`](crate::progress)).
///
/// A greedy playout to the end of a match costs about 0.2 s, so the search bot's rollouts stop
/// after a few actions and are valued by this; without the current deal's progress it valued
/// nearly every cut rollout alike, since totals and rounds change only when a deal ends
/// (docs/rules/tic-rummy.md, "Bots").
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_rummy::{standings, RummyConfig, TicRummy};
///
/// let game = TicRummy::new(RummyConfig::default(), Seed(1))?;
/// let values = standings(&game);
/// assert_eq!(values.len(), 2);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-12); // one's gain is the other's loss
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &TicRummy) -> Vec<f64> {
    let n = game.num_players();
    let totals: Vec<f64> = game.totals().iter().map(|&t| f64::from(t)).collect();
    let rounds: Vec<f64> = (0..n)
        .map(|p| f64::from(game.round_number(p)) + deal_progress(game, p))
        .collect();
    let mean = |v: &[f64], p: usize| {
        let others: f64 = v
            .iter()
            .enumerate()
            .filter(|&(q, _)| q != p)
            .map(|(_, x)| x)
            .sum();
        others / (n.max(2) - 1) as f64
    };
    (0..n)
        .map(|p| {
            let lead =
                (mean(&totals, p) - totals[p]) / 100.0 + (rounds[p] - mean(&rounds, p)) * 0.5;
            0.5 + 0.5 * lead.tanh()
        })
        .collect()
}

/// How far `player` is through the current deal's round, in rounds: 1 once laid down, 0.9 when
/// the hand could lay down, otherwise 0.8 times the share of the collections' cards it holds.
fn deal_progress(game: &TicRummy, player: usize) -> f64 {
    if !game.laid(player).is_empty() {
        return 1.0;
    }
    let requirements = game.requirements(player);
    let need: usize = requirements.iter().map(|r| r.cards).sum();
    let have = progress(requirements, game.hand(player));
    if have >= 1000 {
        0.9
    } else {
        0.8 * have as f64 / need.max(1) as f64
    }
}

/// The search bot's settings: about 10 ms of CPU a mcts move on average
/// (docs/rules/tic-rummy.md, "Bots"). A greedy playout to the end of the match costs about
/// 0.2 s, so rollouts look 6 greedy actions ahead and are valued by [`standings`] (totals,
/// rounds reached and the current deal's progress), and the search weighs only the greedy
/// bot's 3 best moves, each with enough rollouts to tell them apart.
pub const SEARCH_SETTINGS: ShortlistSearch<TicRummy> = ShortlistSearch {
    rollouts: 120,
    rollout_steps: 6,
    shortlist: 3,
    rate: greedy_score,
    standings,
    rollout: || Box::new(RummyGreedy),
};

/// TIC Rummy's opponents: [`RummyGreedy`] and the shortlist search of [`SEARCH_SETTINGS`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_rummy::{RummyConfig, TicRummy};
///
/// // A short match: the last round only.
/// let config = RummyConfig { first_round: 8, ..RummyConfig::default() };
/// let mut game = TicRummy::new(config, Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<TicRummy>>> =
///     vec![TicRummy::search_bot(SearchBudget::Iterations(20)), TicRummy::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for TicRummy {
    /// 120 rollouts: about 10 ms of CPU a move on average.
    const SEARCH_BUDGET: SearchBudget = SEARCH_SETTINGS.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(RummyGreedy)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH_SETTINGS.bot(budget))
    }
}
