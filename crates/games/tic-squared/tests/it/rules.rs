//! Every rule of Tic Squared on hand-worked positions.

use rules_engine::{ActionError, Game, Seed, ToAct};
use tic_core::Card;
use tic_squared::growing::{GrowingGrid, GrowthError, Placement, Side};
use tic_squared::{
    Illegal, Phase, TicSquared, TicSquaredAction as A, TicSquaredConfig, TicSquaredEvent,
};

fn c(s: &str) -> Card {
    s.parse().expect("a card")
}

fn cards(s: &str) -> Vec<Card> {
    tic_core::parse_cards(s).expect("cards")
}

/// A grid grown from `first` by laying each card at the given placement.
fn grid(first: &str, plays: &[(Side, usize, &str)]) -> GrowingGrid {
    let mut g = GrowingGrid::new(c(first));
    for &(side, i, card) in plays {
        g.place(Placement::new(side, i), c(card))
            .expect("a legal growth");
    }
    g
}

fn play(card: &str, grid: usize, side: Side, index: usize) -> A {
    A::Play {
        card: c(card),
        grid,
        at: Placement::new(side, index),
    }
}

/// Player 0's grid: the row 4-square-red 4-circle-red with 4-square-yellow started above the
/// first card. 4-circle-yellow at top 2 touches 4-circle-red (4 and circle: Tic) and
/// 4-square-yellow (4 and yellow: Tic).
fn double_tic_grid() -> GrowingGrid {
    grid(
        "4-square-red",
        &[
            (Side::Right, 0, "4-circle-red"),
            (Side::Top, 0, "4-square-yellow"),
        ],
    )
}

#[test]
fn a_4_laid_making_two_tics_makes_the_others_pick_up_four() {
    let config = TicSquaredConfig::for_players(3);
    let deck = cards("1cv 1cc 1cy 1co 1cr 1ov 1oc 1oy 1oo 1or");
    let mut game = TicSquared::from_position(
        config,
        vec![
            cards("4-circle-yellow 2-triangle-cyan"),
            cards("5-star-violet"),
            cards("5-star-cyan"),
        ],
        vec![
            Some(double_tic_grid()),
            Some(grid("3-crescent-orange", &[])),
            Some(grid("3-triangle-orange", &[])),
        ],
        deck,
        0,
    )
    .expect("a valid position");
    game.apply(0, &play("4-circle-yellow", 0, Side::Top, 1))
        .expect("legal");
    assert_eq!(game.hand(1).len(), 1 + 4, "player 1 picks up four");
    assert_eq!(game.hand(2).len(), 1 + 4, "player 2 picks up four");
    assert_eq!(game.hand(0).len(), 1, "the player who laid it does not");
    assert_eq!(game.deck_len(), 2);
    // The top row is complete: the grid is now 2x2.
    let g = game.grid(0).expect("started");
    assert_eq!((g.rows(), g.cols()), (2, 2));
    // A Tic: the same player plays again.
    assert_eq!(game.to_act(), ToAct::Player(0));
    assert!(game.turn().tic_streak);
}

#[test]
fn a_double_tic_penalty_stops_when_the_deck_runs_out() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::for_players(3),
        vec![
            cards("4-circle-yellow 2-triangle-cyan"),
            cards("5-star-violet"),
            cards("5-star-cyan"),
        ],
        vec![
            Some(double_tic_grid()),
            Some(grid("3-crescent-orange", &[])),
            Some(grid("3-triangle-orange", &[])),
        ],
        cards("1cv 1cc 1cy 1co 1cr"),
        0,
    )
    .expect("a valid position");
    game.apply(0, &play("4-circle-yellow", 0, Side::Top, 1))
        .expect("legal");
    // Player 1 takes four, player 2 the one card left.
    assert_eq!(game.hand(1).len(), 5);
    assert_eq!(game.hand(2).len(), 2);
    assert_eq!(game.deck_len(), 0);
}

