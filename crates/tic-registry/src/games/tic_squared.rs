//! Tic Squared: grow a near-square grid one line at a time and shed your hand.

use tic_squared::{TicSquared, TicSquaredConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Tic Squared in the program.
pub struct TicSquaredSpec;

impl GameSpec for TicSquaredSpec {
    type G = TicSquared;
    const SUMMARY: &'static str = "Brain Maps: grow your grid a row or column at a time with no Nic; Tics play again, double Tics make others pick up; first out wins";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "race",
            help: "the 'Tic = mc squared' variation: no turns, everyone plays at once",
            default: "false",
        },
        OptionDoc {
            key: "deck-cards",
            help: "cards of the 125 in play (default by players: 42, 63, 83)",
            default: "by players",
        },
        OptionDoc {
            key: "hand-size",
            help: "cards dealt to each player (1-20)",
            default: "12",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TicSquaredConfig, CliError> {
        let default = TicSquaredConfig::default();
        let mut config = TicSquaredConfig::for_players(players.unwrap_or(default.players));
        config.race = opts.get("race", default.race)?;
        config.hand_size = opts.get("hand-size", default.hand_size)?;
        let deck: usize = opts.get("deck-cards", 0)?;
        config.deck_cards = (deck > 0).then_some(deck);
        Ok(config)
    }
}
