//! The conformance suite on the demo game, plus checks that the suite catches broken games.
#![cfg(feature = "conformance")]

use rules_engine::conformance::{Settings, check};
use rules_engine::demo::{TwentyOne, TwentyOneConfig};
use rules_engine::{ConfigError, Game, Seed};

#[test]
fn demo_game_conforms() {
    let configs = [
        TwentyOneConfig::default(),
        TwentyOneConfig {
            players: 3,
            target: 10,
        },
        TwentyOneConfig {
            players: 4,
            target: 100,
        },
    ];
    check::<TwentyOne>(&configs, &Settings::games(30));
}

#[test]
fn bad_configs_are_typed_errors() {
    assert_eq!(
        TwentyOne::new(
            TwentyOneConfig {
                players: 5,
                target: 21
            },
            Seed(0)
        )
        .err(),
        Some(ConfigError::Players {
            min: 2,
            max: 4,
            got: 5
        })
    );
    let err = TwentyOne::new(
        TwentyOneConfig {
            players: 2,
            target: 500,
        },
        Seed(0),
    )
    .err();
    assert!(matches!(
        err,
        Some(ConfigError::OutOfRange {
            option: "target",
            ..
        })
    ));
}

#[test]
fn tampered_state_is_rejected_with_a_reason() {
    let game = TwentyOne::new(TwentyOneConfig::default(), Seed(3)).expect("valid config");
    let json = serde_json::to_string(&game).expect("serializes");
    // Replace the first card of the deck by the card on top of it: one card twice, one missing.
    let mut value: serde_json::Value = serde_json::from_str(&json).expect("json");
    let deck = value["deck"].as_array_mut().expect("deck is a list");
    if deck[0] == deck[1] {
        deck.swap(1, 2);
    }
    deck[0] = deck[1].clone();
    let err = serde_json::from_value::<TwentyOne>(value).expect_err("tampered");
    assert!(err.to_string().contains("missing or duplicated"), "{err}");
}

#[test]
fn demo_encoding_conforms() {
    rules_engine::conformance::check_encoding::<TwentyOne>(
        &[
            TwentyOneConfig::default(),
            TwentyOneConfig {
                players: 4,
                target: 40,
            },
        ],
        &rules_engine::conformance::Settings::games(5),
    );
}
