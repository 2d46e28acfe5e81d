//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game};
use tic_core::{Card, parse_cards};
use tic_tyramid::{Outline, Tyramid, TyramidAction, TyramidConfig};

#[test]
fn the_standard_pyramid_keeps_the_encoding_contract() {
    check_encoding::<Tyramid>(
        &crate::standard_pyramids(),
        &Settings::games(6).deep_check_every(7),
    );
}

#[test]
fn the_variations_keep_the_encoding_contract() {
    check_encoding::<Tyramid>(
        &crate::variations(),
        &Settings::games(4).deep_check_every(9),
    );
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).expect("cards")
}

fn play(s: &str, row: usize, place: usize) -> TyramidAction {
    TyramidAction::Play {
        card: card(s),
        row,
        place,
    }
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Two players on a 3-row pyramid (6 cells) topped by 4-circle-yellow. A card's number is
/// (number - 1) * 25 + shape * 5 + color (shapes circle, crescent, triangle, square, star;
/// colors violet, cyan, yellow, orange, red).
#[test]
fn plays_on_a_three_row_pyramid_by_hand() {
    let config = TyramidConfig::players(2).with_outline(Outline::Pyramid, 3);
    assert_eq!(TyramidConfig::default().outline.cell_count(10), 55);
    assert_eq!(Tyramid::action_space(&TyramidConfig::default()), 6_878);
    assert_eq!(Tyramid::observation_len(&TyramidConfig::default()), 1_197);
    assert_eq!(Tyramid::action_space(&config), 3 + 125 * 6);
    assert_eq!(Tyramid::observation_len(&config), 364);
    let mut g = Tyramid::from_position(
        config,
        card("4-circle-yellow"),
        vec![cards("4cy 4sy 1ty 1ov 2cv"), cards("4ty 4qy 2ov 3ov 5ov")],
        cards("1sr 2sr 3sr 4sr 5sr 1qr"),
        0,
    )
    .expect("valid position");
    // 4-crescent-yellow (75 + 5 + 2 = 82) at row 2, place 1 (cell 1): 3 + 82 * 6 + 1.
    let left = play("4cy", 1, 0);
    assert_eq!(g.action_index(0, &left), Some(496));
    assert_eq!(g.action_at(0, 496), Some(left));
    assert!(g.legal_mask(0)[496]);
    g.apply(0, &left).expect("legal");
    // 4-triangle-yellow (75 + 10 + 2 = 87) at cell 2: 3 + 87 * 6 + 2; two Tics, a bonus play.
    let right = play("4ty", 1, 1);
    assert_eq!(g.action_index(1, &right), Some(527));
    g.apply(1, &right).expect("legal");
    assert!(g.in_bonus_play());
    assert!(g.legal_mask(1)[0], "ending the turn is index 0");

    let mut obs = vec![f32::NAN; 364];
    g.observe(0, &mut obs);
    // Player 0's hand: 4-star-yellow 75 + 20 + 2 = 97, 1ty 12, 1ov 0, 2cv 30, and
    // 1-square-red (0 + 15 + 4 = 19) drawn from the deck's top (its last card).
    assert_eq!(ones(&obs[..125]), [0, 12, 19, 30, 97]);
    // On the layout: 4oy 77, 4cy 82, 4ty 87.
    assert_eq!(ones(&obs[125..250]), [77, 82, 87]);
    // Cell 0 (4-circle-yellow): occupied, number 4, circle, yellow; not open.
    assert_eq!(ones(&obs[250..267]), [0, 4, 6, 13]);
    // Cell 3 (row 3's left end) is empty and open.
    assert_eq!(ones(&obs[250 + 3 * 17..250 + 4 * 17]), [16]);
    // Seats at 250 + 102 = 352: player 0 holds 5 cards and 2 points, player 1 4 cards and 6.
    assert_eq!(obs[352..356], [1.0, 0.02, 0.8, 0.06]);
    // Player 1 (seat 1 from here) is to act, in a bonus play.
    assert_eq!(obs[356..358], [0.0, 1.0]);
    assert_eq!(obs[358..361], [0.0, 1.0, 0.0]);
}
