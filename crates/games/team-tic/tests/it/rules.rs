//! Hand-worked Team TIC positions, including the rule text's own examples.

use proptest::prelude::*;
use rules_engine::{ActionError, Game, Seed, ToAct};
use tic_core::{Card, CardSet, parse_cards};
use tic_team::sets::{extends, is_set, sets_in, sets_in_naive};
use tic_team::{
    End, GameEnd, Melds, Phase, TeamAction, TeamIllegal, TeamTic, TeamTicConfig, hand_penalty,
    set_points, side_score,
};

pub(crate) fn set(s: &str) -> CardSet {
    s.parse().expect("card list")
}

pub(crate) fn card(s: &str) -> Card {
    s.parse().expect("card")
}

pub(crate) fn run(s: &str) -> Vec<Card> {
    parse_cards(s).expect("card list")
}

pub(crate) fn act(game: &mut TeamTic, player: usize, action: TeamAction) {
    if let Err(e) = game.apply(player, &action) {
        panic!("{action} by {player} was refused: {e}");
    }
}

pub(crate) fn refused(
    game: &mut TeamTic,
    player: usize,
    action: TeamAction,
) -> ActionError<TeamIllegal> {
    let before = game.clone();
    let err = game.apply(player, &action).expect_err("must be refused");
    assert_eq!(*game, before, "a refused action changed the state");
    err
}

#[test]
fn scoring_follows_the_text() {
    assert_eq!(set_points(3, false), 3);
    assert_eq!(set_points(4, false), 8);
    assert_eq!(set_points(5, false), 20);
    assert_eq!(set_points(3, true), 9);
    assert_eq!(set_points(5, true), 60);
    assert_eq!(hand_penalty(set("1ov 2ov 5sr")), 2 + 2 + 10);
    // "if Team A had 86 points in Tic sets, but between both players they still held 8 cards
    // at the end, the final score is 70": 20 + 20 + 20 + 20 + 3 + 3 = 86.
    let points: i64 = [5, 5, 5, 5, 3, 3]
        .iter()
        .map(|&n| set_points(n, false))
        .sum();
    assert_eq!(points, 86);
    assert_eq!(
        side_score(
            points,
            false,
            &[set("1ov 1oc 1oy"), set("2ov 2oc 2oy 2oo 2or")]
        ),
        70
    );
    assert_eq!(side_score(points, true, &[]), 96);
}

#[test]
fn seating_and_deals() {
    let two = TeamTic::new(TeamTicConfig::default(), Seed(1)).expect("config");
    assert_eq!(two.hand(0).len(), 12);
    assert_eq!(two.chain().len(), 1);
    assert_eq!(two.deck_len(), 125 - 24 - 1);
    let four = TeamTicConfig::for_players(4);
    assert_eq!(
        (0..4).map(|p| four.team_of(p)).collect::<Vec<_>>(),
        [0, 1, 0, 1]
    );
    let six = TeamTicConfig::for_players(6);
    assert_eq!(
        (0..6).map(|p| six.team_of(p)).collect::<Vec<_>>(),
        [0, 1, 2, 0, 1, 2]
    );
    let game = TeamTic::new(six, Seed(1)).expect("config");
    assert_eq!(game.hand(5).len(), 8);
    for players in [1, 3, 5, 8] {
        assert!(TeamTic::new(TeamTicConfig::for_players(players), Seed(1)).is_err());
    }
    assert!(
        TeamTic::new(
            TeamTicConfig {
                opponent_cards_per_turn: 11,
                ..TeamTicConfig::default()
            },
            Seed(1)
        )
        .is_err()
    );
}

pub(crate) const P0: &str = "4qr 4or 1ov 2cc 3tv 5sy 1qo 2sv 3oc 5ty 3qr 1tc";
pub(crate) const P1: &str = "5oo 5co 5to 5qo 5so 4tr 2oy 3cv 3sv 4cc 1sy 1sr";

pub(crate) fn chain_game(config: TeamTicConfig) -> TeamTic {
    TeamTic::with_layout(
        config,
        Seed(2),
        &[set(P0), set(P1)],
        &run("4sr 1cv 2ty"),
        &run("4cr"),
    )
    .expect("a valid layout")
}

