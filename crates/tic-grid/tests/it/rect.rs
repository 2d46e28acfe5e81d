//! Rectangular grids: hand-worked positions and agreement with the naive reference.

use proptest::prelude::*;
use tic_core::{Card, CardSet, parse_cards};
use tic_grid::{EdgeTally, Pos, RectGrid, naive};

fn card(s: &str) -> Card {
    s.parse().expect("test card")
}

#[test]
fn neighbours_of_corner_edge_and_centre() {
    let grid = RectGrid::new(3, 3).expect("3x3");
    assert_eq!(grid.neighbours(Pos::new(0, 0)).count(), 2);
    assert_eq!(grid.neighbours(Pos::new(0, 1)).count(), 3);
    let centre: Vec<Pos> = grid.neighbours(Pos::new(1, 1)).collect();
    assert_eq!(
        centre,
        vec![
            Pos::new(0, 1),
            Pos::new(1, 0),
            Pos::new(1, 2),
            Pos::new(2, 1)
        ]
    );
    assert_eq!(grid.neighbours(Pos::new(3, 0)).count(), 0, "off the grid");
}

#[test]
fn tally_of_a_worked_two_by_two() {
    // 4-square-red  | 4-circle-red     : Tic (4, red)
    // 1-star-violet | 4-circle-violet  : Single (violet)
    // columns: 4-square-red / 1-star-violet Nic; 4-circle-red / 4-circle-violet Tic.
    let mut grid = RectGrid::new(2, 2).expect("2x2");
    for (pos, c) in [
        (Pos::new(0, 0), "4-square-red"),
        (Pos::new(0, 1), "4-circle-red"),
        (Pos::new(1, 0), "1-star-violet"),
        (Pos::new(1, 1), "4-circle-violet"),
    ] {
        grid.place(pos, card(c)).expect("empty cell");
    }
    assert_eq!(
        grid.tally(),
        EdgeTally {
            singles: 1,
            tics: 2,
            nics: 1
        }
    );
    assert!(grid.has_nic_edge());
    assert!(grid.is_full());
    assert_eq!(grid.take(Pos::new(1, 0)), Some(card("1-star-violet")));
    assert!(!grid.has_nic_edge());
    assert_eq!(grid.tally().edges(), 2);
}

#[test]
fn placement_errors_are_typed() {
    let mut grid = RectGrid::new(2, 3).expect("2x3");
    grid.place(Pos::new(0, 0), card("1cv")).expect("empty");
    assert!(grid.place(Pos::new(0, 0), card("2cv")).is_err(), "occupied");
    assert!(
        grid.place(Pos::new(1, 1), card("1cv")).is_err(),
        "same card twice"
    );
    assert!(
        grid.place(Pos::new(2, 0), card("3cv")).is_err(),
        "off the grid"
    );
    assert!(RectGrid::new(0, 3).is_err());
    assert!(RectGrid::new(12, 11).is_err(), "132 cells");
    assert!(RectGrid::new(11, 11).is_ok());
}

#[test]
fn nic_free_placement() {
    let mut grid = RectGrid::new(3, 3).expect("3x3");
    grid.place(Pos::new(1, 1), card("3-star-orange"))
        .expect("empty");
    grid.place(Pos::new(0, 0), card("1-circle-violet"))
        .expect("empty");
    // (0,1) touches both: 3-star-violet Singles with each.
    assert!(grid.nic_free_at(Pos::new(0, 1), card("3-star-violet")));
    // 3-star-red Tics with 3-star-orange but Nics with 1-circle-violet.
    assert!(!grid.nic_free_at(Pos::new(0, 1), card("3-star-red")));
    assert!(grid.nic_free_at(Pos::new(1, 2), card("3-star-red")));
    let mut frontier = grid.frontier();
    frontier.sort();
    assert_eq!(frontier.len(), 4);
}

