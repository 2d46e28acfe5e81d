//! Gridsy's rules on hand-worked positions.

use rules_engine::{ActionError, Bot, Game, RandomBot, Seed, ToAct, run};
use tic_core::Card;
use tic_gridsy::solver;
use tic_gridsy::{GreedyGridsyBot, Gridsy, GridsyAction as A, GridsyConfig, GridsyEvent, Illegal};

fn c(s: &str) -> Card {
    s.parse().expect("a card")
}

fn cards(s: &str) -> Vec<Card> {
    tic_core::parse_cards(s).expect("cards")
}

/// Nine 4s: any two share the number, so every arrangement is a grid.
fn fours() -> Vec<Card> {
    cards("4ov 4oc 4oy 4oo 4or 4cv 4cc 4cy 4co")
}

fn place(card: Card, row: usize, col: usize) -> A {
    A::Place { card, row, col }
}

#[test]
fn a_card_may_not_nic_with_its_neighbours() {
    let mut loose = fours();
    loose[8] = c("1-star-violet");
    let mut game =
        Gridsy::from_position(GridsyConfig::solo(3), vec![loose], vec![], vec![]).expect("valid");
    game.apply(0, &place(c("4-circle-violet"), 0, 0))
        .expect("legal");
    let before = game.clone();
    // 1-star-violet shares the color with 4-circle-violet: fine. With 4-circle-cyan: a Nic.
    game.apply(0, &place(c("4-circle-cyan"), 1, 1))
        .expect("legal");
    assert_eq!(
        game.apply(0, &place(c("1-star-violet"), 0, 1)),
        Err(ActionError::Illegal(Illegal::Nic {
            card: c("1-star-violet"),
            neighbour: c("4-circle-cyan"),
        }))
    );
    assert_eq!(
        game.apply(0, &place(c("4-circle-red"), 0, 0)),
        Err(ActionError::Illegal(Illegal::CellTaken(0, 0)))
    );
    assert!(matches!(
        game.apply(0, &place(c("4-circle-red"), 3, 0)),
        Err(ActionError::Illegal(Illegal::NoSuchCell { .. }))
    ));
    assert_ne!(game, before);
}

#[test]
fn completing_the_grid_scores_the_extra_cards_taken() {
    // Eight 4s and 1-square-orange, which shares a property with only one of them
    // (4-circle-orange): a card needs two partners even in a corner. A ninth 4 is on the deck.
    let mut loose = fours();
    let ninth = loose.pop().expect("nine");
    loose.push(c("1-square-orange"));
    let mut game = Gridsy::from_position(
        GridsyConfig::solo(3),
        vec![loose.clone()],
        vec![],
        vec![ninth],
    )
    .expect("valid");
    assert_eq!(
        game.to_act(),
        ToAct::Player(0),
        "the solo game has one seat"
    );
    assert!(
        solver::arrange(&loose, 3).is_none(),
        "impossible with the deal"
    );
    game.apply(0, &A::Draw).expect("legal");
    assert_eq!(game.table(0).expect("seat").extra, 1);
    let mut all = loose;
    all.push(ninth);
    let grid = solver::arrange(&all, 3).expect("possible with the extra card");
    for (cell, card) in grid.iter().enumerate() {
        game.apply(0, &place(*card, cell / 3, cell % 3))
            .expect("the solver's grid");
    }
    assert!(game.is_over());
    assert_eq!(game.outcome().expect("over").scores, vec![1]);
    assert!(game.events().contains(&GridsyEvent::Completed {
        player: 0,
        extra: 1
    }));
}

#[test]
fn taking_back_costs_a_rearrangement() {
    let mut game = Gridsy::from_position(
        GridsyConfig::solo(3).with_rearrangements(1),
        vec![fours()],
        vec![],
        vec![],
    )
    .expect("valid");
    game.apply(0, &place(c("4-circle-violet"), 1, 1))
        .expect("legal");
    game.apply(0, &A::Remove { row: 1, col: 1 }).expect("legal");
    game.apply(0, &place(c("4-circle-violet"), 1, 1))
        .expect("legal");
    assert_eq!(
        game.apply(0, &A::Remove { row: 1, col: 1 }),
        Err(ActionError::Illegal(Illegal::NoRearrangementsLeft))
    );
    assert!(
        !game
            .legal_actions(0)
            .iter()
            .any(|a| matches!(a, A::Remove { .. }))
    );
    assert_eq!(
        game.apply(0, &A::Remove { row: 0, col: 0 }),
        Err(ActionError::Illegal(Illegal::CellEmpty(0, 0)))
    );
}

