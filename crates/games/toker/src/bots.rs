//! The greedy bot, which exchanges to maximise the hand it holds now and calls and bets on
//! strength, and each exchange game's tuned bots ([`ExchangeBots`], [`TunedBots`]).

use core::marker::PhantomData;

use rules_engine::{Bot, GameRng, MctsBot, SearchBudget, Seat, TunedBots};
use tic_core::{Card, CardSet};

use crate::actions::ExchangeAction;
use crate::hands::{HandRules, TokerHands};
use crate::search::deal_standings;
use crate::state::ExchangeGame;
use crate::view::ExchangeView;

/// A greedy player for any exchange game.
///
/// - Exchange turns: it values keeping as the category of its best hand now, and each possible
///   exchange as the mean category of its best hand after the exchange, with the unknown new
///   card(s) sampled from the cards it cannot see. It plays the best (keeping on ties).
/// - It calls once its hand reaches the upper third of the categories.
/// - Betting: with a hand in the upper third it bets the minimum and calls anything; with a
///   middling hand it checks and calls bets up to half the pot; otherwise it checks or folds.
#[derive(Clone, Copy, Debug)]
pub struct GreedyExchangeBot<H> {
    /// Replacement cards sampled per exchange considered; 0 plays exchange turns at random.
    samples: usize,
    rules: PhantomData<H>,
}

impl<H> Default for GreedyExchangeBot<H> {
    fn default() -> Self {
        GreedyExchangeBot::new(12)
    }
}

impl<H> GreedyExchangeBot<H> {
    /// A greedy bot sampling `samples` replacement cards per exchange it considers.
    #[must_use]
    pub fn new(samples: usize) -> Self {
        GreedyExchangeBot {
            samples: samples.max(1),
            rules: PhantomData,
        }
    }

    /// The playout bot for search ([`rules_engine::MctsBot::with_rollout`]): exchange turns at
    /// random (cheap, and varied enough for the search to compare its moves), betting rounds
    /// by the greedy rule above (random bets and folds would swamp the chip counts).
    #[must_use]
    pub fn playout() -> Self {
        GreedyExchangeBot {
            samples: 0,
            rules: PhantomData,
        }
    }
}

fn category<H: HandRules>(cards: &[Card]) -> f64 {
    H::best(cards).map_or(0.0, |(rank, _)| H::category_index(&rank) as f64)
}

impl<H: HandRules> GreedyExchangeBot<H> {
    /// The mean category after replacing `out` (own or common cards) with random unseen cards.
    fn after_exchange(&self, view: &ExchangeView, out: CardSet, rng: &mut GameRng) -> f64 {
        let seen: CardSet = view.hand.iter().chain(&view.common).collect();
        let unseen: Vec<Card> = (!seen).iter().collect();
        let kept: Vec<Card> = view
            .hand
            .iter()
            .chain(&view.common)
            .copied()
            .filter(|c| !out.contains(*c))
            .collect();
        let mut total = 0.0;
        for _ in 0..self.samples {
            let mut cards = kept.clone();
            let mut pool = unseen.clone();
            for _ in 0..out.len() {
                if pool.is_empty() {
                    break;
                }
                let at = rng.index(pool.len());
                cards.push(pool.swap_remove(at));
            }
            total += category::<H>(&cards);
        }
        total / self.samples as f64
    }

    fn score(&self, view: &ExchangeView, action: &ExchangeAction, rng: &mut GameRng) -> f64 {
        let now = view.best.as_ref().map_or(0, |b| b.category);
        let strong = now * 3 >= H::CATEGORIES;
        let middling = now >= 1;
        let (to_call, pot) = view
            .chips
            .as_ref()
            .map_or((0, 0), |c| (c.to_call(view.player), c.pot()));
        match *action {
            ExchangeAction::Keep => now as f64,
            ExchangeAction::Exchange(cards) => self.after_exchange(view, cards, rng),
            ExchangeAction::ExchangeCommon(card) => {
                self.after_exchange(view, CardSet::single(card), rng)
            }
            ExchangeAction::Call if strong => 100.0,
            ExchangeAction::Call => -100.0,
            ExchangeAction::Check => 10.0,
            ExchangeAction::Fold => 5.0,
            ExchangeAction::CallBet if strong || (middling && to_call * 2 <= pot) => 20.0,
            ExchangeAction::CallBet => 0.0,
            ExchangeAction::BetTo(to) if strong => 30.0 - to as f64 / 1e6,
            ExchangeAction::BetTo(_) => -10.0,
        }
    }
}

