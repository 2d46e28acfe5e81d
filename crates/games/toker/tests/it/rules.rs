//! Toker's rules, hand-worked: setup, exchanges, the call and its one more chance, ranking
//! points, the variations, and betting with chip conservation and side pots.

use rules_engine::{ActionError, Game, GameRng, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_toker::betting::{Pot, award, side_pots};
use tic_toker::{
    Betting, Chips, ExchangeAction, ExchangeConfig, ExchangeError, ExchangeEvent, Phase, Toker,
    Variant, ranking_points,
};

fn keep_all(game: &mut Toker) {
    while game.phase() == Phase::Exchange {
        let ToAct::Player(p) = game.to_act() else {
            return;
        };
        game.apply(p, &ExchangeAction::Keep)
            .expect("keep is always legal");
    }
}

/// The events of deal 1.
fn deal_1_events(game: &Toker) -> Vec<&ExchangeEvent> {
    game.events()
        .iter()
        .take_while(|e| !matches!(e, ExchangeEvent::DealStarted { deal: 2, .. }))
        .collect()
}

fn common_cards_added(events: &[&ExchangeEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, ExchangeEvent::CommonAdded { .. }))
        .count()
}

fn last_showdown_places(game: &Toker) -> Vec<(usize, usize)> {
    game.last_showdown()
        .iter()
        .map(|h| (h.player, h.place))
        .collect()
}

#[test]
fn setup_three_private_two_common_and_player_left_of_dealer_starts() {
    let game = Toker::new(ExchangeConfig::new(4), Seed(1)).expect("valid");
    assert_eq!(game.common().len(), 2);
    for p in 0..4 {
        assert_eq!(game.hand(p).len(), 3);
    }
    assert_eq!(game.dealer(), 3);
    assert_eq!(game.to_act(), ToAct::Player(0));
    assert_eq!(game.cards().len(), 125);
}

