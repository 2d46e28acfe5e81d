//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, ToAct};
use tic_core::{Card, parse_cards};
use tic_queen::{Offset, Queen, QueenAction, QueenConfig, Step};

#[test]
fn the_standard_game_keeps_the_encoding_contract() {
    check_encoding::<Queen>(
        &crate::standard_games(),
        &Settings::games(4).deep_check_every(9),
    );
}

#[test]
fn the_variations_keep_the_encoding_contract() {
    check_encoding::<Queen>(
        &crate::variations(),
        &Settings::games(3).deep_check_every(9),
    );
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// The 1s of `block`, shifted by `base`.
fn ones(block: &[f32], base: usize) -> Vec<usize> {
    (0..block.len())
        .filter(|&i| block[i] == 1.0)
        .map(|i| base + i)
        .collect()
}

/// Two players on 4x4 grids (W = 49, the start card at window cell 24) with two centre cards.
#[test]
fn a_draft_and_a_placement_by_hand() {
    let config = QueenConfig::default();
    assert_eq!(Queen::action_space(&config), 100);
    assert_eq!(Queen::observation_len(&config), 1_753);
    // The first line is 2ov (#1) and 3cc (#2); the next, 5ty and 1qo.
    let deck: Vec<Card> = parse_cards("2ov 3cc 5ty 1qo")
        .expect("cards")
        .into_iter()
        .rev()
        .collect();
    let starts = parse_cards("4oy 1sr").expect("cards");
    let mut g = Queen::from_position(config, &starts, vec![0, 1], deck).expect("position");
    // Choices are their positions.
    let second = QueenAction::Choose { position: 1 };
    assert_eq!(g.action_index(0, &second), Some(1));
    g.apply(0, &second).expect("legal");
    assert_eq!(g.legal_mask(1)[..2], [true, false]);
    g.apply(1, &QueenAction::Choose { position: 0 })
        .expect("legal");
    // Card #1's holder places first: player 1 lays 2ov right of its start card, offset
    // (0, +1): window cell (0 + 3) * 7 + (1 + 3) = 25 of its own grid (seat 0): 2 + 25.
    assert_eq!(g.to_act(), ToAct::Player(1));
    let right = QueenAction::Place {
        card: card("2ov"),
        grid: 1,
        at: Offset::new(0, 1),
    };
    assert_eq!(g.action_index(1, &right), Some(27));
    assert_eq!(g.action_at(1, 27), Some(right));
    // The same cell of player 0's grid (seat 1 from player 1) would be 2 + 49 + 25; another
    // card than the one under the token has no index.
    let attack = QueenAction::Place {
        card: card("2ov"),
        grid: 0,
        at: Offset::new(0, 1),
    };
    assert_eq!(g.action_index(1, &attack), Some(76));
    let wrong = QueenAction::Place {
        card: card("3cc"),
        grid: 1,
        at: Offset::new(0, 1),
    };
    assert_eq!(g.action_index(1, &wrong), None);
    g.apply(1, &right).expect("legal");

    let mut obs = vec![f32::NAN; 1_753];
    g.observe(0, &mut obs);
    // Player 0's grid: 4-circle-yellow at cell 24 (at 24 * 17 = 408): present, number 4,
    // circle, yellow; the four cells around it (17, 23, 25, 31) open.
    assert_eq!(ones(&obs[408..425], 408), [408, 412, 414, 421]);
    let open: Vec<usize> = (0..49).filter(|&c| obs[17 * c + 16] == 1.0).collect();
    assert_eq!(open, [17, 23, 25, 31]);
    // Player 1's grid (seat 1, at 17 * 49 = 833): 1-star-red at cell 24, 2-circle-violet at 25.
    assert_eq!(ones(&obs[833 + 408..833 + 425], 0), [0, 1, 10, 15]);
    assert_eq!(ones(&obs[833 + 425..833 + 442], 0), [0, 2, 6, 11]);
    // The line being placed from, at 17 * 2 * 49 = 1,666, 18 values a place: #1 placed (no
    // card), player 1's token (seat 1); #2 3-crescent-cyan with player 0's token (seat 0).
    assert_eq!(ones(&obs[1_666..1_684], 0), [17]);
    assert_eq!(ones(&obs[1_684..1_702], 0), [0, 3, 7, 12, 16]);
    // The next line, at 1,702: 5-triangle-yellow and 1-square-orange, no tokens yet.
    assert_eq!(ones(&obs[1_702..1_720], 0), [0, 5, 8, 13]);
    assert_eq!(ones(&obs[1_720..1_738], 0), [0, 1, 9, 14]);
    // Who acts (at 1,742) and the step (at 1,744), as the game has it.
    let (who, step) = match g.step() {
        Step::Place(p) => (p, 1),
        Step::Choose(p) => (p, 2),
        other => panic!("unexpected step {other:?}"),
    };
    assert_eq!(ones(&obs[1_742..1_744], 0), [who]);
    assert_eq!(ones(&obs[1_744..1_748], 0), [step]);
}
