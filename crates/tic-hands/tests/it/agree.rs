//! The fast evaluators agree with the literal `naive` ones on random hands of every size.
//!
//! Two generators: uniform hands, and "clustered" hands drawn from a small sub-cube of the deck
//! (few values per property), where Tics, big houses and sequences are common.

use proptest::prelude::*;
use tic_core::{Card, CardSet, Color, Number, Shape};
use tic_hands::spectrum::PointTable;
use tic_hands::{naive, sequences, spectrum, tic_of_a_kind, toker};

fn uniform(size: usize) -> impl Strategy<Value = CardSet> {
    prop::collection::btree_set(0usize..125, size)
        .prop_map(|ids| ids.into_iter().filter_map(Card::from_index).collect())
}

/// `size` distinct cards whose numbers, shapes and colors each come from a few values.
fn clustered(size: usize) -> impl Strategy<Value = CardSet> {
    // Per property: any 1 to 5 values, or (for sequences) a run of consecutive values.
    let values = || {
        (
            prop::sample::subsequence(vec![0usize, 1, 2, 3, 4], 1..=5),
            any::<bool>(),
        )
            .prop_map(|(subset, run)| {
                if run {
                    let lo = subset.first().copied().unwrap_or(0).min(5 - subset.len());
                    (lo..lo + subset.len()).collect()
                } else {
                    subset
                }
            })
    };
    (values(), values(), values(), any::<u64>()).prop_filter_map(
        "sub-cube too small",
        move |(ns, ss, cs, mut seed)| {
            let mut cube: Vec<Card> = Vec::new();
            for &n in &ns {
                for &s in &ss {
                    for &c in &cs {
                        cube.push(Card::new(Number::ALL[n], Shape::ALL[s], Color::ALL[c]));
                    }
                }
            }
            if cube.len() < size {
                return None;
            }
            // A seeded partial shuffle (xorshift) picks `size` cards of the cube.
            for i in 0..size {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let j = i + (seed % (cube.len() - i) as u64) as usize;
                cube.swap(i, j);
            }
            Some(cube.into_iter().take(size).collect())
        },
    )
}

/// `size` cards: one or two planted sequences (random properties, length, start and
/// directions; free properties random), then random cards.
fn planted(size: usize, seed: u64) -> CardSet {
    let mut rng = tic_core::GameRng::from_seed(tic_core::Seed(seed));
    let mut cards: Vec<Card> = Vec::new();
    let push = |cards: &mut Vec<Card>, card: Card| {
        if !cards.contains(&card) {
            cards.push(card);
        }
    };
    for _ in 0..1 + rng.below(2) {
        let props = 1 + rng.below(7) as usize; // bits: number, shape, color
        let len = 3 + rng.below(3) as usize;
        let mut start = [0usize; 3];
        let mut dir = [0i64; 3];
        for p in 0..3 {
            if props >> p & 1 == 1 {
                dir[p] = if rng.chance(1, 2) { 1 } else { -1 };
                let lo = rng.below((6 - len) as u64) as usize;
                start[p] = if dir[p] == 1 { lo } else { 4 - lo };
            }
        }
        for i in 0..len {
            let mut v = [0usize; 3];
            for p in 0..3 {
                v[p] = if props >> p & 1 == 1 {
                    (start[p] as i64 + dir[p] * i as i64) as usize
                } else {
                    rng.below(5) as usize
                };
            }
            push(
                &mut cards,
                Card::new(Number::ALL[v[0]], Shape::ALL[v[1]], Color::ALL[v[2]]),
            );
        }
    }
    while cards.len() < size {
        if let Some(card) = Card::from_index(rng.below(125) as usize) {
            push(&mut cards, card);
        }
    }
    cards.into_iter().take(size).collect()
}

