//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_gridsy::GridsyAction;

fn parse(text: &str) -> GridsyAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let card = "3sr".parse().expect("card");
    let other = "4oc".parse().expect("card");
    for action in [
        GridsyAction::Place {
            card,
            row: 0,
            col: 3,
        },
        GridsyAction::Place {
            card,
            row: usize::MAX,
            col: usize::MAX,
        },
        GridsyAction::Remove { row: 2, col: 0 },
        GridsyAction::Swap {
            give: card,
            take: other,
        },
        GridsyAction::Draw,
    ] {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_with_compact_cards_and_any_case() {
    let card = "3-star-red".parse().expect("card");
    let place = GridsyAction::Place {
        card,
        row: 1,
        col: 2,
    };
    assert_eq!(place.to_string(), "place 3-star-red at row 2, column 3");
    assert_eq!(parse("Place 3SR at row 2, column 3"), place);
    assert_eq!(parse("place 3sr at row 2 column 3"), place);
    assert_eq!(parse("place 3sr at row 2 col 3"), place);
    assert_eq!(
        parse("take back the card at row 1, column 1"),
        GridsyAction::Remove { row: 0, col: 0 }
    );
    assert_eq!(
        parse("swap 3sr for 4-circle-cyan in the pool"),
        GridsyAction::Swap {
            give: card,
            take: "4oc".parse().expect("card")
        }
    );
    assert_eq!(parse("impossible: draw an extra card"), GridsyAction::Draw);
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "place 3sr",
        "place 9zz at row 1, column 1",
        "place 3sr at row 0, column 1",
        "place 3sr at row 1, column 1 now",
        "take back the card at row 1",
        "swap 3sr for 9zz in the pool",
        "swap 3sr in the pool",
        "draw",
        "impossible",
    ] {
        assert!(text.parse::<GridsyAction>().is_err(), "`{text}` was read");
    }
    let err = "place 3sr at row 0, column 1"
        .parse::<GridsyAction>()
        .expect_err("row 0");
    assert!(err.to_string().contains("counted from 1"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let json = |a: &GridsyAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(json(&GridsyAction::Draw), r#""draw""#);
    assert_eq!(
        json(&GridsyAction::Remove { row: 1, col: 0 }),
        r#"{"remove":{"row":1,"col":0}}"#
    );
    let extra = r#"{"remove":{"row":1,"col":0,"x":1}}"#;
    assert!(serde_json::from_str::<GridsyAction>(extra).is_err());
}
