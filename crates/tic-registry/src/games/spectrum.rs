//! Spectrum (standard, Variation 1: take up to five, Variation 2: ten cards).

use tic_spectrum::{Spectrum, SpectrumConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Spectrum in the program.
pub struct SpectrumSpec;

impl GameSpec for SpectrumSpec {
    type G = Spectrum;
    const SUMMARY: &'static str = "Spectrum: take face-up cards from five piles to build 5-card Mono, Duo or Tripo sequences (Brain Waves)";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "variation",
            kind: OptionKind::Int { min: 0, max: 2 },
            help: "0 standard; 1 take up to five face-up cards per turn; 2 ten cards, two sequences (2-4 players)",
            default: "0",
        },
        OptionSpec {
            key: "rounds",
            kind: OptionKind::Int { min: 1, max: 100 },
            help: "rounds in the match, 1-100",
            default: "5",
        },
        OptionSpec {
            key: "take-up-to",
            kind: OptionKind::Int { min: 1, max: 5 },
            help: "face-up cards a player may take per turn, 1-5",
            default: "1 (Variation 1: 5)",
        },
        OptionSpec {
            key: "ten-cards",
            kind: OptionKind::Bool,
            help: "ten cards, two 5-card sequences (Variation 2)",
            default: "false (Variation 2: true)",
        },
        OptionSpec {
            key: "mono",
            kind: OptionKind::Int {
                min: -1000,
                max: 1000,
            },
            help: "points for a 5-card Mono sequence",
            default: "10",
        },
        OptionSpec {
            key: "duo",
            kind: OptionKind::Int {
                min: -1000,
                max: 1000,
            },
            help: "points for a 5-card Duo sequence",
            default: "25",
        },
        OptionSpec {
            key: "tripo",
            kind: OptionKind::Int {
                min: -1000,
                max: 1000,
            },
            help: "points for a 5-card Tripo sequence",
            default: "50",
        },
        OptionSpec {
            key: "no-sequence",
            kind: OptionKind::Int {
                min: -1000,
                max: 1000,
            },
            help: "points for five cards that are no sequence",
            default: "0",
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

    fn config(players: Option<usize>, opts: &mut Options) -> Result<SpectrumConfig, RegistryError> {
        let players = players.unwrap_or(SpectrumConfig::default().players);
        let variation: u8 = opts.get("variation", 0)?;
        let mut config = match variation {
            0 => SpectrumConfig::new(players),
            1 => SpectrumConfig::variation1(players),
            2 => SpectrumConfig::variation2(players),
            other => {
                return Err(RegistryError::usage(format!(
                    "option `variation={other}`: the variations are 0 (standard), 1 and 2"
                )));
            }
        };
        config.rounds = opts.get("rounds", config.rounds)?;
        config.take_up_to = opts.get("take-up-to", config.take_up_to)?;
        config.ten_cards = opts.get("ten-cards", config.ten_cards)?;
        config.points.mono = opts.get("mono", config.points.mono)?;
        config.points.duo = opts.get("duo", config.points.duo)?;
        config.points.tripo = opts.get("tripo", config.points.tripo)?;
        config.points.no_sequence = opts.get("no-sequence", config.points.no_sequence)?;
        config.turn_limit = opts.get("turn-limit", config.turn_limit)?;
        config.may_discard_taken = opts.get("may-discard-taken", config.may_discard_taken)?;
        Ok(config)
    }
}
