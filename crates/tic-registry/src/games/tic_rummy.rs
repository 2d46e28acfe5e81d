//! TIC Rummy: eight rounds of collections, each player on their own round.

use tic_rummy::{RummyConfig, TicRummy};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// TIC Rummy in the program.
pub struct TicRummySpec;

impl GameSpec for TicRummySpec {
    type G = TicRummy;
    const SUMMARY: &'static str = "TIC Rummy (Gamma Waves): 8 rounds of Single/Tic/Nic/sequence collections, lowest total wins";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "first-round",
            kind: OptionKind::Int { min: 1, max: 8 },
            help: "the round every player starts on (1-8)",
            default: "1",
        },
        OptionSpec {
            key: "last-round",
            kind: OptionKind::Int { min: 1, max: 8 },
            help: "the round whose going out ends the match (first-round to 8)",
            default: "8",
        },
        OptionSpec {
            key: "max-deals",
            kind: OptionKind::Int { min: 1, max: 1000 },
            help: "deals before the match is scored as it stands (1-1000)",
            default: "40",
        },
        OptionSpec {
            key: "max-turns-per-deal",
            kind: OptionKind::Int {
                min: 10,
                max: 10_000,
            },
            help: "turns before a deal counts as exhausted (10-10000)",
            default: "400",
        },
        OptionSpec {
            key: "exhausted-deal-scores",
            kind: OptionKind::Bool,
            help: "score an exhausted deal instead of replaying it (true/false)",
            default: "false",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<RummyConfig, RegistryError> {
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
