//! Staggered layouts, bounded grids, piles and clusters: hand-worked positions and agreement
//! of the fast checks with the naive references.

use proptest::prelude::*;
use tic_core::{Card, CardSet, parse_cards};
use tic_grid::{
    BoundedGrid, Cells, Offset, Outline, Piles, Pos, RectGrid, Staggered, cluster_bonus, naive,
    tic_line_clusters,
};

fn card(s: &str) -> Card {
    s.parse().expect("test card")
}

fn cells(c: Cells) -> Vec<usize> {
    c.iter().collect()
}

#[test]
fn pyramid_geometry_is_staggered() {
    let p = Staggered::new(Outline::Pyramid, 4).expect("pyramid");
    assert_eq!(p.rows(), 4);
    assert_eq!(p.board().len(), 10);
    // Row 1: cell 0. Row 2: cells 1, 2. Row 3: 3, 4, 5. Row 4: 6..=9.
    assert_eq!(cells(p.board().neighbours(0)), vec![1, 2]);
    assert_eq!(cells(p.board().neighbours(1)), vec![0, 2, 3, 4]);
    assert_eq!(cells(p.board().neighbours(4)), vec![1, 2, 3, 5, 7, 8]);
    assert_eq!(cells(p.board().neighbours(9)), vec![5, 8]);
    assert_eq!(p.row_of(7), Some((3, 1)));
    assert_eq!(p.row_cells(2), 3..6);
}

#[test]
fn diamond_and_hourglass_shapes() {
    assert_eq!(Outline::Diamond.widths(3), vec![1, 2, 3, 2, 1]);
    assert_eq!(Outline::Hourglass.widths(3), vec![3, 2, 1, 2, 3]);
    assert_eq!(Outline::Pyramid.cell_count(10), 55);
    assert_eq!(Outline::Pyramid.max_size(), 15);
    assert_eq!(Outline::Diamond.max_size(), 11);
    assert_eq!(Outline::Hourglass.max_size(), 10);
    let d = Staggered::new(Outline::Diamond, 3).expect("diamond");
    // The bottom card (cell 8) sits between the two cards of row 4 (cells 6, 7).
    assert_eq!(cells(d.board().neighbours(8)), vec![6, 7]);
    assert!(Staggered::new(Outline::Pyramid, 1).is_err());
    assert!(Staggered::new(Outline::Pyramid, 16).is_err());
    assert_eq!("Hourglass".parse::<Outline>(), Ok(Outline::Hourglass));
    assert!("cube".parse::<Outline>().is_err());
}

#[test]
fn rows_are_built_in_order_without_gaps() {
    let mut p = Staggered::new(Outline::Pyramid, 4).expect("pyramid");
    assert_eq!(cells(p.open_cells()), vec![0], "the top card first");
    p.place(0, card("4-square-red")).expect("top");
    assert_eq!(cells(p.open_cells()), vec![1, 2]);
    assert!(
        p.place(3, card("4-circle-red")).is_err(),
        "row 3 not open yet"
    );
    p.place(2, card("4-circle-red")).expect("right of the top");
    assert_eq!(cells(p.open_cells()), vec![1]);
    p.place(1, card("4-star-red")).expect("left");
    // Row 3 is empty: any cell may start it.
    assert_eq!(cells(p.open_cells()), vec![3, 4, 5]);
    p.place(5, card("4-triangle-red")).expect("right end");
    assert_eq!(
        cells(p.open_cells()),
        vec![4],
        "the chain grows from its first card"
    );
    assert!(p.place(3, card("1-circle-violet")).is_err(), "a gap");
    assert!(p.is_buildable());
}

#[test]
fn hourglass_has_two_active_rows() {
    let mut h = Staggered::new(Outline::Hourglass, 3).expect("hourglass");
    assert_eq!(h.start_cell(), 5);
    h.place(5, card("3-star-orange")).expect("centre");
    assert_eq!(h.active_rows(), vec![1, 3]);
    assert_eq!(cells(h.open_cells()), vec![3, 4, 6, 7]);
    h.place(3, card("3-star-red")).expect("up");
    h.place(4, card("3-star-cyan")).expect("up");
    assert_eq!(h.active_rows(), vec![0, 3]);
    assert_eq!(cells(h.open_cells()), vec![0, 1, 2, 6, 7]);
}