#[test]
fn golden_opening_is_pinned() {
    let game = Toker::new(ExchangeConfig::new(2), Seed(42)).expect("valid");
    let text = |cards: &[Card]| {
        cards
            .iter()
            .map(|c| format!("{c:#}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let opening = (text(game.hand(0)), text(game.hand(1)), text(game.common()));
    assert_eq!(
        (opening.0.as_str(), opening.1.as_str(), opening.2.as_str()),
        GOLDEN
    );
}

const GOLDEN: (&str, &str, &str) = ("4tv 3oy 2cr", "5qy 4oc 1qy", "2tc 4qr");

#[test]
fn exchange_rounds_grow_the_common_cards_to_five_then_showdown() {
    let mut game = Toker::new(ExchangeConfig::new(3).with_deals(2), Seed(2)).expect("valid");
    for round in 1..=3u8 {
        assert_eq!(game.exchange_round(), round);
        assert_eq!(game.common().len(), 1 + usize::from(round));
        for p in 0..3 {
            assert_eq!(game.to_act(), ToAct::Player(p));
            game.apply(p, &ExchangeAction::Keep).expect("keep");
        }
    }
    // Deal 1 is over after the third exchange round: five common cards were shown, then the
    // hands; deal 2 begins with the next dealer.
    let shown = game
        .events()
        .iter()
        .filter(|e| matches!(e, ExchangeEvent::CommonAdded { .. }))
        .count();
    assert_eq!(shown, 5 + 2, "five in deal 1, two at the start of deal 2");
    assert_eq!(game.deal_number(), 2);
    assert_eq!(game.dealer(), 0);
    assert_eq!(game.to_act(), ToAct::Player(1));
    let points: i64 = game.points().iter().sum();
    assert_eq!(points, 3 + 2 + 1);
}

#[test]
fn exchange_swaps_one_own_card_for_a_new_one() {
    let mut game = Toker::new(ExchangeConfig::new(2), Seed(3)).expect("valid");
    let old = game.hand(0)[1];
    game.apply(0, &ExchangeAction::Exchange(CardSet::single(old)))
        .expect("legal");
    assert_eq!(game.hand(0).len(), 3);
    assert!(!game.hand(0).contains(&old));
    // The discard is out of play: face down, nobody can get it back this deal.
    assert!(!game.hand(1).contains(&old) && !game.common().contains(&old));
    // Only one card per turn in the standard game, and never a common card.
    let two = CardSet::single(game.hand(1)[0]) | CardSet::single(game.hand(1)[1]);
    let before = game.clone();
    assert_eq!(
        game.apply(1, &ExchangeAction::Exchange(two)),
        Err(ActionError::Illegal(ExchangeError::TooManyCards {
            max: 1,
            got: 2
        }))
    );
    let common = game.common()[0];
    assert_eq!(
        game.apply(1, &ExchangeAction::ExchangeCommon(common)),
        Err(ActionError::Illegal(ExchangeError::NoCommonExchange))
    );
    assert_eq!(
        game.apply(1, &ExchangeAction::Exchange(CardSet::single(old))),
        Err(ActionError::Illegal(ExchangeError::NotInHand(old)))
    );
    assert_eq!(game, before, "rejections change nothing");
}

#[test]
fn call_gives_the_players_still_to_play_one_more_exchange_then_one_more_common_card() {
    let mut game = Toker::new(ExchangeConfig::new(4).with_deals(2), Seed(4)).expect("valid");
    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Call).expect("call");
    assert_eq!(game.caller(), Some(1));
    // Players 2 and 3 still play this round; they cannot call again.
    assert_eq!(game.to_act(), ToAct::Player(2));
    assert!(!game.legal_actions(2).contains(&ExchangeAction::Call));
    assert_eq!(
        game.apply(2, &ExchangeAction::Call),
        Err(ActionError::Illegal(ExchangeError::AlreadyCalled(1)))
    );
    let card = game.hand(2)[0];
    game.apply(2, &ExchangeAction::Exchange(CardSet::single(card)))
        .expect("one more chance");
    game.apply(3, &ExchangeAction::Keep)
        .expect("one more chance");
    // One final common card (three in all), the showdown, and deal 2.
    let deal1 = deal_1_events(&game);
    assert_eq!(common_cards_added(&deal1), 3);
    assert!(
        deal1
            .iter()
            .any(|e| matches!(e, ExchangeEvent::Showdown { .. }))
    );
    assert_eq!(game.deal_number(), 2);
    assert_eq!(game.last_showdown().len(), 4);
    for hand in game.last_showdown() {
        assert_eq!(hand.best.len(), 5, "best five of 3 private + 3 common");
    }
    let mut points = game.points().to_vec();
    points.sort_unstable();
    assert_eq!(points, vec![1, 2, 3, 4]);
}

#[test]
fn a_call_by_the_last_player_of_a_round_ends_the_exchanges_at_once() {
    let mut game = Toker::new(ExchangeConfig::new(2).with_deals(1), Seed(5)).expect("valid");
    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Call).expect("call");
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert_eq!(game.common().len(), 3);
    let outcome = game.outcome().expect("over");
    // Two players: 2 points to the better hand, 1 to the other.
    let mut scores = outcome.scores.clone();
    scores.sort_unstable();
    assert_eq!(scores, vec![1, 2]);
    let winner = last_showdown_places(&game)
        .into_iter()
        .find(|&(_, place)| place == 0)
        .map(|(p, _)| p);
    assert_eq!(outcome.winners(), winner.into_iter().collect::<Vec<_>>());
}

#[test]
fn ranking_points_give_n_to_the_best_hand_down_to_1() {
    assert_eq!(ranking_points(&[2, 0, 1, 3]), vec![2, 4, 3, 1]);
    assert_eq!(ranking_points(&[0, 1]), vec![2, 1]);
    assert_eq!(ranking_points(&[0, 0, 2]), vec![3, 3, 1]);
}

#[test]
fn showdown_places_follow_the_evaluator_and_the_private_card_tie_break() {
    let mut game = Toker::new(ExchangeConfig::new(3).with_deals(1), Seed(6)).expect("valid");
    keep_all(&mut game);
    assert!(game.is_over());
    let common: CardSet = game.common().iter().collect();
    let privates: Vec<CardSet> = (0..3).map(|p| game.hand(p).iter().collect()).collect();
    let places = tic_hands::toker::showdown(common, &privates).expect("valid hands");
    let shown: Vec<usize> = game.last_showdown().iter().map(|h| h.place).collect();
    assert_eq!(shown, places);
    let expected = Outcome::highest_wins(ranking_points(&places).into_iter().collect());
    assert_eq!(game.outcome(), Some(expected));
}

#[test]
fn variation_1_exchanges_a_common_card_and_rotates_the_dealer() {
    let mut game = Toker::new(ExchangeConfig::variation1(2), Seed(7)).expect("valid");
    let common = game.common()[0];
    game.apply(0, &ExchangeAction::ExchangeCommon(common))
        .expect("Variation 1 allows it");
    assert!(!game.common().contains(&common));
    assert_eq!(game.common().len(), 2);
    assert!(game.events().iter().any(|e| matches!(
        e,
        ExchangeEvent::ExchangedCommon { player: 0, removed, .. } if *removed == common
    )));
    // Deals must be a multiple of the players so that everyone is last to exchange equally.
    let err = Toker::new(ExchangeConfig::variation1(3).with_deals(4), Seed(0)).err();
    assert!(matches!(
        err,
        Some(rules_engine::ConfigError::Invalid {
            option: "deals",
            ..
        })
    ));
    // Deal 1: player 1 deals and exchanges last; deal 2: player 0.
    while game.deal_number() == 1 {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
    assert_eq!(game.dealer(), 0);
    assert_eq!(game.to_act(), ToAct::Player(1));
}

#[test]
fn variation_1_is_one_exchange_pass_then_the_showdown() {
    let mut game = Toker::new(ExchangeConfig::variation1(3), Seed(15)).expect("valid");
    assert_eq!(game.dealer(), 2);
    // Player 0 exchanges a common card, player 1 one of their own, the dealer keeps.
    let legal = game.legal_actions(0);
    assert!(
        !legal.contains(&ExchangeAction::Call),
        "no call in one pass"
    );
    assert_eq!(
        legal.len(),
        1 + 3 + 2,
        "keep, three own cards, two common cards"
    );
    assert_eq!(
        game.apply(0, &ExchangeAction::Call),
        Err(ActionError::Illegal(ExchangeError::NoCall))
    );
    let removed = game.common()[1];
    game.apply(0, &ExchangeAction::ExchangeCommon(removed))
        .expect("a common card");
    let own = game.hand(1)[2];
    game.apply(1, &ExchangeAction::Exchange(CardSet::single(own)))
        .expect("an own card");
    game.apply(2, &ExchangeAction::Keep).expect("keep");
    // After everyone's single turn the hands are shown: still two common cards, each hand the
    // three private cards and the two common cards.
    assert_eq!(game.deal_number(), 2);
    assert_eq!(
        common_cards_added(&deal_1_events(&game)),
        2,
        "only the two starting common cards"
    );
    let shown = game.last_showdown();
    assert_eq!(shown.len(), 3);
    for hand in shown {
        assert_eq!(hand.best.len(), 5);
        assert!(hand.private.iter().all(|c| hand.best.contains(c)));
        assert!(!hand.best.contains(&removed));
    }
    assert_eq!(game.points().iter().sum::<i64>(), 3 + 2 + 1);
    assert_eq!(game.config().exchange_rounds::<tic_toker::TokerHands>(), 1);
}

#[test]
fn variation_1_with_rounds_is_an_option_adding_common_cards_after_each_round() {
    let config = ExchangeConfig::variation1_rounds(2);
    assert_eq!(config.variant, Variant::CommonExchangeRounds);
    let mut game = Toker::new(config, Seed(16)).expect("valid");
    let common = game.common()[0];
    game.apply(0, &ExchangeAction::ExchangeCommon(common))
        .expect("a common card");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    assert_eq!(game.deal_number(), 1, "the deal goes on");
    assert_eq!(game.exchange_round(), 2);
    assert_eq!(game.common().len(), 3);
    assert!(game.legal_actions(0).contains(&ExchangeAction::Call));
    // Deals must be a multiple of the players in both readings.
    assert!(Toker::new(config.with_deals(3), Seed(0)).is_err());
}

#[test]
fn variation_2_deals_five_private_cards_and_allows_two_exchanges() {
    let mut game = Toker::new(ExchangeConfig::variation2(3).with_deals(1), Seed(8)).expect("valid");
    assert!(game.common().is_empty());
    assert_eq!(game.hand(0).len(), 5);
    let legal = game.legal_actions(0);
    // keep, 5 singles, 10 pairs, call
    assert_eq!(legal.len(), 1 + 5 + 10 + 1);
    let two = CardSet::single(game.hand(0)[0]) | CardSet::single(game.hand(0)[4]);
    game.apply(0, &ExchangeAction::Exchange(two))
        .expect("two cards");
    assert!(game.hand(0).iter().all(|c| !two.contains(*c)));
    // Three exchange rounds by default, no common card ever.
    let mut rounds = 1;
    while !game.is_over() {
        rounds = rounds.max(game.exchange_round());
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
    assert_eq!(rounds, 3);
    assert!(game.common().is_empty());
    let five = Toker::new(
        ExchangeConfig::variation2(2).with_exchanges(Some(5)),
        Seed(1),
    )
    .expect("valid");
    assert_eq!(five.config().exchange_rounds::<tic_toker::TokerHands>(), 5);
    assert!(Toker::new(ExchangeConfig::new(2).with_exchanges(Some(2)), Seed(1)).is_err());
}

#[test]
fn bet_sizes_are_min_half_pot_pot_and_all_in() {
    // Three antes of 1 in the pot, nothing bet yet, 19 chips behind.
    let mut chips = Chips::new(3, 20, 1);
    for p in 0..3 {
        chips.put_in(p, 1);
    }
    chips.start_round(1);
    // min 1, half pot 3/2 = 1 (the same), pot 3, all-in 19.
    assert_eq!(chips.bet_sizes(0), vec![1, 3, 19]);
    chips.bet_to(0, 3);
    // Player 1 owes 3; the pot after calling is 6 + 3 = 9: min raise to 6, half-pot to 7,
    // pot to 12, all-in 19.
    assert_eq!(chips.to_call(1), 3);
    assert_eq!(chips.bet_sizes(1), vec![6, 7, 12, 19]);
}

#[test]
fn a_short_all_in_does_not_reopen_the_raising() {
    let mut chips = Chips::new(3, 100, 1);
    chips.stacks[2] = 15;
    chips.start_round(1);
    chips.bet_to(0, 10); // a full bet of 10
    chips.put_in(1, chips.to_call(1)); // player 1 calls
    chips.acted[1] = true;
    chips.bet_to(2, 15); // all-in: a raise of 5, short of the 10 needed
    assert_eq!(chips.current_bet, 15);
    assert_eq!(chips.last_raise, 10);
    assert_eq!(chips.to_call(0), 5);
    assert!(chips.bet_sizes(0).is_empty(), "may only call or fold");
    assert!(chips.needs_to_act(0, true));
    assert_eq!(chips.total(), 100 + 100 + 15, "chips are conserved");
}

#[test]
fn side_pots_layer_the_contributions() {
    // A all-in 5, B all-in 20, C 20, D folded after 8.
    let pots = side_pots(&[5, 20, 20, 8], &[true, true, true, false]);
    assert_eq!(
        pots,
        vec![
            Pot {
                amount: 5 * 4,
                eligible: vec![0, 1, 2]
            },
            Pot {
                amount: 3 + 15 + 15,
                eligible: vec![1, 2]
            },
        ]
    );
    // A has the best hand, C the second: A takes 20, C takes 33.
    let won = award(&pots, &[Some(0), Some(2), Some(1), None], &[0, 1, 2, 3]);
    assert_eq!(won, vec![20, 0, 33, 0]);
    // A tie for the side pot splits it; the odd chip goes to the first seat in order.
    let won = award(&pots, &[Some(2), Some(0), Some(0), None], &[2, 3, 0, 1]);
    assert_eq!(won, vec![0, 10 + 16, 10 + 17, 0]);
    assert_eq!(won.iter().sum::<u64>(), 53);
}

fn betting_game(players: usize, chips: u64, seed: u64) -> Toker {
    let config = ExchangeConfig::variation3(players)
        .with_deals(3)
        .with_betting(Some(Betting::new(chips, 1)));
    Toker::new(config, Seed(seed)).expect("valid")
}

#[test]
fn betting_antes_and_a_betting_round_after_each_exchange_round() {
    let mut game = betting_game(2, 10, 9);
    let chips = game.chips().expect("betting");
    assert_eq!(chips.stacks, vec![9, 9]);
    assert_eq!(chips.pot(), 2);
    assert_eq!(game.phase(), Phase::Exchange);
    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    assert_eq!(game.phase(), Phase::Betting);
    assert_eq!(
        game.common().len(),
        2,
        "the betting follows the exchanges, before the next common card"
    );
    assert_eq!(
        game.legal_actions(0),
        vec![
            ExchangeAction::Check,
            ExchangeAction::BetTo(1),
            ExchangeAction::BetTo(2),
            ExchangeAction::BetTo(9)
        ]
    );
    assert_eq!(
        game.apply(0, &ExchangeAction::Keep),
        Err(ActionError::Illegal(ExchangeError::NotExchangeTurn))
    );
    game.apply(0, &ExchangeAction::Check).expect("check");
    game.apply(1, &ExchangeAction::Check).expect("check");
    assert_eq!(game.phase(), Phase::Exchange);
    assert_eq!(game.exchange_round(), 2);
    assert_eq!(game.common().len(), 3);
}

#[test]
fn ruling_6_a_standard_deal_has_a_betting_round_after_each_exchange_round_and_one_before_the_showdown()
 {
    let mut game = betting_game(3, 50, 21);
    let mut commons = Vec::new();
    let mut phases = Vec::new();
    let deal = game.deal_number();
    while game.deal_number() == deal {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        if game.phase().is_betting()
            && phases.last() != Some(&(game.phase(), game.exchange_round()))
        {
            phases.push((game.phase(), game.exchange_round()));
            commons.push(game.common().len());
        }
        let action = if game.phase() == Phase::Exchange {
            ExchangeAction::Keep
        } else {
            ExchangeAction::Check
        };
        game.apply(p, &action).expect("legal");
    }
    // Three exchange rounds, each followed by betting (at 2, 3 and 4 common cards), then the
    // fifth common card and the betting round before the showdown: four in all.
    assert_eq!(
        phases,
        vec![
            (Phase::Betting, 1),
            (Phase::Betting, 2),
            (Phase::Betting, 3),
            (Phase::ShowdownBetting, 3)
        ]
    );
    assert_eq!(commons, vec![2, 3, 4, 5]);
    let opened = game
        .events()
        .iter()
        .filter(|e| matches!(e, ExchangeEvent::BettingOpened { .. }))
        .count();
    assert_eq!(opened, 4);
}

/// Plays deal 1 with everyone keeping and checking: the betting rounds met (phase, exchange
/// round, common cards), and the events of the deal from its last betting round on.
fn betting_rounds_of_deal_1(game: &mut Toker) -> (Vec<(Phase, u8, usize)>, Vec<ExchangeEvent>) {
    let mut rounds = Vec::new();
    let mut last_opened = 0;
    while game.deal_number() == 1 {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        if game.phase().is_betting()
            && matches!(
                game.events().last(),
                Some(ExchangeEvent::BettingOpened { .. })
            )
        {
            rounds.push((game.phase(), game.exchange_round(), game.common().len()));
            last_opened = game.events().len() - 1;
        }
        let action = if game.phase() == Phase::Exchange {
            ExchangeAction::Keep
        } else {
            ExchangeAction::Check
        };
        game.apply(p, &action).expect("legal");
    }
    let tail = game.events()[last_opened..]
        .iter()
        .take_while(|e| !matches!(e, ExchangeEvent::DealStarted { .. }))
        .cloned()
        .collect();
    (rounds, tail)
}

#[test]
fn ruling_6_variations_1_and_2_merge_the_last_exchange_rounds_betting_with_the_showdowns() {
    // Ruling 6: "where no card is revealed between the last exchange round and the showdown
    // (Toker's Variation 1 single pass, Variation 2), those two rounds are one".
    // Variation 1: one pass, one betting round, the showdown; no card turned in between.
    let config = ExchangeConfig::variation1(2).with_betting(Some(Betting::new(20, 1)));
    let mut game = Toker::new(config, Seed(23)).expect("valid");
    let (rounds, tail) = betting_rounds_of_deal_1(&mut game);
    assert_eq!(rounds, vec![(Phase::Betting, 1, 2)]);
    // Variation 2, two exchange rounds: a betting round after each, the second the last
    // before the showdown; no ShowdownBetting round of its own.
    let config = ExchangeConfig::variation2(3)
        .with_exchanges(Some(2))
        .with_betting(Some(Betting::new(20, 1)));
    let mut game2 = Toker::new(config, Seed(24)).expect("valid");
    let (rounds2, tail2) = betting_rounds_of_deal_1(&mut game2);
    assert_eq!(
        rounds2,
        vec![(Phase::Betting, 1, 0), (Phase::Betting, 2, 0)]
    );
    for tail in [tail, tail2] {
        // From the last betting round's opening: checks, then straight to the showdown.
        assert!(matches!(tail[0], ExchangeEvent::BettingOpened { .. }));
        let after_checks: Vec<&ExchangeEvent> = tail[1..]
            .iter()
            .skip_while(|e| matches!(e, ExchangeEvent::Checked { .. }))
            .collect();
        assert!(
            matches!(after_checks[0], ExchangeEvent::Showdown { .. }),
            "the showdown follows the betting round at once: {after_checks:?}"
        );
        assert!(
            !tail
                .iter()
                .any(|e| matches!(e, ExchangeEvent::CommonAdded { .. })),
            "no card between the last exchange round and the showdown"
        );
    }
    assert_eq!(game.last_showdown().len(), 2);
    assert_eq!(game2.last_showdown().len(), 3);
}

#[test]
fn after_a_call_the_round_is_bet_then_the_final_card_then_the_betting_before_the_showdown() {
    let mut game = betting_game(2, 50, 22);
    game.apply(0, &ExchangeAction::Call).expect("call");
    game.apply(1, &ExchangeAction::Keep)
        .expect("one more chance");
    assert_eq!((game.phase(), game.common().len()), (Phase::Betting, 2));
    game.apply(0, &ExchangeAction::Check).expect("check");
    game.apply(1, &ExchangeAction::Check).expect("check");
    assert_eq!(
        (game.phase(), game.common().len()),
        (Phase::ShowdownBetting, 3)
    );
    game.apply(0, &ExchangeAction::Check).expect("check");
    game.apply(1, &ExchangeAction::Check).expect("check");
    assert_eq!(game.deal_number(), 2);
    assert_eq!(game.last_showdown().len(), 2);
}

#[test]
fn all_in_and_call_the_best_hand_takes_every_chip() {
    let mut game = betting_game(2, 10, 10);
    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    game.apply(0, &ExchangeAction::BetTo(9)).expect("all-in");
    assert_eq!(
        game.legal_actions(1),
        vec![ExchangeAction::Fold, ExchangeAction::CallBet]
    );
    game.apply(1, &ExchangeAction::CallBet).expect("call");
    // Nobody can bet any more; the exchanges go on.
    keep_all(&mut game);
    assert!(game.is_over(), "one player has all the chips");
    let winner = last_showdown_places(&game)
        .into_iter()
        .find(|&(_, place)| place == 0)
        .map(|(p, _)| p)
        .expect("a winner");
    let chips = game.chips().expect("betting");
    assert_eq!(chips.stacks[winner], 20);
    assert_eq!(chips.stacks[1 - winner], 0);
    assert_eq!(game.outcome().expect("over").winners(), vec![winner]);
}

#[test]
fn folding_hands_the_pot_to_the_last_player_without_a_showdown() {
    let mut game = betting_game(2, 10, 11);
    game.apply(0, &ExchangeAction::Keep).expect("keep");
    game.apply(1, &ExchangeAction::Keep).expect("keep");
    game.apply(0, &ExchangeAction::BetTo(2))
        .expect("bet the pot");
    game.apply(1, &ExchangeAction::Fold).expect("fold");
    let chips = game.chips().expect("betting");
    // Player 0 won 1 + 1 antes and got the 2 back; deal 2 then took new antes.
    assert_eq!(game.deal_number(), 2);
    assert_eq!(chips.stacks, vec![10, 8]);
    assert_eq!(chips.pot(), 2);
    assert!(game.last_showdown().is_empty());
    assert!(game.events().iter().any(|e| matches!(
        e,
        ExchangeEvent::PotWon {
            player: 0,
            amount: 4
        }
    )));
}

#[cfg(feature = "serde")]
#[test]
fn side_pot_in_play_with_hand_worked_numbers() {
    // Three players with 20 chips each, ante 1: stacks 19 each after the antes. Rebalance the
    // stacks to 4 / 19 / 34 (the total is unchanged, so the state is valid).
    let game = betting_game(3, 20, 12);
    let mut json = serde_json::to_value(&game).expect("serializes");
    json["chips"]["stacks"] = serde_json::json!([4, 19, 34]);
    let mut game: Toker = serde_json::from_value(json).expect("a valid state");
    for p in 0..3 {
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
    game.apply(0, &ExchangeAction::BetTo(4))
        .expect("all-in for 4");
    game.apply(1, &ExchangeAction::BetTo(19))
        .expect("all-in for 19");
    game.apply(2, &ExchangeAction::CallBet).expect("call 19");
    assert_eq!(game.chips().expect("betting").in_pot, vec![5, 20, 20]);
    keep_all(&mut game);
    // Main pot 5 x 3 = 15 for everyone; side pot 15 x 2 = 30 for players 1 and 2.
    let place: Vec<usize> = game.last_showdown().iter().map(|h| h.place).collect();
    let mut expected = [0u64, 0, 34 - 19];
    let main_winner = (0..3).min_by_key(|&p| place[p]).expect("three hands");
    let side_winner = if place[1] < place[2] { 1 } else { 2 };
    expected[main_winner] += 15;
    expected[side_winner] += 30;
    let chips = game.chips().expect("betting");
    let after: Vec<u64> = chips
        .stacks
        .iter()
        .zip(&chips.in_pot)
        .map(|(s, p)| s + p)
        .collect();
    // Deal 2 may have started with new antes: a stack plus its chips in the pot is what the
    // player had after deal 1.
    assert_eq!(after, expected.to_vec());
    assert_eq!(chips.total(), 60, "chips are conserved");
}

#[test]
fn private_cards_and_exchanges_stay_hidden_from_the_other_players() {
    let mut game = Toker::new(ExchangeConfig::new(2), Seed(13)).expect("valid");
    let old = game.hand(0)[0];
    game.apply(0, &ExchangeAction::Exchange(CardSet::single(old)))
        .expect("exchange");
    let seen_by_1 = game.events_for(1);
    assert!(seen_by_1.contains(&ExchangeEvent::Exchanged {
        player: 0,
        discarded: None,
        drawn: None,
        count: 1
    }));
    let text: String = seen_by_1.iter().map(ToString::to_string).collect();
    let view = game.view(1).to_string();
    for card in game.hand(0).iter().chain([&old]) {
        assert!(
            !text.contains(&card.to_string()),
            "{card} leaked in the log"
        );
        assert!(
            !view.contains(&card.to_string()),
            "{card} leaked in the view"
        );
        assert!(game.hidden_cards(1).contains(card));
    }
    assert!(
        game.hidden_cards(0)
            .iter()
            .all(|c| !game.hand(0).contains(c))
    );
}

#[test]
fn an_empty_stock_is_rebuilt_from_the_discards() {
    // Variation 2, 8 players, 6 exchange rounds of two cards: 40 cards dealt, 85 in the stock,
    // 16 exchanged per round, so the stock runs out in the sixth round.
    let config = ExchangeConfig::variation2(8)
        .with_deals(1)
        .with_exchanges(Some(6));
    let mut game = Toker::new(config, Seed(14)).expect("valid");
    while !game.is_over() {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        let two = CardSet::single(game.hand(p)[0]) | CardSet::single(game.hand(p)[1]);
        game.apply(p, &ExchangeAction::Exchange(two))
            .expect("two cards");
    }
    let reshuffled = game
        .events()
        .iter()
        .find_map(|e| match e {
            ExchangeEvent::Reshuffled { cards } => Some(*cards),
            _ => None,
        })
        .expect("the stock ran out");
    // 85 - 5 x 16 = 5 left, then the 80 discards join them.
    assert_eq!(reshuffled, 85);
    assert_eq!(game.cards().len(), 125);
    assert!(game.validate().is_ok());
}

/// Every showdown's shown hands, made when first read, hold what an eager showdown computes
/// from the table: each shown seat's own cards, the best hand of its cards with the common
/// cards and that rank's text (by `Display`), and the places of the whole-table showdown.
/// Played to the end of the match, whose table still holds the last showdown's cards.
#[test]
fn shown_hands_hold_the_tables_best_hands_ranks_and_places() {
    use tic_toker::{HandRules, TokerHands};
    let configs = [
        (2, Variant::Standard, None),
        (4, Variant::Standard, None),
        (3, Variant::AllPrivate, None),
        (4, Variant::CommonExchange, None),
        (4, Variant::Standard, Some(Betting::default())),
    ];
    let mut showdowns = 0;
    for (players, variant, betting) in configs {
        for seed in 0..30u64 {
            let mut config = ExchangeConfig::default();
            config.players = players;
            // Variation 1 rotates the dealer through every seat; the last deal is checked.
            config.deals = if variant == Variant::CommonExchange {
                players as u32
            } else {
                1
            };
            config.variant = variant;
            config.betting = betting;
            let mut game = Toker::new(config, Seed(seed)).expect("a valid config");
            let mut rng = GameRng::from_seed(Seed(seed));
            while let ToAct::Player(p) = game.to_act() {
                let legal = game.legal_actions(p);
                let action = legal[rng.index(legal.len())];
                game.apply(p, &action).expect("a legal action");
            }
            let Some(hands) = game.events().iter().rev().find_map(|e| match e {
                ExchangeEvent::Showdown { hands } => Some(hands),
                _ => None,
            }) else {
                continue; // everyone else folded
            };
            showdowns += 1;
            assert_eq!(&hands[..], game.last_showdown());
            let common = game.common();
            let privates: Vec<Vec<Card>> =
                hands.iter().map(|h| game.hand(h.player).to_vec()).collect();
            let places = TokerHands::showdown(common, &privates).expect("valid hands");
            for ((hand, private), place) in hands.iter().zip(&privates).zip(places) {
                assert_eq!(&hand.private, private);
                let mut all = private.clone();
                all.extend_from_slice(common);
                let (rank, best) = TokerHands::best(&all).expect("enough cards");
                assert_eq!(hand.best, best);
                assert_eq!(hand.rank, rank.to_string());
                assert_eq!(hand.place, place);
            }
            assert!(hands.windows(2).all(|w| w[0].player < w[1].player));
        }
    }
    assert!(showdowns >= 100, "{showdowns} showdowns");
}

/// A game reset in place with a seed is the game `new` makes with its config and that seed,
/// from any point of a match (mid-deal, owing shuffle steps, over), and plays on alike.
#[test]
fn a_reset_game_is_the_new_game_of_its_seed() {
    let configs = [
        (4, Variant::Standard, None, 3),
        (2, Variant::AllPrivate, None, 1),
        (3, Variant::CommonExchangeRounds, None, 3),
        (4, Variant::Standard, Some(Betting::default()), 2),
    ];
    for (players, variant, betting, deals) in configs {
        let mut config = ExchangeConfig::default();
        config.players = players;
        config.deals = deals;
        config.variant = variant;
        config.betting = betting;
        for (seed, steps) in [(0u64, 0usize), (1, 3), (2, 11), (3, 400)] {
            let mut game = Toker::new(config, Seed(seed)).expect("a valid config");
            let mut rng = GameRng::from_seed(Seed(seed));
            let mut choose = |game: &Toker, p: usize| {
                let legal = game.legal_actions(p);
                legal[rng.index(legal.len())]
            };
            for _ in 0..steps {
                let ToAct::Player(p) = game.to_act() else {
                    break;
                };
                let action = choose(&game, p);
                game.apply(p, &action).expect("a legal action");
            }
            game.reset(Seed(seed + 100)).expect("the same config");
            let mut fresh = Toker::new(config, Seed(seed + 100)).expect("a valid config");
            assert_eq!(game, fresh, "{config:?} after {steps} steps");
            while let ToAct::Player(p) = fresh.to_act() {
                let action = choose(&fresh, p);
                fresh.apply(p, &action).expect("a legal action");
                game.apply(p, &action).expect("the same game");
                assert_eq!(game, fresh);
            }
            assert_eq!(game.outcome(), fresh.outcome());
        }
    }
}
