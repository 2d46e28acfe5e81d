//! The greedy Tic-of-a-Kind bot, the pick both knock games' greedy bots make, a fast
//! rollout bot for search in any knock game, and the knock games' tuned bots ([`KnockBots`],
//! [`TunedBots`]).

use rules_engine::{Bot, GameRng, MctsBot, SearchBudget, TunedBots};
use tic_core::Card;

use crate::actions::{TableMove, TicOfAKindAction};
use crate::hands::{KnockRules, TicOfAKindRules};
use crate::scoring::score_hand;
use crate::search::{greedy_hands_sample, knock_standings};
use crate::state::{KnockGame, Phase};
use crate::view::{KnockView, TicOfAKindView};

/// The index of the action with the highest `score` (the first of equals; 0 when `legal` is
/// empty).
///
/// ```
/// assert_eq!(tic_of_a_kind::best_action(&[3, 9, 9, 1], |&a| a), 1);
/// ```
pub fn best_action<A>(legal: &[A], mut score: impl FnMut(&A) -> i64) -> usize {
    let mut best = (0, i64::MIN);
    for (i, action) in legal.iter().enumerate() {
        let s = score(action);
        if s > best.1 || i == 0 {
            best = (i, s);
        }
    }
    best.0
}

/// A greedy player: it takes the discard when keeping it (and discarding its worst card)
/// scores more than its hand now, otherwise draws from the deck; it discards the card whose
/// loss leaves the best score; it knocks once its hand scores at least the knock threshold.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot {
    /// Knock once the hand scores at least this much (the default is 40 for five cards, 80
    /// for ten).
    pub knock_at: Option<i64>,
}

fn points(hand: &[Card]) -> i64 {
    score_hand(hand).map_or(i64::MIN / 4, |(p, _)| p)
}

/// The cards of a hand other than `card`.
fn without(hand: &[Card], card: Card) -> Vec<Card> {
    hand.iter().copied().filter(|&c| c != card).collect()
}

impl GreedyBot {
    fn score(&self, view: &TicOfAKindView, action: TicOfAKindAction) -> i64 {
        let now = points(&view.hand);
        let knock_at = self
            .knock_at
            .unwrap_or(if view.hand.len() >= 10 { 80 } else { 40 });
        match action {
            TicOfAKindAction::Knock if now >= knock_at => i64::MAX,
            TicOfAKindAction::Knock => i64::MIN,
            // Drawing can only help (the drawn card may be discarded): worth a little more
            // than standing still.
            TicOfAKindAction::DrawDeck => now + 1,
            TicOfAKindAction::TakeDiscard => {
                let Some(top) = view.discard_top() else {
                    return i64::MIN;
                };
                let mut with = view.hand.clone();
                with.push(top);
                view.hand
                    .iter()
                    .map(|&c| points(&without(&with, c)))
                    .max()
                    .unwrap_or(i64::MIN)
            }
            TicOfAKindAction::Discard(card) => points(&without(&view.hand, card)),
        }
    }
}

impl Bot<KnockGame<TicOfAKindRules>> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(
        &mut self,
        view: &TicOfAKindView,
        legal: &[TicOfAKindAction],
        _: &mut GameRng,
    ) -> usize {
        best_action(legal, |&action| self.score(view, action))
    }
}

/// A fast player for search rollouts in any knock game: it knocks whenever it may (so a
/// round ends within a turn each and the hands are scored nearly as they stand), discards
/// the card whose loss leaves the best hand, and otherwise takes at random.
///
/// ```
/// use rules_engine::{run, Bot, Game, Seed};
/// use tic_of_a_kind::{KnockNowBot, TicOfAKind, TicOfAKindConfig};
///
/// let mut game = TicOfAKind::new(TicOfAKindConfig::new(2).with_rounds(2), Seed(1))?;
/// let mut bots: Vec<Box<dyn Bot<TicOfAKind>>> = vec![Box::new(KnockNowBot), Box::new(KnockNowBot)];
/// run(&mut game, &mut bots, Seed(2), 1_000)?;
/// // Each round: the first player knocks, the other has one more turn.
/// assert_eq!(game.events().iter().filter(|e| matches!(e, tic_of_a_kind::KnockEvent::Knocked { .. })).count(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct KnockNowBot;

