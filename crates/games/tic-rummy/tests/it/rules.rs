//! Hand-worked TIC Rummy positions, including the rule text's own examples.

use proptest::prelude::*;
use rules_engine::{ActionError, Game, Seed, ToAct};
use tic_core::{Card, CardSet, Step, parse_cards};
use tic_rummy::collections::{is_collection, is_initial_run, selectable, selectable_naive};
use tic_rummy::{
    CollectionKind, End, Phase, ROUNDS, RummyAction, RummyConfig, RummyIllegal, TicRummy,
    hand_penalty,
};

pub(crate) fn set(s: &str) -> CardSet {
    s.parse().expect("card list")
}

pub(crate) fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn run(s: &str) -> Vec<Card> {
    parse_cards(s).expect("card list")
}

#[test]
fn the_eight_rounds_deal_and_ask_as_the_text_says() {
    let deals: Vec<usize> = ROUNDS.iter().map(|r| r.deal).collect();
    assert_eq!(deals, [9, 8, 8, 9, 9, 11, 8, 13]);
    let text: Vec<String> = ROUNDS
        .iter()
        .map(|r| {
            r.requirements
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    assert_eq!(text[0], "4 cards that Single, 4 cards with a Mono sequence");
    assert_eq!(
        text[5],
        "3 cards that Tic, 3 cards that Nic, 3 cards with a Duo sequence"
    );
    assert_eq!(
        text[7],
        "4 cards that Tic, 4 cards that Nic, 3 cards with a Tripo sequence"
    );
}

// The text: "one can laydown the sequence collection 1,2,3,4,5 but cannot laydown the sequence,
// 2,3,4,5,1 or 5,1,2,3,4 (repeating); OR 2,1,2,3,4 or 2,3,4,5,4 (wrapping)". Shapes and colors
// repeat in these cards so that only the numbers could make a sequence.
#[test]
fn initial_sequences_neither_repeat_nor_wrap() {
    let mono = CollectionKind::Sequence(Step::Mono);
    let ok = run("1-star-red 2-circle-red 3-star-cyan 4-circle-cyan 5-star-red");
    assert!(is_initial_run(&ok, Step::Mono));
    assert!(is_collection(mono, 5, ok.iter().collect()));
    for repeating in [
        "2-circle-red 3-star-cyan 4-circle-cyan 5-star-red 1-star-red",
        "5-star-red 1-star-red 2-circle-red 3-star-cyan 4-circle-cyan",
    ] {
        assert!(!is_initial_run(&run(repeating), Step::Mono), "{repeating}");
        // The same five cards are laid in the legal order 1,2,3,4,5 instead.
        assert_eq!(
            tic_rummy::collections::sequence_order(run(repeating).iter().collect(), Step::Mono),
            Some(ok.clone())
        );
    }
    for wrapping in [
        "2-star-red 1-circle-red 2-circle-cyan 3-star-cyan 4-circle-violet",
        "2-star-red 3-circle-red 4-star-cyan 5-circle-cyan 4-circle-red",
    ] {
        assert!(!is_initial_run(&run(wrapping), Step::Mono), "{wrapping}");
        // As a set it is no sequence either (a number repeats), so it cannot be selected.
        assert!(
            !is_collection(mono, 5, run(wrapping).iter().collect()),
            "{wrapping}"
        );
        // Yet the same run is a wrapping sequence: fine for extending a laid one.
        assert!(tic_core::is_wrapping_sequence(
            &run(wrapping),
            tic_core::Props::NUMBER
        ));
    }
}

// The text: "in a sequence where all three properties are ascending, the shapes may start to
// wrap and descend at a certain card (triangle, square, star, square) whereas the number and
// color are still ascending (2,3,4,5 and violet, cyan, yellow, orange)".
#[test]
fn extra_cards_may_wrap_a_laid_sequence() {
    let tripo = CollectionKind::Sequence(Step::Tripo);
    let laid = run("2-triangle-violet 3-square-cyan 4-star-yellow");
    assert!(is_collection(tripo, 3, laid.iter().collect()));
    assert!(tic_rummy::collections::extends(
        tripo,
        &laid,
        card("5-square-orange"),
        End::Back
    ));
    // The shape cannot jump from star to circle (no repeat), nor stand still.
    assert!(!tic_rummy::collections::extends(
        tripo,
        &laid,
        card("5-circle-orange"),
        End::Back
    ));
    assert!(!tic_rummy::collections::extends(
        tripo,
        &laid,
        card("5-star-orange"),
        End::Back
    ));
    // At the front: 1-crescent-? would need a color below violet; wrapping back up works.
    assert!(tic_rummy::collections::extends(
        tripo,
        &laid,
        card("1-crescent-cyan"),
        End::Front
    ));
    assert!(!tic_rummy::collections::extends(
        tripo,
        &laid,
        card("1-crescent-cyan"),
        End::Back
    ));
    // A Mono number sequence 3,4,5 takes a 4 after the 5 (wrap) and a 2 before the 3.
    let mono = CollectionKind::Sequence(Step::Mono);
    let numbers = run("3-star-red 4-star-red 5-star-red");
    assert!(tic_rummy::collections::extends(
        mono,
        &numbers,
        card("4-circle-violet"),
        End::Back
    ));
    assert!(tic_rummy::collections::extends(
        mono,
        &numbers,
        card("2-circle-violet"),
        End::Front
    ));
    assert!(!tic_rummy::collections::extends(
        mono,
        &numbers,
        card("1-circle-violet"),
        End::Back
    ));
}

#[test]
fn extra_cards_keep_a_set_collection_what_it_is() {
    let tic = run("1-crescent-violet 1-crescent-yellow 1-crescent-red");
    assert!(tic_rummy::collections::extends(
        CollectionKind::Tic,
        &tic,
        card("1-crescent-orange"),
        End::Back
    ));
    assert!(!tic_rummy::collections::extends(
        CollectionKind::Tic,
        &tic,
        card("1-circle-orange"),
        End::Back
    ));
    let nic = run("2-square-orange 3-star-cyan 4-triangle-violet");
    assert!(tic_rummy::collections::extends(
        CollectionKind::Nic,
        &nic,
        card("5-circle-red"),
        End::Back
    ));
    assert!(!tic_rummy::collections::extends(
        CollectionKind::Nic,
        &nic,
        card("5-circle-cyan"),
        End::Back
    ));
    let single = run("2-square-orange 3-star-orange 4-triangle-orange 1-circle-orange");
    assert!(tic_rummy::collections::extends(
        CollectionKind::Single,
        &single,
        card("5-circle-orange"),
        End::Back
    ));
    assert!(!tic_rummy::collections::extends(
        CollectionKind::Single,
        &single,
        card("5-circle-red"),
        End::Back
    ));
}

#[test]
fn a_hand_with_only_a_wrapped_run_cannot_lay_down_round_one() {
    // Round 1: 4 cards that Single and a 4-card Mono sequence. The numbers 2,1,2,3 wrap, and
    // no other property runs.
    let hand = set(
        "2-star-red 1-circle-red 2-circle-cyan 3-star-cyan 4-star-violet 4-star-yellow 4-circle-orange 4-square-orange 5-square-red 1-square-violet",
    );
    let first = selectable(ROUNDS[0].requirements, &[], CardSet::EMPTY, hand);
    assert_eq!(
        first,
        selectable_naive(ROUNDS[0].requirements, &[], CardSet::EMPTY, hand)
    );
    assert!(first.is_empty(), "no laydown: {first}");
}

const P0: &str = "1cv 1cy 1cr 2qo 3sc 4tv 5oy 3ty";
const P1: &str = "2ov 2cc 3oo 4qy 4sr 5tc 5qv 3cy";

/// Rounds 2 to `last_round`, dealt from a fixed layout: the hands `P0` and `P1`, 1sr on the
/// discard pile, 1co 2tr 5or on top of the deck.
pub(crate) fn round_two(last_round: u8) -> TicRummy {
    let config = RummyConfig {
        first_round: 2,
        last_round,
        ..RummyConfig::default()
    };
    TicRummy::with_layout(
        config,
        Seed(5),
        &[set(P0), set(P1)],
        card("1sr"),
        &run("1co 2tr 5or"),
    )
    .expect("a valid layout")
}

pub(crate) fn act(game: &mut TicRummy, player: usize, action: RummyAction) {
    if let Err(e) = game.apply(player, &action) {
        panic!("{action} by {player} was refused: {e}");
    }
}

fn refused(game: &mut TicRummy, player: usize, action: RummyAction) -> ActionError<RummyIllegal> {
    let before = game.clone();
    let err = game.apply(player, &action).expect_err("must be refused");
    assert_eq!(*game, before, "a refused action changed the state");
    err
}

/// Player 0 draws 1-crescent-orange, lays down Tic {1cv 1cy 1cr} and Nic {2qo 3sc 4tv}, adds
/// 1-crescent-orange to the Tic and discards 3-triangle-yellow.
fn lay_down_round_two(game: &mut TicRummy) {
    assert_eq!(
        refused(game, 0, RummyAction::Select(card("1cv"))),
        ActionError::Illegal(RummyIllegal::MustDrawFirst)
    );
    act(game, 0, RummyAction::DrawFromDeck);
    assert_eq!(game.hand(0).len(), 9);
    let selects: Vec<RummyAction> = game
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, RummyAction::Select(_)))
        .collect();
    // Any three of the four 1-crescents make the Tic.
    assert_eq!(
        selects,
        set("1cv 1cy 1co 1cr")
            .iter()
            .map(RummyAction::Select)
            .collect::<Vec<_>>()
    );
    for c in ["1cv", "1cy", "1cr"] {
        act(game, 0, RummyAction::Select(card(c)));
    }
    assert_eq!(game.phase(), Phase::Laying);
    // The Tic is full; 3ty Nics only with 2qo and 1co, which share orange, so it cannot
    // start the Nic; and nothing is laid yet.
    assert_eq!(
        refused(game, 0, RummyAction::Select(card("3ty"))),
        ActionError::Illegal(RummyIllegal::CannotSelect(card("3ty")))
    );
    assert_eq!(
        refused(game, 0, RummyAction::ConfirmLaydown),
        ActionError::Illegal(RummyIllegal::LaydownIncomplete {
            filled: 1,
            needed: 2
        })
    );
    assert_eq!(
        refused(game, 0, RummyAction::Discard(card("3ty"))),
        ActionError::Illegal(RummyIllegal::LaydownInProgress)
    );
    assert_eq!(game.hand(0).len(), 9);
    for c in ["2qo", "3sc", "4tv"] {
        act(game, 0, RummyAction::Select(card(c)));
    }
    act(game, 0, RummyAction::ConfirmLaydown);
    assert_eq!(game.hand(0), set("1co 5oy 3ty"));
    assert_eq!(game.laid(0).len(), 2);
    assert_eq!(game.laid(0)[1].cards, run("2qo 3sc 4tv"));
    let tic_add = RummyAction::Integrate {
        card: card("1co"),
        owner: 0,
        collection: 0,
        end: End::Back,
    };
    assert!(game.legal_actions(0).contains(&tic_add));
    act(game, 0, tic_add);
    assert_eq!(game.laid(0)[0].cards.len(), 4);
    act(game, 0, RummyAction::Discard(card("3ty")));
    // Player 1 draws 2-triangle-red and throws it back.
    act(game, 1, RummyAction::DrawFromDeck);
    act(game, 1, RummyAction::Discard(card("2tr")));
    // Player 0 draws 5-circle-red, which Nics with 2qo, 3sc and 4tv.
    act(game, 0, RummyAction::DrawFromDeck);
    assert_eq!(game.hand(0), set("5oy 5or"));
}

