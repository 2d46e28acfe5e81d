//! The properties the rummy-cards fuzz targets check (`cards_parse`, `melds`), shared with
//! rummy-cards' ordinary test (`crates/playing-cards/tests/it/fuzz_seeds.rs`), which runs them
//! on the seed inputs in `fuzz/seeds/` so CI covers them on the stable toolchain.
// Each fuzz target calls one of these checks.
#![allow(dead_code)]

use rummy_cards::{
    Card, MAX_HAND, MeldRules, MeldSolver, PointTable, Rank, SolveError, classify, naive,
    parse_cards,
};

/// Card text never panics; whatever parses prints back (short and long forms) to the same
/// cards.
pub fn cards_parse(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(format!("{card:#}").parse::<Card>(), Ok(card));
    }
    if let Ok(cards) = parse_cards(text) {
        let short: Vec<String> = cards.iter().map(ToString::to_string).collect();
        assert_eq!(parse_cards(&short.join(" ")), Ok(cards.clone()));
        let long: Vec<String> = cards.iter().map(|c| format!("{c:#}")).collect();
        assert_eq!(parse_cards(&long.join(", ")), Ok(cards));
    }
}

/// The rules from one byte: up to two wild ranks and ace-low.
fn rules(byte: u8) -> MeldRules {
    let first = usize::from(byte & 15);
    let second = usize::from((byte >> 4) & 7) * 2;
    let wild = [first, second]
        .into_iter()
        .filter_map(|i| Rank::ALL.get(i).copied());
    MeldRules::new(wild).with_ace_low(byte & 128 != 0)
}

/// A hand from bytes: each byte a card (index mod 53), at most `max` cards.
fn hand(bytes: &[u8], max: usize) -> Vec<Card> {
    bytes
        .iter()
        .take(max)
        .filter_map(|b| Card::from_index(usize::from(*b) % 53))
        .collect()
}

/// The solver against the brute force on hands of up to 8 cards (same points and cards left
/// over, a valid partition), and on hands up to a little over [`MAX_HAND`]: an answer or a
/// typed refusal, never a panic.
pub fn melds(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let rules = rules(first);
    for points in [PointTable::tick(), PointTable::count()] {
        let small = hand(rest, 8);
        let (naive_points, naive_cards) = naive::min_points_and_cards(&small, &rules, &points);
        let mut solver = MeldSolver::new(rules, points);
        let Ok(p) = solver.best_partition(&small) else {
            panic!("a small hand was refused: {small:?}");
        };
        assert_eq!(
            (p.points, p.leftover.len()),
            (naive_points, naive_cards),
            "{small:?}"
        );
        let mut used: Vec<Card> = p.leftover.clone();
        for meld in &p.melds {
            assert!(
                classify(meld.cards(), &rules).is_some(),
                "not a meld: {meld}"
            );
            used.extend(meld.cards());
        }
        used.sort_unstable();
        let mut sorted = small.clone();
        sorted.sort_unstable();
        assert_eq!(used, sorted, "the partition is not the hand");
        assert_eq!(solver.min_points(&small), Ok(p.points));
    }
    let big = hand(rest, MAX_HAND + 2);
    match MeldSolver::new(rules, PointTable::tick()).min_points(&big) {
        Ok(_) => assert!(big.len() <= MAX_HAND),
        Err(SolveError::HandTooLarge { cards, max }) => {
            assert_eq!((cards, max), (big.len(), MAX_HAND));
        }
        Err(SolveError::TooManyCopies { count, .. }) => assert!(count > 15),
        Err(e) => panic!("unexpected refusal: {e}"),
    }
}