impl<R: KnockRules> Bot<KnockGame<R>> for KnockNowBot {
    fn name(&self) -> &str {
        "knock-now"
    }

    fn choose(&mut self, view: &KnockView<R>, legal: &[R::Action], rng: &mut GameRng) -> usize {
        let moves: Vec<TableMove> = legal.iter().map(R::table_move).collect();
        if let Some(knock) = moves.iter().position(|m| *m == TableMove::Knock) {
            return knock;
        }
        if view.phase != Phase::Discard {
            let n = u64::try_from(legal.len()).unwrap_or(0);
            return usize::try_from(rng.below(n.max(1))).unwrap_or(0);
        }
        best_action(&moves, |m| match m {
            TableMove::Discard(card) => {
                R::score(&without(&view.hand, *card), &view.config).map_or(i64::MIN, |s| s.0)
            }
            _ => i64::MIN,
        })
    }
}

/// A knock game's tuned opponents, chosen by its rules: every [`KnockGame<R>`] offers
/// [`TunedBots`] through its `R` (Tic-of-a-Kind through [`TicOfAKindRules`], Spectrum through
/// its rules in `tic-spectrum`).
pub trait KnockBots: KnockRules {
    /// The search bot's budget at about 10 ms of CPU a move.
    const SEARCH_BUDGET: SearchBudget;

    /// The greedy bot.
    fn greedy_bot() -> Box<dyn Bot<KnockGame<Self>>>;

    /// The search bot with `budget`.
    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<KnockGame<Self>>>;
}

impl<R: KnockBots> TunedBots for KnockGame<R> {
    const SEARCH_BUDGET: SearchBudget = R::SEARCH_BUDGET;

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        R::greedy_bot()
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        R::search_bot(budget)
    }
}

/// Rollouts a move of Tic-of-a-Kind's search bot: about 10 ms of CPU a move
/// (docs/rules/tic-of-a-kind.md, "Bots").
const SEARCH_ROLLOUTS: u32 = 500;
/// Actions (a turn is two: take, discard) a rollout plays before [`knock_standings`] values it.
const ROLLOUT_STEPS: usize = 12;
/// A lead of this many points is worth about three quarters of a win to the evaluator.
const LEAD_SCALE: f64 = 40.0;
/// Blind draws of an opponent this round replayed by [`greedy_hands_sample`] (at most): all
/// of them in a usual round. 3, 6 and 16 screened alike (68.5% to 71% of 100 matches against
/// 63% without), at little cost beside the rollouts.
const SAMPLE_LOOKS: usize = 16;

/// Tic-of-a-Kind's opponents: [`GreedyBot`], and a search whose rollouts are played by the
/// greedy bot, which builds a hand before it knocks as the real opponent does (knock-now
/// rollouts score the sampled opponent's random hand almost as dealt, and the search knocked
/// too soon), cut after 12 actions (the rest of the match only adds noise to the choice at
/// hand) and valued by [`knock_standings`], over samples that deal the opponent a hand like
/// the ones greedy keeps ([`greedy_hands_sample`]): with the game's plain redeal the search
/// underrated the opponent's hand (56.5% against greedy over 400 matches; 70.1% with this
/// sampler; docs/rules/tic-of-a-kind.md, "Bots").
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_of_a_kind::{TicOfAKind, TicOfAKindConfig};
///
/// let mut game = TicOfAKind::new(TicOfAKindConfig::new(2).with_rounds(1), Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<TicOfAKind>>> =
///     vec![TicOfAKind::search_bot(SearchBudget::Iterations(20)), TicOfAKind::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 10_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl KnockBots for TicOfAKindRules {
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(SEARCH_ROLLOUTS);

    fn greedy_bot() -> Box<dyn Bot<KnockGame<Self>>> {
        Box::new(GreedyBot::default())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<KnockGame<Self>>> {
        Box::new(
            MctsBot::new(budget)
                .with_rollout(Box::new(GreedyBot::default()))
                .with_max_rollout_steps(ROLLOUT_STEPS)
                .with_evaluator(|g: &KnockGame<Self>| knock_standings(g, LEAD_SCALE))
                .with_sampler(|seat, rng| greedy_hands_sample(seat, rng, SAMPLE_LOOKS)),
        )
    }
}
