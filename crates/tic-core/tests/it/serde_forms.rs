//! Serde forms: cards as their long text in JSON, sets as lists; invalid input is an error.
#![cfg(feature = "serde")]

use tic_core::{Card, CardSet};

#[test]
fn cards_and_sets_round_trip_as_text() {
    let card: Card = "3-star-orange".parse().expect("card");
    assert_eq!(
        serde_json::to_string(&card).expect("ser"),
        "\"3-star-orange\""
    );
    assert_eq!(serde_json::from_str::<Card>("\"3so\"").expect("de"), card);
    assert_eq!(
        serde_json::from_str::<Card>("87").expect("index"),
        Card::from_index(87).expect("87")
    );
    let set: CardSet = "3so 4qr".parse().expect("set");
    let json = serde_json::to_string(&set).expect("ser");
    assert_eq!(json, "[\"3-star-orange\",\"4-square-red\"]");
    assert_eq!(serde_json::from_str::<CardSet>(&json).expect("de"), set);
}

#[test]
fn invalid_cards_and_sets_are_rejected() {
    for bad in ["\"7-star-red\"", "125", "-1", "\"\"", "null"] {
        assert!(serde_json::from_str::<Card>(bad).is_err(), "{bad}");
    }
    let err =
        serde_json::from_str::<CardSet>("[\"3so\",\"3-star-orange\"]").expect_err("duplicate");
    assert!(err.to_string().contains("twice"), "{err}");
}
