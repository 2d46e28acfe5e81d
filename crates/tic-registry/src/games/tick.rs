//! Tick, the eleven-deal rummy with two standard decks (tick-rummy).

use tick_rummy::{Tick, TickConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

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
}
