//! The greedy bot: lays the biggest sets it can at once, adds to its side's sets and sheds
//! cards onto opponents' sets (unless that feeds them more points than it saves), picks up the chain when the set it makes outweighs the cards it
//! brings, and discards the card with the fewest partners in hand, avoiding cards that feed
//! the opponents' sets.

use rules_engine::{Bot, GreedyBot, SearchBudget, ShortlistSearch, TunedBots};
use tic_core::{Card, CardSet, Step, step};

use crate::TeamTic;
use crate::actions::TeamAction;
use crate::config::Melds;
use crate::scoring::set_points;
use crate::search::standings;
use crate::sets::{extends, largest_set_with};
use crate::view::TeamView;
use tic_rummy::End;

/// Cards in `hand` that could share a set with `card`.
fn partners(melds: Melds, hand: CardSet, card: Card) -> usize {
    match melds {
        Melds::Tic => (hand & CardSet::tics_of(card)).len(),
        Melds::DuoSequence => hand
            .iter()
            .filter(|&c| c != card && step(c, card) >= Step::Duo)
            .count(),
    }
}

/// The greedy score of one action seen from a view (higher is better).
#[must_use]
pub fn greedy_score(view: &TeamView, action: &TeamAction) -> i64 {
    let hand: CardSet = view.hand.iter().collect();
    match action {
        TeamAction::DrawFromDeck => 0,
        TeamAction::PickUp { card, from } => {
            let taken: CardSet = view.chain.get(*from..).unwrap_or(&[]).iter().collect();
            let size = largest_set_with(view.melds, hand | taken, *card);
            let best = set_points(size, *card == Card::TOP).max(1);
            // Every card taken and not laid costs 2 at the end unless it is used later.
            10 * best - 2 * taken.len() as i64 + 1
        }
        TeamAction::LaySet(cards) => {
            1000 + 10 * set_points(cards.len(), cards.contains(&Card::TOP))
        }
        TeamAction::AddCard { card, set, .. } => match view.sets.get(*set) {
            Some(s) if s.team == view.team => 900,
            Some(s) if view.opponent_cards_score => {
                // The card grows the opponents' set: shedding it saves 2 points at the end,
                // feeding them costs what their set gains.
                let top = *card == Card::TOP || s.cards.contains(&Card::TOP);
                let gain = set_points(s.cards.len() + 1, top) - s.points;
                if gain <= 2 { 500 } else { -1000 }
            }
            _ => 500,
        },
        TeamAction::Discard(card) => {
            let feeds = view.sets.iter().any(|s| {
                s.team != view.team
                    && (extends(view.melds, &s.cards, *card, End::Back)
                        || extends(view.melds, &s.cards, *card, End::Front))
            });
            let top = if *card == Card::TOP { 5 } else { 0 };
            -10 * partners(view.melds, hand, *card) as i64 - if feeds { 30 } else { 0 } + top
        }
    }
}

/// The greedy Team TIC bot.
#[must_use]
pub fn greedy_bot() -> impl Bot<TeamTic> {
    GreedyBot::new("greedy", greedy_score)
}

/// The search bot's settings: about 10 ms of CPU a move (docs/rules/team-tic.md, "Bots").
/// The search weighs only the greedy bot's best few moves, and plays each sample a few turns
/// ahead with the greedy bot, valued by [`standings`]: greedy rollouts to the end of the game
/// fit only 60 in the budget, too few to tell the moves apart.
pub const SEARCH_SETTINGS: ShortlistSearch<TeamTic> = ShortlistSearch {
    rollouts: 600,
    rollout_steps: 16,
    shortlist: 6,
    rate: greedy_score,
    // A lead of 20 points is worth about three quarters of a win.
    standings: |g| standings(g, 20.0),
    rollout: || Box::new(greedy_bot()),
};

/// Team TIC's opponents: the greedy bot ([`greedy_bot`]) and the shortlist search of
/// [`SEARCH_SETTINGS`].
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_team::{TeamTic, TeamTicConfig};
///
/// let mut game = TeamTic::new(TeamTicConfig::default(), Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<TeamTic>>> =
///     vec![TeamTic::search_bot(SearchBudget::Iterations(20)), TeamTic::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for TeamTic {
    /// 600 rollouts: about 10 ms of CPU a move.
    const SEARCH_BUDGET: SearchBudget = SEARCH_SETTINGS.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(greedy_bot())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH_SETTINGS.bot(budget))
    }
}
