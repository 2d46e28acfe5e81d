//! Actions read from text: every variant's `Display` text reads back, cards in their short or
//! long form and in any case, and malformed texts are refused with a reason.

use rummy_cards::Card;
use tick_rummy::TickAction;

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    for (action, text) in [
        (TickAction::DrawFromDeck, "draw from the deck"),
        (TickAction::TakeDiscard, "take the top discard"),
        (TickAction::Discard(card("Qs")), "discard Qs"),
        (TickAction::Discard(card("10h")), "discard 10h"),
        (TickAction::Discard(Card::JOKER), "discard Jk"),
        (TickAction::Tick(card("Ad")), "discard Ad and call Tick"),
    ] {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<TickAction>(), Ok(action), "{text}");
    }
}

#[test]
fn long_card_names_and_any_case_are_read() {
    assert_eq!(
        "DISCARD queen of spades AND CALL TICK".parse::<TickAction>(),
        Ok(TickAction::Tick(card("Qs")))
    );
    assert_eq!(
        "  discard   joker ".parse::<TickAction>(),
        Ok(TickAction::Discard(Card::JOKER))
    );
}

#[test]
fn malformed_texts_are_refused_with_a_reason() {
    for (text, reason) in [
        ("", "expected `draw from the deck`"),
        ("draw", "expected `draw from the deck`"),
        ("take the discard", "expected `draw from the deck`"),
        ("discard", "expected `draw from the deck`"),
        ("discard Qs Kh", "Qs Kh"),
        ("discard 11h", "11h"),
        ("discard and call Tick", "and call"),
        ("call Tick", "expected `draw from the deck`"),
    ] {
        let err = text
            .parse::<TickAction>()
            .expect_err(&format!("`{text}` is not an action"));
        assert!(
            err.reason().contains(reason) || err.to_string().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
}
