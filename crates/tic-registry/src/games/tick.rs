//! Tick, the eleven-deal rummy with two standard decks (tick-rummy).

use tick_rummy::{Tick, TickConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Tick in the program.
pub struct TickSpec;

impl GameSpec for TickSpec {
    type G = Tick;
    const SUMMARY: &'static str = "rummy in 11 deals of 3 to 13 cards, jokers and the deal's rank wild; call Tick when all your cards meld";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "ace-low",
            kind: OptionKind::Bool,
            help: "aces may also be low in runs (A 2 3)",
            default: "false",
        },
        OptionSpec {
            key: "may-discard-taken",
            kind: OptionKind::Bool,
            help: "the card taken from the discard pile may be discarded again (false: house rule, another card must go)",
            default: "true",
        },
        OptionSpec {
            key: "decks",
            kind: OptionKind::Int { min: 1, max: 4 },
            help: "standard decks in the shoe (1-4)",
            default: "2",
        },
        OptionSpec {
            key: "jokers-per-deck",
            kind: OptionKind::Int { min: 0, max: 4 },
            help: "jokers in each deck (0-4)",
            default: "2",
        },
        OptionSpec {
            key: "first-hand",
            kind: OptionKind::Int { min: 3, max: 13 },
            help: "cards in the first deal (3-13)",
            default: "3",
        },
        OptionSpec {
            key: "last-hand",
            kind: OptionKind::Int { min: 3, max: 13 },
            help: "cards in the last deal (first-hand to 13)",
            default: "13",
        },
        OptionSpec {
            key: "max-rounds",
            kind: OptionKind::Int {
                min: 1,
                max: 10_000,
            },
            help: "rounds of turns before a deal with no Tick is scored as it stands (1-10000)",
            default: "50",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TickConfig, RegistryError> {
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
