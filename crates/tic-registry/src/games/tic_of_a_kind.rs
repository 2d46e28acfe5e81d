//! Tic-of-a-Kind (5-card and 10-card).

use tic_of_a_kind::{TicOfAKind, TicOfAKindConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Tic-of-a-Kind in the program.
pub struct TicOfAKindSpec;

impl GameSpec for TicOfAKindSpec {
    type G = TicOfAKind;
    const SUMMARY: &'static str = "Tic-of-a-Kind: draw and discard to build Ticking base hands; knock to end the round (Brain Waves)";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "rounds",
            kind: OptionKind::Int { min: 1, max: 100 },
            help: "rounds in the match, 1-100",
            default: "5",
        },
        OptionSpec {
            key: "ten-cards",
            kind: OptionKind::Bool,
            help: "the 10-card version: two base hands (2-5 players)",
            default: "false",
        },
        OptionSpec {
            key: "turn-limit",
            kind: OptionKind::Int {
                min: 10,
                max: 10_000,
            },
            help: "turns per round before an unknocked round is scored as it stands, 10-10000",
            default: "200",
        },
        OptionSpec {
            key: "may-discard-taken",
            kind: OptionKind::Bool,
            help: "the card just taken from the discard pile may be discarded the same turn (false: house rule forbidding it)",
            default: "true",
        },
    ];

    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<TicOfAKindConfig, RegistryError> {
        let d = TicOfAKindConfig::default();
        let mut config = TicOfAKindConfig::new(players.unwrap_or(d.players));
        config.rounds = opts.get("rounds", d.rounds)?;
        config.ten_cards = opts.get("ten-cards", d.ten_cards)?;
        config.turn_limit = opts.get("turn-limit", d.turn_limit)?;
        config.may_discard_taken = opts.get("may-discard-taken", d.may_discard_taken)?;
        Ok(config)
    }
}
