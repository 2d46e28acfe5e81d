//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_pentic::PenticAction;

fn parse(text: &str) -> PenticAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let card = "3sr".parse().expect("card");
    for action in [
        PenticAction::Play {
            card,
            row: 0,
            col: 2,
        },
        PenticAction::Play {
            card,
            row: usize::MAX,
            col: usize::MAX,
        },
        PenticAction::Pass,
    ] {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_with_compact_cards_and_any_case() {
    let play = PenticAction::Play {
        card: "3-star-red".parse().expect("card"),
        row: 1,
        col: 2,
    };
    assert_eq!(
        play.to_string(),
        "play 3-star-red on the pile at row 2 col 3"
    );
    assert_eq!(parse("Play 3SR on the pile at row 2 col 3"), play);
    assert_eq!(parse("play 3sr on the pile at row 2, column 3"), play);
    assert_eq!(
        parse("pass (no card plays; draw one if possible)"),
        PenticAction::Pass
    );
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "play 3sr",
        "play 9zz on the pile at row 1 col 1",
        "play 3sr on the pile at row 0 col 1",
        "play 3sr on the pile at row 1 col 1 now",
        "play 3sr on the pile at row 1",
        "pass",
    ] {
        assert!(text.parse::<PenticAction>().is_err(), "`{text}` was read");
    }
    let err = "play 9zz on the pile at row 1 col 1"
        .parse::<PenticAction>()
        .expect_err("no card");
    assert!(err.to_string().contains("9zz"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let json = |a: &PenticAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(json(&PenticAction::Pass), r#""pass""#);
    let play = PenticAction::Play {
        card: "3sr".parse().expect("card"),
        row: 1,
        col: 0,
    };
    assert_eq!(
        json(&play),
        r#"{"play":{"card":"3-star-red","row":1,"col":0}}"#
    );
    let extra = r#"{"play":{"card":"3sr","row":1,"col":0,"x":1}}"#;
    assert!(serde_json::from_str::<PenticAction>(extra).is_err());
}