#[test]
fn legal_cells_need_every_touched_card_to_share() {
    let mut p = Staggered::new(Outline::Pyramid, 3).expect("pyramid");
    p.place(0, card("4-square-red")).expect("top");
    p.place(1, card("4-circle-red")).expect("row 2");
    p.place(2, card("2-square-cyan")).expect("row 2");
    p.place(4, card("4-square-cyan")).expect("row 3 middle");
    // Cell 3 touches cells 1 and 4; cell 5 touches 2 and 4.
    // 4-circle-violet: Tic with 4-circle-red (cell 1), Single with 4-square-cyan (cell 4),
    // Nic with 2-square-cyan (cell 2), so cell 5 is closed to it.
    let c = card("4-circle-violet");
    assert_eq!(cells(p.legal_cells(c)), vec![3]);
    let t = p.tally_at(3, c);
    assert_eq!((t.tics, t.singles, t.nics), (1, 1, 0));
    let nic = card("1-crescent-yellow"); // Nics 4-circle-red
    assert_eq!(cells(p.legal_cells(nic)), Vec::<usize>::new());
    let hand: CardSet = [c, nic].into_iter().collect();
    assert_eq!(p.legal_placements(hand), vec![(c, 3)]);
}

#[test]
fn bounded_grid_keeps_within_k() {
    let mut g = BoundedGrid::new(3, card("3-star-orange")).expect("3x3 bound");
    g.place(Offset::new(0, 1), card("3-star-red"))
        .expect("right");
    g.place(Offset::new(0, 2), card("3-star-cyan"))
        .expect("right");
    // Three wide: no more columns to the left or right.
    assert!(g.place(Offset::new(0, -1), card("3-star-violet")).is_err());
    assert!(g.place(Offset::new(0, 3), card("3-star-violet")).is_err());
    g.place(Offset::new(-1, 0), card("3-circle-orange"))
        .expect("above");
    g.place(Offset::new(1, 2), card("1-star-cyan"))
        .expect("below right");
    // Three tall now: rows -1..=1 only. A hole at (-1,1) may be filled later.
    let open = g.open_offsets();
    assert!(open.contains(&Offset::new(-1, 1)));
    assert!(!open.contains(&Offset::new(2, 2)));
    assert!(!open.contains(&Offset::new(-2, 0)));
    assert_eq!(g.extent_offsets(), (-1, 1, 0, 2));
    assert!(g.is_buildable());
    assert_eq!(g.count(), 5);
    assert!(!g.is_complete());
    assert!(BoundedGrid::new(7, card("1cv")).is_err());
}

#[test]
fn piles_track_tops_and_covered_cards() {
    let tops = parse_cards("1cv 2ty 3qo 4sr 5cv 1ty 2qo 3sr 4cv").expect("cards");
    let mut piles = Piles::new(3, 3, &tops).expect("3x3");
    assert_eq!(piles.touching(Pos::new(1, 1)).len(), 4);
    assert_eq!(piles.touching(Pos::new(0, 0)).len(), 2);
    let played = card("5-circle-red");
    // Tops sharing something with 5-circle-red: 4-star-red, 5-crescent-violet, 3-star-red.
    assert_eq!(cells(piles.sharing_tops(played)), vec![3, 4, 7]);
    assert_eq!(piles.play(Pos::new(1, 1), played), Ok(card("5cv")));
    assert_eq!(piles.top(Pos::new(1, 1)), Some(played));
    assert_eq!(piles.covered(Pos::new(1, 1)), &[card("5cv")]);
    assert!(
        piles.play(Pos::new(0, 0), played).is_err(),
        "already in play"
    );
    assert_eq!(piles.all_cards().len(), 10);
    assert_eq!(piles.take_covered(), vec![card("5cv")]);
    assert_eq!(piles.all_cards().len(), 9);
}