#[test]
fn going_out_moves_on_and_the_others_pay_their_hands() {
    let mut game = round_two(8);
    lay_down_round_two(&mut game);
    let nic_add = RummyAction::Integrate {
        card: card("5or"),
        owner: 0,
        collection: 1,
        end: End::Back,
    };
    act(&mut game, 0, nic_add);
    // With one card left, nothing more may be integrated: it is the discard that goes out.
    assert!(
        !game
            .legal_actions(0)
            .iter()
            .any(|a| matches!(a, RummyAction::Integrate { .. }))
    );
    act(&mut game, 0, RummyAction::Discard(card("5oy")));
    // Player 1 never laid down: they repeat round 2 and pay their hand:
    // 2ov 4 + 2cc 6 + 3oo 8 + 4qy 11 + 4sr 14 + 5tc 10 + 5qv 10 + 3cy 8 = 71.
    assert_eq!(hand_penalty(set(P1)), 71);
    assert_eq!(game.totals(), &[0, 71]);
    assert_eq!(game.round_number(0), 3);
    assert_eq!(game.round_number(1), 2);
    // The next deal: each player is dealt their own round's hand, and player 1 (left of the
    // new dealer, player 0) starts.
    assert_eq!(game.deal_number(), 1);
    assert_eq!(game.hand(0).len(), 8);
    assert_eq!(game.hand(1).len(), 8);
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert!(game.outcome().is_none());
}

