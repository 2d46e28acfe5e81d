//! How a game project drives a game: create it from a config and a seed, ask who acts, show
//! that player their view, apply their action (an illegal one is a typed error and changes
//! nothing), let bots take the other seats, then read the outcome and keep the replay record.
//!
//! Every game crate of the workspace is driven the same way; this uses the engine's demo game
//! so it runs with no other crate. `cargo run -p rules-engine --example drive_a_game`.

use rules_engine::demo::{TwentyOne, TwentyOneAction, TwentyOneConfig};
use rules_engine::{ActionError, Bot, Game, GameRng, GreedyBot, RandomBot, Record, Seed, ToAct};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let config = TwentyOneConfig {
        players: 3,
        ..TwentyOneConfig::default()
    };
    let mut game = TwentyOne::new(config, Seed(2026))?;
    let mut record = Record::start(&game);

    // Seat 0 is "our" player, driven by a greedy bot here; the others are random bots.
    let mut bots: Vec<Box<dyn Bot<TwentyOne>>> = vec![
        Box::new(GreedyBot::new(
            "smallest-card",
            |_view, action: &TwentyOneAction| {
                let TwentyOneAction::Play(card) = action;
                -i64::from(card.0)
            },
        )),
        Box::new(RandomBot),
        Box::new(RandomBot),
    ];
    let mut rng = GameRng::from_seed(Seed(7));

    while let ToAct::Player(player) = game.to_act() {
        let view = game.view(player); // only what this player may see
        let legal = game.legal_actions(player);
        if player == 0 {
            println!("{view}");
        }

        // A wrong move is a typed error and leaves the game as it was.
        let before = game.clone();
        if let Err(ActionError::NotYourTurn { .. }) = game.apply((player + 1) % 3, &legal[0]) {
            assert_eq!(game, before);
        }

        let choice = bots[player].choose(&view, &legal, &mut rng);
        let action = legal[choice.min(legal.len() - 1)];
        println!("player {player}: {action}");
        game.apply(player, &action)?;
        record.actions.push((player, action));
    }

    let outcome = game
        .outcome()
        .ok_or("the game is over, so it has an outcome")?;
    println!(
        "scores {:?}, winners {:?}",
        outcome.scores,
        outcome.winners()
    );
    // The record (config, seed, actions) reproduces the game exactly.
    assert_eq!(record.replay()?, game);
    Ok(())
}