#[test]
fn fifteen_in_grid_three_in_hand_scores_twelve() {
    // Fifteen yellow cards (any two share the color): a 4x3 grid and three cards of the
    // fourth column.
    let yellow: Vec<Card> = Card::all()
        .filter(|k| k.color().value() == 3)
        .take(15)
        .collect();
    let mut g = GrowingGrid::new(yellow[0]);
    for &card in &yellow[1..] {
        let at = g.placements()[0];
        g.place(at, card).expect("yellow cards never Nic");
    }
    assert_eq!(g.len(), 15);
    let other = grid("1-circle-violet", &[]);
    // Three cards that fit nowhere, and an empty deck: the deck is exhausted.
    let used: Vec<Card> = yellow
        .iter()
        .copied()
        .chain([c("1-circle-violet")])
        .collect();
    let stuck: Vec<Card> = Card::all()
        .filter(|k| !used.contains(k) && !g.accepts(*k) && !other.accepts(*k))
        .take(4)
        .collect();
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default(),
        vec![stuck[..3].to_vec(), stuck[3..].to_vec()],
        vec![Some(g), Some(other)],
        Vec::new(),
        0,
    )
    .expect("a valid position");
    assert!(
        game.is_over(),
        "must pick up from an empty deck: the game ends"
    );
    assert!(game.events().contains(&TicSquaredEvent::DeckExhausted));
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.scores, vec![12, 0]);
    assert_eq!(outcome.winners(), vec![0]);
    assert!(game.apply(0, &A::PickUp).is_err());
}

#[test]
fn a_single_ends_the_turn_and_a_tic_plays_again() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default(),
        vec![
            cards("4-circle-cyan 4-square-orange 2-star-violet"),
            cards("5-star-violet 1-star-cyan"),
        ],
        vec![
            Some(grid("4-square-red", &[])),
            Some(grid("3-crescent-orange", &[])),
        ],
        cards("1cv 1cc"),
        0,
    )
    .expect("a valid position");
    // 4-square-orange Tics with 4-square-red (4 and square).
    game.apply(0, &play("4-square-orange", 0, Side::Right, 0))
        .expect("legal");
    assert_eq!(game.to_act(), ToAct::Player(0), "a Tic plays again");
    // After a Tic the player may end the turn instead of playing on.
    assert!(game.legal_actions(0).contains(&A::EndTurn));
    // 4-circle-cyan only Singles (the 4) with 4-square-red below it: the turn ends.
    game.apply(0, &play("4-circle-cyan", 0, Side::Top, 0))
        .expect("legal");
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert!(!game.turn().tic_streak);
}

#[test]
fn no_nic_edge_and_the_growth_rule_are_enforced() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default(),
        vec![
            cards("1-star-violet 4-square-orange 2-star-red"),
            cards("5-star-violet"),
        ],
        vec![
            Some(grid("4-square-red", &[(Side::Right, 0, "4-circle-red")])),
            Some(grid("3-crescent-orange", &[])),
        ],
        cards("1cv 1cc"),
        0,
    )
    .expect("a valid position");
    let before = game.clone();
    // 1-star-violet Nics with 4-square-red.
    assert_eq!(
        game.apply(0, &play("1-star-violet", 0, Side::Top, 0)),
        Err(ActionError::Illegal(Illegal::Growth(GrowthError::Nic {
            card: c("1-star-violet"),
            neighbour: c("4-square-red"),
        })))
    );
    // The grid is 1x2, wider than tall: no column may start.
    assert!(matches!(
        game.apply(0, &play("4-square-orange", 0, Side::Left, 0)),
        Err(ActionError::Illegal(Illegal::Growth(
            GrowthError::SideClosed { .. }
        )))
    ));
    assert_eq!(game, before, "rejections change nothing");
    // Start the bottom row at the second column; the next card must touch it.
    game.apply(0, &play("2-star-red", 0, Side::Bottom, 1))
        .expect("2-star-red Singles 4-circle-red (red)");
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn a_player_who_cannot_play_must_pick_up_and_may_play_the_picked_card() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default(),
        vec![cards("1-star-violet 2-star-violet"), cards("5-star-violet")],
        vec![
            Some(grid("4-square-red", &[])),
            Some(grid("3-crescent-orange", &[])),
        ],
        // The top of the deck (last) is 4-square-orange, which Tics with 4-square-red.
        cards("1cc 4-square-orange"),
        0,
    )
    .expect("a valid position");
    assert_eq!(game.legal_actions(0), vec![A::PickUp]);
    assert_eq!(
        game.apply(0, &A::EndTurn),
        Err(ActionError::Illegal(Illegal::CannotEndTurn))
    );
    game.apply(0, &A::PickUp).expect("legal");
    let legal = game.legal_actions(0);
    assert!(legal.contains(&play("4-square-orange", 0, Side::Right, 0)));
    assert!(legal.contains(&A::EndTurn));
    game.apply(0, &play("4-square-orange", 0, Side::Right, 0))
        .expect("legal");
    assert_eq!(
        game.to_act(),
        ToAct::Player(0),
        "the picked card made a Tic"
    );
}

