//! Pentic rules on hand-worked positions, the point scheme of the text (ruling 14), and the
//! fast legality and scoring against naive references.

use proptest::prelude::*;
use rules_engine::{ActionError, Bot, Game, RandomBot, Seed, ToAct, run};
use tic_core::{Card, CardSet, Commonness, commonness, parse_cards};
use tic_pentic::{
    EndReason, GreedyBot, Pentic, PenticAction, PenticConfig, PenticEvent, PenticIllegal,
    score_play,
};

fn card(s: &str) -> Card {
    s.parse().expect("test card")
}

fn set(s: &str) -> CardSet {
    s.parse().expect("test cards")
}

fn points(c: &str, top: &str, touching: &str) -> Option<u32> {
    score_play(card(c), card(top), set(touching)).map(|s| s.points)
}

#[test]
fn singles_table() {
    // 3-star-red against cards sharing exactly one property; a Single underneath (x1).
    let top = "5-square-red";
    assert_eq!(points("3sr", top, "3oc"), Some(1));
    assert_eq!(points("3sr", top, "3oc 1sv"), Some(2));
    assert_eq!(points("3sr", top, "3oc 1sv 2or"), Some(5));
    assert_eq!(points("3sr", top, "3oc 1sv 2or 3cy"), Some(8));
}

#[test]
fn tics_table() {
    let top = "5-square-red";
    assert_eq!(points("3sr", top, "3sc"), Some(2));
    assert_eq!(points("3sr", top, "3sc 3or"), Some(8));
    assert_eq!(points("3sr", top, "3sc 3or 1sr"), Some(15));
    assert_eq!(points("3sr", top, "3sc 3or 1sr 3sv"), Some(25));
    // Mixed: 3 Tics + 1 Single = 15 + 1; 2 Tics + 2 Singles = 8 + 2.
    assert_eq!(points("3sr", top, "3sc 3or 1sr 3cy"), Some(16));
    assert_eq!(points("3sr", top, "3sc 3or 3cy 1sv"), Some(10));
}

#[test]
fn multipliers() {
    let edges = "3sc 3or 3cy 1sv"; // 10 edge points
    assert_eq!(
        points("3sr", "5qr", edges),
        Some(10),
        "Single underneath: x1"
    );
    assert_eq!(points("3sr", "3qr", edges), Some(20), "Tic underneath: x2");
    assert_eq!(
        points("3sr", "1ov", edges),
        None,
        "Nic underneath: not allowed here"
    );
    // Four Nics around the centre: 25, x1 / x2 / x3 by the card underneath.
    let nics = "1ov 2cc 4ty 5qo";
    assert_eq!(points("3sr", "5qr", nics), Some(25));
    assert_eq!(points("3sr", "3qr", nics), Some(50));
    assert_eq!(points("3sr", "1cy", nics), Some(75));
    let s = score_play(card("3sr"), card("1cy"), set(nics)).expect("legal");
    assert_eq!(
        (s.underneath, s.multiplier, s.edge_points),
        (Commonness::Nic, 3, 25)
    );
    // Three Nics (an edge pile) with a Nic underneath: not the special case.
    assert_eq!(points("3sr", "1cy", "1ov 2cc 4ty"), None);
    // Two Nics at a corner, Single underneath: nothing scores.
    assert_eq!(points("3sr", "5qr", "1ov 2cc"), Some(0));
}

/// Tops (row by row):
///   1-crescent-violet  2-triangle-yellow  1-square-cyan
///   3-square-orange    5-star-red         4-triangle-yellow
///   1-triangle-cyan    2-circle-violet    1-star-yellow
fn tops() -> Vec<Card> {
    parse_cards("1cv 2ty 1qc 3qo 5sr 4ty 1tc 2ov 1sy").expect("cards")
}

fn play(c: &str, row: usize, col: usize) -> PenticAction {
    PenticAction::Play {
        card: card(c),
        row,
        col,
    }
}

