//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game};
use tic_core::Card;
use tic_squared::growing::{GrowingGrid, Placement, Side};
use tic_squared::{TicSquared, TicSquaredAction as A, TicSquaredConfig};

#[test]
fn the_standard_game_keeps_the_encoding_contract() {
    check_encoding::<TicSquared>(
        &crate::standard_games(),
        &Settings::games(12).deep_check_every(3),
    );
}

#[test]
fn the_race_keeps_the_encoding_contract() {
    check_encoding::<TicSquared>(&crate::races(), &Settings::games(10).deep_check_every(3));
}

fn c(s: &str) -> Card {
    s.parse().expect("a card")
}

fn cards(s: &str) -> Vec<Card> {
    tic_core::parse_cards(s).expect("cards")
}

fn play(card: &str, grid: usize, side: Side, index: usize) -> A {
    A::Play {
        card: c(card),
        grid,
        at: Placement::new(side, index),
    }
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// The default game (42 cards: L = 7, two players). A card's number is (number - 1) * 25 +
/// shape * 5 + color (shapes circle, crescent, triangle, square, star; colors violet, cyan,
/// yellow, orange, red).
#[test]
fn a_tic_and_a_single_by_hand() {
    let config = TicSquaredConfig::default();
    assert_eq!(TicSquared::action_space(&config), 7_127);
    assert_eq!(TicSquared::observation_len(&config), 2_331);
    let mut game = TicSquared::from_position(
        config,
        vec![cards("4oc 4qo 2sv"), cards("5sv 1sc")],
        vec![
            Some(GrowingGrid::new(c("4qr"))),
            Some(GrowingGrid::new(c("3co"))),
        ],
        cards("1cv 1cc"),
        0,
    )
    .expect("a valid position");
    // 4-square-orange (75 + 15 + 3 = 93) on player 0's own grid (seat 0) at right 1 (side 3,
    // index 0): 127 + ((93 * 2 + 0) * 4 + 3) * 7 + 0.
    let tic = play("4qo", 0, Side::Right, 0);
    assert_eq!(game.action_index(0, &tic), Some(5_356));
    assert_eq!(game.action_at(0, 5_356), Some(tic));
    // On player 1's grid (seat 1) at the left (side 2): 127 + ((93 * 2 + 1) * 4 + 2) * 7.
    assert_eq!(
        game.action_index(0, &play("4qo", 1, Side::Left, 0)),
        Some(5_377)
    );
    game.apply(0, &tic).expect("legal");
    // A Tic plays again: ending the turn (1) is legal.
    assert!(game.legal_mask(0)[1]);
    // 4-circle-cyan (75 + 0 + 1 = 76) at top 1 (side 0): 127 + (76 * 2 * 4) * 7.
    let single = play("4oc", 0, Side::Top, 0);
    assert_eq!(game.action_index(0, &single), Some(4_383));
    assert!(game.legal_mask(0)[4_383]);
    game.apply(0, &single).expect("legal");

    let mut obs = vec![f32::NAN; 2_331];
    game.observe(0, &mut obs);
    // Player 0 holds 2-star-violet (25 + 20 + 0 = 45).
    assert_eq!(ones(&obs[..125]), [45]);
    // Its grid (seat 0, at 250): the rows 4oc . / 4qr 4qo in an 8 x 8 window; 4oc at (0, 0):
    // 4, circle, cyan; 4qr at (1, 0), 16 * 8 = 128 further: 4, square, red.
    assert_eq!(ones(&obs[250..266]), [0, 4, 6, 12]);
    assert_eq!(ones(&obs[250 + 128..250 + 144]), [0, 4, 9, 15]);
    // After the window (16 * 64 = 1,024): started, 1 row / 7, 2 columns / 7, a line on top.
    assert_eq!(
        obs[250 + 1_024..250 + 1_031],
        [1.0, 1.0 / 7.0, 2.0 / 7.0, 1.0, 0.0, 0.0, 0.0]
    );
    // From player 1, the same grid is seat 1's, at 250 + 1,031.
    game.observe(1, &mut obs);
    assert_eq!(ones(&obs[1_281..1_297]), [0, 4, 6, 12]);
    // Player 1 acts now (seat 0 from its side, at 250 + 2 * 1,031 + 4 = 2,316), in play.
    assert_eq!(obs[2_316..2_318], [1.0, 0.0]);
    assert_eq!(obs[2_318..2_321], [0.0, 1.0, 0.0]);
}