impl<H> GreedyExchangeBot<H> {
    /// Whether this is the playout bot on an exchange turn (which always offers keep first).
    fn plays_at_random(&self, legal: &[ExchangeAction]) -> bool {
        self.samples == 0 && legal.first() == Some(&ExchangeAction::Keep)
    }
}

impl<H: HandRules> Bot<ExchangeGame<H>> for GreedyExchangeBot<H> {
    fn name(&self) -> &str {
        if self.samples == 0 {
            "playout"
        } else {
            "greedy"
        }
    }

    /// The playout bot's exchange turns need no view (building one evaluates the hand).
    fn choose_at(
        &mut self,
        seat: &Seat<'_, ExchangeGame<H>>,
        legal: &[ExchangeAction],
        rng: &mut GameRng,
    ) -> usize {
        if self.plays_at_random(legal) {
            return rng.index(legal.len());
        }
        self.choose(&seat.view(), legal, rng)
    }

    fn choose(
        &mut self,
        view: &ExchangeView,
        legal: &[ExchangeAction],
        rng: &mut GameRng,
    ) -> usize {
        if self.plays_at_random(legal) {
            return rng.index(legal.len());
        }
        let mut best = (0, f64::NEG_INFINITY);
        for (i, action) in legal.iter().enumerate() {
            let score = self.score(view, action, rng);
            if score > best.1 {
                best = (i, score);
            }
        }
        best.0
    }
}

/// An exchange game's tuned opponents, chosen by its hand rules: every [`ExchangeGame<H>`]
/// offers [`TunedBots`] through its `H` (Toker through [`TokerHands`], Sequences through its
/// own hands in `tic-sequences`).
///
/// By default the greedy bot is [`GreedyExchangeBot::default`] and the search bot an
/// [`MctsBot`] whose rollouts are played by [`GreedyExchangeBot::playout`] (random exchanges,
/// greedy betting): in two-player matches it beat random rollouts in the betting game and
/// matched them otherwise (docs/PERFORMANCE.md, "Toker and Sequences: the search bot").
pub trait ExchangeBots: HandRules {
    /// The search bot's budget at about 10 ms of CPU a move.
    const SEARCH_BUDGET: SearchBudget;

    /// The greedy bot.
    #[must_use]
    fn greedy_bot() -> Box<dyn Bot<ExchangeGame<Self>>> {
        Box::new(GreedyExchangeBot::<Self>::default())
    }

    /// The search bot with `budget`.
    #[must_use]
    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<ExchangeGame<Self>>> {
        Box::new(MctsBot::new(budget).with_rollout(Box::new(GreedyExchangeBot::<Self>::playout())))
    }
}

