//! Sequences: the exchange game of `toker.rs` with six-card sequence hands.

use tic_sequences::{ExchangeConfig, Sequences};

use super::toker::{EXCHANGE_OPTIONS, exchange_config};
use crate::{GameSpec, OptionSpec, Options, RegistryError};

/// Sequences in the program.
pub struct SequencesSpec;

impl GameSpec for SequencesSpec {
    type G = Sequences;
    const SUMMARY: &'static str = "Sequences: best 6-card sequence hand from 3 private and up to 6 common cards, with exchanges, the call and ranking points (Gamma Waves)";
    const OPTIONS: &'static [OptionSpec] = EXCHANGE_OPTIONS;

    /// Variation 1 plays exchange rounds: Sequences' text does not end the deal after one
    /// pass (and 3 + 2 cards cannot make a six-card hand).
    fn config(players: Option<usize>, opts: &mut Options) -> Result<ExchangeConfig, RegistryError> {
        exchange_config(players, opts, true)
    }
}
