//! Equity from what a seat knows (issue 24), with the Sequences hands: the view's situation is
//! the one built by hand from the same cards, gives the same equity, and holds no card hidden
//! from the seat.

use rules_engine::{Determinize, Game, GameRng, Seed, ToAct};
use tic_core::{Card, CardSet};
use tic_hands::equity::{EquityBudget, Situation};
use tic_sequences::{ExchangeAction, ExchangeConfig, HandRules, Sequences, SequencesHands};

fn set(cards: &[Card]) -> CardSet {
    cards.iter().collect()
}

fn act(game: &mut Sequences, action: ExchangeAction) {
    let ToAct::Player(p) = game.to_act() else {
        panic!("the deal is over");
    };
    game.apply(p, &action)
        .unwrap_or_else(|e| panic!("player {p}: {action}: {e}"));
}

#[test]
fn a_mid_game_view_gives_the_hand_built_situation_and_its_equity() {
    let mut game = Sequences::new(ExchangeConfig::new(2), Seed(5)).expect("valid");
    // Round 1: both exchange; round 2: seat 0 exchanges again.
    let first = game.hand(0)[2];
    act(&mut game, ExchangeAction::Exchange(first.into()));
    let theirs = game.hand(1)[0];
    act(&mut game, ExchangeAction::Exchange(theirs.into()));
    let second = game.hand(0)[0];
    act(&mut game, ExchangeAction::Exchange(second.into()));
    assert_eq!((game.exchange_round(), game.common().len()), (2, 3));

    let view = game.view(0);
    assert_eq!(view.common_at_showdown, 6);
    let situation = view.situation().expect("seat 0 is in the deal");
    let dead = CardSet::single(first) | CardSet::single(second);
    let by_hand = Situation::new(set(game.common()), set(game.hand(0)), 1)
        .with_dead(dead)
        .with_common_at_showdown(6);
    assert_eq!(situation, by_hand);
    let used = situation.common | situation.mine | situation.dead;
    let hidden: CardSet = game.hidden_cards(0).iter().collect();
    assert_eq!(used & hidden, CardSet::EMPTY, "no card hidden from seat 0");
    assert!(!used.contains(theirs));

    let budget = EquityBudget::new(2_000, 3);
    let from_view = SequencesHands::equity(&situation, &budget).expect("equity");
    assert_eq!(
        Ok(from_view),
        tic_hands::sequences::equity(&by_hand, &budget)
    );
    for seed in 0..3 {
        let sample = game.determinize(0, &mut GameRng::from_seed(Seed(seed)));
        assert_eq!(sample.view(0).situation(), Some(situation));
    }
}

#[test]
fn variation_2_shows_six_private_cards_and_no_common_ones() {
    let mut game = Sequences::new(ExchangeConfig::variation2(3), Seed(6)).expect("valid");
    act(&mut game, ExchangeAction::Keep);
    let view = game.view(0);
    assert_eq!((view.common_at_showdown, view.out_of_play.len()), (0, 0));
    let situation = view.situation().expect("in the deal");
    assert_eq!((situation.mine.len(), situation.opponents), (6, 2));
    let equity = SequencesHands::equity(&situation, &EquityBudget::new(1_000, 4)).expect("equity");
    assert_eq!(equity.deals(), 1_000);
}