#[test]
fn swaps_are_head_to_head_and_draws_solo() {
    let mut solo =
        Gridsy::from_position(GridsyConfig::solo(3), vec![fours()], vec![], vec![]).expect("valid");
    assert!(matches!(
        solo.apply(
            0,
            &A::Swap {
                give: c("4-circle-violet"),
                take: c("1-star-red")
            }
        ),
        Err(ActionError::Illegal(Illegal::WrongMode(_)))
    ));
    let other = cards("3ov 3oc 3oy 3oo 3or 3cv 3cc 3cy 3co");
    let pool = cards("5sr 5sv 5so");
    let mut duel = Gridsy::from_position(
        GridsyConfig::head_to_head(2, 3),
        vec![fours(), other],
        pool,
        vec![],
    )
    .expect("valid");
    assert_eq!(duel.to_act(), ToAct::Anyone, "head-to-head is turnless");
    assert!(matches!(
        duel.apply(1, &A::Draw),
        Err(ActionError::Illegal(Illegal::WrongMode(_)))
    ));
    duel.apply(
        1,
        &A::Swap {
            give: c("3-circle-violet"),
            take: c("5-star-red"),
        },
    )
    .expect("legal");
    assert!(duel.pool().contains(&c("3-circle-violet")));
    assert!(
        duel.table(1)
            .expect("seat")
            .loose
            .contains(&c("5-star-red"))
    );
    assert_eq!(
        duel.apply(
            0,
            &A::Swap {
                give: c("4-circle-violet"),
                take: c("5-star-red")
            }
        ),
        Err(ActionError::Illegal(Illegal::NotInPool(c("5-star-red"))))
    );
}

#[test]
fn the_first_complete_grid_wins_the_round() {
    let other = cards("3ov 3oc 3oy 3oo 3or 3cv 3cc 3cy 3co");
    let mut duel = Gridsy::from_position(
        GridsyConfig::head_to_head(2, 3),
        vec![fours(), other.clone()],
        cards("5sr 5sv 5so"),
        vec![],
    )
    .expect("valid");
    // Player 1 places eight cards, then player 0 completes first.
    for (i, card) in other.iter().take(8).enumerate() {
        duel.apply(1, &place(*card, i / 3, i % 3)).expect("legal");
    }
    for (i, card) in fours().iter().enumerate() {
        duel.apply(0, &place(*card, i / 3, i % 3)).expect("legal");
    }
    assert!(duel.is_over());
    let outcome = duel.outcome().expect("over");
    assert_eq!(outcome.scores, vec![1, 0]);
    assert_eq!(outcome.winners(), vec![0]);
}

#[test]
fn a_best_of_three_match_ends_at_two_wins() {
    let config = GridsyConfig::head_to_head(2, 3).best_of(3);
    let mut game = Gridsy::new(config, Seed(4)).expect("valid");
    let mut bots: Vec<Box<dyn Bot<Gridsy>>> =
        vec![Box::new(GreedyGridsyBot), Box::new(GreedyGridsyBot)];
    run(&mut game, &mut bots, Seed(2), 100_000).expect("ends");
    let wins = game.wins().to_vec();
    assert!(wins.contains(&2), "someone reached two wins: {wins:?}");
    assert!(game.rounds_played() <= 3 && game.rounds_played() >= 2);
}

#[test]
fn the_greedy_bot_takes_exactly_the_fewest_extra_cards() {
    for seed in 0..12 {
        let mut game = Gridsy::new(GridsyConfig::solo(3), Seed(seed)).expect("valid");
        let dealt: Vec<Card> = game.table(0).expect("seat").loose.clone();
        let mut bots: Vec<Box<dyn Bot<Gridsy>>> = vec![Box::new(GreedyGridsyBot)];
        run(&mut game, &mut bots, Seed(1), 10_000).expect("ends");
        let drawn: Vec<Card> = game
            .events()
            .iter()
            .filter_map(|e| match e {
                GridsyEvent::Drew { card, .. } => Some(*card),
                _ => None,
            })
            .collect();
        let fewest = solver::naive::extra_cards(&dealt, &drawn, 3);
        assert_eq!(fewest, Some(drawn.len()), "seed {seed}");
        assert_eq!(
            game.outcome().expect("over").scores,
            vec![drawn.len() as i64]
        );
    }
}