#[test]
fn going_out_on_the_last_round_ends_the_match_lowest_total_wins() {
    let mut game = round_two(2);
    lay_down_round_two(&mut game);
    act(
        &mut game,
        0,
        RummyAction::Integrate {
            card: card("5or"),
            owner: 0,
            collection: 1,
            end: End::Back,
        },
    );
    act(&mut game, 0, RummyAction::Discard(card("5oy")));
    assert_eq!(game.to_act(), ToAct::Nobody);
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.scores, vec![0, 71]);
    assert_eq!(outcome.winners(), vec![0]);
}

#[test]
fn extra_cards_may_go_onto_an_opponents_collection() {
    let mut game = round_two(8);
    lay_down_round_two(&mut game);
    act(&mut game, 0, RummyAction::Discard(card("5or")));
    // Player 1 has not laid down: they may not integrate.
    act(&mut game, 1, RummyAction::DrawFromDeck);
    let onto = RummyAction::Integrate {
        card: card("5qv"),
        owner: 0,
        collection: 1,
        end: End::Back,
    };
    assert_eq!(
        refused(&mut game, 1, onto),
        ActionError::Illegal(RummyIllegal::NotLaidDown)
    );
}

#[test]
fn a_cancelled_laydown_leaves_everything_in_hand_and_attempts_are_bounded() {
    let mut game = round_two(8);
    act(&mut game, 0, RummyAction::DrawFromDeck);
    let hand = game.hand(0);
    for _ in 0..tic_rummy::MAX_CANCELS_PER_TURN {
        act(&mut game, 0, RummyAction::Select(card("1cv")));
        act(&mut game, 0, RummyAction::CancelLaydown);
        assert_eq!(game.hand(0), hand);
        assert!(game.laid(0).is_empty());
    }
    assert_eq!(
        refused(&mut game, 0, RummyAction::Select(card("1cv"))),
        ActionError::Illegal(RummyIllegal::NoAttemptsLeft)
    );
    // The next turn the attempts are back.
    act(&mut game, 0, RummyAction::Discard(card("3ty")));
    act(&mut game, 1, RummyAction::DrawFromDeck);
    act(&mut game, 1, RummyAction::Discard(card("2tr")));
    act(&mut game, 0, RummyAction::DrawFromDeck);
    act(&mut game, 0, RummyAction::Select(card("1cv")));
}

