//! Tri Up Tri Down: shed your hand with Mono, Duo and Tripo plays.

use tic_tri_up_tri_down::{TriConfig, TriUpTriDown, Trigger};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

/// Tri Up Tri Down in the program.
pub struct TriUpTriDownSpec;

impl GameSpec for TriUpTriDownSpec {
    type G = TriUpTriDown;
    const SUMMARY: &'static str = "shed your hand: a card plays if it steps properties by one (Mono ends the turn, Duo plays again, Tripo makes opponents pick up)";
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "hand",
            kind: OptionKind::Int { min: 6, max: 14 },
            help: "cards dealt to each player, 6-14",
            default: "10",
        },
        OptionSpec {
            key: "free-steps",
            kind: OptionKind::Bool,
            help: "the free reading of steps: properties that change by one count whatever the others do (default: ruling 17, the others stay as they are)",
            default: "false",
        },
        OptionSpec {
            key: "tripo-plays-again",
            kind: OptionKind::Bool,
            help: "a Tripo also lets the player play again, as a Duo does (default: the text, the turn ends)",
            default: "false",
        },
        OptionSpec {
            key: "last-card",
            kind: OptionKind::Bool,
            help: "the \"last card\" call and its challenge (2-card penalty)",
            default: "true",
        },
        OptionSpec {
            key: "triggers",
            kind: OptionKind::Text,
            help: "the round's custom triggers, comma-separated <pattern>:<effect>, e.g. `2:pick-2,star:pick-number` (pattern: number/shape/color words joined by -; effect: pick-1..pick-5 or pick-number)",
            default: "none",
        },
        OptionSpec {
            key: "max-actions",
            kind: OptionKind::Int {
                min: 200,
                max: 1_000_000,
            },
            help: "the game ends as it stands after this many actions, 200-1000000",
            default: "5000",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<TriConfig, RegistryError> {
        let default = TriConfig::default();
        let trigger_text: String = opts.get("triggers", String::new())?;
        let triggers = trigger_text
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty() && *t != "none")
            .map(|t| {
                t.parse::<Trigger>()
                    .map_err(|e| RegistryError::usage(format!("option `triggers`: {e}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(TriConfig {
            players: players.unwrap_or(default.players),
            hand_size: opts.get("hand", default.hand_size)?,
            free_steps: opts.get("free-steps", default.free_steps)?,
            tripo_plays_again: opts.get("tripo-plays-again", default.tripo_plays_again)?,
            last_card_rule: opts.get("last-card", default.last_card_rule)?,
            triggers,
            max_actions: opts.get("max-actions", default.max_actions)?,
        })
    }
}
