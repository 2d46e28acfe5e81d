//! Toker, and the exchange-game options it shares with Sequences (`sequences.rs` uses
//! [`exchange_config`]).

use tic_toker::{Betting, ExchangeConfig, Toker};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// The options of an exchange game (Toker, Sequences).
pub(super) const EXCHANGE_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "variation",
        kind: OptionKind::Int { min: 0, max: 3 },
        help: "0 standard; 1 exchange common cards too (Toker: one pass, then the showdown; see v1-rounds); 2 all cards private, up to two exchanged per turn; 3 standard with betting",
        default: "0",
    },
    OptionSpec {
        key: "v1-rounds",
        kind: OptionKind::Bool,
        help: "Variation 1 over the standard exchange rounds, a common card added after each (Toker: second reading / house rule; the text: one pass, then the showdown). Sequences always plays rounds",
        default: "false in Toker, true in Sequences",
    },
    OptionSpec {
        key: "deals",
        kind: OptionKind::Int { min: 1, max: 100 },
        help: "deals (rounds) in the match, 1-100; Variation 1 needs a multiple of the players",
        default: "5 (Variation 1: one per player)",
    },
    OptionSpec {
        key: "exchanges",
        kind: OptionKind::Int { min: 1, max: 6 },
        help: "Variation 2: exchange rounds per deal, 1-6",
        default: "as in the standard game",
    },
    OptionSpec {
        key: "betting",
        kind: OptionKind::Bool,
        help: "no-limit betting with antes (Variation 3), combinable with variations 1 and 2",
        default: "false (true for variation=3)",
    },
    OptionSpec {
        key: "chips",
        kind: OptionKind::Int {
            min: 1,
            max: 1_000_000,
        },
        help: "betting: chips each player starts with (1-1000000; checked with or without betting)",
        default: "100",
    },
    OptionSpec {
        key: "ante",
        kind: OptionKind::Int {
            min: 1,
            max: 1_000_000,
        },
        help: "betting: the ante per deal, also the smallest bet (1 to the chips)",
        default: "1",
    },
];

/// Reads the exchange-game options; `v1_rounds` is the game's default for `v1-rounds`.
pub(super) fn exchange_config(
    players: Option<usize>,
    opts: &mut Options,
    v1_rounds: bool,
) -> Result<ExchangeConfig, RegistryError> {
    let players = players.unwrap_or(ExchangeConfig::default().players);
    let variation: u8 = opts.get("variation", 0)?;
    let v1_rounds: bool = opts.get("v1-rounds", v1_rounds)?;
    let mut config = match variation {
        0 => ExchangeConfig::new(players),
        1 if v1_rounds => ExchangeConfig::variation1_rounds(players),
        1 => ExchangeConfig::variation1(players),
        2 => ExchangeConfig::variation2(players),
        3 => ExchangeConfig::variation3(players),
        other => {
            return Err(RegistryError::usage(format!(
                "option `variation={other}`: the variations are 0 (standard), 1, 2 and 3"
            )));
        }
    };
    if let Some(deals) = opts.maybe("deals")? {
        config = config.with_deals(deals);
    }
    if let Some(exchanges) = opts.maybe("exchanges")? {
        config = config.with_exchanges(Some(exchanges));
    }
    let default_betting = Betting::default();
    let betting = opts.get("betting", variation == 3)?;
    let chips = opts.get("chips", default_betting.chips)?;
    let ante = opts.get("ante", default_betting.ante)?;
    Ok(config.with_betting(betting.then(|| Betting::new(chips, ante))))
}

/// Toker in the program.
pub struct TokerSpec;

impl GameSpec for TokerSpec {
    type G = Toker;
    const SUMMARY: &'static str = "Toker: best 5-card TIC hand from 3 private and up to 5 common cards, with exchanges, the call and ranking points (Brain Waves)";
    const OPTIONS: &'static [OptionSpec] = EXCHANGE_OPTIONS;

    fn config(players: Option<usize>, opts: &mut Options) -> Result<ExchangeConfig, RegistryError> {
        exchange_config(players, opts, false)
    }
}
