//! Proptest: every fast predicate agrees with its definition-by-enumeration in `tic_core::naive`,
//! and `CardSet` behaves like a `BTreeSet` of cards.

use std::collections::BTreeSet;

use proptest::prelude::*;
use tic_core::{Card, CardSet, Props, Step, naive};

fn any_card() -> impl Strategy<Value = Card> {
    (0usize..125).prop_map(|i| Card::from_index(i).unwrap_or(Card::BOTTOM))
}

fn any_set(max: usize) -> impl Strategy<Value = CardSet> {
    proptest::collection::btree_set(0usize..125, 0..=max)
        .prop_map(|s| s.into_iter().filter_map(Card::from_index).collect())
}

/// Sets biased towards structure (few values per property), so sequences and Tics are common.
fn structured_set(max: usize) -> impl Strategy<Value = CardSet> {
    (
        1u8..=5,
        1u8..=5,
        1u8..=5,
        proptest::collection::vec((0u8..3, 0u8..3, 0u8..3), 0..=max),
    )
        .prop_map(|(n0, s0, c0, offsets)| {
            offsets
                .into_iter()
                .filter_map(|(dn, ds, dc)| {
                    let v = |base: u8, d: u8| usize::from((base + d - 1) % 5);
                    Card::from_index(25 * v(n0, dn) + 5 * v(s0, ds) + v(c0, dc))
                })
                .collect()
        })
}

fn props() -> impl Strategy<Value = Props> {
    (1u8..8).prop_map(Props::from_bits)
}

fn step_kind() -> impl Strategy<Value = Step> {
    prop_oneof![Just(Step::Mono), Just(Step::Duo), Just(Step::Tripo)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn pair_commonness_and_step(a in any_card(), b in any_card()) {
        prop_assume!(a != b);
        prop_assert_eq!(tic_core::commonness(a, b), naive::commonness(a, b));
        prop_assert_eq!(tic_core::step(a, b), naive::step(a, b));
    }

    #[test]
    fn group_predicates(set in prop_oneof![any_set(6), structured_set(6)]) {
        let cards: Vec<Card> = set.iter().collect();
        prop_assert_eq!(tic_core::tic_together(set), naive::tic_together(&cards));
        prop_assert_eq!(tic_core::singles_together(set), naive::singles_together(&cards));
        prop_assert_eq!(tic_core::pairwise_nic(set), naive::pairwise_nic(&cards));
    }

    #[test]
    fn largest_groups(set in prop_oneof![any_set(10), structured_set(10)]) {
        let tic = tic_core::largest_tic_group(set);
        prop_assert_eq!(tic.len(), naive::largest_tic_group_len(set));
        prop_assert!(tic.is_subset(set) && tic_core::tic_together(tic));
        let single = tic_core::largest_single_group(set);
        prop_assert_eq!(single.len(), naive::largest_single_group_len(set));
        prop_assert!(single.is_subset(set) && tic_core::singles_together(single));
    }

    #[test]
    fn sequence_membership(set in prop_oneof![any_set(5), structured_set(5)], p in props()) {
        let cards: Vec<Card> = set.iter().collect();
        prop_assert_eq!(tic_core::is_sequence(set, p), naive::is_sequence(&cards, p));
        prop_assert_eq!(tic_core::sequence_step(set), naive::sequence_step(&cards));
    }

    #[test]
    fn longest_sequence_inside(set in prop_oneof![any_set(9), structured_set(9)], kind in step_kind()) {
        let found = tic_core::longest_sequence(set, kind);
        prop_assert_eq!(found.len(), naive::longest_sequence_len(set, kind));
        prop_assert!(found.is_subset(set));
        if !found.is_empty() {
            prop_assert!(tic_core::sequence_step(found) >= kind);
        }
    }

    #[test]
    fn ordered_and_wrapping_sequences(cards in proptest::collection::vec(any_card(), 2..7), p in props()) {
        prop_assert_eq!(tic_core::is_ordered_sequence(&cards, p), naive::is_ordered_sequence(&cards, p));
        prop_assert_eq!(tic_core::is_wrapping_sequence(&cards, p), naive::is_wrapping_sequence(&cards, p));
    }

    #[test]
    fn wrapping_walks_are_accepted(start in any_card(), moves in proptest::collection::vec(any::<bool>(), 1..8), p in props()) {
        // Build a walk that wraps exactly at the ends and check both implementations accept it.
        let mut cards = vec![start];
        let mut dirs = [1i16; 3];
        for _ in &moves {
            let Some(last) = cards.last().copied() else { break };
            let mut values = last.values().map(i16::from);
            for q in p.iter() {
                let i = q as usize;
                if values[i] + dirs[i] < 1 || values[i] + dirs[i] > 5 {
                    dirs[i] = -dirs[i];
                }
                values[i] += dirs[i];
            }
            let idx = 25 * (values[0] - 1) + 5 * (values[1] - 1) + (values[2] - 1);
            let Some(next) = usize::try_from(idx).ok().and_then(Card::from_index) else { break };
            cards.push(next);
        }
        prop_assert!(tic_core::is_wrapping_sequence(&cards, p));
        prop_assert!(naive::is_wrapping_sequence(&cards, p));
    }

    #[test]
    fn card_set_is_a_set(a in any_set(30), b in any_set(30), c in any_card()) {
        let sa: BTreeSet<Card> = a.iter().collect();
        let sb: BTreeSet<Card> = b.iter().collect();
        prop_assert_eq!((a | b).iter().collect::<BTreeSet<_>>(), sa.union(&sb).copied().collect::<BTreeSet<_>>());
        prop_assert_eq!((a & b).iter().collect::<BTreeSet<_>>(), sa.intersection(&sb).copied().collect::<BTreeSet<_>>());
        prop_assert_eq!((a - b).iter().collect::<BTreeSet<_>>(), sa.difference(&sb).copied().collect::<BTreeSet<_>>());
        prop_assert_eq!(a.len(), sa.len());
        prop_assert_eq!(a.contains(c), sa.contains(&c));
        prop_assert_eq!(a.is_subset(b), sa.is_subset(&sb));
        prop_assert_eq!(a.is_disjoint(b), sa.is_disjoint(&sb));
        prop_assert!(a.iter().collect::<Vec<_>>().windows(2).all(|w| w[0] < w[1]), "iteration in card order");
        prop_assert_eq!(a.iter().rev().collect::<Vec<_>>(), sa.iter().rev().copied().collect::<Vec<_>>());
        prop_assert_eq!(a.complement().len(), 125 - a.len());
        prop_assert_eq!(a.to_string().parse::<CardSet>(), Ok(a));
        prop_assert_eq!(format!("{a:#}").parse::<CardSet>(), Ok(a));
        prop_assert_eq!(a.highest(), sa.iter().copied().max_by(|x, y| x.cmp_rank(*y)));
    }
}