/// Player 0's first turn in a [`chain_game`]: it picks up the chain from 4sr, lays 4or 4qr 4sr
/// (1cv and 2ty go into its hand) and discards 1tc.
pub(crate) fn lay_the_chain_set(game: &mut TeamTic) {
    act(
        game,
        0,
        TeamAction::PickUp {
            card: card("4sr"),
            from: 0,
        },
    );
    act(game, 0, TeamAction::LaySet(run("4or 4qr 4sr")));
    act(game, 0, TeamAction::Discard(card("1tc")));
}

#[test]
fn picking_up_takes_the_chain_to_the_card_that_makes_a_set_and_lays_it_at_once() {
    let mut game = chain_game(TeamTicConfig::default());
    // Only 4-star-red, the oldest card, makes a set (with 4qr and 4or): picking it up takes
    // the whole chain.
    let pick = TeamAction::PickUp {
        card: card("4sr"),
        from: 0,
    };
    assert_eq!(
        game.legal_actions(0),
        vec![TeamAction::DrawFromDeck, pick.clone()]
    );
    assert_eq!(
        refused(
            &mut game,
            0,
            TeamAction::PickUp {
                card: card("2ty"),
                from: 2
            }
        ),
        ActionError::Illegal(TeamIllegal::PickUpMakesNoSet(card("2ty")))
    );
    assert_eq!(
        refused(
            &mut game,
            0,
            TeamAction::PickUp {
                card: card("2ty"),
                from: 0
            }
        ),
        ActionError::Illegal(TeamIllegal::NotInChain {
            card: card("2ty"),
            from: 0
        })
    );
    act(&mut game, 0, pick);
    assert!(game.chain().is_empty());
    assert_eq!(game.hand(0).len(), 15);
    assert_eq!(game.phase(), Phase::MustLay(card("4sr")));
    // The set with 4-star-red must come first.
    let tic = TeamAction::LaySet(run("4or 4qr 4sr"));
    assert_eq!(game.legal_actions(0), vec![tic.clone()]);
    assert_eq!(
        refused(&mut game, 0, TeamAction::Discard(card("1tc"))),
        ActionError::Illegal(TeamIllegal::MustLayPickedCard(card("4sr")))
    );
    act(&mut game, 0, tic);
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.sets()[0].points(true), 3);
    act(&mut game, 0, TeamAction::Discard(card("1tc")));
    assert_eq!(game.chain(), &[card("1tc")]);
    assert_eq!(game.to_act(), ToAct::Player(1));
}

/// Player 0 lays 4or 4qr 4sr (a pick-up); player 1 lays 5oo 5co 5to 5qo, adds 5so, and puts
/// 4cr and 4tr onto player 0's set. Returns the game after that.
fn opponents_fill_a_set(config: TeamTicConfig) -> TeamTic {
    let mut game = chain_game(config);
    lay_the_chain_set(&mut game);
    act(&mut game, 1, TeamAction::DrawFromDeck);
    assert!(game.hand(1).contains(card("4cr")));
    act(&mut game, 1, TeamAction::LaySet(run("5oo 5co 5to 5qo")));
    assert_eq!(game.sets()[1].points(true), 8);
    act(
        &mut game,
        1,
        TeamAction::AddCard {
            card: card("5so"),
            set: 1,
            end: End::Back,
        },
    );
    assert_eq!(game.sets()[1].points(true), 20);
    for c in ["4cr", "4tr"] {
        act(
            &mut game,
            1,
            TeamAction::AddCard {
                card: card(c),
                set: 0,
                end: End::Back,
            },
        );
    }
    assert_eq!(game.sets()[0].cards.len(), 5);
    assert_eq!(game.hand(1).len(), 6);
    // No sixth card.
    assert!(!extends(
        Melds::Tic,
        &game.sets()[0].cards,
        card("4qo"),
        End::Back
    ));
    game
}

#[test]
fn cards_opponents_add_count_toward_the_owners_set_by_default() {
    // The text scores "five card Tics" and "any Tic set incorporating" the 5-star-red: player
    // 0's set now holds five cards, two of them player 1's, and scores 20 for side 0 (and
    // nothing for side 1, who added them). Side 0: 20 - 2 x 11 cards (4sr went down);
    // side 1: 20 - 2 x 6 cards.
    let game = opponents_fill_a_set(TeamTicConfig::default());
    assert_eq!(game.sets()[0].points(true), 20);
    assert_eq!(game.side_scores(), vec![20 - 22, 20 - 12]);
    assert_eq!(game.view(0).sets[0].points, 20);
}

