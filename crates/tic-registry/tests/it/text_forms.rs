//! The JSON text methods of `DynGame` (`view_json_and_text`, `legal_actions_json_and_texts`,
//! `events_json_and_texts_since`, and the JSON-only `view_json`, `legal_actions_json`,
//! `events_json_since`) against the `Value`-based ones, for every game, every seat
//! and the spectator, over seeded games played with random legal actions.

use rules_engine::{GameRng, Seed};
use serde_json::Value;
use tic_registry::DynGame;

use crate::{acting_seat, on_all_cores};

/// Parses a JSON text the game wrote.
fn parse(name: &str, what: &str, text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {what}: not JSON: {e}"))
}

/// Every text method equals its `Value`-based method now, for every seat and the spectator.
fn check_state(name: &str, game: &dyn DynGame) {
    let n = game.num_players();
    let count = game.event_count();
    for seat in 0..=n {
        let what = format!("seat {seat} at event {count}");
        let (view, view_text) = game.view_json_and_text(seat);
        assert_eq!(
            parse(name, &what, &view),
            game.view(seat),
            "{name}: {what}: view"
        );
        assert_eq!(view_text, game.view_text(seat), "{name}: {what}: view text");
        assert_eq!(
            game.view_json(seat),
            view,
            "{name}: {what}: view JSON alone"
        );
        if seat < n {
            let (legal, texts) = game.legal_actions_json_and_texts(seat);
            assert_eq!(
                parse(name, &what, &legal),
                Value::Array(game.legal_actions(seat)),
                "{name}: {what}: legal actions"
            );
            assert_eq!(
                texts,
                game.legal_action_texts(seat),
                "{name}: {what}: legal action texts"
            );
            assert_eq!(
                game.legal_actions_json(seat),
                legal,
                "{name}: {what}: legal actions JSON alone"
            );
        }
        for from in [0, count / 2, count.saturating_sub(1), count] {
            let (events, texts) = game.events_json_and_texts_since(seat, from);
            assert_eq!(
                parse(name, &what, &events),
                Value::Array(game.events_since(seat, from)),
                "{name}: {what}: events from {from}"
            );
            assert_eq!(
                texts,
                game.event_texts_since(seat, from),
                "{name}: {what}: event texts from {from}"
            );
            assert_eq!(
                game.events_json_since(seat, from),
                events,
                "{name}: {what}: events JSON alone from {from}"
            );
        }
    }
    // The spectator's view and events are the seat after the last's.
    assert_eq!(
        parse(name, "spectator", &game.view_json_and_text(n).0),
        game.spectator_view()
    );
    assert_eq!(
        parse(name, "spectator", &game.events_json_and_texts_since(n, 0).0),
        Value::Array(game.spectator_events_since(0))
    );
}

#[test]
fn json_texts_equal_the_value_methods_for_every_game_and_seat() {
    on_all_cores(|entry| {
        let name = entry.name;
        for seed in [3, 8] {
            let mut game = entry
                .new_game(None, &Value::Null, Seed(seed))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut rng = GameRng::from_seed(Seed(seed + 100));
            check_state(name, &*game);
            for step in 0..60 {
                let Some(seat) = acting_seat(&*game, &mut rng) else {
                    break;
                };
                let legal = game.legal_actions(seat);
                assert!(!legal.is_empty(), "{name}: seat {seat} has no legal action");
                let action = &legal[rng.index(legal.len())];
                game.apply(seat, action)
                    .unwrap_or_else(|e| panic!("{name}: step {step}: {e}"));
                if step % 3 == 0 || game.is_over() {
                    check_state(name, &*game);
                }
            }
        }
    });
}
