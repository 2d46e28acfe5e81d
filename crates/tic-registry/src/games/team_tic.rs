//! Team TIC: head to head or in teams of two, Tic sets or Duo sequences.

use tic_team::{Melds, TeamTic, TeamTicConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Team TIC in the program.
pub struct TeamTicSpec;

impl GameSpec for TeamTicSpec {
    type G = TeamTic;
    const SUMMARY: &'static str =
        "Team TIC (Gamma Waves): 2 head to head or 4/6 in teams, lay Tic sets from a discard chain";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "melds",
            kind: OptionKind::Choice(&["tic", "duo"]),
            help: "tic (Tic sets) or duo (the Duo-sequence variation, with wrapping)",
            default: "tic",
        },
        OptionSpec {
            key: "opponent-cards-per-turn",
            kind: OptionKind::Int { min: 0, max: 10 },
            help: "cards a player may add to opponents' sets per turn (0-10)",
            default: "2",
        },
        OptionSpec {
            key: "pickup-onto-sets",
            kind: OptionKind::Bool,
            help: "the deepest picked-up card may extend an own set instead of a new one",
            default: "false",
        },
        OptionSpec {
            key: "opponent-cards-score",
            kind: OptionKind::Bool,
            help: "cards opponents add count toward the owners' set (the text); false: second reading, they score nothing and their 5-star-red does not triple",
            default: "true",
        },
        OptionSpec {
            key: "rounds",
            kind: OptionKind::Int { min: 1, max: 20 },
            help: "rounds in the match, scores added up (1-20; 1 is the text's single game)",
            default: "1",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TeamTicConfig, RegistryError> {
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
