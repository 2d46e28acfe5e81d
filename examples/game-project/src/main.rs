//! A game project's first contact with the TIC engines' game API, end to end.

use std::error::Error;

use rules_engine::{Game, Seed, Sitter, Table, ToAct, TunedBots, bots_for, run};
use serde::Deserialize;
use tic_toker::{ExchangeConfig, Toker};

fn main() -> Result<(), Box<dyn Error>> {
    tampered_states_are_errors_by_every_route()?;
    every_game_reads_its_actions_from_text()?;
    bots_move_to_other_threads()?;
    a_table_with_a_human_seat()?;
    new_events_only()?;
    println!("game-project: every check passed");
    Ok(())
}

/// A saved state with a duplicated card, or an unknown field, never loads.
fn tampered_states_are_errors_by_every_route() -> Result<(), Box<dyn Error>> {
    let game = Toker::new(ExchangeConfig::new(3), Seed(1))?;
    let mut json = serde_json::to_value(&game)?;
    json["hands"][1][0] = json["hands"][0][0].clone();
    let text = json.to_string();
    assert!(serde_json::from_str::<Toker>(&text).is_err());
    assert!(serde_json::from_value::<Toker>(json.clone()).is_err());
    // The route that once bypassed validation: `Toker::deserialize` with the trait in scope.
    let direct = Toker::deserialize(&mut serde_json::Deserializer::from_str(&text));
    assert!(direct.is_err(), "a tampered state loaded through Toker::deserialize");
    let mut extra = serde_json::to_value(&game)?;
    extra["cheat"] = serde_json::Value::Bool(true);
    assert!(serde_json::from_value::<Toker>(extra).is_err());
    let back: Toker = serde_json::from_str(&serde_json::to_string(&game)?)?;
    assert_eq!(back, game);
    Ok(())
}

/// Every registered game, chosen by name and built from JSON options, plays to its end by
/// reading actions from their text.
fn every_game_reads_its_actions_from_text() -> Result<(), Box<dyn Error>> {
    for entry in tic_registry::entries() {
        let mut game = entry.new_game(None, &serde_json::Value::Null, Seed(3))?;
        for _ in 0..200 {
            let seat = match game.to_act() {
                ToAct::Nobody => break,
                ToAct::Player(p) => p,
                ToAct::Anyone => game.ready_players()[0],
            };
            let texts = game.legal_action_texts(seat);
            let text = &texts[texts.len() / 2];
            let json = game.parse_action(text)?;
            assert!(game.legal_actions(seat).contains(&json), "{}: {text}", entry.name);
            game.apply_text(seat, text)?;
        }
        println!("{}: {} actions by text", entry.name, game.actions_taken());
    }
    // Options from JSON, checked: out of range is an error that names the option.
    let toker = tic_registry::find("toker")?;
    let err = toker
        .new_game(Some(3), &serde_json::json!({"deals": 0}), Seed(1))
        .err()
        .ok_or("deals=0 was accepted")?;
    assert!(err.to_string().contains("deals"), "{err}");
    Ok(())
}

/// Bots are `Send`: a game and its bots move to another thread.
fn bots_move_to_other_threads() -> Result<(), Box<dyn Error>> {
    let mut game = Toker::new(ExchangeConfig::new(4).with_deals(2), Seed(5))?;
    let mut bots = bots_for(&game, |_| Toker::greedy_bot());
    let finished = std::thread::spawn(move || {
        run(&mut game, &mut bots, Seed(6), 100_000).map(|_| game)
    })
    .join()
    .map_err(|_| "the bot thread panicked")??;
    assert!(finished.is_over());
    Ok(())
}

/// A table with a person at seat 0 and bots elsewhere; the record replays to the same game.
fn a_table_with_a_human_seat() -> Result<(), Box<dyn Error>> {
    let game = Toker::new(ExchangeConfig::new(3).with_deals(1), Seed(8))?;
    let sitters = vec![
        Sitter::Human,
        Sitter::Bot(Toker::greedy_bot()),
        Sitter::Bot(Toker::search_bot(rules_engine::SearchBudget::Iterations(20))),
    ];
    let mut table = Table::new(game, sitters, Seed(9))?;
    while !table.game().is_over() {
        table.play_bots(10_000)?;
        if let Some(&seat) = table.waiting().first() {
            // A person would choose; here, the last legal action, read back from its text.
            let text = table.game().legal_actions(seat).last().ok_or("no action")?.to_string();
            table.act(seat, &text.parse()?)?;
        }
    }
    assert_eq!(table.record().replay()?, *table.game());
    Ok(())
}

/// A seat reads only the events it has not seen yet.
fn new_events_only() -> Result<(), Box<dyn Error>> {
    let mut game = Toker::new(ExchangeConfig::new(2), Seed(2))?;
    let mut seen = 0;
    let mut shown = Vec::new();
    for _ in 0..10 {
        let ToAct::Player(seat) = game.to_act() else { break };
        let action = game.legal_actions(seat)[0].clone();
        game.apply(seat, &action)?;
        shown.extend(game.events_since(1, seen));
        seen = game.events().len();
    }
    assert_eq!(shown, game.events_for(1));
    Ok(())
}