#[test]
fn a_worked_round_with_equal_turns() {
    let config = PenticConfig::players(2).with_target(10);
    let mut g = Pentic::from_position(
        config,
        &tops(),
        vec![
            parse_cards("1-crescent-cyan 5-star-violet").expect("cards"),
            parse_cards("2-triangle-red 4-circle-cyan").expect("cards"),
        ],
        parse_cards("3-circle-red 4-crescent-red 5-crescent-red 1-circle-red 2-crescent-red 3-crescent-red 4-square-red")
            .expect("cards"),
    )
    .expect("position");
    assert_eq!(g.to_act(), ToAct::Player(0));
    // 5-star-violet on the corner 1-crescent-violet: Single underneath (violet); edges
    // 2-triangle-yellow (Nic) and 3-square-orange (Nic): 0 points. Legal though.
    assert!(g.legal_actions(0).contains(&play("5-star-violet", 0, 0)));
    // 1-crescent-cyan Nics the centre 5-star-red and all four tops beside it: 25 x3 = 75.
    let before = g.clone();
    // On the top edge pile (three edges) the same card is a plain Nic with 2-triangle-yellow.
    assert_eq!(
        g.apply(0, &play("1-crescent-cyan", 0, 1)),
        Err(ActionError::Illegal(PenticIllegal::NicWithTop {
            card: card("1-crescent-cyan"),
            top: card("2-triangle-yellow")
        }))
    );
    assert_eq!(g, before, "a refused play changes nothing");
    g.apply(0, &play("1-crescent-cyan", 1, 1))
        .expect("four-Nic play");
    assert_eq!(g.scores(), &[75, 0]);
    assert_eq!(g.hand(0).len(), 5, "drew back to five");
    assert_eq!(g.piles().height(tic_grid::Pos::new(1, 1)), 2);
    // The target is crossed, but player 1 still gets the round's play.
    assert_eq!(g.to_act(), ToAct::Player(1));
    // 2-triangle-red on the corner 1-triangle-cyan (Single: triangle, x1); edges
    // 3-square-orange (Nic) and 2-circle-violet (Single: 2): 1 point.
    g.apply(1, &play("2-triangle-red", 2, 0)).expect("legal");
    assert_eq!(g.scores(), &[75, 1]);
    assert_eq!(g.end_reason(), Some(EndReason::Target));
    assert_eq!(g.outcome().expect("over").winners(), vec![0]);
}

#[test]
fn covered_cards_are_reshuffled_when_the_deck_runs_out() {
    let mut g = Pentic::from_position(
        PenticConfig::players(2),
        &tops(),
        vec![
            parse_cards("5-star-violet 5-star-cyan").expect("cards"),
            parse_cards("2-triangle-red").expect("cards"),
        ],
        Vec::new(),
    )
    .expect("position");
    g.apply(0, &play("5-star-cyan", 1, 1))
        .expect("Tic with 5-star-red");
    // The deck was empty: the covered 5-star-red became the new deck and was drawn.
    assert!(g.hand(0).contains(&card("5-star-red")));
    assert!(
        g.events()
            .iter()
            .any(|e| matches!(e, PenticEvent::Reshuffled { count: 1 }))
    );
}

#[test]
fn a_player_without_cards_passes_and_the_game_stalls() {
    let mut g = Pentic::from_position(
        PenticConfig::players(2).with_reshuffle(false),
        &tops(),
        vec![parse_cards("5-star-violet").expect("cards"), Vec::new()],
        Vec::new(),
    )
    .expect("position");
    g.apply(0, &play("5-star-violet", 1, 1))
        .expect("Single underneath");
    assert_eq!(g.legal_actions(1), vec![PenticAction::Pass]);
    g.apply(1, &PenticAction::Pass).expect("pass");
    g.apply(0, &PenticAction::Pass).expect("pass");
    assert_eq!(g.end_reason(), Some(EndReason::Stalled));
}

#[test]
fn passing_with_a_playable_card_is_refused() {
    let mut g = Pentic::from_position(
        PenticConfig::players(2),
        &tops(),
        vec![parse_cards("5-star-violet").expect("cards"), Vec::new()],
        Vec::new(),
    )
    .expect("position");
    assert_eq!(
        g.apply(0, &PenticAction::Pass),
        Err(ActionError::Illegal(PenticIllegal::MustPlay))
    );
}

