//! TIC Rummy: eight rounds of collections, each player on their own round.

use tic_rummy::{RummyConfig, TicRummy};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// TIC Rummy in the program.
pub struct TicRummySpec;

impl GameSpec for TicRummySpec {
    type G = TicRummy;
    const SUMMARY: &'static str = "TIC Rummy (Gamma Waves): 8 rounds of Single/Tic/Nic/sequence collections, lowest total wins";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "first-round",
            help: "the round every player starts on (1-8)",
            default: "1",
        },
        OptionDoc {
            key: "last-round",
            help: "the round whose going out ends the match (first-round to 8)",
            default: "8",
        },
        OptionDoc {
            key: "max-deals",
            help: "deals before the match is scored as it stands (1-1000)",
            default: "40",
        },
        OptionDoc {
            key: "max-turns-per-deal",
            help: "turns before a deal counts as exhausted (10-10000)",
            default: "400",
        },
        OptionDoc {
            key: "exhausted-deal-scores",
            help: "score an exhausted deal instead of replaying it (true/false)",
            default: "false",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<RummyConfig, CliError> {
        let d = RummyConfig::default();
        Ok(RummyConfig {
            players: players.unwrap_or(d.players),
            first_round: opts.get("first-round", d.first_round)?,
            last_round: opts.get("last-round", d.last_round)?,
            max_deals: opts.get("max-deals", d.max_deals)?,
            max_turns_per_deal: opts.get("max-turns-per-deal", d.max_turns_per_deal)?,
            exhausted_deal_scores: opts.get("exhausted-deal-scores", d.exhausted_deal_scores)?,
        })
    }
}
