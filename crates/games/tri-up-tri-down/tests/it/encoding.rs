//! The encoding for learning agents: the engine's contract on the conformance configs, and the
//! documented numbering and layout checked by hand.

use rules_engine::conformance::{Settings, check_encoding};
use rules_engine::{Encoded, Game, Seed, ToAct};
use tic_core::{Card, CardSet, parse_cards};
use tic_tri_up_tri_down::{TriAction, TriConfig, TriUpTriDown, Trigger};

/// The conformance test's configs: the standard game and its variations.
fn configs() -> Vec<TriConfig> {
    let mut configs = vec![TriConfig::default()];
    configs.extend(crate::variations());
    configs
}

#[test]
fn every_config_keeps_the_encoding_contract() {
    check_encoding::<TriUpTriDown>(&configs(), &Settings::games(8).deep_check_every(5));
}

#[test]
fn the_sizes_follow_the_documented_formulas() {
    for players in 2..=6 {
        let config = TriConfig::for_players(players);
        assert_eq!(TriUpTriDown::action_space(&config), 253);
        assert_eq!(TriUpTriDown::observation_len(&config), 527 + 3 * players);
    }
    assert_eq!(TriUpTriDown::observation_len(&TriConfig::default()), 533);
}

fn c(text: &str) -> Card {
    text.parse().expect("a card")
}

fn set(text: &str) -> CardSet {
    text.parse().expect("cards")
}

/// The 1s of `block`.
fn ones(block: &[f32]) -> Vec<usize> {
    (0..block.len()).filter(|&i| block[i] == 1.0).collect()
}

/// The indices a mask marks.
fn marked(mask: &[bool]) -> Vec<usize> {
    (0..mask.len()).filter(|&i| mask[i]).collect()
}

/// Three players, both of the text's triggers; 4-square-cyan face up, player 0 holds
/// 3-square-cyan and 1-circle-red, the deck's top card is 2-square-cyan. A card's number is
/// (number - 1) * 25 + shape * 5 + color (shapes circle, crescent, triangle, square, star;
/// colors violet, cyan, yellow, orange, red).
fn hand_worked() -> TriUpTriDown {
    let config = TriConfig {
        players: 3,
        triggers: vec![Trigger::twos_pick_two(), Trigger::stars_pick_their_number()],
        ..TriConfig::default()
    };
    TriUpTriDown::from_position(
        config,
        Seed(3),
        vec![
            set("3-square-cyan 1-circle-red"),
            set("5-star-red"),
            set("2-circle-violet"),
        ],
        vec![c("4-square-cyan")],
        parse_cards("2-circle-cyan 2-square-cyan").expect("deck"),
        0,
    )
    .expect("a valid position")
}