fn hand(sizes: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = CardSet> {
    prop::sample::select(sizes.collect::<Vec<_>>()).prop_flat_map(|n| {
        prop_oneof![
            uniform(n),
            clustered(n),
            any::<u64>().prop_map(move |seed| planted(n, seed))
        ]
    })
}

/// A deal: common cards and `players` private hands, all disjoint.
fn deal(
    common: usize,
    private: usize,
    players: usize,
) -> impl Strategy<Value = (CardSet, Vec<CardSet>)> {
    let total = common + private * players;
    prop_oneof![uniform(total), clustered(total)].prop_map(move |all| {
        let cards: Vec<Card> = all.iter().collect();
        let set = |range: std::ops::Range<usize>| cards[range].iter().collect::<CardSet>();
        let privates = (0..players)
            .map(|p| set(common + p * private..common + (p + 1) * private))
            .collect();
        (set(0..common), privates)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn toker_rank5_agrees(h in hand(5..=5)) {
        prop_assert_eq!(toker::rank5(h), naive::toker_rank5(h));
    }

    #[test]
    fn toker_best_agrees(h in hand(5..=10)) {
        prop_assert_eq!(toker::best(h), naive::toker_best(h));
    }

    /// The places from the best hands' ranks and the own cards are the showdown's.
    #[test]
    fn toker_places_of_best_agree_with_the_showdown(
        dealt in prop_oneof![deal(5, 2, 4), deal(2, 3, 4), deal(5, 5, 2), deal(0, 5, 3), deal(4, 1, 8)]
    ) {
        let (common, privates) = dealt;
        let ranks: Vec<toker::Rank> = privates
            .iter()
            .map(|&p| toker::best(common | p).map(|b| b.rank))
            .collect::<Result<_, _>>()?;
        prop_assert_eq!(
            toker::places_of_best(&ranks, &privates),
            toker::showdown(common, &privates)?
        );
    }

    /// A rank's text, written straight off its key, is the category's name and its cards'
    /// names, highest first, as the rank's own accessors give them.
    #[test]
    fn rank_texts_are_the_category_and_the_cards(h in hand(5..=5), s in hand(6..=6)) {
        let rank = toker::rank5(h)?;
        let cards: Vec<String> = rank.cards().iter().map(|c| c.to_string()).collect();
        prop_assert_eq!(rank.to_string(), format!("{}: {}", rank.category(), cards.join(" ")));
        let rank = sequences::rank6(s)?;
        let cards: Vec<String> = rank.cards().iter().map(|c| c.to_string()).collect();
        prop_assert_eq!(rank.to_string(), format!("{}: {}", rank.category(), cards.join(" ")));
    }

    #[test]
    fn tic_of_a_kind_score5_agrees(h in hand(5..=5)) {
        let fast = tic_of_a_kind::score5(h)?;
        prop_assert_eq!(fast.points, naive::tic_of_a_kind_score(h, 1)?.points);
        prop_assert_eq!(naive::tic_of_a_kind_points_of(h, &fast.bases), Some(fast.points));
    }

    #[test]
    fn tic_of_a_kind_score_any_size_agrees(h in hand(0..=10), bases in 0usize..=3) {
        let fast = tic_of_a_kind::score(h, bases)?;
        prop_assert!(fast.bases.len() <= bases);
        prop_assert_eq!(fast.points, naive::tic_of_a_kind_score(h, bases)?.points);
        prop_assert_eq!(naive::tic_of_a_kind_points_of(h, &fast.bases), Some(fast.points));
    }

    #[test]
    fn spectrum_score5_agrees(h in hand(5..=5)) {
        let table = PointTable::default();
        prop_assert_eq!(spectrum::score5(h, &table), naive::spectrum_score5(h, &table));
    }
}

proptest! {
    // The naive Sequences and 10-card evaluators try hundreds of subsets per hand: fewer cases.
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    #[test]
    fn sequences_rank6_agrees(h in hand(6..=6)) {
        prop_assert_eq!(sequences::rank6(h), naive::sequences_rank6(h));
    }

    #[test]
    fn sequences_best_agrees(h in hand(6..=9)) {
        prop_assert_eq!(sequences::best(h), naive::sequences_best(h));
    }

    #[test]
    fn sequences_best_agrees_with_the_previous_evaluator(h in hand(6..=10)) {
        prop_assert_eq!(sequences::best(h), naive::sequences_best_by_triples(h));
    }

    #[test]
    fn sequences_category_agrees(h in hand(6..=10)) {
        prop_assert_eq!(
            sequences::category(h),
            naive::sequences_best(h).map(|b| b.rank.category())
        );
    }

    #[test]
    fn tic_of_a_kind_score10_agrees(h in hand(10..=10)) {
        let fast = tic_of_a_kind::score10(h)?;
        prop_assert_eq!(fast.points, naive::tic_of_a_kind_score(h, 2)?.points);
        prop_assert_eq!(naive::tic_of_a_kind_points_of(h, &fast.bases), Some(fast.points));
    }

    #[test]
    fn spectrum_score10_agrees(h in hand(10..=10)) {
        let table = PointTable { mono: 7, duo: 19, tripo: 41, no_sequence: -3 };
        let fast = spectrum::score10(h, &table)?;
        let slow = naive::spectrum_score10(h, &table)?;
        prop_assert_eq!(fast.points, slow.points);
        for run in &fast.sequences {
            prop_assert!(run.is_subset(h) && run.len() == 5);
        }
    }

    #[test]
    fn toker_showdown_agrees((common, privates) in deal(5, 3, 4)) {
        prop_assert_eq!(toker::showdown(common, &privates), naive::toker_showdown(common, &privates));
    }

    #[test]
    fn sequences_showdown_agrees((common, privates) in deal(6, 3, 3)) {
        prop_assert_eq!(
            sequences::showdown(common, &privates),
            naive::sequences_showdown(common, &privates)
        );
    }
}

/// Seeded hands from small sub-cubes of the deck: the same every run.
fn seeded_clustered_hands(count: usize, sizes: &[usize], seed: u64) -> Vec<CardSet> {
    let mut rng = tic_core::GameRng::from_seed(tic_core::Seed(seed));
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let pick = |rng: &mut tic_core::GameRng| -> Vec<usize> {
            let len = 1 + rng.below(5) as usize;
            if rng.chance(1, 2) {
                let lo = rng.below((6 - len) as u64) as usize;
                (lo..lo + len).collect()
            } else {
                let mut values = vec![0usize, 1, 2, 3, 4];
                rng.shuffle(&mut values);
                values.truncate(len);
                values
            }
        };
        let (ns, ss, cs) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
        let mut cube: Vec<Card> = Vec::new();
        for &n in &ns {
            for &s in &ss {
                for &c in &cs {
                    cube.push(Card::new(Number::ALL[n], Shape::ALL[s], Color::ALL[c]));
                }
            }
        }
        let size = sizes[rng.below(sizes.len() as u64) as usize];
        if cube.len() >= size {
            rng.shuffle(&mut cube);
            out.push(cube.into_iter().take(size).collect());
        }
    }
    out
}

#[test]
fn toker_agreement_covers_every_category() {
    let mut seen = [0usize; 11];
    for h in seeded_clustered_hands(3000, &[5, 6, 7, 8], 11) {
        let fast = toker::best(h).unwrap_or_else(|e| panic!("{h}: {e}"));
        assert_eq!(Ok(fast), naive::toker_best(h), "{h}");
        seen[fast.rank.category() as usize] += 1;
    }
    assert!(seen.iter().all(|&n| n > 0), "categories seen: {seen:?}");
}

/// The 10-card Tic-of-a-Kind search by pairs of groups scores as the previous one (every
/// candidate subset), on clustered hands where groups share cards and values hold six or more
/// (some with two Tic base hands, some with a Tic inside a larger Single); its base hands
/// recount to its points.
#[test]
fn tic_of_a_kind_score10_agrees_with_the_previous_search() {
    let (mut two_bases, mut tic_and_single) = (0, 0);
    for h in seeded_clustered_hands(6000, &[10], 17) {
        let fast = tic_of_a_kind::score10(h).unwrap_or_else(|e| panic!("{h}: {e}"));
        let previous = naive::tic_of_a_kind_score_by_candidates(h, 2);
        assert_eq!(Ok(fast.points), previous.map(|s| s.points), "{h}");
        assert_eq!(
            naive::tic_of_a_kind_points_of(h, &fast.bases),
            Some(fast.points),
            "{h}"
        );
        if fast.bases.len() == 2 {
            two_bases += 1;
            if fast.bases.iter().any(|&b| tic_core::tic_together(b))
                && fast.bases.iter().any(|&b| !tic_core::tic_together(b))
            {
                tic_and_single += 1;
            }
        }
    }
    assert!(
        two_bases > 4000 && tic_and_single > 1000,
        "{two_bases}, {tic_and_single}"
    );
}

/// The listing 10-card Spectrum evaluator chooses the same split as the previous one (every
/// split tried), ties included, under tables that favour, ignore or punish sequences.
#[test]
fn spectrum_score10_agrees_with_the_previous_evaluator() {
    let tables = [
        PointTable::default(),
        PointTable {
            mono: 7,
            duo: 19,
            tripo: 41,
            no_sequence: -3,
        },
        PointTable {
            mono: -5,
            duo: 0,
            tripo: 3,
            no_sequence: 0,
        },
        PointTable {
            mono: 1,
            duo: 1,
            tripo: 1,
            no_sequence: 1,
        },
    ];
    let mut two_sequences = 0;
    for (n, h) in seeded_clustered_hands(4000, &[10], 13)
        .into_iter()
        .enumerate()
    {
        let table = &tables[n % tables.len()];
        let fast = spectrum::score10(h, table);
        assert_eq!(fast, naive::spectrum_score10_by_splits(h, table), "{h}");
        if fast.is_ok_and(|s| s.sequences.len() == 2) {
            two_sequences += 1;
        }
    }
    assert!(
        two_sequences > 50,
        "only {two_sequences} hands split into two sequences"
    );
}

#[test]
fn sequences_agreement_covers_every_category() {
    let mut seen = [0usize; 12];
    let planted_hands = (0..1500).map(|seed| planted(6 + seed as usize % 2, seed));
    for h in seeded_clustered_hands(500, &[6, 7], 12)
        .into_iter()
        .chain(planted_hands)
    {
        let fast = sequences::best(h).unwrap_or_else(|e| panic!("{h}: {e}"));
        assert_eq!(Ok(fast), naive::sequences_best(h), "{h}");
        assert_eq!(sequences::category(h), Ok(fast.rank.category()), "{h}");
        seen[fast.rank.category() as usize] += 1;
    }
    assert!(seen.iter().all(|&n| n > 0), "categories seen: {seen:?}");
}