#[test]
fn rows_nic_free_checks_whole_arrangements() {
    let ok = vec![
        parse_cards("1cv 1ov").expect("cards"),
        parse_cards("1cy 1oy").expect("cards"),
    ];
    assert!(tic_grid::rows_nic_free(&ok));
    let ragged = vec![parse_cards("1cv 1ov").expect("cards"), vec![card("1cy")]];
    assert!(!tic_grid::rows_nic_free(&ragged));
    assert!(!tic_grid::rows_nic_free(&[]));
}

fn distinct_cards(n: usize) -> impl Strategy<Value = Vec<Card>> {
    Just((0..125).filter_map(Card::from_index).collect::<Vec<_>>())
        .prop_shuffle()
        .prop_map(move |v| v.into_iter().take(n).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn tally_agrees_with_naive(cards in distinct_cards(6)) {
        let touching: CardSet = cards[1..].iter().copied().collect();
        prop_assert_eq!(EdgeTally::of(cards[0], touching), naive::tally(cards[0], &cards[1..]));
        prop_assert_eq!(
            EdgeTally::of(cards[0], touching).nic_free(),
            naive::nic_free(cards[0], &cards[1..])
        );
    }

    #[test]
    fn grid_checks_agree_with_naive(
        cards in distinct_cards(20),
        rows in 1usize..5,
        cols in 1usize..5,
        holes in proptest::collection::vec(any::<bool>(), 20),
    ) {
        let mut grid = RectGrid::new(rows, cols).expect("small grid");
        let mut cells = vec![None; rows * cols];
        for (i, cell) in cells.iter_mut().enumerate() {
            if !holes[i] {
                let pos = Pos::new(i / cols, i % cols);
                grid.place(pos, cards[i]).expect("fresh cell and card");
                *cell = Some(cards[i]);
            }
        }
        let slow = naive::grid_tally(rows, cols, &cells);
        prop_assert_eq!(grid.tally(), slow);
        prop_assert_eq!(grid.has_nic_edge(), slow.nics > 0);
        // Every empty cell: the fast check against the naive one, for the spare cards.
        for i in 0..rows * cols {
            let pos = Pos::new(i / cols, i % cols);
            if cells[i].is_some() { continue; }
            let touching: Vec<Card> = naive::rect_neighbours(rows, cols, pos.row, pos.col)
                .into_iter()
                .filter_map(|(r, c)| cells[r * cols + c])
                .collect();
            for &spare in &cards[16..] {
                prop_assert_eq!(grid.nic_free_at(pos, spare), naive::nic_free(spare, &touching));
                prop_assert_eq!(grid.tally_at(pos, spare), naive::tally(spare, &touching));
            }
        }
    }
}

/// The cards no touching card Nics with, counted the plain way.
fn naive_compatible(touching: &[Card]) -> CardSet {
    Card::all()
        .filter(|&c| {
            touching
                .iter()
                .all(|&t| tic_core::commonness(c, t) != tic_core::Commonness::Nic)
        })
        .collect()
}

proptest! {
    // The edge functions read tic-core's per-card tables; these check them against plain
    // pairwise comparisons.
    #[test]
    fn compatible_with_all_agrees_with_naive(picks in proptest::collection::vec(0usize..125, 0..6)) {
        let all: Vec<Card> = Card::all().collect();
        let touching: Vec<Card> = picks.iter().map(|&i| all[i]).collect();
        let set: CardSet = touching.iter().copied().collect();
        prop_assert_eq!(tic_grid::compatible_with_all(set), naive_compatible(&touching));
    }

    #[test]
    fn tics_by_line_agrees_with_naive(card in 0usize..125, picks in proptest::collection::vec(0usize..125, 0..8)) {
        let all: Vec<Card> = Card::all().collect();
        let card = all[card];
        let mut touching: Vec<Card> = picks.iter().map(|&i| all[i]).filter(|&c| c != card).collect();
        touching.sort_unstable();
        touching.dedup();
        let set: CardSet = touching.iter().copied().collect();
        let fast: Vec<_> = tic_grid::tics_by_line(card, set)
            .into_iter()
            .map(|(line, cards)| (line, cards.len()))
            .collect();
        prop_assert_eq!(fast, naive::tics_by_line(card, &touching));
    }
}
