//! The greedy bot and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GameRng, GreedyBot, MctsBot, SearchBudget, Seat, TunedBots, lead_values};
use tic_core::{Card, CardSet, Step};

use crate::actions::TriAction;
use crate::config::TriggerEffect;
use crate::rules::{plays_on, step_by};
use crate::state::TriUpTriDown;
use crate::view::TriView;

/// The value of going out (far above any number of cards shed).
const GO_OUT: f64 = 1_000.0;
/// Positions a plan of one turn may look at before it values the rest of a chain roughly.
const PLAN_NODES: u32 = 400;

/// A plan of the rest of a turn, for the greedy bot: the cards a player sheds this turn by
/// playing Duos (which play again) and then a card that ends the turn, the pickups a Tripo
/// gives the opponents, and where the turn leaves the face-up card.
struct Planner<'a> {
    view: &'a TriView,
    /// What each opponent picks up after a Tripo, valued for the player.
    tripo_bonus: f64,
    nodes: u32,
}

impl Planner<'_> {
    fn new(view: &TriView) -> Planner<'_> {
        let per_opponent = if view.hand_sizes.len() >= 4 { 1.0 } else { 2.0 };
        Planner {
            view,
            tripo_bonus: 0.8 * per_opponent,
            nodes: 0,
        }
    }

    fn step(&self, top: Card, card: Card) -> Option<Step> {
        step_by(self.view.free_steps, top, card)
    }

    /// The cards that play on `top`, all steps together.
    fn playable(&self, top: Card) -> CardSet {
        let [mono, duo, tripo] = *plays_on(self.view.free_steps, top);
        mono.union(duo).union(tripo)
    }

    /// The best value of the rest of the turn, the player still to play on `top` holding
    /// `hand` (`played`: a card was played this turn already).
    fn go_on(&mut self, top: Card, hand: CardSet, played: bool) -> f64 {
        self.nodes += 1;
        // Nothing plays: the player picks up one card, which plays only now and then. With
        // the deck used up, the card picked up is the one just covered (or one shuffled back):
        // no gain, and playing it back and forth would go round in circles.
        let mut best: f64 = if self.view.deck_len == 0 { -1.2 } else { -0.85 };
        if self.nodes > PLAN_NODES {
            // Out of time: assume the chain goes on a little.
            return 0.5;
        }
        for card in hand.intersection(self.playable(top)).iter() {
            if let Some(value) = self.play(top, card, hand, played) {
                best = best.max(value);
            }
        }
        best
    }

    /// The value of playing `card` on `top` from `hand`, if it plays.
    fn play(&mut self, top: Card, card: Card, hand: CardSet, played: bool) -> Option<f64> {
        let s = self.step(top, card)?;
        let mut rest = hand;
        rest.remove(card);
        if rest.is_empty() {
            // Going out needs a Duo or Tripo, or a Mono after another play.
            return (s != Step::Mono || played).then_some(GO_OUT);
        }
        let tripo = if s == Step::Tripo {
            self.tripo_bonus
        } else {
            0.0
        };
        let again = s == Step::Duo || (s == Step::Tripo && self.view.tripo_plays_again);
        Some(if again {
            1.0 + tripo + self.go_on(card, rest, true)
        } else {
            1.0 + tripo + self.ending(card, rest)
        })
    }

    /// The value of ending the turn with `top` face up, holding `rest`: better when the
    /// player holds a card that plays on it (for their next turn), when few cards play on it
    /// at all (the next player is more likely stuck), and when it fires a trigger.
    fn ending(&self, top: Card, rest: CardSet) -> f64 {
        let playable = self.playable(top);
        let mine = rest.intersection(playable).len();
        let all = playable.len();
        let triggers: f64 = self
            .view
            .triggers
            .iter()
            .filter(|t| t.when.matches(top))
            .map(|t| match t.effect {
                TriggerEffect::NextPicksUp(p) => 0.6 * p.count(top) as f64,
            })
            .sum();
        let follow = if mine > 0 { 0.4 } else { 0.0 };
        follow + 0.05 * mine.min(3) as f64 + -0.01 * all as f64 + triggers
    }
}

/// Whether playing `card` now would make the "last card" call due: the rule is played, the
/// play leaves one card and it ends the turn.
fn call_due(view: &TriView, card: Card) -> bool {
    let Some(s) = view.top.and_then(|top| step_by(view.free_steps, top, card)) else {
        return false;
    };
    let again = s == Step::Duo || (s == Step::Tripo && view.tripo_plays_again);
    view.last_card_rule && view.hand.len() == 2 && !again
}

