//! The solver against the plain backtracking reference.

use proptest::prelude::*;
use tic_core::{Card, Seed, new_deck};
use tic_gridsy::solver::{self, is_valid_grid, naive};

fn deal(seed: u64, n: usize) -> Vec<Card> {
    new_deck(Seed(seed)).as_slice()[..n].to_vec()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn agrees_with_naive_on_3x3(seed in any::<u64>(), n in 9usize..13) {
        let cards = deal(seed, n);
        let fast = solver::arrange(&cards, 3);
        let slow = naive::arrange(&cards, 3);
        prop_assert_eq!(fast.is_some(), slow.is_some());
        if let Some(grid) = fast {
            prop_assert!(is_valid_grid(&grid, 3));
            prop_assert!(grid.iter().all(|c| cards.contains(c)));
        }
    }

    #[test]
    fn extra_cards_agree_on_3x3(seed in any::<u64>()) {
        let deck = new_deck(Seed(seed));
        let (dealt, extras) = deck.as_slice().split_at(9);
        let extras = &extras[..10];
        let fast = solver::extra_cards(dealt, extras, 3);
        prop_assert_eq!(fast.extra, naive::extra_cards(dealt, extras, 3));
        if let Some(grid) = fast.grid {
            prop_assert!(is_valid_grid(&grid, 3));
        }
    }

    #[test]
    fn agrees_with_naive_on_small_2x2(seed in any::<u64>(), n in 4usize..8) {
        let cards = deal(seed, n);
        prop_assert_eq!(solver::arrange(&cards, 2).is_some(), naive::arrange(&cards, 2).is_some());
    }
}

#[test]
fn agrees_with_naive_on_seeded_4x4_deals() {
    // Deals 0-24 of `solver_stats --size 4 --seed 7` but deal 8: those the plain search
    // finishes in well under a millisecond (its slowest deals need seconds).
    for d in (0..25).filter(|&d| d != 8) {
        let deck = new_deck(Seed(7 * 1_000_003 + d));
        let (dealt, extras) = deck.as_slice().split_at(16);
        let extras = &extras[..3];
        let fast = solver::extra_cards(dealt, extras, 4);
        assert_eq!(fast.extra, naive::extra_cards(dealt, extras, 4), "deal {d}");
        if let Some(grid) = fast.grid {
            assert!(is_valid_grid(&grid, 4));
        }
    }
}

#[test]
fn a_card_with_one_partner_cannot_be_in_a_full_grid() {
    // 1-star-violet shares only the violet with 2-circle-violet among these nine: a grid
    // needs every card to touch two others, so nine cards cannot make a 3x3 grid.
    let cards = tic_core::parse_cards("1sv 2ov 2oc 2oy 2oo 2or 2cc 2cy 2co").expect("cards");
    assert!(solver::arrange(&cards, 3).is_none());
    assert!(naive::arrange(&cards, 3).is_none());
    let mut more = cards.clone();
    more.push("2cr".parse().expect("card"));
    let grid = solver::arrange(&more, 3).expect("leave 1-star-violet out");
    assert!(!grid.contains(&"1sv".parse().expect("card")));
}

#[test]
fn invalid_grids_are_refused() {
    let cards = tic_core::parse_cards("4ov 4oc 4oy 4oo 4or 4cv 4cc 4cy 1sr").expect("cards");
    assert!(!is_valid_grid(&cards, 3));
    assert!(!is_valid_grid(&cards[..8], 3));
}