#[test]
fn with_the_second_reading_cards_opponents_add_score_nothing() {
    let game = opponents_fill_a_set(TeamTicConfig {
        opponent_cards_score: false,
        ..TeamTicConfig::default()
    });
    // Only side 0's own three cards count: 3 points.
    assert_eq!(game.side_scores(), vec![3 - 22, 20 - 12]);
    assert_eq!(game.view(0).sets[0].points, 3);
}

#[test]
fn a_five_star_red_added_by_an_opponent_triples_the_set_by_default() {
    // Player 0 lays the three 5-stars 5sy 5so 5sc (on the Tic line "5-star"), player 1 adds
    // the 5-star-red onto it: a four-card set incorporating the top card, 3 x 8 = 24.
    let p0 = set("5sy 5so 5sc 1ov 1oc 1oy 2cv 2cc 2cy 3tv 3tc 3ty");
    let p1 = set("5sr 4ov 4oc 4oy 4cv 4cc 4cy 4tv 4tc 4ty 3qv 3qc");
    let config = |opponent_cards_score| TeamTicConfig {
        opponent_cards_score,
        ..TeamTicConfig::default()
    };
    for (reading, want) in [(true, 24), (false, 3)] {
        let mut game = TeamTic::with_layout(
            config(reading),
            Seed(3),
            &[p0, p1],
            &run("1sv"),
            &run("2qo 2qy"),
        )
        .expect("layout");
        act(&mut game, 0, TeamAction::DrawFromDeck);
        let mut three = run("5sy 5so 5sc");
        three.sort();
        act(&mut game, 0, TeamAction::LaySet(three));
        act(&mut game, 0, TeamAction::Discard(card("2qo")));
        act(&mut game, 1, TeamAction::DrawFromDeck);
        act(
            &mut game,
            1,
            TeamAction::AddCard {
                card: card("5sr"),
                set: 0,
                end: End::Back,
            },
        );
        assert_eq!(game.sets()[0].points(reading), want, "reading {reading}");
        assert_eq!(game.set_points()[0], want);
    }
}

#[test]
fn at_most_the_configured_cards_go_onto_opponents_sets_per_turn() {
    let mut game = chain_game(TeamTicConfig {
        opponent_cards_per_turn: 1,
        ..TeamTicConfig::default()
    });
    lay_the_chain_set(&mut game);
    act(&mut game, 1, TeamAction::DrawFromDeck);
    act(
        &mut game,
        1,
        TeamAction::AddCard {
            card: card("4cr"),
            set: 0,
            end: End::Back,
        },
    );
    assert_eq!(
        refused(
            &mut game,
            1,
            TeamAction::AddCard {
                card: card("4tr"),
                set: 0,
                end: End::Back
            }
        ),
        ActionError::Illegal(TeamIllegal::OpponentLimit)
    );
}

#[test]
fn the_picked_card_may_go_onto_an_own_set_when_the_option_allows() {
    // Player 0 has laid 4or 4qr 4sr; the chain then holds 4cr, which only extends that set.
    let config = TeamTicConfig {
        pickup_onto_sets: true,
        ..TeamTicConfig::default()
    };
    let mut game = chain_game(config);
    lay_the_chain_set(&mut game);
    act(&mut game, 1, TeamAction::DrawFromDeck);
    act(&mut game, 1, TeamAction::Discard(card("4cr")));
    let pick = TeamAction::PickUp {
        card: card("4cr"),
        from: 1,
    };
    assert!(game.legal_actions(0).contains(&pick));
    act(&mut game, 0, pick);
    assert_eq!(
        game.legal_actions(0),
        vec![TeamAction::AddCard {
            card: card("4cr"),
            set: 0,
            end: End::Back
        }]
    );
    // Without the option the same pick-up is refused.
    let mut strict = chain_game(TeamTicConfig::default());
    lay_the_chain_set(&mut strict);
    act(&mut strict, 1, TeamAction::DrawFromDeck);
    act(&mut strict, 1, TeamAction::Discard(card("4cr")));
    assert_eq!(
        refused(
            &mut strict,
            0,
            TeamAction::PickUp {
                card: card("4cr"),
                from: 1
            }
        ),
        ActionError::Illegal(TeamIllegal::PickUpMakesNoSet(card("4cr")))
    );
}

