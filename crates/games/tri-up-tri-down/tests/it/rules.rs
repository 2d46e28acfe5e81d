//! Hand-worked positions for every rule, including the text's own examples.

use rules_engine::{ActionError, ConfigError, Game, Seed, ToAct, run};
use tic_core::{Card, CardSet, Step, parse_cards};
use tic_tri_up_tri_down::{
    DrawReason, EndReason, TriAction, TriConfig, TriEvent, TriIllegal, TriUpTriDown, Trigger,
    greedy_bot, play_step,
};

fn c(text: &str) -> Card {
    text.parse().expect("a card")
}

fn set(text: &str) -> CardSet {
    text.parse().expect("cards")
}

/// A position: hands, the face-up card, the deck (last card on top), player 0 to play.
fn position(config: TriConfig, hands: &[&str], top: &str, deck: &str) -> TriUpTriDown {
    TriUpTriDown::from_position(
        config,
        Seed(5),
        hands.iter().map(|h| set(h)).collect(),
        vec![c(top)],
        parse_cards(deck).expect("deck"),
        0,
    )
    .expect("a valid position")
}

fn play(game: &mut TriUpTriDown, player: usize, card: &str) {
    game.apply(player, &TriAction::Play(c(card)))
        .expect("a legal play");
}

#[test]
fn the_texts_monos_on_4_square_cyan() {
    let top = c("4-square-cyan");
    for mono in ["3-square-cyan", "4-square-yellow", "4-star-cyan"] {
        assert_eq!(play_step(top, c(mono)), Some(Step::Mono), "{mono}");
    }
    // The other Monos: number up, shape down, color down.
    for mono in ["5-square-cyan", "4-triangle-cyan", "4-square-violet"] {
        assert_eq!(play_step(top, c(mono)), Some(Step::Mono), "{mono}");
    }
    assert_eq!(play_step(top, c("3-star-cyan")), Some(Step::Duo));
    assert_eq!(play_step(top, c("3-star-yellow")), Some(Step::Tripo));
    // Two steps, or no change, do not play.
    for dead in [
        "2-square-cyan",
        "4-square-red",
        "4-circle-red",
        "1-crescent-red",
    ] {
        assert_eq!(play_step(top, c(dead)), None, "{dead}");
    }
}

#[test]
fn scales_do_not_wrap_at_their_ends() {
    let bottom = c("1-circle-violet");
    assert_eq!(play_step(bottom, c("2-circle-violet")), Some(Step::Mono));
    assert_eq!(play_step(bottom, c("2-crescent-cyan")), Some(Step::Tripo));
    assert_eq!(
        play_step(bottom, c("5-circle-violet")),
        None,
        "1 does not go down to 5"
    );
    assert_eq!(play_step(bottom, c("1-star-violet")), None);
    let top = c("5-star-red");
    assert_eq!(play_step(top, c("5-star-orange")), Some(Step::Mono));
    assert_eq!(
        play_step(top, c("1-star-red")),
        None,
        "5 does not go up to 1"
    );
    assert_eq!(play_step(top, c("5-circle-red")), None);
}

#[test]
fn a_mono_ends_the_turn() {
    let mut game = position(
        TriConfig::default(),
        &["3-square-cyan 1-circle-red", "5-star-red 1-crescent-red"],
        "4-square-cyan",
        "2-circle-cyan",
    );
    assert_eq!(
        game.legal_actions(0),
        vec![TriAction::Play(c("3-square-cyan"))]
    );
    play(&mut game, 0, "3-square-cyan");
    // Player 0 ended the turn with one card: the "last card" window is open.
    assert_eq!(game.to_act(), ToAct::Anyone);
    assert_eq!(game.turn_player(), 1);
    assert_eq!(game.top(), Some(c("3-square-cyan")));
}

