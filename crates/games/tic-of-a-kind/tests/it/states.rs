//! Determinization, and strict validation of tampered states (loading a tampered save is a
//! typed error).

use rules_engine::{Determinize, Game, GameRng, Seed};
use tic_core::CardSet;
use tic_of_a_kind::{TicOfAKind, TicOfAKindAction, TicOfAKindConfig};

/// Player 0 takes the discard and keeps it; player 1 draws blind and discards.
fn after_a_round_of_turns() -> (TicOfAKind, tic_core::Card) {
    let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(11)).expect("valid");
    let top = game.discard_top().expect("a discard");
    game.apply(0, &TicOfAKindAction::TakeDiscard).expect("take");
    let out = game.hand(0)[0];
    game.apply(0, &TicOfAKindAction::Discard(out))
        .expect("discard");
    game.apply(1, &TicOfAKindAction::DrawDeck).expect("draw");
    let out = game.hand(1)[0];
    game.apply(1, &TicOfAKindAction::Discard(out))
        .expect("discard");
    (game, top)
}

#[test]
fn a_sample_keeps_what_the_player_knows_and_redeals_the_rest() {
    let (game, taken) = after_a_round_of_turns();
    // Player 1 saw player 0 take `taken`: it stays in player 0's hand in every sample.
    let mut rng = GameRng::from_seed(Seed(3));
    let mut moved = 0;
    for _ in 0..20 {
        let sample = game.determinize(1, &mut rng);
        sample.validate().expect("a sample is a valid state");
        assert_eq!(sample.hand(1), game.hand(1), "its own hand");
        assert_eq!(sample.discard_top(), game.discard_top());
        assert!(sample.hand(0).contains(&taken));
        assert_eq!(sample.events(), game.events_for(1).as_slice());
        let real: CardSet = game.hand(0).iter().collect();
        let drawn: CardSet = sample.hand(0).iter().collect();
        if real != drawn {
            moved += 1;
        }
    }
    assert!(
        moved >= 19,
        "the other cards of player 0's hand are redealt"
    );
}

#[test]
fn a_sample_depends_only_on_the_generator() {
    let (game, _) = after_a_round_of_turns();
    let a = game.determinize(0, &mut GameRng::from_seed(Seed(5)));
    let b = game.determinize(0, &mut GameRng::from_seed(Seed(5)));
    assert_eq!(a, b);
}

#[cfg(feature = "serde")]
mod tampered {
    use serde_json::{Value, json};

    use super::*;

    fn load(game: &TicOfAKind, tamper: impl FnOnce(&mut Value)) -> Result<TicOfAKind, String> {
        let mut value = serde_json::to_value(game).expect("serializes");
        tamper(&mut value);
        serde_json::from_value::<TicOfAKind>(value).map_err(|e| e.to_string())
    }

    fn rejected(game: &TicOfAKind, tamper: impl FnOnce(&mut Value), why: &str) {
        let err = load(game, tamper).expect_err("a tampered state must be rejected");
        assert!(err.contains(why), "{err:?} should say {why:?}");
    }

    #[test]
    fn the_untampered_state_loads() {
        let (game, _) = after_a_round_of_turns();
        assert_eq!(load(&game, |_| {}), Ok(game));
    }

    #[test]
    fn cards_missing_added_or_moved_are_rejected() {
        let (game, _) = after_a_round_of_turns();
        let deck = "125-card deck";
        rejected(
            &game,
            |v| drop(v["hands"][0].as_array_mut().unwrap().pop()),
            deck,
        );
        rejected(
            &game,
            |v| {
                let card = v["hands"][1][0].clone();
                v["hands"][0].as_array_mut().unwrap().push(card);
            },
            deck,
        );
        rejected(
            &game,
            |v| {
                let card = v["piles"][0].as_array_mut().unwrap().pop().unwrap();
                v["hands"][1].as_array_mut().unwrap().push(card);
            },
            "player 1 holds 6 cards",
        );
        rejected(
            &game,
            |v| {
                let card = v["discards"].as_array_mut().unwrap().remove(0);
                v["hands"][0].as_array_mut().unwrap().push(card);
            },
            "player 0 holds 6 cards",
        );
    }

    #[test]
    fn numbers_pushed_to_extremes_are_rejected() {
        let (game, _) = after_a_round_of_turns();
        rejected(&game, |v| v["totals"][0] = json!(i64::MAX), "out of reach");
        rejected(&game, |v| v["totals"][1] = json!(i64::MIN), "out of reach");
        rejected(&game, |v| v["round"] = json!(u32::MAX), "round");
        rejected(&game, |v| v["turns"] = json!(u32::MAX), "over the limit");
        rejected(&game, |v| v["turn"] = json!(usize::MAX), "turn");
        rejected(&game, |v| v["dealer"] = json!(0), "cannot deal");
        rejected(&game, |v| v["to_discard"] = json!(usize::MAX), "owed");
        rejected(&game, |v| v["knocker"] = json!(usize::MAX), "knocked");
        rejected(&game, |v| v["config"]["rounds"] = json!(u32::MAX), "config");
        rejected(
            &game,
            |v| v["config"]["players"] = json!(usize::MAX),
            "config",
        );
    }

    #[test]
    fn phase_turn_and_scores_must_agree() {
        let (game, _) = after_a_round_of_turns();
        rejected(&game, |v| v["phase"] = json!("discard"), "owed");
        rejected(&game, |v| v["phase"] = json!("over"), "over in round 1");
        // The player to act knocked: play would have ended the round.
        rejected(&game, |v| v["knocker"] = json!(0), "has another turn");
        // Round 2 with nothing scored last round.
        let mut next = game.clone();
        next.apply(0, &TicOfAKindAction::Knock).expect("knock");
        next.apply(1, &TicOfAKindAction::DrawDeck).expect("draw");
        let out = next.hand(1)[0];
        next.apply(1, &TicOfAKindAction::Discard(out))
            .expect("discard");
        assert_eq!(next.round(), 2);
        assert!(load(&next, |_| {}).is_ok());
        rejected(
            &next,
            |v| v["last_scores"] = json!([]),
            "hands scored last round",
        );
        rejected(
            &next,
            |v| {
                let p = v["last_scores"][0]["points"].as_i64().unwrap();
                v["last_scores"][0]["points"] = json!(p + 1);
            },
            "not its hand's",
        );
    }
}
