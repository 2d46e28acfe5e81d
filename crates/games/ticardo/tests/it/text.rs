//! Actions read from text: every variant of the three games' actions reads back from its
//! `Display` text, names in any case and any rotation of a card's pattern are read, and
//! malformed texts are refused with a reason.

use ticardo::{Change, DuelAction, PiecesAction, Play};
use ticardo_core::{Card, Cell};

fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn cell(text: &str) -> Cell {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play() -> Play {
    Play {
        card: card("red:x.x/.x./..."),
        from: cell("TL"),
        to: cell("C"),
    }
}

#[test]
fn solitaire_plays_read_back() {
    let text = play().to_string();
    assert_eq!(text, "play red:x.x/.x./... moving TL->C");
    assert_eq!(text.parse::<Play>(), Ok(play()));
    // Any case, spaces around the arrow, the pattern turned a quarter.
    assert_eq!(
        "PLAY Red:X.X/.X./... Moving tl -> c".parse::<Play>(),
        Ok(play())
    );
    assert_eq!(
        "play red:..x/.x./..x moving TL->C".parse::<Play>(),
        Ok(play()),
        "the same card, turned"
    );
}

#[test]
fn two_player_actions_read_back() {
    for (action, text) in [
        (
            DuelAction::Play(play()),
            "play red:x.x/.x./... moving TL->C",
        ),
        (
            DuelAction::Discard(card("blue:xxx/.../...")),
            "discard blue:xxx/.../...",
        ),
        (DuelAction::Pass, "pass"),
    ] {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<DuelAction>(), Ok(action), "{text}");
    }
}

#[test]
fn actions_with_pieces_read_back() {
    let changes = [
        Change::Move {
            from: cell("BR"),
            to: cell("T"),
        },
        Change::Add { to: cell("L") },
        Change::Remove { from: cell("B") },
    ];
    for change in changes {
        assert_eq!(change.to_string().parse::<Change>(), Ok(change));
        for action in [
            PiecesAction::Score {
                card: card("blue:..x/.x./x.."),
                change,
            },
            PiecesAction::Adjust(change),
        ] {
            let text = action.to_string();
            assert_eq!(text.parse::<PiecesAction>(), Ok(action), "{text}");
        }
    }
    for (action, text) in [
        (
            PiecesAction::Score {
                card: card("blue:..x/.x./x.."),
                change: changes[0],
            },
            "score blue:..x/.x./x.. by move BR->T",
        ),
        (PiecesAction::Adjust(changes[1]), "end of turn: add at L"),
        (PiecesAction::KeepPieces, "end of turn: leave the pieces"),
        (
            PiecesAction::Discard(card("red:..x/.x./x..")),
            "discard red:..x/.x./x..",
        ),
    ] {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<PiecesAction>(), Ok(action), "{text}");
    }
}

#[test]
fn malformed_texts_are_refused_with_a_reason() {
    for (text, reason) in [
        ("", "expected `play <card> moving"),
        ("play red:x.x/.x./...", "expected `play <card> moving"),
        ("play red:x.x/.x./... moving TL", "expected a move"),
        ("play red:x.x/.x./... moving TL->Q", "is not a cell"),
        ("play green:x.x/.x./... moving TL->C", "is not a color"),
        ("play red:xxxx/.x./... moving TL->C", "is not a pattern"),
    ] {
        let err = text.parse::<Play>().expect_err(text);
        assert!(
            err.reason().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
    for (text, reason) in [
        ("pass now", "expected `play <card> moving"),
        ("discard", "expected `play <card> moving"),
        (
            "discard red:x.x/.x./... blue:x.x/.x./...",
            "expected `play <card> moving",
        ),
        ("discard red:xx", "is not"),
    ] {
        let err = text.parse::<DuelAction>().expect_err(text);
        assert!(
            err.reason().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
    for (text, reason) in [
        (
            "score blue:..x/.x./x..",
            "expected `score <card> by <change>`",
        ),
        ("score blue:..x/.x./x.. by jump T->B", "expected a change"),
        ("end of turn: leave", "expected a change"),
        ("end of turn: add at", "expected a change"),
        ("end of turn: remove from X", "is not a cell"),
        ("keep", "expected `score <card> by <change>`"),
    ] {
        let err = text.parse::<PiecesAction>().expect_err(text);
        assert!(
            err.reason().contains(reason),
            "`{text}`: {err} (wanted `{reason}`)"
        );
    }
    assert!("move TL".parse::<Change>().is_err());
}
