//! Every game, for the fuzz targets `play_<game>` and `load_<game>` and for the ordinary test
//! that runs their seed inputs (`crates/tic-cli/tests/it/fuzz_seeds.rs`).
//!
//! `play` feeds the bytes to `rules_engine::conformance::fuzz_play` (a JSON config, a seed,
//! then one byte per action, with malformed and out-of-turn actions; every step checked), and
//! `load` to `fuzz_load` (the bytes as a saved state and as a replay record).

/// Calls `$body` with `$G` bound to the game type named `$name` (a target's name suffix).
#[macro_export]
macro_rules! with_game {
    ($name:expr, $G:ident => $body:expr) => {
        match $name {
            "toker" => {
                #[allow(dead_code)]
                type $G = tic_toker::Toker;
                Some($body)
            }
            "sequences" => {
                #[allow(dead_code)]
                type $G = tic_sequences::Sequences;
                Some($body)
            }
            "tic_of_a_kind" => {
                #[allow(dead_code)]
                type $G = tic_of_a_kind::TicOfAKind;
                Some($body)
            }
            "spectrum" => {
                #[allow(dead_code)]
                type $G = tic_spectrum::Spectrum;
                Some($body)
            }
            "tri_up_tri_down" => {
                #[allow(dead_code)]
                type $G = tic_tri_up_tri_down::TriUpTriDown;
                Some($body)
            }
            "ticataire" => {
                #[allow(dead_code)]
                type $G = tic_ticataire::Ticataire;
                Some($body)
            }
            "tic_rummy" => {
                #[allow(dead_code)]
                type $G = tic_rummy::TicRummy;
                Some($body)
            }
            "team_tic" => {
                #[allow(dead_code)]
                type $G = tic_team::TeamTic;
                Some($body)
            }
            "tyramid" => {
                #[allow(dead_code)]
                type $G = tic_tyramid::Tyramid;
                Some($body)
            }
            "queen" => {
                #[allow(dead_code)]
                type $G = tic_queen::Queen;
                Some($body)
            }
            "tic_squared" => {
                #[allow(dead_code)]
                type $G = tic_squared::TicSquared;
                Some($body)
            }
            "gridsy" => {
                #[allow(dead_code)]
                type $G = tic_gridsy::Gridsy;
                Some($body)
            }
            "pentic" => {
                #[allow(dead_code)]
                type $G = tic_pentic::Pentic;
                Some($body)
            }
            "ticardo_solitaire" => {
                #[allow(dead_code)]
                type $G = ticardo::Solitaire;
                Some($body)
            }
            "ticardo_duel" => {
                #[allow(dead_code)]
                type $G = ticardo::Duel;
                Some($body)
            }
            "ticardo_pieces" => {
                #[allow(dead_code)]
                type $G = ticardo::Pieces;
                Some($body)
            }
            "tick" => {
                #[allow(dead_code)]
                type $G = tick_rummy::Tick;
                Some($body)
            }
            _ => None,
        }
    };
}

/// The names `with_game!` knows, one fuzz target pair each.
pub const GAMES: &[&str] = &[
    "toker",
    "sequences",
    "tic_of_a_kind",
    "spectrum",
    "tri_up_tri_down",
    "ticataire",
    "tic_rummy",
    "team_tic",
    "tyramid",
    "queen",
    "tic_squared",
    "gridsy",
    "pentic",
    "ticardo_solitaire",
    "ticardo_duel",
    "ticardo_pieces",
    "tick",
];

/// Plays the game `name` driven by `data` (see `fuzz_play`).
pub fn play(name: &str, data: &[u8]) {
    with_game!(name, G => rules_engine::conformance::fuzz_play::<G>(data));
}

/// Loads `data` as a saved state and a record of the game `name` (see `fuzz_load`).
pub fn load(name: &str, data: &[u8]) {
    with_game!(name, G => rules_engine::conformance::fuzz_load::<G>(data));
}