/// Toker's tuned bots (docs/rules/toker.md, "Bots").
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_toker::{ExchangeConfig, Toker};
///
/// let mut game = Toker::new(ExchangeConfig::new(2), Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<Toker>>> =
///     vec![Toker::search_bot(SearchBudget::Iterations(20)), Toker::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 10_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl ExchangeBots for TokerHands {
    /// 1,400 iterations: about 10 ms of CPU a move.
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(1_400);

    /// Rollouts in which every player keeps their cards (betting by the greedy rule), cut after
    /// 8 actions (about the rest of a deal) and valued by [`deal_standings`] (ranking points
    /// plus half the current deal's as the hands stand); the betting game keeps the playout
    /// search, whose chips the cut rollouts would misjudge, with 4/7 of the iterations (a
    /// playout to the match's end costs about 7/4 of a cut one: the same time, 800 iterations
    /// at the default budget).
    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<ExchangeGame<Self>>> {
        let betting_budget = match budget {
            SearchBudget::Iterations(n) => {
                SearchBudget::Iterations((n / 7).saturating_mul(4).max(1))
            }
            other => other,
        };
        let betting = MctsBot::new(betting_budget)
            .with_rollout(Box::new(GreedyExchangeBot::<Self>::playout()));
        let standard = MctsBot::new(budget)
            .with_rollout(Box::new(KeepingBot::<Self>(GreedyExchangeBot::playout())))
            .with_max_rollout_steps(TOKER_ROLLOUT_STEPS)
            .with_evaluator(|g: &ExchangeGame<Self>| {
                deal_standings(g, TOKER_DEAL_WEIGHT, TOKER_LEAD_SCALE)
            });
        Box::new(ByBetting {
            standard: Box::new(standard),
            betting: Box::new(betting),
        })
    }
}

impl<H: ExchangeBots> TunedBots for ExchangeGame<H> {
    const SEARCH_BUDGET: SearchBudget = H::SEARCH_BUDGET;

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        H::greedy_bot()
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        H::search_bot(budget)
    }
}

/// Actions a Toker search rollout plays before [`deal_standings`] values it: about the rest
/// of a two-player deal (three exchange rounds of two turns, fewer after a call).
const TOKER_ROLLOUT_STEPS: usize = 8;
/// The share of the current deal's ranking points [`deal_standings`] counts.
const TOKER_DEAL_WEIGHT: f64 = 0.5;
/// A lead of 2 ranking points is worth about three quarters of a win.
const TOKER_LEAD_SCALE: f64 = 2.0;

/// A rollout player that keeps its cards on every exchange turn and otherwise (betting) plays
/// as the playout bot: the search then values each move by the hands as they would be shown
/// down, which random exchanges in the rollouts blur (they throw good cards away).
struct KeepingBot<H>(GreedyExchangeBot<H>);

impl<H: HandRules> Bot<ExchangeGame<H>> for KeepingBot<H> {
    fn name(&self) -> &str {
        "keeping"
    }

    fn choose_at(
        &mut self,
        seat: &Seat<'_, ExchangeGame<H>>,
        legal: &[ExchangeAction],
        rng: &mut GameRng,
    ) -> usize {
        // Exchange turns always offer keep first.
        if legal.first() == Some(&ExchangeAction::Keep) {
            return 0;
        }
        self.0.choose_at(seat, legal, rng)
    }

    fn choose(
        &mut self,
        view: &ExchangeView,
        legal: &[ExchangeAction],
        rng: &mut GameRng,
    ) -> usize {
        if legal.first() == Some(&ExchangeAction::Keep) {
            return 0;
        }
        self.0.choose(view, legal, rng)
    }
}

/// One search for the betting game and another for the rest, chosen by the player's view.
struct ByBetting<H: HandRules> {
    standard: Box<dyn Bot<ExchangeGame<H>>>,
    betting: Box<dyn Bot<ExchangeGame<H>>>,
}

impl<H: HandRules> Bot<ExchangeGame<H>> for ByBetting<H> {
    fn name(&self) -> &str {
        self.standard.name()
    }

    fn choose_at(
        &mut self,
        seat: &Seat<'_, ExchangeGame<H>>,
        legal: &[ExchangeAction],
        rng: &mut GameRng,
    ) -> usize {
        if seat.view().chips.is_some() {
            self.betting.choose_at(seat, legal, rng)
        } else {
            self.standard.choose_at(seat, legal, rng)
        }
    }

    fn choose(
        &mut self,
        view: &ExchangeView,
        legal: &[ExchangeAction],
        rng: &mut GameRng,
    ) -> usize {
        if view.chips.is_some() {
            self.betting.choose(view, legal, rng)
        } else {
            self.standard.choose(view, legal, rng)
        }
    }
}
