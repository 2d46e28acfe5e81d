//! The greedy bot and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GreedyBot, MctsBot, SearchBudget, TunedBots};
use tic_core::{Card, Step};

use crate::actions::TriAction;
use crate::config::TriggerEffect;
use crate::rules::play_step;
use crate::state::TriUpTriDown;
use crate::view::TriView;

/// How many properties of a card sit at an end of their scale (1 or 5): such a card leaves
/// the next player fewer plays.
fn extremes(card: Card) -> i64 {
    card.values()
        .iter()
        .filter(|v| **v == 1 || **v == 5)
        .count() as i64
}

/// The greedy score of an action: always say "last card" and challenge; play Tripos before
/// Duos before Monos; after a Duo prefer a card that keeps the chain going; end a turn on a
/// card that fires a trigger or sits at scale ends.
#[must_use]
pub fn greedy_score(view: &TriView, action: &TriAction) -> i64 {
    match *action {
        TriAction::SayLastCard => 10_000,
        TriAction::Challenge => 9_000,
        TriAction::PickUp => 0,
        TriAction::Keep => -1,
        TriAction::Play(card) => {
            let Some(s) = view.top.and_then(|top| play_step(top, card)) else {
                return -100;
            };
            let follow_ups = view
                .hand
                .iter()
                .filter(|&&c| c != card && play_step(card, c).is_some())
                .count() as i64;
            let trigger_bonus: i64 = view
                .triggers
                .iter()
                .filter(|t| t.when.matches(card))
                .map(|t| match t.effect {
                    TriggerEffect::NextPicksUp(p) => 20 * p.count(card) as i64,
                })
                .sum();
            let going_out = if view.hand.len() == 1 { 5_000 } else { 0 };
            match s {
                Step::Tripo => 3_000 + going_out + 10 * follow_ups,
                Step::Duo => 2_000 + going_out + 10 * follow_ups,
                _ => 1_000 + going_out + 15 * extremes(card) + trigger_bonus - follow_ups,
            }
        }
    }
}

/// A greedy bot for Tri Up Tri Down (see [`greedy_score`]).
///
/// ```
/// use rules_engine::{run, Bot, Game, Seed};
/// use tic_tri_up_tri_down::{greedy_bot, TriConfig, TriUpTriDown};
///
/// let mut game = TriUpTriDown::new(TriConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> = vec![Box::new(greedy_bot()), Box::new(greedy_bot())];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn greedy_bot() -> GreedyBot<TriUpTriDown, fn(&TriView, &TriAction) -> i64> {
    GreedyBot::new("greedy", greedy_score as fn(&TriView, &TriAction) -> i64)
}

/// Tri Up Tri Down's opponents: [`greedy_bot`], and a search over paired greedy rollouts to the
/// end of the game (a random rollout rarely sheds a hand the way a player would); measured in
/// docs/rules/tri-up-tri-down.md, "Bots".
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_tri_up_tri_down::{TriConfig, TriUpTriDown};
///
/// let mut game = TriUpTriDown::new(TriConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> =
///     vec![TriUpTriDown::search_bot(SearchBudget::Iterations(20)), TriUpTriDown::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for TriUpTriDown {
    /// 250 rollouts a move.
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(250);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(greedy_bot())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(MctsBot::new(budget).with_rollout(Box::new(greedy_bot())))
    }
}
