//! Actions as text: every variant reads back from what `Display` writes, cards long or
//! compact; garbage, unknown cards and extra words are rejected.

use tic_tri_up_tri_down::TriAction;

fn read(text: &str) -> TriAction {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` does not read: {e}"))
}

#[test]
fn every_action_reads_back_from_its_text() {
    let card = "3-star-red".parse().expect("a card");
    for action in [
        TriAction::Play(card),
        TriAction::PickUp,
        TriAction::Keep,
        TriAction::PlaySayingLastCard(card),
        TriAction::Challenge,
    ] {
        assert_eq!(read(&action.to_string()), action, "{action}");
    }
    assert_eq!(read("play 3-star-red").to_string(), "play 3-star-red");
    assert_eq!(
        read("  PLAY   3sr "),
        TriAction::Play(card),
        "compact, any case"
    );
    assert_eq!(read("pick up"), TriAction::PickUp);
    assert_eq!(read("keep"), TriAction::Keep);
    assert_eq!(read("challenge"), TriAction::Challenge);
    assert_eq!(
        read("play 3sr saying last card"),
        TriAction::PlaySayingLastCard(card)
    );
}

#[test]
fn garbage_wrong_cards_and_extra_words_are_rejected() {
    for bad in [
        "",
        "play",
        "play 6-star-red",
        "play 3-star-purple",
        "play 3sr 4sr",
        "pick up now",
        "keep it",
        "challenge everyone",
        "\u{1b}[31mplay 3sr",
        "draw",
        "say last card",
        "play 3sr saying",
        "play 3sr saying last card now",
    ] {
        let err = bad.parse::<TriAction>().expect_err(bad);
        assert!(err.to_string().contains("cannot read"), "{err}");
    }
}