#[test]
fn a_picked_card_that_does_not_play_ends_the_turn() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default(),
        vec![cards("1-star-violet 2-star-violet"), cards("5-star-violet")],
        vec![
            Some(grid("4-square-red", &[])),
            Some(grid("3-crescent-orange", &[])),
        ],
        cards("1cc 1-circle-violet"),
        0,
    )
    .expect("a valid position");
    game.apply(0, &A::PickUp).expect("legal");
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert_eq!(game.hand(0).len(), 3);
}

#[test]
fn after_a_chosen_pick_up_only_the_picked_card_may_be_played() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default(),
        vec![
            cards("4-square-orange 4-circle-red 1-star-violet"),
            cards("5-star-violet"),
        ],
        vec![
            Some(grid("4-square-red", &[])),
            Some(grid("3-crescent-orange", &[])),
        ],
        cards("1cc 4-square-cyan"),
        0,
    )
    .expect("a valid position");
    // Player 0 could play, but chooses to pick up.
    assert!(game.legal_actions(0).len() > 1);
    game.apply(0, &A::PickUp)
        .expect("a pick-up instead of playing");
    assert_eq!(
        game.apply(0, &play("4-square-orange", 0, Side::Right, 0)),
        Err(ActionError::Illegal(Illegal::MustPlayPicked(c(
            "4-square-cyan"
        ))))
    );
    assert!(game.legal_actions(0).iter().all(|a| matches!(a, A::EndTurn)
        || matches!(a, A::Play { card, .. } if *card == c("4-square-cyan"))));
    assert_eq!(
        game.apply(0, &A::PickUp),
        Err(ActionError::Illegal(Illegal::AlreadyPickedUp))
    );
}

#[test]
fn going_out_needs_a_tic_or_a_single_after_a_tic() {
    let position = |hand: &str| {
        TicSquared::from_position(
            TicSquaredConfig::default(),
            vec![cards(hand), cards("5-star-violet")],
            vec![
                Some(grid("4-square-red", &[])),
                Some(grid("3-crescent-orange", &[])),
            ],
            cards("1cc 1cv"),
            0,
        )
        .expect("a valid position")
    };
    // A lone Single cannot go out.
    let mut game = position("4-circle-cyan");
    assert_eq!(
        game.apply(0, &play("4-circle-cyan", 0, Side::Right, 0)),
        Err(ActionError::Illegal(Illegal::CannotGoOut))
    );
    assert_eq!(game.legal_actions(0), vec![A::PickUp], "it cannot play");
    // A Tic goes out.
    let mut game = position("4-square-orange");
    game.apply(0, &play("4-square-orange", 0, Side::Right, 0))
        .expect("a Tic goes out");
    assert!(game.is_over());
    assert_eq!(game.went_out(), Some(0));
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners(), vec![0]);
    // A Single right after a Tic goes out too.
    let mut game = position("4-square-orange 4-circle-cyan");
    game.apply(0, &play("4-square-orange", 0, Side::Right, 0))
        .expect("a Tic");
    game.apply(0, &play("4-circle-cyan", 0, Side::Top, 0))
        .expect("a Single after a Tic goes out");
    assert_eq!(game.went_out(), Some(0));
}

