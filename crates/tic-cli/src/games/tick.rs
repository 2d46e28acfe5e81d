//! Tick, the eleven-deal rummy with two standard decks (tick-rummy).

use rules_engine::Game;
use rules_engine::{Bot, RandomBot};
use tick_rummy::{GreedyTickBot, Tick, TickConfig, hand_points};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// The search bot's default iterations per move (`mcts`; `mcts:N` sets another).
const MCTS_ITERATIONS: u32 = 24;

/// Actions a search rollout plays before it is valued by [`standing`].
const MCTS_ROLLOUT_STEPS: usize = 4;

/// Each player's standing in 0..1 (higher is better): the match total plus the points the hand
/// would score now, against the other players' mean, squashed so that it never saturates.
fn standing(game: &Tick) -> Vec<f64> {
    let wild = game.config().wild_rank(game.deal());
    let ace_low = game.config().ace_low;
    let points: Vec<f64> = game
        .totals()
        .iter()
        .enumerate()
        .map(|(p, total)| f64::from(*total) + f64::from(hand_points(game.hand(p), wild, ace_low)))
        .collect();
    let sum: f64 = points.iter().sum();
    let others = (points.len().max(2) - 1) as f64;
    points
        .iter()
        .map(|mine| {
            let lead = (sum - mine) / others - mine;
            0.5 + 0.5 * lead / (lead.abs() + 100.0)
        })
        .collect()
}

/// Tick in the program.
pub struct TickSpec;

impl GameSpec for TickSpec {
    type G = Tick;
    const SUMMARY: &'static str = "rummy in 11 deals of 3 to 13 cards, jokers and the deal's rank wild; call Tick when all your cards meld";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "ace-low",
            help: "aces may also be low in runs (A 2 3)",
            default: "false",
        },
        OptionDoc {
            key: "may-discard-taken",
            help: "the card taken from the discard pile may be discarded again (false: house rule, another card must go)",
            default: "true",
        },
        OptionDoc {
            key: "decks",
            help: "standard decks in the shoe (1-4)",
            default: "2",
        },
        OptionDoc {
            key: "jokers-per-deck",
            help: "jokers in each deck (0-4)",
            default: "2",
        },
        OptionDoc {
            key: "first-hand",
            help: "cards in the first deal (3-13)",
            default: "3",
        },
        OptionDoc {
            key: "last-hand",
            help: "cards in the last deal (first-hand to 13)",
            default: "13",
        },
        OptionDoc {
            key: "max-rounds",
            help: "rounds of turns before a deal with no Tick is scored as it stands (1-10000)",
            default: "50",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TickConfig, CliError> {
        let d = TickConfig::default();
        Ok(TickConfig {
            players: players.unwrap_or(d.players),
            ace_low: opts.get("ace-low", d.ace_low)?,
            may_discard_taken: opts.get("may-discard-taken", d.may_discard_taken)?,
            decks: opts.get("decks", d.decks)?,
            jokers_per_deck: opts.get("jokers-per-deck", d.jokers_per_deck)?,
            first_hand: opts.get("first-hand", d.first_hand)?,
            last_hand: opts.get("last-hand", d.last_hand)?,
            max_rounds: opts.get("max-rounds", d.max_rounds)?,
        })
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    fn bot(kind: &str) -> Option<Box<dyn Bot<Tick>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(Box::new(GreedyTickBot)),
            // A match is eleven deals of hundreds of actions, and a greedy action costs a few
            // solver calls: rollouts play a few greedy actions ahead (random ones never Tick)
            // and are valued by each player's total plus the points their hand holds now.
            _ => super::mcts_bot_tuned(kind, MCTS_ITERATIONS, |mcts| {
                mcts.with_rollout(Box::new(GreedyTickBot))
                    .with_max_rollout_steps(MCTS_ROLLOUT_STEPS)
                    .with_evaluator(standing)
            }),
        }
    }
}