#[test]
fn taking_the_discard_and_drawing_are_exclusive() {
    let mut game = round_two(8);
    assert_eq!(
        game.legal_actions(0),
        vec![
            RummyAction::DrawFromDeck,
            RummyAction::TakeDiscard(card("1sr"))
        ]
    );
    assert_eq!(
        refused(&mut game, 0, RummyAction::TakeDiscard(card("2tr"))),
        ActionError::Illegal(RummyIllegal::NotDiscardTop(card("2tr")))
    );
    act(&mut game, 0, RummyAction::TakeDiscard(card("1sr")));
    assert!(game.hand(0).contains(card("1sr")));
    assert_eq!(game.discard_top(), None);
    assert_eq!(
        refused(&mut game, 0, RummyAction::DrawFromDeck),
        ActionError::Illegal(RummyIllegal::AlreadyDrew)
    );
}

fn exhaust(config: RummyConfig) -> TicRummy {
    let mut game = TicRummy::new(config, Seed(9)).expect("config");
    // Both players draw and throw back the drawn card until the deal's turn cap.
    for _ in 0..10 {
        let p = game.turn();
        let before = game.hand(p);
        act(&mut game, p, RummyAction::DrawFromDeck);
        let drawn = (game.hand(p) - before).first().expect("drew a card");
        act(&mut game, p, RummyAction::Discard(drawn));
    }
    game
}

