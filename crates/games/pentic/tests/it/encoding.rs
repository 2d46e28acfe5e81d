//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game};
use tic_core::{Card, parse_cards};
use tic_pentic::{Pentic, PenticAction, PenticConfig};

#[test]
fn pentic_keeps_the_encoding_contract() {
    check_encoding::<Pentic>(&crate::configs(), &Settings::games(3).deep_check_every(11));
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn play(c: &str, row: usize, col: usize) -> PenticAction {
    PenticAction::Play {
        card: card(c),
        row,
        col,
    }
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Tops (row by row): 1cv 2ty 1qc / 3qo 5sr 4ty / 1tc 2ov 1sy. A card's number is
/// (number - 1) * 25 + shape * 5 + color (shapes circle, crescent, triangle, square, star;
/// colors violet, cyan, yellow, orange, red).
#[test]
fn a_four_nic_play_by_hand() {
    let config = PenticConfig::default();
    assert_eq!(Pentic::action_space(&config), 1_126);
    assert_eq!(Pentic::observation_len(&config), 415);
    let mut g = Pentic::from_position(
        config,
        &parse_cards("1cv 2ty 1qc 3qo 5sr 4ty 1tc 2ov 1sy").expect("cards"),
        vec![
            parse_cards("1cc 5sv").expect("cards"),
            parse_cards("2tr 4oc").expect("cards"),
        ],
        parse_cards("3or 4cr 5cr 1or 2cr 3cr 4qr").expect("cards"),
    )
    .expect("position");
    // 5-star-violet (100 + 20 + 0 = 120) on pile 0: 1 + 9 * 120 + 0.
    assert_eq!(g.action_index(0, &play("5sv", 0, 0)), Some(1_081));
    assert_eq!(g.action_at(0, 1_081), Some(play("5sv", 0, 0)));
    // 1-crescent-cyan (0 + 5 + 1 = 6) on the centre (pile 3 * 1 + 1 = 4): 1 + 54 + 4.
    let centre = play("1cc", 1, 1);
    assert_eq!(g.action_index(0, &centre), Some(59));
    assert!(g.legal_mask(0)[59]);
    assert_eq!(g.action_at(0, 0), None, "a card plays: no pass");
    g.apply(0, &centre).expect("four-Nic play");

    let mut obs = vec![f32::NAN; 415];
    g.observe(0, &mut obs);
    // Player 0 kept 5sv (120) and drew 4qr 3cr 2cr 1or from the deck's top (its last cards):
    // 94, 59, 34, 4.
    assert_eq!(ones(&obs[..125]), [4, 34, 59, 94, 120]);
    // 5-star-red (124) lies covered under 1-crescent-cyan.
    assert_eq!(ones(&obs[125..250]), [124]);
    // The centre pile at 250 + 17 * 4 = 318: 1, crescent, cyan on top; two cards high.
    assert_eq!(ones(&obs[318..334]), [0, 1, 7, 12]);
    assert_eq!(obs[334], 0.1);
    // Seats at 403: player 0 holds 5 cards and 75 of 250 points; player 1 2 cards, 0.
    assert_eq!(obs[403..407], [1.0, 0.3, 0.4, 0.0]);
    // Player 1 (seat 1) to act, playing.
    assert_eq!(obs[407..409], [0.0, 1.0]);
    assert_eq!(obs[409..411], [1.0, 0.0]);
}
