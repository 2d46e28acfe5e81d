//! Strict `validate` on tampered real states (loading runs it), and `Determinize`.

use rules_engine::{Determinize, Game, GameRng, Seed, ToAct};
use tic_core::CardSet;
use tic_toker::{ExchangeAction, ExchangeConfig, Toker};

/// A standard 3-player game in its second deal, exchange round 2, with a call pending.
fn midgame() -> Toker {
    let mut game = Toker::new(ExchangeConfig::new(3), Seed(31)).expect("valid");
    while game.deal_number() == 1 {
        let ToAct::Player(p) = game.to_act() else {
            break;
        };
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
    for p in [1, 2, 0] {
        game.apply(p, &ExchangeAction::Keep).expect("keep");
    }
    game.apply(1, &ExchangeAction::Call).expect("call");
    game
}

#[cfg(feature = "serde")]
mod tampered {
    use serde_json::{Value, json};
    use tic_toker::Betting;

    use super::*;

    /// A 3-player betting game in a betting round with a bet out.
    fn betting_midgame() -> Toker {
        let config = ExchangeConfig::new(3).with_betting(Some(Betting::new(40, 2)));
        let mut game = Toker::new(config, Seed(32)).expect("valid");
        for p in 0..3 {
            game.apply(p, &ExchangeAction::Keep).expect("keep");
        }
        game.apply(0, &ExchangeAction::BetTo(2)).expect("bet");
        game
    }

    /// Loads the state with `edit` applied to its JSON; returns the rejection message.
    fn rejection(game: &Toker, edit: impl FnOnce(&mut Value)) -> String {
        let mut value = serde_json::to_value(game).expect("serializes");
        edit(&mut value);
        match serde_json::from_value::<Toker>(value) {
            Ok(_) => panic!("the tampered state loaded"),
            Err(e) => e.to_string(),
        }
    }

    fn take(value: &mut Value, zone: &str) -> Value {
        value[zone]
            .as_array_mut()
            .and_then(|cards| cards.pop())
            .expect("a card")
    }

    #[test]
    fn the_untouched_states_load() {
        for game in [midgame(), betting_midgame()] {
            let text = serde_json::to_string(&game).expect("serializes");
            let back: Toker = serde_json::from_str(&text).expect("loads");
            assert_eq!(back, game);
        }
    }

    #[test]
    fn a_card_removed_added_or_moved_is_rejected() {
        let game = midgame();
        let deck = "not the 125-card deck";
        assert!(rejection(&game, |v| drop(take(v, "stock"))).contains(deck));
        assert!(
            rejection(&game, |v| {
                let card = v["common"][0].clone();
                v["stock"].as_array_mut().expect("stock").push(card);
            })
            .contains(deck)
        );
        // A card moved from the stock to a hand, or to the center: the deck is whole, but the
        // zone sizes are not ones play reaches.
        assert!(
            rejection(&game, |v| {
                let card = take(v, "stock");
                v["hands"][2].as_array_mut().expect("hand").push(card);
            })
            .contains("player 2 holds 4 cards")
        );
        assert!(
            rejection(&game, |v| {
                let card = take(v, "stock");
                v["common"].as_array_mut().expect("common").push(card);
            })
            .contains("common cards")
        );
    }

    #[test]
    fn counters_pushed_to_extremes_are_rejected() {
        let game = midgame();
        for (field, value, says) in [
            ("deal", json!(u32::MAX), "deal"),
            ("deal", json!(0), "cannot deal"),
            ("dealer", json!(2), "cannot deal"),
            ("turn", json!(usize::MAX), "turn of seat"),
            ("turn", json!(1), "after the round's call"),
            ("exchange_round", json!(255), "exchange round 256"),
            ("caller", json!(7), "cannot have called"),
            ("phase", json!("betting"), "without betting"),
            ("phase", json!("showdown_betting"), "common cards"),
        ] {
            let message = rejection(&game, |v| v[field] = value.clone());
            assert!(message.contains(says), "{field}: {message}");
        }
    }

    #[test]
    fn ranking_points_beyond_what_the_deals_give_are_rejected() {
        // One deal is complete: each player has 1 to 3 points.
        let game = midgame();
        for points in [
            json!([i64::MAX, 1, 1]),
            json!([4, 2, 1]),
            json!([0, 3, 2]),
            json!([-1, 3, 3]),
        ] {
            let message = rejection(&game, |v| v["points"] = points.clone());
            assert!(message.contains("ranking points"), "{points}: {message}");
        }
    }

    #[test]
    fn chips_out_of_balance_or_at_extremes_are_rejected() {
        let game = betting_midgame();
        let not_started = "not the 120 the players started with";
        for (path, value, says) in [
            (("stacks", 0), json!(u64::MAX), not_started),
            (("stacks", 1), json!(0), not_started),
            (("in_pot", 2), json!(u64::MAX), not_started),
            (("round_bets", 1), json!(2), "round bet is not below"),
        ] {
            let message = rejection(&game, |v| v["chips"][path.0][path.1] = value.clone());
            assert!(message.contains(says), "{path:?}: {message}");
        }
        // Chips moved from a stack to the pot keep the total but not the round's bets.
        let message = rejection(&game, |v| {
            v["chips"]["current_bet"] = json!(u64::MAX);
        });
        assert!(message.contains("current bet"), "{message}");
        let message = rejection(&game, |v| v["chips"]["last_raise"] = json!(0));
        assert!(message.contains("last raise"), "{message}");
        let message = rejection(&game, |v| v["chips"] = Value::Null);
        assert!(message.contains("disagree"), "{message}");
        let message = rejection(&game, |v| v["points"][0] = json!(1));
        assert!(message.contains("ranking points"), "{message}");
    }

    #[test]
    fn a_player_to_act_who_has_nothing_to_do_is_rejected() {
        let game = betting_midgame();
        // Player 0 just bet: it is player 1's turn, not player 0's.
        let message = rejection(&game, |v| v["turn"] = json!(0));
        assert!(message.contains("nothing to do"), "{message}");
        let message = rejection(&game, |v| v["phase"] = json!("exchange"));
        assert!(message.contains("outside a betting round"), "{message}");
    }
}

#[test]
fn a_sample_keeps_what_the_player_knows_and_redeals_the_rest() {
    let mut game = midgame();
    // Player 2 exchanges after the call: player 0 does not see what went or came.
    let given = game.hand(2)[0];
    game.apply(2, &ExchangeAction::Exchange(CardSet::single(given)))
        .expect("exchange");
    let mut game2 = Toker::new(ExchangeConfig::new(2).with_deals(1), Seed(33)).expect("valid");
    let mine = game2.hand(0)[1];
    game2
        .apply(0, &ExchangeAction::Exchange(CardSet::single(mine)))
        .expect("exchange");
    for (game, player) in [(&game, 0), (&game2, 0), (&game2, 1)] {
        let mut rng = GameRng::from_seed(Seed(5));
        let sample = game.determinize(player, &mut rng);
        assert!(sample.validate().is_ok());
        assert_eq!(sample.hand(player), game.hand(player));
        assert_eq!(sample.common(), game.common());
        assert_eq!(sample.view(player), game.view(player));
        assert_eq!(sample.events(), game.events_for(player).as_slice());
        let again = game.determinize(player, &mut GameRng::from_seed(Seed(5)));
        assert_eq!(again, sample, "a function of the generator");
        let others = (0..game.num_players()).filter(|&p| p != player);
        let moved = others.clone().any(|p| sample.hand(p) != game.hand(p));
        assert!(moved, "the other hands are redealt");
    }
    // Player 0 knows the card they gave up is in the discards: it stays there in their samples.
    // Player 1 did not see it: in their samples it is one of the unseen cards.
    for seed in 0..20 {
        let sample = game2.determinize(0, &mut GameRng::from_seed(Seed(seed)));
        assert!(!sample.hand(1).contains(&mine));
        let theirs = game2.determinize(1, &mut GameRng::from_seed(Seed(seed)));
        assert_eq!(theirs.hand(1), game2.hand(1));
    }
}

/// The deal's shuffle is made lazily: a state mid-deal owes steps of it, the same state saved
/// and loaded owes none. Both are the same game: equal, saved alike, sampled alike for every
/// seat and generator, and they play on alike.
#[cfg(feature = "serde")]
#[test]
fn a_state_loaded_from_its_saved_form_samples_and_plays_as_the_original() {
    let mut game = midgame();
    let mut resumed: Toker =
        serde_json::from_str(&serde_json::to_string(&game).expect("saves")).expect("loads");
    assert_eq!(resumed, game);
    for player in 0..3 {
        for seed in 0..4 {
            let a = game.determinize(player, &mut GameRng::from_seed(Seed(seed)));
            let b = resumed.determinize(player, &mut GameRng::from_seed(Seed(seed)));
            assert_eq!(a, b, "seat {player}, seed {seed}");
            assert_eq!(
                serde_json::to_string(&a).expect("saves"),
                serde_json::to_string(&b).expect("saves")
            );
        }
    }
    let mut steps = 0;
    while let ToAct::Player(p) = game.to_act() {
        // The last legal action: exchanges and calls, so cards are drawn and deals end.
        let action = game
            .legal_actions(p)
            .pop()
            .expect("the player to act may act");
        game.apply(p, &action).expect("legal");
        resumed
            .apply(p, &action)
            .expect("legal in the loaded state too");
        assert_eq!(game.hand(p), resumed.hand(p));
        assert_eq!(game.events(), resumed.events());
        steps += 1;
        assert!(steps < 200, "the match ends");
    }
    assert_eq!(
        serde_json::to_string(&game).expect("saves"),
        serde_json::to_string(&resumed).expect("saves")
    );
}
