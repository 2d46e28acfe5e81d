//! Spectrum's rules, hand-worked: setup with four piles, taking a face-up card and turning up
//! the next, the discard pile as fifth pile, the knock and one more turn, the point table,
//! Variation 1 (take up to five, discard as many) and Variation 2 (ten cards).

use rules_engine::{ActionError, Game, Seed, ToAct};
use tic_core::{CardSet, parse_cards};
use tic_spectrum::{
    PILES, Phase, PointTable, Spectrum, SpectrumAction, SpectrumConfig, SpectrumError,
    SpectrumEvent, score_hand,
};

#[test]
fn the_point_table_scores_mono_duo_and_tripo_sequences() {
    let table = PointTable::default();
    let tripo =
        parse_cards("1-circle-violet 2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red")
            .expect("cards");
    assert_eq!(score_hand(&tripo, &table).map(|s| s.0), Some(50));
    // Number and color step, the shapes are free: a Duo sequence.
    let duo = parse_cards("1-star-violet 2-circle-cyan 3-star-yellow 4-square-orange 5-circle-red")
        .expect("cards");
    assert_eq!(score_hand(&duo, &table).map(|s| s.0), Some(25));
    // Only the numbers step: a Mono sequence.
    let mono = parse_cards("1-star-red 2-circle-red 3-star-cyan 4-square-red 5-circle-violet")
        .expect("cards");
    assert_eq!(score_hand(&mono, &table).map(|s| s.0), Some(10));
    let house = PointTable {
        mono: 1,
        duo: 2,
        tripo: 3,
        no_sequence: -1,
    };
    assert_eq!(score_hand(&tripo, &house).map(|s| s.0), Some(3));
    let none = parse_cards("1-star-red 1-circle-red 3-star-cyan 4-square-red 5-circle-violet")
        .expect("cards");
    assert_eq!(score_hand(&none, &house).map(|s| s.0), Some(-1));
}

#[test]
fn setup_five_cards_each_and_four_piles_with_a_face_up_top() {
    let game = Spectrum::new(SpectrumConfig::new(3), Seed(1)).expect("valid");
    for p in 0..3 {
        assert_eq!(game.hand(p).len(), 5);
    }
    let view = game.view(0);
    // 125 - 15 = 110 cards in four piles as equal as can be: 28, 28, 27, 27.
    assert_eq!(view.pile_sizes, vec![28, 28, 27, 27, 0]);
    assert_eq!(game.face_up().iter().flatten().count(), PILES);
    assert_eq!(game.face_up()[PILES], None, "no discard pile yet");
    // Four single-card takes, and the knock.
    assert_eq!(game.legal_actions(0).len(), 5);
}

#[test]
fn golden_opening_is_pinned() {
    let game = Spectrum::new(SpectrumConfig::new(2), Seed(42)).expect("valid");
    let hand: Vec<String> = game.hand(0).iter().map(|c| format!("{c:#}")).collect();
    let up: Vec<String> = game
        .face_up()
        .iter()
        .flatten()
        .map(|c| format!("{c:#}"))
        .collect();
    assert_eq!(
        (hand.join(" "), up.join(" ")),
        (GOLDEN.0.to_owned(), GOLDEN.1.to_owned())
    );
}

const GOLDEN: (&str, &str) = ("4tv 3oy 2cr 2tc 4qv", "5co 5oy 3co 3qc");

