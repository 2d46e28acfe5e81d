//! Queen of the Ticcitories on hand-worked positions: order of play, drafting, placing within
//! the square, scoring (the text's "4 cards all Ticking together add 4"), the three
//! variations, and grid scoring against the naive references.

use proptest::prelude::*;
use rules_engine::{ActionError, Bot, Game, RandomBot, Seed, ToAct, run};
use tic_core::{Card, parse_cards};
use tic_grid::{BoundedGrid, Offset, naive};
use tic_queen::{
    GreedyBot, Queen, QueenAction, QueenConfig, QueenEvent, QueenIllegal, Step, grid_score,
};

fn card(s: &str) -> Card {
    s.parse().expect("test card")
}

fn choose(position: usize) -> QueenAction {
    QueenAction::Choose { position }
}

fn place(c: &str, grid: usize, row: i8, col: i8) -> QueenAction {
    QueenAction::Place {
        card: card(c),
        grid,
        at: Offset::new(row, col),
    }
}

/// Three players on 2x2 grids, drafting order 1, 0, 2. Lines in draw order:
/// 4-crescent-yellow 2-star-red 2-circle-cyan | 4-triangle-yellow 1-star-violet 3-square-cyan |
/// 4-square-yellow 1-star-orange 5-square-cyan.
fn three_players(attack: bool) -> Queen {
    let draw_order = parse_cards("4cy 2sr 2oc  4ty 1sv 3qc  4qy 1so 5qc").expect("cards");
    Queen::from_position(
        QueenConfig::players(3).with_grid(2).with_attack(attack),
        &parse_cards("4oy 1sr 2qc").expect("cards"),
        vec![1, 0, 2],
        draw_order.into_iter().rev().collect(),
    )
    .expect("position")
}

#[test]
fn order_of_play_is_by_number_and_shape_of_the_pulled_cards() {
    for seed in 0..20 {
        let g = Queen::new(QueenConfig::players(5), Seed(seed)).expect("config");
        let Some(QueenEvent::Order { pulled, order }) = g.events().first() else {
            panic!("the order comes first");
        };
        let key = |p: usize| pulled[p].number().value() + pulled[p].shape().value();
        for pair in order.windows(2) {
            assert!(
                key(pair[0]) >= key(pair[1]),
                "seed {seed}: {pulled:?} {order:?}"
            );
        }
        assert_eq!(g.to_act(), ToAct::Player(order[0]));
    }
}

#[test]
fn drafting_sets_the_order_of_placing() {
    let mut g = three_players(false);
    assert_eq!(g.to_act(), ToAct::Player(1));
    g.apply(1, &choose(2)).expect("#3");
    assert_eq!(
        g.apply(0, &choose(2)),
        Err(ActionError::Illegal(QueenIllegal::PositionTaken(2)))
    );
    g.apply(0, &choose(0)).expect("#1");
    g.apply(2, &choose(1)).expect("#2");
    // The next line is out; card #1's holder places first.
    assert_eq!(g.next_line().len(), 3);
    assert_eq!(g.step(), Step::Place(0));
    // Player 0 holds 4-crescent-yellow; another card or a far cell is refused.
    assert!(matches!(
        g.apply(0, &place("2-star-red", 0, 0, 1)),
        Err(ActionError::Illegal(QueenIllegal::WrongCard { .. }))
    ));
    assert_eq!(
        g.apply(0, &place("4-crescent-yellow", 0, 1, 1)),
        Err(ActionError::Illegal(QueenIllegal::NotOpen(Offset::new(
            1, 1
        )))),
        "corners do not count: a card must touch at an edge"
    );
    assert_eq!(
        g.apply(0, &place("4-crescent-yellow", 1, 0, 1)),
        Err(ActionError::Illegal(QueenIllegal::NotYourGrid))
    );
    g.apply(0, &place("4-crescent-yellow", 0, 0, 1))
        .expect("beside the start");
    assert_eq!(g.scores()[0], 2, "one Tic edge");
    // Then player 0 drafts from the next line, and player 2 (#2) places.
    assert_eq!(g.step(), Step::Choose(0));
    g.apply(0, &choose(1)).expect("next #2");
    assert_eq!(g.step(), Step::Place(2));
    g.apply(2, &place("2-star-red", 2, 1, 0)).expect("below");
    g.apply(2, &choose(0)).expect("next #1");
    g.apply(1, &place("2-circle-cyan", 1, -1, 0))
        .expect("above");
    g.apply(1, &choose(2)).expect("next #3");
    // Round 2: #1 (player 2) places first, then #2 (player 0), then #3 (player 1).
    assert_eq!(g.round(), 1);
    assert_eq!(g.step(), Step::Place(2));
    g.apply(2, &place("4-triangle-yellow", 2, 0, 1))
        .expect("place");
    g.apply(2, &choose(0)).expect("last line");
    g.apply(0, &place("1-star-violet", 0, 1, 0)).expect("place");
    g.apply(0, &choose(1)).expect("last line");
    g.apply(1, &place("3-square-cyan", 1, -1, 1))
        .expect("place");
    g.apply(1, &choose(2)).expect("last line");
    // Last round: no line after it, so no drafting.
    g.apply(2, &place("4-square-yellow", 2, 1, 1))
        .expect("place");
    assert_eq!(g.step(), Step::Place(0));
    g.apply(0, &place("1-star-orange", 0, 1, 1)).expect("place");
    g.apply(1, &place("5-square-cyan", 1, 0, 1)).expect("place");
    assert!(g.is_over());
    for p in 0..3 {
        assert!(g.grid(p).expect("grid").is_complete());
    }
    // Player 0: 4-circle-yellow 4-crescent-yellow / 1-star-violet 1-star-orange.
    // Edges: 4oy-4cy Tic, 4oy-1sv Nic, 4cy-1so Nic, 1sv-1so Tic: 4 - 2 = 2.
    assert_eq!(g.scores()[0], 2);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, g.scores());
}

