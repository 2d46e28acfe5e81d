//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_core::Card;
use tic_rummy::{End, RummyAction};

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn parse(text: &str) -> RummyAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let c = card("3sr");
    let all = [
        RummyAction::DrawFromDeck,
        RummyAction::TakeDiscard(c),
        RummyAction::Select(c),
        RummyAction::ConfirmLaydown,
        RummyAction::CancelLaydown,
        RummyAction::Integrate {
            card: c,
            owner: 1,
            collection: 2,
            end: End::Back,
        },
        RummyAction::Integrate {
            card: c,
            owner: 0,
            collection: 0,
            end: End::Front,
        },
        RummyAction::Discard(c),
    ];
    for action in all {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_as_tic_play_lists_them_and_with_compact_cards() {
    let c = card("3-star-red");
    for (text, action) in [
        ("draw from the deck", RummyAction::DrawFromDeck),
        (
            "take 3sr from the discard pile",
            RummyAction::TakeDiscard(c),
        ),
        ("select 3-star-red for the laydown", RummyAction::Select(c)),
        ("  Select  3SR for the LAYDOWN ", RummyAction::Select(c)),
        ("confirm the laydown", RummyAction::ConfirmLaydown),
        ("cancel the laydown", RummyAction::CancelLaydown),
        ("discard 3sr", RummyAction::Discard(c)),
        (
            "add 3sr to player 1's collection 3",
            RummyAction::Integrate {
                card: c,
                owner: 1,
                collection: 2,
                end: End::Back,
            },
        ),
        (
            "add 3sr to player 0's collection 1 at the front",
            RummyAction::Integrate {
                card: c,
                owner: 0,
                collection: 0,
                end: End::Front,
            },
        ),
    ] {
        assert_eq!(parse(text), action, "{text}");
    }
    assert_eq!(
        RummyAction::Select(c).to_string(),
        "select 3-star-red for the laydown"
    );
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "draw",
        "lay down",
        "select",
        "select 9zz for the laydown",
        "discard 3sr 3sg",
        "discard 3sr please",
        "take 3sr",
        "add 3sr to player 1's collection 0",
        "add 3sr to player one's collection 1",
        "add 3sr to player 1 collection 1",
        "add 3sr to player 1's collection 1 at the back",
        "confirm the laydown now",
    ] {
        assert!(text.parse::<RummyAction>().is_err(), "`{text}` was read");
    }
    let err = "discard 9zz".parse::<RummyAction>().expect_err("no card");
    assert!(err.to_string().contains("9zz"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let c = card("3sr");
    let json = |a: &RummyAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(json(&RummyAction::DrawFromDeck), r#""draw_from_deck""#);
    assert_eq!(
        json(&RummyAction::Discard(c)),
        r#"{"discard":"3-star-red"}"#
    );
    assert_eq!(
        json(&RummyAction::Integrate {
            card: c,
            owner: 1,
            collection: 0,
            end: End::Front
        }),
        r#"{"integrate":{"card":"3-star-red","owner":1,"collection":0,"end":"front"}}"#
    );
    let extra = r#"{"integrate":{"card":"3sr","owner":1,"collection":0,"end":"front","x":1}}"#;
    assert!(serde_json::from_str::<RummyAction>(extra).is_err());
}
