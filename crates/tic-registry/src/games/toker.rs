//! Toker, and the exchange-game options it shares with Sequences (`sequences.rs` uses
//! [`exchange_config`]).

use tic_toker::{Betting, ExchangeConfig, Toker};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// The options of an exchange game (Toker, Sequences).
pub(super) const EXCHANGE_OPTIONS: &[OptionDoc] = &[
    OptionDoc {
        key: "variation",
        help: "0 standard; 1 exchange common cards too (Toker: one pass, then the showdown; see v1-rounds); 2 all cards private, up to two exchanged per turn; 3 standard with betting",
        default: "0",
    },
    OptionDoc {
        key: "v1-rounds",
        help: "Variation 1 over the standard exchange rounds, a common card added after each (Toker: second reading / house rule; the text: one pass, then the showdown). Sequences always plays rounds",
        default: "false in Toker, true in Sequences",
    },
    OptionDoc {
        key: "deals",
        help: "deals (rounds) in the match, 1-100; Variation 1 needs a multiple of the players",
        default: "5 (Variation 1: one per player)",
    },
    OptionDoc {
        key: "exchanges",
        help: "Variation 2: exchange rounds per deal, 1-6",
        default: "as in the standard game",
    },
    OptionDoc {
        key: "betting",
        help: "no-limit betting with antes (Variation 3), combinable with variations 1 and 2",
        default: "false (true for variation=3)",
    },
    OptionDoc {
        key: "chips",
        help: "betting: chips each player starts with",
        default: "100",
    },
    OptionDoc {
        key: "ante",
        help: "betting: the ante per deal, also the smallest bet",
        default: "1",
    },
];

/// Reads the exchange-game options; `v1_rounds` is the game's default for `v1-rounds`.
pub(super) fn exchange_config(
    players: Option<usize>,
    opts: &mut Options,
    v1_rounds: bool,
) -> Result<ExchangeConfig, CliError> {
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
            return Err(CliError::usage(format!(
                "option `variation={other}`: the variations are 0 (standard), 1, 2 and 3"
            )));
        }
    };
    let deals: u32 = opts.get("deals", 0)?;
    if deals > 0 {
        config = config.with_deals(deals);
    }
    let exchanges: u8 = opts.get("exchanges", 0)?;
    if exchanges > 0 {
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
    const OPTIONS: &'static [OptionDoc] = EXCHANGE_OPTIONS;

    fn config(players: Option<usize>, opts: &mut Options) -> Result<ExchangeConfig, CliError> {
        exchange_config(players, opts, false)
    }
}
