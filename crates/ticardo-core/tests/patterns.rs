//! The enumeration against brute force, the tables against naive definitions, text forms.

use std::collections::BTreeSet;

use proptest::prelude::*;
use ticardo_core::{
    Card, Cell, Color, PATTERN_COUNT, PATTERNS, Pattern, Reach, add_one_classes, class_of,
    is_off_by_one, moves_to, one_move_classes, pattern_count_with_dots, remove_one_classes,
};

/// Rotation written differently from the library: by coordinates.
fn rotate_naive(p: u16) -> u16 {
    let mut out = 0;
    for r in 0..3 {
        for c in 0..3 {
            if p & (1 << (r * 3 + c)) != 0 {
                // Quarter turn clockwise: the left column becomes the top row.
                let (nr, nc) = (c, 2 - r);
                out |= 1 << (nr * 3 + nc);
            }
        }
    }
    out
}

fn orbit(p: u16) -> BTreeSet<u16> {
    let mut set = BTreeSet::new();
    let mut q = p;
    for _ in 0..4 {
        set.insert(q);
        q = rotate_naive(q);
    }
    set
}

fn reflect(p: u16) -> u16 {
    let mut out = 0;
    for r in 0..3 {
        for c in 0..3 {
            if p & (1 << (r * 3 + c)) != 0 {
                out |= 1 << (r * 3 + (2 - c));
            }
        }
    }
    out
}

#[test]
fn enumeration_matches_brute_force_orbits() {
    for dots in 1..=3u32 {
        let orbits: BTreeSet<BTreeSet<u16>> = (0u16..512)
            .filter(|m| m.count_ones() == dots)
            .map(orbit)
            .collect();
        assert_eq!(pattern_count_with_dots(dots), orbits.len(), "{dots} dots");
    }
    assert_eq!(
        [1, 2, 3].map(pattern_count_with_dots),
        [3, 10, 22],
        "the derived counts (the text says 3, 10, 23)"
    );
    assert_eq!(PATTERN_COUNT, 35);
    assert_eq!(Card::all().count(), 70);
}

#[test]
fn with_reflections_the_counts_would_not_match_the_text() {
    // Under rotations and reflections there would be 3, 8 and 16 patterns: the text's 10
    // two-dot patterns show that only rotations count.
    let counts = [1u32, 2, 3].map(|dots| {
        (0u16..512)
            .filter(|m| m.count_ones() == dots)
            .map(|m| {
                let mut all = orbit(m);
                all.extend(orbit(reflect(m)));
                all
            })
            .collect::<BTreeSet<_>>()
            .len()
    });
    assert_eq!(counts, [3, 8, 16]);
}

#[test]
fn patterns_are_canonical_distinct_and_ordered() {
    for (i, p) in PATTERNS.iter().enumerate() {
        assert_eq!(p.canonical(), *p);
        assert_eq!(class_of(*p), Some(i));
        assert_eq!(*orbit(p.bits()).iter().next().unwrap(), p.bits());
        for q in &PATTERNS[..i] {
            assert!(!p.is_rotation_of(*q));
            assert!((q.count(), q.bits()) < (p.count(), p.bits()));
        }
    }
    assert_eq!(class_of(Pattern::EMPTY), None);
    assert_eq!(class_of("xx./xx./...".parse().unwrap()), None);
}

#[test]
fn the_texts_single_dot_example() {
    // "There are only three ways to uniquely place a single dot": corner, edge, centre.
    let singles: Vec<String> = PATTERNS
        .iter()
        .filter(|p| p.count() == 1)
        .map(ToString::to_string)
        .collect();
    assert_eq!(singles, ["x../.../...", ".x./.../...", ".../.x./..."]);
    let corner: Pattern = "..x/.../...".parse().unwrap();
    assert!(corner.is_rotation_of("x../.../...".parse().unwrap()));
}

fn naive_off_by_one(board: u16, card: u16, reach: Reach) -> bool {
    orbit(card).into_iter().any(|rot| {
        if board.count_ones() != rot.count_ones() || (board ^ rot).count_ones() != 2 {
            return false;
        }
        let from = Cell::new((board & !rot).trailing_zeros() as u8).unwrap();
        let to = Cell::new((rot & !board).trailing_zeros() as u8).unwrap();
        match reach {
            Reach::Any => true,
            Reach::OneSpace => {
                from.row()
                    .abs_diff(to.row())
                    .max(from.col().abs_diff(to.col()))
                    == 1
            }
            Reach::Cardinal => from.row().abs_diff(to.row()) + from.col().abs_diff(to.col()) == 1,
        }
    })
}

fn naive_change(board: u16, card: u16, add: bool) -> bool {
    orbit(card).into_iter().any(|rot| {
        let (big, small) = if add { (rot, board) } else { (board, rot) };
        big & small == small && big.count_ones() == small.count_ones() + 1
    })
}