#[test]
fn going_out_by_laying_everything_ends_the_game_with_the_bonus() {
    let p0 = set("1ov 1oc 1oy 2cv 2cc 2cy 3tv 3tc 3ty 4qv 4qc 4qy");
    let p1 = set("5sr 5ov 5oc 5oy 5cv 5cc 5cy 5tv 5tc 5ty 5qv 5qc");
    let mut game = TeamTic::with_layout(
        TeamTicConfig::default(),
        Seed(3),
        &[p0, p1],
        &run("1sv"),
        &run("4qo"),
    )
    .expect("layout");
    act(&mut game, 0, TeamAction::DrawFromDeck);
    for s in [
        "1ov 1oc 1oy",
        "2cv 2cc 2cy",
        "3tv 3tc 3ty",
        "4qv 4qc 4qo 4qy",
    ] {
        // Laid in card order.
        let mut cards = run(s);
        cards.sort();
        act(&mut game, 0, TeamAction::LaySet(cards));
    }
    assert_eq!(game.end(), Some(GameEnd::WentOut(0)));
    assert_eq!(game.to_act(), ToAct::Nobody);
    // 3 + 3 + 3 + 8 + 10; player 1 holds 11 cards and the 5-star-red: -22 - 10.
    assert_eq!(game.outcome().expect("over").scores, vec![27, -32]);
}

#[test]
fn after_the_deck_runs_out_the_first_player_who_cannot_pick_up_ends_the_game() {
    let mut game = TeamTic::new(TeamTicConfig::default(), Seed(11)).expect("config");
    // Draw and throw back the drawn card until the deck is empty.
    while game.deck_len() > 0 && !game.is_over() {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        let before = game.hand(p);
        act(&mut game, p, TeamAction::DrawFromDeck);
        let drawn = (game.hand(p) - before).first().expect("drew");
        act(&mut game, p, TeamAction::Discard(drawn));
    }
    // Now every turn must start with a pick-up; the game ends when one is impossible.
    let mut turns = 0;
    while let ToAct::Player(p) = game.to_act() {
        let legal = game.legal_actions(p);
        assert!(!legal.contains(&TeamAction::DrawFromDeck));
        // Pick up, lay what must be laid, then discard at once.
        let action = legal
            .iter()
            .find(|a| matches!(a, TeamAction::Discard(_)))
            .unwrap_or(&legal[0])
            .clone();
        act(&mut game, p, action);
        turns += 1;
        assert!(turns < 1000);
    }
    let Some(GameEnd::CannotPickUp(p)) = game.end() else {
        panic!("ended otherwise: {:?}", game.end());
    };
    // The player who could not pick up has no pick-up in the final chain.
    let pool = game.hand(p) | game.chain().iter().collect::<CardSet>();
    for (i, &c) in game.chain().iter().enumerate() {
        let reach = game.hand(p) | game.chain()[i..].iter().collect::<CardSet>();
        assert!(
            sets_in(Melds::Tic, reach, CardSet::single(c)).is_empty(),
            "{c} in {pool}"
        );
    }
}

// The variation's example: "if there is the number sequence 3-4-5, the next card can be a 2 on
// the left, or it could be a 4 on the right: 3-4-5-4".
#[test]
fn duo_sequences_wrap() {
    let laid = run("3-star-cyan 4-star-yellow 5-star-orange");
    assert!(is_set(Melds::DuoSequence, &laid));
    assert!(!is_set(Melds::Tic, &laid));
    assert!(extends(
        Melds::DuoSequence,
        &laid,
        card("4-circle-red"),
        End::Back
    ));
    assert!(extends(
        Melds::DuoSequence,
        &laid,
        card("2-circle-violet"),
        End::Front
    ));
    assert!(!extends(
        Melds::DuoSequence,
        &laid,
        card("4-circle-violet"),
        End::Back
    ));
    assert!(!extends(
        Melds::DuoSequence,
        &laid,
        card("2-circle-violet"),
        End::Back
    ));
    // A Mono run is not a Duo sequence.
    assert!(!is_set(
        Melds::DuoSequence,
        &run("1-star-red 2-circle-red 3-star-red")
    ));
    // A Tripo run counts.
    assert!(is_set(
        Melds::DuoSequence,
        &run("1-circle-violet 2-crescent-cyan 3-triangle-yellow")
    ));
    // Five cards at most.
    let five = run("3-star-cyan 4-star-yellow 5-star-orange 4-circle-red 3-circle-orange");
    assert!(is_set(Melds::DuoSequence, &five));
    assert!(!extends(
        Melds::DuoSequence,
        &five,
        card("2-circle-yellow"),
        End::Back
    ));
}