#[test]
fn an_exhausted_deal_is_repeated_without_points() {
    let game = exhaust(RummyConfig {
        max_turns_per_deal: 10,
        ..RummyConfig::default()
    });
    assert_eq!(game.deal_number(), 1);
    assert_eq!(game.totals(), &[0, 0]);
    assert_eq!(game.round_number(0), 1);
    assert_eq!(game.round_number(1), 1);
}

#[test]
fn an_exhausted_deal_may_be_scored_instead() {
    let config = RummyConfig {
        max_turns_per_deal: 10,
        exhausted_deal_scores: true,
        ..RummyConfig::default()
    };
    let mut before_end = TicRummy::new(config.clone(), Seed(9)).expect("config");
    for _ in 0..9 {
        let p = before_end.turn();
        let hand = before_end.hand(p);
        act(&mut before_end, p, RummyAction::DrawFromDeck);
        let drawn = (before_end.hand(p) - hand).first().expect("drew");
        act(&mut before_end, p, RummyAction::Discard(drawn));
    }
    let hands = [
        hand_penalty(before_end.hand(0)),
        hand_penalty(before_end.hand(1)),
    ];
    let game = exhaust(config);
    assert_eq!(game.totals(), &hands);
    assert_eq!(game.round_number(0), 1);
}

#[test]
fn the_deal_cap_ends_the_match() {
    let game = exhaust(RummyConfig {
        max_turns_per_deal: 10,
        max_deals: 1,
        ..RummyConfig::default()
    });
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert_eq!(game.outcome().expect("over").winners(), vec![0, 1]);
}

#[test]
fn players_on_different_rounds_get_different_deals() {
    let mut game = round_two(8);
    lay_down_round_two(&mut game);
    act(
        &mut game,
        0,
        RummyAction::Integrate {
            card: card("5or"),
            owner: 0,
            collection: 1,
            end: End::Back,
        },
    );
    act(&mut game, 0, RummyAction::Discard(card("5oy")));
    assert_eq!(game.requirements(0), ROUNDS[2].requirements);
    assert_eq!(game.requirements(1), ROUNDS[1].requirements);
}

#[test]
fn bad_configs_and_layouts_are_typed_errors() {
    for config in [
        RummyConfig::for_players(5),
        RummyConfig {
            first_round: 0,
            ..RummyConfig::default()
        },
        RummyConfig {
            first_round: 5,
            last_round: 4,
            ..RummyConfig::default()
        },
        RummyConfig {
            max_deals: 0,
            ..RummyConfig::default()
        },
    ] {
        assert!(TicRummy::new(config, Seed(1)).is_err());
    }
    let short = TicRummy::with_layout(
        RummyConfig {
            first_round: 2,
            ..RummyConfig::default()
        },
        Seed(1),
        &[set("1cv 1cy"), set(P1)],
        card("1sr"),
        &[],
    );
    assert!(short.is_err());
    let twice = TicRummy::with_layout(
        RummyConfig {
            first_round: 2,
            ..RummyConfig::default()
        },
        Seed(1),
        &[set(P0), set(P1)],
        card("1cv"),
        &[],
    );
    assert!(twice.is_err());
}

#[test]
fn golden_opening() {
    let game = TicRummy::new(RummyConfig::default(), Seed(42)).expect("config");
    let view = game.view(0);
    let text: Vec<String> = view.hand.iter().map(ToString::to_string).collect();
    insta_like(&text.join(" "), GOLDEN_HAND);
    assert_eq!(
        view.discard_top.map(|c| c.to_string()).as_deref(),
        Some(GOLDEN_DISCARD)
    );
}

const GOLDEN_HAND: &str = "2-crescent-red 2-triangle-cyan 3-circle-yellow 3-crescent-orange 3-triangle-yellow 4-crescent-violet 4-triangle-violet 4-square-violet 5-crescent-orange";
const GOLDEN_DISCARD: &str = "2-star-yellow";

