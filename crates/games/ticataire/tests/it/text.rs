//! Moves as text: every variant reads back from what `Display` writes; garbage, columns out of
//! range, unknown piles and extra words are rejected.

use tic_ticataire::{Move, SeqPile};

fn read(text: &str) -> Move {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` does not read: {e}"))
}

#[test]
fn every_move_reads_back_from_its_text() {
    let mut moves = vec![Move::Flip];
    for c in 0..7 {
        moves.push(Move::WasteToColumn(c));
        for pile in SeqPile::ALL {
            moves.push(Move::ColumnToSequence { from: c, pile });
            moves.push(Move::SequenceToColumn { pile, to: c });
        }
        for to in 0..7 {
            moves.push(Move::ColumnToColumn { from: c, to });
        }
    }
    moves.extend(SeqPile::ALL.map(Move::WasteToSequence));
    for mv in moves {
        assert_eq!(read(&mv.to_string()), mv, "{mv}");
    }
    assert_eq!(read("flip"), Move::Flip);
    assert_eq!(read("Flipped card to column 3"), Move::WasteToColumn(2));
    assert_eq!(
        read("  column 1   onto column 7 "),
        Move::ColumnToColumn { from: 0, to: 6 }
    );
    assert_eq!(
        read("bottom card of column 2 to the high pile"),
        Move::ColumnToSequence {
            from: 1,
            pile: SeqPile::High
        }
    );
    assert_eq!(
        read("top of the low pile to column 4"),
        Move::SequenceToColumn {
            pile: SeqPile::Low,
            to: 3
        }
    );
    assert_eq!(
        read("flipped card to the low pile"),
        Move::WasteToSequence(SeqPile::Low)
    );
}

#[test]
fn garbage_bad_columns_and_extra_words_are_rejected() {
    for bad in [
        "",
        "flip twice",
        "flipped card to column 0",
        "flipped card to column 8",
        "flipped card to column -1",
        "flipped card to column 256",
        "flipped card to the middle pile",
        "column 1 onto column",
        "column one onto column 2",
        "top of the low pile to column 3 please",
        "3-star-red",
        "\u{1b}[2Jflip",
    ] {
        let err = bad.parse::<Move>().expect_err(bad);
        assert!(err.to_string().contains("cannot read"), "{err}");
    }
}
