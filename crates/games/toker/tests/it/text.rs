//! Actions read from text: every variant's `Display` text reads back, cards in either form,
//! and malformed texts are refused with a reason.

use tic_core::{Card, CardSet};
use tic_toker::ExchangeAction;

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_variant_reads_back_from_its_text() {
    let two = CardSet::single(card("3sr")) | CardSet::single(card("4qr"));
    for action in [
        ExchangeAction::Keep,
        ExchangeAction::Exchange(CardSet::single(card("3sr"))),
        ExchangeAction::Exchange(two),
        ExchangeAction::Exchange(CardSet::EMPTY),
        ExchangeAction::ExchangeCommon(card("5-crescent-violet")),
        ExchangeAction::Call,
        ExchangeAction::Fold,
        ExchangeAction::Check,
        ExchangeAction::CallBet,
        ExchangeAction::BetTo(0),
        ExchangeAction::BetTo(u64::MAX),
    ] {
        let text = action.to_string();
        assert_eq!(text.parse::<ExchangeAction>(), Ok(action), "{text}");
    }
}

#[test]
fn the_texts_are_the_words_a_player_reads() {
    let two = CardSet::single(card("3sr")) | CardSet::single(card("4qr"));
    assert_eq!(ExchangeAction::Keep.to_string(), "keep your cards");
    assert_eq!(
        ExchangeAction::Exchange(two).to_string(),
        "exchange 3-star-red 4-square-red"
    );
    assert_eq!(
        ExchangeAction::ExchangeCommon(card("3sr")).to_string(),
        "exchange the common 3-star-red"
    );
    assert_eq!(ExchangeAction::CallBet.to_string(), "call the bet");
    assert_eq!(ExchangeAction::BetTo(12).to_string(), "bet to 12");
}

#[test]
fn compact_cards_short_keep_case_and_spaces_are_read() {
    let two = CardSet::single(card("3sr")) | CardSet::single(card("4qr"));
    for (text, action) in [
        ("keep", ExchangeAction::Keep),
        ("  Keep   your CARDS ", ExchangeAction::Keep),
        ("exchange 3sr 4qr", ExchangeAction::Exchange(two)),
        ("exchange 4-square-red, 3SR", ExchangeAction::Exchange(two)),
        (
            "exchange the common 3sr",
            ExchangeAction::ExchangeCommon(card("3sr")),
        ),
        ("CALL", ExchangeAction::Call),
        ("bet to 7", ExchangeAction::BetTo(7)),
    ] {
        assert_eq!(text.parse::<ExchangeAction>(), Ok(action), "{text}");
    }
}

#[test]
fn malformed_texts_are_refused_with_a_reason() {
    for (text, reason) in [
        ("", "expected `keep your cards`"),
        ("discard 3sr", "expected `keep your cards`"),
        ("keep it", "expected `keep your cards`"),
        ("call now", "expected `keep your cards`"),
        ("exchange 3sx", "is not a"),
        ("exchange 3sr 3-star-red", "named twice"),
        ("exchange the common 3sr 4qr", "one common card"),
        ("exchange the common", "one common card"),
        ("bet to -1", "not a number of chips"),
        ("bet to 12 chips", "expected `keep your cards`"),
        ("bet 12", "expected `keep your cards`"),
    ] {
        let err = text
            .parse::<ExchangeAction>()
            .expect_err(&format!("`{text}` is not an action"));
        assert!(
            err.reason().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
}
