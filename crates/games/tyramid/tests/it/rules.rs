//! Tyramid rules on hand-worked positions, the text's own examples, and the scoring against a
//! naive reference.

use proptest::prelude::*;
use rules_engine::{ActionError, Bot, Game, RandomBot, Seed, ToAct, run};
use tic_core::{Card, CardSet, Commonness, commonness, parse_cards};
use tic_tyramid::{
    EndReason, GreedyBot, Outline, Tyramid, TyramidAction, TyramidConfig, TyramidIllegal,
    play_score,
};

fn card(s: &str) -> Card {
    s.parse().expect("test card")
}

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).expect("test cards")
}

fn play(s: &str, row: usize, place: usize) -> TyramidAction {
    TyramidAction::Play {
        card: card(s),
        row,
        place,
    }
}

#[test]
fn text_example_two_same_tics_plus_one_different() {
    // "a played card could create two Tics that are the same (8 points) and one Tic that is
    // different (2 points) = 10 points": 8 under the 8 option, 6 + 2 under ruling 12's 6.
    let c = card("4-square-yellow");
    let touching: CardSet = "4-circle-yellow 4-star-yellow 4-square-red"
        .parse()
        .expect("cards");
    let six = play_score(c, touching, 6);
    assert_eq!((six.tally.tics, six.tally.singles), (3, 0));
    assert_eq!(six.points, 8);
    assert_eq!(play_score(c, touching, 8).points, 10);
    assert!(six.plays_again());
}

#[test]
fn text_examples_of_single_tic_and_different_tics() {
    // Each Single 1, each Tic 2 ("a Tic for two").
    let c = card("5-triangle-red");
    let one_tic: CardSet = "5-circle-red".parse().expect("card");
    assert_eq!(play_score(c, one_tic, 6).points, 2);
    assert!(!play_score(c, one_tic, 6).plays_again());
    // The text's "different" Tics: 5-red with one card, triangle-red with another: 2 + 2.
    let different: CardSet = "5-circle-red 1-triangle-red".parse().expect("cards");
    let s = play_score(c, different, 6);
    assert_eq!((s.tally.tics, s.points), (2, 4));
    assert!(s.plays_again(), "two Tics of any type earn another play");
    // One Tic and two Singles: 2 + 1 + 1.
    let mixed: CardSet = "5-circle-red 5-star-cyan 2-star-red"
        .parse()
        .expect("cards");
    assert_eq!(play_score(c, mixed, 6).points, 4);
    // Three same Tics: all four cards Ticking, 10 points.
    let three: CardSet = "5-triangle-cyan 5-triangle-violet 5-triangle-yellow"
        .parse()
        .expect("cards");
    assert_eq!(play_score(c, three, 6).points, 10);
    assert_eq!(play_score(c, three, 8).points, 10);
}

/// Two players on a 3-row pyramid topped by 4-circle-yellow.
fn small_game() -> Tyramid {
    let config = TyramidConfig::players(2).with_outline(Outline::Pyramid, 3);
    Tyramid::from_position(
        config,
        card("4-circle-yellow"),
        vec![
            cards("4-crescent-yellow 4-star-yellow 1-triangle-yellow 1-circle-violet 2-crescent-violet"),
            cards("4-triangle-yellow 4-square-yellow 2-circle-violet 3-circle-violet 5-circle-violet"),
        ],
        cards("1-star-red 2-star-red 3-star-red 4-star-red 5-star-red 1-square-red"),
        0,
    )
    .expect("valid position")
}

