//! Spectrum's tests, in one binary: the rules hand-worked, the options, the piles rebuilt
//! (ruling 5), the validation of tampered states, determinization, actions read from text, the
//! wire format (golden), the encoding for learning agents and the rules-engine conformance
//! suite (with `serde`).

mod bots;
#[cfg(feature = "serde")]
mod conformance;
mod encoding;
#[cfg(feature = "serde")]
mod golden;
mod options;
mod rules;
mod states;
mod text;

/// The player to act in a game that is not over.
fn player_to_act(game: &tic_spectrum::Spectrum) -> usize {
    match rules_engine::Game::to_act(game) {
        rules_engine::ToAct::Player(p) => p,
        other => panic!("a player should act, not {other:?}"),
    }
}