#[test]
fn all_nic_cells_need_four_edges_and_the_top() {
    // Centre 5-star-red; its edges 2-triangle-yellow, 3-square-orange, 4-triangle-yellow,
    // 2-circle-violet. Only 1-crescent-cyan Nics all five.
    let tops = parse_cards("1cv 2ty 1qc 3qo 5sr 4ty 1tc 2ov 1sy").expect("cards");
    let piles = Piles::new(3, 3, &tops).expect("3x3");
    assert_eq!(
        cells(piles.all_nic_cells(card("1-crescent-cyan"), 4)),
        vec![4]
    );
    // 1-circle-cyan shares the circle with 2-circle-violet.
    assert!(piles.all_nic_cells(card("1-circle-cyan"), 4).is_empty());
    // Every other pile touches a corner with a 1; with five required edges nothing qualifies.
    assert_eq!(
        cells(piles.all_nic_cells(card("1-crescent-cyan"), 2)),
        vec![4]
    );
    assert!(piles.all_nic_cells(card("1-crescent-cyan"), 5).is_empty());
}

#[test]
fn clusters_follow_ruling_13() {
    // 3x3 grid:
    // 4qr 4or 1cv
    // 2ty 4sr 4tr
    // 3sy 3sc 3sv
    let mut grid = RectGrid::new(3, 3).expect("3x3");
    let layout = parse_cards("4qr 4or 1cv 2ty 4sr 4tr 3sy 3sc 3sv").expect("cards");
    for (i, &c) in layout.iter().enumerate() {
        grid.place(Pos::new(i / 3, i % 3), c).expect("fresh");
    }
    let found = tic_line_clusters(grid.board(), 3);
    // 4-red: 4qr, 4or, 4sr, 4tr connected (0-1, 1-4, 4-5): size 4.
    // 3-star: 3sy, 3sc, 3sv in a row: size 3. Star line 'star-?' no (different numbers).
    let sizes: Vec<usize> = found.iter().map(|(_, c)| c.len()).collect();
    assert_eq!(sizes.iter().sum::<usize>(), 7, "{found:?}");
    assert_eq!(cluster_bonus(grid.board()), 7);
    let slow = naive::clusters(3, 3, grid.board().cells());
    assert_eq!(slow.len(), found.len());
}

#[test]
fn clusters_need_connection() {
    // 4qr . 4or in a row with a non-line card between: no cluster.
    let mut grid = RectGrid::new(1, 4).expect("1x4");
    for (i, c) in ["4qr", "1cv", "4or", "4sr"].iter().enumerate() {
        grid.place(Pos::new(0, i), card(c)).expect("fresh");
    }
    assert_eq!(cluster_bonus(grid.board()), 0);
}

fn deck() -> impl Strategy<Value = Vec<Card>> {
    Just((0..125).filter_map(Card::from_index).collect::<Vec<_>>()).prop_shuffle()
}