#[test]
fn worked_game_on_a_three_row_pyramid() {
    let mut g = small_game();
    assert_eq!(g.to_act(), ToAct::Player(0));
    // Row 2's first card goes left or right of the top card; row 3 is not open yet.
    let err = g
        .apply(0, &play("4-crescent-yellow", 2, 0))
        .expect_err("row 3 closed");
    assert_eq!(
        err,
        ActionError::Illegal(TyramidIllegal::NotOpen { row: 2, place: 0 })
    );
    // A Nic with the top card is refused, and the state is untouched.
    let before = g.clone();
    let err = g
        .apply(0, &play("1-crescent-violet", 1, 0))
        .expect_err("not in hand");
    assert_eq!(
        err,
        ActionError::Illegal(TyramidIllegal::NotInHand(card("1cv")))
    );
    let err = g
        .apply(0, &play("2-crescent-violet", 1, 0))
        .expect_err("Nic");
    assert!(matches!(
        err,
        ActionError::Illegal(TyramidIllegal::Nic { .. })
    ));
    assert_eq!(g, before);

    // P0: 4-crescent-yellow left of the top: one Tic (4-yellow), 2 points, turn over.
    g.apply(0, &play("4-crescent-yellow", 1, 0)).expect("legal");
    assert_eq!(g.points(), &[2, 0]);
    assert_eq!(g.hand(0).len(), 5, "drew back up to five");
    assert_eq!(
        g.hand(0).last(),
        Some(&card("1-square-red")),
        "from the top of the deck"
    );
    // P1: 4-triangle-yellow to the right: Tics with the top and with 4-crescent-yellow on the
    // same line (three cards Ticking together): 6 points, and another play.
    g.apply(1, &play("4-triangle-yellow", 1, 1)).expect("legal");
    assert_eq!(g.points(), &[2, 6]);
    assert_eq!(g.to_act(), ToAct::Player(1));
    assert!(g.in_bonus_play());
    assert!(g.legal_actions(1).contains(&TyramidAction::EndTurn));
    // P1 starts row 3 at its left end: touches only 4-crescent-yellow: one Tic, 2 points.
    g.apply(1, &play("4-square-yellow", 2, 0)).expect("legal");
    assert_eq!(g.points(), &[2, 8]);
    assert_eq!(g.to_act(), ToAct::Player(0));
    // The chain must grow from its first card: the right end of row 3 is not open.
    assert!(g.apply(0, &play("1-triangle-yellow", 2, 2)).is_err());
    // P0: 4-star-yellow in the middle touches three 4-yellow cards: three same Tics, 10.
    g.apply(0, &play("4-star-yellow", 2, 1)).expect("legal");
    assert_eq!(g.points(), &[12, 8]);
    assert!(g.in_bonus_play());
    // P0: 1-triangle-yellow: Tic with 4-triangle-yellow, Single with 4-star-yellow: 3 points.
    g.apply(0, &play("1-triangle-yellow", 2, 2)).expect("legal");
    assert_eq!(g.points(), &[15, 8]);
    assert_eq!(g.end_reason(), Some(EndReason::Complete));
    assert_eq!(g.to_act(), ToAct::Nobody);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, vec![15, 8]);
    assert_eq!(outcome.winners(), vec![0]);
}

#[test]
fn ending_a_bonus_turn_refills_the_hand() {
    let mut g = small_game();
    g.apply(0, &play("4-crescent-yellow", 1, 0)).expect("legal");
    g.apply(1, &play("4-triangle-yellow", 1, 1)).expect("legal");
    assert_eq!(g.hand(1).len(), 4, "no draw during the turn");
    g.apply(1, &TyramidAction::EndTurn).expect("may stop");
    assert_eq!(g.hand(1).len(), 5);
    assert_eq!(g.to_act(), ToAct::Player(0));
    assert_eq!(
        g.apply(0, &TyramidAction::EndTurn),
        Err(ActionError::Illegal(TyramidIllegal::NoBonusPlay))
    );
}

/// A 2-row pyramid topped by 1-circle-violet; both hands Nic with it.
fn stuck_game(deck: &str) -> Tyramid {
    let config = TyramidConfig::players(2).with_outline(Outline::Pyramid, 2);
    Tyramid::from_position(
        config,
        card("1-circle-violet"),
        vec![
            cards("2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red 2-star-cyan"),
            cards("3-crescent-red 4-triangle-cyan 5-square-yellow 2-square-red 3-star-orange"),
        ],
        cards(deck),
        0,
    )
    .expect("valid position")
}

#[test]
fn a_player_who_cannot_play_must_pick_up_even_with_five_cards() {
    let mut g = stuck_game("4-star-cyan 5-triangle-orange 1-circle-red");
    assert_eq!(g.legal_actions(0), vec![TyramidAction::Draw]);
    g.apply(0, &TyramidAction::Draw).expect("forced pick-up");
    assert_eq!(g.hand(0).len(), 6);
    assert!(g.hand(0).contains(&card("1-circle-red")));
    assert_eq!(g.to_act(), ToAct::Player(1));
}

