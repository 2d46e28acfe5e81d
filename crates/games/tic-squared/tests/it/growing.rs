//! The growing grid against the naive reference: the same free cells, the same verdicts.

use proptest::prelude::*;
use tic_core::{Card, Seed, new_deck};
use tic_squared::growing::naive::NaiveGrid;
use tic_squared::growing::{GrowingGrid, Placement, Side};

/// The absolute cell of a placement, given the rectangle's top-left cell.
fn cell_of(grid: &GrowingGrid, origin: (i32, i32), at: Placement) -> (i32, i32) {
    let (top, left) = origin;
    let i = i32::try_from(at.index).expect("small");
    let rows = i32::try_from(grid.rows()).expect("small");
    let cols = i32::try_from(grid.cols()).expect("small");
    match at.side {
        Side::Top => (top - 1, left + i),
        Side::Bottom => (top + rows, left + i),
        Side::Left => (top + i, left - 1),
        Side::Right => (top + i, left + cols),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn fast_grid_matches_naive(seed in any::<u64>(), picks in prop::collection::vec(any::<usize>(), 1..40)) {
        let deck: Vec<Card> = new_deck(Seed(seed)).as_slice().to_vec();
        let mut fast = GrowingGrid::new(deck[0]);
        let mut naive = NaiveGrid::new(deck[0]);
        let mut origin = (0, 0);
        let mut next = 1;
        for pick in picks {
            // Compare the free cells, then every card's verdict on every free cell.
            let mut fast_cells: Vec<(i32, i32)> =
                fast.placements().iter().map(|&at| cell_of(&fast, origin, at)).collect();
            fast_cells.sort_unstable();
            prop_assert_eq!(&fast_cells, &naive.free_cells());
            let mut legal = Vec::new();
            for &card in &deck[next..(next + 8).min(deck.len())] {
                for at in fast.placements() {
                    let cell = cell_of(&fast, origin, at);
                    prop_assert_eq!(fast.check(at, card).is_ok(), naive.allows(cell, card));
                    if fast.check(at, card).is_ok() {
                        legal.push((at, card));
                    }
                }
            }
            if legal.is_empty() {
                next += 8;
                if next >= deck.len() { break; }
                continue;
            }
            let (at, card) = legal[pick % legal.len()];
            let cell = cell_of(&fast, origin, at);
            let rows_before = fast.rows();
            let cols_before = fast.cols();
            fast.place(at, card).expect("checked");
            naive.cells.insert(cell, card);
            if fast.rows() > rows_before && at.side == Side::Top {
                origin.0 -= 1;
            }
            if fast.cols() > cols_before && at.side == Side::Left {
                origin.1 -= 1;
            }
            next = deck.iter().position(|c| !naive.cells.values().any(|v| v == c)).unwrap_or(deck.len());
            prop_assert!(fast.validate().is_ok());
            prop_assert_eq!(fast.len(), naive.cells.len());
        }
    }
}

#[test]
fn a_three_by_four_grid_must_add_a_row() {
    let yellow: Vec<Card> = Card::all().filter(|k| k.color().value() == 3).collect();
    let mut g = GrowingGrid::new(yellow[0]);
    let mut k = 1;
    while !(g.rows() == 3 && g.cols() == 4 && g.open_line().is_none()) {
        // Grow rows first when square, so the shape passes 3x3 and then 3x4.
        let at = g
            .placements()
            .into_iter()
            .find(|p| p.side == Side::Right || g.open_line().is_some() || g.rows() != g.cols())
            .expect("a placement");
        g.place(at, yellow[k]).expect("yellow never Nics");
        k += 1;
        assert!(k < 25, "the grid grows to 3x4");
    }
    let sides: Vec<Side> = g.placements().iter().map(|p| p.side).collect();
    assert!(sides.iter().all(|s| matches!(s, Side::Top | Side::Bottom)));
    assert_eq!(
        g.placements().len(),
        8,
        "anywhere along the top or bottom row"
    );
    // Start the bottom row in the middle: only its two ends may follow.
    g.place(Placement::new(Side::Bottom, 2), yellow[k])
        .expect("legal");
    assert_eq!(
        g.placements(),
        vec![
            Placement::new(Side::Bottom, 1),
            Placement::new(Side::Bottom, 3)
        ]
    );
}