#[test]
fn golden_opening() {
    let game = TeamTic::new(TeamTicConfig::default(), Seed(42)).expect("config");
    assert_eq!(game.hand(0).to_string(), GOLDEN_HAND);
    assert_eq!(game.chain()[0].to_string(), GOLDEN_CHAIN);
}

const GOLDEN_HAND: &str = "1-square-cyan 2-crescent-red 2-triangle-cyan 2-star-yellow 3-circle-yellow 3-crescent-orange 3-triangle-yellow 3-star-yellow 4-crescent-violet 4-triangle-violet 4-square-violet 5-crescent-orange";
const GOLDEN_CHAIN: &str = "1-circle-orange";

fn pool_strategy() -> impl Strategy<Value = (CardSet, usize)> {
    (proptest::collection::btree_set(0u8..125, 5..=9), 0usize..9).prop_map(|(idx, must)| {
        (
            idx.into_iter()
                .filter_map(|i| Card::from_index(usize::from(i)))
                .collect(),
            must,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The fast set enumeration agrees with trying every ordered choice of cards.
    #[test]
    fn set_enumeration_agrees_with_brute_force((pool, must) in pool_strategy()) {
        // Dense pools make sets likely: add the pool's Tic partners of its first card.
        for melds in [Melds::Tic, Melds::DuoSequence] {
            prop_assert_eq!(
                sets_in(melds, pool, CardSet::EMPTY),
                sets_in_naive(melds, pool, CardSet::EMPTY)
            );
            let cards: Vec<Card> = pool.iter().collect();
            let m = CardSet::single(cards[must % cards.len()]);
            let with = sets_in(melds, pool, m);
            prop_assert_eq!(&with, &sets_in_naive(melds, pool, m));
            prop_assert_eq!(
                tic_team::sets::has_set_with(melds, pool, cards[must % cards.len()]),
                !with.is_empty()
            );
        }
    }

    #[test]
    fn set_enumeration_agrees_on_dense_pools(line in 0usize..75, extra in proptest::collection::btree_set(0u8..125, 2..=4)) {
        let Some(tl) = tic_core::TicLine::from_index(line) else { return Ok(()) };
        let pool: CardSet = tl.cards() | extra.into_iter().filter_map(|i| Card::from_index(usize::from(i))).collect::<CardSet>();
        prop_assert_eq!(sets_in(Melds::Tic, pool, CardSet::EMPTY), sets_in_naive(Melds::Tic, pool, CardSet::EMPTY));
    }
}

#[test]
fn greedy_beats_random_head_to_head() {
    use rules_engine::{Bot, RandomBot, run};
    let mut greedy_wins = 0;
    for seed in 0..6 {
        let mut game = TeamTic::new(TeamTicConfig::default(), Seed(seed)).expect("config");
        let mut bots: Vec<Box<dyn Bot<TeamTic>>> =
            vec![Box::new(tic_team::greedy_bot()), Box::new(RandomBot)];
        run(&mut game, &mut bots, Seed(seed + 100), 10_000).expect("game ends");
        let outcome = game.outcome().expect("over");
        greedy_wins += usize::from(outcome.places[0] == 0);
    }
    assert!(greedy_wins >= 5, "greedy won {greedy_wins} of 6");
}

#[cfg(feature = "serde")]
#[test]
fn a_tampered_saved_game_is_rejected() {
    let game = chain_game(TeamTicConfig::default());
    let mut value = serde_json::to_value(&game).expect("serializes");
    // Put a card of player 0's hand into the chain as well: one card twice.
    value["chain"][0] = serde_json::Value::String("4-square-red".into());
    let err = serde_json::from_value::<TeamTic>(value).expect_err("tampered");
    assert!(err.to_string().contains("missing or duplicated"), "{err}");
}

#[test]
fn a_set_is_accepted_only_in_its_listed_order() {
    let mut game = chain_game(TeamTicConfig::default());
    act(
        &mut game,
        0,
        TeamAction::PickUp {
            card: card("4sr"),
            from: 0,
        },
    );
    assert_eq!(
        refused(&mut game, 0, TeamAction::LaySet(run("4sr 4qr 4or"))),
        ActionError::Illegal(TeamIllegal::NotCanonical)
    );
    assert_eq!(
        refused(&mut game, 0, TeamAction::LaySet(run("4or 4sr 1ov"))),
        ActionError::Illegal(TeamIllegal::NotASet)
    );
}

#[test]
fn a_match_of_several_rounds_adds_the_rounds_up() {
    // Round 1 is the going-out example above: 27 and -32. Then the whole deck is dealt again,
    // player 0 deals and player 1 starts; round 2 is played out by bots.
    let p0 = set("1ov 1oc 1oy 2cv 2cc 2cy 3tv 3tc 3ty 4qv 4qc 4qy");
    let p1 = set("5sr 5ov 5oc 5oy 5cv 5cc 5cy 5tv 5tc 5ty 5qv 5qc");
    let config = TeamTicConfig {
        rounds: 2,
        ..TeamTicConfig::default()
    };
    let mut game =
        TeamTic::with_layout(config, Seed(3), &[p0, p1], &run("1sv"), &run("4qo")).expect("layout");
    act(&mut game, 0, TeamAction::DrawFromDeck);
    for s in [
        "1oc 1ov 1oy",
        "2cv 2cc 2cy",
        "3tv 3tc 3ty",
        "4qv 4qc 4qo 4qy",
    ] {
        let mut cards = run(s);
        cards.sort();
        act(&mut game, 0, TeamAction::LaySet(cards));
    }
    assert!(!game.is_over(), "a second round follows");
    assert_eq!(game.totals(), &[27, -32]);
    assert_eq!(game.round(), 1);
    assert_eq!(game.to_act(), ToAct::Player(1));
    assert_eq!((game.hand(0).len(), game.hand(1).len()), (12, 12));
    assert_eq!(game.chain().len(), 1);
    assert!(game.sets().is_empty());
    assert!(game.validate().is_ok());
    let mut bots: Vec<Box<dyn rules_engine::Bot<TeamTic>>> = vec![
        Box::new(tic_team::greedy_bot()),
        Box::new(tic_team::greedy_bot()),
    ];
    rules_engine::run(&mut game, &mut bots, Seed(4), 10_000).expect("the match ends");
    let second: Vec<i64> = game
        .events()
        .iter()
        .filter_map(|e| match e {
            tic_team::TeamEvent::Ended { scores, .. } => Some(scores.clone()),
            _ => None,
        })
        .nth(1)
        .expect("round 2 ended");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.scores, vec![27 + second[0], -32 + second[1]]);
    assert_eq!(game.totals(), outcome.scores.as_slice());
}

#[test]
fn one_round_is_the_default_and_rounds_are_bounded() {
    assert_eq!(TeamTicConfig::default().rounds, 1);
    for rounds in [0, tic_team::MAX_ROUNDS + 1] {
        let config = TeamTicConfig {
            rounds,
            ..TeamTicConfig::default()
        };
        assert!(TeamTic::new(config, Seed(1)).is_err(), "{rounds} rounds");
    }
}

#[test]
fn malformed_actions_are_refused_and_told_without_overflow() {
    let mut game = chain_game(TeamTicConfig::default());
    let far = TeamAction::PickUp {
        card: card("4sr"),
        from: usize::MAX,
    };
    // Counted from 1 in text, without overflow: even the largest position reads back.
    assert!(far.to_string().ends_with("(position 18446744073709551616)"));
    assert_eq!(far.to_string().parse::<TeamAction>(), Ok(far.clone()));
    let err = refused(&mut game, 0, far);
    assert!(err.to_string().contains("the chain has no"), "{err}");
    act(&mut game, 0, TeamAction::DrawFromDeck);
    let nowhere = TeamAction::AddCard {
        card: card("4qr"),
        set: usize::MAX,
        end: End::Back,
    };
    assert!(nowhere.to_string().contains("to set"));
    assert_eq!(
        nowhere.to_string().parse::<TeamAction>(),
        Ok(nowhere.clone())
    );
    let err = refused(&mut game, 0, nowhere);
    assert!(err.to_string().contains("there is no set"), "{err}");
}