#[test]
fn round_cap_ends_the_game() {
    let mut g = Pentic::new(
        PenticConfig::players(3)
            .with_target(10_000)
            .with_max_rounds(4),
        Seed(9),
    )
    .expect("config");
    let mut bots: Vec<Box<dyn Bot<Pentic>>> = vec![
        Box::new(RandomBot),
        Box::new(RandomBot),
        Box::new(RandomBot),
    ];
    run(&mut g, &mut bots, Seed(1), 1000).expect("ends");
    assert_eq!(g.end_reason(), Some(EndReason::RoundCap));
    assert_eq!(g.rounds(), 4);
}

#[test]
fn bad_configs_are_typed_errors() {
    assert!(Pentic::new(PenticConfig::players(1), Seed(0)).is_err());
    assert!(Pentic::new(PenticConfig::players(5), Seed(0)).is_err());
    assert!(Pentic::new(PenticConfig::default().with_target(5), Seed(0)).is_err());
    assert!(Pentic::new(PenticConfig::default().with_max_rounds(0), Seed(0)).is_err());
}

#[test]
fn golden_seed() {
    let mut g = Pentic::new(PenticConfig::default(), Seed(2026)).expect("config");
    let first_top = g.piles().top(tic_grid::Pos::new(0, 0));
    let mut bots: Vec<Box<dyn Bot<Pentic>>> = vec![Box::new(GreedyBot), Box::new(RandomBot)];
    run(&mut g, &mut bots, Seed(5), 100_000).expect("ends");
    let outcome = g.outcome().expect("over");
    assert_eq!(
        (first_top, outcome.scores.clone(), g.rounds()),
        (Some(card("3-star-red")), vec![264, 49], 21),
        "seed 2026, greedy vs random"
    );
}

const SINGLES: [u32; 5] = [0, 1, 2, 5, 8];
const TICS: [u32; 5] = [0, 2, 8, 15, 25];

/// The scheme by the text, with coordinates: neighbours of (r, c) in a 3x3 square.
fn naive_score(tops: &[Card], cell: usize, c: Card) -> Option<u32> {
    let (r, col) = (cell / 3, cell % 3);
    let mut kinds = Vec::new();
    for (dr, dc) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
        let (rr, cc) = (r as i32 + dr, col as i32 + dc);
        if (0..3).contains(&rr) && (0..3).contains(&cc) {
            kinds.push(commonness(c, tops[(rr * 3 + cc) as usize]));
        }
    }
    let singles = kinds.iter().filter(|k| **k == Commonness::Single).count();
    let tics = kinds.iter().filter(|k| **k == Commonness::Tic).count();
    let all_nic = kinds.len() == 4 && kinds.iter().all(|k| *k == Commonness::Nic);
    let under = commonness(c, tops[cell]);
    let edge = if all_nic {
        25
    } else {
        SINGLES[singles] + TICS[tics]
    };
    let times = match under {
        Commonness::Single => 1,
        Commonness::Tic => 2,
        Commonness::Nic if all_nic => 3,
        Commonness::Nic => return None,
    };
    Some(edge * times)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn legal_plays_and_scores_agree_with_naive(
        deck in Just((0..125).filter_map(Card::from_index).collect::<Vec<_>>()).prop_shuffle()
    ) {
        let tops = &deck[..9];
        let hand = deck[9..14].to_vec();
        let g = Pentic::from_position(
            PenticConfig::players(2), tops, vec![hand.clone(), Vec::new()], Vec::new(),
        ).expect("position");
        let mut fast: Vec<(Card, usize, i64)> = g.legal_actions(0).iter().filter_map(|a| match *a {
            PenticAction::Play { card, row, col } => Some((card, row * 3 + col, tic_pentic::immediate_points(&g.view(0), a))),
            PenticAction::Pass => None,
        }).collect();
        fast.sort_unstable();
        let mut slow: Vec<(Card, usize, i64)> = Vec::new();
        for &c in &hand {
            for cell in 0..9 {
                if let Some(p) = naive_score(tops, cell, c) {
                    slow.push((c, cell, i64::from(p)));
                }
            }
        }
        slow.sort_unstable();
        prop_assert_eq!(fast, slow);
    }
}