fn arms(outline: Outline, size: usize) -> (Vec<Vec<usize>>, usize) {
    let rows = outline.widths(size).len();
    match outline {
        Outline::Hourglass => (
            vec![(0..size - 1).rev().collect(), (size..rows).collect()],
            size - 1,
        ),
        _ => (vec![(1..rows).collect()], 0),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn staggered_legal_cells_agree_with_naive(
        deck in deck(),
        outline in prop::sample::select(Outline::ALL.to_vec()),
        size in 2usize..6,
        picks in proptest::collection::vec(any::<u16>(), 60),
    ) {
        let mut layout = Staggered::new(outline, size).expect("small layout");
        let widths = outline.widths(size);
        let (arm_rows, start_row) = arms(outline, size);
        let mut pool = deck;
        for pick in picks {
            // Compare on a few candidate cards, then play a legal one if any.
            let candidates: Vec<Card> = pool.iter().take(5).copied().collect();
            let mut playable = Vec::new();
            for &c in &candidates {
                let fast: Vec<usize> = layout.legal_cells(c).iter().collect();
                let slow = naive::staggered_legal(
                    &widths, &arm_rows, start_row, layout.board().cells(), c);
                prop_assert_eq!(&fast, &slow, "{} {} {:?} {}", outline, size, layout.board().cells(), c);
                for cell in fast {
                    prop_assert_eq!(
                        layout.tally_at(cell, c),
                        naive::tally(c, &layout.touching(cell).iter().collect::<Vec<_>>())
                    );
                    playable.push((c, cell));
                }
            }
            if playable.is_empty() {
                // Nothing fits: put these candidates at the back.
                let k = 5.min(pool.len());
                pool.rotate_left(k);
            } else {
                let (c, cell) = playable[usize::from(pick) % playable.len()];
                layout.place(cell, c).expect("legal");
                pool.retain(|&d| d != c);
            }
            prop_assert!(layout.is_buildable());
            if pool.len() < 5 || layout.is_complete() { break; }
        }
    }

    #[test]
    fn clusters_agree_with_naive(
        deck in deck(),
        rows in 1usize..5,
        cols in 1usize..5,
        holes in proptest::collection::vec(prop::bool::weighted(0.2), 16),
        line_bias in proptest::collection::vec(any::<bool>(), 16),
    ) {
        // Draw from a small pool of related cards so clusters are common.
        let pool: Vec<Card> = deck.iter().copied()
            .filter(|c| c.number().value() <= 2 && c.shape().value() <= 2)
            .collect();
        let mut grid = RectGrid::new(rows, cols).expect("small grid");
        let mut used = CardSet::EMPTY;
        let mut k = 0;
        for i in 0..rows * cols {
            if holes[i] { continue; }
            let source = if line_bias[i] { &pool } else { &deck };
            while used.contains(source[k % source.len()]) { k += 1; }
            let c = source[k % source.len()];
            used.insert(c);
            grid.place(Pos::new(i / cols, i % cols), c).expect("fresh");
        }
        let fast: Vec<(usize, Vec<usize>)> = tic_line_clusters(grid.board(), 3)
            .into_iter()
            .map(|(l, c)| (l.index(), c.iter().collect()))
            .collect();
        prop_assert_eq!(fast, naive::clusters(rows, cols, grid.board().cells()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn bounded_open_cells_agree_with_naive(
        deck in deck(),
        bound in 1usize..6,
        picks in proptest::collection::vec(any::<u16>(), 30),
    ) {
        let mut grid = BoundedGrid::new(bound, deck[0]).expect("bound");
        let mut laid = vec![(0i8, 0i8)];
        for (i, pick) in picks.into_iter().enumerate() {
            let fast: Vec<(i8, i8)> = grid.open_offsets().iter().map(|o| (o.row, o.col)).collect();
            let mut slow = naive::bounded_open(bound, &laid);
            slow.sort_unstable();
            prop_assert_eq!(&fast, &slow);
            if fast.is_empty() {
                prop_assert!(grid.is_complete());
                break;
            }
            let (r, c) = fast[usize::from(pick) % fast.len()];
            grid.place(Offset::new(r, c), deck[i + 1]).expect("open");
            laid.push((r, c));
            prop_assert!(grid.is_buildable());
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_rejects_tampering() {
    let mut p = Staggered::new(Outline::Hourglass, 3).expect("hourglass");
    p.place(5, card("3so")).expect("centre");
    p.place(6, card("3sr")).expect("down");
    let json = serde_json::to_string(&p).expect("serialize");
    let back: Staggered = serde_json::from_str(&json).expect("load");
    assert_eq!(back, p);
    // A card on the unopened bottom row: rejected.
    let tampered = json.replacen("null]", "\"1-circle-violet\"]", 1);
    assert!(
        serde_json::from_str::<Staggered>(&tampered).is_err(),
        "{tampered}"
    );

    let mut g = BoundedGrid::new(3, card("3so")).expect("bound");
    g.place(Offset::new(1, 0), card("3sr")).expect("below");
    let json = serde_json::to_string(&g).expect("serialize");
    assert_eq!(serde_json::from_str::<BoundedGrid>(&json).expect("load"), g);
    let far = json.replace("\"row\":1", "\"row\":2");
    assert!(
        serde_json::from_str::<BoundedGrid>(&far).is_err(),
        "not connected"
    );

    let tops = parse_cards("1cv 2ty 1qc 3qo 5sr 4ty 1tc 2ov 1sy").expect("cards");
    let mut piles = Piles::new(3, 3, &tops).expect("3x3");
    piles.play(Pos::new(1, 1), card("5sv")).expect("play");
    let json = serde_json::to_string(&piles).expect("serialize");
    assert_eq!(serde_json::from_str::<Piles>(&json).expect("load"), piles);
    let dup = json.replace("5-star-violet", "1-crescent-violet");
    assert!(
        serde_json::from_str::<Piles>(&dup).is_err(),
        "duplicate card"
    );

    let mut r = RectGrid::new(2, 2).expect("2x2");
    r.place(Pos::new(0, 1), card("1cv")).expect("fresh");
    let json = serde_json::to_string(&r).expect("serialize");
    assert_eq!(serde_json::from_str::<RectGrid>(&json).expect("load"), r);
}
