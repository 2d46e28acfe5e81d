//! Hand-worked examples of Tick's rules. States are arranged through serde (which validates
//! them), by swapping the wanted cards into place so the shoe stays whole.
#![cfg(feature = "serde")]

use rules_engine::{ActionError, ConfigError, Game, RandomBot, Seed, ToAct, run};
use rummy_cards::{Card, Rank, parse_cards};
use serde_json::Value;
use tick_rummy::{DealEnd, GreedyTickBot, Tick, TickAction, TickConfig, TickEvent, TickIllegal};

pub(crate) fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("valid cards")
}

pub(crate) fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// Every card slot of the state's zones, as (zone path, index).
fn zones(value: &Value, players: usize) -> Vec<(Vec<String>, usize)> {
    let mut out = Vec::new();
    let mut push = |path: Vec<String>, len: usize| {
        for i in 0..len {
            out.push((path.clone(), i));
        }
    };
    let len = |v: &Value| v.as_array().map_or(0, Vec::len);
    push(vec!["deck".into()], len(&value["deck"]));
    push(vec!["discard".into()], len(&value["discard"]));
    for p in 0..players {
        push(vec!["hands".into(), p.to_string()], len(&value["hands"][p]));
    }
    out
}

fn slot<'a>(value: &'a mut Value, path: &[String], i: usize) -> &'a mut Value {
    let mut here = value;
    for step in path {
        here = match step.parse::<usize>() {
            Ok(n) => &mut here[n],
            Err(_) => &mut here[step.as_str()],
        };
    }
    &mut here[i]
}

/// Puts `wanted` at the given places (hands, the top of the deck or of the discard pile),
/// swapping each card with one from a place not fixed yet.
pub(crate) fn arrange(game: &Tick, places: &[(Vec<String>, Vec<Card>)]) -> Tick {
    let mut value = serde_json::to_value(game).expect("serializes");
    let all = zones(&value, game.num_players());
    let mut fixed: Vec<(Vec<String>, usize)> = Vec::new();
    for (path, wanted) in places {
        let len = value
            .pointer(&format!("/{}", path.join("/")))
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        for (k, want) in wanted.iter().enumerate() {
            // Hands from the start, piles from the top (the end).
            let i = if path[0] == "hands" { k } else { len - 1 - k };
            let want = Value::String(want.to_string());
            let source = all
                .iter()
                .find(|(p, j)| {
                    !fixed.contains(&(p.clone(), *j)) && *slot(&mut value.clone(), p, *j) == want
                })
                .cloned()
                .expect("the card is free somewhere");
            let here = slot(&mut value, path, i).clone();
            *slot(&mut value, &source.0, source.1) = here;
            *slot(&mut value, path, i) = want;
            fixed.push((path.clone(), i));
        }
    }
    serde_json::from_value(value).expect("the arranged state is valid")
}

pub(crate) fn hand_path(p: usize) -> Vec<String> {
    vec!["hands".into(), p.to_string()]
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort_unstable();
    v
}

#[test]
fn deals_wild_ranks_and_the_opening() {
    let config = TickConfig::default();
    assert_eq!(config.deals(), 11);
    assert_eq!(config.hand_size(0), 3);
    assert_eq!(config.hand_size(10), 13);
    assert_eq!(config.wild_rank(0), Rank::Three);
    assert_eq!(config.wild_rank(8), Rank::Jack);
    assert_eq!(config.wild_rank(10), Rank::King);
    let game = Tick::new(TickConfig::with_players(4), Seed(3)).unwrap();
    // Dealer 0 deals; the player on the dealer's left starts.
    assert_eq!(game.to_act(), ToAct::Player(1));
    let view = game.view(2);
    assert_eq!(view.hand.len(), 3);
    assert_eq!(view.deal, 1);
    assert_eq!(view.wild, Rank::Three);
    assert_eq!(view.discard_size, 1, "the up-card");
    assert_eq!(view.deck_size, 108 - 4 * 3 - 1);
    assert!(matches!(
        game.events()[0],
        TickEvent::DealStarted {
            deal: 1,
            hand_size: 3,
            wild: Rank::Three,
            dealer: 0,
            ..
        }
    ));
}