#[test]
fn one_opponent_grid_per_turn_in_one_block() {
    // Every card here is a 4: all Single or Tic, so the turn goes on while Tics are made.
    let mut game = TicSquared::from_position(
        TicSquaredConfig::for_players(3),
        vec![
            cards("4-square-orange 4-circle-yellow 4-star-cyan 4-triangle-violet 4-crescent-red"),
            cards("5-star-violet"),
            cards("5-star-cyan"),
        ],
        vec![
            Some(grid("4-square-red", &[])),
            Some(grid("4-circle-orange", &[])),
            Some(grid("4-star-orange", &[])),
        ],
        cards("1cc 1cv"),
        0,
    )
    .expect("a valid position");
    // On player 1's grid: 4-circle-yellow Tics with 4-circle-orange.
    game.apply(0, &play("4-circle-yellow", 1, Side::Right, 0))
        .expect("legal");
    // Not on a second opponent's grid in the same turn.
    assert_eq!(
        game.apply(0, &play("4-star-cyan", 2, Side::Left, 0)),
        Err(ActionError::Illegal(Illegal::OtherOpponent(1)))
    );
    // Own grid: 4-square-orange Tics with 4-square-red.
    game.apply(0, &play("4-square-orange", 0, Side::Right, 0))
        .expect("legal");
    // The block on player 1's grid is over.
    assert!(matches!(
        game.apply(0, &play("4-crescent-red", 1, Side::Left, 0)),
        Err(ActionError::Illegal(Illegal::BlockOver))
    ));
}

#[test]
fn the_start_is_simultaneous_and_turns_follow() {
    let mut game = TicSquared::new(TicSquaredConfig::for_players(3), Seed(9)).expect("valid");
    assert_eq!(game.phase(), Phase::Opening);
    assert_eq!(game.to_act(), ToAct::Anyone);
    assert_eq!(game.hand(0).len(), 12);
    assert_eq!(game.deck_len(), 63 - 36);
    // Player 2 may start before player 0.
    let first = game.hand(2)[0];
    game.apply(2, &A::Start(first)).expect("legal");
    assert!(game.legal_actions(2).is_empty(), "already started");
    assert_eq!(
        game.apply(2, &A::Start(game.hand(2)[0])),
        Err(ActionError::Illegal(Illegal::AlreadyStarted))
    );
    for p in [1, 0] {
        let card = game.hand(p)[0];
        game.apply(p, &A::Start(card)).expect("legal");
    }
    assert_eq!(game.phase(), Phase::Play);
    assert!(matches!(game.to_act(), ToAct::Player(0)));
}

#[test]
fn the_race_is_turnless() {
    let mut game = TicSquared::from_position(
        TicSquaredConfig::default().race(),
        vec![
            cards("4-square-orange 4-circle-yellow 1-star-violet"),
            cards("4-circle-cyan 5-star-violet"),
        ],
        vec![
            Some(grid("4-square-red", &[])),
            Some(grid("4-circle-orange", &[])),
        ],
        cards("1cc 1cv"),
        0,
    )
    .expect("a valid position");
    assert_eq!(game.to_act(), ToAct::Anyone);
    // Player 1 plays twice in a row, then player 0, on any grid.
    game.apply(1, &play("4-circle-cyan", 1, Side::Right, 0))
        .expect("legal");
    game.apply(1, &A::PickUp).expect("legal");
    game.apply(0, &play("4-circle-yellow", 1, Side::Top, 0))
        .expect("legal");
    assert_eq!(
        game.apply(0, &A::EndTurn),
        Err(ActionError::Illegal(Illegal::NoTurns))
    );
}

#[test]
fn deck_portion_by_player_count() {
    for (players, in_play) in [(2, 42), (3, 63), (4, 83)] {
        let game = TicSquared::new(TicSquaredConfig::for_players(players), Seed(1)).expect("valid");
        assert_eq!(game.deck_len() + 12 * players, in_play);
    }
    let mut bad = TicSquaredConfig::for_players(4);
    bad.deck_cards = Some(40);
    assert!(
        TicSquared::new(bad, Seed(1)).is_err(),
        "fewer cards than the deal"
    );
    assert!(TicSquared::new(TicSquaredConfig::for_players(5), Seed(1)).is_err());
}

#[test]
fn golden_opening() {
    let game = TicSquared::new(TicSquaredConfig::default(), Seed(42)).expect("valid");
    let hand: Vec<String> = game.hand(0).iter().map(ToString::to_string).collect();
    assert_eq!(hand.join(" "), GOLDEN_HAND);
}

const GOLDEN_HAND: &str = "1-triangle-red 1-circle-violet 4-star-orange 4-square-yellow 4-triangle-yellow 1-star-yellow 4-circle-orange 2-square-violet 3-crescent-violet 4-triangle-orange 4-crescent-cyan 3-circle-violet";
