//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_tyramid::TyramidAction;

fn parse(text: &str) -> TyramidAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let card = "3sr".parse().expect("card");
    for action in [
        TyramidAction::Play {
            card,
            row: 0,
            place: 0,
        },
        TyramidAction::Play {
            card,
            row: 9,
            place: 4,
        },
        TyramidAction::Play {
            card,
            row: usize::MAX,
            place: usize::MAX,
        },
        TyramidAction::EndTurn,
        TyramidAction::Draw,
        TyramidAction::Pass,
    ] {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_with_compact_cards_and_any_case() {
    let card = "3-star-red".parse().expect("card");
    assert_eq!(
        parse("Play 3SR at row 2  place 1"),
        TyramidAction::Play {
            card,
            row: 1,
            place: 0
        }
    );
    assert_eq!(
        TyramidAction::Play {
            card,
            row: 1,
            place: 0
        }
        .to_string(),
        "play 3-star-red at row 2 place 1"
    );
    assert_eq!(parse("end the turn"), TyramidAction::EndTurn);
    assert_eq!(parse("pick up a card (no play)"), TyramidAction::Draw);
    assert_eq!(parse("pass (no play, deck empty)"), TyramidAction::Pass);
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "play",
        "play 3sr",
        "play 9zz at row 1 place 1",
        "play 3sr at row 0 place 1",
        "play 3sr at row 1 place 0",
        "play 3sr at row one place 1",
        "play 3sr at row 1 place 1 now",
        "end",
        "pass",
        "pick up a card",
    ] {
        assert!(text.parse::<TyramidAction>().is_err(), "`{text}` was read");
    }
    let err = "play 9zz at row 1 place 1"
        .parse::<TyramidAction>()
        .expect_err("no card");
    assert!(err.to_string().contains("9zz"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let json = |a: &TyramidAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(json(&TyramidAction::EndTurn), r#""end_turn""#);
    let play = TyramidAction::Play {
        card: "3sr".parse().expect("card"),
        row: 1,
        place: 0,
    };
    assert_eq!(
        json(&play),
        r#"{"play":{"card":"3-star-red","row":1,"place":0}}"#
    );
    let extra = r#"{"play":{"card":"3sr","row":1,"place":0,"x":1}}"#;
    assert!(serde_json::from_str::<TyramidAction>(extra).is_err());
}