#[test]
fn a_turn_is_a_draw_then_a_discard() {
    let mut game = Tick::new(TickConfig::default(), Seed(8)).unwrap();
    let before = game.clone();
    let first = game.view(1).hand[0];
    assert_eq!(
        game.apply(1, &TickAction::Discard(first)),
        Err(ActionError::Illegal(TickIllegal::MustDrawFirst))
    );
    assert_eq!(game, before, "rejected actions change nothing");
    assert!(matches!(
        game.apply(0, &TickAction::DrawFromDeck),
        Err(ActionError::NotYourTurn { .. })
    ));
    let top = game.view(1).discard_top.unwrap();
    game.apply(1, &TickAction::TakeDiscard).unwrap();
    assert_eq!(game.view(1).hand.len(), 4);
    assert_eq!(
        game.apply(1, &TickAction::DrawFromDeck),
        Err(ActionError::Illegal(TickIllegal::AlreadyDrew))
    );
    let other = *game.view(1).hand.iter().find(|c| **c != top).unwrap();
    game.apply(1, &TickAction::Discard(other)).unwrap();
    assert_eq!(game.view(1).hand.len(), 3, "the hand size is constant");
    assert_eq!(game.to_act(), ToAct::Player(0));
    assert_eq!(game.view(0).discard_top, Some(other));
}

/// The text only says "discard a card": by default the card just taken may go straight back.
#[test]
fn the_card_just_taken_may_be_discarded_by_default() {
    let mut game = Tick::new(TickConfig::default(), Seed(8)).unwrap();
    let top = game.view(1).discard_top.unwrap();
    game.apply(1, &TickAction::TakeDiscard).unwrap();
    assert!(game.legal_actions(1).contains(&TickAction::Discard(top)));
    game.apply(1, &TickAction::Discard(top)).unwrap();
    assert_eq!(game.view(0).discard_top, Some(top));
    assert_eq!(game.to_act(), ToAct::Player(0));
}

/// The house rule `may-discard-taken=false`: the card just taken may not go straight back.
#[test]
fn the_house_rule_forbids_discarding_the_card_just_taken() {
    let config = TickConfig {
        may_discard_taken: false,
        ..TickConfig::default()
    };
    let mut game = Tick::new(config, Seed(8)).unwrap();
    let top = game.view(1).discard_top.unwrap();
    game.apply(1, &TickAction::TakeDiscard).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(1, &TickAction::Discard(top)),
        Err(ActionError::Illegal(TickIllegal::DiscardingTakenCard(top)))
    );
    assert_eq!(game, before, "rejected actions change nothing");
    assert!(!game.legal_actions(1).contains(&TickAction::Discard(top)));
    let other = *game.view(1).hand.iter().find(|c| **c != top).unwrap();
    game.apply(1, &TickAction::Discard(other)).unwrap();
}

#[test]
fn tick_ends_the_deal_after_one_more_turn_each() {
    // Three players, deal 1 (threes wild). Player 1 holds 8h 8s and draws 8c: a set.
    let game = Tick::new(TickConfig::with_players(3), Seed(21)).unwrap();
    let mut game = arrange(
        &game,
        &[
            (hand_path(1), cards("8h 8s Kd")),
            (vec!["deck".into()], cards("8c 5h")),
            (hand_path(2), cards("9d 10d 3c")),
            (hand_path(0), cards("Ac Ad 2s")),
        ],
    );
    game.apply(1, &TickAction::DrawFromDeck).unwrap();
    assert!(
        game.legal_actions(1)
            .contains(&TickAction::Tick(card("Kd")))
    );
    assert!(
        !game
            .legal_actions(1)
            .contains(&TickAction::Tick(card("8h")))
    );
    assert_eq!(
        game.apply(1, &TickAction::Tick(card("8h"))),
        Err(ActionError::Illegal(TickIllegal::NotATick(card("8h"))))
    );
    game.apply(1, &TickAction::Tick(card("Kd"))).unwrap();
    assert!(game.events().iter().any(|e| matches!(
        e,
        TickEvent::Ticked { player: 1, hand } if *hand == sorted(cards("8h 8s 8c"))
    )));
    assert_eq!(game.view(0).tick_by, Some(1));
    // Player 2's last turn: takes the king and throws the three.
    assert_eq!(game.to_act(), ToAct::Player(2));
    game.apply(2, &TickAction::TakeDiscard).unwrap();
    game.apply(2, &TickAction::Discard(card("3c"))).unwrap();
    // Player 0 is last: draws 5h and throws it; then deal 2 begins.
    assert_eq!(game.to_act(), ToAct::Player(0));
    assert_eq!(game.deal(), 0);
    game.apply(0, &TickAction::DrawFromDeck).unwrap();
    game.apply(0, &TickAction::Discard(card("5h"))).unwrap();
    assert_eq!(game.deal(), 1, "the deal is over");
    let points = &game.deal_points()[0];
    assert_eq!(points[1], 0, "the Tick scores nothing");
    assert_eq!(points[2], 9 + 10 + 25, "9d 10d Kd: no meld");
    assert_eq!(points[0], 30 + 30 + 2, "Ac Ad 2s");
    assert!(game.events().iter().any(|e| matches!(
        e,
        TickEvent::DealEnded {
            deal: 1,
            reason: DealEnd::Tick,
            ..
        }
    )));
    // Deal 2: four cards, fours wild, dealer 1, player 2 starts.
    assert_eq!(game.to_act(), ToAct::Player(2));
    assert_eq!(game.view(2).hand.len(), 4);
    assert_eq!(game.view(2).wild, Rank::Four);
}

