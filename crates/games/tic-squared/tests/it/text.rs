//! Actions read from text: every variant from its `Display` text and from compact card names,
//! and text that is no action refused with a reason.

use tic_squared::TicSquaredAction;
use tic_squared::growing::{Placement, Side};

fn parse(text: &str) -> TicSquaredAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should read: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let card = "3sr".parse().expect("card");
    let mut all = vec![
        TicSquaredAction::Start(card),
        TicSquaredAction::PickUp,
        TicSquaredAction::EndTurn,
    ];
    for side in Side::ALL {
        for index in [0, 3, usize::MAX] {
            all.push(TicSquaredAction::Play {
                card,
                grid: 1,
                at: Placement::new(side, index),
            });
        }
    }
    for action in all {
        assert_eq!(parse(&action.to_string()), action, "{action}");
    }
}

#[test]
fn the_texts_with_compact_cards_and_any_case() {
    let card = "3-star-red".parse().expect("card");
    assert_eq!(
        parse("Start your grid with 3SR"),
        TicSquaredAction::Start(card)
    );
    let play = TicSquaredAction::Play {
        card,
        grid: 0,
        at: Placement::new(Side::Left, 2),
    };
    assert_eq!(play.to_string(), "play 3-star-red on grid 0 at left 3");
    assert_eq!(parse("play 3sr on grid 0 at LEFT 3"), play);
    assert_eq!(parse("pick up"), TicSquaredAction::PickUp);
    assert_eq!(parse(" end  turn "), TicSquaredAction::EndTurn);
}

#[test]
fn text_that_is_no_action_is_refused() {
    for text in [
        "",
        "start",
        "start your grid with 9zz",
        "play 3sr on grid 0",
        "play 3sr on grid 0 at top",
        "play 3sr on grid 0 at top 0",
        "play 3sr on grid 0 at up 1",
        "play 3sr on grid x at top 1",
        "play 3sr on grid 0 at top 1 now",
        "pick",
        "end",
    ] {
        assert!(
            text.parse::<TicSquaredAction>().is_err(),
            "`{text}` was read"
        );
    }
    let err = "play 3sr on grid 0 at up 1"
        .parse::<TicSquaredAction>()
        .expect_err("no side");
    assert!(err.to_string().contains("side"), "{err}");
}

#[cfg(feature = "serde")]
#[test]
fn actions_in_json_are_snake_case_and_refuse_unknown_fields() {
    let json = |a: &TicSquaredAction| serde_json::to_string(a).expect("JSON");
    assert_eq!(json(&TicSquaredAction::PickUp), r#""pick_up""#);
    let play = TicSquaredAction::Play {
        card: "3sr".parse().expect("card"),
        grid: 1,
        at: Placement::new(Side::Top, 0),
    };
    assert_eq!(
        json(&play),
        r#"{"play":{"card":"3-star-red","grid":1,"at":{"side":"top","index":0}}}"#
    );
    for extra in [
        r#"{"play":{"card":"3sr","grid":1,"at":{"side":"top","index":0},"x":1}}"#,
        r#"{"play":{"card":"3sr","grid":1,"at":{"side":"top","index":0,"x":1}}}"#,
    ] {
        assert!(
            serde_json::from_str::<TicSquaredAction>(extra).is_err(),
            "{extra}"
        );
    }
}
