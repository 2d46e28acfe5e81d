//! Tic Squared: grow a near-square grid one line at a time and shed your hand.

use tic_squared::{TicSquared, TicSquaredConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Tic Squared in the program.
pub struct TicSquaredSpec;

impl GameSpec for TicSquaredSpec {
    type G = TicSquared;
    const SUMMARY: &'static str = "Brain Maps: grow your grid a row or column at a time with no Nic; Tics play again, double Tics make others pick up; first out wins";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "race",
            kind: OptionKind::Bool,
            help: "the 'Tic = mc squared' variation: no turns, everyone plays at once",
            default: "false",
        },
        OptionSpec {
            key: "deck-cards",
            kind: OptionKind::Int { min: 2, max: 125 },
            help: "cards of the 125 in play (default by players: 42, 63, 83)",
            default: "by players",
        },
        OptionSpec {
            key: "hand-size",
            kind: OptionKind::Int { min: 1, max: 20 },
            help: "cards dealt to each player (1-20)",
            default: "12",
        },
    ];

    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<TicSquaredConfig, RegistryError> {
        let default = TicSquaredConfig::default();
        let mut config = TicSquaredConfig::for_players(players.unwrap_or(default.players));
        config.race = opts.get("race", default.race)?;
        config.hand_size = opts.get("hand-size", default.hand_size)?;
        config.deck_cards = opts.maybe("deck-cards")?;
        Ok(config)
    }
}
