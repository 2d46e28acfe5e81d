//! Hand-worked examples: every category of every game, the rule texts' own examples, the
//! rulings (disjoint parts, no wrapping, number + shape only, private-card tie-break).

use tic_core::CardSet;
use tic_hands::spectrum::PointTable;
use tic_hands::{HandError, sequences, spectrum, tic_of_a_kind, toker};

fn cards(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn toker5(text: &str) -> toker::Category {
    toker::rank5(cards(text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .category()
}

fn seq6(text: &str) -> sequences::Category {
    sequences::rank6(cards(text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .category()
}

#[test]
fn toker_every_category() {
    use toker::Category::*;
    // The Tripo diagonal: every pair Nics.
    assert_eq!(toker5("1ov 2cc 3ty 4qo 5sr"), HighCard);
    assert_eq!(toker5("1ov 1cc 1ty 4qo 5sr"), ThreeSingle);
    assert_eq!(toker5("1ov 1oc 3ty 4qo 5sr"), TwoTic);
    assert_eq!(toker5("1ov 1cc 1ty 1qo 5sr"), FourSingle);
    // 4-square-red & 4-circle-red Tic; three stars Single.
    assert_eq!(toker5("4qr 4or 1sv 2sc 5sy"), LittleHouse);
    assert_eq!(toker5("1ov 2cv 3tv 4qv 5sv"), FiveSingle);
    assert_eq!(toker5("1ov 1oc 3ty 3to 5sr"), TwoTicPairs);
    assert_eq!(toker5("4qr 4or 4sr 1cv 2ty"), ThreeTic);
    assert_eq!(toker5("4qr 4or 4sr 1sv 1sc"), BigHouse);
    assert_eq!(toker5("4qr 4or 4sr 4cr 1sv"), FourTic);
    assert_eq!(toker5("4qr 4or 4sr 4cr 4tr"), FiveTic);
}

#[test]
fn toker_parts_are_disjoint() {
    use toker::Category::*;
    // 4-square-violet Tics with 4-square-red, which is already in the three that Tic: no big
    // house (ruling 7), and three that Tic outranks the four 4s that Single.
    assert_eq!(toker5("4qr 4or 4sr 4qv 1cc"), ThreeTic);
    // The Tic pair's cards cannot also be two of the three that Single: no little house.
    assert_eq!(toker5("1ov 1oc 1ty 2qr 5sy"), TwoTic);
}

#[test]
fn toker_best_of_more_cards() {
    let best =
        toker::best(cards("4qr 4or 4sr 1sv 1sc 2tv 3cc 5ty")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(best.rank.category(), toker::Category::BigHouse);
    assert_eq!(best.cards, cards("4qr 4or 4sr 1sv 1sc"));
    // Two ways to make four that Single with a kicker: the highest cards are kept.
    let best = toker::best(cards("1ov 1cc 1ty 1qo 1sr 5sv 2ty")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(best.rank.category(), toker::Category::FiveSingle);
    assert_eq!(best.cards, cards("1ov 1cc 1ty 1qo 1sr"));
}

#[test]
fn toker_order_within_a_category_is_card_by_card_highest_first() {
    // Both high card; the first holds 5-star-red, the top card.
    let with_top = toker::rank5(cards("1ov 2cc 3ty 4qo 5sr")).unwrap_or_else(|e| panic!("{e}"));
    let without = toker::rank5(cards("1ov 2cc 3ty 4qo 5sy")).unwrap_or_else(|e| panic!("{e}"));
    assert!(with_top > without);
    // Any higher category beats any lower one.
    let pair = toker::rank5(cards("1ov 1oc 2ty 3qv 4sc")).unwrap_or_else(|e| panic!("{e}"));
    assert!(pair > with_top);
    assert_eq!(
        with_top.to_string(),
        "high card: 5-star-red 4-square-orange 3-triangle-yellow 2-crescent-cyan 1-circle-violet"
    );
}

#[test]
fn toker_showdown_uses_own_cards_for_ties() {
    let common = cards("4qr 4or 4sr 1ov 2cc");
    let privates = [
        cards("5tv 3ty"), // three that Tic; best own card 5-triangle-violet (value 9)
        cards("5sv 2ty"), // three that Tic; best own card 5-star-violet (value 11)
        cards("1cv 3qo"), // 1-crescent-violet Tics with 1-circle-violet: big house
    ];
    assert_eq!(toker::showdown(common, &privates), Ok(vec![2, 1, 0]));
    // Nothing of their own to compare: a shared place.
    assert_eq!(
        toker::showdown(
            cards("4qr 4or 4sr 1ov 2cc"),
            &[CardSet::EMPTY, CardSet::EMPTY]
        ),
        Ok(vec![0, 0])
    );
}

#[test]
fn bad_hands_are_typed_errors() {
    assert_eq!(
        toker::rank5(cards("1ov 2cc 3ty 4qo")),
        Err(HandError::WrongSize {
            expected: "5",
            got: 4
        })
    );
    assert!(matches!(
        toker::best(cards("1ov 2cc 3ty 4qo")),
        Err(HandError::WrongSize { got: 4, .. })
    ));
    assert!(matches!(
        sequences::best(CardSet::FULL),
        Err(HandError::WrongSize { got: 125, .. })
    ));
    assert_eq!(
        toker::showdown(cards("1ov 2cc 3ty"), &[cards("4qo 5sr"), cards("5sr 1oc")]),
        Err(HandError::Overlap {
            cards: cards("5sr")
        })
    );
    assert!(tic_of_a_kind::score5(cards("1ov")).is_err());
    assert!(tic_of_a_kind::score(CardSet::FULL, 1).is_err());
    assert!(spectrum::score10(cards("1ov 2cc"), &PointTable::default()).is_err());
}

#[test]
fn sequences_every_category() {
    use sequences::Category::*;
    // Numbers only 1 and 5, shapes only circle and star: no run longer than one step.
    assert_eq!(seq6("1ov 1sr 5or 5sv 1oy 5sy"), HighCard);
    assert_eq!(seq6("1ov 2sr 3cv 4sy 1sy 2ov"), FourMono);
    assert_eq!(seq6("1ov 2sr 3cv 4sy 5or 1sr"), FiveMono);
    assert_eq!(seq6("1ov 2cv 3tv 5sr 5qo 1qr"), ThreeDuo);
    assert_eq!(seq6("1ov 2cv 3tv 4qv 5or 1sr"), FourDuo);
    assert_eq!(seq6("1ov 2cv 3tv 5or 4cr 3tr"), TwoThreeDuos);
    assert_eq!(seq6("1ov 2cv 3tv 4qv 5sv 1sr"), FiveDuo);
    assert_eq!(seq6("1ov 2cc 3ty 5sr 5qr 1or"), ThreeTripo);
    assert_eq!(seq6("1ov 2cc 3ty 5sv 4qv 3tv"), ThreeTripoThreeDuo);
    assert_eq!(seq6("1ov 2cc 3ty 4qo 1sr 5cv"), FourTripo);
    assert_eq!(seq6("1ov 2cc 3ty 2sr 3qo 4ty"), TwoThreeTripos);
    assert_eq!(seq6("1ov 2cc 3ty 4qo 5sr 1cv"), FiveTripo);
}

#[test]
fn sequences_two_duos_from_one_start_cell() {
    use sequences::Category::*;
    // One diagonal of the number+shape grid, (1, circle) (2, crescent) (3, triangle), with two
    // cards in each cell: two disjoint three-card Duos, the top two of each cell.
    assert_eq!(seq6("1ov 1oc 2cv 2cy 3tv 3tr"), TwoThreeDuos);
    let best = sequences::best(cards("1ov 1oc 2cv 2cy 3tv 3tr 5sr 4or 1sy")).unwrap();
    assert_eq!(best.rank.category(), TwoThreeDuos);
    assert_eq!(best.cards, cards("1ov 1oc 2cv 2cy 3tv 3tr"));
    // One cell of the diagonal with a single card: one run only.
    assert_eq!(seq6("1ov 1oc 2cv 2cy 3tv 5sr"), ThreeDuo);
    // Two diagonals from (1, triangle), up to (3, star) and down to (3, circle): two cards in
    // the shared cell make two disjoint runs, one card does not.
    assert_eq!(seq6("1tv 1to 2qv 3sv 2cv 3ov"), TwoThreeDuos);
    assert_eq!(seq6("1tv 2qv 3sv 2cv 3ov 5sr"), ThreeDuo);
    // The top two cards of the shared cell, the others' top cards.
    let best = sequences::best(cards("1tv 1to 1tr 2qv 3sv 2cv 3ov")).unwrap();
    assert_eq!(best.rank.category(), TwoThreeDuos);
    assert_eq!(best.cards, cards("1tr 1to 2qv 3sv 2cv 3ov"));
}

#[test]
fn sequences_rulings() {
    use sequences::Category::*;
    // Ruling 9: a three-card Mono (numbers 1-2-3) is only high card.
    assert_eq!(seq6("1ov 2oy 3or 1sr 5sr 5ov"), HighCard);
    // No wrapping: numbers 3-4-5-4-3 with shapes 1-2-3-4-5 would be a five-card Duo if numbers
    // could turn at 5; without wrapping it is two Duo triples sharing 5-triangle-violet, so
    // only one counts.
    assert_eq!(seq6("3ov 4cv 5tv 4qv 3sv 1or"), ThreeDuo);
}

#[test]
fn sequences_best_and_showdown() {
    let best =
        sequences::best(cards("1ov 2cc 3ty 4qo 5sr 1cv 2qr 3sr")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(best.rank.category(), sequences::Category::FiveTripo);
    assert!(cards("1ov 2cc 3ty 4qo 5sr").is_subset(best.cards));
    // The kicker is the highest other card: 3-star-red (value 11).
    assert_eq!(best.cards, cards("1ov 2cc 3ty 4qo 5sr 3sr"));
    let common = cards("1ov 2cc 3ty 5sr 5qr 1or");
    let places = sequences::showdown(common, &[cards("4qo"), cards("2qv")]);
    // 4-square-orange extends the Tripo to four cards.
    assert_eq!(places, Ok(vec![0, 1]));
}

#[test]
fn tic_of_a_kind_examples() {
    let score = |t: &str| tic_of_a_kind::score5(cards(t)).unwrap_or_else(|e| panic!("{e}"));
    // The text: three cards Ticking, the other two subtracted (number + shape only).
    let s = score("4-square-red 4-circle-red 4-star-red 1-circle-violet 2-star-cyan");
    assert_eq!(
        s.points,
        30 + (4 + 4) + (4 + 1) + (4 + 5) - (1 + 1) - (2 + 5)
    );
    assert_eq!(s.bases[..], [cards("4qr 4or 4sr")]);
    // No base hand: every card counts against.
    assert_eq!(score("1ov 2cc 3ty 4qo 5sr").points, -(2 + 4 + 6 + 8 + 10));
    assert!(score("1ov 2cc 3ty 4qo 5sr").bases.is_empty());
    // Three that Tic (30) beats the four 5s that Single (10) here: 49 against 47.
    let s = score("5sr 5sy 5so 5qv 1ov");
    assert_eq!(s.points, 30 + 3 * 10 - 9 - 2);
    assert_eq!(s.bases[..], [cards("5sr 5sy 5so")]);
    // Five that Single: 15 + numbers and shapes.
    assert_eq!(score("2ov 2cc 2ty 2qo 2sr").points, 15 + 3 + 4 + 5 + 6 + 7);
    // Color does not count: only the off card's color differs.
    assert_eq!(
        score("4qr 4or 4sr 1ov 2sc").points,
        score("4qr 4or 4sr 1or 2sc").points
    );
    assert_eq!(
        score("4qr 4or 4sr 1ov 2sc").points,
        score("4qr 4or 4sr 1oy 2sc").points
    );
}

#[test]
fn tic_of_a_kind_ten_cards_takes_two_base_hands() {
    let s = tic_of_a_kind::score10(cards("4or 4cr 4tr 4qr 4sr 1ov 1cc 1ty 2qv 5cy"))
        .unwrap_or_else(|e| panic!("{e}"));
    // Five that Tic (50 + 5+6+7+8+9) and three 1s that Single (5 + 2+3+4), minus 2-square (6)
    // and 5-crescent (7).
    assert_eq!(s.points, 50 + 35 + 5 + 9 - 6 - 7);
    let mut bases = s.bases.to_vec();
    bases.sort();
    let mut expected = vec![cards("4or 4cr 4tr 4qr 4sr"), cards("1ov 1cc 1ty")];
    expected.sort();
    assert_eq!(bases, expected);
    // Every property value held exactly twice: no base hand, all ten count against.
    let s = tic_of_a_kind::score10(cards("1ov 2cc 3ty 4qo 5sr 1cy 2to 3qr 4sv 5oc"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.points, -60);
    assert!(s.bases.is_empty());
}

/// Ten cards whose groups share cards: which base hands take them (number + shape: circle 1,
/// crescent 2, triangle 3, square 4, star 5).
#[test]
fn tic_of_a_kind_ten_cards_share_cards_between_base_hands() {
    let score10 = |t: &str| tic_of_a_kind::score10(cards(t)).unwrap_or_else(|e| panic!("{e}"));
    let sorted = |s: &tic_of_a_kind::Score| {
        let mut bases = s.bases.to_vec();
        bases.sort_by_key(|b| b.len());
        bases
    };

    // The three red 4s Tic; the 4s also Single (five cards), but their Single would need the
    // crescent 4, which the violet Single needs too. Tic + violet Single: 30 + 5, plus the six
    // cards (8+5+9 + 6+2+10), minus the other four (7+4+7+4).
    let s = score10("4qr 4or 4sr 4cv 4ty 1ov 5sv 2cc 3qy 1tc");
    assert_eq!(s.points, 35 + 40 - 22);
    let mut expected = vec![cards("4qr 4or 4sr"), cards("4cv 1ov 5sv")];
    expected.sort_by_key(|b| b.len());
    assert_eq!(sorted(&s), expected);

    // Four red 4s Tic, inside six 4s. Best: three of the red 4s Tic and the fourth Singles
    // with the other two 4s (30 + 5, every 4 counted for: 8+5+9+6+7+6), rather than the four
    // Tic alone (40 + 28 - 37 = 31) or two Singles of 4s (10 + 41 - 24 = 27).
    let s = score10("4qr 4or 4sr 4cr 4ty 4cv 1oc 2qv 3sc 5to");
    assert_eq!(s.points, 35 + 41 - (2 + 6 + 8 + 8));
    let bases = sorted(&s);
    assert_eq!(bases.len(), 2);
    let reds = cards("4qr 4or 4sr 4cr");
    assert!(bases[0].len() == 3 && bases[0].is_subset(reds), "{bases:?}");
    assert_eq!(bases[1], (reds - bases[0]) | cards("4ty 4cv"));

    // Nine 4s, three of them red: the red Tic and the best five of the other six 4s Single
    // (the circle 4, lowest, left out): 30 + 15 + (8+5+9 + 6+7+8+9+7) - (5 + 3). Two Singles
    // of the 4s would give 25 + 64 - 3 = 86.
    let s = score10("4qr 4or 4sr 4cv 4ty 4qo 4sc 4tv 4oy 1cc");
    assert_eq!(s.points, 45 + 59 - 8);
    let mut expected = vec![cards("4qr 4or 4sr"), cards("4cv 4ty 4qo 4sc 4tv")];
    expected.sort_by_key(|b| b.len());
    assert_eq!(sorted(&s), expected);
}

#[test]
fn spectrum_examples() {
    let table = PointTable::default();
    let score = |t: &str| spectrum::score5(cards(t), &table).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(score("1ov 2cc 3ty 4qo 5sr").points, table.tripo);
    assert_eq!(score("1sr 2qv 3tr 4cc 5oy").points, table.duo);
    assert_eq!(score("1ov 2sr 3cv 4sy 5or").points, table.mono);
    let none = score("1ov 1cv 3ty 4qo 4qr");
    assert_eq!(none.points, table.no_sequence);
    assert!(none.sequences.is_empty());
    // Ten cards: the Tripo and the Mono, scored apart.
    let ten = spectrum::score10(cards("1ov 2cc 3ty 4qo 5sr 1oy 2sr 3cv 4sy 5or"), &table)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ten.points, table.tripo + table.mono);
    assert_eq!(ten.sequences.len(), 2);
    // A custom table is used as given.
    let custom = PointTable {
        mono: 1,
        duo: 2,
        tripo: 3,
        no_sequence: -1,
    };
    assert_eq!(
        spectrum::score5(cards("1sr 2qv 3tr 4cc 5oy"), &custom).map(|s| s.points),
        Ok(2)
    );
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_rejects_bad_ranks() {
    let rank = toker::rank5(cards("4qr 4or 4sr 1sv 1sc")).unwrap_or_else(|e| panic!("{e}"));
    let json = serde_json::to_string(&rank).unwrap_or_default();
    assert_eq!(serde_json::from_str::<toker::Rank>(&json).ok(), Some(rank));
    assert!(serde_json::from_str::<toker::Rank>("123456789012345").is_err());
    let table = PointTable::default();
    let json = serde_json::to_string(&table).unwrap_or_default();
    assert_eq!(serde_json::from_str::<PointTable>(&json).ok(), Some(table));
    let score =
        tic_of_a_kind::score5(cards("4qr 4or 4sr 1sv 1sc")).unwrap_or_else(|e| panic!("{e}"));
    let json = serde_json::to_string(&score).unwrap_or_default();
    assert_eq!(
        serde_json::from_str::<tic_of_a_kind::Score>(&json).ok(),
        Some(score)
    );
}
