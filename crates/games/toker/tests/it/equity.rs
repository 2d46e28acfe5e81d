//! Equity from what a seat knows (issue 24): the view says which cards the seat knows to be
//! out of play and how many common cards the showdown will have, and its `Situation` gives the
//! same equity as one built by hand from the same cards, whatever the hidden cards are.

use rules_engine::{Determinize, Game, GameRng, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_hands::equity::{EquityBudget, Situation};
use tic_toker::{
    Betting, ExchangeAction, ExchangeConfig, HandRules, Phase, Toker, TokerHands, Variant,
};

fn set(cards: &[Card]) -> CardSet {
    cards.iter().collect()
}

fn act(game: &mut Toker, action: ExchangeAction) {
    let ToAct::Player(p) = game.to_act() else {
        panic!("the deal is over");
    };
    game.apply(p, &action)
        .unwrap_or_else(|e| panic!("player {p}: {action}: {e}"));
}

/// The seat's situation holds no card hidden from it.
fn assert_only_what_the_seat_sees(game: &Toker, seat: usize, situation: &Situation) {
    let used = situation.common | situation.mine | situation.dead;
    let hidden: CardSet = game.hidden_cards(seat).iter().collect();
    assert_eq!(
        used & hidden,
        CardSet::EMPTY,
        "the situation uses hidden cards"
    );
}

#[test]
fn a_mid_game_view_gives_the_hand_built_situation_and_its_equity() {
    let mut game = Toker::new(ExchangeConfig::new(3), Seed(7)).expect("valid");
    // Round 1: seat 0 gives up a card, seat 1 keeps, seat 2 gives up a card seat 0 never sees.
    let mine_out = game.hand(0)[0];
    act(&mut game, ExchangeAction::Exchange(mine_out.into()));
    act(&mut game, ExchangeAction::Keep);
    let theirs_out = game.hand(2)[1];
    act(&mut game, ExchangeAction::Exchange(theirs_out.into()));
    assert_eq!((game.exchange_round(), game.common().len()), (2, 3));

    let view = game.view(0);
    assert_eq!(view.out_of_play, vec![mine_out]);
    assert_eq!(view.common_at_showdown, 5);
    let situation = view.situation().expect("seat 0 is in the deal");
    let by_hand = Situation::new(set(game.common()), set(game.hand(0)), 2)
        .with_dead(CardSet::single(mine_out))
        .with_common_at_showdown(5);
    assert_eq!(situation, by_hand);
    assert!(
        !situation.dead.contains(theirs_out),
        "seat 2's discard is hidden from seat 0"
    );
    assert_only_what_the_seat_sees(&game, 0, &situation);

    let budget = EquityBudget::new(3_000, 11);
    let from_view = TokerHands::equity(&situation, &budget).expect("equity");
    let from_hand = tic_hands::toker::equity(&by_hand, &budget).expect("equity");
    assert_eq!(from_view, from_hand);
    assert_eq!(from_view.deals(), 3_000);

    // Redealing every card hidden from seat 0 changes nothing it computes.
    for seed in 0..5 {
        let sample = game.determinize(0, &mut GameRng::from_seed(Seed(seed)));
        let again = sample.view(0).situation().expect("in the deal");
        assert_eq!(again, situation);
        assert_eq!(TokerHands::equity(&again, &budget), Ok(from_view));
    }
}

#[test]
fn after_a_call_the_showdown_has_one_more_common_card() {
    let mut game = Toker::new(ExchangeConfig::new(3), Seed(8)).expect("valid");
    act(&mut game, ExchangeAction::Keep);
    act(&mut game, ExchangeAction::Call);
    // Seat 2 still plays this round; then one card and the showdown: 3 common cards.
    for seat in 0..3 {
        assert_eq!(game.view(seat).common_at_showdown, 3);
    }
    let situation = game.view(2).situation().expect("in the deal");
    assert_eq!(situation.common_at_showdown, Some(3));
    // 3 private and 3 common: a hand of six, best five.
    let equity = TokerHands::equity(&situation, &EquityBudget::new(2_000, 1)).expect("equity");
    assert_eq!(equity.deals(), 2_000);
}

#[test]
fn variation_1_common_cards_exchanged_face_up_are_out_of_play_for_everyone() {
    let mut game = Toker::new(ExchangeConfig::variation1(2), Seed(9)).expect("valid");
    assert_eq!(
        game.view(0).common_at_showdown,
        2,
        "no card is added in the single pass"
    );
    let removed = game.common()[0];
    act(&mut game, ExchangeAction::ExchangeCommon(removed));
    for seat in 0..2 {
        let situation = game.view(seat).situation().expect("in the deal");
        assert_eq!(situation.dead, CardSet::single(removed));
        assert_eq!(situation.common, set(game.common()));
        assert_eq!(situation.common_at_showdown, Some(2));
        assert_only_what_the_seat_sees(&game, seat, &situation);
    }
    // The center is complete already: only the opponent's three cards are dealt, from the 119
    // cards seat 1 has not seen.
    let situation = game.view(1).situation().expect("in the deal");
    let equity = TokerHands::equity(&situation, &EquityBudget::new(2_000, 0)).expect("equity");
    assert_eq!(equity.deals(), 2_000);
    assert_eq!(
        (!(situation.common | situation.mine | situation.dead)).len(),
        119
    );
}

#[test]
fn variation_2_has_no_common_cards_at_the_showdown() {
    let mut game = Toker::new(ExchangeConfig::variation2(2), Seed(10)).expect("valid");
    let two = set(&game.hand(0)[..2]);
    act(&mut game, ExchangeAction::Exchange(two));
    let view = game.view(0);
    assert_eq!(view.common_at_showdown, 0);
    assert_eq!(set(&view.out_of_play), two);
    let situation = view.situation().expect("in the deal");
    assert_eq!(situation.mine.len(), 5);
    let equity = TokerHands::equity(&situation, &EquityBudget::new(2_000, 2)).expect("equity");
    assert_eq!(equity.deals(), 2_000);
}

#[test]
fn a_reshuffle_brings_the_discards_back_into_play() {
    let config = ExchangeConfig::variation2(8)
        .with_deals(1)
        .with_exchanges(Some(6));
    let mut game = Toker::new(config, Seed(14)).expect("valid");
    let mut before_reshuffle = CardSet::EMPTY;
    while game.phase() == Phase::Exchange {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        let shuffled_before = reshuffles(&game);
        let two = set(&game.hand(p)[..2]);
        act(&mut game, ExchangeAction::Exchange(two));
        if p == 0 && reshuffles(&game) == shuffled_before {
            before_reshuffle |= two;
        }
        let known = set(&game.view(0).out_of_play);
        if reshuffles(&game) == 0 {
            assert_eq!(
                known, before_reshuffle,
                "seat 0 knows every card it gave up"
            );
        } else {
            assert_eq!(
                known & before_reshuffle,
                CardSet::EMPTY,
                "shuffled back into the stock"
            );
        }
    }
    assert_eq!(reshuffles(&game), 1);
}

fn reshuffles(game: &Toker) -> usize {
    game.events()
        .iter()
        .filter(|e| matches!(e, tic_toker::ExchangeEvent::Reshuffled { .. }))
        .count()
}

#[test]
fn a_seat_out_of_the_deal_or_a_finished_match_has_no_situation() {
    let config = ExchangeConfig::variation3(3)
        .with_deals(1)
        .with_betting(Some(Betting::new(20, 1)));
    let mut game = Toker::new(config, Seed(12)).expect("valid");
    for _ in 0..3 {
        act(&mut game, ExchangeAction::Keep);
    }
    assert_eq!(game.phase(), Phase::Betting);
    act(&mut game, ExchangeAction::BetTo(1));
    act(&mut game, ExchangeAction::Fold);
    let folded = (0..3)
        .find(|&p| game.view(p).folded[p])
        .expect("someone folded");
    assert_eq!(game.view(folded).situation(), None);
    let live = (0..3).find(|&p| p != folded).expect("a live seat");
    assert_eq!(game.view(live).situation().map(|s| s.opponents), Some(1));
    let mut over = Toker::new(ExchangeConfig::new(2).with_deals(1), Seed(3)).expect("valid");
    while !over.is_over() {
        act(&mut over, ExchangeAction::Keep);
    }
    assert_eq!(over.view(0).situation(), None);
    assert_eq!(over.config().variant, Variant::Standard);
}