#[test]
fn empty_deck_and_no_play_ends_with_the_hand_penalty() {
    let mut g = stuck_game("4-star-cyan");
    g.apply(0, &TyramidAction::Draw).expect("forced pick-up");
    // The deck is empty and nobody can play: the game ends (ruling 12).
    assert_eq!(g.end_reason(), Some(EndReason::Stalled));
    let outcome = g.outcome().expect("over");
    // Six cards in hand: one above five, 2 points off.
    assert_eq!(outcome.scores, vec![-2, 0]);
    assert_eq!(outcome.winners(), vec![1]);
}

#[test]
fn eight_cards_cost_six_points() {
    // The text's example: finishing with 8 cards subtracts 3 x 2 = 6.
    let config = TyramidConfig::players(2).with_outline(Outline::Pyramid, 2);
    let mut g = Tyramid::from_position(
        config,
        card("1-circle-violet"),
        vec![
            cards("2-crescent-cyan 3-triangle-yellow 4-square-orange 5-star-red 2-star-cyan 3-square-red 4-crescent-red 5-triangle-cyan"),
            cards("1-circle-cyan"),
        ],
        Vec::new(),
        1,
    )
    .expect("valid position");
    // P1 plays 1-circle-cyan (a Tic); then nobody can play and the deck is empty.
    g.apply(1, &play("1-circle-cyan", 1, 0)).expect("legal");
    assert_eq!(g.end_reason(), Some(EndReason::Stalled));
    assert_eq!(g.outcome().expect("over").scores, vec![-6, 2]);
}

#[test]
fn hourglass_builds_up_and_down() {
    let config = TyramidConfig::players(2).with_outline(Outline::Hourglass, 3);
    let g = Tyramid::from_position(
        config,
        card("3-star-orange"),
        vec![cards("3-star-red 1-circle-violet"), cards("3-star-cyan")],
        Vec::new(),
        0,
    )
    .expect("valid position");
    // Two active rows: row 2 (above the centre) and row 4 (below), both of two places.
    let rows: Vec<(usize, usize)> = g
        .legal_actions(0)
        .iter()
        .filter_map(|a| match a {
            TyramidAction::Play { row, place, .. } => Some((*row, *place)),
            _ => None,
        })
        .collect();
    assert_eq!(rows, vec![(1, 0), (1, 1), (3, 0), (3, 1)]);
}

#[test]
fn a_pass_happens_when_the_deck_is_empty_but_someone_else_can_play() {
    let config = TyramidConfig::players(2).with_outline(Outline::Pyramid, 3);
    let mut g = Tyramid::from_position(
        config,
        card("1-circle-violet"),
        vec![
            cards("2-crescent-cyan"),
            cards("1-circle-cyan 1-circle-red"),
        ],
        Vec::new(),
        0,
    )
    .expect("valid position");
    assert_eq!(g.legal_actions(0), vec![TyramidAction::Pass]);
    assert_eq!(
        g.apply(0, &TyramidAction::Draw),
        Err(ActionError::Illegal(TyramidIllegal::CannotDraw))
    );
    g.apply(0, &TyramidAction::Pass).expect("pass");
    assert_eq!(g.to_act(), ToAct::Player(1));
    assert_eq!(
        g.apply(1, &TyramidAction::Pass),
        Err(ActionError::Illegal(TyramidIllegal::MustPlay))
    );
}

#[test]
fn highest_pulled_card_goes_first() {
    for seed in 0..20 {
        let g = Tyramid::new(TyramidConfig::players(4), Seed(seed)).expect("config");
        let Some(tic_tyramid::TyramidEvent::FirstPlayer { pulled, first }) = g.events().first()
        else {
            panic!("the pull comes first");
        };
        let best = pulled
            .iter()
            .max_by(|a, b| a.cmp_rank(**b))
            .expect("four cards");
        assert_eq!(pulled[*first], *best);
        assert_eq!(g.to_act(), ToAct::Player(*first));
        assert_eq!(
            g.layout().board().occupied().len(),
            1,
            "only the start card"
        );
        assert!((0..4).all(|p| g.hand(p).len() == 5));
    }
}