#[test]
fn four_cards_all_ticking_together_add_four() {
    // The text: "if 4 cards are all Ticking together, add 4 points to the score".
    let mut grid = BoundedGrid::new(4, card("4-circle-yellow")).expect("grid");
    for (r, c, s) in [(0, 1, "4cy"), (0, 2, "4ty"), (0, 3, "4qy")] {
        grid.place(Offset::new(r, c), card(s)).expect("open");
    }
    let score = grid_score(&grid);
    assert_eq!((score.tics, score.nics, score.clusters), (3, 0, 4));
    assert_eq!(score.total(), 10);
    // A Nic below the line costs 1; a Single costs nothing.
    grid.place(Offset::new(1, 0), card("1-star-violet"))
        .expect("open");
    grid.place(Offset::new(1, 1), card("1-crescent-red"))
        .expect("open");
    let score = grid_score(&grid);
    // New edges: 4oy-1sv Nic, 1sv-1cr Single, 4cy-1cr Single (crescent).
    assert_eq!((score.tics, score.nics, score.clusters), (3, 1, 4));
    assert_eq!(score.total(), 9);
}

#[test]
fn clusters_of_different_lines_may_share_a_card() {
    // 4-circle-yellow is on the 4-yellow line (with 4cy, 4ty) and the circle-yellow line
    // (with 2oy, 3oy): two clusters of 3, +6.
    let mut grid = BoundedGrid::new(3, card("4-circle-yellow")).expect("grid");
    for (r, c, s) in [(0, 1, "4cy"), (0, 2, "4ty"), (1, 0, "2oy"), (2, 0, "3oy")] {
        grid.place(Offset::new(r, c), card(s)).expect("open");
    }
    assert_eq!(grid_score(&grid).clusters, 6);
}

#[test]
fn holes_may_be_left_and_filled_within_the_square() {
    let mut grid = BoundedGrid::new(2, card("1-circle-violet")).expect("grid");
    grid.place(Offset::new(0, 1), card("2cv")).expect("right");
    grid.place(Offset::new(1, 1), card("3cv"))
        .expect("below right");
    // 2x2 square fixed: only the hole at (1,0) is left.
    assert_eq!(grid.open_offsets(), vec![Offset::new(1, 0)]);
}

#[test]
fn attack_round_obligations() {
    let mut g = three_players(true);
    g.apply(1, &choose(2)).expect("#3");
    g.apply(0, &choose(0)).expect("#1");
    g.apply(2, &choose(1)).expect("#2");
    // Player 0 (first to place) attacks player 2's grid.
    g.apply(0, &place("4-crescent-yellow", 2, 0, 1))
        .expect("attack");
    assert!(g.attack_used());
    g.apply(0, &choose(0)).expect("draft");
    // Player 2 must play on an opponent's grid; player 0's grid would leave player 1 only
    // their own grid.
    assert_eq!(
        g.apply(2, &place("2-star-red", 2, 1, 0)),
        Err(ActionError::Illegal(QueenIllegal::MustAttack))
    );
    assert_eq!(
        g.apply(2, &place("2-star-red", 0, 1, 0)),
        Err(ActionError::Illegal(QueenIllegal::DeadEnd))
    );
    let targets: Vec<usize> = g
        .legal_actions(2)
        .iter()
        .filter_map(|a| match a {
            QueenAction::Place { grid, .. } => Some(*grid),
            QueenAction::Choose { .. } => None,
        })
        .collect();
    assert!(targets.iter().all(|&t| t == 1), "{targets:?}");
    g.apply(2, &place("2-star-red", 1, 1, 0))
        .expect("attack player 1");
    g.apply(2, &choose(1)).expect("draft");
    // The last player is forced onto the last grid not played on: player 0's.
    let targets: Vec<usize> = g
        .legal_actions(1)
        .iter()
        .filter_map(|a| match a {
            QueenAction::Place { grid, .. } => Some(*grid),
            QueenAction::Choose { .. } => None,
        })
        .collect();
    assert!(!targets.is_empty() && targets.iter().all(|&t| t == 0));
    g.apply(1, &place("2-circle-cyan", 0, 0, -1))
        .expect("attack player 0");
    g.apply(1, &choose(2)).expect("draft");
    // Once a game: the next round is back to own grids only.
    assert_eq!(g.step(), Step::Place(0));
    assert_eq!(
        g.apply(0, &place("4-triangle-yellow", 1, 0, 1)),
        Err(ActionError::Illegal(QueenIllegal::NotYourGrid))
    );
}

