//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_queen::{Offset, QueenAction};

fn parse(text: &str) -> QueenAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let card = "3sr".parse().expect("card");
    for action in [
        QueenAction::Choose { position: 0 },
        QueenAction::Choose { position: 6 },
        QueenAction::Choose {
            position: usize::MAX,
        },
        QueenAction::Place {
            card,
            grid: 0,
            at: Offset::new(0, 1),
        },
        QueenAction::Place {
            card,
            grid: 3,
            at: Offset::new(-3, 2),
        },
    ] {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_with_compact_cards_and_any_case() {
    let card = "3-star-red".parse().expect("card");
    let place = QueenAction::Place {
        card,
        grid: 2,
        at: Offset::new(1, -1),
    };
    assert_eq!(
        place.to_string(),
        "place 3-star-red on player 2's grid at (+1,-1)"
    );
    assert_eq!(parse("Place 3SR on player 2's grid at (+1,-1)"), place);
    assert_eq!(parse("place 3sr on player 2's grid at (1,-1)"), place);
    assert_eq!(parse("take card #3"), QueenAction::Choose { position: 2 });
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "take card",
        "take card 3",
        "take card #0",
        "take card #x",
        "place 9zz on player 1's grid at (+0,+1)",
        "place 3sr on player 1's grid",
        "place 3sr on player one's grid at (+0,+1)",
        "place 3sr on player 1 grid at (+0,+1)",
        "place 3sr on player 1's grid at (+0,+1) now",
        "place 3sr on player 1's grid at +0,+1",
        "place 3sr on player 1's grid at (+0,+999)",
    ] {
        assert!(text.parse::<QueenAction>().is_err(), "`{text}` was read");
    }
    let err = "take card #0".parse::<QueenAction>().expect_err("#0");
    assert!(err.to_string().contains("counted from 1"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let json = |a: &QueenAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(
        json(&QueenAction::Choose { position: 1 }),
        r#"{"choose":{"position":1}}"#
    );
    let place = QueenAction::Place {
        card: "3sr".parse().expect("card"),
        grid: 1,
        at: Offset::new(0, -1),
    };
    assert_eq!(
        json(&place),
        r#"{"place":{"card":"3-star-red","grid":1,"at":{"row":0,"col":-1}}}"#
    );
    for extra in [
        r#"{"choose":{"position":1,"x":1}}"#,
        r#"{"place":{"card":"3sr","grid":1,"at":{"row":0,"col":-1,"x":1}}}"#,
    ] {
        assert!(
            serde_json::from_str::<QueenAction>(extra).is_err(),
            "{extra}"
        );
    }
}