#[test]
fn taking_turns_up_the_next_card_and_the_discard_starts_the_fifth_pile() {
    let mut game = Spectrum::new(SpectrumConfig::new(2), Seed(2)).expect("valid");
    let top = game.face_up()[1].expect("pile 2");
    game.apply(0, &SpectrumAction::Take(CardSet::single(top)))
        .expect("take");
    let next = game.face_up()[1].expect("pile 2 is not empty");
    assert_ne!(next, top);
    assert!(game.events().contains(&SpectrumEvent::Flipped {
        pile: Some(1),
        card: next
    }));
    assert_eq!(game.phase(), Phase::Discard);
    let out = game.hand(0)[0];
    game.apply(0, &SpectrumAction::Discard(out))
        .expect("discard");
    assert_eq!(game.face_up()[PILES], Some(out));
    // Player 1 may take the discard (and, the text forbidding nothing, put it straight back).
    game.apply(1, &SpectrumAction::Take(CardSet::single(out)))
        .expect("take the discard");
    game.apply(1, &SpectrumAction::Discard(out))
        .expect("discard it again");
    assert_eq!(game.face_up()[PILES], Some(out));
}

#[test]
fn only_face_up_cards_and_only_one_of_them_in_the_standard_game() {
    let mut game = Spectrum::new(SpectrumConfig::new(2), Seed(3)).expect("valid");
    let up: Vec<_> = game.face_up().iter().flatten().copied().collect();
    let before = game.clone();
    assert_eq!(
        game.apply(
            0,
            &SpectrumAction::Take(CardSet::single(up[0]) | CardSet::single(up[1]))
        ),
        Err(ActionError::Illegal(SpectrumError::TooMany {
            max: 1,
            got: 2
        }))
    );
    let hidden = game.hand(1)[0];
    assert_eq!(
        game.apply(0, &SpectrumAction::Take(CardSet::single(hidden))),
        Err(ActionError::Illegal(SpectrumError::NotFaceUp(hidden)))
    );
    assert_eq!(game, before);
}

#[test]
fn knock_gives_every_other_player_one_more_turn() {
    let mut game = Spectrum::new(SpectrumConfig::new(3).with_rounds(2), Seed(4)).expect("valid");
    game.apply(0, &SpectrumAction::Knock).expect("knock");
    for p in [1, 2] {
        assert_eq!(game.to_act(), ToAct::Player(p));
        assert!(!game.legal_actions(p).contains(&SpectrumAction::Knock));
        let up = game.face_up()[0].expect("pile 1");
        game.apply(p, &SpectrumAction::Take(CardSet::single(up)))
            .expect("take");
        let out = game.hand(p)[0];
        game.apply(p, &SpectrumAction::Discard(out))
            .expect("discard");
    }
    assert_eq!(game.round(), 2);
    for h in game.last_scores() {
        assert_eq!(
            score_hand(&h.hand, &PointTable::default()).map(|s| s.0),
            Some(h.points)
        );
        assert_eq!(game.totals()[h.player], h.points);
    }
}

#[test]
fn variation_1_takes_up_to_five_and_discards_as_many() {
    let mut game = Spectrum::new(SpectrumConfig::variation1(2), Seed(5)).expect("valid");
    // Subsets of the four face-up tops (15), and the knock.
    assert_eq!(game.legal_actions(0).len(), 15 + 1);
    let all: CardSet = game.face_up().iter().flatten().collect();
    game.apply(0, &SpectrumAction::Take(all))
        .expect("take all four");
    assert_eq!(game.hand(0).len(), 9);
    for left in (1..=4).rev() {
        assert_eq!(game.view(0).to_discard, left);
        assert_eq!(
            game.apply(0, &SpectrumAction::Knock),
            Err(ActionError::Illegal(SpectrumError::MustDiscard(left)))
        );
        let out = game.hand(0)[0];
        game.apply(0, &SpectrumAction::Discard(out))
            .expect("discard");
    }
    assert_eq!(game.hand(0).len(), 5);
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert_eq!(game.view(1).pile_sizes[PILES], 4);
}