fn insta_like(got: &str, want: &str) {
    assert_eq!(got, want, "golden value changed");
}

/// Random hands: half from the whole deck, half from the 45 cards with number and color 1 to
/// 3, where collections (and so laydowns) are frequent.
fn hand_strategy() -> impl Strategy<Value = (usize, CardSet)> {
    (
        0usize..8,
        proptest::collection::btree_set(0usize..125, 9..=13),
        any::<bool>(),
    )
        .prop_map(|(r, idx, dense)| {
            let hand: CardSet = idx
                .into_iter()
                .filter_map(|i| {
                    if dense {
                        let i = i % 45;
                        Card::from_index(25 * (i % 3) + 5 * ((i / 3) % 5) + i / 15)
                    } else {
                        Card::from_index(i)
                    }
                })
                .collect();
            (r, hand)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The fast laydown solver agrees with the brute-force one, before and during a laydown.
    #[test]
    fn solver_agrees_with_brute_force((r, hand) in hand_strategy(), pick in 0usize..20) {
        let reqs = ROUNDS[r].requirements;
        let fast = selectable(reqs, &[], CardSet::EMPTY, hand);
        prop_assert_eq!(fast, selectable_naive(reqs, &[], CardSet::EMPTY, hand));
        let cards: Vec<Card> = fast.iter().collect();
        if let Some(&c) = cards.get(pick % cards.len().max(1)) {
            let partial = CardSet::single(c);
            let fast = selectable(reqs, &[], partial, hand);
            prop_assert!(!fast.is_empty(), "a selectable card leads somewhere");
            prop_assert_eq!(fast, selectable_naive(reqs, &[], partial, hand));
        }
    }
}

#[test]
fn laid_down_but_not_out_moves_on_and_pays_what_is_left() {
    let p1 = "2ov 2oc 2oy 4qr 5sc 3cv 1tv 5qy";
    let config = RummyConfig {
        first_round: 2,
        ..RummyConfig::default()
    };
    let mut game = TicRummy::with_layout(
        config,
        Seed(5),
        &[set(P0), set(p1)],
        card("1sr"),
        &run("1co 2tr 5or"),
    )
    .expect("layout");
    act(&mut game, 0, RummyAction::DrawFromDeck);
    for c in ["1cv", "1cy", "1cr", "2qo", "3sc", "4tv"] {
        act(&mut game, 0, RummyAction::Select(card(c)));
    }
    act(&mut game, 0, RummyAction::ConfirmLaydown);
    act(&mut game, 0, RummyAction::Discard(card("3ty")));
    // Player 1 lays down a Tic of 2-circles and the Nic 4qr 5sc 3cv.
    act(&mut game, 1, RummyAction::DrawFromDeck);
    for c in ["2ov", "2oc", "2oy", "4qr", "5sc", "3cv"] {
        act(&mut game, 1, RummyAction::Select(card(c)));
    }
    act(&mut game, 1, RummyAction::ConfirmLaydown);
    act(&mut game, 1, RummyAction::Discard(card("2tr")));
    // Player 0 adds 1co to their Tic and 5or to their Nic, and goes out with 5oy.
    act(&mut game, 0, RummyAction::DrawFromDeck);
    for (c, collection) in [("1co", 0), ("5or", 1)] {
        act(
            &mut game,
            0,
            RummyAction::Integrate {
                card: card(c),
                owner: 0,
                collection,
                end: End::Back,
            },
        );
    }
    act(&mut game, 0, RummyAction::Discard(card("5oy")));
    // Player 1 moves on too, paying 1-triangle-violet (5) and 5-square-yellow (12).
    assert_eq!(game.totals(), &[0, 17]);
    assert_eq!(game.round_number(0), 3);
    assert_eq!(game.round_number(1), 3);
}

#[test]
fn the_greedy_bot_lays_down_and_integrates_rather_than_discarding() {
    let mut game = round_two(8);
    act(&mut game, 0, RummyAction::DrawFromDeck);
    let view = game.view(0);
    let select = tic_rummy::greedy_score(&view, &RummyAction::Select(card("1cv")));
    let discard = tic_rummy::greedy_score(&view, &RummyAction::Discard(card("3ty")));
    assert!(select > discard);
    // Of two discards, it keeps the card that belongs to a collection.
    let keep_tic = tic_rummy::greedy_score(&view, &RummyAction::Discard(card("1cv")));
    assert!(discard > keep_tic);
}

#[cfg(feature = "serde")]
#[test]
fn a_tampered_saved_game_is_rejected() {
    let game = round_two(8);
    let mut value = serde_json::to_value(&game).expect("serializes");
    // The discard pile now shows a card player 0 holds: one card twice, one missing.
    value["discard"][0] = serde_json::Value::String("1-crescent-violet".into());
    let err = serde_json::from_value::<TicRummy>(value).expect_err("tampered");
    assert!(err.to_string().contains("missing or duplicated"), "{err}");
}

#[test]
fn laid_down_on_the_last_round_stays_on_it() {
    // Round 2 is the last round. Player 1 lays down (Tic 2ov 2oc 2oy, Nic 4qr 5sc 3cv) but
    // nobody goes out; the deal runs to its turn cap and, with `exhausted_deal_scores`, is
    // scored. Player 1 has finished the round's collections but not gone out: "only going
    // out finishes the last round", so they stay on round 2 and pay what they hold, and the
    // match goes on.
    let p1 = "2ov 2oc 2oy 4qr 5sc 3cv 1tv 5qy";
    let config = RummyConfig {
        first_round: 2,
        last_round: 2,
        max_turns_per_deal: 10,
        exhausted_deal_scores: true,
        ..RummyConfig::default()
    };
    let mut game = TicRummy::with_layout(
        config,
        Seed(5),
        &[set(P0), set(p1)],
        card("1sr"),
        &run("1co 2tr 5or"),
    )
    .expect("layout");
    act(&mut game, 0, RummyAction::DrawFromDeck);
    act(&mut game, 0, RummyAction::Discard(card("1co")));
    act(&mut game, 1, RummyAction::DrawFromDeck);
    for c in ["2ov", "2oc", "2oy", "4qr", "5sc", "3cv"] {
        act(&mut game, 1, RummyAction::Select(card(c)));
    }
    act(&mut game, 1, RummyAction::ConfirmLaydown);
    act(&mut game, 1, RummyAction::Discard(card("2tr")));
    assert_eq!(game.hand(1), set("1tv 5qy"));
    // Both draw and throw the drawn card back until the tenth turn ends the deal.
    while game.deal_number() == 0 {
        let ToAct::Player(p) = game.to_act() else {
            panic!("the match ended");
        };
        let before = game.hand(p);
        act(&mut game, p, RummyAction::DrawFromDeck);
        let drawn = (game.hand(p) - before).first().expect("drew a card");
        act(&mut game, p, RummyAction::Discard(drawn));
    }
    // Player 0 pays the whole hand: 1cv 4 + 1cy 6 + 1cr 8 + 2qo 10 + 3sc 10 + 4tv 8 + 5oy 9
    // + 3ty 9 = 64; player 1 pays 1tv 5 + 5qy 12 = 17.
    assert_eq!(game.totals(), &[64, 17]);
    assert_eq!(
        game.round_number(1),
        2,
        "laid down on the last round, stays on it"
    );
    assert_eq!(game.round_number(0), 2);
    assert!(
        game.outcome().is_none(),
        "nobody went out on the last round"
    );
    // The next deal deals round 2's eight cards to both again.
    assert_eq!(game.deal_number(), 1);
    assert_eq!((game.hand(0).len(), game.hand(1).len()), (8, 8));
}

#[test]
fn malformed_actions_are_refused_and_told_without_overflow() {
    let mut game = round_two(8);
    act(&mut game, 0, RummyAction::DrawFromDeck);
    let nowhere = RummyAction::Integrate {
        card: card("1cv"),
        owner: usize::MAX,
        collection: usize::MAX,
        end: End::Front,
    };
    assert!(nowhere.to_string().contains(&usize::MAX.to_string()));
    // Player 0 has not laid down: that is the first reason.
    assert_eq!(
        refused(&mut game, 0, nowhere),
        ActionError::Illegal(RummyIllegal::NotLaidDown)
    );
}