/// The greedy score of an action: always say "last card" (a play that makes the call due
/// is played with it) and challenge; otherwise the best
/// plan of the rest of the turn it starts (a plan search over the player's own hand): go out
/// if the turn can; else shed as many cards as possible (a Duo plays again, so chains of Duos
/// shed a card a play), end the turn with a Tripo when it can (every opponent picks up), and
/// end it on a card the player can follow next turn, that few cards play on, or that fires a
/// trigger. A Duo nothing follows costs a pickup; with the deck used up it is worth less than
/// keeping a picked-up card (playing it back and forth would go round in circles).
#[must_use]
pub fn greedy_score(view: &TriView, action: &TriAction) -> i64 {
    let plan = |card: Card| -> f64 {
        let Some(top) = view.top else {
            return -100.0;
        };
        let hand: CardSet = view.hand.iter().copied().collect();
        Planner::new(view)
            .play(top, card, hand, view.played_this_turn > 0)
            .unwrap_or(-100.0)
    };
    let value = match *action {
        TriAction::Challenge => 9_000.0,
        TriAction::PickUp => -1.0,
        TriAction::Keep => match view.top {
            Some(top) => {
                let hand: CardSet = view.hand.iter().copied().collect();
                Planner::new(view).ending(top, hand)
            }
            None => 0.0,
        },
        TriAction::PlaySayingLastCard(card) => plan(card),
        // A play that makes the call due, played without it, risks a two-card pickup.
        TriAction::Play(card) if call_due(view, card) => plan(card) - 3.0,
        TriAction::Play(card) => plan(card),
    };
    (value * 1_000.0).round() as i64
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

/// A bot that always says "last card": where a play can carry the call, the silent play is
/// not offered to the bot it wraps (the search bot would otherwise weigh forgetting it).
struct SaysLastCard<B> {
    inner: B,
}

impl<B> SaysLastCard<B> {
    /// Indices into `legal` of the actions offered: all but a play whose twin carries the call.
    fn offered(legal: &[TriAction]) -> Vec<usize> {
        (0..legal.len())
            .filter(|&i| match legal[i] {
                TriAction::Play(card) => !legal.contains(&TriAction::PlaySayingLastCard(card)),
                _ => true,
            })
            .collect()
    }
}

impl<B: Bot<TriUpTriDown>> Bot<TriUpTriDown> for SaysLastCard<B> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn choose(&mut self, view: &TriView, legal: &[TriAction], rng: &mut GameRng) -> usize {
        let offered = Self::offered(legal);
        let moves: Vec<TriAction> = offered.iter().map(|&i| legal[i]).collect();
        let choice = self.inner.choose(view, &moves, rng);
        offered
            .get(choice)
            .or(offered.first())
            .copied()
            .unwrap_or(0)
    }

    fn choose_at(
        &mut self,
        seat: &Seat<'_, TriUpTriDown>,
        legal: &[TriAction],
        rng: &mut GameRng,
    ) -> usize {
        let offered = Self::offered(legal);
        let moves: Vec<TriAction> = offered.iter().map(|&i| legal[i]).collect();
        let choice = self.inner.choose_at(seat, &moves, rng);
        offered
            .get(choice)
            .or(offered.first())
            .copied()
            .unwrap_or(0)
    }
}

/// Actions a search rollout plays before [`standings`] values it.
const SEARCH_ROLLOUT_STEPS: usize = 40;

/// Each player's value of an unfinished game for the search: their lead in cards shed over
/// the others (fewer cards held is better), squashed into 0..1.
fn standings(game: &TriUpTriDown) -> Vec<f64> {
    let scores: Vec<i64> = (0..game.config.players)
        .map(|p| -(game.hand(p).len() as i64))
        .collect();
    lead_values(&scores, 4.0)
}

/// Tri Up Tri Down's opponents: [`greedy_bot`], and a search over paired greedy rollouts (a
/// random rollout rarely sheds a hand the way a player would), cut after 80 actions and
/// valued by the cards each player holds; both always say "last card". Measured in
/// docs/rules/tri-up-tri-down.md, "Bots".
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_tri_up_tri_down::{TriConfig, TriUpTriDown};
///
/// let config = TriConfig { max_actions: 500, ..TriConfig::default() };
/// let mut game = TriUpTriDown::new(config, Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> =
///     vec![TriUpTriDown::search_bot(SearchBudget::Iterations(10)), TriUpTriDown::greedy_bot()];
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
        Box::new(SaysLastCard {
            inner: MctsBot::new(budget)
                .with_rollout(Box::new(greedy_bot()))
                .with_max_rollout_steps(SEARCH_ROLLOUT_STEPS)
                .with_evaluator(standings),
        })
    }
}
