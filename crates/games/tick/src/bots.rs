//! The greedy Tick bot, which uses the meld solver to choose what to draw and what to discard,
//! and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GameRng, SearchBudget, ShortlistSearch, TunedBots};
use rummy_cards::{Card, MeldSolver, PointTable};

use crate::actions::TickAction;
use crate::scoring::deal_rules;
use crate::search::standings;
use crate::state::Tick;
use crate::view::TickView;

/// Plays the move that leaves the fewest points outside melds right now.
///
/// - Draw: takes the top discard when, after the best discard, it leaves fewer points than
///   the hand does now; else draws from the deck.
/// - Discard: calls Tick when it can; else discards the card whose loss leaves the fewest
///   points, keeping wild cards on ties and then throwing the highest card.
///
/// Ties are broken with the seeded generator.
#[derive(Clone, Debug, Default)]
pub struct GreedyTickBot;

impl GreedyTickBot {
    fn solver(view: &TickView) -> MeldSolver {
        MeldSolver::new(deal_rules(view.wild, view.ace_low), PointTable::tick())
    }

    fn points(solver: &mut MeldSolver, hand: &[Card]) -> i64 {
        solver.min_points(hand).map_or(i64::MAX / 4, i64::from)
    }

    fn without(hand: &[Card], card: Card) -> Vec<Card> {
        let mut rest = hand.to_vec();
        if let Some(at) = rest.iter().position(|c| *c == card) {
            rest.remove(at);
        }
        rest
    }

    /// A score per legal action, higher is better.
    fn scores(view: &TickView, legal: &[TickAction]) -> Vec<i64> {
        let mut solver = Self::solver(view);
        let rules = *solver.rules();
        let now = Self::points(&mut solver, &view.hand);
        legal
            .iter()
            .map(|action| match action {
                TickAction::DrawFromDeck => -now * 1000,
                TickAction::TakeDiscard => {
                    let Some(top) = view.discard_top else {
                        return i64::MIN;
                    };
                    let mut hand = view.hand.clone();
                    hand.push(top);
                    let mut options: Vec<Card> = view.hand.clone();
                    if view.may_discard_taken {
                        options.push(top);
                    }
                    options.sort_unstable();
                    options.dedup();
                    let best = options
                        .iter()
                        .map(|d| Self::points(&mut solver, &Self::without(&hand, *d)))
                        .min()
                        .unwrap_or(i64::MAX / 4);
                    // Strictly better than the hand now, else the deck (which may be better).
                    if best < now {
                        -best * 1000 + 1
                    } else {
                        -now * 1000 - 1
                    }
                }
                TickAction::Tick(_) => i64::MAX / 2,
                TickAction::Discard(card) => {
                    let left = Self::points(&mut solver, &Self::without(&view.hand, *card));
                    let keep_wild = if rules.is_wild(*card) { 500 } else { 0 };
                    -left * 1000 + i64::from(PointTable::tick().of(*card)) - keep_wild
                }
            })
            .collect()
    }
}

impl Bot<Tick> for GreedyTickBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &TickView, legal: &[TickAction], rng: &mut GameRng) -> usize {
        let scores = Self::scores(view, legal);
        let Some(&best) = scores.iter().max() else {
            return 0;
        };
        let best_indices: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
        best_indices
            .get(rng.index(best_indices.len()))
            .copied()
            .unwrap_or(0)
    }
}

/// Tick's opponents: [`GreedyTickBot`], and a search over the greedy bot's three best moves
/// ([`SEARCH`]) that values each move, on sampled deals, by [`standings`] right after it: each
/// player's match total plus the points their hand is expected to hold after their next draw.
/// Rollouts played by the greedy bot cost a few meld solves an action, so within about 10 ms
/// of CPU they could neither reach the end of a deal nor sample enough to beat the greedy bot
/// (24% against it with 4-action rollouts over every move); docs/rules/tick.md, "Bots and
/// figures", gives the measurements.
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tick_rummy::{Tick, TickConfig};
///
/// // A short match: deals of 3 and 4 cards.
/// let config = TickConfig { first_hand: 3, last_hand: 4, ..TickConfig::default() };
/// let mut game = Tick::new(config, Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<Tick>>> =
///     vec![Tick::search_bot(SearchBudget::Iterations(20)), Tick::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Tick {
    const SEARCH_BUDGET: SearchBudget = SEARCH.budget();

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyTickBot)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(SEARCH.bot(budget))
    }
}

/// The search bot's measured settings (docs/rules/tick.md, "Bots and figures"): 24 samples
/// a move, about 10 ms of CPU (a valuation is about 80 meld solves); the greedy bot's three
/// best moves (over every legal move, a discard gets too few samples and noise picks it); no
/// rollout: [`standings`] already averages over the next draw, where a sampled rollout judged
/// a move by the one card it drew (64.5% against greedy with 6 samples, 66% with 24, against
/// 53.5% for the best rollout setting tried). The greedy bot's move wins ties.
pub const SEARCH: ShortlistSearch<Tick> = ShortlistSearch {
    rollouts: 24,
    rollout_steps: 0,
    shortlist: 3,
    rate: greedy_rating,
    standings,
    rollout: greedy,
};

fn greedy() -> Box<dyn Bot<Tick>> {
    Box::new(GreedyTickBot)
}

/// The greedy bot's rating of one move (higher is better).
fn greedy_rating(view: &TickView, action: &TickAction) -> i64 {
    GreedyTickBot::scores(view, std::slice::from_ref(action))[0]
}
