//! Ticardo's three games: the solitaire (and its variations), the two-player game and the
//! two-player game with pieces. Views draw the 3x3 boards and hand cards as grids.

use ::ticardo::{Duel, DuelConfig, Pieces, PiecesConfig, Solitaire, SolitaireConfig};

use crate::{GameSpec, OptionKind, OptionSpec, Options, RegistryError};

fn check_players(players: Option<usize>, expected: usize, game: &str) -> Result<(), RegistryError> {
    match players {
        Some(n) if n != expected => Err(RegistryError::usage(format!(
            "{game} is played by {expected} player(s), not {n}"
        ))),
        _ => Ok(()),
    }
}

/// The options the three games share, each with its help and default.
const REACH: OptionSpec = OptionSpec {
    key: "reach",
    kind: OptionKind::Choice(&["any", "one-space", "cardinal"]),
    help: "how far a moved dot or piece goes: any, one-space (the solitaire's variation) or cardinal (its bonus challenge)",
    default: "any",
};
const COLOR: OptionSpec = OptionSpec {
    key: "color",
    kind: OptionKind::Choice(&["red", "blue"]),
    help: "the color of the deck: red or blue",
    default: "red",
};
const MARKERS: OptionSpec = OptionSpec {
    key: "markers",
    kind: OptionKind::Bool,
    help: "the three dots on the grid are cards from the deck (true) or tokens (false)",
    default: "true",
};
const fn hand_size(default: &'static str, max: i64, help: &'static str) -> OptionSpec {
    OptionSpec {
        key: "hand-size",
        kind: OptionKind::Int { min: 1, max },
        help,
        default,
    }
}

/// The solitaire (3.0) and its variation (3.1: `--opt reach=one-space`, or `cardinal`).
pub struct SolitaireSpec;

impl GameSpec for SolitaireSpec {
    type G = Solitaire;
    const SUMMARY: &'static str =
        "Ticardo solitaire: play cards whose dot pattern is one dot move from the board's";
    const OPTIONS: &'static [OptionSpec] = &[
        REACH,
        COLOR,
        hand_size("5", 8, "cards in hand (1-8)"),
        MARKERS,
    ];

    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<SolitaireConfig, RegistryError> {
        check_players(players, 1, "ticardo-solitaire")?;
        let d = SolitaireConfig::default();
        Ok(SolitaireConfig {
            reach: opts.get("reach", d.reach)?,
            color: opts.get("color", d.color)?,
            hand_size: opts.get("hand-size", d.hand_size)?,
            markers_from_deck: opts.get("markers", d.markers_from_deck)?,
        })
    }
}

/// The two-player game (4.0).
pub struct DuelSpec;

impl GameSpec for DuelSpec {
    type G = Duel;
    const SUMMARY: &'static str =
        "Ticardo for two on one board: score off-by-one cards, discard or pass when stuck";
    const OPTIONS: &'static [OptionSpec] = &[
        REACH,
        COLOR,
        hand_size("3", 5, "cards in each hand (1-5)"),
        MARKERS,
        OptionSpec {
            key: "idle-turn-limit",
            kind: OptionKind::Int { min: 2, max: 1000 },
            help: "the game ends after this many turns in a row without a score (2-1000)",
            default: "40",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<DuelConfig, RegistryError> {
        check_players(players, 2, "ticardo-duel")?;
        let d = DuelConfig::default();
        Ok(DuelConfig {
            reach: opts.get("reach", d.reach)?,
            color: opts.get("color", d.color)?,
            hand_size: opts.get("hand-size", d.hand_size)?,
            markers_from_deck: opts.get("markers", d.markers_from_deck)?,
            idle_turn_limit: opts.get("idle-turn-limit", d.idle_turn_limit)?,
        })
    }
}

/// The two-player game with pieces (4.1).
pub struct PiecesSpec;

impl GameSpec for PiecesSpec {
    type G = Pieces;
    const SUMMARY: &'static str =
        "Ticardo with pieces: blue against red, move/add/remove your pieces to show your cards";
    const OPTIONS: &'static [OptionSpec] = &[
        hand_size("3", 5, "cards in each hand (1-5)"),
        REACH,
        OptionSpec {
            key: "turn-limit",
            kind: OptionKind::Int {
                min: 2,
                max: 100_000,
            },
            help: "the game ends after this many turns, most scored cards winning (2-100000)",
            default: "400",
        },
        OptionSpec {
            key: "add-remove",
            kind: OptionKind::Choice(&["turn", "change"]),
            help: "pieces added or removed: turn (one a turn, the text) or change (one per score, a second reading)",
            default: "turn",
        },
    ];

    fn config(players: Option<usize>, opts: &mut Options) -> Result<PiecesConfig, RegistryError> {
        check_players(players, 2, "ticardo-pieces")?;
        let d = PiecesConfig::default();
        Ok(PiecesConfig {
            hand_size: opts.get("hand-size", d.hand_size)?,
            reach: opts.get("reach", d.reach)?,
            turn_limit: opts.get("turn-limit", d.turn_limit)?,
            add_remove: opts.get("add-remove", d.add_remove)?,
        })
    }
}