#[test]
fn the_texts_off_by_one_examples() {
    // The pictures are missing; these are the examples as the text describes them.
    let board: Pattern = "x.x/.x./...".parse().unwrap();
    // Moving the upper-right dot to the lower-right.
    let far: Pattern = "x../.x./..x".parse().unwrap();
    assert!(is_off_by_one(board, far, Reach::Any));
    assert!(
        !is_off_by_one(board, far, Reach::OneSpace),
        "two spaces away"
    );
    // Dropping the upper-right dot down one square.
    let near: Pattern = "x../.xx/...".parse().unwrap();
    assert!(is_off_by_one(board, near, Reach::OneSpace));
    assert!(is_off_by_one(board, near, Reach::Cardinal));
    // A diagonal step is one space but not cardinal: T -> L gives x../xx./... rotated.
    let b2: Pattern = ".x./.x./.x.".parse().unwrap();
    let diag: Pattern = ".../xx./.x.".parse().unwrap();
    assert!(is_off_by_one(b2, diag, Reach::OneSpace));
    // A card of the board's own pattern counts when a move gives it turned: TL -> BR turns
    // x.x/.x./... into ..x/.x./..x, the same pattern a quarter turn on...
    let turned: Pattern = "..x/.x./..x".parse().unwrap();
    let (tl, br): (Cell, Cell) = ("TL".parse().unwrap(), "BR".parse().unwrap());
    assert_eq!(board.without(tl).with(br), turned);
    assert_eq!(class_of(turned), class_of(board));
    assert!(is_off_by_one(board, board, Reach::Any));
    assert!(!is_off_by_one(board, board, Reach::OneSpace));
    // ...but a line of three is never one move from another line.
    let line: Pattern = "xxx/.../...".parse().unwrap();
    assert!(!is_off_by_one(line, line, Reach::Any));
}

#[test]
fn tables_agree_with_naive_on_every_pair() {
    for board in 0u16..512 {
        let b = Pattern::from_bits(board).unwrap();
        for p in PATTERNS {
            let c = class_of(p).unwrap();
            for reach in Reach::ALL {
                assert_eq!(
                    one_move_classes(b, reach).contains(c),
                    naive_off_by_one(board, p.bits(), reach),
                    "{b} {p} {reach}"
                );
            }
            for reach in Reach::ALL {
                assert_eq!(
                    ticardo_core::naive::is_off_by_one(b, p, reach),
                    naive_off_by_one(board, p.bits(), reach)
                );
                assert_eq!(
                    ticardo_core::naive::moves_to(b, p, reach),
                    moves_to(b, p, reach, Pattern::EMPTY).collect::<Vec<_>>()
                );
            }
            assert_eq!(
                add_one_classes(b).contains(c),
                naive_change(board, p.bits(), true)
            );
            assert_eq!(
                remove_one_classes(b).contains(c),
                naive_change(board, p.bits(), false)
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn moves_to_lists_exactly_the_matching_moves(board in 0u16..512, class in 0usize..PATTERN_COUNT, blocked in 0u16..512, r in 0usize..3) {
        let b = Pattern::from_bits(board).unwrap();
        let blocked = Pattern::from_bits(blocked & !board).unwrap();
        let target = PATTERNS[class];
        let reach = Reach::ALL[r];
        let fast: Vec<(Cell, Cell)> = moves_to(b, target, reach, blocked).collect();
        let mut naive = Vec::new();
        for from in Cell::ALL {
            for to in Cell::ALL {
                if b.contains(from) && !b.contains(to) && !blocked.contains(to)
                    && reach.allows(from, to)
                    && orbit(target.bits()).contains(&b.without(from).with(to).bits())
                {
                    naive.push((from, to));
                }
            }
        }
        prop_assert_eq!(fast, naive);
    }

    #[test]
    fn rotation_preserves_class(board in 1u16..512) {
        let b = Pattern::from_bits(board).unwrap();
        prop_assert_eq!(b.rotated_cw().bits(), rotate_naive(board));
        prop_assert_eq!(b.rotated_cw().canonical(), b.canonical());
        prop_assert_eq!(class_of(b.rotated_half()), class_of(b));
    }

    #[test]
    fn card_text_round_trips(index in 0usize..70, turn in 0usize..4) {
        let card = Card::from_index(index).unwrap();
        prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        let turned = format!("{}:{}", card.color(), card.pattern().rotations()[turn]);
        prop_assert_eq!(turned.parse::<Card>(), Ok(card));
    }

    #[test]
    fn garbage_never_panics(text in ".{0,20}") {
        let _ = text.parse::<Card>();
        let _ = text.parse::<Pattern>();
        let _ = text.parse::<Cell>();
    }
}

#[test]
fn card_text_forms_and_errors() {
    let card: Card = "red:x.x/.x./...".parse().unwrap();
    assert_eq!(card.color(), Color::Red);
    assert_eq!(card.dots(), 3);
    assert!("green:x.x/.x./...".parse::<Card>().is_err());
    assert!("red:.../.../...".parse::<Card>().is_err(), "no dots");
    assert!("red:xx./xx./...".parse::<Card>().is_err(), "four dots");
    assert!("red:x.x/.x.".parse::<Card>().is_err());
    assert!("red".parse::<Card>().is_err());
    assert_eq!(Card::deck(Color::Red, 3..=3).len(), 22);
    assert_eq!(Card::deck(Color::Blue, 1..=3).len(), 35);
    assert!(
        Card::deck(Color::Blue, 1..=3)
            .iter()
            .all(|c| c.color() == Color::Blue)
    );
    let cell: Cell = "br".parse().unwrap();
    assert_eq!(cell, Cell::at(2, 2).unwrap());
    assert!("Q".parse::<Cell>().is_err());
    assert!("9".parse::<Cell>().is_err());
}

#[test]
fn cards_serialize_as_their_text() {
    let card: Card = "blue:xx./.../...".parse().unwrap();
    let json = serde_json::to_string(&card).unwrap();
    assert_eq!(json, "\"blue:xx./.../...\"");
    assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
    assert!(serde_json::from_str::<Card>("\"blue:xxxx\"").is_err());
}