#[test]
fn diamond_narrows_below_its_widest_row() {
    let config = TyramidConfig::players(2).with_outline(Outline::Diamond, 2);
    let mut g = Tyramid::from_position(
        config,
        card("3-star-orange"),
        vec![
            cards("3-star-red 3-star-cyan 3-star-violet"),
            cards("1-circle-violet"),
        ],
        Vec::new(),
        0,
    )
    .expect("valid position");
    g.apply(0, &play("3-star-red", 1, 0)).expect("Tic");
    g.apply(1, &TyramidAction::Pass)
        .expect("1-circle-violet Nics everything");
    // 3-star-cyan Tics with the top and with 3-star-red (same line): 6, plays again.
    g.apply(0, &play("3-star-cyan", 1, 1)).expect("Tic twice");
    assert_eq!(g.points(), &[8, 0]);
    // The bottom card sits under both: same line again.
    g.apply(0, &play("3-star-violet", 2, 0)).expect("last cell");
    assert_eq!(g.points(), &[14, 0]);
    assert_eq!(g.end_reason(), Some(EndReason::Complete));
}

#[test]
fn bad_configs_are_typed_errors() {
    assert!(Tyramid::new(TyramidConfig::players(5), Seed(0)).is_err());
    assert!(Tyramid::new(TyramidConfig::default().with_same_pair_points(7), Seed(0)).is_err());
    assert!(
        Tyramid::new(
            TyramidConfig::default().with_outline(Outline::Diamond, 12),
            Seed(0)
        )
        .is_err()
    );
    assert!(
        Tyramid::new(
            TyramidConfig::default().with_outline(Outline::Pyramid, 1),
            Seed(0)
        )
        .is_err()
    );
}

#[test]
fn golden_seed() {
    let mut g = Tyramid::new(TyramidConfig::default(), Seed(2026)).expect("config");
    let opening = (g.first_player(), g.layout().get(0));
    let mut bots: Vec<Box<dyn Bot<Tyramid>>> = vec![Box::new(GreedyBot), Box::new(RandomBot)];
    run(&mut g, &mut bots, Seed(5), 100_000).expect("ends");
    let outcome = g.outcome().expect("over");
    assert_eq!(
        (opening, outcome.scores.clone()),
        ((0, Some(card("1-triangle-violet"))), vec![83, 83]),
        "seed 2026 with greedy vs random"
    );
}

/// The score by the text, card by card: 1 per Single; Tics grouped by the pair of property
/// values shared, 2 for one, `same` for two, 10 for three.
fn naive_points(card: Card, touching: &[Card], same: u32) -> u32 {
    let mut points = 0;
    let mut groups: Vec<([Option<u8>; 3], u32)> = Vec::new();
    for &other in touching {
        match commonness(card, other) {
            Commonness::Single => points += 1,
            Commonness::Nic => {}
            Commonness::Tic => {
                let (a, b) = (card.values(), other.values());
                let key = [0, 1, 2].map(|i| (a[i] == b[i]).then_some(a[i]));
                match groups.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, n)) => *n += 1,
                    None => groups.push((key, 1)),
                }
            }
        }
    }
    for (_, n) in groups {
        points += match n {
            1 => 2,
            2 => same,
            _ => 10,
        };
    }
    points
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn scoring_agrees_with_naive(
        picks in proptest::collection::btree_set(0usize..125, 4),
        same in prop::sample::select(vec![6u32, 8]),
    ) {
        let all: Vec<Card> = picks.into_iter().filter_map(Card::from_index).collect();
        let touching: CardSet = all[1..].iter().copied().collect();
        prop_assert_eq!(
            play_score(all[0], touching, same).points,
            naive_points(all[0], &all[1..], same)
        );
    }

    #[test]
    fn scoring_on_one_line_compounds(line in 0usize..75, same in prop::sample::select(vec![6u32, 8])) {
        let line = tic_core::TicLine::from_index(line).expect("line");
        let on: Vec<Card> = line.cards().iter().collect();
        let two: CardSet = on[1..3].iter().copied().collect();
        let three: CardSet = on[1..4].iter().copied().collect();
        prop_assert_eq!(play_score(on[0], two, same).points, same);
        prop_assert_eq!(play_score(on[0], three, same).points, 10);
    }
}
