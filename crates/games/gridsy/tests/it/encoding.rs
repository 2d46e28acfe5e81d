//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game};
use tic_core::Card;
use tic_gridsy::{Gridsy, GridsyAction as A, GridsyConfig};

#[test]
fn solo_games_keep_the_encoding_contract() {
    check_encoding::<Gridsy>(
        &crate::solo_configs(),
        &Settings::games(6).deep_check_every(7),
    );
}

#[test]
fn head_to_head_games_keep_the_encoding_contract() {
    check_encoding::<Gridsy>(
        &crate::head_to_head_configs(),
        &Settings::games(6).deep_check_every(7),
    );
}

fn c(s: &str) -> Card {
    s.parse().expect("a card")
}

fn cards(s: &str) -> Vec<Card> {
    tic_core::parse_cards(s).expect("cards")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Head to head on 3x3 grids (9 cells, a pool of 3). A card's number is (number - 1) * 25 +
/// shape * 5 + color (shapes circle, crescent, triangle, square, star; colors violet, cyan,
/// yellow, orange, red).
#[test]
fn a_placement_and_a_swap_by_hand() {
    assert_eq!(Gridsy::action_space(&GridsyConfig::default()), 2_017);
    assert_eq!(Gridsy::observation_len(&GridsyConfig::default()), 390);
    assert_eq!(
        Gridsy::observation_len(&GridsyConfig::head_to_head(2, 4)),
        838
    );
    let config = GridsyConfig::head_to_head(2, 3);
    assert_eq!(Gridsy::action_space(&config), 1_510);
    assert_eq!(Gridsy::observation_len(&config), 598);
    let mut game = Gridsy::from_position(
        config,
        vec![
            cards("4ov 4oc 4oy 4oo 4or 4cv 4cc 4cy 4co"),
            cards("2ov 2oc 2oy 2oo 2or 2cv 2cc 2cy 2co"),
        ],
        cards("5sr 5sy 5so"),
        Vec::new(),
    )
    .expect("valid");
    // 4-circle-cyan (75 + 0 + 1 = 76) at row 2, column 3 (cell 1 * 3 + 2 = 5): 1 + 9 + 76 * 9
    // + 5.
    let place = A::Place {
        card: c("4oc"),
        row: 1,
        col: 2,
    };
    assert_eq!(game.action_index(0, &place), Some(699));
    assert_eq!(game.action_at(0, 699), Some(place));
    game.apply(0, &place).expect("legal");
    // Taking it back: 1 + 5.
    assert!(game.legal_mask(0)[6]);
    assert_eq!(game.action_at(0, 6), Some(A::Remove { row: 1, col: 2 }));
    // 4-circle-violet (75) for 5-star-orange, the pool's third card: 1 + 126 * 9 + 75 * 3 + 2.
    let swap = A::Swap {
        give: c("4ov"),
        take: c("5so"),
    };
    assert_eq!(game.action_index(0, &swap), Some(1_362));
    assert!(game.legal_mask(0)[1_362]);
    game.apply(0, &swap).expect("legal");

    let mut obs = vec![f32::NAN; 598];
    game.observe(1, &mut obs);
    // Player 0's table is seat 1 from player 1, at 16 * 9 + 127 = 271: 4oc in cell 5 (4,
    // circle, cyan), and its loose cards, 5-star-orange (100 + 20 + 3 = 123) in, 4ov and 4oc
    // out.
    assert_eq!(ones(&obs[271 + 80..271 + 96]), [0, 4, 6, 12]);
    let mut loose: Vec<usize> = ["4oy", "4oo", "4or", "4cv", "4cc", "4cy", "4co", "5so"]
        .map(|s| c(s).index())
        .to_vec();
    loose.sort_unstable();
    assert_eq!(ones(&obs[271 + 144..271 + 269]), loose);
    // The pool at 2 * 271 = 542: 4-circle-violet now in the third place (at 542 + 32).
    assert_eq!(ones(&obs[574..590]), [0, 4, 6, 11]);
    // One rearrangement used of 200.
    assert_eq!(obs[271 + 270], 199.0 / 200.0);
}

/// Solo, the return is the extra cards as they are taken, over the most the match could take.
#[test]
fn solo_returns_count_the_extra_cards_as_they_go() {
    let config = GridsyConfig::solo(3);
    let mut loose = cards("4ov 4oc 4oy 4oo 4or 4cv 4cc 4cy");
    loose.push(c("1sv"));
    let mut game =
        Gridsy::from_position(config, vec![loose], Vec::new(), cards("4co")).expect("valid");
    assert_eq!(game.returns(), [0.0]);
    game.apply(0, &A::Draw).expect("legal");
    // One extra card of at most 1 * (125 - 9).
    assert_eq!(game.returns(), [-1.0 / 116.0]);
    let head_to_head =
        Gridsy::new(GridsyConfig::head_to_head(2, 3), rules_engine::Seed(1)).expect("config");
    assert_eq!(head_to_head.returns(), [0.0, 0.0]);
}