#[test]
fn several_players_can_tick() {
    let game = Tick::new(TickConfig::with_players(2), Seed(4)).unwrap();
    let mut game = arrange(
        &game,
        &[
            (hand_path(1), cards("5s 6s Jh")),
            (vec!["deck".into()], cards("7s")),
            (hand_path(0), cards("Jc Jd 2h")),
        ],
    );
    // Player 1 draws 7s and ticks with 5s 6s 7s, throwing the jack of hearts.
    game.apply(1, &TickAction::DrawFromDeck).unwrap();
    game.apply(1, &TickAction::Tick(card("Jh"))).unwrap();
    // Player 0 takes the jack of hearts and ticks too, throwing the 2.
    game.apply(0, &TickAction::TakeDiscard).unwrap();
    game.apply(0, &TickAction::Tick(card("2h"))).unwrap();
    assert_eq!(game.deal_points()[0], vec![0, 0]);
    let ticks = game
        .events()
        .iter()
        .filter(|e| matches!(e, TickEvent::Ticked { .. }))
        .count();
    assert_eq!(ticks, 2);
}

#[test]
fn melds_count_zero_without_a_tick_and_the_round_limit_ends_a_deal() {
    let config = TickConfig {
        max_rounds: 1,
        ..TickConfig::with_players(2)
    };
    let game = Tick::new(config, Seed(6)).unwrap();
    let mut game = arrange(
        &game,
        &[
            (hand_path(1), cards("9h 10h Jh")),
            (vec!["deck".into()], cards("Ks Qd")),
            (hand_path(0), cards("4c 4d Ac")),
        ],
    );
    // Player 1 draws Ks and discards it; player 0 draws Qd and discards the ace.
    game.apply(1, &TickAction::DrawFromDeck).unwrap();
    game.apply(1, &TickAction::Discard(card("Ks"))).unwrap();
    game.apply(0, &TickAction::DrawFromDeck).unwrap();
    game.apply(0, &TickAction::Discard(card("Ac"))).unwrap();
    // One round each: the deal is scored as it stands.
    assert_eq!(game.deal(), 1);
    assert_eq!(game.deal_points()[0], vec![4 + 4 + 20, 0]);
    assert!(game.events().iter().any(|e| matches!(
        e,
        TickEvent::DealEnded {
            reason: DealEnd::RoundLimit,
            ..
        }
    )));
}

#[test]
fn an_empty_deck_is_rebuilt_from_the_discard_pile() {
    let game = Tick::new(TickConfig::with_players(2), Seed(9)).unwrap();
    // Move all but one deck card onto the discard pile (under the up-card).
    let mut value = serde_json::to_value(&game).unwrap();
    let deck = value["deck"].as_array().unwrap().clone();
    let up = value["discard"].as_array().unwrap().clone();
    let (keep, moved) = deck.split_at(deck.len() - 1);
    let mut pile: Vec<Value> = keep.to_vec();
    pile.extend(up);
    value["deck"] = Value::Array(moved.to_vec());
    value["discard"] = Value::Array(pile);
    let mut game: Tick = serde_json::from_value(value).unwrap();
    let pile_before = game.view(0).discard_size;
    game.apply(1, &TickAction::DrawFromDeck).unwrap();
    let discard = game.view(1).hand[0];
    game.apply(1, &TickAction::Discard(discard)).unwrap();
    let view = game.view(0);
    assert_eq!(view.discard_size, 1);
    assert_eq!(view.discard_top, Some(discard));
    assert_eq!(view.deck_size, pile_before);
    assert!(
        game.events()
            .iter()
            .any(|e| matches!(e, TickEvent::Reshuffled { .. }))
    );
}