#[test]
fn the_last_player_cannot_start_an_attack_alone() {
    let mut g = three_players(true);
    g.apply(1, &choose(2)).expect("#3");
    g.apply(0, &choose(0)).expect("#1");
    g.apply(2, &choose(1)).expect("#2");
    g.apply(0, &place("4-crescent-yellow", 0, 0, 1))
        .expect("own");
    g.apply(0, &choose(0)).expect("draft");
    g.apply(2, &place("2-star-red", 2, 0, 1)).expect("own");
    g.apply(2, &choose(1)).expect("draft");
    // Player 1 places last: every opponent's grid has its card this round.
    assert!(
        g.legal_actions(1)
            .iter()
            .all(|a| matches!(a, QueenAction::Place { grid: 1, .. }))
    );
    assert_eq!(
        g.apply(1, &place("2-circle-cyan", 0, 1, 0)),
        Err(ActionError::Illegal(QueenIllegal::GridAlreadyPlayed(0)))
    );
}

#[test]
fn two_players_with_four_centre_cards_discard_the_rest() {
    let mut g = Queen::new(QueenConfig::players(2).with_centre_cards(4), Seed(4)).expect("config");
    assert_eq!(g.line().len(), 4);
    let mut bots: Vec<Box<dyn Bot<Queen>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
    run(&mut g, &mut bots, Seed(1), 10_000).expect("ends");
    let discarded: usize = g
        .events()
        .iter()
        .map(|e| match e {
            QueenEvent::Discarded { cards } => cards.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(
        discarded,
        2 * 15,
        "two unused cards in each of the 15 lines"
    );
}

#[test]
fn grid_sizes_three_and_five() {
    for (k, players) in [(3, 6), (5, 5)] {
        let mut g =
            Queen::new(QueenConfig::players(players).with_grid(k), Seed(8)).expect("config");
        let mut bots: Vec<Box<dyn Bot<Queen>>> = (0..players)
            .map(|_| Box::new(RandomBot) as Box<dyn Bot<Queen>>)
            .collect();
        run(&mut g, &mut bots, Seed(1), 10_000).expect("ends");
        for p in 0..players {
            assert_eq!(g.grid(p).expect("grid").count(), k * k);
        }
    }
}

#[test]
fn bad_configs_are_typed_errors() {
    assert!(Queen::new(QueenConfig::players(7), Seed(0)).is_err());
    assert!(
        Queen::new(QueenConfig::players(6).with_grid(5), Seed(0)).is_err(),
        "150 cards"
    );
    assert!(Queen::new(QueenConfig::players(3).with_centre_cards(4), Seed(0)).is_err());
    assert!(Queen::new(QueenConfig::players(2).with_centre_cards(5), Seed(0)).is_err());
    assert!(Queen::new(QueenConfig::players(2).with_grid(7), Seed(0)).is_err());
}

#[test]
fn golden_seed() {
    let mut g = Queen::new(QueenConfig::players(3), Seed(2026)).expect("config");
    let order = g.order().to_vec();
    let mut bots: Vec<Box<dyn Bot<Queen>>> = vec![
        Box::new(GreedyBot),
        Box::new(RandomBot),
        Box::new(RandomBot),
    ];
    run(&mut g, &mut bots, Seed(5), 10_000).expect("ends");
    assert_eq!(
        (order, g.outcome().expect("over").scores),
        (vec![0, 1, 2], vec![32, -11, -6]),
        "seed 2026, greedy vs two random"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn grid_score_agrees_with_naive(
        deck in Just((0..125).filter_map(Card::from_index).collect::<Vec<_>>()).prop_shuffle(),
        bound in 2usize..6,
        picks in proptest::collection::vec(any::<u16>(), 25),
        related in any::<bool>(),
    ) {
        // Related cards (two numbers, two shapes) make Tics and clusters common.
        let mut pool: Vec<Card> = deck.clone();
        if related {
            pool.sort_by_key(|c| c.number().value() > 2 || c.shape().value() > 2);
        }
        let mut grid = BoundedGrid::new(bound, pool[0]).expect("grid");
        for (i, pick) in picks.iter().enumerate().take(bound * bound - 1) {
            let open = grid.open_offsets();
            let at = open[usize::from(*pick) % open.len()];
            grid.place(at, pool[i + 1]).expect("open");
        }
        let side = 2 * bound - 1;
        let cells = grid.board().cells();
        let tally = naive::grid_tally(side, side, cells);
        let clusters: usize = naive::clusters(side, side, cells).iter().map(|(_, c)| c.len()).sum();
        let score = grid_score(&grid);
        prop_assert_eq!((score.tics, score.nics, score.clusters as usize), (tally.tics, tally.nics, clusters));
    }
}