#[test]
fn a_duo_plays_again_and_then_picks_up_when_stuck() {
    let mut game = position(
        TriConfig::default(),
        &["3-star-cyan 1-circle-red 1-circle-orange", "5-star-red"],
        "4-square-cyan",
        "4-square-red 2-star-cyan",
    );
    play(&mut game, 0, "3-star-cyan");
    assert_eq!(game.to_act(), ToAct::Player(0), "a Duo plays again");
    // Nothing in hand plays on 3-star-cyan: pick up.
    assert_eq!(game.legal_actions(0), vec![TriAction::PickUp]);
    game.apply(0, &TriAction::PickUp).expect("pick up");
    // 2-star-cyan (number down) plays: play it or keep it.
    assert_eq!(game.hand(0).len(), 3);
    assert_eq!(
        game.legal_actions(0),
        vec![TriAction::Play(c("2-star-cyan")), TriAction::Keep]
    );
    let before = game.clone();
    assert_eq!(
        game.apply(0, &TriAction::Play(c("1-circle-red"))),
        Err(ActionError::Illegal(TriIllegal::OnlyDrawnCard(c(
            "2-star-cyan"
        ))))
    );
    assert_eq!(game, before, "a rejected action changes nothing");
    game.apply(0, &TriAction::Keep).expect("keep it");
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn a_picked_up_card_that_does_not_play_ends_the_turn() {
    let mut game = position(
        TriConfig::default(),
        &["1-circle-red 1-circle-orange", "5-star-red 2-star-red"],
        "4-square-cyan",
        "4-square-red",
    );
    assert_eq!(game.legal_actions(0), vec![TriAction::PickUp]);
    game.apply(0, &TriAction::PickUp).expect("pick up");
    assert!(game.hand(0).contains(c("4-square-red")));
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn picking_up_is_only_for_a_player_who_cannot_play() {
    let mut game = position(
        TriConfig::default(),
        &["3-square-cyan 1-circle-red", "5-star-red"],
        "4-square-cyan",
        "2-circle-cyan",
    );
    assert_eq!(
        game.apply(0, &TriAction::PickUp),
        Err(ActionError::Illegal(TriIllegal::CanPlay))
    );
    assert_eq!(
        game.apply(0, &TriAction::Play(c("1-circle-red"))),
        Err(ActionError::Illegal(TriIllegal::NoStep {
            card: c("1-circle-red"),
            top: c("4-square-cyan")
        }))
    );
    assert!(matches!(
        game.apply(1, &TriAction::Play(c("5-star-red"))),
        Err(ActionError::NotYourTurn { player: 1, .. })
    ));
}

#[test]
fn a_tripo_makes_opponents_pick_up_two_or_one_with_four_players() {
    let deck = "1-circle-red 1-crescent-red 1-triangle-red 1-square-red 1-star-red 2-star-red";
    let mut three = position(
        TriConfig::for_players(3),
        &[
            "3-star-yellow 5-circle-violet",
            "5-star-red",
            "5-star-orange",
        ],
        "4-square-cyan",
        deck,
    );
    play(&mut three, 0, "3-star-yellow");
    assert_eq!(three.hand(1).len(), 3);
    assert_eq!(three.hand(2).len(), 3);
    assert_eq!(three.hand(0).len(), 1);
    assert_eq!(
        three.to_act(),
        ToAct::Player(0),
        "a Tripo plays again by default"
    );

    let mut four = position(
        TriConfig::for_players(4),
        &[
            "3-star-yellow 5-circle-violet",
            "5-star-red",
            "5-star-orange",
            "5-star-yellow",
        ],
        "4-square-cyan",
        deck,
    );
    play(&mut four, 0, "3-star-yellow");
    assert_eq!(
        (four.hand(1).len(), four.hand(2).len(), four.hand(3).len()),
        (2, 2, 2)
    );

    let mut ends = position(
        TriConfig {
            tripo_plays_again: false,
            ..TriConfig::default()
        },
        &["3-star-yellow 5-circle-violet 5-circle-red", "5-star-red"],
        "4-square-cyan",
        deck,
    );
    play(&mut ends, 0, "3-star-yellow");
    assert_eq!(
        ends.to_act(),
        ToAct::Player(1),
        "the option makes a Tripo end the turn"
    );
}

#[test]
fn going_out_needs_a_duo_a_tripo_or_a_mono_after_another_play() {
    // A lone Mono cannot go out: pick up instead.
    let mut lone = position(
        TriConfig::default(),
        &["3-square-cyan", "5-star-red"],
        "4-square-cyan",
        "1-circle-red",
    );
    assert_eq!(lone.legal_actions(0), vec![TriAction::PickUp]);
    assert_eq!(
        lone.apply(0, &TriAction::Play(c("3-square-cyan"))),
        Err(ActionError::Illegal(TriIllegal::LoneMonoGoOut(c(
            "3-square-cyan"
        ))))
    );
    // A Duo goes out.
    let mut duo = position(
        TriConfig::default(),
        &["3-star-cyan", "5-star-red"],
        "4-square-cyan",
        "1-circle-red",
    );
    play(&mut duo, 0, "3-star-cyan");
    assert_eq!(duo.end_reason(), Some(EndReason::WentOut(0)));
    let outcome = duo.outcome().expect("over");
    assert_eq!(outcome.winners(), vec![0]);
    assert_eq!(outcome.scores, vec![0, -1]);
    // A Duo then a Mono goes out.
    let mut chain = position(
        TriConfig::default(),
        &["3-star-cyan 2-star-cyan", "5-star-red"],
        "4-square-cyan",
        "1-circle-red",
    );
    play(&mut chain, 0, "3-star-cyan");
    play(&mut chain, 0, "2-star-cyan");
    assert_eq!(chain.end_reason(), Some(EndReason::WentOut(0)));
    assert_eq!(chain.to_act(), ToAct::Nobody);
}

#[test]
fn last_card_said_in_time_is_safe() {
    let mut game = position(
        TriConfig::for_players(3),
        &["3-square-cyan 1-circle-red", "5-star-red", "5-star-orange"],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    play(&mut game, 0, "3-square-cyan");
    assert_eq!(game.last_card_window(), Some(0));
    assert_eq!(game.legal_actions(0), vec![TriAction::SayLastCard]);
    assert_eq!(game.legal_actions(2), vec![TriAction::Challenge]);
    assert_eq!(game.legal_actions(1)[0], TriAction::Challenge);
    game.apply(0, &TriAction::SayLastCard).expect("said");
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert_eq!(
        game.apply(2, &TriAction::Challenge),
        Err(ActionError::NotYourTurn {
            player: 2,
            to_act: ToAct::Player(1)
        })
    );
    assert_eq!(game.hand(0).len(), 1);
}

#[test]
fn a_challenge_makes_the_silent_player_pick_up_two() {
    let mut game = position(
        TriConfig::for_players(3),
        &["3-square-cyan 1-circle-red", "5-star-red", "5-star-orange"],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    play(&mut game, 0, "3-square-cyan");
    assert_eq!(
        game.apply(0, &TriAction::Challenge),
        Err(ActionError::Illegal(TriIllegal::ChallengeSelf))
    );
    assert_eq!(
        game.apply(1, &TriAction::SayLastCard),
        Err(ActionError::Illegal(TriIllegal::NoLastCard)),
        "only the player holding one card says it"
    );
    assert_eq!(
        game.apply(2, &TriAction::Play(c("5-star-orange"))),
        Err(ActionError::Illegal(TriIllegal::NotYourTurn(1))),
        "in the window, other players may only challenge"
    );
    game.apply(2, &TriAction::Challenge).expect("challenge");
    assert_eq!(game.hand(0).len(), 3);
    assert!(game.hand(0).contains(c("2-crescent-red")));
    assert!(
        game.events()
            .contains(&TriEvent::Challenged { by: 2, target: 0 })
    );
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn the_window_closes_when_the_next_player_acts() {
    let mut game = position(
        TriConfig::default(),
        &["3-square-cyan 1-circle-red", "5-circle-red 1-circle-orange"],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    play(&mut game, 0, "3-square-cyan");
    // Player 1 cannot play on 3-square-cyan and picks up: the window closes.
    game.apply(1, &TriAction::PickUp).expect("pick up");
    assert_eq!(game.last_card_window(), None);
    assert!(matches!(
        game.apply(0, &TriAction::SayLastCard),
        Err(ActionError::NotYourTurn { player: 0, .. })
    ));
    assert_eq!(game.hand(0).len(), 1, "nobody noticed in time");
}

#[test]
fn without_the_last_card_rule_there_is_no_window() {
    let mut game = position(
        TriConfig {
            last_card_rule: false,
            ..TriConfig::default()
        },
        &["3-square-cyan 1-circle-red", "5-star-red"],
        "4-square-cyan",
        "2-circle-cyan",
    );
    play(&mut game, 0, "3-square-cyan");
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn a_trigger_fires_on_the_card_that_ends_the_turn() {
    let config = TriConfig {
        triggers: vec![Trigger::twos_pick_two()],
        ..TriConfig::default()
    };
    // 3-square-cyan -> 2-square-cyan is a Mono on a 2: player 1 picks up two.
    let mut game = position(
        config.clone(),
        &["2-square-cyan 5-circle-red 5-crescent-red", "5-star-red"],
        "3-square-cyan",
        "1-circle-red 1-crescent-red 1-triangle-red",
    );
    play(&mut game, 0, "2-square-cyan");
    assert_eq!(game.hand(1).len(), 3);
    assert!(game.events().iter().any(|e| matches!(
        e,
        TriEvent::Drew {
            player: 1,
            reason: DrawReason::Trigger,
            ..
        }
    )));
    // A Duo on a 2 does not end the turn, so it does not fire.
    let mut duo = position(
        config,
        &["2-star-cyan 5-circle-red 5-crescent-red", "5-star-red"],
        "3-square-cyan",
        "1-circle-red 1-crescent-red 1-triangle-red",
    );
    play(&mut duo, 0, "2-star-cyan");
    assert_eq!(duo.hand(1).len(), 1);
}

#[test]
fn a_star_trigger_picks_up_the_number_of_stars() {
    let config = TriConfig {
        triggers: vec![Trigger::stars_pick_their_number()],
        ..TriConfig::default()
    };
    let mut game = position(
        config,
        &["3-star-cyan 5-circle-red 5-crescent-red", "5-star-red"],
        "3-square-cyan",
        "1-circle-red 1-crescent-red 1-triangle-red 1-square-red",
    );
    play(&mut game, 0, "3-star-cyan");
    assert_eq!(game.hand(1).len(), 4, "three stars: pick up three");
}

#[test]
fn the_discard_pile_is_reshuffled_and_an_empty_one_ends_the_game() {
    let mut game = position(
        TriConfig::default(),
        &["1-circle-red 1-circle-orange", "5-star-red 2-star-red"],
        "4-square-cyan",
        "",
    );
    // Nothing to pick up anywhere: the game ends as it stands (fewest cards wins; a tie).
    game.apply(0, &TriAction::PickUp)
        .expect("the pick-up ends the game");
    assert_eq!(game.end_reason(), Some(EndReason::DeckExhausted));
    assert_eq!(game.outcome().expect("over").places, vec![0, 0]);

    let mut refill = TriUpTriDown::from_position(
        TriConfig::default(),
        Seed(1),
        vec![
            set("1-circle-red 1-circle-orange"),
            set("5-star-red 2-star-red"),
        ],
        parse_cards("2-circle-cyan 3-circle-cyan 4-square-cyan").expect("cards"),
        Vec::new(),
        0,
    )
    .expect("valid");
    refill.apply(0, &TriAction::PickUp).expect("pick up");
    assert!(refill.events().contains(&TriEvent::Reshuffled { cards: 2 }));
    assert_eq!(refill.top(), Some(c("4-square-cyan")));
    assert_eq!(refill.hand(0).len() + refill.deck_len(), 4);
}

#[test]
fn the_action_limit_ends_the_game_as_it_stands() {
    let config = TriConfig {
        max_actions: 200,
        ..TriConfig::default()
    };
    let mut game = TriUpTriDown::new(config, Seed(9)).expect("valid");
    let mut steps = 0;
    while !game.is_over() {
        let player = match game.to_act() {
            ToAct::Player(p) => p,
            _ => game.turn_player(),
        };
        let action = game.legal_actions(player)[0];
        game.apply(player, &action).expect("legal");
        steps += 1;
    }
    assert!(steps <= 200);
    if steps == 200 {
        assert_eq!(game.end_reason(), Some(EndReason::ActionLimit));
    }
}

#[test]
fn bad_configs_are_typed_errors() {
    let err = |config: TriConfig| TriUpTriDown::new(config, Seed(0)).err();
    assert_eq!(
        err(TriConfig::for_players(7)),
        Some(ConfigError::Players {
            min: 2,
            max: 6,
            got: 7
        })
    );
    assert!(matches!(
        err(TriConfig {
            hand_size: 5,
            ..TriConfig::default()
        }),
        Some(ConfigError::OutOfRange {
            option: "hand_size",
            ..
        })
    ));
    assert!(matches!(
        err(TriConfig {
            hand_size: 15,
            ..TriConfig::default()
        }),
        Some(ConfigError::OutOfRange {
            option: "hand_size",
            ..
        })
    ));
    let mut too_many = Trigger::twos_pick_two();
    too_many.effect =
        tic_tri_up_tri_down::TriggerEffect::NextPicksUp(tic_tri_up_tri_down::PickUp::Cards(9));
    assert!(matches!(
        err(TriConfig {
            triggers: vec![too_many],
            ..TriConfig::default()
        }),
        Some(ConfigError::Invalid {
            option: "triggers",
            ..
        })
    ));
}

#[test]
fn trigger_text_round_trips_and_rejects_nonsense() {
    for text in [
        "2:pick-2",
        "star:pick-number",
        "2-red:pick-1",
        "triangle-violet:pick-5",
    ] {
        let t: Trigger = text.parse().expect("parses");
        assert_eq!(t.to_string(), text);
    }
    assert!("2".parse::<Trigger>().is_err());
    assert!("2-3:pick-2".parse::<Trigger>().is_err(), "two numbers");
    assert!(":pick-2".parse::<Trigger>().is_err(), "empty pattern");
    assert!("2:pick-0".parse::<Trigger>().is_err());
    assert!("2:pick-6".parse::<Trigger>().is_err());
    assert!("2:skip".parse::<Trigger>().is_err());
}

#[test]
fn golden_opening_and_greedy_game() {
    let game = TriUpTriDown::new(TriConfig::default(), Seed(2026)).expect("valid");
    let opening = format!("{} | {}", game.top().expect("top"), game.hand(0));
    assert_eq!(opening, GOLDEN_OPENING);

    let mut game = TriUpTriDown::new(TriConfig::for_players(3), Seed(7)).expect("valid");
    let mut bots: Vec<Box<dyn rules_engine::Bot<TriUpTriDown>>> = vec![
        Box::new(greedy_bot()),
        Box::new(greedy_bot()),
        Box::new(greedy_bot()),
    ];
    let record = run(&mut game, &mut bots, Seed(1), 100_000).expect("ends");
    let outcome = game.outcome().expect("over");
    assert_eq!(
        (record.actions.len(), outcome.scores.clone()),
        golden_greedy()
    );
    assert_eq!(game.end_reason(), Some(EndReason::WentOut(2)));
}

const GOLDEN_OPENING: &str = "1-star-orange | 1-crescent-violet 1-triangle-violet 2-crescent-violet 2-square-red 3-star-red 4-crescent-cyan 4-star-violet 4-star-yellow 5-triangle-yellow 5-triangle-orange";
fn golden_greedy() -> (usize, Vec<i64>) {
    // Pinned with the engine's per-step bot generators.
    (39, vec![-11, -16, 0])
}