#[test]
fn variation_2_ten_cards_two_sequences_two_to_four_players() {
    let game = Spectrum::new(SpectrumConfig::variation2(4), Seed(6)).expect("valid");
    assert_eq!(game.hand(3).len(), 10);
    assert!(Spectrum::new(SpectrumConfig::variation2(5), Seed(6)).is_err());
    assert!(Spectrum::new(SpectrumConfig::new(7), Seed(6)).is_err());
    let hand = parse_cards(
        "1-circle-violet 2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red \
         1-star-red 2-circle-red 3-star-cyan 4-square-red 5-circle-violet",
    )
    .expect("cards");
    let (points, sequences) = score_hand(&hand, &PointTable::default()).expect("ten cards");
    assert_eq!(points, 50 + 10);
    assert_eq!(sequences.len(), 2);
}

#[test]
fn a_round_nobody_knocks_ends_at_the_turn_limit() {
    let config = SpectrumConfig::new(2).with_rounds(1).with_turn_limit(10);
    let mut game = Spectrum::new(config, Seed(7)).expect("valid");
    for _ in 0..10 {
        let p = crate::player_to_act(&game);
        let up = game.face_up()[0].expect("pile 1");
        game.apply(p, &SpectrumAction::Take(CardSet::single(up)))
            .expect("take");
        let out = game.hand(p)[0];
        game.apply(p, &SpectrumAction::Discard(out))
            .expect("discard");
    }
    assert!(game.is_over());
    assert!(game.events().contains(&SpectrumEvent::TurnLimit));
}

/// Plays `turns` turns of taking pile 1's face-up card and discarding the first card held.
fn take_and_discard(game: &mut Spectrum, turns: usize) {
    for _ in 0..turns {
        let p = crate::player_to_act(game);
        let up = game.face_up()[0].expect("pile 1");
        game.apply(p, &SpectrumAction::Take(CardSet::single(up)))
            .expect("take");
        let out = game.hand(p)[0];
        game.apply(p, &SpectrumAction::Discard(out))
            .expect("discard");
    }
}

#[test]
fn a_knock_at_the_turn_limit_still_gives_every_other_player_one_more_turn() {
    // "All other players have one more turn, before everyone lays their cards down": the turn
    // limit ends only rounds nobody knocked. Three players, a limit of 10 turns: nine turns
    // played (players 0, 1, 2 three times), player 0 knocks as the tenth.
    let config = SpectrumConfig::new(3).with_rounds(1).with_turn_limit(10);
    let mut game = Spectrum::new(config, Seed(3)).expect("valid");
    take_and_discard(&mut game, 9);
    assert_eq!(game.to_act(), ToAct::Player(0));
    game.apply(0, &SpectrumAction::Knock).expect("knock");
    for p in [1, 2] {
        assert_eq!(
            game.to_act(),
            ToAct::Player(p),
            "player {p}'s one more turn"
        );
        take_and_discard(&mut game, 1);
    }
    assert!(game.is_over());
    assert!(
        !game.events().contains(&SpectrumEvent::TurnLimit),
        "the log must not say nobody knocked"
    );
    let text: Vec<String> = game.events().iter().map(ToString::to_string).collect();
    assert!(
        !text.iter().any(|t| t.contains("nobody knocked")),
        "{text:?}"
    );
    assert_eq!(game.last_scores().len(), 3);
}

#[test]
fn a_knock_two_turns_before_the_limit_gives_all_three_others_their_turn() {
    // Four players, a limit of 10: player 3 knocks as the eighth turn; players 0, 1 and 2
    // play the ninth, tenth and eleventh.
    let config = SpectrumConfig::new(4).with_rounds(1).with_turn_limit(10);
    let mut game = Spectrum::new(config, Seed(4)).expect("valid");
    take_and_discard(&mut game, 7);
    assert_eq!(game.to_act(), ToAct::Player(3));
    game.apply(3, &SpectrumAction::Knock).expect("knock");
    for p in [0, 1, 2] {
        assert_eq!(game.to_act(), ToAct::Player(p));
        take_and_discard(&mut game, 1);
    }
    assert!(game.is_over());
    assert!(!game.events().contains(&SpectrumEvent::TurnLimit));
}
