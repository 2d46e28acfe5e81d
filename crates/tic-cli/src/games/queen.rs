//! Queen of the Ticcitories: draft cards from the centre and build a 4x4 grid of Tics.

use rules_engine::{Bot, RandomBot};
use tic_queen::{GreedyBot, Queen, QueenConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Queen of the Ticcitories in the program.
pub struct QueenSpec;

impl GameSpec for QueenSpec {
    type G = Queen;
    const SUMMARY: &'static str = "Brain Maps: draft from a centre line, build a k x k grid; Tic edges +2, Nics -1, same-Tic clusters add their size";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "grid",
            help: "grid size (variation 3: 3 or 5; 2-6 as the deck allows)",
            default: "4",
        },
        OptionDoc {
            key: "centre",
            help: "cards per centre line (variation 2: 3 or 4 with two players)",
            default: "players",
        },
        OptionDoc {
            key: "attack",
            help: "variation 1: the once-a-game attack round (true/false)",
            default: "false",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<QueenConfig, CliError> {
        let players = players.unwrap_or(QueenConfig::default().players);
        let centre: usize = opts.get("centre", players)?;
        Ok(QueenConfig::players(players)
            .with_grid(opts.get("grid", 4)?)
            .with_centre_cards(centre)
            .with_attack(opts.get("attack", false)?))
    }

    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    fn bot(kind: &str) -> Option<Box<dyn Bot<Queen>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            "greedy" => Some(Box::new(GreedyBot)),
            _ => super::shortlist_search_bot(kind, &SEARCH),
        }
    }
}

/// The `mcts` bot's search: about 10 ms of CPU a move (docs/PERFORMANCE.md).
/// A greedy rollout to the end costs about 0.4 ms (the greedy bot scores every open cell of every
/// grid), so the search weighs only the greedy bot's best few moves and looks four actions ahead,
/// valued by the lead in grid scores (docs/rules/queen-of-the-ticcitories.md, "Bots").
const SEARCH: super::ShortlistSearch<Queen> = super::ShortlistSearch {
    rollouts: 500,
    rollout_steps: 4,
    shortlist: 6,
    rate: tic_queen::immediate_value,
    // A lead of 10 points is worth about three quarters of a win.
    standings: |g| super::lead_values(&g.scores(), 10.0),
    rollout: || Box::new(GreedyBot),
};
