//! The search bot: its race values, the moves it weighs, and deterministic legal play.

use proptest::prelude::*;
use rules_engine::{Game, GameRng, SearchBudget, Seat, Seed, TunedBots};
use tic_core::Card;
use tic_gridsy::{
    Gridsy, GridsyAction as A, GridsyConfig, actions_needed, candidates, race_chance,
    race_standings, solver,
};

fn c(s: &str) -> Card {
    s.parse().expect("a card")
}

fn cards(s: &str) -> Vec<Card> {
    tic_core::parse_cards(s).expect("cards")
}

/// The race chance by brute force: every sequence of `a + b - 1` fair steps (after that many,
/// one of the two is done), won when the first player gets at least `a` of them.
fn naive_race(a: usize, b: usize) -> f64 {
    match (a, b) {
        (0, 0) => return 0.5,
        (0, _) => return 1.0,
        (_, 0) => return 0.0,
        _ => {}
    }
    let steps = a + b - 1;
    let won = (0u32..1 << steps)
        .filter(|seq| seq.count_ones() as usize >= a)
        .count();
    won as f64 / f64::from(1u32 << steps)
}

#[test]
fn race_chances_worked_by_hand() {
    assert_eq!(race_chance(1, 1), 0.5);
    // Needing 1 against 2: lose only if the other acts twice first (1/4).
    assert_eq!(race_chance(1, 2), 0.75);
    assert_eq!(race_chance(2, 1), 0.25);
    // 2 against 2: lose on AA-free sequences BB, ABB, BAB (1/4 + 1/8 + 1/8).
    assert_eq!(race_chance(2, 2), 0.5);
    assert_eq!(race_chance(2, 3), 11.0 / 16.0);
}

proptest! {
    #[test]
    fn race_chance_agrees_with_brute_force(a in 0usize..9, b in 0usize..9) {
        prop_assert!((race_chance(a, b) - naive_race(a, b)).abs() < 1e-12);
        if a + b > 0 {
            prop_assert!((race_chance(a, b) + race_chance(b, a) - 1.0).abs() < 1e-12);
        }
    }
}

/// Player 0: nine red cards (any two share the colour, so every arrangement is a grid).
/// Player 1: eight 3s of no red and 1-star-red, which shares nothing with them (no grid).
/// The pool: 3-star-red (swapped for 1-star-red it completes player 1's grid), 5-star-red and
/// 4-star-red (no help to player 1).
fn denial_position() -> Gridsy {
    Gridsy::from_position(
        GridsyConfig::head_to_head(2, 3),
        vec![
            cards("1or 2or 4or 5or 1cr 2cr 4cr 5cr 2sr"),
            cards("3ov 3oc 3oy 3oo 3cv 3cc 3cy 3co 1sr"),
        ],
        cards("3sr 5sr 4sr"),
        vec![],
    )
    .expect("valid")
}

#[test]
fn actions_needed_counts_the_plan() {
    let game = denial_position();
    let reds = game.table(0).expect("seat 0");
    assert_eq!(actions_needed(reds, game.pool(), 3), 9, "nine empty cells");
    // No grid: a swap and nine placements at least.
    assert_eq!(
        actions_needed(game.table(1).expect("seat 1"), game.pool(), 3),
        10
    );
    assert!(race_standings(&game)[0] > 0.5);
    assert_eq!(race_standings(&game)[0], race_chance(9, 10));

    // Without 3-star-red in the pool no single swap helps player 1: two swaps at least.
    let stuck = Gridsy::from_position(
        GridsyConfig::head_to_head(2, 3),
        vec![
            cards("1or 2or 4or 5or 1cr 2cr 4cr 5cr 2sr"),
            cards("3ov 3oc 3oy 3oo 3cv 3cc 3cy 3co 1sr"),
        ],
        cards("5tr 5sr 4sr"),
        vec![],
    )
    .expect("valid");
    assert_eq!(
        actions_needed(stuck.table(1).expect("seat 1"), stuck.pool(), 3),
        12
    );

    // A card where the plan puts it saves a placement; one where the plan puts another costs a
    // take-back as well.
    let mut sorted: Vec<Card> = reds.cards().collect();
    sorted.sort_unstable();
    let plan = solver::arrange(&sorted, 3).expect("all red: a grid");
    let mut right = game.clone();
    right
        .apply(
            0,
            &A::Place {
                card: plan[0],
                row: 0,
                col: 0,
            },
        )
        .expect("legal");
    assert_eq!(
        actions_needed(right.table(0).expect("seat 0"), game.pool(), 3),
        8
    );
    let mut wrong = game.clone();
    wrong
        .apply(
            0,
            &A::Place {
                card: plan[1],
                row: 0,
                col: 0,
            },
        )
        .expect("legal");
    assert_eq!(
        actions_needed(wrong.table(0).expect("seat 0"), game.pool(), 3),
        10
    );
}

#[test]
fn candidates_fix_own_cards_or_deny_the_opponent() {
    let game = denial_position();
    // Player 1's one fixing swap, which is also the greedy bot's move.
    assert_eq!(
        candidates(&game.view(1)),
        vec![A::Swap {
            give: c("1sr"),
            take: c("3sr")
        }]
    );
    // Player 0 weighs its greedy placement against taking 3-star-red away from player 1. It
    // gives 2-star-red (still all red): the circles and crescents would each fit player 1's 3s.
    let weighed = candidates(&game.view(0));
    assert_eq!(weighed.len(), 2);
    assert!(matches!(weighed[0], A::Place { .. }));
    assert_eq!(
        weighed[1],
        A::Swap {
            give: c("2sr"),
            take: c("3sr")
        }
    );
    // With a second pool card that would help player 1 (3-triangle-red), taking one denies
    // nothing: only the greedy placement is weighed.
    let two_help = Gridsy::from_position(
        GridsyConfig::head_to_head(2, 3),
        vec![
            cards("1or 2or 4or 5or 1cr 2cr 4cr 5cr 2sr"),
            cards("3ov 3oc 3oy 3oo 3cv 3cc 3cy 3co 1sr"),
        ],
        cards("3sr 3tr 4sr"),
        vec![],
    )
    .expect("valid");
    assert_eq!(candidates(&two_help.view(0)).len(), 1);
}

#[test]
fn search_bot_is_deterministic_and_legal_on_a_choice() {
    let game = denial_position();
    let legal = game.legal_actions(0);
    let choose = || {
        let mut bot = Gridsy::search_bot(SearchBudget::Iterations(8));
        bot.choose_at(
            &Seat::new(&game, 0),
            &legal,
            &mut GameRng::from_seed(Seed(4)),
        )
    };
    let first = choose();
    assert_eq!(first, choose());
    assert!(candidates(&game.view(0)).contains(&legal[first]));
}

#[test]
fn search_bot_plays_whole_matches_deterministically() {
    use rules_engine::conformance::check_tuned_bots;
    for config in [
        GridsyConfig::head_to_head(2, 3).best_of(3),
        GridsyConfig::solo(3),
    ] {
        check_tuned_bots::<Gridsy>(&config, Seed(11), SearchBudget::Iterations(4), 100_000);
    }
}
