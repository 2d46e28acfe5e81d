//! Actions read from text: every variant's `Display` text reads back, cards in either form,
//! and malformed texts are refused with a reason.

use tic_of_a_kind::TicOfAKindAction;

#[test]
fn every_variant_reads_back_from_its_text() {
    let card = "3-star-red".parse().expect("a card");
    for (action, text) in [
        (TicOfAKindAction::DrawDeck, "draw from the deck"),
        (TicOfAKindAction::TakeDiscard, "take the discard"),
        (TicOfAKindAction::Knock, "knock"),
        (TicOfAKindAction::Discard(card), "discard 3-star-red"),
    ] {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<TicOfAKindAction>(), Ok(action), "{text}");
    }
    assert_eq!(
        "  Discard   3SR ".parse::<TicOfAKindAction>(),
        Ok(TicOfAKindAction::Discard(card))
    );
    assert_eq!(
        "DRAW from the Deck".parse::<TicOfAKindAction>(),
        Ok(TicOfAKindAction::DrawDeck)
    );
}

#[test]
fn malformed_texts_are_refused_with_a_reason() {
    for (text, reason) in [
        ("", "expected `draw from the deck`"),
        ("draw", "expected `draw from the deck`"),
        ("knock knock", "expected `draw from the deck`"),
        ("discard", "expected `draw from the deck`"),
        ("discard 3sr 4qr", "expected `draw from the deck`"),
        ("discard 9sr", "is not"),
        ("take 3sr", "expected `draw from the deck`"),
    ] {
        let err = text
            .parse::<TicOfAKindAction>()
            .expect_err(&format!("`{text}` is not an action"));
        assert!(
            err.reason().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
}
