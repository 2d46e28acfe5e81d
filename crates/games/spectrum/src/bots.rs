//! The greedy Spectrum bot and Spectrum's tuned bots ([`KnockBots`]).

use rules_engine::{Bot, GameRng, MctsBot, SearchBudget};
use tic_core::Card;

use tic_of_a_kind::{KnockBots, KnockGame, KnockNowBot, best_action};

use crate::SpectrumView;
use crate::actions::SpectrumAction;
use crate::hands::SpectrumRules;
use crate::scoring::{best_keep, score_hand};

/// A greedy player: it takes the face-up card(s) after which its best hand (discarding as
/// many) scores most, keeping its hand when nothing improves it... except that it must take
/// something unless it knocks, so it takes the option that keeps its score highest; it
/// discards the card whose loss leaves the best score; it knocks once its hand scores at
/// least the knock threshold. With ten cards it only weighs taking up to three cards at once
/// (the exhaustive search over larger takes is too slow for a bot).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot {
    /// Knock once the hand scores at least this much (default: the Duo points for five
    /// cards, Duo + Mono for ten).
    pub knock_at: Option<i64>,
}

impl GreedyBot {
    fn score(&self, view: &SpectrumView, action: SpectrumAction) -> i64 {
        let table = &view.config.points;
        let now = score_hand(&view.hand, table).map_or(i64::MIN / 4, |(p, _)| p);
        let knock_at = self.knock_at.unwrap_or(if view.config.ten_cards {
            i64::from(table.duo) + i64::from(table.mono)
        } else {
            i64::from(table.duo)
        });
        match action {
            SpectrumAction::Knock if now >= knock_at => i64::MAX,
            SpectrumAction::Knock => i64::MIN,
            SpectrumAction::Take(cards) => {
                if view.config.ten_cards && cards.len() > 3 {
                    return i64::MIN / 2;
                }
                let discard_top = view.face_up.last().copied().flatten();
                // Under the house rule the card taken from the discard pile must stay.
                let from_discards =
                    discard_top.filter(|c| cards.contains(*c) && !view.config.may_discard_taken);
                let mut all: Vec<Card> = view.hand.clone();
                all.extend(cards);
                best_keep(&all, view.config.hand_size(), from_discards, table)
                    .map_or(i64::MIN / 2, |(p, _)| p)
            }
            SpectrumAction::Discard(card) => {
                let rest: Vec<Card> = view.hand.iter().copied().filter(|&c| c != card).collect();
                let keep = rest.len().min(view.config.hand_size());
                let must_keep = view.taken.filter(|_| !view.config.may_discard_taken);
                best_keep(&rest, keep, must_keep, table).map_or(i64::MIN / 2, |(p, _)| p)
            }
        }
    }
}

impl Bot<KnockGame<SpectrumRules>> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &SpectrumView, legal: &[SpectrumAction], _: &mut GameRng) -> usize {
        best_action(legal, |&action| self.score(view, action))
    }
}

/// Spectrum's opponents: [`GreedyBot`], and a search whose rollouts are played by
/// [`KnockNowBot`]: they end each rolled-out round within a turn each, so a rollout scores the
/// hands nearly as they stand; greedy rollouts cost far more and played worse. 900 rollouts
/// (a knock-now rollout costs about 10 us) are about 10 ms of CPU a move
/// (docs/rules/spectrum.md, "Bots").
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_spectrum::{Spectrum, SpectrumConfig};
///
/// let mut config = SpectrumConfig::new(2);
/// config.rounds = 1;
/// let mut game = Spectrum::new(config, Seed(5))?;
/// let mut bots: Vec<Box<dyn Bot<Spectrum>>> =
///     vec![Spectrum::search_bot(SearchBudget::Iterations(20)), Spectrum::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 10_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl KnockBots for SpectrumRules {
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(900);

    fn greedy_bot() -> Box<dyn Bot<KnockGame<Self>>> {
        Box::new(GreedyBot::default())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<KnockGame<Self>>> {
        Box::new(MctsBot::new(budget).with_rollout(Box::new(KnockNowBot)))
    }
}