#[test]
fn hidden_cards_allow_for_twins() {
    let game = Tick::new(TickConfig::with_players(2), Seed(12)).unwrap();
    let game = arrange(
        &game,
        &[
            (hand_path(0), cards("7h 2c 2d")),
            (hand_path(1), cards("7h 9s 9d")),
        ],
    );
    let hidden = game.hidden_cards(0);
    assert!(!hidden.contains(&card("7h")), "player 0 holds the twin");
    assert!(hidden.contains(&card("9s")));
    let view = serde_json::to_string(&game.view(0)).unwrap();
    assert!(!view.contains("\"9s\""));
}

#[test]
fn bad_configs_are_typed_errors() {
    assert_eq!(
        Tick::new(TickConfig::with_players(7), Seed(0)).err(),
        Some(ConfigError::Players {
            min: 2,
            max: 6,
            got: 7
        })
    );
    let config = TickConfig {
        first_hand: 9,
        last_hand: 8,
        ..TickConfig::default()
    };
    assert!(matches!(
        Tick::new(config, Seed(0)),
        Err(ConfigError::OutOfRange {
            option: "last-hand",
            ..
        })
    ));
    let config = TickConfig {
        decks: 1,
        ..TickConfig::with_players(6)
    };
    assert!(matches!(
        Tick::new(config, Seed(0)),
        Err(ConfigError::Invalid {
            option: "decks",
            ..
        })
    ));
}

#[test]
fn golden_opening_and_match() {
    let game = Tick::new(TickConfig::default(), Seed(2026)).unwrap();
    let opening: Vec<String> = game.view(1).hand.iter().map(ToString::to_string).collect();
    let up = game.view(1).discard_top.map(|c| c.to_string());
    assert_eq!(opening, ["6c", "Qc", "Ad"]);
    assert_eq!(up.as_deref(), Some("5s"));
    let mut game = game;
    let mut bots: Vec<Box<dyn rules_engine::Bot<Tick>>> =
        vec![Box::new(GreedyTickBot), Box::new(RandomBot)];
    run(&mut game, &mut bots, Seed(1), 1_000_000).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, GOLDEN_SCORES.to_vec());
}

const GOLDEN_SCORES: [i64; 2] = [0, 710];

#[test]
fn other_players_deals_and_deck_draws_are_redacted() {
    let mut game = Tick::new(TickConfig::with_players(2), Seed(30)).unwrap();
    game.apply(1, &TickAction::DrawFromDeck).unwrap();
    let theirs = game.events_for(0);
    let mine = game.events_for(1);
    assert!(theirs.iter().any(|e| matches!(
        e,
        TickEvent::Dealt {
            player: 1,
            cards: None
        }
    )));
    assert!(theirs.iter().any(|e| matches!(
        e,
        TickEvent::Dealt {
            player: 0,
            cards: Some(_)
        }
    )));
    assert!(theirs.iter().any(|e| matches!(
        e,
        TickEvent::DrewFromDeck {
            player: 1,
            card: None
        }
    )));
    assert!(mine.iter().any(|e| matches!(
        e,
        TickEvent::DrewFromDeck {
            player: 1,
            card: Some(_)
        }
    )));
}

#[test]
fn scoring_follows_the_deal_rules() {
    use tick_rummy::hand_points;
    // Aces high by default, low as an option.
    assert_eq!(
        hand_points(&cards("Ah 2h 3h Qs"), Rank::Nine, false),
        30 + 2 + 3 + 20
    );
    assert_eq!(hand_points(&cards("Ah 2h 3h Qs"), Rank::Nine, true), 20);
    // The deal's wild rank helps; a spare wild card counts as itself, a spare joker nothing.
    assert_eq!(hand_points(&cards("Qh Qs 9c 2d"), Rank::Nine, false), 2);
    assert_eq!(hand_points(&cards("2d 9c"), Rank::Nine, false), 11);
    assert_eq!(hand_points(&cards("2d Jk"), Rank::Nine, false), 2);
}
