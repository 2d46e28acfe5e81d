//! Team TIC: head to head or in teams of two, Tic sets or Duo sequences.

use tic_team::{Melds, TeamTic, TeamTicConfig};

use super::GameSpec;
use crate::CliError;
use crate::options::{OptionDoc, Options};

/// Team TIC in the program.
pub struct TeamTicSpec;

impl GameSpec for TeamTicSpec {
    type G = TeamTic;
    const SUMMARY: &'static str =
        "Team TIC (Gamma Waves): 2 head to head or 4/6 in teams, lay Tic sets from a discard chain";
    const OPTIONS: &'static [OptionDoc] = &[
        OptionDoc {
            key: "melds",
            help: "tic (Tic sets) or duo (the Duo-sequence variation, with wrapping)",
            default: "tic",
        },
        OptionDoc {
            key: "opponent-cards-per-turn",
            help: "cards a player may add to opponents' sets per turn (0-10)",
            default: "2",
        },
        OptionDoc {
            key: "pickup-onto-sets",
            help: "the deepest picked-up card may extend an own set instead of a new one",
            default: "false",
        },
        OptionDoc {
            key: "opponent-cards-score",
            help: "cards opponents add count toward the owners' set (the text); false: second reading, they score nothing and their 5-star-red does not triple",
            default: "true",
        },
        OptionDoc {
            key: "rounds",
            help: "rounds in the match, scores added up (1-20; 1 is the text's single game)",
            default: "1",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TeamTicConfig, CliError> {
        let d = TeamTicConfig::default();
        Ok(TeamTicConfig {
            players: players.unwrap_or(d.players),
            melds: opts.get::<Melds>("melds", d.melds)?,
            opponent_cards_per_turn: opts
                .get("opponent-cards-per-turn", d.opponent_cards_per_turn)?,
            pickup_onto_sets: opts.get("pickup-onto-sets", d.pickup_onto_sets)?,
            opponent_cards_score: opts.get("opponent-cards-score", d.opponent_cards_score)?,
            rounds: opts.get("rounds", d.rounds)?,
        })
    }
}
