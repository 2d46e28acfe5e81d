//! Actions read from text: every variant's `Display` text reads back, cards in either form,
//! and malformed texts are refused with a reason.

use tic_core::{Card, CardSet};
use tic_spectrum::SpectrumAction;

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let five: CardSet = "1ov 2cc 3ty 4qo 5sr".parse().expect("cards");
    for (action, text) in [
        (
            SpectrumAction::Take(CardSet::single(card("3sr"))),
            "take 3-star-red",
        ),
        (
            SpectrumAction::Take(five),
            "take 1-circle-violet 2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red",
        ),
        (SpectrumAction::Knock, "knock"),
        (SpectrumAction::Discard(card("3sr")), "discard 3-star-red"),
    ] {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<SpectrumAction>(), Ok(action), "{text}");
    }
    assert_eq!(
        "TAKE 5sr,1ov 2cc  3ty 4qo".parse::<SpectrumAction>(),
        Ok(SpectrumAction::Take(five))
    );
    let nothing = SpectrumAction::Take(CardSet::EMPTY);
    assert_eq!(nothing.to_string().parse::<SpectrumAction>(), Ok(nothing));
}

#[test]
fn malformed_texts_are_refused_with_a_reason() {
    for (text, reason) in [
        ("", "expected `take <card(s)>`"),
        ("draw", "expected `take <card(s)>`"),
        ("knock now", "expected `take <card(s)>`"),
        ("discard 3sr 4qr", "expected `take <card(s)>`"),
        ("discard 3sx", "is not"),
        ("take 3sr 3-star-red", "named twice"),
        ("take 3sr 6qr", "is not"),
    ] {
        let err = text
            .parse::<SpectrumAction>()
            .expect_err(&format!("`{text}` is not an action"));
        assert!(
            err.reason().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
}
