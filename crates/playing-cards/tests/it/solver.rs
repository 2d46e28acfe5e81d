//! The meld solver: hand-worked examples, and agreement with the brute force on random hands.

use proptest::prelude::*;
use rummy_cards::{
    Card, MAX_HAND, MeldRules, MeldSolver, Partition, PointTable, Rank, SolveError, best_partition,
    can_meld_all, classify, min_points, naive, parse_cards, shoe,
};

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("valid cards")
}

fn tick_points(text: &str, wild: &[Rank]) -> u32 {
    min_points(
        &cards(text),
        &MeldRules::new(wild.iter().copied()),
        &PointTable::tick(),
    )
    .expect("small hand")
}

/// The partition is made of the hand's cards, every meld is a meld and the points add up.
fn check_partition(hand: &[Card], rules: &MeldRules, points: &PointTable, p: &Partition) {
    let mut all: Vec<Card> = p.leftover.clone();
    for meld in &p.melds {
        assert!(
            classify(meld.cards(), rules).is_some(),
            "not a meld: {meld} (hand {hand:?})"
        );
        all.extend(meld.cards());
    }
    all.sort_unstable();
    let mut sorted = hand.to_vec();
    sorted.sort_unstable();
    assert_eq!(all, sorted, "the partition is not the hand");
    let sum: u32 = p.leftover.iter().map(|c| points.of(*c)).sum();
    assert_eq!(sum, p.points);
}

#[test]
fn the_rule_texts_ticks() {
    // First deal: 3 cards, threes wild. "A tick can only be made with all cards of the same
    // number or all cards in one straight."
    let threes = MeldRules::new([Rank::Three]);
    assert!(can_meld_all(&cards("8h 8s 8c"), &threes).unwrap());
    assert!(can_meld_all(&cards("8h 9h 10h"), &threes).unwrap());
    assert!(
        can_meld_all(&cards("8h 3s 10h"), &threes).unwrap(),
        "a wild three"
    );
    assert!(!can_meld_all(&cards("8h 9s 10h"), &threes).unwrap());
    // Third deal: 5 cards, fives wild: still one meld.
    let fives = MeldRules::new([Rank::Five]);
    assert!(can_meld_all(&cards("Kh Ks Kd Kc Jk"), &fives).unwrap());
    assert!(!can_meld_all(&cards("Kh Ks Kd 2c 2d"), &fives).unwrap());
    // More cards: any combination of sets and runs, all cards used.
    let eights = MeldRules::new([Rank::Eight]);
    assert!(can_meld_all(&cards("4s 5s 6s Qh Qd Qc"), &eights).unwrap());
    assert!(can_meld_all(&cards("4s 5s 8d Qh Qd 8c"), &eights).unwrap());
    assert!(!can_meld_all(&cards("4s 5s 6s Qh Qd 2c"), &eights).unwrap());
}

#[test]
fn melds_count_zero_whether_or_not_the_hand_ticks() {
    // 5h 6h 7h melds; the king and the ace count.
    assert_eq!(tick_points("5h 6h 7h Kd As", &[Rank::Three]), 55);
    // Nothing melds: everything counts, the joker 0, the wild three its face value.
    assert_eq!(tick_points("2h 9s Jk", &[Rank::Four]), 11);
    assert_eq!(
        tick_points("2h 9s 3d", &[Rank::Three]),
        14,
        "a spare wild counts as itself"
    );
    // The wild card goes where it saves most: with the queens, not with the twos.
    assert_eq!(tick_points("Qh Qs 2c 2d Jk", &[Rank::Nine]), 4);
}

#[test]
fn wild_cards_and_naturals() {
    // Jokers alone never meld (ruling 16); wild-rank cards used as themselves are natural.
    let sevens = MeldRules::new([Rank::Seven]);
    assert!(!can_meld_all(&cards("Jk Jk Jk"), &sevens).unwrap());
    assert!(can_meld_all(&cards("7h 7s Jk"), &sevens).unwrap());
    assert!(can_meld_all(&cards("7h 7s 7s"), &sevens).unwrap());
    // A spare wild card joins a meld instead of counting.
    assert_eq!(tick_points("9h 10h Jh 7c", &[Rank::Seven]), 0);
    assert_eq!(tick_points("9h 9s 9d 7c 7d Jk", &[Rank::Seven]), 0);
    // Wild cards fill gaps and extend runs.
    assert_eq!(tick_points("5h 7c 8h Jk 9h", &[Rank::Seven]), 0);
    // Thirteen hearts and a joker meld entirely: two runs, the joker standing for a second
    // copy of a heart where they meet (2-7 with the joker as the 7, then 7-A).
    let all_hearts = cards("2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah Jk");
    let p = best_partition(&all_hearts, &MeldRules::default(), &PointTable::tick()).unwrap();
    check_partition(&all_hearts, &MeldRules::default(), &PointTable::tick(), &p);
    assert!(p.is_complete());
    // A run holds at most 13 cards: a fourteenth place does not exist.
    assert_eq!(
        classify(&all_hearts, &MeldRules::default().with_ace_low(true)),
        None
    );
}

#[test]
fn aces_high_by_default_low_as_an_option() {
    assert_eq!(tick_points("Ah 2h 3h", &[]), 35);
    assert_eq!(tick_points("Qh Kh Ah", &[]), 0);
    let low = MeldRules::default().with_ace_low(true);
    assert_eq!(
        min_points(&cards("Ah 2h 3h"), &low, &PointTable::tick()).unwrap(),
        0
    );
    assert_eq!(
        min_points(&cards("Kh Ah 2h"), &low, &PointTable::tick()).unwrap(),
        57,
        "no turning the corner"
    );
    assert_eq!(
        min_points(&cards("Ah Jk 3h Qh Kh Ah"), &low, &PointTable::tick()).unwrap(),
        0,
        "one ace low, the other high"
    );
}

