//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_core::Card;
use tic_team::{End, TeamAction};

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn parse(text: &str) -> TeamAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let c = card("3sr");
    let all = [
        TeamAction::DrawFromDeck,
        TeamAction::PickUp { card: c, from: 0 },
        TeamAction::PickUp { card: c, from: 11 },
        TeamAction::LaySet(vec![c, card("3so"), card("3sy")]),
        TeamAction::AddCard {
            card: c,
            set: 2,
            end: End::Back,
        },
        TeamAction::AddCard {
            card: c,
            set: 0,
            end: End::Front,
        },
        TeamAction::Discard(c),
    ];
    for action in all {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_with_compact_cards_and_any_case() {
    let c = card("3-star-red");
    for (text, action) in [
        ("draw from the deck", TeamAction::DrawFromDeck),
        (
            "pick up the chain from 3sr (position 2)",
            TeamAction::PickUp { card: c, from: 1 },
        ),
        (
            "lay 3sr 3-star-orange 3SY",
            TeamAction::LaySet(vec![c, card("3so"), card("3sy")]),
        ),
        (
            "Add 3sr to set 1",
            TeamAction::AddCard {
                card: c,
                set: 0,
                end: End::Back,
            },
        ),
        (
            "add 3sr to set 4 at the front",
            TeamAction::AddCard {
                card: c,
                set: 3,
                end: End::Front,
            },
        ),
        ("discard 3sr", TeamAction::Discard(c)),
    ] {
        assert_eq!(parse(text), action, "{text}");
    }
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "draw",
        "lay",
        "lay 3sr 9zz",
        "discard",
        "discard 3sr 3so",
        "pick up the chain from 3sr",
        "pick up the chain from 3sr (position 0)",
        "pick up the chain from 3sr (position two)",
        "add 3sr to set 0",
        "add 3sr to set 1 at the back",
        "add 3sr",
    ] {
        assert!(text.parse::<TeamAction>().is_err(), "`{text}` was read");
    }
    let err = "lay 3sr 9zz".parse::<TeamAction>().expect_err("no card");
    assert!(err.to_string().contains("9zz"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let c = card("3sr");
    let json = |a: &TeamAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(json(&TeamAction::DrawFromDeck), r#""draw_from_deck""#);
    assert_eq!(
        json(&TeamAction::PickUp { card: c, from: 2 }),
        r#"{"pick_up":{"card":"3-star-red","from":2}}"#
    );
    assert_eq!(
        json(&TeamAction::LaySet(vec![c])),
        r#"{"lay_set":["3-star-red"]}"#
    );
    let extra = r#"{"add_card":{"card":"3sr","set":0,"end":"back","x":1}}"#;
    assert!(serde_json::from_str::<TeamAction>(extra).is_err());
}
