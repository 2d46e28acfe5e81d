//! Setting a table: a game's config from the command line's options, its bots by name, and
//! the outcome in words. Shared by `play`, `simulate` and the save files; imports none of them.

use rules_engine::{Bot, Game, Outcome};
use tic_registry::{GameSpec, Options};

use crate::CliError;

/// The bots for a table of `players` seats from the names given (cycled over the bot seats;
/// names beyond the bot seats are unused; empty: the game's first bot). `skip` is the human's
/// seat, which gets a placeholder. A name the game does not have is an error.
pub(crate) fn make_bots<S: GameSpec>(
    names: &[String],
    players: usize,
    skip: Option<usize>,
) -> Result<Vec<Box<dyn Bot<S::G>>>, CliError> {
    let bot_seats = players - usize::from(skip.is_some_and(|h| h < players));
    let names = &names[..names.len().min(bot_seats)];
    let default_bot = S::BOTS.first().copied().unwrap_or("random").to_owned();
    let names: Vec<String> = if names.is_empty() {
        vec![default_bot]
    } else {
        names.to_vec()
    };
    let mut bots = Vec::with_capacity(players);
    let mut k = 0;
    for seat in 0..players {
        let name = if Some(seat) == skip {
            "random".to_owned()
        } else {
            let n = names[k % names.len()].clone();
            k += 1;
            n
        };
        let bot = tic_registry::bot::<S>(&name)?;
        bots.push(bot);
    }
    Ok(bots)
}

pub(crate) fn build_config<S: GameSpec>(
    players: Option<usize>,
    opts: &[String],
) -> Result<<S::G as Game>::Config, CliError> {
    let options = Options::parse(opts, S::OPTIONS)?;
    Ok(tic_registry::build_config::<S>(players, options)?)
}

/// Scores and places in words.
pub fn describe_outcome(outcome: &Outcome) -> String {
    let mut out = String::from("Final scores:");
    for (p, (score, place)) in outcome.scores.iter().zip(&outcome.places).enumerate() {
        out.push_str(&format!(
            "\n  player {p}: {score:>5}  (place {})",
            place + 1
        ));
    }
    let winners: Vec<String> = outcome
        .winners()
        .iter()
        .map(|w| format!("player {w}"))
        .collect();
    out.push_str(&format!("\nWinner: {}", winners.join(" and ")));
    out
}
