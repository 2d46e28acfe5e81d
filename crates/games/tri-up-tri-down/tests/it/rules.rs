//! Hand-worked positions for every rule, including the text's own examples.

use rules_engine::{
    ActionError, Bot, ConfigError, Game, GameRng, SearchBudget, Seat, Seed, ToAct, TunedBots, run,
};
use tic_core::{Card, CardSet, Step, parse_cards};
use tic_tri_up_tri_down::{
    DrawReason, EndReason, TriAction, TriConfig, TriEvent, TriIllegal, TriUpTriDown, Trigger,
    free_play_step, greedy_bot, play_step,
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
    // "such as playing 3-square-cyan (number decreased by 1), or 4-square-yellow (color
    // increased by 1), or 4-star-cyan (shape increased by 1)".
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

/// Ruling 17: "increases or decreases a single property ... by one increment" and "changes two
/// properties by 1 increment" leave the other properties as they are. On 4-square-cyan the
/// number, the shape and the color may each stay or move one (3 x 3 x 3 = 27 cards, the card
/// itself among them): 26 cards play, 6 Monos (2 for each property), 12 Duos (3 pairs of
/// properties x 2 x 2) and 8 Tripos (2 x 2 x 2). The free reading lets any card with at least
/// one property one away play: all but the 27 whose three properties are each equal or two or
/// more away (3 x 3 x 3), 98 of the other 124.
#[test]
fn on_4_square_cyan_26_cards_play_strictly_and_98_freely() {
    let top = c("4-square-cyan");
    let others: Vec<Card> = Card::all().filter(|&x| x != top).collect();
    assert_eq!(others.len(), 124);
    let count = |step: fn(Card, Card) -> Option<Step>, want: Step| {
        others
            .iter()
            .filter(|&&x| step(top, x) == Some(want))
            .count()
    };
    assert_eq!(
        (
            count(play_step, Step::Mono),
            count(play_step, Step::Duo),
            count(play_step, Step::Tripo)
        ),
        (6, 12, 8)
    );
    let monos: CardSet = others
        .iter()
        .copied()
        .filter(|&x| play_step(top, x) == Some(Step::Mono))
        .collect();
    assert_eq!(
        monos,
        set(
            "3-square-cyan 5-square-cyan 4-triangle-cyan 4-star-cyan 4-square-violet 4-square-yellow"
        )
    );
    let free = others
        .iter()
        .filter(|&&x| free_play_step(top, x).is_some())
        .count();
    assert_eq!(free, 98);
    // Every strict play is a free play of the same kind.
    for &x in &others {
        if let Some(s) = play_step(top, x) {
            assert_eq!(free_play_step(top, x), Some(s), "{x}");
        }
    }
    // The free reading's extra cards: a property that steps beside one that jumps.
    assert_eq!(free_play_step(top, c("3-square-red")), Some(Step::Mono));
    assert_eq!(play_step(top, c("3-square-red")), None);
    assert_eq!(free_play_step(top, c("3-circle-cyan")), Some(Step::Mono));
    assert_eq!(free_play_step(top, c("3-star-red")), Some(Step::Duo));
    assert_eq!(play_step(top, c("3-star-red")), None);
}

#[test]
fn the_free_steps_option_plays_what_the_text_does_not() {
    let hands = &["3-square-red 1-circle-red", "5-star-red 1-crescent-red"];
    let mut strict = position(
        TriConfig::default(),
        hands,
        "4-square-cyan",
        "2-circle-cyan",
    );
    assert_eq!(strict.legal_actions(0), vec![TriAction::PickUp]);
    assert_eq!(
        strict.apply(0, &TriAction::Play(c("3-square-red"))),
        Err(ActionError::Illegal(TriIllegal::NoStep {
            card: c("3-square-red"),
            top: c("4-square-cyan")
        }))
    );
    let config = TriConfig {
        free_steps: true,
        ..TriConfig::default()
    };
    let mut free = position(config, hands, "4-square-cyan", "2-circle-cyan");
    assert_eq!(
        free.legal_actions(0),
        vec![
            TriAction::Play(c("3-square-red")),
            TriAction::PlaySayingLastCard(c("3-square-red"))
        ]
    );
    play(&mut free, 0, "3-square-red");
    assert!(free.events().contains(&TriEvent::Played {
        player: 0,
        card: Some(c("3-square-red")),
        step: Step::Mono
    }));
    assert!(free.view(1).free_steps);
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
    // The play leaves one card and ends the turn: it may carry the "last card" call.
    assert_eq!(
        game.legal_actions(0),
        vec![
            TriAction::Play(c("3-square-cyan")),
            TriAction::PlaySayingLastCard(c("3-square-cyan"))
        ]
    );
    play(&mut game, 0, "3-square-cyan");
    // Player 0 ended the turn with one card without the call: the challenge window is open.
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

/// "If a player plays a card that changes three properties by 1 increment, a "Tripo", all
/// opponents must pick up two cards from the deck (If four or more players, opponents pick up
/// only one card)." The extra play is the Duo's alone: a Tripo ends the turn.
#[test]
fn a_tripo_makes_opponents_pick_up_two_or_one_with_four_players_and_ends_the_turn() {
    let deck = "1-circle-red 1-crescent-red 1-triangle-red 1-square-red 1-star-red 2-star-red";
    let mut three = position(
        TriConfig::for_players(3),
        &[
            "3-star-yellow 2-star-orange 5-circle-violet",
            "5-star-red",
            "5-star-orange",
        ],
        "4-square-cyan",
        deck,
    );
    play(&mut three, 0, "3-star-yellow");
    assert_eq!(three.hand(1).len(), 3);
    assert_eq!(three.hand(2).len(), 3);
    assert_eq!(three.hand(0).len(), 2);
    assert_eq!(
        three.to_act(),
        ToAct::Player(1),
        "a Tripo ends the turn, though 2-star-orange would play on it"
    );

    let mut four = position(
        TriConfig::for_players(4),
        &[
            "3-star-yellow 5-circle-violet 5-circle-red",
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
    assert_eq!(four.to_act(), ToAct::Player(1));
}

/// The other reading, as an option: a Tripo changes at least two properties, so it also gets
/// the Duo's extra play.
#[test]
fn the_tripo_plays_again_option() {
    let config = TriConfig {
        players: 3,
        tripo_plays_again: true,
        ..TriConfig::default()
    };
    let deck = "1-circle-red 1-crescent-red 1-triangle-red 1-square-red 1-star-red 2-star-red";
    let mut game = position(
        config,
        &[
            "3-star-yellow 2-star-yellow 5-circle-violet",
            "5-star-red",
            "5-star-orange",
        ],
        "4-square-cyan",
        deck,
    );
    play(&mut game, 0, "3-star-yellow");
    assert_eq!(game.hand(1).len(), 3, "the opponents still pick up");
    assert_eq!(
        game.to_act(),
        ToAct::Player(0),
        "and the player plays again"
    );
    // A Mono after the Tripo leaves one card and ends the turn: it may carry the call.
    assert_eq!(
        game.legal_actions(0),
        vec![
            TriAction::Play(c("2-star-yellow")),
            TriAction::PlaySayingLastCard(c("2-star-yellow"))
        ]
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

/// Ruling 2: "they must say "last card" immediately" makes the call part of the play that
/// leaves one card; said with it, nobody can challenge, whoever acts first.
#[test]
fn last_card_said_with_the_play_cannot_be_challenged() {
    let mut game = position(
        TriConfig::for_players(3),
        &["3-square-cyan 1-circle-red", "5-star-red", "5-star-orange"],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    game.apply(0, &TriAction::PlaySayingLastCard(c("3-square-cyan")))
        .expect("the play with the call");
    assert!(game.events().ends_with(&[
        TriEvent::Played {
            player: 0,
            card: Some(c("3-square-cyan")),
            step: Step::Mono
        },
        TriEvent::SaidLastCard { player: 0 }
    ]));
    assert_eq!(game.last_card_window(), None);
    assert_eq!(
        game.to_act(),
        ToAct::Player(1),
        "no window: the next player acts"
    );
    assert!(!game.legal_actions(1).contains(&TriAction::Challenge));
    assert_eq!(game.legal_actions(2), vec![]);
    assert_eq!(
        game.apply(2, &TriAction::Challenge),
        Err(ActionError::NotYourTurn {
            player: 2,
            to_act: ToAct::Player(1)
        })
    );
    assert_eq!(
        game.apply(1, &TriAction::Challenge),
        Err(ActionError::Illegal(TriIllegal::NothingToChallenge))
    );
    assert_eq!(game.hand(0).len(), 1);
}

/// "If not, and noticed by another player, the player in error must pick up two cards from
/// the deck."
#[test]
fn a_silent_play_can_be_challenged_and_the_player_picks_up_two() {
    let mut game = position(
        TriConfig::for_players(3),
        &["3-square-cyan 1-circle-red", "5-star-red", "5-star-orange"],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    play(&mut game, 0, "3-square-cyan");
    assert_eq!(game.last_card_window(), Some(0));
    assert_eq!(game.to_act(), ToAct::Anyone);
    // The silent player cannot say it late, nor challenge themselves.
    assert_eq!(game.legal_actions(0), vec![]);
    assert_eq!(
        game.apply(0, &TriAction::Challenge),
        Err(ActionError::Illegal(TriIllegal::ChallengeSelf))
    );
    assert_eq!(game.legal_actions(2), vec![TriAction::Challenge]);
    assert_eq!(game.legal_actions(1)[0], TriAction::Challenge);
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
        TriConfig::for_players(3),
        &[
            "3-square-cyan 1-circle-red",
            "5-circle-red 1-circle-orange",
            "5-star-orange",
        ],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    play(&mut game, 0, "3-square-cyan");
    // Player 1 cannot play on 3-square-cyan and picks up (2-crescent-red, which does not
    // play either): the window closes, and player 2 may no longer challenge.
    game.apply(1, &TriAction::PickUp).expect("pick up");
    assert_eq!(game.last_card_window(), None);
    assert_eq!(game.to_act(), ToAct::Player(2));
    assert_eq!(game.legal_actions(2), vec![TriAction::PickUp]);
    assert_eq!(
        game.apply(2, &TriAction::Challenge),
        Err(ActionError::Illegal(TriIllegal::NothingToChallenge))
    );
    assert_eq!(game.hand(0).len(), 1, "nobody noticed in time");
}

/// The call goes only with a play that leaves one card at the end of the turn: not with a
/// Duo (the player plays again), not with a play that leaves two or more.
#[test]
fn last_card_is_said_only_with_a_play_that_makes_it_due() {
    let mut duo = position(
        TriConfig::default(),
        &["3-star-cyan 1-circle-red", "5-star-red"],
        "4-square-cyan",
        "2-circle-cyan",
    );
    assert_eq!(
        duo.legal_actions(0),
        vec![TriAction::Play(c("3-star-cyan"))]
    );
    assert_eq!(
        duo.apply(0, &TriAction::PlaySayingLastCard(c("3-star-cyan"))),
        Err(ActionError::Illegal(TriIllegal::NoLastCard(c(
            "3-star-cyan"
        ))))
    );
    let mut three = position(
        TriConfig::default(),
        &["3-square-cyan 1-circle-red 1-circle-orange", "5-star-red"],
        "4-square-cyan",
        "2-circle-cyan",
    );
    assert_eq!(
        three.apply(0, &TriAction::PlaySayingLastCard(c("3-square-cyan"))),
        Err(ActionError::Illegal(TriIllegal::NoLastCard(c(
            "3-square-cyan"
        ))))
    );
    // A picked-up card that leaves one card may carry it too.
    let mut drawn = position(
        TriConfig::default(),
        &["1-circle-red", "5-star-red 5-crescent-red"],
        "4-square-cyan",
        "3-square-cyan",
    );
    drawn.apply(0, &TriAction::PickUp).expect("pick up");
    assert_eq!(
        drawn.legal_actions(0),
        vec![
            TriAction::Play(c("3-square-cyan")),
            TriAction::PlaySayingLastCard(c("3-square-cyan")),
            TriAction::Keep
        ]
    );
    drawn
        .apply(0, &TriAction::PlaySayingLastCard(c("3-square-cyan")))
        .expect("played with the call");
    assert_eq!(drawn.to_act(), ToAct::Player(1));
}

#[test]
fn without_the_last_card_rule_there_is_no_call_and_no_window() {
    let mut game = position(
        TriConfig {
            last_card_rule: false,
            ..TriConfig::default()
        },
        &["3-square-cyan 1-circle-red", "5-star-red"],
        "4-square-cyan",
        "2-circle-cyan",
    );
    assert_eq!(
        game.legal_actions(0),
        vec![TriAction::Play(c("3-square-cyan"))]
    );
    play(&mut game, 0, "3-square-cyan");
    assert_eq!(game.to_act(), ToAct::Player(1));
}

/// Both bots always say "last card".
#[test]
fn the_bots_always_say_last_card() {
    let game = position(
        TriConfig::for_players(3),
        &["3-square-cyan 1-circle-red", "5-star-red", "5-star-orange"],
        "4-square-cyan",
        "2-circle-cyan 1-crescent-red 2-crescent-red",
    );
    let legal = game.legal_actions(0);
    let seat = Seat::new(&game, 0);
    for mut bot in [
        TriUpTriDown::greedy_bot(),
        TriUpTriDown::search_bot(SearchBudget::Iterations(20)),
    ] {
        for seed in 0..4 {
            let choice = bot.choose_at(&seat, &legal, &mut GameRng::from_seed(Seed(seed)));
            assert_eq!(
                legal[choice],
                TriAction::PlaySayingLastCard(c("3-square-cyan")),
                "{}",
                bot.name()
            );
        }
    }
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
fn golden_opening_and_greedy_games() {
    let game = TriUpTriDown::new(TriConfig::default(), Seed(2026)).expect("valid");
    let opening = format!("{} | {}", game.top().expect("top"), game.hand(0));
    assert_eq!(opening, GOLDEN_OPENING);

    // Pinned with the engine's per-step bot generators: (actions, scores, end).
    let greedy = |config: TriConfig| {
        let mut game = TriUpTriDown::new(config, Seed(7)).expect("valid");
        let mut bots = rules_engine::bots_for(&game, |_| greedy_bot());
        let record = run(&mut game, &mut bots, Seed(1), 100_000).expect("ends");
        let outcome = game.outcome().expect("over");
        (record.actions.len(), outcome.scores, game.end_reason())
    };
    // The text's reading: three greedy players rarely go out (docs/rules, "How games end").
    assert_eq!(
        greedy(TriConfig::for_players(3)),
        (5000, vec![-25, -14, -24], Some(EndReason::ActionLimit))
    );
    let free = TriConfig {
        free_steps: true,
        ..TriConfig::for_players(3)
    };
    assert_eq!(
        greedy(free),
        (26, vec![-4, -4, 0], Some(EndReason::WentOut(2)))
    );
}

const GOLDEN_OPENING: &str = "1-star-orange | 1-crescent-violet 1-triangle-violet 2-crescent-violet 2-square-red 3-star-red 4-crescent-cyan 4-star-violet 4-star-yellow 5-triangle-yellow 5-triangle-orange";