#[test]
fn a_play_and_its_call_by_hand() {
    let game = hand_worked();
    // 3-square-cyan = 50 + 15 + 1 = 66, a Mono that leaves one card: the call is due.
    let play = TriAction::Play(c("3-square-cyan"));
    let call = TriAction::PlaySayingLastCard(c("3-square-cyan"));
    assert_eq!(game.legal_actions(0), vec![play, call]);
    assert_eq!(game.action_index(0, &play), Some(66));
    assert_eq!(game.action_index(0, &call), Some(125 + 66));
    assert_eq!(game.action_at(0, 191), Some(call));
    assert_eq!(game.action_at(0, 66), Some(play));
    assert_eq!(game.action_at(0, 250), None, "picking up is not legal here");
    assert_eq!(game.action_at(0, 253), None, "past the action space");
    assert_eq!(marked(&game.legal_mask(0)), [66, 191]);

    let mut obs = vec![f32::NAN; TriUpTriDown::observation_len(game.config())];
    assert_eq!(obs.len(), 536);
    game.observe(0, &mut obs);
    // Hand: 1-circle-red = 4, 3-square-cyan = 66. Face up: 4-square-cyan = 75 + 15 + 1 = 91.
    assert_eq!(ones(&obs[..125]), [4, 66]);
    assert_eq!(ones(&obs[125..250]), [91]);
    // Its number (4: index 3), shape (square: 3) and color (cyan: 1).
    assert_eq!(ones(&obs[250..265]), [3, 5 + 3, 10 + 1]);
    assert_eq!(ones(&obs[265..390]), Vec::<usize>::new());
    // Triggers: every 2 makes the next player pick up 2 (0.4), every star its number (k / 5);
    // a 2-star does both.
    let triggers = &obs[390..515];
    assert_eq!(triggers[c("2-circle-violet").index()], 0.4);
    assert_eq!(triggers[c("2-star-red").index()], 0.8);
    assert_eq!(triggers[c("5-star-cyan").index()], 1.0);
    assert_eq!(triggers[c("3-star-cyan").index()], 0.6);
    assert_eq!(triggers[c("3-square-cyan").index()], 0.0);
    assert_eq!(triggers.iter().filter(|&&v| v > 0.0).count(), 25 + 5 * 4);
    // Seats: the observer (2 of 10 cards, to play), then seats 1 and 2 (1 card each).
    assert_eq!(obs[515..524], [0.2, 1.0, 0.0, 0.1, 0.0, 0.0, 0.1, 0.0, 0.0]);
    // Phase: a turn to play. Deck 2, discard 1, nothing played, the observer acts, strict
    // steps, a Tripo ends the turn, the "last card" rule is played.
    assert_eq!(obs[524..528], [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(
        obs[528..536],
        [2.0 / 125.0, 1.0 / 125.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0]
    );
}

#[test]
fn a_challenge_window_and_a_picked_up_card_by_hand() {
    let mut game = hand_worked();
    game.apply(0, &TriAction::Play(c("3-square-cyan")))
        .expect("a silent Mono");
    assert_eq!(game.to_act(), ToAct::Anyone);
    // Player 1 cannot play 5-star-red: pick up (250) or challenge (252); player 2 challenges.
    assert_eq!(marked(&game.legal_mask(1)), [250, 252]);
    assert_eq!(marked(&game.legal_mask(2)), [252]);
    assert_eq!(game.action_at(2, 252), Some(TriAction::Challenge));
    assert_eq!(game.action_at(0, 252), None, "nobody challenges themselves");

    let mut obs = vec![f32::NAN; TriUpTriDown::observation_len(game.config())];
    game.observe(1, &mut obs);
    // Seat 1 sees itself first (to play), then seat 2, then seat 0 (one card, challengeable).
    assert_eq!(obs[515..524], [0.1, 1.0, 0.0, 0.1, 0.0, 0.0, 0.1, 0.0, 1.0]);
    assert_eq!(obs[524..528], [0.0, 0.0, 1.0, 0.0], "the challenge window");
    assert_eq!(ones(&obs[125..250]), [66], "3-square-cyan face up");

    // Player 1 picks up 2-square-cyan (25 + 15 + 1 = 41), a Mono on 3-square-cyan: play it
    // (41, or 166 with the call) or keep it (251).
    game.apply(1, &TriAction::PickUp).expect("cannot play");
    let indices: Vec<usize> = game
        .legal_actions(1)
        .iter()
        .filter_map(|a| game.action_index(1, a))
        .collect();
    assert_eq!(indices, [41, 166, 251]);
    game.observe(1, &mut obs);
    assert_eq!(ones(&obs[265..390]), [41], "the picked-up card");
    assert_eq!(ones(&obs[..125]), [41, 124], "2-square-cyan and 5-star-red");
    assert_eq!(obs[524..528], [0.0, 1.0, 0.0, 0.0]);
    // The others do not see which card, nor that a decision on it is pending.
    game.observe(0, &mut obs);
    assert_eq!(ones(&obs[265..390]), Vec::<usize>::new());
    assert_eq!(obs[524..528], [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(
        obs[515 + 3..515 + 5],
        [0.2, 1.0],
        "seat 1: two cards, its turn"
    );
}

/// A dealt game: the hand block is exactly the seat's hand.
#[test]
fn the_hand_block_is_the_dealt_hand() {
    let game = TriUpTriDown::new(TriConfig::for_players(4), Seed(42)).expect("valid");
    let mut obs = vec![f32::NAN; TriUpTriDown::observation_len(game.config())];
    for seat in 0..4 {
        game.observe(seat, &mut obs);
        let hand: Vec<usize> = game.hand(seat).iter().map(Card::index).collect();
        let mut sorted = hand.clone();
        sorted.sort_unstable();
        assert_eq!(ones(&obs[..125]), sorted);
        // Four seats from 515, the phase at 515 + 12: a turn to play.
        assert_eq!(obs[527..531], [1.0, 0.0, 0.0, 0.0]);
    }
}
