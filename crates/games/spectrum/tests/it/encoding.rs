//! The encoding for learning agents (the knock engine's, shared with Tic-of-a-Kind): the
//! engine's contract on the conformance configs, and the take numbering and the face-up blocks
//! checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed};
use tic_core::{Card, CardSet};
use tic_spectrum::{Spectrum, SpectrumAction, SpectrumConfig};

fn settings() -> Settings {
    Settings::games(4).deep_check_every(3)
}

#[test]
fn the_standard_game_and_variations_keep_the_encoding_contract() {
    let mut configs = crate::standard_games();
    configs.push(
        SpectrumConfig::new(2)
            .with_rounds(2)
            .with_may_discard_taken(false),
    );
    configs.extend(crate::variation_1());
    configs.extend(crate::variation_2());
    check_encoding::<Spectrum>(&configs, &settings());
}

#[test]
fn the_sizes_follow_the_documented_formulas() {
    // 3 + 125 + 2^5 - 1 for every config.
    assert_eq!(Spectrum::action_space(&SpectrumConfig::default()), 159);
    assert_eq!(Spectrum::action_space(&SpectrumConfig::variation1(3)), 159);
    // 382 + 125 U + 6n + P with U = 5, P = 5.
    assert_eq!(Spectrum::observation_len(&SpectrumConfig::default()), 1_036);
    assert_eq!(Spectrum::observation_len(&SpectrumConfig::new(2)), 1_024);
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// Variation 1 (take up to five), seed 3, two players: the piles show 2sy 5cv 4qy 4co, the
/// discard pile is empty; seat 0 holds 4oy 2tr 3sy 1sr 2co. A card's number is (number - 1) *
/// 25 + shape * 5 + color (shapes circle, crescent, triangle, square, star; colors violet,
/// cyan, yellow, orange, red).
#[test]
fn takes_by_their_sources_by_hand() {
    let mut game = Spectrum::new(SpectrumConfig::variation1(2), Seed(3)).expect("valid");
    assert_eq!(
        game.face_up(),
        vec![
            Some(card("2sy")),
            Some(card("5cv")),
            Some(card("4qy")),
            Some(card("4co")),
            None
        ]
    );
    // Piles 0 and 3: mask 0b01001 = 9, index 3 + 125 + 9 - 1.
    let take: CardSet = [card("2sy"), card("4co")].into_iter().collect();
    let action = SpectrumAction::Take(take);
    assert!(game.legal_actions(0).contains(&action));
    assert_eq!(game.action_index(0, &action), Some(136));
    assert_eq!(game.action_at(0, 136), Some(action));
    assert_eq!(game.action_index(0, &SpectrumAction::Knock), Some(2));
    // A card that is not face up has no take index.
    let hidden = SpectrumAction::Take(CardSet::single(card("4oy")));
    assert_eq!(game.action_index(0, &hidden), None);

    let mut obs = vec![f32::NAN; Spectrum::observation_len(game.config())];
    game.observe(0, &mut obs);
    // 1sr = 24, 2co = 25 + 5 + 3, 2tr = 25 + 10 + 4, 3sy = 50 + 20 + 2, 4oy = 75 + 0 + 2.
    assert_eq!(ones(&obs[..125]), vec![24, 33, 39, 72, 77]);
    // The face-up blocks, source s at 375 + 125s: 2sy = 47, 5cv = 105, 4qy = 92, 4co = 83.
    let block = |obs: &[f32], s: usize| ones(&obs[375 + 125 * s..500 + 125 * s]);
    assert_eq!(
        (0..5).map(|s| block(&obs, s)).collect::<Vec<_>>(),
        vec![vec![47], vec![105], vec![92], vec![83], vec![]]
    );
    // The pile sizes after the seats (1000 + 12): 29, 29, 29, 28 and no discards.
    let sizes: Vec<f32> = [29.0, 29.0, 29.0, 28.0, 0.0].map(|s| s / 125.0).to_vec();
    assert_eq!(obs[1012..1017].to_vec(), sizes);

    // Seat 0 takes 2sy and discards 4oy: pile 0 shows 5cr, the discard pile 4oy.
    game.apply(0, &SpectrumAction::Take(CardSet::single(card("2sy"))))
        .expect("take");
    game.apply(0, &SpectrumAction::Discard(card("4oy")))
        .expect("discard");
    assert_eq!(game.face_up()[0], Some(card("5cr")));
    // Pile 0 and the discard pile: mask 0b10001 = 17, index 3 + 125 + 17 - 1.
    let take: CardSet = [card("5cr"), card("4oy")].into_iter().collect();
    assert_eq!(game.action_index(1, &SpectrumAction::Take(take)), Some(144));
    game.observe(1, &mut obs);
    assert_eq!(block(&obs, 0), vec![109]);
    assert_eq!(block(&obs, 4), vec![77]);
}
