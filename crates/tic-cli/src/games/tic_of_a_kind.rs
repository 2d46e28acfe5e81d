//! Tic-of-a-Kind (5-card and 10-card).

use rules_engine::{Bot, RandomBot};
use tic_of_a_kind::{GreedyBot, TicOfAKind, TicOfAKindConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Tic-of-a-Kind in the program.
pub struct TicOfAKindSpec;

impl GameSpec for TicOfAKindSpec {
    type G = TicOfAKind;
    const SUMMARY: &'static str = "Tic-of-a-Kind: draw and discard to build Ticking base hands; knock to end the round (Brain Waves)";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "rounds",
            help: "rounds in the match, 1-100",
            default: "5",
        },
        OptionDoc {
            key: "ten-cards",
            help: "the 10-card version: two base hands (2-5 players)",
            default: "false",
        },
        OptionDoc {
            key: "turn-limit",
            help: "turns per round before an unknocked round is scored as it stands, 10-10000",
            default: "200",
        },
        OptionDoc {
            key: "may-discard-taken",
            help: "the card just taken from the discard pile may be discarded the same turn (false: house rule forbidding it)",
            default: "true",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TicOfAKindConfig, CliError> {
        let d = TicOfAKindConfig::default();
        let mut config = TicOfAKindConfig::new(players.unwrap_or(d.players));
        config.rounds = opts.get("rounds", d.rounds)?;
        config.ten_cards = opts.get("ten-cards", d.ten_cards)?;
        config.turn_limit = opts.get("turn-limit", d.turn_limit)?;
        config.may_discard_taken = opts.get("may-discard-taken", d.may_discard_taken)?;
        Ok(config)
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    /// `mcts` searches 150 iterations a move (about 10 ms on the reference machine) with
    /// knock-now rollouts: they end each rolled-out round within a turn each, so a rollout
    /// scores the hands nearly as they stand; greedy rollouts cost far more and played worse.
    fn bot(kind: &str) -> Option<Box<dyn Bot<TicOfAKind>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(Box::new(GreedyBot::default())),
            _ => super::mcts_bot_tuned(kind, MCTS_ITERATIONS, |mcts| {
                mcts.with_rollout(Box::new(GreedyBot::default()))
                    .with_max_rollout_steps(MCTS_ROLLOUT_STEPS)
                    .with_evaluator(|g: &TicOfAKind| knock_standings(g, MCTS_LEAD_SCALE))
            }),
        }
    }
}

/// Rollouts per move of the `mcts` bot: about 10 ms of CPU a move (docs/PERFORMANCE.md).
/// Rollouts are played by the greedy bot, which builds a hand before it knocks as the real
/// opponent does (knock-now rollouts score the sampled opponent's random hand almost as dealt,
/// and the search knocked too soon), and are cut after a few turns: the rest of the match only
/// adds noise to the choice at hand.
const MCTS_ITERATIONS: u32 = 500;
/// Actions (a turn is two: take, discard) a rollout plays before [`knock_standings`] values it.
const MCTS_ROLLOUT_STEPS: usize = 12;
/// A lead of this many points is worth about three quarters of a win to the evaluator.
const MCTS_LEAD_SCALE: f64 = 40.0;

/// Each player's standing in a knock game, for rollouts cut short: their match total plus
/// what their hand would score now, as a lead over the others ([`super::lead_values`]).
fn knock_standings<R: tic_of_a_kind::KnockRules>(
    game: &tic_of_a_kind::KnockGame<R>,
    scale: f64,
) -> Vec<f64> {
    use rules_engine::Game;
    let scores: Vec<i64> = (0..game.num_players())
        .map(|p| {
            let hand = hand_points::<R>(game.hand(p), game.config());
            game.totals()
                .get(p)
                .copied()
                .unwrap_or(0)
                .saturating_add(hand)
        })
        .collect();
    super::lead_values(&scores, scale)
}

/// What a hand scores as it stands; a hand holding one card too many (between drawing and
/// discarding) scores its best after one discard, so that states cut short mid-turn compare
/// fairly with states between turns.
fn hand_points<R: tic_of_a_kind::KnockRules>(hand: &[tic_core::Card], config: &R::Config) -> i64 {
    let score = |cards: &[tic_core::Card]| R::score(cards, config).map(|(points, _)| points);
    score(hand)
        .or_else(|| {
            (0..hand.len())
                .filter_map(|skip| {
                    let rest: Vec<tic_core::Card> = hand
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != skip)
                        .map(|(_, &c)| c)
                        .collect();
                    score(&rest)
                })
                .max()
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use tic_core::Card;
    use tic_of_a_kind::{TicOfAKindConfig, TicOfAKindRules, score_hand};

    use super::hand_points;

    fn cards(text: &[&str]) -> Vec<Card> {
        text.iter().map(|t| t.parse().expect("a card")).collect()
    }

    #[test]
    fn a_hand_between_draw_and_discard_scores_its_best_five() {
        let config = TicOfAKindConfig::new(2);
        // The rules text's example hand scores 43 (docs/rules/tic-of-a-kind.md).
        let five = cards(&[
            "4-square-red",
            "4-circle-red",
            "4-star-red",
            "1-circle-violet",
            "2-star-cyan",
        ]);
        assert_eq!(hand_points::<TicOfAKindRules>(&five, &config), 43);
        // With a sixth card drawn: the best of the six five-card hands, by the plain scorer.
        let mut six = five.clone();
        six.push("4-square-violet".parse().expect("a card"));
        let best = (0..6)
            .map(|skip| {
                let rest: Vec<Card> = (0..6).filter(|&i| i != skip).map(|i| six[i]).collect();
                score_hand(&rest).expect("five cards").0
            })
            .max()
            .expect("six hands");
        assert!(best >= 43);
        assert_eq!(hand_points::<TicOfAKindRules>(&six, &config), best);
        // A hand that cannot be scored either way counts 0.
        assert_eq!(hand_points::<TicOfAKindRules>(&six[..3], &config), 0);
    }
}