#[test]
fn random_play_ends() {
    let mut game = Gridsy::new(
        GridsyConfig::head_to_head(3, 4).with_rearrangements(20),
        Seed(8),
    )
    .expect("valid");
    let mut bots: Vec<Box<dyn Bot<Gridsy>>> = vec![
        Box::new(RandomBot),
        Box::new(RandomBot),
        Box::new(RandomBot),
    ];
    run(&mut game, &mut bots, Seed(3), 100_000).expect("ends");
    assert!(game.is_over());
}

#[test]
fn bad_configs_are_refused() {
    assert!(Gridsy::new(GridsyConfig::solo(6), Seed(1)).is_err());
    assert!(Gridsy::new(GridsyConfig::head_to_head(5, 4), Seed(1)).is_err());
    assert!(Gridsy::new(GridsyConfig::solo(4).best_of(0), Seed(1)).is_err());
    assert!(Gridsy::new(GridsyConfig::solo(4).with_rearrangements(0), Seed(1)).is_err());
}

#[test]
fn golden_deal() {
    let game = Gridsy::new(GridsyConfig::solo(4), Seed(42)).expect("valid");
    let dealt: Vec<String> = game
        .table(0)
        .expect("seat")
        .loose
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(dealt.join(" "), GOLDEN);
}

const GOLDEN: &str = "4-triangle-violet 5-square-yellow 3-circle-yellow 4-circle-cyan 2-crescent-red 1-square-yellow 2-triangle-cyan 4-square-red 4-square-violet 2-circle-yellow 3-crescent-orange 5-circle-yellow 5-crescent-orange 3-square-cyan 4-crescent-violet 1-square-red";

/// The log only grows over a whole match of several rounds, for the full log and every seat's:
/// each seat's log is read incrementally (`events_since` from the length it had) and the pieces
/// add up to its whole log; earlier rounds' card events stay in it.
#[test]
fn the_log_only_grows_over_a_match_of_several_rounds() {
    let configs = [
        GridsyConfig::solo(3).best_of(3).with_rearrangements(5),
        GridsyConfig::head_to_head(2, 3)
            .best_of(5)
            .with_rearrangements(5),
    ];
    for config in configs {
        let mut game = Gridsy::new(config.clone(), Seed(11)).expect("valid");
        let players = game.num_players();
        let mut bots: Vec<Box<dyn Bot<Gridsy>>> = (0..players)
            .map(|_| Box::new(RandomBot) as Box<dyn Bot<Gridsy>>)
            .collect();
        let mut full = 0;
        let mut read: Vec<Vec<GridsyEvent>> = vec![Vec::new(); players];
        let mut step = 0;
        loop {
            let events = game.events().len();
            assert!(
                events >= full,
                "{config:?} step {step}: the log got shorter"
            );
            full = events;
            for (p, seen) in read.iter_mut().enumerate() {
                let log = game.events_for(p);
                assert!(
                    log.len() >= seen.len(),
                    "{config:?} step {step}: seat {p}'s log got shorter"
                );
                let new = game.events_since(p, seen.len());
                seen.extend(new);
                assert_eq!(*seen, log, "{config:?} step {step}: seat {p}");
            }
            let Some((p, action)) =
                rules_engine::bot_move(&game, &mut bots, Seed(5), step).expect("a bot move")
            else {
                break;
            };
            game.apply(p, &action).expect("a bot's move is legal");
            step += 1;
        }
        assert!(game.rounds_played() >= 2, "{config:?}: several rounds");
        let first_round_end = game
            .events()
            .iter()
            .position(|e| matches!(e, GridsyEvent::RoundStarts { round: 2 }))
            .expect("a second round");
        let early_cards = game.events_for(0)[..first_round_end]
            .iter()
            .filter(|e| matches!(e, GridsyEvent::Placed { .. }))
            .count();
        assert!(
            early_cards > 0,
            "{config:?}: the first round's placements stay"
        );
    }
}