#[test]
fn duplicates_from_two_decks() {
    assert_eq!(
        tick_points("9h 9h 9s", &[]),
        0,
        "a set with two equal cards"
    );
    assert_eq!(tick_points("9h 9h 10h", &[]), 28, "not a run");
    assert_eq!(tick_points("8h 9h 10h 8h 9h 10h", &[]), 0, "two equal runs");
}

#[test]
fn best_partition_shows_its_work() {
    let hand = cards("5h 6h 7c 9s 9d Jk Kc 2d");
    let rules = MeldRules::new([Rank::Seven]);
    let p = best_partition(&hand, &rules, &PointTable::tick()).unwrap();
    check_partition(&hand, &rules, &PointTable::tick(), &p);
    // The seven completes 5h 6h, the joker the nines (melding the king instead saves less).
    assert_eq!(p.points, 27);
    assert_eq!(p.leftover, cards("Kc 2d"));
    assert_eq!(p.melds.len(), 2);
}

#[test]
fn oversized_hands_are_errors() {
    let big = shoe(2, 2);
    assert!(matches!(
        min_points(&big, &MeldRules::default(), &PointTable::tick()),
        Err(SolveError::HandTooLarge { cards: 108, .. })
    ));
    let one_over = shoe(1, 0)[..MAX_HAND + 1].to_vec();
    assert_eq!(
        min_points(&one_over, &MeldRules::default(), &PointTable::tick()),
        Err(SolveError::HandTooLarge {
            cards: MAX_HAND + 1,
            max: MAX_HAND
        })
    );
    let copies = vec![Card::JOKER; 16];
    assert!(matches!(
        min_points(&copies, &MeldRules::default(), &PointTable::tick()),
        Err(SolveError::TooManyCopies { count: 16, .. })
    ));
}

/// The limit covers every real Tick hand (14 cards: 13 dealt and one drawn) with room to spare,
/// and the worst case the hill climb of `examples/meld_adversary.rs` found solves.
#[test]
fn the_hand_limit_covers_tick_with_room_to_spare() {
    const { assert!(MAX_HAND >= 14 + 6) };
    let worst = cards("7c 8c Qc Kc 4d 4d 5d 6d 7d 8d 9d Qd 2h 7h 8h Qh 7s 8s Qs Ks");
    assert_eq!(worst.len(), MAX_HAND);
    let rules = MeldRules::new([Rank::Four, Rank::Six, Rank::Eight]);
    let p = best_partition(&worst, &rules, &PointTable::tick()).unwrap();
    check_partition(&worst, &rules, &PointTable::tick(), &p);
    // Every card melds: the run 4d 5d 6d 7d 8d 9d, the sevens 7c 7h 7s, the four queens,
    // Kc Ks 8c, 2h 8h 8s (eights wild), and the other 4d, wild, joins any set.
    assert_eq!(p.points, 0);
}

fn rules_strategy() -> impl Strategy<Value = MeldRules> {
    (
        proptest::option::of(0usize..13),
        proptest::option::of(0usize..13),
        any::<bool>(),
    )
        .prop_map(|(a, b, low)| {
            MeldRules::new(a.into_iter().chain(b).map(|i| Rank::ALL[i])).with_ace_low(low)
        })
}

/// Hands from two decks with jokers, drawn from a few ranks and suits so melds are common.
fn hand_strategy(max: usize) -> impl Strategy<Value = Vec<Card>> {
    (0usize..10, 1usize..=4, 4usize..=13).prop_flat_map(move |(first, suits, ranks)| {
        let mut pool: Vec<Card> = shoe(2, 2)
            .into_iter()
            .filter(|c| match (c.rank(), c.suit()) {
                (Some(r), Some(s)) => s.index() < suits && (r.index() + 13 - first) % 13 < ranks,
                _ => true,
            })
            .collect();
        pool.sort_unstable();
        let most = max.min(pool.len());
        proptest::sample::subsequence(pool, 0..=most).prop_shuffle()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn solver_agrees_with_brute_force(hand in hand_strategy(8), rules in rules_strategy()) {
        let points = PointTable::tick();
        let (naive_points, naive_cards) = naive::min_points_and_cards(&hand, &rules, &points);
        let p = best_partition(&hand, &rules, &points).unwrap();
        check_partition(&hand, &rules, &points, &p);
        prop_assert_eq!(p.points, naive_points, "hand {:?}", hand);
        prop_assert_eq!(p.leftover.len(), naive_cards, "hand {:?}", hand);
        prop_assert_eq!(can_meld_all(&hand, &rules).unwrap(), naive_cards == 0);
    }

    #[test]
    fn solver_agrees_with_brute_force_on_counts(hand in hand_strategy(8), rules in rules_strategy()) {
        // Another point table: every card costs one, so the fewest cards are left over.
        let points = PointTable::count();
        let (naive_points, _) = naive::min_points_and_cards(&hand, &rules, &points);
        prop_assert_eq!(min_points(&hand, &rules, &points).unwrap(), naive_points);
    }

    #[test]
    fn big_hands_give_valid_partitions(hand in hand_strategy(14), rules in rules_strategy()) {
        let points = PointTable::tick();
        let mut solver = MeldSolver::new(rules, points);
        let p = solver.best_partition(&hand).unwrap();
        check_partition(&hand, &rules, &points, &p);
        prop_assert_eq!(solver.min_points(&hand).unwrap(), p.points);
        // Adding a card never costs more than the card itself.
        let mut more = hand.clone();
        more.push(Card::JOKER);
        prop_assert!(solver.min_points(&more).unwrap() <= p.points);
    }
}
